import type { PlaceSeed } from '../../types'

/** Offices (kind « office ») where the transport guides' steps are done: telephone and opening hours from their sources. */
export const offices: PlaceSeed[] = [
  {
    key: 'att-tsimbazaza',
    kind: 'office',
    name: { fr: 'Agence des transports terrestres (ATT) — centre d’examen de Tsimbazaza', mg: 'Agence des transports terrestres (ATT) — ivon-toerana fanadinana Tsimbazaza' },
    region: 'analamanga',
    city: 'Antananarivo',
    address: { fr: 'Tsimbazaza, Antananarivo', mg: 'Tsimbazaza, Antananarivo' },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Lieu des examens du permis (code et conduite) selon Torolalana, https://torolalana.gov.mg/mg/services/obtenir-son-permis-de-conduire (« Agence des Transports Terrestres Tsimbazaza »), lu dans la copie publique de février 2026 (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana) ; centre d’examen de conduite à Tsimbazaza confirmé par L’Express de Madagascar du 3 juin 2016. La Vérité du 14 octobre 2022 annonçait le transfert du centre d’examen à Soarano, dans l’enceinte Madarail, à partir du 17 octobre 2022 : rapporté par la presse, non confirmé depuis, Torolalana dit toujours Tsimbazaza (docs/research/issue40/permis-de-conduire.md). Adresse précise, téléphone et horaires non publiés par ces sources ni trouvés ailleurs (recherche de novembre 2026) : à confirmer.',
    },
  },
  {
    key: 'cim-ambohidahy',
    kind: 'office',
    name: { fr: 'Centre immatriculateur (CIM) d’Ambohidahy', mg: 'Ivon-toerana fisoratana fiara (CIM) Ambohidahy' },
    region: 'analamanga',
    city: 'Antananarivo',
    address: {
      fr: 'Ambohidahy, Antananarivo (paiement au bureau 19, photo et empreintes au bureau 202, remise des permis au bureau 24)',
      mg: 'Ambohidahy, Antananarivo (fandoavam-bola ao amin’ny birao 19, sary sy dian-tanana ao amin’ny birao 202, fanomezana fahazoan-dalana ao amin’ny birao 24)',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Bureaux 19 (paiement), 202 (photo, empreintes) et 24 (remise) selon Torolalana, https://torolalana.gov.mg/mg/services/permis-de-conduire-medical, lu dans la copie publique de février 2026 (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana). Torolalana ne publie ni téléphone ni horaires. Les seules heures trouvées dans la presse (8 h 30 – 11 h 30, juin 2020) étaient celles du service minimum pendant le confinement : non affichées. En septembre 2025, la presse (allAfrica, 23 septembre 2025) signalait la délivrance des permis et cartes grises biométriques paralysée à Ambohidahy, remplacée par un certificat provisoire : à vérifier avant de publier les délais.',
    },
  },
  {
    key: 'mtefpls-equivalences-67ha',
    kind: 'office',
    name: {
      fr: 'Ministère chargé de la Fonction publique (MTEFoP) — service des équivalences administratives, portes 108 et 109',
      mg: 'Ministera misahana ny Asam-panjakana (MTEFoP) — sampan-draharaha misahana ny fitoviana ara-panjakana, varavarana 108 sy 109',
    },
    region: 'analamanga',
    city: 'Antananarivo',
    address: {
      fr: 'Ministère du Travail, de l’Emploi et de la Fonction publique (MTEFoP depuis fin 2025 ; MTEFPLS sur Torolalana), 67 Ha, Antananarivo : dépôt à la porte 108, retrait à la porte 109',
      mg: 'Ministeran’ny Asa, ny Fampiasana ary ny Asam-panjakana (MTEFoP nanomboka tamin’ny faran’ny taona 2025 ; MTEFPLS ao amin’ny Torolalana), 67 Ha, Antananarivo: fametrahana ao amin’ny varavarana 108, fakana ao amin’ny varavarana 109',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Portes 108 (dépôt) et 109 (retrait) selon Torolalana, https://torolalana.gov.mg/fr/services/equivalence-administrative-de-titres-et-diplomes, lu dans la copie publique de février 2026 (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana). Téléphone et horaires non publiés par Torolalana ni trouvés ailleurs (recherche de novembre 2026) : à confirmer. Le nom du ministère change avec les gouvernements : depuis fin 2025, ministère du Travail, de l’Emploi et de la Fonction publique (MTEFoP), sans « Lois sociales » (note de service n° 293/MTEFoP/SG du 25 novembre 2025, Écho du Sud 2025 ; AllAfrica 2025) ; Torolalana écrit encore MTEFPLS (docs/research/issue40/equivalence-de-diplome.md). La clé du bureau garde « mtefpls » pour ne pas casser les liens.',
    },
  },
]

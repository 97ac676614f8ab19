import type { PlaceSeed } from '../../types'

/** Offices (kind « office ») where the business guides' steps are done: telephone and opening hours from their sources. */
export const offices: PlaceSeed[] = [
  {
    key: 'edbm-guichet-unique-antananarivo',
    kind: 'office',
    name: {
      fr: 'EDBM — guichet unique de création d’entreprises (Antananarivo)',
      mg: 'EDBM — birao tokana fananganana orinasa (Antananarivo)',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Immeuble EDBM, avenue Général Ramanantsoa, Antaninarenina, Antananarivo. Dépôt du dossier sur rendez-vous seulement, une fois le dossier validé en ligne (orinasa.edbm.mg).',
      mg: 'Trano EDBM, lalana Général Ramanantsoa, Antaninarenina, Antananarivo. Amin’ny famandrihana fotoana ihany no ametrahana ny antontan-taratasy, rehefa voamarina an-tserasera (orinasa.edbm.mg).',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Dépôt au guichet unique sur rendez-vous seulement, après validation en ligne, pour les sociétés de la région Analamanga, d’après Torolalana, https://torolalana.gov.mg/fr/services/creer-sa-societe (et /mg/services/creer-sa-societe), lu dans la copie publique de février 2026 (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana). Adresse reprise de la fiche « Créer sa société » du portail, non confirmée par une source officielle. Torolalana ne publie ni téléphone ni horaires pour ce guichet, et aucune autre source consultée en novembre 2026 n’en donne : phones laissé vide, à compléter depuis edbm.mg (site devenu une application qui n’affiche presque pas de texte sans navigateur).',
    },
  },
  {
    key: 'cnaps-siege-ampefiloha',
    kind: 'office',
    name: {
      fr: 'CNaPS — siège (Caisse nationale de prévoyance sociale)',
      mg: 'CNaPS — foibe (Tahirim-pirenena momba ny fiahiana ara-tsosialy)',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Ampefiloha, Antananarivo. Les dossiers peuvent aussi être déposés dans les délégations régionales, antennes et agences de la CNaPS ; courriel : clientele.cnaps@cnaps.mg.',
      mg: 'Ampefiloha, Antananarivo. Azo apetraka any amin’ny solontena isam-paritra, sampana ary biraon’ny CNaPS ihany koa ny antontan-taratasy ; mailaka : clientele.cnaps@cnaps.mg.',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Quartier du siège (Ampefiloha), dépôt possible dans tous les bureaux (siège, délégations, antennes, agences) et courriel clientele.cnaps@cnaps.mg d’après Torolalana, https://torolalana.gov.mg/fr/services/caisse-nationale-de-prevoyance-sociale-cnaps (et /mg/…), lu dans la copie publique de février 2026 (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana) : la fiche ne donne que courriel, site et page Facebook, aucun téléphone. Horaires habituels non publiés : la seule mention trouvée est une ouverture réduite à 8 h – 12 h annoncée sur Facebook pendant les manifestations (allAfrica, 2 octobre 2025), exceptionnelle, donc non affichée. Adresse précise, téléphone et horaires à compléter depuis cnaps.mg.',
    },
  },
  {
    key: 'rcs-cm-antananarivo-anosy',
    kind: 'office',
    name: {
      fr: 'Registre du commerce et des sociétés et du crédit mobilier (RCS-CM) d’Antananarivo — greffe',
      mg: 'Rejisitry ny varotra sy ny orinasa ary ny fampindramam-bola amin’ny fananana azo afindra (RCS-CM) Antananarivo — birao mpitan-tsoratra',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Palais de justice d’Anosy, 2e étage, porte 201, Antananarivo',
      mg: 'Lapan’ny Fitsarana Anosy, rihana faha-2, varavarana 201, Antananarivo',
    },
    phones: [],
    openingHours: {
      fr: 'Du lundi au vendredi, 8 h – 12 h, sauf le mercredi (à reconfirmer sur place)',
      mg: 'Alatsinainy ka hatramin’ny zoma, 8 ora – 12 ora, afa-tsy ny alarobia (mbola hamarinina eny an-toerana)',
    },
    review: {
      status: 'toVerify',
      notes: 'Bureau (porte 201, 2e étage) et horaires repris d’une page non datée du site justice.mg dont la copie consultée contenait de la publicité injectée (page possiblement compromise) : à reconfirmer au greffe. La copie publique de Torolalana (février 2026) ne contient pas de fiche sur le RCS. Aucun téléphone trouvé (recherche de novembre 2026) : phones laissé vide.',
    },
  },
]

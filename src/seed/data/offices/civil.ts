import type { PlaceSeed } from '../../types'

/** Offices (kind « office ») where the civil guides' steps are done: telephone and opening hours from their sources. */
export const offices: PlaceSeed[] = [
  {
    key: 'sccie-anosy',
    kind: 'office',
    name: {
      fr: 'Service central du contrôle de l’immigration et de l’émigration (SCCIE) — passeports',
      mg: 'Sampan-draharaha foibe misahana ny fanaraha-maso ny fifindra-monina (SCCIE) — pasipaoro',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Immeuble « patte d’éléphant », Anosy, Antananarivo',
      mg: 'Trano « patte d’éléphant », Anosy, Antananarivo',
    },
    phones: ['+261 38 11 000 77'],
    openingHours: {
      fr: 'Du lundi au vendredi, 8 h – 12 h et 14 h – 18 h, sauf jours fériés (heures de la ligne d’assistance)',
      mg: 'Alatsinainy ka hatramin’ny zoma, 8 ora – 12 ora sy 14 ora – 18 ora, afa-tsy ny andro tsy fiasana (oran’ny laharana fanampiana)',
    },
    review: {
      status: 'toVerify',
      notes: 'Adresse (immeuble « patte d’éléphant », Anosy), ligne d’assistance +261 38 11 000 77 et heures (lundi–vendredi, 8 h – 12 h et 14 h – 18 h, sauf jours fériés) d’après Torolalana, https://torolalana.gov.mg/fr/services/demande-de-passeport et sa version malgache /mg/services/demande-de-passeport (« Contenus validés par le service concerné »), lues dans la copie publique de février 2026 (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026). Ces heures sont celles de la ligne d’assistance ; celles du guichet ne sont pas publiées : à confirmer sur place ou sur pn.gov.mg. Statut laissé « à vérifier » car la page officielle n’a été lue qu’à travers cette copie.',
    },
  },
  {
    key: 'tpi-antananarivo-casier-judiciaire',
    kind: 'office',
    name: {
      fr: 'Tribunal de première instance d’Antananarivo — section casier judiciaire',
      mg: 'Fitsarana ambaratonga voalohany Antananarivo — sampana firaketana heloka bevava',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Palais de justice d’Anosy, bureau État civil, porte 01, section casier judiciaire, en face de la cafétéria du tribunal ; entrée par la rue entre la RNM et le palais de justice',
      mg: 'Lapan’ny Fitsarana Anosy, biraon’ny sora-piankohonana, varavarana 01, sampana firaketana heloka bevava, tandrifin’ny cafétéria ao amin’ny fitsarana ; miditra amin’ny lalana manelanelana ny RNM sy ny Lapan’ny Fitsarana',
    },
    phones: [],
    openingHours: {
      fr: 'Dépôt des demandes du lundi au vendredi, 8 h – 12 h',
      mg: 'Fametrahana fangatahana alatsinainy ka hatramin’ny zoma, 8 ora – 12 ora',
    },
    review: {
      status: 'toVerify',
      notes: 'Adresse (porte 01, section casier judiciaire) et heures de dépôt (« Ora fandraisana : alatsinainy ka hatramin’ny zoma, 8ora-12ora ») d’après Torolalana, fiche « casier judiciaire ou bulletin n° 3 », partie « essai numérique à Antananarivo », https://torolalana.gov.mg/mg/services/demander-un-casier-judiciaire-bulletin-n-3, lue dans la copie publique de février 2026 (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana ; la version française de la fiche n’y figure pas). Aucun numéro de téléphone publié par Torolalana ni trouvé ailleurs (recherche de novembre 2026) : ne pas en ajouter sans source.',
    },
  },
  {
    key: 'tpi-antananarivo-certificat-nationalite',
    kind: 'office',
    name: {
      fr: 'Tribunal de première instance d’Antananarivo — certificat de nationalité (porte 108)',
      mg: 'Fitsarana ambaratonga voalohany Antananarivo — taratasy fanamarinana ny zom-pirenena (varavarana 108)',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Palais de justice d’Anosy, 1er étage, porte 108, Antananarivo. Dossiers particuliers : service de la nationalité du ministère de la Justice (direction des Affaires judiciaires), Faravohitra, porte A5.',
      mg: 'Lapan’ny Fitsarana Anosy, rihana voalohany, varavarana 108, Antananarivo. Raharaha manokana: sampan-draharaha misahana ny zom-pirenena ao amin’ny Ministeran’ny Fitsarana (Direction des Affaires judiciaires), Faravohitra, varavarana A5.',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Porte 108 au 1er étage du TPI d’Antananarivo et service de la nationalité à Faravohitra, porte A5, d’après la fiche « Certificat de nationalité » du centre d’information administrative Ivotoro (ministère de la Communication), https://www.ivotoro.mg/language/mg/procedure/certificat-de-nationalite-2/ (page non datée, lue dans une copie archivée, consultée en novembre 2026) ; le TPI d’Antananarivo siège au palais de justice d’Anosy. La copie publique de Torolalana (février 2026) ne contient pas de fiche sur ce certificat. Téléphone et horaires non publiés : aucun numéro à afficher ; le numéro court 640 d’Ivotoro renseigne sur la démarche, pas sur ce bureau.',
    },
  },
  {
    key: 'cua-etat-civil-1er-arrondissement-analakely',
    kind: 'office',
    name: {
      fr: 'Commune urbaine d’Antananarivo — état civil du 1er arrondissement (Analakely)',
      mg: 'Kaominina Antananarivo Renivohitra — sora-piankohonana, boriborintany voalohany (Analakely)',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Bureau du 1er arrondissement, Analakely, Antananarivo : guichet unique d’enregistrement des naissances. Chacun des cinq autres arrondissements a son propre service d’état civil.',
      mg: 'Biraon’ny boriborintany voalohany, Analakely, Antananarivo: birao tokana fisoratana ny fahaterahana. Samy manana ny sampan-draharaha misahana ny sora-piankohonana avy ireo boriborintany dimy hafa.',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Service État civil dans chacun des 6 arrondissements d’après la page « Services arrondissements » du site de la commune, https://www.cua.mg/services-arrondissements/ (non datée, lue dans une copie archivée, consultée en novembre 2026) ; guichet unique d’enregistrement des naissances inauguré au 1er arrondissement à Analakely d’après un article de presse repris par allAfrica le 20 mars 2025 (https://fr.allafrica.com/stories/202503200251.html). Rue et numéro non publiés. Téléphone et horaires non publiés : les seules heures trouvées sont celles de fermetures exceptionnelles (service minimum pendant le confinement ; fermeture à la mi-journée pendant les manifestations, allAfrica 2 octobre 2025), à ne pas afficher. Bureau d’un seul arrondissement : ne pas le rattacher aux étapes des guides tant que les cinq autres ne sont pas décrits.',
    },
  },
]

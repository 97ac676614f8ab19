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
      notes: 'Adresse, ligne d’assistance +261 38 11 000 77 et horaires d’après Torolalana (fiche « Demande de passeport », copie publique de février 2026) ; les horaires donnés sont ceux de la ligne d’assistance, ceux du guichet sont à confirmer sur place.',
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
      notes: 'Adresse et heures de dépôt d’après Torolalana (fiche « casier judiciaire ou bulletin n° 3 », partie « essai numérique à Antananarivo », copie publique de février 2026). Aucun numéro de téléphone publié.',
    },
  },
]

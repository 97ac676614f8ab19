import type { PlaceSeed } from '../../types'

/** Offices (kind « office ») of the guides added by issue 41, batch 2: telephone and opening hours from their sources. */
export const offices: PlaceSeed[] = [
  {
    key: 'gendarmerie-spem-ratsimandrava',
    kind: 'office',
    name: {
      fr: 'Gendarmerie nationale — camp Ratsimandrava (protection des enfants et lutte contre les violences)',
      mg: 'Zandarimariam-pirenena — toby Ratsimandrava (fiarovana ny ankizy sy ady amin’ny herisetra)',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Camp Ratsimandrava, Andrefanambohijanahary, Antananarivo',
      mg: 'Toby Ratsimandrava, Andrefanambohijanahary, Antananarivo',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Adresse d’après Torolalana, fiche malgache « Ady amin’ny herisetra » (https://torolalana.gov.mg/mg/services/lutte-contre-la-violence), qui cite « Toby Ratsimandrava Andrefanambohijanahary Antananarivo » parmi les lieux de traitement, lue dans la copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026). Le numéro « SOS HERISETRA » de la fiche est mal imprimé (« +261 (0)34 14 016 00 66 ») : aucun téléphone affiché. Heures non publiées. Le nom du service (SPEM, service de la protection des enfants et des mœurs, d’après AllAfrica 2021) est à confirmer.',
    },
  },
]

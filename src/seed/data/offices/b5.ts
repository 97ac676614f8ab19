import type { PlaceSeed } from '../../types'

/** Offices (kind « office ») of the guides added by issue 41, batch 5: telephone and opening hours from their sources. */
export const offices: PlaceSeed[] = [
  {
    key: 'inspection-du-travail-analamanga',
    kind: 'office',
    name: {
      fr: 'Direction régionale de l’Inspection du travail d’Analamanga',
      mg: 'Foibem-paritra misahana ny fanaraha-maso ny asa, Analamanga',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Antsahavola, Antananarivo',
      mg: 'Antsahavola, Antananarivo',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Quartier (Antsahavola) d’après deux articles de L’Express de Madagascar : « la direction régionale de l’Inspection du travail d’Analamanga à Antsahavola » (février 2018, http://www.lexpressmada.com/blog/actualites/protection-des-travailleurs-les%E2%80%88doleances%E2%80%88gagnent%E2%80%88du%E2%80%88terrain/) et « la Direction régionale de l’Inspection du travail à Antsahavola » (24 novembre 2020, https://lexpress.mg/24/11/2020/greve-des-syndicats-des-travailleurs-plusieurs-dossiers-bloques-a-linspection-du-travail/). Aucune page officielle trouvée : adresse précise, téléphone et horaires inconnus, à compléter auprès du ministère du Travail.',
    },
  },
]

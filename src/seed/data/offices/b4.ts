import type { PlaceSeed } from '../../types'

/** Offices (kind « office ») of the guides added by issue 41, batch 4: telephone and opening hours from their sources. */
export const offices: PlaceSeed[] = [
  {
    key: 'cim-mahajanga-ampisikina',
    kind: 'office',
    name: {
      fr: 'Centre immatriculateur (CIM) de Mahajanga',
      mg: 'Ivon-toerana fisoratana fiara (CIM) Mahajanga',
    },
    region: 'boeny',
    city: 'Mahajanga',
    address: {
      fr: 'Bloc administratif d’Ampisikina, 3e étage, Mahajanga (dépôt des dossiers de carte grise le matin, porte 306 ; remise des cartes grises l’après-midi, porte 202)',
      mg: 'Trano fiasan’ny fitantanana Ampisikina, rihana faha-3, Mahajanga (fametrahana antontan-taratasy ho an’ny karatra volondavenona ny maraina, varavarana 306 ; fanomezana karatra volondavenona ny tolakandro, varavarana 202)',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Adresse (siège du CIM, 3e étage, bloc administratif d’Ampisikina) et portes (306 pour le dépôt le matin, 202 pour la remise des cartes grises l’après-midi) d’après AllAfrica, 25 novembre 2025 (https://fr.allafrica.com/stories/202511250386.html), propos du chef du centre. Presse seule, après une suspension de six mois : à confirmer. Aucun téléphone ni horaire publié trouvé (recherche du 28 novembre 2026).',
    },
  },
]

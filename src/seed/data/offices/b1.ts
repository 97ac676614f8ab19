import type { PlaceSeed } from '../../types'

/** Offices (kind « office ») of the guides added by issue 41, batch 1: telephone and opening hours from their sources. */
export const offices: PlaceSeed[] = [
  {
    key: 'tpi-antananarivo-anosy',
    kind: 'office',
    name: {
      fr: 'Tribunal de première instance d’Antananarivo (palais de justice d’Anosy)',
      mg: 'Fitsarana ambaratonga voalohany Antananarivo (Lapan’ny Fitsarana Anosy)',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Palais de justice d’Anosy, Antananarivo (greffe : demandez le bureau compétent à l’accueil)',
      mg: 'Lapan’ny Fitsarana Anosy, Antananarivo (birao mpitan-tsoratra : anontanio eo amin’ny fandraisana ny birao mahefa)',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Tribunal de première instance d’Antananarivo à Anosy : « greffier en chef au Tribunal de la première instance (TPI) à Anosy » et « archives du palais de Justice à Anosy » (AllAfrica, juillet 2017, http://fr.allafrica.com/stories/201707040918.html) ; procédures de divorce « auprès du tribunal d’Anosy » (Studio Sifaka) ; section dédiée aux successions au TPI d’Antananarivo (L’Express, décembre 2023). Lu le 2026-11-28. Aucun numéro de téléphone ni horaire publié trouvé : rien n’est affiché. Les sections casier judiciaire et nationalité ont leurs propres fiches (civil.ts).',
    },
  },
]

import type { PlaceSeed } from '../../types'

/** Offices (kind « office ») of the guides added by issue 41, batch 8: telephone and opening hours from their sources. */
export const offices: PlaceSeed[] = [
  {
    key: 'gendarmerie-delinquance-economique-ratsimandrava',
    kind: 'office',
    name: {
      fr: 'Gendarmerie nationale — lutte contre la délinquance économique et financière (camp Ratsimandrava)',
      mg: 'Zandarimariam-pirenena — ady amin’ny fandikan-dalàna ara-bola sy ara-toekarena (toby Ratsimandrava)',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Toby Ratsimandrava, Andrefanambohijanahary, Antananarivo (section de recherches criminelles)',
      mg: 'Toby Ratsimandrava, Andrefanambohijanahary, Antananarivo (sampana fikarohana heloka bevava)',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Lieu de traitement d’après Torolalana, fiche « Sampandraharaha miady amin’ny fandikan-dalana ara-bola sy ara-toekarena » (« toby Ratsimandrava Andrefanambohijanahary Antananarivo », « sampana fikarohana heloka bevava »), https://torolalana.gov.mg/mg/services/lutte-contre-la-delinquance-economique-et-financier, lue dans la copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026). Même camp que le commandement de la gendarmerie (clé commandement-gendarmerie-toby-ratsimandrava, lot b6) mais service différent. Téléphone et horaires : aucune source lue, ne rien ajouter sans source.',
    },
  },
  {
    key: 'bianco-ambohibao',
    kind: 'office',
    name: {
      fr: 'Bureau indépendant anti-corruption (BIANCO) — siège',
      mg: 'Birao mahaleo tena miady amin’ny kolikoly (BIANCO) — foibe',
    },
    region: 'analamanga',
    city: 'Antananarivo',
    address: {
      fr: 'Villa « La Piscine », Ambohibao, BP 399, 101 Antananarivo',
      mg: 'Villa « La Piscine », Ambohibao, BP 399, 101 Antananarivo',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Adresse d’après la page FAQ du site du BIANCO (« Villa « La Piscine » Ambohibao – BP 399 – 101 Antananarivo », http://bianco-mg.org/faq/, non datée, lue le 2026-11-28). Ambohibao relève de la commune d’Antananarivo Avaradrano ou d’Ambohidratrimo selon le quartier : district non renseigné, à confirmer. Téléphone : la presse (Madagascar Tribune, 25 mars 2020) donne 033 54 600 00 pour la direction territoriale d’Antananarivo, sans dire si c’est le siège ; numéro laissé dans la FAQ du guide (marqué) et pas ici. Horaires : aucune source.',
    },
  },
  {
    key: 'mediature-isoraka',
    kind: 'office',
    name: {
      fr: 'Médiature de la République — siège',
      mg: 'Mpanelanelana eo anivon’ny Repoblika — foibe',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Lot 33, rue Docteur Villette, Isoraka, Antananarivo',
      mg: 'Lot 33, lalana Docteur Villette, Isoraka, Antananarivo',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Siège à Isoraka d’après Le Matin de Madagascar (2015, « à son siège à Isoraka », https://matin.mg/?p=18678) et AllAfrica (9 février 2026, « au siège de la Médiature, à Isoraka », https://fr.allafrica.com/stories/202602090529.html). Adresse « Lot 33, rue Docteur Villette-Isoraka-Antananarivo » d’après la fiche générale de l’AOMF (https://www.aomf-ombudsmans-francophonie.org/fiche-generale-madagascar-mediateur-de-la-republique-defenseur-du-peuple/, non datée, rédigée sous la Transition). Cette fiche donne aussi le téléphone (00 261) 32 04 12 456, probablement ancien : non affiché tant qu’une source récente ne le confirme pas. Horaires : aucune source. Une antenne fonctionne à Morondava (Moov, 27 janvier 2026), adresse non trouvée.',
    },
  },
]

import type { MinistrySeed } from '../types'

export const ministries: MinistrySeed[] = [
  {
    key: 'mid',
    acronym: 'MID',
    name: {
      fr: "Ministère de l'Intérieur et de la Décentralisation",
      mg: "Ministeran'ny Atitany sy ny Fitsinjaram-pahefana",
    },
    kind: 'ministry',
  },
  {
    key: 'justice',
    acronym: 'MJ',
    name: { fr: 'Ministère de la Justice', mg: "Ministeran'ny Fitsarana" },
    url: 'https://www.justice.mg',
    kind: 'ministry',
  },
  {
    key: 'mae',
    acronym: 'MAE',
    name: { fr: 'Ministère des Affaires étrangères', mg: "Ministeran'ny Raharaham-bahiny" },
    url: 'https://diplomatie.gov.mg',
    kind: 'ministry',
  },
  {
    key: 'mef',
    acronym: 'MEF',
    name: {
      fr: "Ministère de l'Économie et des Finances",
      mg: "Ministeran'ny Toekarena sy ny Fitantanam-bola",
    },
    kind: 'ministry',
  },
  {
    key: 'transports',
    acronym: 'MTM',
    name: {
      fr: 'Ministère des Transports et de la Météorologie',
      mg: "Ministeran'ny Fitaterana sy ny Toetr'andro",
    },
    kind: 'ministry',
  },
  {
    key: 'sante',
    acronym: 'MSANP',
    name: { fr: 'Ministère de la Santé publique', mg: "Ministeran'ny Fahasalamam-bahoaka" },
    kind: 'ministry',
  },
  {
    key: 'men',
    acronym: 'MEN',
    name: { fr: "Ministère de l'Éducation nationale", mg: "Ministeran'ny Fanabeazam-pirenena" },
    kind: 'ministry',
  },
  {
    key: 'mesupres',
    acronym: 'MESUPRES',
    name: {
      fr: "Ministère de l'Enseignement supérieur et de la Recherche scientifique",
      mg: "Ministeran'ny Fampianarana Ambony sy ny Fikarohana ara-tsiansa",
    },
    kind: 'ministry',
  },
  {
    key: 'matsf',
    acronym: 'MATSF',
    name: {
      fr: "Ministère de l'Aménagement du territoire et des Services fonciers",
      mg: "Ministeran'ny Fanajariana ny Tany sy ny Fananantany",
    },
    kind: 'ministry',
  },
  {
    key: 'minae',
    acronym: 'MINAE',
    name: {
      fr: "Ministère de l'Agriculture et de l'Élevage",
      mg: "Ministeran'ny Fambolena sy ny Fiompiana",
    },
    kind: 'ministry',
  },
  {
    key: 'securite-publique',
    acronym: 'MSP',
    name: {
      fr: 'Ministère de la Sécurité publique (Police nationale)',
      mg: "Ministeran'ny Filaminam-bahoaka (Polisim-pirenena)",
    },
    kind: 'ministry',
  },
  {
    key: 'gendarmerie',
    acronym: 'GN',
    name: { fr: 'Gendarmerie nationale', mg: 'Zandarimariam-pirenena' },
    kind: 'institution',
  },
  {
    key: 'tourisme',
    acronym: 'MTA',
    name: { fr: 'Ministère du Tourisme', mg: "Ministeran'ny Fizahantany" },
    kind: 'ministry',
  },
  {
    key: 'commerce',
    acronym: 'MIC',
    name: {
      fr: "Ministère de l'Industrialisation et du Commerce",
      mg: "Ministeran'ny Fanodinana sy ny Varotra",
    },
    kind: 'ministry',
  },
  {
    // Named so by Midi Madagasikara, 4 December 2025 (« le ministère de la Population et des Solidarités (MPS) »).
    key: 'population',
    acronym: 'MPS',
    name: {
      fr: 'Ministère de la Population et des Solidarités',
      mg: "Ministeran'ny Mponina sy ny Firaisankina",
    },
    kind: 'ministry',
  },
  {
    key: 'environnement',
    acronym: 'MEDD',
    name: {
      fr: "Ministère de l'Environnement et du Développement durable",
      mg: "Ministeran'ny Tontolo Iainana sy ny Fampandrosoana Maharitra",
    },
    kind: 'ministry',
  },
  {
    key: 'jeunesse',
    acronym: 'MJS',
    name: {
      fr: 'Ministère de la Jeunesse et des Sports',
      mg: "Ministeran'ny Tanora sy ny Fanatanjahantena",
    },
    kind: 'ministry',
  },
  {
    key: 'numerique',
    acronym: 'MNDPT',
    name: {
      fr: 'Ministère chargé du Développement numérique, des Postes et des Télécommunications',
      mg: "Ministera misahana ny Fampandrosoana nomerika, ny Paositra ary ny Fifandraisan-davitra",
    },
    kind: 'ministry',
  },
  {
    key: 'fop',
    acronym: 'MTEFPLS',
    name: {
      fr: "Ministère du Travail, de l'Emploi, de la Fonction publique et des Lois sociales",
      mg: "Ministeran'ny Asa, ny Fampiasana, ny Asam-panjakana ary ny Lalàna sosialy",
    },
    kind: 'ministry',
  },
  {
    key: 'dgi',
    acronym: 'DGI',
    name: { fr: 'Direction générale des impôts', mg: 'Foibe Misahana ny Hetra' },
    url: 'https://www.impots.mg',
    kind: 'institution',
  },
  {
    key: 'cnaps',
    acronym: 'CNaPS',
    name: {
      fr: 'Caisse nationale de prévoyance sociale',
      mg: "Tahirim-pirenena ho an'ny Fiahiana ara-tsosialy",
    },
    url: 'https://www.cnaps.mg',
    kind: 'institution',
  },
  {
    key: 'edbm',
    acronym: 'EDBM',
    name: {
      fr: 'Economic Development Board of Madagascar',
      mg: "Economic Development Board of Madagascar (Biraon'ny fampandrosoana ara-toekarena)",
    },
    url: 'https://www.edbm.mg',
    kind: 'institution',
  },
  {
    key: 'instat',
    acronym: 'INSTAT',
    name: {
      fr: 'Institut national de la statistique',
      mg: "Foibem-pirenena momba ny Antontan'isa",
    },
    url: 'http://www.instat.mg',
    kind: 'institution',
  },
  {
    key: 'ceni',
    acronym: 'CENI',
    name: {
      fr: 'Commission électorale nationale indépendante',
      mg: 'Vaomiera Mahaleo Tena Misahana ny Fifidianana',
    },
    kind: 'institution',
  },
  {
    key: 'bianco',
    acronym: 'BIANCO',
    name: {
      fr: 'Bureau indépendant anti-corruption',
      mg: "Birao Mahaleo Tena Miady amin'ny Kolikoly",
    },
    url: 'https://bianco-mg.org',
    kind: 'institution',
  },
  {
    key: 'office-du-bac',
    acronym: 'OB',
    name: { fr: 'Office du Baccalauréat', mg: "Biraon'ny Bakalorea" },
    kind: 'institution',
  },
  {
    key: 'mediateur',
    acronym: 'Médiature',
    name: {
      fr: 'Médiateur de la République, défenseur du peuple',
      mg: "Mpanelanelana eo anivon'ny Repoblika, mpiaro ny vahoaka",
    },
    url: 'https://mediature.gov.mg',
    kind: 'institution',
  },
  {
    key: 'presidence',
    acronym: 'PRM',
    name: { fr: 'Présidence de la République', mg: "Fiadidiana ny Repoblika" },
    url: 'https://www.presidence.gov.mg',
    kind: 'institution',
  },
  {
    key: 'primature',
    acronym: 'PM',
    name: { fr: 'Primature', mg: "Fitondran'ny Praiminisitra" },
    kind: 'institution',
  },
]

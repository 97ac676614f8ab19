import type { PlaceSeed } from '../../types'

/** Offices (kind « office ») of the guides added by issue 41, batch 6: telephone and opening hours from their sources. */
export const offices: PlaceSeed[] = [
  {
    key: 'enam-androhibe',
    kind: 'office',
    name: {
      fr: 'École nationale d’administration de Madagascar (ENAM)',
      mg: 'Sekoly nasionaly momba ny fitantanan-draharaha eto Madagasikara (ENAM)',
    },
    region: 'analamanga',
    district: 'Antananarivo Avaradrano',
    city: 'Antananarivo',
    address: {
      fr: 'Androhibe, Antananarivo',
      mg: 'Androhibe, Antananarivo',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Adresse « l’ENAM à Androhibe » d’après MaTV (« ENAM : Concours d’entrée du 21 au 25 mars », 2017, http://matv.mg/enam-concours-dentree-du-21-au-25-mars/) et Midi Madagasikara (2014, signature de convention « à Androhibe »). District (Avaradrano) déduit de la localisation d’Androhibe, à confirmer. Téléphone et horaires : aucune source lue, ne rien ajouter sans source.',
    },
  },
  {
    key: 'egna-ambositra',
    kind: 'office',
    name: {
      fr: 'École de la Gendarmerie nationale d’Ambositra (EGNA)',
      mg: 'Sekolin’ny Zandarimariam-pirenena Ambositra (EGNA)',
    },
    region: 'amoron-i-mania',
    district: 'Ambositra',
    city: 'Ambositra',
    address: {
      fr: 'Ankorombe, Ambositra',
      mg: 'Ankorombe, Ambositra',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'École où se tient la seconde phase du concours d’élèves-gendarmes et la formation, d’après Torolalana (« Sekolin’ny Zandarimaria Ambositra », https://torolalana.gov.mg/mg/services/recrutement-des-eleves-gendarmes, copie publique du 26 février 2026) ; quartier « Ankorombe-Ambositra » d’après Midi Madagasikara (« École de la Gendarmerie Ambositra : 1 500 candidats admis … »). Téléphone et horaires : aucune source, ne rien ajouter sans source.',
    },
  },
  {
    key: 'commandement-gendarmerie-toby-ratsimandrava',
    kind: 'office',
    name: {
      fr: 'Commandement de la Gendarmerie nationale — Toby Ratsimandrava',
      mg: 'Fitaleavan’ny Zandarimariam-pirenena — Toby Ratsimandrava',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Toby Ratsimandrava, Antananarivo',
      mg: 'Toby Ratsimandrava, Antananarivo',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Centre de traitement du recrutement des élèves-gendarmes d’après Torolalana (« Commandement de la Gendarmerie nationale Toby RATSIMANDRAVA », https://torolalana.gov.mg/mg/services/recrutement-des-eleves-gendarmes, copie publique du 26 février 2026). Le quartier (Toby Ratsimandrava, Fiadanana) et le district sont à confirmer. Téléphone et horaires : aucune source lue.',
    },
  },
  {
    key: 'ensp-ivato',
    kind: 'office',
    name: {
      fr: 'École nationale supérieure de la police (ENSP)',
      mg: 'Sekoly ambony nasionalin’ny polisy (ENSP)',
    },
    region: 'analamanga',
    district: 'Ambohidratrimo',
    city: 'Ivato',
    address: {
      fr: 'Ivato, Antananarivo',
      mg: 'Ivato, Antananarivo',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'École des élèves commissaires et officiers de police, « à Ivato » d’après L’Express de Madagascar (« Police nationale – Les concours d’entrée en juillet », 7 mars 2022) et Midi Madagasikara (2021). District (Ambohidratrimo) déduit de la localisation d’Ivato, à confirmer. Téléphone et horaires : aucune source lue.',
    },
  },
  {
    key: 'eniap-antsirabe',
    kind: 'office',
    name: {
      fr: 'École nationale des inspecteurs et agents de police (ENIAP)',
      mg: 'Sekoly nasionalin’ny inspektera sy agent de police (ENIAP)',
    },
    region: 'vakinankaratra',
    district: 'Antsirabe I',
    city: 'Antsirabe',
    address: {
      fr: 'Antsirabe',
      mg: 'Antsirabe',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'École des élèves inspecteurs et agents de police, « à Antsirabe » d’après L’Express de Madagascar (7 mars 2022) et AllAfrica (janvier 2020). Adresse précise, téléphone et horaires : aucune source lue.',
    },
  },
  {
    key: 'mtefop-porte-204',
    kind: 'office',
    name: {
      fr: 'Ministère chargé de la Fonction publique (MTEFoP) — service des fonctionnaires, bureau 204',
      mg: 'Ministera misahana ny Asam-panjakana (MTEFoP) — sampan-draharaha misahana ny mpiasam-panjakana, birao 204',
    },
    region: 'analamanga',
    city: 'Antananarivo',
    address: {
      fr: 'Bureau 204, 2e étage, direction de la gestion des agents de l’État, ministère du Travail, de l’Emploi et de la Fonction publique, Antananarivo',
      mg: 'Birao 204, rihana faharoa, Talen’ny fitantanana ny mpiasam-panjakana, Ministeran’ny Asa, ny Fampananan’asa ary ny Asam-panjakana, Antananarivo',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Bureau 204, 2e étage, service des fonctionnaires, d’après Torolalana (« Birao 204, rihana faharoa Sampan-draharaha misahana ny mpiasam-panjakana … (MTEFoP) », https://torolalana.gov.mg/mg/services/demander-un-detachement, copie publique du 26 février 2026). Le bâtiment (67 Ha, comme le service des équivalences ?) n’est pas précisé par la fiche : à confirmer. Téléphone et horaires : aucune source.',
    },
  },
  {
    key: 'direction-examens-nationaux-ankatso',
    kind: 'office',
    name: {
      fr: 'Université d’Antananarivo — direction des examens nationaux (Office du bac)',
      mg: 'Oniversiten’Antananarivo — fitaleavan’ny fanadinam-pirenena (Office du Bac)',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Ankatso, Antananarivo',
      mg: 'Ankatso, Antananarivo',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: '« la direction des examens nationaux à Ankatso » d’après L’Express de Madagascar (avril 2025, https://www.lexpress.mg/2025/04/baccalaureat-des-milliers-de-dossiers.html) ; « Office du baccalauréat » d’Antananarivo d’après L’Express 2017 et AllAfrica 2020. Bureau exact, téléphone et horaires : aucune source lue.',
    },
  },
  {
    key: 'onep-analakely',
    kind: 'office',
    name: {
      fr: 'Office national de l’enseignement privé (ONEP) — ministère de l’Éducation nationale',
      mg: 'Office national de l’enseignement privé (ONEP) — Ministeran’ny Fanabeazam-pirenena',
    },
    region: 'analamanga',
    district: 'Antananarivo Renivohitra',
    city: 'Antananarivo',
    address: {
      fr: 'Analakely, Antananarivo',
      mg: 'Analakely, Antananarivo',
    },
    phones: [],
    review: {
      status: 'toVerify',
      notes: 'Siège de l’ONEP « à Analakely » d’après L’Express de Madagascar (« Office national - Poursuite des écoles privées sans autorisation d’ouverture », 30 octobre 2019). Adresse précise, téléphone et horaires : aucune source lue.',
    },
  },
]

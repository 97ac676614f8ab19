import type { CategorySeed } from '../types'

export const categories: CategorySeed[] = [
  {
    key: 'etat-civil',
    slug: { fr: 'etat-civil', mg: 'sora-piankohonana' },
    title: { fr: 'État civil', mg: 'Sora-piankohonana' },
    description: {
      fr: 'Actes de naissance, de mariage et de décès, certificats de résidence et de vie : les papiers qui prouvent votre identité et votre situation familiale.',
      mg: "Kopia nahaterahana, fanambadiana sy fahafatesana, fanamarinam-ponenana sy fanamarinana fa velona : ireo taratasy manaporofo ny mombamomba anao sy ny toe-piainanao ara-pianakaviana.",
    },
    order: 1,
    icon: 'civil-status',
  },
  {
    key: 'citoyennete',
    slug: { fr: 'citoyennete', mg: 'zom-pirenena' },
    title: { fr: 'Citoyenneté', mg: 'Zom-pirenena' },
    description: {
      fr: "Carte nationale d'identité, nationalité, liste électorale, légalisation et recours auprès de l'administration : vos droits et démarches de citoyen.",
      mg: "Kara-panondro, zom-pirenena, lisi-pifidianana, fanamarinana sonia ary fitarainana amin'ny fitondram-panjakana : ny zonao sy ny fomba fanao amin'ny maha-olom-pirenena anao.",
    },
    order: 2,
    icon: 'citizenship',
  },
  {
    key: 'tourisme-et-voyage',
    slug: { fr: 'tourisme-et-voyage', mg: 'fizahantany-sy-dia' },
    title: { fr: 'Tourisme et voyage', mg: 'Fizahantany sy dia' },
    description: {
      fr: "Passeport, visas et autorisations de sortie : ce qu'il faut pour voyager depuis ou vers Madagascar.",
      mg: "Pasipaoro, visa ary fahazoan-dàlana hivoaka ny firenena : izay ilainao raha handeha hivoaka na ho avy eto Madagasikara.",
    },
    order: 3,
    icon: 'travel',
  },
  {
    key: 'conduite-et-transport',
    slug: { fr: 'conduite-et-transport', mg: 'familiana-sy-fitaterana' },
    title: { fr: 'Conduite et transport', mg: 'Familiana sy fitaterana' },
    description: {
      fr: 'Permis de conduire, immatriculation et visite technique des véhicules.',
      mg: "Fahazoan-dàlana mitondra fiara, fisoratana ara-pitantanana ary fitsirihana ara-teknika ny fiara.",
    },
    order: 4,
    icon: 'transport',
  },
  {
    key: 'sante',
    slug: { fr: 'sante', mg: 'fahasalamana' },
    title: { fr: 'Santé', mg: 'Fahasalamana' },
    description: {
      fr: 'Hôpitaux, pharmacies de garde, vaccination et certificats médicaux : où vous faire soigner et comment.',
      mg: "Hopitaly, farmasia miambina, vaksiny ary fanamarinana ara-pahasalamana : aiza sy ahoana no hitsaboana anao.",
    },
    order: 5,
    icon: 'health',
  },
  {
    key: 'urgences',
    slug: { fr: 'urgences', mg: 'vonjy-taitra' },
    title: { fr: 'Urgences', mg: 'Vonjy taitra' },
    description: {
      fr: "Numéros d'urgence, ambulances et secours : qui appeler en cas de danger, d'accident ou de catastrophe.",
      mg: "Laharana vonjy taitra, fiara mpitondra marary ary famonjena : iza no antsoina raha misy loza, lozam-pifamoivoizana na voina.",
    },
    order: 6,
    icon: 'emergency',
  },
  {
    key: 'education',
    slug: { fr: 'education', mg: 'fanabeazana' },
    title: { fr: 'Éducation', mg: 'Fanabeazana' },
    description: {
      fr: 'Inscription scolaire, baccalauréat et résultats : les démarches pour les élèves et leurs parents.',
      mg: "Fisoratana anarana any an-tsekoly, bakalorea ary valim-panadinana : ny fomba fanao ho an'ny mpianatra sy ny ray aman-dreniny.",
    },
    order: 7,
    icon: 'education',
  },
  {
    key: 'etudes-superieures',
    slug: { fr: 'etudes-superieures', mg: 'fianarana-ambony' },
    title: { fr: 'Études supérieures', mg: 'Fianarana ambony' },
    description: {
      fr: "Inscription à l'université, bourses d'études et équivalence de diplômes.",
      mg: "Fisoratana anarana eny amin'ny oniversite, vatsim-pianarana ary fitoviana mari-pahaizana.",
    },
    order: 8,
    icon: 'higher-education',
  },
  {
    key: 'entreprises',
    slug: { fr: 'entreprises', mg: 'orinasa' },
    title: { fr: 'Entreprises', mg: 'Orinasa' },
    description: {
      fr: "Créer et déclarer votre entreprise : EDBM, carte statistique, registre du commerce et affiliation à la CNaPS.",
      mg: "Mamorona sy manambara ny orinasanao : EDBM, karatra statistika, firaketana ara-barotra ary fidirana amin'ny CNaPS.",
    },
    order: 9,
    icon: 'business',
  },
  {
    key: 'fiscalite',
    slug: { fr: 'fiscalite', mg: 'hetra' },
    title: { fr: 'Fiscalité', mg: 'Hetra' },
    description: {
      fr: "NIF, impôt synthétique et impôts fonciers : comment déclarer et payer vos impôts.",
      mg: "NIF, hetra tsotra (impôt synthétique) ary hetra amin'ny tany sy trano : ahoana ny fanambarana sy fandoavana ny hetranao.",
    },
    order: 10,
    icon: 'tax',
  },
  {
    key: 'habitat-et-foncier',
    slug: { fr: 'habitat-et-foncier', mg: 'fonenana-sy-fananan-tany' },
    title: { fr: 'Habitat et foncier', mg: 'Fonenana sy fananan-tany' },
    description: {
      fr: 'Titre foncier, certificat foncier et permis de construire : sécuriser votre terrain et votre maison.',
      mg: "Titra, kara-tany (certificat foncier) ary fahazoan-dàlana hanorina : hiarovana ny taninao sy ny tranonao.",
    },
    order: 11,
    icon: 'land',
  },
  {
    key: 'agriculture-et-elevage',
    slug: { fr: 'agriculture-et-elevage', mg: 'fambolena-sy-fiompiana' },
    title: { fr: 'Agriculture et élevage', mg: 'Fambolena sy fiompiana' },
    description: {
      fr: "Fiche individuelle de bovidé, certificat phytosanitaire et démarches pour les agriculteurs et éleveurs.",
      mg: "Taratasy manokana ho an'ny omby, fanamarinana ara-pahasalamam-boly ary fomba fanao ho an'ny mpamboly sy mpiompy.",
    },
    order: 12,
    icon: 'agriculture',
  },
  {
    key: 'securite-et-justice',
    slug: { fr: 'securite-et-justice', mg: 'filaminana-sy-fitsarana' },
    title: { fr: 'Sécurité et justice', mg: 'Filaminana sy fitsarana' },
    description: {
      fr: 'Porter plainte, obtenir un extrait de casier judiciaire et vous adresser à la police, à la gendarmerie ou au tribunal.',
      mg: "Mametraka fitoriana, maka taratasy fanamarinana firaketana heloka ary manatona ny polisy, ny zandarimariam-pirenena na ny fitsarana.",
    },
    order: 13,
    icon: 'justice',
  },
  {
    key: 'travail-et-retraite',
    slug: { fr: 'travail-et-retraite', mg: 'asa-sy-fisotroan-dronono' },
    title: { fr: 'Travail et retraite', mg: 'Asa sy fisotroan-dronono' },
    description: {
      fr: "Retraite des salariés et des fonctionnaires, pension de veuve ou d'orphelin, accident du travail, handicap et litiges avec l'employeur.",
      mg: "Fisotroan-dronon'ny mpiasa sy ny mpiasam-panjakana, fisotroan-dronono ho an'ny vady sisa velona na ny kamboty, lozam-piasana, fahasembanana ary fifanolanana amin'ny mpampiasa.",
    },
    order: 14,
    icon: 'business',
  },
  {
    key: 'fonction-publique',
    slug: { fr: 'fonction-publique', mg: 'asam-panjakana' },
    title: { fr: 'Fonction publique', mg: 'Asam-panjakana' },
    description: {
      fr: 'Concours, recrutement des gendarmes et des policiers, détachement et disponibilité des fonctionnaires.',
      mg: "Fifaninanana, fandraisana zandary sy polisy, famindrana toerana ary fialan-tsasatra tsy andraisan-karama ho an'ny mpiasam-panjakana.",
    },
    order: 15,
    icon: 'citizenship',
  },
]

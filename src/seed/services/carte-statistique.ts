import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'carte-statistique',
  category: 'entreprises',
  ministry: 'instat',
  slug: { fr: 'carte-statistique', mg: 'karatra-statistika' },
  title: {
    fr: 'Carte statistique (INSTAT)',
    mg: 'Karatra statistika (INSTAT)',
  },
  summary: {
    fr: 'La carte statistique donne à votre entreprise son numéro statistique auprès de l’INSTAT. Elle fait partie, avec le NIF et le RCS, des trois documents qui rendent une entreprise formelle.',
    mg: 'Ny karatra statistika no manome ny laharana statistika an’ny orinasanao eo anivon’ny INSTAT. Izy io, miaraka amin’ny NIF sy ny RCS, no taratasy telo mahatonga ny orinasa ho ara-dalàna.',
  },
  audience: {
    fr: 'Entrepreneurs individuels (commerçants, artisans, transporteurs, prestataires), sociétés, mais aussi associations, ONG et écoles privées qui doivent être immatriculées.',
    mg: 'Ireo mpandraharaha tsy miankina (mpivarotra, mpanao asa tanana, mpitatitra, mpanome tolotra), ireo orinasa, ary koa ireo fikambanana, ONG ary sekoly tsy miankina tsy maintsy voasoratra.',
  },
  documents: {
    fr: [
      'Copie de la CIN de l’exploitant (original à présenter)',
      'Certificat de résidence récent',
      'Bordereau de versement de l’acompte d’impôt (IS ou IR) avec le récépissé, ou carte fiscale de l’année en cours',
      'Pour les transporteurs : carte grise et licence (taxi-be, taxi-brousse, taxi-ville)',
      'Licence, en cas de vente de boissons alcooliques',
      'Ancienne carte statistique, en cas de renouvellement ou de modification',
      'Procuration légalisée et CIN du mandataire, si quelqu’un retire la carte à votre place',
      'Pour une association ou ONG : statuts, récépissé de déclaration et PV de nomination du responsable',
    ],
    mg: [
      'Kopian’ny CIN an’ny tompon’ny orinasa (entina ny tena izy)',
      'Fanamarinam-ponenana vao haingana',
      'Tapakila fandoavana ny vola mialoha amin’ny hetra (IS na IR) miaraka amin’ny taratasy fanamarinana fandraisana, na karatra ara-ketra amin’ity taona ity',
      'Ho an’ny mpitatitra : karatra volondavenona sy fahazoan-dalana (taxi-be, taxi-brousse, taxi-ville)',
      'Fahazoan-dalana (licence), raha mivarotra zava-pisotro misy alikaola',
      'Karatra statistika taloha, raha hanavao na hanova',
      'Taratasy fanomezan-dàlana voamarina sy CIN an’ilay olona, raha olon-kafa no haka ny karatra ho anao',
      'Ho an’ny fikambanana na ONG : sata, tapakila fanambarana ary fitanana an-tsoratry ny fanendrena ny tompon’andraikitra',
    ],
  },
  cost: {
    free: false,
    amountAriary: 20000,
    details: {
      fr: 'Création, modification, reprise ou mutation : 20 000 Ar. Duplicata : 10 000 Ar. Certificat d’existence : 2 000 Ar. Pour une société créée à l’EDBM, la carte statistique est payée avec les autres frais de création : la fiche de procédure de l’EDBM indique 40 000 Ar.',
      mg: 'Fananganana, fanovana, fandraisana na famindrana : 20 000 Ar. Dikasolo : 10 000 Ar. Taratasy fanamarinana fisiana : 2 000 Ar. Ho an’ny orinasa iombonana atsangana ao amin’ny EDBM, miaraka amin’ny sarany fananganana hafa no andoavana ny karatra statistika : 40 000 Ar no voalaza ao amin’ny taratasy mamaritra ny dingana ao amin’ny EDBM.',
    },
  },
  youReceive: {
    fr: 'Votre carte statistique, qui porte le numéro statistique de votre établissement.',
    mg: 'Ny karatra statistika, izay misy ny laharana statistikan’ny orinasanao.',
  },
  processingTime: {
    fr: 'En général quelques jours ouvrables après le dépôt d’un dossier complet. Pour une société, la carte est délivrée avec le NIF et le RCS par l’EDBM, en moins de 48 heures en moyenne à Antananarivo (1,8 jour fin 2024).',
    mg: 'Andro fiasana vitsivitsy amin’ny ankapobeny aorian’ny fametrahana antontan-taratasy feno. Ho an’ny orinasa iombonana, omen’ny EDBM miaraka amin’ny NIF sy ny RCS ny karatra, latsaky ny 48 ora eo ho eo eto Antananarivo (1,8 andro tamin’ny faran’ny taona 2024).',
  },
  whereToApply: {
    fr: 'Entreprise individuelle, association ou ONG : direction ou service régional de l’INSTAT de votre région. Société : guichet unique de l’EDBM (Antananarivo et antennes régionales), qui transmet le dossier à l’INSTAT.',
    mg: 'Orinasa tsy miankina amin’olon-tokana, fikambanana na ONG : foibe na sampana isam-paritry ny INSTAT ao amin’ny faritra misy anao. Orinasa iombonana : birao tokana an’ny EDBM (Antananarivo sy ireo sampana any amin’ny faritra), izay mampita ny antontan-taratasy any amin’ny INSTAT.',
  },
  steps: {
    fr: [
      {
        title: 'Passer d’abord au centre fiscal',
        detail: 'Déclarez votre activité au centre fiscal et payez l’acompte d’impôt. Gardez le bordereau de versement et le récépissé : l’INSTAT les demande.',
      },
      {
        title: 'Préparer le dossier',
        detail: 'Réunissez la CIN, le certificat de résidence et les pièces propres à votre activité (carte grise, licence…).',
      },
      {
        title: 'Déposer le dossier à l’INSTAT',
        detail: 'Présentez-vous au bureau de l’INSTAT de votre région avec les originaux et les copies. Payez les frais et gardez le reçu.',
      },
      {
        title: 'Retirer la carte statistique',
        detail: 'Revenez à la date indiquée pour retirer votre carte. Elle porte votre numéro statistique, à reporter ensuite pour finaliser votre NIF et votre inscription au RCS.',
      },
    ],
    mg: [
      {
        title: 'Mandalova aloha any amin’ny ivon-ketra',
        detail: 'Ambarao ny asanao any amin’ny ivon-ketra ary aloavy ny vola mialoha amin’ny hetra. Tehirizo ny tapakila fandoavana sy ny taratasy fanamarinana fandraisana : takian’ny INSTAT ireo.',
      },
      {
        title: 'Omano ny antontan-taratasy',
        detail: 'Angony ny CIN, ny fanamarinam-ponenana ary ny taratasy mifandraika amin’ny asanao (karatra volondavenona, fahazoan-dalana…).',
      },
      {
        title: 'Apetraho any amin’ny INSTAT ny antontan-taratasy',
        detail: 'Mankanesa any amin’ny biraon’ny INSTAT ao amin’ny faritra misy anao miaraka amin’ny tena izy sy ny kopia. Aloavy ny sarany ary tehirizo ny tapakila.',
      },
      {
        title: 'Alao ny karatra statistika',
        detail: 'Miverena amin’ny daty voalaza mba haka ny karatrao. Ao aminy ny laharana statistikanao, izay ampiasaina avy eo hamitana ny NIF sy ny fisoratana amin’ny RCS.',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Décret n° 2005-380 du 22 juin 2005 portant nouvelle immatriculation statistique des établissements exerçant une activité économique ou sociale à Madagascar',
      'Loi n° 2003-036 du 30 janvier 2004 sur les sociétés commerciales',
    ],
    mg: [
      'Didim-panjakana laharana faha-2005-380 tamin’ny 22 jona 2005 momba ny fisoratana statistika vaovao ho an’ireo toeram-piasana manao asa ara-toekarena na ara-tsosialy eto Madagasikara',
      'Lalàna laharana faha-2003-036 tamin’ny 30 janoary 2004 momba ny orinasa ara-barotra',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Dois-je renouveler ma carte statistique chaque année ?',
        answer: 'En principe non. Vous devez en revanche la faire modifier si votre activité, votre adresse ou votre forme juridique change.',
      },
      {
        question: 'Il n’y a pas de bureau INSTAT près de chez moi. Que faire ?',
        answer: 'Dans les zones sans bureau INSTAT, le centre fiscal peut vous délivrer le NIF en attendant le numéro statistique. Renseignez-vous au centre fiscal.',
      },
      {
        question: 'J’ai perdu ma carte. Comment obtenir un duplicata ?',
        answer: 'Demandez un duplicata au bureau de l’INSTAT avec votre CIN. Il coûte 10 000 Ar.',
        unsure: 'tarif à confirmer auprès de l’INSTAT',
      },
    ],
    mg: [
      {
        question: 'Tsy maintsy havaozina isan-taona ve ny karatra statistika ?',
        answer: 'Raha ny fitsipika dia tsia. Tsy maintsy ampanovaina anefa izy raha miova ny asanao, ny adiresinao na ny endrika ara-dalàn’ny orinasanao.',
      },
      {
        question: 'Tsy misy biraon’ny INSTAT akaiky ahy. Inona no atao ?',
        answer: 'Any amin’ny faritra tsy misy biraon’ny INSTAT dia afaka manome anao ny NIF ny ivon-ketra, eo am-piandrasana ny laharana statistika. Manontania any amin’ny ivon-ketra.',
      },
      {
        question: 'Very ny karatro. Ahoana no hahazoako kopia ?',
        answer: 'Mangataha dikasolo any amin’ny biraon’ny INSTAT miaraka amin’ny CIN-nao. 10 000 Ar no sarany.',
        unsure: 'sarany hamarinina any amin’ny INSTAT',
      },
    ],
  },
  onlineServices: {
    fr: [{ label: 'Site de l’INSTAT', url: 'http://www.instat.mg' }],
    mg: [{ label: 'Tranonkalan’ny INSTAT', url: 'http://www.instat.mg' }],
  },
  related: ['creer-sa-societe', 'numero-d-identification-fiscale', 'immatriculation-au-registre-du-commerce'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'documents'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiche « Créer sa société », lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026) : Torolalana n’a pas de fiche sur la carte statistique ; il confirme seulement que, pour une société, la création (NIF, carte statistique, RCS) se fait aux guichets uniques de l’EDBM. Tarifs INSTAT (20 000 Ar création, 10 000 Ar duplicata, également cité dans la FAQ, 2 000 Ar certificat d’existence) issus de pages privées : à confirmer auprès de l’INSTAT ; 40 000 Ar pour une société selon une copie de la fiche EDBM. Délai pour une entreprise individuelle (« quelques jours ouvrables ») non confirmé. Liste des pièces (CIN, certificat de résidence, acompte d’impôt, licences, statuts d’association) issue d’une page privée : à confirmer. Vérifier que la carte n’a pas de renouvellement périodique (renouvellement général organisé en 2013).',
  },
  sources: [
    { title: 'Torolalana — Créer sa société (NIF, carte statistique et RCS délivrés par les guichets uniques de l’EDBM)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/creer-sa-societe', seen: '2026-11-25', published: '2026-02', supports: ['whereToApply'] },
    { title: 'Décret n° 2005-380 du 22 juin 2005 portant nouvelle immatriculation statistique des établissements (texte reproduit)', publisher: 'Lexxika (base de textes juridiques)', kind: 'secondary', url: 'https://textes.lexxika.com/lois-malagasy/decret-n2005-380-du-22-juin-2005-portant-nouvelle-immatriculation-statistique-des-etablissements-exercant-une-activite-economique-ou-sociale-a-madagascar/', seen: '2026-11-23', published: '2005-06-22', supports: ['legalReferences'] },
    { title: 'Conditions générales d’utilisation d’Orinasa (l’INSTAT gère l’immatriculation statistique)', publisher: 'EDBM – Orinasa', kind: 'official', url: 'https://orinasa.edbm.mg/Articles_17', seen: '2026-11-23', published: '2021-10', supports: ['summary'] },
    { title: 'EDBM : l’antenne de Toliara appuie les nouvelles entreprises (carte statistique)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202511050386.html', seen: '2026-11-23', published: '2025-11-05', supports: ['whereToApply'] },
    { title: 'EDBM : 433 entreprises au quatrième trimestre 2024, délai de 1,8 jour', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202502030390.html', seen: '2026-11-23', published: '2025-02', supports: ['processingTime'] },
    { title: 'Renouvellement de la carte d’identification statistique', publisher: 'La Nation', kind: 'press', url: 'https://lanation.mg/archive.php?id=2837', seen: '2026-11-23', published: '2013-03-14' },
    { title: 'Liste des documents requis par l’EDBM (entreprise individuelle : 20 000 Ar la carte statistique)', publisher: 'Entrepreneuriat.mg', kind: 'secondary', url: 'https://www.entrepreneuriat.mg/liste-des-documents-requis-par-edbm-pour-la-creation-de-societe-a-madagascar/', seen: '2026-11-23', supports: ['cost'] },
    { title: 'Pièces à fournir pour obtenir une carte statistique', publisher: 'Orinasako', kind: 'secondary', url: 'http://www.orinasako.mg/?p=158', seen: '2026-11-23', supports: ['documents'] },
    { title: 'Formalités de création d’entreprise (DGI)', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://fr.scribd.com/document/632652119/Formalites-de-creation-d-entreprise', seen: '2026-11-23', supports: ['documents', 'steps'] },
    { title: 'Formalisation (pièces et frais)', publisher: 'CARA', kind: 'secondary', url: 'http://cara.mg/formalisation.php', seen: '2026-11-23', supports: ['cost', 'documents'] },
    { title: 'Qui sommes-nous', publisher: 'Institut national de la statistique (INSTAT)', kind: 'official', url: 'http://www.instat.mg/qui-sommes-nous/', seen: '2026-11-23', supports: ['summary'] },
  ],
}

export default service

import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'affiliation-a-la-cnaps',
  category: 'entreprises',
  ministry: 'cnaps',
  slug: { fr: 'affiliation-a-la-cnaps', mg: 'fisoratana-amin-ny-cnaps' },
  title: {
    fr: 'Affiliation à la CNaPS (employeurs et salariés)',
    mg: 'Fisoratana amin’ny CNaPS (mpampiasa sy mpiasa)',
  },
  summary: {
    fr: 'Tout employeur du secteur privé doit s’affilier à la Caisse nationale de prévoyance sociale (CNaPS), y déclarer ses salariés et payer les cotisations. Vos salariés ont ainsi droit aux allocations familiales, à la couverture des accidents du travail et à la retraite.',
    mg: 'Tsy maintsy misoratra amin’ny Tahirim-pirenena momba ny fiahiana ara-tsosialy (CNaPS) ny mpampiasa rehetra amin’ny sehatra tsy miankina, ary manambara ny mpiasany sy mandoa ny latsakemboka. Amin’izay dia manan-jo amin’ny fanampiana ho an’ny ankohonana, ny fiantohana amin’ny loza mahazo amin’ny asa ary ny fisotroan-dronono ny mpiasanao.',
  },
  audience: {
    fr: 'Entreprises, associations, ONG et particuliers qui emploient au moins un salarié régi par le Code du travail ; salariés qui veulent vérifier leur immatriculation.',
    mg: 'Ireo orinasa, fikambanana, ONG ary olon-tsotra mampiasa mpiasa iray farafahakeliny fehezin’ny Fehezan-dalàna momba ny asa ; ireo mpiasa te hanamarina ny fisoratany.',
  },
  documents: {
    fr: [
      'Formulaire de demande d’affiliation employeur de la CNaPS',
      'Copie des statuts et de l’extrait RCS (pour une société)',
      'Copie de la carte fiscale (NIF) et de la carte statistique',
      'Copie de la CIN du dirigeant ou de l’employeur',
      'Liste du personnel avec date d’embauche et salaire de chacun',
      'Pour chaque nouveau salarié : demande d’immatriculation et photocopie légalisée de sa CIN (ou avis d’embauche s’il a déjà un numéro CNaPS)',
    ],
    mg: [
      'Taratasy fangatahana fisoratana ho mpampiasa an’ny CNaPS',
      'Kopian’ny sata sy ny kopia RCS (ho an’ny société)',
      'Kopian’ny karatra ara-ketra (NIF) sy ny karatra statistika',
      'Kopian’ny CIN an’ny tompon’andraikitra na ny mpampiasa',
      'Lisitry ny mpiasa miaraka amin’ny daty nandraisana sy ny karaman’ny tsirairay',
      'Ho an’ny mpiasa vaovao tsirairay : fangatahana fisoratana sy kopia voamarin’ny CIN-ny (na « avis d’embauche » raha efa manana laharana CNaPS izy)',
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'L’affiliation est gratuite. Vous payez ensuite les cotisations : 13 % du salaire brut à la charge de l’employeur (8 % pour les organisations religieuses) et 1 % retenu sur le salaire du salarié, sur un salaire plafonné à 8 fois le salaire minimum d’embauche (2 000 000 Ar par mois dans le régime général en 2023). La cotisation au service médical inter-entreprises (OSIE) s’ajoute : 5 % employeur et 1 % salarié.',
      mg: 'Maimaim-poana ny fisoratana. Aorian’izay dia aloanao ny latsakemboka : 13 % amin’ny karama feno no andraikitry ny mpampiasa (8 % ho an’ny fikambanana ara-pivavahana) ary 1 % alaina amin’ny karaman’ny mpiasa, amin’ny karama voafetra ho 8 heny amin’ny karama ambany indrindra (2 000 000 Ar isam-bolana amin’ny rafitra ankapobeny tamin’ny 2023). Fanampin’izany ny latsakemboka amin’ny toeram-pitsaboana iombonan’ny orinasa (OSIE) : 5 % ho an’ny mpampiasa ary 1 % ho an’ny mpiasa.',
    },
  },
  processingTime: {
    fr: 'Vous devez déclarer vos salariés dans les 15 jours qui suivent l’ouverture de l’entreprise ou l’embauche. Le numéro d’affiliation est en général attribué en quelques jours.',
    mg: 'Tsy maintsy ambaranao ao anatin’ny 15 andro manaraka ny fanokafana ny orinasa na ny fandraisana mpiasa ny mpiasanao. Ao anatin’ny andro vitsivitsy amin’ny ankapobeny no omena ny laharana fisoratana.',
  },
  whereToApply: {
    fr: 'Siège de la CNaPS à Antananarivo ou délégation ou antenne régionale de la CNaPS la plus proche. Pour une société créée à l’EDBM, l’affiliation peut être engagée lors de la création.',
    mg: 'Foiben’ny CNaPS eto Antananarivo na solontena na sampana isam-paritry ny CNaPS akaiky anao indrindra. Ho an’ny société atsangana ao amin’ny EDBM, azo atomboka mandritra ny fananganana ny fisoratana.',
  },
  steps: {
    fr: [
      {
        title: 'Affilier l’entreprise',
        detail: 'Déposez la demande d’affiliation employeur avec les pièces de l’entreprise. La CNaPS vous attribue un numéro employeur.',
      },
      {
        title: 'Immatriculer chaque salarié',
        detail: 'Pour un premier emploi, déposez une demande d’immatriculation avec la copie légalisée de la CIN. Si le salarié a déjà un numéro, remplissez un avis d’embauche.',
      },
      {
        title: 'Déclarer les salaires',
        detail: 'Déposez régulièrement la déclaration nominative des salaires (DNS), qui indique le salaire de chaque salarié.',
      },
      {
        title: 'Payer les cotisations',
        detail: 'Versez la part employeur et la part salariale retenue sur les salaires, dans les délais fixés par la CNaPS. Un retard entraîne des majorations.',
      },
      {
        title: 'Signaler les départs et changements',
        detail: 'Informez la CNaPS de chaque embauche, départ ou changement important (adresse, cessation d’activité).',
      },
    ],
    mg: [
      {
        title: 'Ampisoraty ny orinasa',
        detail: 'Apetraho ny fangatahana fisoratana ho mpampiasa miaraka amin’ny taratasin’ny orinasa. Omen’ny CNaPS laharana mpampiasa ianao.',
      },
      {
        title: 'Ampisoraty ny mpiasa tsirairay',
        detail: 'Ho an’ny mpiasa vao miasa voalohany, apetraho ny fangatahana fisoratana miaraka amin’ny kopia voamarin’ny CIN. Raha efa manana laharana ny mpiasa, fenoy ny « avis d’embauche ».',
      },
      {
        title: 'Ambarao ny karama',
        detail: 'Apetraho tsy tapaka ny fanambarana ny karaman’ny mpiasa tsirairay (DNS).',
      },
      {
        title: 'Aloavy ny latsakemboka',
        detail: 'Aloavy ny anjaran’ny mpampiasa sy ny anjaran’ny mpiasa nalaina tamin’ny karama, ao anatin’ny fe-potoana voafetran’ny CNaPS. Misy sazy fanampiny raha tara.',
      },
      {
        title: 'Ampahafantaro ny fialana sy ny fiovana',
        detail: 'Ampahafantaro ny CNaPS isaky ny misy mpiasa vaovao, mpiasa miala na fiovana lehibe (adiresy, fampitsaharana asa).',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2003-044 du 28 juillet 2004 portant Code du travail',
      'Code de prévoyance sociale et textes fixant les taux de cotisation à la CNaPS',
    ],
    mg: [
      'Lalàna laharana faha-2003-044 tamin’ny 28 jolay 2004 mikasika ny Fehezan-dalàna momba ny asa',
      'Fehezan-dalàna momba ny fiahiana ara-tsosialy sy ireo didy mametra ny tahan’ny latsakemboka amin’ny CNaPS',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Mon employeur ne m’a pas déclaré. Que puis-je faire ?',
        answer: 'Rendez-vous à la représentation CNaPS la plus proche avec votre contrat ou vos bulletins de paie. Vous pouvez aussi saisir l’inspection du travail.',
      },
      {
        question: 'Quelles prestations la CNaPS verse-t-elle ?',
        answer: 'Les allocations familiales et prénatales, les indemnités en cas d’accident du travail ou de maladie professionnelle, et les pensions de retraite.',
      },
      {
        question: 'Les travailleurs indépendants peuvent-ils cotiser ?',
        answer: 'Le régime couvre surtout les salariés. Les artisans peuvent être couverts depuis 2022 grâce à une convention avec le ministère de l’Artisanat. Renseignez-vous auprès de la CNaPS.',
      },
    ],
    mg: [
      {
        question: 'Tsy nambaran’ny mpampiasa ahy aho. Inona no azoko atao ?',
        answer: 'Mankanesa any amin’ny solontenan’ny CNaPS akaiky indrindra miaraka amin’ny fifanarahana niasana na ny tapakilan-karamanao. Afaka mitory any amin’ny mpanara-maso ny asa (inspection du travail) ihany koa ianao.',
      },
      {
        question: 'Inona avy no tolotra omen’ny CNaPS ?',
        answer: 'Ny fanampiana ho an’ny ankohonana sy ho an’ny vehivavy bevohoka, ny onitra raha misy loza mahazo amin’ny asa na aretina vokatry ny asa, ary ny fisotroan-dronono.',
      },
      {
        question: 'Afaka mandoa latsakemboka ve ireo miasa tsy miankina ?',
        answer: 'Ny mpikarama no tena arovan’ny rafitra. Nanomboka tamin’ny 2022 dia afaka voaaro ihany koa ireo mpanao asa tanana noho ny fifanarahana tamin’ny ministeran’ny asa tanana. Manontania any amin’ny CNaPS.',
      },
    ],
  },
  related: ['creer-sa-societe', 'numero-d-identification-fiscale', 'immatriculation-au-registre-du-commerce'],
  lastReviewed: '2026-11-23',
  verifiedAt: '2026-11-23',
  unconfirmed: ['cost', 'processingTime', 'documents', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Montants : taux de 8 % pour les organisations religieuses et gratuité de l’affiliation non confirmés (seul un article de presse de 2019) ; taux 13 % / 1 %, plafond et OSIE confirmés par le CLEISS (2023). Délai de déclaration de 15 jours (presse 2019) à confirmer auprès de la CNaPS ; délai d’attribution du numéro non vérifié. Pièces de l’affiliation employeur (formulaire, statuts, NIF, carte statistique, CIN, liste du personnel) non confirmées. Texte : référence et date du Code de prévoyance sociale à trouver. Périodicité de la DNS et date limite de paiement à préciser. Site officiel de la CNaPS non vérifié, donc non cité. Terme « latsakemboka » pour « cotisations » à valider.',
  },
  sources: [
    { title: 'Les cotisations à Madagascar (taux au 1er janvier 2023)', publisher: 'CLEISS (Centre des liaisons européennes et internationales de sécurité sociale, France)', kind: 'official', url: 'https://www.cleiss.fr/docs/cotisations/madagascar.html', seen: '2026-11-23', published: '2023' },
    { title: 'Le régime malgache de sécurité sociale', publisher: 'CLEISS (Centre des liaisons européennes et internationales de sécurité sociale, France)', kind: 'official', url: 'https://www.cleiss.fr/docs/regimes/regime_madagascar.html', seen: '2026-11-23', published: '2023' },
    { title: 'Conditions générales d’utilisation d’Orinasa (la CNaPS gère l’affiliation des salariés des entreprises créées)', publisher: 'EDBM – Orinasa', kind: 'official', url: 'https://orinasa.edbm.mg/Articles_17', seen: '2026-11-23', published: '2021-10' },
    { title: 'Protection sociale des employés : l’affiliation à la CNaPS, une nécessité', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/dossier/item/7789', seen: '2026-11-23', published: '2019' },
    { title: 'Principes de la déclaration CNaPS à Madagascar', publisher: 'Sidina', kind: 'secondary', url: 'https://www.sidina.eu/fr/principes-declarations-cnaps-madagascar-manao-paie', seen: '2026-11-23' },
    { title: 'Sécurité sociale à Madagascar (loi n° 2003-044 portant Code du travail)', publisher: 'Africarrières', kind: 'secondary', url: 'https://africarrieres.com/madagascar/fr/guide/droit-du-travail/social-security', seen: '2026-11-23' },
    { title: 'Caisse nationale de prévoyance sociale (Madagascar)', publisher: 'Kampuspedia (copie de Wikipédia)', kind: 'secondary', url: 'https://kampuspedia.com/fr/Caisse_nationale_de_pr%C3%A9voyance_sociale_(Madagascar)', seen: '2026-11-23' },
  ],
}

export default service

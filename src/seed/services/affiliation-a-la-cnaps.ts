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
      'Demande d’immatriculation employeur (formulaire de la CNaPS, téléchargeable sur cnaps.mg)',
      { item: 'Statuts et extrait RCS, pour une société', form: 'photocopy', unsure: 'pièce à confirmer auprès de la CNaPS' },
      { item: 'Carte fiscale (NIF) et carte statistique', form: 'photocopy', unsure: 'pièce à confirmer auprès de la CNaPS' },
      { item: 'CIN du dirigeant ou de l’employeur', form: 'photocopy', unsure: 'pièce à confirmer auprès de la CNaPS' },
      { item: 'Liste du personnel avec la date d’embauche et le salaire de chacun', unsure: 'pièce à confirmer auprès de la CNaPS' },
      'Pour chaque salarié : formulaire « avis d’embauche, de débauche, demande d’immatriculation du travailleur » de la CNaPS',
      { item: 'Pour un salarié jamais immatriculé : sa CIN', form: 'certifiedCopy', unsure: 'pièce citée par un cabinet de paie, à confirmer auprès de la CNaPS' },
    ],
    mg: [
      'Fangatahana laharana maha mpikambana ho an’ny mpampiasa (taratasy avy amin’ny CNaPS, azo alaina ao amin’ny cnaps.mg)',
      { item: 'Sata sy kopia RCS, ho an’ny orinasa iombonana', form: 'photocopy', unsure: 'taratasy hamarinina any amin’ny CNaPS' },
      { item: 'Karatra ara-ketra (NIF) sy karatra statistika', form: 'photocopy', unsure: 'taratasy hamarinina any amin’ny CNaPS' },
      { item: 'CIN an’ny tompon’andraikitra na ny mpampiasa', form: 'photocopy', unsure: 'taratasy hamarinina any amin’ny CNaPS' },
      { item: 'Lisitry ny mpiasa miaraka amin’ny daty nandraisana sy ny karaman’ny tsirairay', unsure: 'taratasy hamarinina any amin’ny CNaPS' },
      'Ho an’ny mpiasa tsirairay : taratasy « filazana fampidirana na fanalana mpiasa, fangatahana laharana CNaPS ho an’ny mpiasa » avy amin’ny CNaPS',
      { item: 'Ho an’ny mpiasa mbola tsy nanana laharana mihitsy : ny CIN-ny', form: 'certifiedCopy', unsure: 'taratasy voalazan’ny birao mpikarakara karama, hamarinina any amin’ny CNaPS' },
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'L’affiliation de l’entreprise, l’immatriculation des salariés et le dépôt des dossiers à la CNaPS ne coûtent rien (« frais de service : aucun »). En revanche, l’employeur doit ensuite payer des cotisations sur les salaires. Elles sont calculées sur le salaire brut, plafonné à 8 fois le salaire minimum d’embauche ; ce salaire minimum a changé plusieurs fois depuis 2022 : demandez à la CNaPS le plafond en vigueur.',
      mg: 'Maimaim-poana ny fisoratan’ny orinasa, ny fanomezana laharana ho an’ny mpiasa ary ny fametrahana antontan-taratasy any amin’ny CNaPS (« sarany : tsy misy »). Kanefa, tsy maintsy mandoa latsakemboka amin’ny karama avy eo ny mpampiasa. Kajiana amin’ny karama feno izany, voafetra ho 8 heny amin’ny karama ambany indrindra amin’ny fandraisana mpiasa ; niova imbetsaka io karama ambany indrindra io nanomboka tamin’ny 2022 : anontanio any amin’ny CNaPS ny fetra manan-kery.',
    },
    othersPay: {
      fr: 'Les cotisations sont à la charge de l’employeur : 13 % du salaire brut à la CNaPS, 5 % au service médical inter-entreprises (OSTIE, ESIA, AMIT…) et 1 % au FMFP (formation professionnelle). Le salarié, lui, paie 1 % à la CNaPS et 1 % au service médical, retenus sur sa paie.',
      mg: 'Ny mpampiasa no mandoa ny latsakemboka : 13 % amin’ny karama feno ho an’ny CNaPS, 5 % ho an’ny toeram-pitsaboana iombonan’ny orinasa (OSTIE, ESIA, AMIT…) ary 1 % ho an’ny FMFP (fampiofanana matihanina). Ny mpiasa kosa mandoa 1 % ho an’ny CNaPS sy 1 % ho an’ny toeram-pitsaboana, alaina amin’ny karamany.',
    },
  },
  youReceive: {
    fr: 'Un numéro d’employeur à la CNaPS, puis un numéro d’immatriculation pour chaque salarié déclaré.',
    mg: 'Laharana maha mpampiasa ao amin’ny CNaPS, ary avy eo laharana ho an’ny mpiasa tsirairay voambara.',
  },
  processingTime: {
    fr: 'Vous devez déclarer vos salariés dans les 15 jours qui suivent l’ouverture de l’entreprise ou l’embauche. Le numéro d’affiliation est en général attribué en quelques jours. Ensuite, un dossier complet de prestations est traité en 15 jours ouvrables (prestations familiales) ou 90 jours ouvrables (pension de retraite).',
    mg: 'Tsy maintsy ambaranao ao anatin’ny 15 andro manaraka ny fanokafana ny orinasa na ny fandraisana mpiasa ny mpiasanao. Ao anatin’ny andro vitsivitsy amin’ny ankapobeny no omena ny laharana fisoratana. Avy eo, ny antontan-taratasy feno mitaky tolotra dia vita ao anatin’ny 15 andro fiasana (fanampiana ny fianakaviana) na 90 andro fiasana (fisotroan-dronono).',
  },
  whereToApply: {
    fr: 'Dans n’importe quel bureau de la CNaPS : siège à Ampefiloha (Antananarivo), délégations régionales, antennes et agences ; renseignements aussi par courriel (clientele.cnaps@cnaps.mg). Pour une société créée à l’EDBM, l’affiliation peut être engagée lors de la création.',
    mg: 'Ao amin’ny biraon’ny CNaPS rehetra : foibe ao Ampefiloha (Antananarivo), solontena isam-paritra, sampana ary birao manodidina ; azo anontaniana amin’ny mailaka koa (clientele.cnaps@cnaps.mg). Ho an’ny orinasa iombonana atsangana ao amin’ny EDBM, azo atomboka mandritra ny fananganana ny fisoratana.',
  },
  places: ['cnaps-siege-ampefiloha'],
  steps: {
    fr: [
      {
        title: 'Affilier l’entreprise',
        detail: 'Déposez la demande d’immatriculation employeur avec les pièces de l’entreprise, au siège ou dans le bureau CNaPS le plus proche. La CNaPS vous attribue un numéro employeur.',
        feeAriary: 0,
        place: 'cnaps-siege-ampefiloha',
      },
      {
        title: 'Immatriculer chaque salarié',
        detail: 'Pour chaque embauche, remplissez le formulaire d’avis d’embauche ; pour un salarié jamais immatriculé, il vaut aussi demande d’immatriculation du travailleur.',
        feeAriary: 0,
      },
      {
        title: 'Déclarer les salaires',
        detail: 'Chaque trimestre, déposez la déclaration nominative des salaires (DNS), qui indique le salaire de chaque salarié, avec le bordereau unique CNaPS-FMFP.',
      },
      {
        title: 'Payer les cotisations',
        detail: 'Versez la part employeur et la part salariale retenue sur les salaires, dans les délais fixés par la CNaPS. Un retard entraîne des majorations.',
        unsure: 'date limite de paiement à confirmer auprès de la CNaPS',
      },
      {
        title: 'Signaler les départs et changements',
        detail: 'Informez la CNaPS de chaque embauche, de chaque départ (avis de débauche) et de tout changement de dénomination de l’entreprise.',
      },
    ],
    mg: [
      {
        title: 'Ampisoraty ny orinasa',
        detail: 'Apetraho any amin’ny foibe na amin’ny biraon’ny CNaPS akaiky indrindra ny fangatahana laharana ho mpampiasa miaraka amin’ny taratasin’ny orinasa. Omen’ny CNaPS laharana mpampiasa ianao.',
        feeAriary: 0,
        place: 'cnaps-siege-ampefiloha',
      },
      {
        title: 'Ampisoraty ny mpiasa tsirairay',
        detail: 'Isaky ny mandray mpiasa, fenoy ny taratasy filazana fampidirana mpiasa ; ho an’ny mpiasa mbola tsy nanana laharana mihitsy, izy io ihany koa no fangatahana laharana CNaPS ho azy.',
        feeAriary: 0,
      },
      {
        title: 'Ambarao ny karama',
        detail: 'Isaky ny telovolana, apetraho ny fanambarana ny karaman’ny mpiasa tsirairay (DNS), miaraka amin’ny taratasy fanamarinana tokana CNaPS-FMFP.',
      },
      {
        title: 'Aloavy ny latsakemboka',
        detail: 'Aloavy ny anjaran’ny mpampiasa sy ny anjaran’ny mpiasa nalaina tamin’ny karama, ao anatin’ny fe-potoana voafetran’ny CNaPS. Misy sazy fanampiny raha tara.',
        unsure: 'fe-potoana farany handoavana hamarinina any amin’ny CNaPS',
      },
      {
        title: 'Ampahafantaro ny fialana sy ny fiovana',
        detail: 'Ampahafantaro ny CNaPS isaky ny misy mpiasa vaovao, isaky ny misy mpiasa miala (filazana fanalana mpiasa) ary raha miova ny anaran’ny orinasa.',
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
        answer: 'Les allocations familiales, prénatales et de maternité, les indemnités journalières, le remboursement de certains frais médicaux, les indemnités en cas d’accident du travail ou de maladie professionnelle, et les pensions de retraite.',
      },
      {
        question: 'Les travailleurs indépendants peuvent-ils cotiser ?',
        answer: 'Le régime couvre surtout les salariés. Les artisans peuvent être couverts depuis 2022 grâce à une convention avec le ministère de l’Artisanat, avec une cotisation de 9 % pour l’ensemble des risques. Renseignez-vous auprès de la CNaPS.',
      },
    ],
    mg: [
      {
        question: 'Tsy nambaran’ny mpampiasa ahy aho. Inona no azoko atao ?',
        answer: 'Mankanesa any amin’ny solontenan’ny CNaPS akaiky indrindra miaraka amin’ny fifanarahana niasana na ny tapakilan-karamanao. Afaka mitory any amin’ny mpanara-maso ny asa (inspection du travail) ihany koa ianao.',
      },
      {
        question: 'Inona avy no tolotra omen’ny CNaPS ?',
        answer: 'Ny fanampiana ho an’ny ankohonana, ho an’ny vehivavy bevohoka sy ny fiterahana, ny onitra isan’andro, ny famerenana ny sarany ara-pitsaboana sasany, ny onitra raha misy loza mahazo amin’ny asa na aretina vokatry ny asa, ary ny fisotroan-dronono.',
      },
      {
        question: 'Afaka mandoa latsakemboka ve ireo miasa tsy miankina ?',
        answer: 'Ny mpikarama no tena arovan’ny rafitra. Nanomboka tamin’ny 2022 dia afaka voaaro ihany koa ireo mpanao asa tanana noho ny fifanarahana tamin’ny ministeran’ny asa tanana, amin’ny latsakemboka 9 % ho an’ny loza rehetra. Manontania any amin’ny CNaPS.',
      },
    ],
  },
  onlineServices: {
    fr: [
      { label: 'CNaPS – comment adhérer', url: 'https://www.cnaps.mg/fr/categorie/comment-adherer' },
      { label: 'CNaPS – formulaires à télécharger', url: 'https://www.cnaps.mg/fr/telechargement' },
    ],
    mg: [
      { label: 'CNaPS – ahoana no hidirana ho mpikambana', url: 'https://www.cnaps.mg/fr/categorie/comment-adherer' },
      { label: 'CNaPS – taratasy azo alaina', url: 'https://www.cnaps.mg/fr/telechargement' },
    ],
  },
  related: ['creer-sa-societe', 'numero-d-identification-fiscale', 'immatriculation-au-registre-du-commerce', 'allocations-familiales', 'accident-du-travail', 'retraite-des-salaries', 'conge-de-maternite', 'impot-sur-les-revenus-salariaux'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['processingTime'],
  review: {
    status: 'toVerify',
    notes: 'Sources reliées phrase par phrase le 2026-11-28 (issue 40, d’après docs/research/issue40/affiliation-a-la-cnaps.md) : Torolalana (fiches « Caisse nationale de prévoyance sociale (CNaPS) » et « S’informer sur la fiscalité d’entreprise », lues dans la copie publique ricoantoniorandrianarivelo/Chatbot-torolalana), CLEISS 2023, CNaPS, EDBM, presse. Gratuité (« frais de service : aucun »), taux (13 + 1 % CNaPS, 5 + 1 % service médical, 1 % FMFP), règle du plafond (8 fois le salaire minimum d’embauche), formulaires, bureaux et délais des prestations confirmés par Torolalana. Plafond sans montant : Torolalana donne 1 600 000 MGA, CLEISS 2 000 000 MGA (2023), et le salaire minimum a encore changé en 2024 (Newsmada). Retiré : le taux patronal réduit des organisations religieuses (presse 2019, non retrouvée). Ajouté : indemnités journalières et remboursement de frais médicaux (formulaires de Torolalana), cotisation de 9 % des artisans (CLEISS 2023). Délai marqué à confirmer : déclaration des salariés dans les 15 jours et numéro attribué « en quelques jours » n’ont pas de source retrouvée ; Torolalana en malgache écrit « 15 andro » et « 90 andro » là où la page française dit jours ouvrables. Pièces de l’entreprise, CIN du salarié (un cabinet de paie) et date limite de paiement des cotisations : marquées. Réponse sur le salarié non déclaré : sans source, affichée « à confirmer ». Référence et date du Code de prévoyance sociale non trouvées : la ligne le cite sans numéro ni date, ce qui est affiché tel quel. Terme « latsakemboka » pour « cotisations » repris de Torolalana.',
  },
  sources: [
    { key: 'torolalana-cnaps', title: 'Torolalana — Caisse nationale de prévoyance sociale (CNaPS) (« Contenus validés par le service concerné »), pages française et malgache lues dans la copie publique ricoantoniorandrianarivelo/Chatbot-torolalana', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/caisse-nationale-de-prevoyance-sociale-cnaps', seen: '2026-11-28' },
    { key: 'torolalana-fiscalite', title: 'Torolalana — Fampahafantarana momba ny hetra ho an’ny orinasa, adidin’ny orinasa (S’informer sur la fiscalité d’entreprise : prévoyance sociale, couverture santé, FMFP), lu dans la copie publique ricoantoniorandrianarivelo/Chatbot-torolalana', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/s-informer-sur-la-fiscalite-d-entreprise', seen: '2026-11-28', published: '2024-04' },
    { key: 'cleiss-cotisations', title: 'Les cotisations à Madagascar (taux au 1er janvier 2023)', publisher: 'CLEISS (Centre des liaisons européennes et internationales de sécurité sociale, France)', kind: 'official', url: 'https://www.cleiss.fr/docs/cotisations/madagascar.html', seen: '2026-11-28', published: '2023' },
    { key: 'cleiss-regime', title: 'Le régime malgache de sécurité sociale', publisher: 'CLEISS (Centre des liaisons européennes et internationales de sécurité sociale, France)', kind: 'official', url: 'https://www.cleiss.fr/docs/regimes/regime_madagascar.html', seen: '2026-11-28', published: '2023' },
    { key: 'cnaps-documents', title: 'Les codes sur les activités de la CNaPS', publisher: 'Caisse nationale de prévoyance sociale (CNaPS)', kind: 'official', url: 'http://www.cnaps.mg/fr/document', seen: '2026-11-28' },
    { key: 'orinasa-cgu', title: 'Conditions générales d’utilisation d’Orinasa (la CNaPS gère l’affiliation des salariés des entreprises créées)', publisher: 'EDBM – Orinasa', kind: 'official', url: 'https://orinasa.edbm.mg/Articles_17', seen: '2026-11-28', published: '2021-10' },
    { key: 'newsmada-2024', title: 'Salaire minimum d’embauche porté à 262 680 Ar (secteurs non agricoles)', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/?p=75549', seen: '2026-11-28', published: '2024' },
    { key: 'africa24-2022', title: 'Madagascar : l’État va engager 40 milliards d’ariary pour soutenir les cotisations sociales', publisher: 'Africa24', kind: 'press', url: 'https://africa24tv.com/madagascar-letat-va-engager-40-milliards-dariary-pour-soutenir-les-cotisations-sociales', seen: '2026-11-28', published: '2022' },
    { key: 'lexpress-2020', title: 'Protection des employés : la difficulté des procédures décourage les investisseurs', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/20/05/2020/protection-des-employes-la-difficulte-des-procedures-decourage-les-investisseurs/', seen: '2026-11-28', published: '2020-05-20' },
    { key: 'allafrica-2017', title: 'CNaPS : les affiliés consultent leurs comptes', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'http://fr.allafrica.com/stories/201710210055.html', seen: '2026-11-28', published: '2017-10' },
    { key: 'midi', title: 'CNaPS en faveur des paysans (formation sur le Code de prévoyance sociale)', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/cnaps-en-faveur-paysans', seen: '2026-11-28' },
    { key: 'sidina', title: 'Principes de la déclaration CNaPS à Madagascar', publisher: 'Sidina (cabinet de paie)', kind: 'secondary', url: 'https://www.sidina.eu/fr/principes-declarations-cnaps-madagascar-manao-paie', seen: '2026-11-28' },
    { key: 'africarrieres', title: 'Sécurité sociale à Madagascar (loi n° 2003-044 portant Code du travail)', publisher: 'Africarrières', kind: 'secondary', url: 'https://africarrieres.com/madagascar/fr/guide/droit-du-travail/social-security', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana-fiscalite', quote: 'Ny orinasa tsirairay dia tsy maintsy misoratra anarana ao amin\'ny CNaPS (Caisse Nationale de Prévoyance Sociale)' },
    { statement: 'summary', source: 'torolalana-fiscalite', quote: 'Loza na aretina mifandraika amin\'ny asa … Fialan-tsasatra sy fisotroan-dronono (retraite). Fanampiana ara-pianakaviana (prestations familiales).' },
    { statement: 'summary', source: 'torolalana-cnaps', quote: 'servir aux travailleurs et assimilés ainsi qu\'à leurs familles, les prestations familiales, d\'accidents du travail et de maladies professionnelles, de pensions de retraite' },
    { statement: 'audience', source: 'torolalana-cnaps', quote: 'en faveur des travailleurs du secteur privé' },
    { statement: 'audience', source: 'africarrieres', quote: 'La CNaPS couvre obligatoirement tous les salariés du secteur privé, y compris les travailleurs domestiques et les apprentis.' },
    { statement: 'audience', source: 'allafrica-2017', quote: 'Les affiliés ont donc pu consulter leurs comptes' },
    { statement: 'documents.0', source: 'torolalana-cnaps', quote: 'IMMATRICULATION ET AFFILIATION … Demande d\'Immatriculation Employeur' },
    { statement: 'documents.0', source: 'torolalana-cnaps', quote: 'Vous pouvez consulter et télécharger les imprimés et pièces requis pour toutes demandes sur https://www.cnaps.mg/fr/telechargement' },
    { statement: 'documents.5', source: 'torolalana-cnaps', quote: 'Avis d\'embauchage, débauchage, demande d\'immatriculation Travailleur' },
    { statement: 'documents.6', source: 'sidina', quote: 'de faire une demande d\'immatriculation du travailleur pour la première déclaration de l\'employé, y adjoindre une photocopie légalisée de la Carte d\'Identité Nationale' },
    { statement: 'cost', source: 'torolalana-cnaps', quote: 'Frais de service : aucun' },
    { statement: 'cost', source: 'cleiss-cotisations', quote: 'Les cotisations sont calculées sur un salaire plafonné à 8 fois le salaire minimum d\'embauche, soit : - 2 000 000 MGA par mois dans le régime général ; - 1 761 600 MGA dans le régime agricole.' },
    { statement: 'cost', source: 'cleiss-cotisations', quote: 'Depuis le 1er mai 2022, le montant du salaire mensuel minimum d\'embauche est de 250 000 MGA pour le régime général.' },
    { statement: 'cost', source: 'torolalana-fiscalite', quote: 'Saran\'ny karama ambony indrindra kajiana: 8 heny amin\'ny SME, izany hoe 1.600.000 MGA.' },
    { statement: 'cost', source: 'newsmada-2024', quote: 'le salaire minimum d\'embauche passe de 238.800 à 262.680 ariary pour les secteurs non agricoles. Pour le secteur agricole, le salaire minimum de 242.200 ariary sera révisé à 266.500 ariary.' },
    { statement: 'cost', source: 'torolalana-fiscalite', quote: 'Fandaniana amin\'ny mpampiasa: 13% amin\'ny karama brut. Fandaniana amin\'ny mpiasa: 1% amin\'ny karama brut.', where: 'CNaPS' },
    { statement: 'cost', source: 'torolalana-fiscalite', quote: 'Ho an\'ny mpampiasa: 5% amin\'ny karama brut', where: 'SMIE (fitsaboana)' },
    { statement: 'cost', source: 'torolalana-fiscalite', quote: 'Ho an\'ny mpiasa: 1% amin\'ny karama brut', where: 'SMIE (fitsaboana)' },
    { statement: 'cost', source: 'torolalana-fiscalite', quote: 'Tsy maintsy atao, 1% amin\'ny karama brut', where: 'FMFP' },
    { statement: 'cost', source: 'torolalana-fiscalite', quote: 'OSTIE, ESIA, AMIT, FUNHECE (Funds Health Center)', where: 'SMIE (fitsaboana)' },
    { statement: 'cost', source: 'cleiss-cotisations', quote: 'Maladie, maternité 5 % 1 % … 13 % 1 % … Total 18 % 2 %' },
    { statement: 'youReceive', source: 'torolalana-cnaps', quote: 'Fangatahana laharana maha mpikambana ho an\'ny mpampiasa', where: 'page malgache' },
    { statement: 'youReceive', source: 'torolalana-cnaps', quote: 'fangatahana laharana CNaPS ho an\'ny mpiasa', where: 'page malgache' },
    { statement: 'youReceive', source: 'sidina', quote: 'les personnes ayant déjà un numéro d\'immatriculation' },
    { statement: 'processingTime', source: 'torolalana-cnaps', quote: 'Suivant les prestations demandées, les délais de traitement sont les suivants si les dossiers sont sans anomalies : Prestations familiales : 15 jours ouvrables (JO) Pension de retraite : 90 jours ouvrables (JO)' },
    { statement: 'whereToApply', source: 'torolalana-cnaps', quote: 'Les adhérents de la CNaPS peuvent déposer leurs dossiers dans tous les bureaux de la CNaPS (siège à Ampefiloha, délégations régionales, antennes et agences), ou via les moyens suivants : Email : clientele.cnaps@cnaps.mg' },
    { statement: 'whereToApply', source: 'orinasa-cgu', quote: 'La Caisse Nationale de Prévoyance Sociale (CNaPS) gérant l\'affiliation des salariés des entreprises créées.' },
    { statement: 'whereToApply', source: 'lexpress-2020', quote: 'au guichet de la Cnaps au sein de l\'Économic Development Board (EDBM)' },
    { statement: 'steps.0', source: 'torolalana-cnaps', quote: 'IMMATRICULATION ET AFFILIATION … Demande d\'Immatriculation Employeur' },
    { statement: 'steps.0', source: 'torolalana-cnaps', quote: 'Frais de service : aucun' },
    { statement: 'steps.0', source: 'torolalana-cnaps', quote: 'Les adhérents de la CNaPS peuvent déposer leurs dossiers dans tous les bureaux de la CNaPS (siège à Ampefiloha, délégations régionales, antennes et agences)' },
    { statement: 'steps.1', source: 'torolalana-cnaps', quote: 'Avis d\'embauchage, débauchage, demande d\'immatriculation Travailleur' },
    { statement: 'steps.1', source: 'torolalana-cnaps', quote: 'Frais de service : aucun' },
    { statement: 'steps.1', source: 'sidina', quote: 'de faire une demande d\'immatriculation du travailleur pour la première déclaration de l\'employé, y adjoindre une photocopie légalisée de la Carte d\'Identité Nationale' },
    { statement: 'steps.2', source: 'torolalana-fiscalite', quote: 'Ny fanambarana dia atao isam-telovolana' },
    { statement: 'steps.2', source: 'torolalana-cnaps', quote: 'Bordereau unique CNaPS FMFP Talon de Déclaration Nominative des Salaires' },
    { statement: 'steps.4', source: 'torolalana-cnaps', quote: 'Avis d\'embauchage / débauchage collectif' },
    { statement: 'steps.4', source: 'torolalana-cnaps', quote: 'Demande de changement de dénomination' },
    { statement: 'legalReferences.0', source: 'africarrieres', quote: 'régi principalement par la Loi n° 2003-044 du 28 juillet 2004 portant Code du travail' },
    { statement: 'legalReferences.0', source: 'cnaps-documents', quote: 'Code de travail' },
    { statement: 'legalReferences.1', source: 'cnaps-documents', quote: 'Code de prévoyance sociale (CPS)' },
    { statement: 'legalReferences.1', source: 'midi', quote: 'Une formation sur la vulgarisation du Code de Prévoyance Sociale' },
    { statement: 'faq.1', source: 'torolalana-cnaps', quote: 'Demande d\'Allocation Familiale' },
    { statement: 'faq.1', source: 'torolalana-cnaps', quote: 'Demande d\'Allocation Prénatale et de Maternité' },
    { statement: 'faq.1', source: 'torolalana-cnaps', quote: 'Demande d\'Indemnité Journalière' },
    { statement: 'faq.1', source: 'torolalana-cnaps', quote: 'Demande de remboursement des Frais médicaux' },
    { statement: 'faq.1', source: 'torolalana-cnaps', quote: 'Déclaration d\'accident et de maladie professionnelle' },
    { statement: 'faq.1', source: 'torolalana-cnaps', quote: 'Demande de Liquidation de Pension de retraite' },
    { statement: 'faq.2', source: 'cleiss-cotisations', quote: 'Depuis le 14 janvier 2022, suite à une convention signée avec le ministère de l\'Artisanat et des Métiers, la couverture sociale s\'élargie aux artisans moyennant une cotisation de 9 % pour l\'ensemble des risques' },
    { statement: 'faq.2', source: 'cleiss-regime', quote: 'Les travailleurs indépendants, à l\'exception des artisans depuis janvier 2022, ne sont pas couverts' },
    { statement: 'onlineServices.0', source: 'torolalana-cnaps', quote: 'Trouvez toutes les démarches d\'adhésion pour bénéficier des allocations sociales sur https://www.cnaps.mg/fr/categorie/comment-adherer' },
    { statement: 'onlineServices.1', source: 'torolalana-cnaps', quote: 'Vous pouvez consulter et télécharger les imprimés et pièces requis pour toutes demandes sur https://www.cnaps.mg/fr/telechargement' },
  ],
}

export default service

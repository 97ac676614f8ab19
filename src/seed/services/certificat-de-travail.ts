import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'certificat-de-travail',
  category: 'travail-et-retraite',
  ministry: 'fop',
  slug: { fr: 'certificat-de-travail', mg: 'taratasy-fanamarinana-asa' },
  title: {
    fr: 'Fin de contrat : certificat de travail et droits',
    mg: 'Fiafaran’ny asa : taratasy fanamarinana asa sy zo',
  },
  summary: {
    fr: 'À la fin d’un emploi (démission, licenciement, fin de CDD), demandez à votre employeur un certificat de travail et votre solde de tout compte : salaire dû, congés non pris et, si le préavis n’est pas fait, l’indemnité de préavis. Vérifiez aussi que la CNaPS a bien reçu vos cotisations.',
    mg: 'Rehefa mifarana ny asa (fametraham-pialana, fandroahana, fiafaran’ny fifanarahana voafetra), angataho amin’ny mpampiasa anao ny taratasy fanamarinana asa sy ny kajy farany : karama tsy mbola voaloa, fialan-tsasatra tsy noraisina ary, raha tsy natao ny fampandrenesana mialoha, ny onitra ho azy. Jereo koa raha voaray tsara tao amin’ny CNaPS ny latsakembokanao.',
  },
  marks: {
    summary: {
      fr: 'obligation de remettre un certificat de travail : aucune source malgache trouvée',
      mg: 'adidy hanome taratasy fanamarinana asa : tsy nahitana loharano malagasy',
    },
  },
  audience: {
    fr: 'Les salariés du secteur privé qui quittent un emploi, par démission, licenciement ou fin de contrat.',
    mg: 'Ireo mpiasa amin’ny sehatra tsy miankina miala amin’ny asa, na nametra-pialana, na noroahina, na tapitra ny fifanarahana.',
  },
  documents: {
    fr: [
      { item: 'Le certificat de travail (dates d’entrée et de sortie, emploi occupé), à demander à l’employeur', unsure: 'contenu et obligation non confirmés par une source malgache' },
      'Le solde de tout compte : salaire dû, primes, heures supplémentaires, indemnité de congés non pris et, le cas échéant, indemnité de préavis',
      { item: 'Pour la retraite : le « certificat de l’emploi et de salaire » (formulaire CNaPS), rempli par l’employeur', unsure: 'rôle de l’employeur déduit du nom du formulaire' },
    ],
    mg: [
      { item: 'Ny taratasy fanamarinana asa (daty niditra sy nivoaka, asa natao), angatahina amin’ny mpampiasa', unsure: 'tsy voamarin’ny loharano malagasy ny votoatiny sy ny adidy' },
      'Ny kajy farany : karama tsy mbola voaloa, tambin-karama, ora fanampiny, onitry ny fialan-tsasatra tsy noraisina ary, raha misy, onitry ny fampandrenesana mialoha',
      { item: 'Ho an’ny fisotroan-dronono : ny « Taratasy fanamarinana ny niasana sy ny karama » (taratasy fenoina CNaPS), fenoin’ny mpampiasa', unsure: 'ny anjaran’ny mpampiasa dia avy amin’ny anaran’ny taratasy' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Aucun frais n’est publié pour ces documents, remis par l’employeur.',
      mg: 'Tsy voalaza ny sarany amin’ireo taratasy ireo, omen’ny mpampiasa.',
    },
  },
  youReceive: {
    fr: 'Un certificat de travail et le paiement de votre solde de tout compte.',
    mg: 'Taratasy fanamarinana asa sy ny fandoavana ny kajy farany.',
  },
  processingTime: {
    fr: 'Aucun délai publié pour la remise du certificat et du solde de tout compte.',
    mg: 'Tsy voalaza ny fotoana hanomezana ny taratasy sy ny kajy farany.',
  },
  whereToApply: {
    fr: 'Auprès de votre employeur (service du personnel). En cas de refus ou de litige : l’inspection du travail de votre région, avec votre contrat.',
    mg: 'Any amin’ny mpampiasa anao (sampan-draharaha misahana ny mpiasa). Raha lavina na misy olana : any amin’ny mpanara-maso ny asa ao amin’ny faritra misy anao, mitondra ny fifanarahana niasana.',
  },
  places: ['inspection-du-travail-analamanga'],
  steps: {
    fr: [
      { title: 'Respectez le préavis', detail: 'Celui qui rompt un contrat à durée indéterminée doit prévenir l’autre : la durée du préavis dépend de votre catégorie et de votre ancienneté (décret n° 2007-009). Il commence à la réception de la lettre de licenciement ou de démission.' },
      { title: 'Vérifiez le solde de tout compte', detail: 'Contrôlez le salaire jusqu’au départ, les primes et heures supplémentaires, les congés non pris et l’indemnité de préavis si le préavis n’est pas fait.' },
      { title: 'Demandez le certificat de travail', detail: 'Demandez-le par écrit à votre employeur et gardez une copie.', unsure: 'obligation non confirmée par une source malgache' },
      { title: 'Vérifiez votre dossier CNaPS', detail: 'L’employeur déclare votre départ à la CNaPS (avis de débauchage). Consultez votre compte individuel (CIT) pour voir si vos cotisations ont été versées.' },
      { title: 'En cas de désaccord, allez à l’inspection du travail', detail: 'Présentez-vous avec votre contrat : l’inspection tente une conciliation si le contrat est en cours ; s’il est déjà rompu, l’affaire va au tribunal du travail.', place: 'inspection-du-travail-analamanga' },
    ],
    mg: [
      { title: 'Hajao ny fampandrenesana mialoha', detail: 'Izay manapaka fifanarahana tsy voafetra fotoana dia tsy maintsy mampandre ny iray : miankina amin’ny sokajinao sy ny faharetanao niasa ny faharetan’izany (didim-panjakana laharana 2007-009). Manomboka rehefa voaray ny taratasy fandroahana na fametraham-pialana izany.' },
      { title: 'Hamarino ny kajy farany', detail: 'Jereo ny karama hatramin’ny fialana, ny tambin-karama sy ora fanampiny, ny fialan-tsasatra tsy noraisina ary ny onitry ny fampandrenesana raha tsy natao izany.' },
      { title: 'Angataho ny taratasy fanamarinana asa', detail: 'Angataho an-tsoratra amin’ny mpampiasa anao ary tehirizo ny dika mitovy.', unsure: 'tsy voamarin’ny loharano malagasy ny adidy' },
      { title: 'Hamarino ny antontan-taratasinao ao amin’ny CNaPS', detail: 'Ambaran’ny mpampiasa amin’ny CNaPS ny fialanao (« avis de débauchage »). Jereo ny kaontinao manokana (CIT) mba hahitana raha voaloa ny latsakembokanao.' },
      { title: 'Raha misy tsy fifanarahana, manatona ny mpanara-maso ny asa', detail: 'Mitondrà ny fifanarahana niasana : manandrana mampihavana ny mpanara-maso ny asa raha mbola manan-kery ny fifanarahana ; raha efa tapaka izany, any amin’ny fitsarana misahana ny asa no mandeha ny raharaha.', place: 'inspection-du-travail-analamanga' },
    ],
  },
  legalReferences: {
    fr: [
      'Décret n° 2007-009 du 9 janvier 2007 (préavis)',
      'Loi n° 2024-014 portant Code du travail (nouveau Code du travail, qui succède à la loi n° 2003-044)',
    ],
    mg: [
      'Didim-panjakana laharana 2007-009 tamin’ny 9 janoary 2007 (fampandrenesana mialoha)',
      'Lalàna laharana 2024-014 mametraka ny Fehezan-dalàna momba ny asa (Fehezan-dalàna vaovao, mandimby ny lalàna laharana 2003-044)',
    ],
  },
  faq: {
    fr: [
      { question: 'Ai-je droit à une indemnité de licenciement ?', answer: 'Selon des guides privés, elle vaut 10 jours de salaire par année de service ; l’un la réserve au licenciement économique et la plafonne à 6 mois de salaire, l’autre la réserve aux salariés de plus de 5 ans d’ancienneté. Demandez à l’inspection du travail.', unsure: 'conditions différentes selon les guides ; nouveau Code du travail non lu' },
      { question: 'Mon CDD est rompu avant la fin. Que me doit-on ?', answer: 'Celui qui rompt le contrat à durée déterminée doit verser une somme égale au salaire restant jusqu’à la fin prévue du contrat.' },
      { question: 'Je pense avoir été licencié abusivement. Que faire ?', answer: 'Allez à l’inspection du travail avec votre contrat ; vous pouvez aussi saisir le tribunal du travail. La réintégration est possible si les deux parties sont d’accord.' },
    ],
    mg: [
      { question: 'Manan-jo hahazo onitra noho ny fandroahana ve aho ?', answer: 'Araka ny torolalana tsy miankina, karama 10 andro isaky ny taona niasana izany ; ny iray milaza fa ho an’ny fandroahana noho ny antony ara-toekarena ihany sy tsy mihoatra ny karama 6 volana, ny iray kosa ho an’ireo niasa 5 taona mahery. Anontanio any amin’ny mpanara-maso ny asa.', unsure: 'samy hafa ny fepetra arakaraka ny torolalana ; tsy novakiana ny Fehezan-dalàna vaovao' },
      { question: 'Notapahina alohan’ny fiafarany ny fifanarahana voafetra fotoana. Inona no tokony homena ahy ?', answer: 'Izay manapaka ny fifanarahana voafetra fotoana dia tsy maintsy mandoa vola mitovy amin’ny karama sisa hatramin’ny fiafarana voalaza tao amin’ny fifanarahana.' },
      { question: 'Heveriko fa noroahina tsy ara-dalàna aho. Inona no atao ?', answer: 'Mankanesa any amin’ny mpanara-maso ny asa mitondra ny fifanarahana niasana ; afaka mitory any amin’ny fitsarana misahana ny asa koa ianao. Azo atao ny miverina miasa raha manaiky ny roa tonta.' },
    ],
  },
  related: ['saisir-l-inspection-du-travail', 'retraite-des-salaries', 'affiliation-a-la-cnaps'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/certificat-de-travail.md). Pas de fiche Torolalana ni de page du ministère du Travail. Certificat de travail : aucune source malgache trouvée sur l’obligation ni sur son contenu ; le résumé est marqué, la ligne de pièce et l’étape 3 aussi. Sources : Stileex (préavis, décret 2007-009 ; solde de tout compte), Rivermate et Africarrières (indemnité de licenciement, qui divergent : marqué dans la FAQ), Torolalana CNaPS (avis de débauchage, certificat de l’emploi et de salaire ; copie publique ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026), AllAfrica 2017 (compte individuel CIT), La Vérité 2024 et Studio Sifaka (inspection du travail, licenciement abusif), NORMLEX 2025 (loi 2024-014, nouveau Code du travail). Coût et délai : sans source, marqués. Les durées de préavis et l’indemnité ne sont pas affichées en chiffres faute de texte officiel lu.',
  },
  sources: [
    { key: 'stileex-preavis', title: 'Préavis à Madagascar : connaissez vos droits avant de quitter une entreprise', publisher: 'Stileex (blog)', kind: 'secondary', url: 'https://stileex.xyz/preavis-madagascar/', seen: '2026-11-28' },
    { key: 'stileex-solde', title: 'Solde de tout compte à Madagascar : calcul, réception et contestation', publisher: 'Stileex (blog)', kind: 'secondary', url: 'https://stileex.xyz/solde-de-tout-compte-a-madagascar/', seen: '2026-11-28' },
    { key: 'rivermate', title: 'Résiliation en Madagascar', publisher: 'Rivermate (guide pour employeurs)', kind: 'secondary', url: 'https://rivermate.com/fr/guides/madagascar/termination', seen: '2026-11-28', published: '2025-04-25' },
    { key: 'africarrieres', title: 'Types de contrats de travail à Madagascar', publisher: 'Africarrières', kind: 'secondary', url: 'https://africarrieres.com/madagascar/en/guide/droit-du-travail/types-de-contrats', seen: '2026-11-28' },
    { key: 'torolalana-cnaps', title: 'Torolalana — Caisse nationale de prévoyance sociale (CNaPS) (« Contenus validés par le service concerné »), page française lue dans la copie publique ricoantoniorandrianarivelo/Chatbot-torolalana', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/caisse-nationale-de-prevoyance-sociale-cnaps', seen: '2026-11-28' },
    { key: 'torolalana-cnaps-mg', title: 'Torolalana — Caisse Nationale de Prévoyance Sociale (CNaPS), page malgache lue dans la copie publique ricoantoniorandrianarivelo/Chatbot-torolalana', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/caisse-nationale-de-prevoyance-sociale-cnaps', seen: '2026-11-28' },
    { key: 'allafrica-2017-10', title: 'CNaPS : formation et sensibilisation à la préparation de la retraite (compte individuel des travailleurs)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'http://fr.allafrica.com/stories/201710250591.html', seen: '2026-11-28', published: '2017-10' },
    { key: 'laverite-2024', title: 'Conflits au travail – Le licenciement abusif en tête de liste !', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/20618-conflits-au-travail-le-licenciement-abusif-en-tete-de-liste.html', seen: '2026-11-28', published: '2024-01-22' },
    { key: 'studiosifaka', title: 'Que faire en cas de licenciement abusif ?', publisher: 'Studio Sifaka', kind: 'press', url: 'https://www.studiosifaka.org/articles/interview/itemlist/user/822-andrearazafi.html?start=3042', seen: '2026-11-28' },
    { key: 'normlex-2024', title: 'Observation (CEACR) adoptée 2024, publiée 113e session CIT (2025) — Madagascar, conventions n° 81 et 129', publisher: 'Organisation internationale du Travail (NORMLEX)', kind: 'secondary', url: 'https://normlex.ilo.org/dyn/nrmlx_fr/f?p=NORMLEXPUB:13100:0::NO::P13100_COMMENT_ID,P13100_LANG_CODE:4409328,fr', seen: '2026-11-28', published: '2025' },
  ],
  references: [
    { statement: 'summary', source: 'stileex-solde', quote: 'Le solde de tout compte est ce qui est dû à un employé lors de son départ de la société.' },
    { statement: 'summary', source: 'stileex-solde', quote: 'le solde du salaire jusqu’au départ de l’employé … les indemnités de congé non pris … les indemnités compensatrices de préavis' },
    { statement: 'summary', source: 'allafrica-2017-10', quote: 'consulter régulièrement leur compte individuel des Travailleurs (CIT) au sein de la CNaPS' },
    { statement: 'audience', source: 'stileex-preavis', quote: 'Sachez ce qui vous est dû lors d’une démission ou d’un licenciement.' },
    { statement: 'audience', source: 'stileex-solde', quote: 'Cas 1 : licenciement … Cas 2 : démission' },
    { statement: 'documents.1', source: 'stileex-solde', quote: 'le solde du salaire jusqu’au départ de l’employé (salaire de base/30 x nombre de jours travaillés), les heures supplémentaires effectuées (heures normales, heures de nuit, majorations), les primes et commissions diverses, les indemnités de congé non pris' },
    { statement: 'documents.1', source: 'stileex-solde', quote: 'En cas de respect du préavis, le troisième élément ne sera pas affiché.' },
    { statement: 'documents.2', source: 'torolalana-cnaps', quote: 'PENSION DE RETRAITE Demande de Liquidation de Pension de retraite Certificat de l\'Emploi et de Salaire' },
    { statement: 'documents.2', source: 'torolalana-cnaps-mg', quote: 'Taratasy fanamarinana ny niasana sy ny karama' },
    { statement: 'youReceive', source: 'stileex-solde', quote: 'Le solde de tout compte est ce qui est dû à un employé lors de son départ de la société.' },
    { statement: 'whereToApply', source: 'studiosifaka', quote: 'Se rendre auprès de l’inspecteur de travail avec son contrat.' },
    { statement: 'whereToApply', source: 'laverite-2024', quote: 'une phase de conciliation s’impose auprès de l’Inspection du travail si le contrat de l’employeur est encore en vigueur.' },
    { statement: 'steps.0', source: 'stileex-preavis', quote: 'Le préavis à Madagascar est régit par le décret n°2007-009 rédigé le 9 janvier 2007, c’est un engagement que doit respecter l’employeur ou l’employé pour aviser l’autre partie de sa décision de rompre le contrat de travail.' },
    { statement: 'steps.0', source: 'stileex-preavis', quote: 'La période de préavis varie selon deux critères : l’ancienneté du travailleur dans la société et sa catégorie professionnelle au moment de la rupture du contrat.' },
    { statement: 'steps.0', source: 'stileex-preavis', quote: 'La période de préavis commence son décompte au moment de la réception de la notification de licenciement ou de démission.' },
    { statement: 'steps.0', source: 'rivermate', quote: 'La période de préavis requise dépend de deux facteurs principaux : - La classification professionnelle de l\'employé (cadre vs. non-cadre). - La durée du service de l\'employé au sein de l\'entreprise.' },
    { statement: 'steps.1', source: 'stileex-solde', quote: 'le solde du salaire jusqu’au départ de l’employé (salaire de base/30 x nombre de jours travaillés), les heures supplémentaires effectuées (heures normales, heures de nuit, majorations), les primes et commissions diverses, les indemnités de congé non pris' },
    { statement: 'steps.3', source: 'torolalana-cnaps', quote: 'Avis d\'embauchage, débauchage, demande d\'immatriculation Travailleur' },
    { statement: 'steps.3', source: 'allafrica-2017-10', quote: 'consulter régulièrement leur compte individuel des Travailleurs (CIT) au sein de la CNaPS. Visible sur le site web : www.cnaps.mg, ce compte est consultable via un mot de passe à retirer auprès du bureau de la Caisse.' },
    { statement: 'steps.4', source: 'studiosifaka', quote: 'Se rendre auprès de l’inspecteur de travail avec son contrat.' },
    { statement: 'steps.4', source: 'laverite-2024', quote: 'une phase de conciliation s’impose auprès de l’Inspection du travail si le contrat de l’employeur est encore en vigueur. Le juge entre en scène dans le cas contraire, c’est-à-dire si le contrat est déjà rompu.' },
    { statement: 'legalReferences.0', source: 'stileex-preavis', quote: 'Le préavis à Madagascar est régit par le décret n°2007-009 rédigé le 9 janvier 2007' },
    { statement: 'legalReferences.1', source: 'normlex-2024', quote: 'le nouveau Code du travail, promulgué par la loi no 2024-014 portant Code du travail' },
    { statement: 'legalReferences.1', source: 'africarrieres', quote: 'Le droit du travail malgache est régi par la Loi n° 2003-044 du 28 juillet 2004 portant Code du travail, modifiée par plusieurs textes ultérieurs.' },
    { statement: 'faq.0', source: 'rivermate', quote: 'Les employés reçoivent une indemnité équivalente à 10 jours de salaire pour chaque année complète de service qu\'ils ont accomplie au sein de l\'entreprise. - Plafond : L\'indemnité de licenciement est plafonnée à six mois de salaire de l\'employé.' },
    { statement: 'faq.0', source: 'africarrieres', quote: 'Indemnité de licenciement : 10 jours de salaire par année de service après 5 ans d\'ancienneté' },
    { statement: 'faq.1', source: 'stileex-preavis', quote: 'Quant au contrat à durée déterminée, c’est la partie initiatrice qui devra verser une somme égale à la rémunération sur le reste de la durée initiale du contrat.' },
    { statement: 'faq.2', source: 'studiosifaka', quote: 'L’employé victime d’un licenciement abusif a le droit d’engager des poursuites judiciaires à l’encontre de son employeur. La réintégration peut être une des solutions envisagées à l’issue de cette étape, à condition que les deux parties se mettent d’accord.' },
    { statement: 'faq.2', source: 'laverite-2024', quote: 'Le licenciement abusif reste en tête de liste quant aux plaintes reçues auprès du Tribunal du travail d’Antananarivo.' },
  ],
}

export default service

import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'bepc',
  category: 'education',
  ministry: 'men',
  slug: { fr: 'bepc', mg: 'fanadinana-bepc' },
  title: {
    fr: 'Passer le BEPC',
    mg: 'Manao fanadinana BEPC',
  },
  summary: {
    fr: 'Le BEPC (brevet d’études du premier cycle) termine le collège, en classe de 3e, et ouvre les portes du lycée. On choisit l’option A (littéraire) ou B (scientifique). En 2026, les épreuves ont lieu du lundi 6 au jeudi 9 juillet.',
    mg: 'Ny BEPC (brevet d’études du premier cycle) no famaranana ny kolejy, amin’ny kilasy fahatelo (3e), ary manokatra ny varavaran’ny lisea. Misafidy safidy A (literatiora) na B (siansa) ny mpiadina. Amin’ny 2026, atao ny alatsinainy 6 ka hatramin’ny alakamisy 9 jolay ny fanadinana.',
  },
  audience: {
    fr: 'Les élèves de 3e et les candidats libres, adultes compris.',
    mg: 'Ireo mpianatra ao amin’ny kilasy fahatelo (3e) sy ireo mpiadina tsy miankina amin’ny sekoly, anisan’izany ny olon-dehibe.',
  },
  documents: {
    fr: [
      'Une copie d’acte de naissance',
      'La fiche d’inscription, remplie (et ses photocopies)',
      'Un certificat de visite médicale',
    ],
    mg: [
      'Kopia nahaterahana',
      'Ny taratasy fisoratana anarana, efa feno (sy ny dika mitovy aminy)',
      'Taratasy fanamarinana fizahana ara-pahasalamana',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Inscription gratuite selon l’État (décision de 2023), mais une « participation » par candidat, différente d’un centre d’examen à l’autre, est demandée par le comité d’organisation. Demandez un reçu.',
      mg: 'Maimaim-poana ny fisoratana anarana araka ny Fanjakana (fanapahan-kevitra tamin’ny 2023), saingy misy « fandraisana anjara » isaky ny mpiadina, samy hafa isaky ny foibe fanadinana, angatahin’ny komity mpikarakara. Angataho ny rosia.',
    },
  },
  youReceive: {
    fr: 'Le BEPC si vous êtes admis ; les résultats sont affichés dans les centres d’examen.',
    mg: 'Ny BEPC raha afaka ianao ; apetaka any amin’ny foibe fanadinana ny valiny.',
  },
  processingTime: {
    fr: 'Résultats une à trois semaines après les épreuves selon la circonscription (dix jours annoncés à Mahajanga en 2024).',
    mg: 'Herinandro iray ka hatramin’ny telo aorian’ny fanadinana no mivoaka ny valiny, arakaraka ny CISCO (folo andro no nambara tany Mahajanga tamin’ny 2024).',
  },
  whereToApply: {
    fr: 'À votre collège, qui transmet l’inscription à la circonscription scolaire (CISCO). Candidat libre : renseignez-vous à la CISCO.',
    mg: 'Any amin’ny kolejinao, izay mampita ny fisoratana anarana any amin’ny CISCO. Mpiadina tsy miankina amin’ny sekoly : manontania any amin’ny CISCO.',
  },
  steps: {
    fr: [
      { title: 'Inscrivez-vous dans les délais', detail: 'Les inscriptions ouvrent en début d’année (du 30 janvier au 31 mars en 2023). Choisissez l’option A ou B.' },
      { title: 'Repérez votre centre', detail: 'La veille, allez voir votre centre et vérifiez que votre nom est sur la liste de la salle indiquée sur votre convocation.' },
      { title: 'Passez les épreuves', detail: 'Quatre jours, deux matières par jour : malagasy, SVT, mathématiques, français… L’option B finit le mercredi avec les sciences physiques, l’option A le jeudi avec l’anglais. Appel à 7 h 30 et 13 h 30 ; stylo bleu, pas de téléphone.' },
      { title: 'Consultez les résultats', detail: 'Affichage dans les centres d’examen, site du ministère de l’Éducation nationale, SMS au 601, ou message à la page Facebook du ministère (option BEPC).' },
    ],
    mg: [
      { title: 'Misorata anarana ara-potoana', detail: 'Misokatra amin’ny fiandohan’ny taona ny fisoratana anarana (30 janoary ka hatramin’ny 31 martsa tamin’ny 2023). Safidio ny safidy A na B.' },
      { title: 'Fantaro mialoha ny foibe fanadinana', detail: 'Ny andro talohan’ny fanadinana, mankanesa any amin’ny foibenao ary hamarino fa ao anaty lisitry ny efitrano voalaza ao amin’ny taratasy fiantsoana anao ny anaranao.' },
      { title: 'Ataovy ny fanadinana', detail: 'Efatra andro, taranja roa isan’andro : malagasy, SVT, matematika, frantsay… Mifarana amin’ny alarobia amin’ny fizika ny safidy B, amin’ny alakamisy amin’ny anglisy ny safidy A. Antso amin’ny 7 ora 30 sy 13 ora 30 ; penina manga, tsy misy finday.' },
      { title: 'Jereo ny valiny', detail: 'Apetaka any amin’ny foibe fanadinana, ao amin’ny tranonkalan’ny Ministeran’ny Fanabeazam-pirenena, SMS amin’ny 601, na hafatra amin’ny pejy Facebook an’ny ministera (safidy BEPC).' },
    ],
  },
  legalReferences: {
    fr: [
      'Arrêté n° 32731/2022/MEN du 5 décembre 2022 fixant le calendrier des inscriptions et des examens du CEPE et du BEPC (session 2022-2023 ; la presse l’appelle « décret » ; le calendrier est fixé à nouveau chaque année)',
      'Loi n° 2004-004 du 26 juillet 2004 modifiée par la loi n° 2008-011 du 17 juillet 2008 portant orientation générale du système d’éducation, d’enseignement et de formation à Madagascar',
    ],
    mg: [
      'Didim-pitondrana laharana faha-32731/2022/MEN tamin’ny 5 desambra 2022 mamaritra ny fandaharam-potoanan’ny fisoratana anarana sy ny fanadinana CEPE sy BEPC (taom-pianarana 2022-2023 ; « décret » no ilazan’ny gazety azy ; averina faritana isan-taona ny fandaharam-potoana)',
      'Lalàna laharana faha-2004-004 tamin’ny 26 jolay 2004 novaina tamin’ny lalàna laharana faha-2008-011 tamin’ny 17 jolay 2008 momba ny fitsipika ankapoben’ny rafitra fanabeazana, fampianarana ary fiofanana eto Madagasikara',
    ],
  },
  faq: {
    fr: [
      { question: 'Que faut-il apporter le jour de l’examen ?', answer: 'Votre convocation et votre carte d’identité scolaire ou nationale, un stylo bleu et vos propres feuilles de brouillon. Les téléphones sont interdits dans les salles.' },
      { question: 'La visite médicale est-elle payante ?', answer: 'Elle devrait être gratuite, mais en 2022 des médecins réclamaient de 2 000 à 5 000 Ar à chaque candidat. Demandez un reçu.' },
      { question: 'Un adulte peut-il passer le BEPC ?', answer: 'Oui : en 2023, le doyen des candidats était un septuagénaire qui venait d’obtenir son CEPE ; en 2024 à Mahajanga, le plus âgé avait 57 ans.' },
    ],
    mg: [
      { question: 'Inona no entina amin’ny andro fanadinana ?', answer: 'Ny taratasy fiantsoana anao sy ny karatra maha-mpianatra na ny kara-panondronao, penina manga ary ny taratasy filaminanao manokana. Voarara ny finday ao amin’ny efitrano.' },
      { question: 'Mandoa vola ve ny fizahana ara-pahasalamana ?', answer: 'Tokony ho maimaim-poana izy, saingy tamin’ny 2022 dia nisy dokotera nitaky 2 000 ka hatramin’ny 5 000 Ar tamin’ny mpiadina tsirairay. Angataho ny rosia.' },
      { question: 'Afaka manao BEPC ve ny olon-dehibe ?', answer: 'Eny : tamin’ny 2023, lehilahy efa antitra (« septuagénaire ») vao nahazo CEPE no zokiny indrindra tamin’ireo mpiadina ; tamin’ny 2024 tany Mahajanga, 57 taona ny zokiny indrindra.' },
    ],
  },
  related: ['cepe', 'inscription-au-baccalaureat', 'inscription-scolaire'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'documents'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/bepc.md). Pas de fiche Torolalana sur le BEPC (copie publique, dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) ; presse seulement (AllAfrica/Midi 2023, 2024, 2026 ; Midi 2015 et non daté ; L’Express 2022 et 2023 ; RFI 2020). Dates 2026 : conseil des ministres du 20 janvier 2026 (AllAfrica). Coût : gratuité affirmée par l’État mais « participation » variable selon le centre (responsable du ministère cité par L’Express en 2022) : les deux dans la phrase, coût marqué. Pièces : citées par un président d’association d’écoles privées (2022), marquées. Lieu d’inscription des candidats libres : non sourcé.',
  },
  sources: [
    { key: 'laverite-2022-12', title: 'Ministère de l’Éducation nationale - Les examens officiels prévus en juin et juillet 2023', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/17643-minist%C3%A8re-de-l-education-nationale-les-examens-officiels-pr%C3%A9vus-en-juin-et-juillet-2023.html', seen: '2026-11-28', published: '2022-12-06' },
    { key: 'allafrica-2022-12', title: 'Examens officiels - Retour à l’ancien calendrier scolaire', publisher: 'AllAfrica (Midi Madagasikara)', kind: 'press', url: 'http://fr.allafrica.com/stories/202212070300.html', seen: '2026-11-28', published: '2022-12-07' },
    { key: 'arrete-1032', title: 'Arrêté n° 1032/2017/MEN portant organisation de l’Enseignement général privé (visas ; texte reproduit)', publisher: 'Scribd (copie du texte officiel)', kind: 'secondary', url: 'https://fr.scribd.com/document/559373322/Arrete-1032-version-Francaise', seen: '2026-11-28', published: '2017' },
    { key: 'peer', title: 'Madagascar : acteurs non étatiques dans l’éducation', publisher: 'Education Profiles (PEER, Rapport mondial de suivi sur l’éducation, UNESCO)', kind: 'secondary', url: 'https://education-profiles.org/fr/afrique-sub-saharienne/madagascar/~acteurs-non-etatiques-dans-leducation', seen: '2026-11-28' },
    { key: 'allafrica-2026-01', title: 'Examens officiels : les dates du CEPE, du BEPC et du bac 2026 rectifiées', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202601220315.html', seen: '2026-11-28', published: '2026-01-22' },
    { key: 'allafrica-2023-01', title: 'Examens officiels - Les frais d’inscriptions au CEPE et au BEPC de nouveau gratuits', publisher: 'AllAfrica (Midi Madagasikara)', kind: 'press', url: 'https://fr.allafrica.com/stories/202301250575.html', seen: '2026-11-28', published: '2023-01-25' },
    { key: 'allafrica-2023-07', title: 'BEPC Jour J - 305 836 candidats dans les starting-blocks', publisher: 'AllAfrica (Midi Madagasikara)', kind: 'press', url: 'https://fr.allafrica.com/stories/202307030582.html', seen: '2026-11-28', published: '2023-07-03' },
    { key: 'allafrica-2024-07', title: 'BEPC à Mahajanga : 10 407 candidats', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202407030432.html', seen: '2026-11-28', published: '2024-07-03' },
    { key: 'midi-jour-j', title: 'BEPC : jour J', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/bepc-jour-j', seen: '2026-11-28' },
    { key: 'midi-2015', title: 'BEPC à Toliara : premier jour sans incident', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/?p=58049', seen: '2026-11-28', published: '2015' },
    { key: 'lexpress-2022', title: 'Enseignement – La participation aux examens coûte cher', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/11/03/2022/enseignement-la-participation-aux-examens-coute-cher/', seen: '2026-11-28', published: '2022-03-11' },
    { key: 'lexpress-2023-07', title: 'BEPC – Un septuagénaire et un enfant de 7 ans parmi les candidats', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/03/07/2023/bepc-un-septuagenaire-et-un-enfant-de-7-ans-parmi-les-candidats/', seen: '2026-11-28', published: '2023-07-03' },
    { key: 'lexpress-2023-06-24', title: 'Examen du CEPE – Des taux de réussite de 40 % (consultation des résultats CEPE et BEPC)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/24/06/2023/examen-du-cepe-des-taux-de-reussite-de-40-au-cepe/', seen: '2026-11-28', published: '2023-06-24' },
    { key: 'rfi-2020', title: 'Madagascar : l’examen du brevet des collèges, une affaire de famille', publisher: 'RFI', kind: 'press', url: 'https://www.rfi.fr/fr/afrique/20200924-madagascar-lexamen-brevet-coll%C3%A8ges-une-affaire-famille', seen: '2026-11-28', published: '2020-09-24' },
  ],
  references: [
    { statement: 'legalReferences.0', source: 'laverite-2022-12', quote: 'Selon le décret gouvernemental n° 32731/2022/MEN du ministère de l’Education nationale datant du 5 décembre 2022, qui régit le calendrier … des inscriptions aux examens d’Etat du CEPE et du Brevet d’études du premier cycle (BEPC) au titre de l’année année scolaire 2022-2023' },
    { statement: 'legalReferences.0', source: 'allafrica-2022-12', quote: 'Ces dates sont fixées par le décret32731/2022/MEN du ministère de l’Education nationale (MEN) en date du 5 décembre 2022.' },
    { statement: 'legalReferences.1', source: 'arrete-1032', quote: 'Vu la loi n°2004 – 004 du 26 Juillet 2004 modifiée par la loi n° 2008 – 011 du 17 Juillet 2008 portant orientation générale du système d’Éducation, d’Enseignement et de Formation à Madagascar ;' },
    { statement: 'legalReferences.1', source: 'peer', quote: 'La Loi n° 2008-011 portant orientation générale du système d’éducation, d’enseignement et de formation à Madagascar (Art. 11), qui couvre le préscolaire et l’éducation primaire et secondaire' },
    { statement: 'summary', source: 'rfi-2020', quote: 'Sésame indispensable pour intégrer les bancs du lycée, le BEPC comptait cette année 327 500 inscrits.' },
    { statement: 'summary', source: 'allafrica-2023-07', quote: 'C’est l’instant fatidique pour les élèves de troisième qui débutent ce jour les épreuves du Brevet d’Etudes du premier Cycle (BEPC)' },
    { statement: 'summary', source: 'rfi-2020', quote: 'les élèves de l’option B, l’option scientifique, ont pu pousser un ouf de soulagement après sept matières présentées. Les élèves ayant choisi l’option A, littéraire, auront, eux, une dernière matière' },
    { statement: 'summary', source: 'allafrica-2026-01', quote: 'Les épreuves du BEPC se dérouleront du lundi 6 au jeudi 9 juillet.' },
    { statement: 'summary', source: 'allafrica-2023-07', quote: 'c’est au tour des élèves en classe de 3e de terminer leurs années de collège en passant les épreuves du BEPC' },
    { statement: 'audience', source: 'allafrica-2023-07', quote: 'c’est au tour des élèves en classe de 3e de terminer leurs années de collège en passant les épreuves du BEPC' },
    { statement: 'audience', source: 'lexpress-2023-07', quote: 'Alexandre, le septuagénaire dont le nom figure sur la liste des personnes ayant obtenu le Certificat d’études primaires élémentaires (CEPE), au mois de juin 2023, sera revu dans une salle d’examen, cette semaine.' },
    { statement: 'documents.0', source: 'lexpress-2022', quote: '« Chaque candidat doit préparer de l’argent pour l’acte de naissance, pour la photocopie des fiches d’inscription, pour la visite médicale' },
    { statement: 'documents.1', source: 'lexpress-2022', quote: '« Chaque candidat doit préparer de l’argent pour l’acte de naissance, pour la photocopie des fiches d’inscription, pour la visite médicale' },
    { statement: 'documents.2', source: 'lexpress-2022', quote: 'pour la visite médicale, car des médecins réclament entre 2 000 à 5 000 ariary à chaque candidat, alors que cela devait être gratuit' },
    { statement: 'cost', source: 'lexpress-2022', quote: '« Les inscriptions sont gratuites. Mais il y a une participation pour chaque candidat. La valeur est différente d’un centre d’examen à un autre. C’est le comité mis en place dans le cadre de la préparation de l’examen qui le définit.' },
    { statement: 'cost', source: 'allafrica-2023-01', quote: 'Désormais, la participation aux examens officiels, pour l’obtention du Certificat d’études primaires élémentaires (CEPE) et du Brevet d’études du premier cycle (BEPC), sera de nouveau gratuite.' },
    { statement: 'youReceive', source: 'lexpress-2023-06-24', quote: 'Ces résultats sont consultables sur affichage, dans les centres d’examen' },
    { statement: 'processingTime', source: 'allafrica-2024-07', quote: 'la publication des résultats sera effectuée dans les plus brefs délais, soit dix jours après la fin de tous les examens.' },
    { statement: 'processingTime', source: 'midi-2015', quote: 'les résultats du BEPC 2015 seront publiés la semaine prochaine.' },
    { statement: 'processingTime', source: 'midi-jour-j', quote: 'les corrections de l’examen du Bepc commenceront dès la fin des épreuves. Puis, les résultats seront publiés vers la fin de ce mois.' },
    { statement: 'whereToApply', source: 'allafrica-2024-07', quote: 'Pour la circonscription scolaire (Cisco) de Mahajanga I, le nombre des candidats inscrits s’élève à trois mille neuf cent soixante-quatre et répartis dans neuf centres.' },
    { statement: 'steps.0', source: 'allafrica-2023-01', quote: 'Pour le BEPC, les inscriptions se feront du 30 janvier au 31 mars à 16 heures.' },
    { statement: 'steps.0', source: 'allafrica-2023-07', quote: 'dont 149 956 ont choisi l’option A tandis que 155 880 autres, l’option B.' },
    { statement: 'steps.1', source: 'allafrica-2023-07', quote: 'les candidats ont, comme chaque année, à la veille des examens officiels, procédé aux visites de leurs centres d’examen respectifs afin de repérer les salles d’examen et surtout de vérifier si leur nom figure sur la liste des candidats dans la salle indiquée dans leur convocation.' },
    { statement: 'steps.2', source: 'midi-jour-j', quote: 'Ce sera deux matières par jour pour tous les candidats, nationaux ou étrangers. Mais les examens s’achèveront le mercredi prochain pour les candidats de l’option B avec les Sciences physiques. Tandis que ceux de l’option A doivent continuer jusqu’à jeudi avec l’Anglais.' },
    { statement: 'steps.2', source: 'midi-jour-j', quote: 'L’appel des candidats se fait à 7h 30mn le matin et à 13h 30mn, l’après-midi.' },
    { statement: 'steps.2', source: 'allafrica-2023-07', quote: 'les épreuves du BEPC, qui se tiendront sur quatre jours sur l’ensemble du territoire national.' },
    { statement: 'steps.2', source: 'midi-2015', quote: 'Aucun téléphone portable admis dans les salles, stylo bleu, uniquement, de rigueur' },
    { statement: 'steps.3', source: 'lexpress-2023-06-24', quote: 'Ces résultats sont consultables sur affichage, dans les centres d’examen, sur le site web du ministère de l’Éducation nationale, ou par SMS au numéro 601. … Et choisir l’option CEPE ou BEPC.' },
    { statement: 'faq.0', source: 'midi-2015', quote: 'Aucun téléphone portable admis dans les salles, stylo bleu, uniquement, de rigueur, présence obligatoire à 7 heures du matin, le candidat devant être muni de sa convocation et de sa carte d’identité scolaire ou nationale.' },
    { statement: 'faq.0', source: 'allafrica-2023-01', quote: 'Chaque candidat devra par contre apporter ses propres feuilles de brouillon durant les épreuves' },
    { statement: 'faq.1', source: 'lexpress-2022', quote: 'pour la visite médicale, car des médecins réclament entre 2 000 à 5 000 ariary à chaque candidat, alors que cela devait être gratuit' },
    { statement: 'faq.2', source: 'lexpress-2023-07', quote: 'Alexandre, le septuagénaire dont le nom figure sur la liste des personnes ayant obtenu le Certificat d’études primaires élémentaires (CEPE), au mois de juin 2023 … Il est le doyen de cet examen.' },
    { statement: 'faq.2', source: 'allafrica-2024-07', quote: 'Le plus jeune candidat à passer les épreuves, cette année, est âgé de 7 ans et le plus âgé, 57 ans.' },
  ],
}

export default service

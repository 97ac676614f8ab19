import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'permis-de-conduire-international',
  category: 'conduite-et-transport',
  ministry: 'mid',
  slug: { fr: 'permis-de-conduire-international', mg: 'fahazoan-dalana-iraisam-pirenena' },
  title: {
    fr: 'Permis de conduire international',
    mg: 'Fahazoan-dàlana mitondra fiara iraisam-pirenena',
  },
  summary: {
    fr: 'Le permis international accompagne votre permis national pour conduire dans un autre pays. En France, par exemple, un permis malgache n’est reconnu qu’avec une traduction ou un permis international, et seulement un an. Le service malgache qui le délivre n’est pas publié : renseignez-vous au centre immatriculateur.',
    mg: 'Miaraka amin’ny fahazoan-dàlana nasionaly ny fahazoan-dàlana iraisam-pirenena mba hahafahana mitondra fiara any amin’ny firenena hafa. Any Frantsa, ohatra, tsy ekena ny fahazoan-dàlana malagasy raha tsy misy dikan-teny na fahazoan-dàlana iraisam-pirenena, ary herintaona ihany. Tsy navoaka ny sampan-draharaha malagasy mamoaka azy : manontania any amin’ny ivon-toerana fisoratana fiara.',
  },
  marks: {
    summary: {
      fr: 'service qui délivre le permis international à Madagascar : non trouvé',
      mg: 'sampan-draharaha mamoaka ny fahazoan-dàlana iraisam-pirenena eto Madagasikara : tsy hita',
    },
  },
  audience: {
    fr: 'Les titulaires d’un permis malgache qui vont conduire à l’étranger, et les étrangers qui viennent conduire à Madagascar pour un séjour.',
    mg: 'Ireo manana fahazoan-dàlana malagasy handeha hitondra fiara any ivelany, sy ireo vahiny ho avy hitondra fiara eto Madagasikara mandritra ny fijanonany.',
  },
  documents: {
    fr: [
      { item: 'Votre permis de conduire biométrique (la carte, pas le certificat provisoire)', form: 'original' },
      { item: 'Votre passeport', unsure: 'pièces exigées pour le permis international : non publiées' },
    ],
    mg: [
      { item: 'Ny fahazoan-dàlana biometrika (ny karatra, fa tsy ny taratasy vonjimaika)', form: 'original' },
      { item: 'Ny pasipaoronao', unsure: 'tsy navoaka ny taratasy takiana ho an’ny fahazoan-dàlana iraisam-pirenena' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Montant non publié : à confirmer auprès du service qui le délivre.',
      mg: 'Tsy navoaka ny sarany : hamafisina any amin’ny sampan-draharaha mamoaka azy.',
    },
  },
  processingTime: {
    fr: 'Délai non publié.',
    mg: 'Tsy navoaka ny faharetany.',
  },
  whereToApply: {
    fr: 'Renseignez-vous au centre immatriculateur (CIM) du ministère de l’Intérieur, qui délivre les permis ; à Antananarivo, le CIM d’Ambohidahy. Pour prouver à l’étranger que votre permis est authentique, le ministère délivre aussi un certificat d’authenticité (voir ce guide).',
    mg: 'Manontania any amin’ny ivon-toerana fisoratana fiara (CIM) ao amin’ny ministeran’ny Atitany, izay mamoaka ny fahazoan-dàlana ; any Antananarivo, CIM Ambohidahy. Raha hanaporofo any ivelany fa marina ny fahazoan-dàlanao, mamoaka taratasy fanamarinana koa ny ministera (jereo io torolalana io).',
  },
  places: ['cim-ambohidahy'],
  youReceive: {
    fr: 'Un permis international, à présenter avec votre permis national.',
    mg: 'Fahazoan-dàlana iraisam-pirenena, asehoy miaraka amin’ny fahazoan-dàlana nasionaly.',
  },
  steps: {
    fr: [
      { title: 'Vérifiez les règles du pays de destination', detail: 'Demandez à son ambassade ce qu’il exige : traduction, permis international, certificat d’authenticité, durée de reconnaissance.' },
      { title: 'Gardez aussi votre permis national', detail: 'Le permis international accompagne le permis national, il ne le remplace pas : ayez les deux sur vous.' },
      { title: 'Demandez le permis international', detail: 'Renseignez-vous au CIM sur le service qui le délivre, les pièces et le prix.', place: 'cim-ambohidahy', unsure: 'service, pièces et prix non publiés' },
    ],
    mg: [
      { title: 'Hamarino ny fitsipiky ny firenena halehanao', detail: 'Anontanio any amin’ny masoivohony izay takiany : dikan-teny, fahazoan-dàlana iraisam-pirenena, taratasy fanamarinana, faharetan’ny fankatoavana.' },
      { title: 'Ento koa ny fahazoan-dàlana nasionaly', detail: 'Miaraka amin’ny fahazoan-dàlana nasionaly ny fahazoan-dàlana iraisam-pirenena fa tsy manolo azy : ento miaraka aminao izy roa.' },
      { title: 'Angataho ny fahazoan-dàlana iraisam-pirenena', detail: 'Anontanio any amin’ny CIM ny sampan-draharaha mamoaka azy, ny taratasy ilaina ary ny sarany.', place: 'cim-ambohidahy', unsure: 'tsy navoaka ny sampan-draharaha, ny taratasy ary ny sarany' },
    ],
  },
  legalReferences: {
    fr: ['Convention sur la circulation routière (Genève, 1949), article 24 et annexe 10 : modèle du permis international, délivré par l’autorité compétente du pays de résidence. Participation de Madagascar à confirmer'],
    mg: ['Fifanarahana momba ny fifamoivoizana an-dalambe (Genève, 1949), andininy faha-24 sy tovana faha-10 : modelin’ny fahazoan-dàlana iraisam-pirenena, avoakan’ny manam-pahefana mahefa ao amin’ny firenena ipetrahana. Mbola hamafisina raha mpikambana ao i Madagasikara'],
  },
  faq: {
    fr: [
      { question: 'Mon permis malgache est-il valable en France ?', answer: 'Oui pendant un an après votre installation, s’il est accompagné d’une traduction en français ou d’un permis international ; ensuite il faut passer le permis français. Les étudiants gardent leur permis malgache pendant leurs études.' },
      { question: 'Le permis biométrique est-il reconnu à l’étranger ?', answer: 'Selon le ministre de l’Intérieur (2019), il respecte les normes internationales. En 2023, la cheffe du CIM d’Antananarivo a précisé que certains pays exigent des non-étudiants qu’ils le remplacent par le permis de leurs résidents.' },
      { question: 'Je suis étranger. Puis-je conduire à Madagascar avec mon permis international ?', answer: 'Oui, pour un séjour : un guide privé parle de 6 mois au plus. Si vous vous installez, il faut échanger votre permis (voir « Échanger un permis de conduire étranger »).', unsure: 'durée de 6 mois : guide privé' },
    ],
    mg: [
      { question: 'Manan-kery any Frantsa ve ny fahazoan-dàlana malagasy ?', answer: 'Eny mandritra ny herintaona aorian’ny nipetrahanao, raha misy dikan-teny frantsay na fahazoan-dàlana iraisam-pirenena miaraka aminy ; aorian’izay tsy maintsy manao ny fahazoan-dàlana frantsay. Mitazona ny fahazoan-dàlana malagasy mandritra ny fianarany kosa ny mpianatra.' },
      { question: 'Ekena any ivelany ve ny fahazoan-dàlana biometrika ?', answer: 'Araka ny minisitry ny Atitany (2019), manaraka ny fenitra iraisam-pirenena izy. Tamin’ny 2023, nanazava ny lehiben’ny CIM Antananarivo fa misy firenena mitaky amin’ireo tsy mpianatra mba hanolo izany amin’ny fahazoan-dàlana ho an’ny mponina ao aminy.' },
      { question: 'Vahiny aho. Afaka mitondra fiara eto Madagasikara amin’ny fahazoan-dàlana iraisam-pirenena ve aho ?', answer: 'Eny, mandritra ny fijanonana : 6 volana farafahabetsany araka ny torolalana tsy miankina iray. Raha hipetraka eto ianao, tsy maintsy manakalo ny fahazoan-dàlanao (jereo « Manakalo fahazoan-dàlana vahiny »).', unsure: 'faharetana 6 volana : torolalana tsy miankina' },
    ],
  },
  related: ['certificat-d-authenticite-du-permis', 'permis-de-conduire', 'echange-de-permis-etranger', 'passeport'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'whereToApply', 'documents', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/permis-de-conduire-international.md). Aucune source n’indique quel service (bureau, guichet) délivre le permis international à Madagascar, ses pièces, son montant ni son délai : ces parts sont marquées à confirmer et le résumé le dit. Torolalana : pas de fiche (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026). Sourcé : reconnaissance en France (note de l’ambassade de France, Habari za Comores, février 2020), propos du ministre (Madaplus, mai 2019), de la cheffe du CIM (Newsmada, avril 2023), 6 mois pour les étrangers (guide privé, FAQ marquée). À compléter par une confirmation du CIM. Texte de référence : convention de Genève de 1949 sur la circulation routière (article 24, annexe 10 : modèle du permis international), lue sur adcidl.com (reproduction privée des conventions) ; la participation de Madagascar n’a pas été vérifiée (la liste des parties de l’ONU n’était pas lisible dans les extraits) : la ligne le dit et la partie est marquée.',
  },
  sources: [
    { key: 'habari-2020', title: 'Les permis de conduire malgaches ne pourront plus être échangés en France (note de l’ambassade de France)', publisher: 'Habari za Comores', kind: 'press', url: 'https://www.habarizacomores.com/2020/02/les-permis-de-conduire-malgaches-ne.html', seen: '2026-11-28', published: '2020-02' },
    { key: 'tribune-2020', title: 'La France n’échange plus les permis de conduire malgaches', publisher: 'La Tribune des auto-écoles', kind: 'press', url: 'https://www.tribune-auto-ecoles.fr/mobile/pages/archives/fiche.php?id=4137', seen: '2026-11-28', published: '2020' },
    { key: 'madaplus-2019', title: 'Présentation des nouveaux permis de conduire biométriques au CIM Ambohidahy', publisher: 'Madaplus.info', kind: 'press', url: 'https://www.madaplus.info/Madagascar-Presentation-des-nouveaux-permis-de-conduire-biometriques-au-CIM-Ambohidahy_a13067.html', seen: '2026-11-28', published: '2019-05' },
    { key: 'newsmada-2023', title: 'Permis biométrique : le CIM reçoit environ 250 demandes par jour', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/2023/04/13/permis-biometrique-le-cim-recoit-environ-250-demandes-par-jour', seen: '2026-11-28', published: '2023-04-13' },
    { key: 'sansinteret', title: 'Peut-on conduire à Madagascar avec un permis international ?', publisher: 'sansinteret.info', kind: 'secondary', url: 'https://www.sansinteret.info/voyage/conduire-a-madagascar-avec-un-permis-international/', seen: '2026-11-28' },
    { key: 'torolalana-authenticite', title: 'Torolalana — Taratasim-panamarinana ny fahazoan-dàlana mitondra fiara (Certificat d’authenticité de permis de conduire)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/certificat-d-authenticite-de-permis-de-conduire', seen: '2026-11-28', published: '2026-02' },
    { key: 'adcidl-geneve-ch5', title: 'Convention sur la circulation routière (Genève, 1949) — Chapitre V : conducteurs d’automobiles en circulation internationale', publisher: 'adcidl.com (reproduction des conventions)', kind: 'secondary', url: 'https://www.adcidl.com/Chapitre-V-Conducteurs-dautomobiles-en-circulation-internationale.html', seen: '2026-11-28' },
    { key: 'adcidl-validite', title: 'Période de validité d’un permis de conduire international', publisher: 'adcidl.com (reproduction des conventions)', kind: 'secondary', url: 'https://www.adcidl.com/Periode-de-validation-dun-permis-de-conduire-international.html', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'habari-2020', quote: 'Les permis de conduire malgaches régulièrement délivrés resteront toutefois reconnus en France, tant qu’ils sont accompagnés d’une traduction en français ou d’un permis de conduire international, pour une durée d’un an à compter de l’établissement en France de leur titulaire' },
    { statement: 'summary', source: 'tribune-2020', quote: 'tant que les permis de conduire délivrés sont accompagnés d’une traduction en français ou d’un permis international pour une durée de un an à compter de l’établissement en France du titulaire, ils resteront reconnus en France' },
    { statement: 'audience', source: 'sansinteret', quote: 'Lorsque vous voyagez à Madagascar avec un permis international, sachez qu’il est reconnu par les autorités malgaches.' },
    { statement: 'audience', source: 'habari-2020', quote: 'tant qu’ils sont accompagnés d’une traduction en français ou d’un permis de conduire international' },
    { statement: 'documents.0', source: 'sansinteret', quote: 'votre permis de conduire national, le permis international qui accompagne ce dernier, votre carte d’identité ou votre passeport' },
    { statement: 'documents.1', source: 'sansinteret', quote: 'votre permis de conduire national, le permis international qui accompagne ce dernier, votre carte d’identité ou votre passeport' },
    { statement: 'youReceive', source: 'sansinteret', quote: 'votre permis de conduire national, le permis international qui accompagne ce dernier' },
    { statement: 'whereToApply', source: 'torolalana-authenticite', quote: 'fangatahana natao ho an’ny Minisitra misahana ny Atitany milaza ny antony, ny toerana ary ny faharetan’ny fijanonana,', where: 'documents_requis' },
    { statement: 'steps.0', source: 'newsmada-2023', quote: 'Pour les non-étudiants par contre, certains pays d’accueil exigent le remplacement du permis de conduire «malagasy» avec celui destiné à leurs résidents.' },
    { statement: 'steps.0', source: 'habari-2020', quote: 'tant qu’ils sont accompagnés d’une traduction en français ou d’un permis de conduire international, pour une durée d’un an' },
    { statement: 'steps.1', source: 'sansinteret', quote: 'votre permis de conduire national, le permis international qui accompagne ce dernier' },
    { statement: 'faq.0', source: 'habari-2020', quote: 'Les permis de conduire malgaches régulièrement délivrés resteront toutefois reconnus en France, tant qu’ils sont accompagnés d’une traduction en français ou d’un permis de conduire international, pour une durée d’un an à compter de l’établissement en France de leur titulaire' },
    { statement: 'faq.0', source: 'habari-2020', quote: 'Les titulaires de titres de séjours spéciaux … et les étudiants continuent de bénéficier de la reconnaissance de leur permis de conduire malgache durant l’entière durée de leur mission ou de leurs études en France.' },
    { statement: 'faq.0', source: 'tribune-2020', quote: 'Passé ce délai d’un an, tout détenteur d’un permis malgache, s’il reste sur le sol français, devra repasser l’examen en France pour obtenir un permis de conduire français valable.' },
    { statement: 'faq.1', source: 'madaplus-2019', quote: 'D’après encore le Ministre, ces nouveaux permis respectent les normes internationales et peuvent être utilisés dans n’importe quel pays étranger.' },
    { statement: 'faq.1', source: 'newsmada-2023', quote: 'la version actuelle peut être utilisée par ceux qui en possèdent, comme document leur permettant de poursuivre leurs études à l’étranger. Pour les non-étudiants par contre, certains pays d’accueil exigent le remplacement du permis de conduire «malagasy» avec celui destiné à leurs résidents.' },
    { statement: 'faq.2', source: 'sansinteret', quote: 'Ce permis vous permet de conduire pendant une période maximale de six mois' },
    { statement: 'legalReferences.0', source: 'adcidl-geneve-ch5', quote: "Article 24 … Toutefois, un Etat contractant pourra exiger d'un conducteur qui pénètre sur son territoire qu'il soit porteur d'un permis international de conduire conforme au modèle contenu à l'annexe 10", where: 'article 24, paragraphe 2' },
    { statement: 'legalReferences.0', source: 'adcidl-geneve-ch5', quote: "Le permis international de conduire sera délivré par l'autorité compétente d'un Etat contractant ou d'une de ses subdivisions ou par une association habilitée par cette autorité", where: 'article 24, paragraphe 3' },
    { statement: 'legalReferences.0', source: 'adcidl-validite', quote: "la Convention internationale sur la circulation routière qui ont été ouverts à la signature à Genève du 19 Septembre 1949 jusqu'au 31 Décembre 1949" },
    { statement: 'legalReferences.0', source: 'adcidl-validite', quote: 'Le permis de conduire international ne sera délivré par le pays sur le territoire duquel le titulaire a sa résidence normale et qui a délivré le permis de conduire national' },
  ],
}

export default service

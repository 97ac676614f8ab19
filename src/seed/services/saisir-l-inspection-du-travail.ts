import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'saisir-l-inspection-du-travail',
  category: 'travail-et-retraite',
  ministry: 'fop',
  slug: { fr: 'saisir-l-inspection-du-travail', mg: 'mitaraina-any-amin-ny-mpanara-maso-ny-asa' },
  title: {
    fr: 'Saisir l’inspection du travail',
    mg: 'Mitaraina any amin’ny mpanara-maso ny asa',
  },
  summary: {
    fr: 'Un salarié en conflit avec son employeur (licenciement abusif, salaire non payé, cotisations CNaPS non versées, pas de contrat) peut déposer une plainte à l’inspection du travail, qui convoque les deux parties pour une conciliation. Si le contrat est déjà rompu ou si la conciliation échoue, l’affaire va au tribunal du travail.',
    mg: 'Ny mpiasa manana olana amin’ny mpampiasa azy (fandroahana tsy ara-dalàna, karama tsy voaloa, latsakemboka CNaPS tsy naloa, tsy misy fifanarahana) dia afaka mametraka fitarainana any amin’ny mpanara-maso ny asa, izay miantso ny roa tonta hampihavanana azy. Raha efa tapaka ny fifanarahana na tsy nahomby ny fampihavanana, any amin’ny fitsarana misahana ny asa no mandeha ny raharaha.',
  },
  audience: {
    fr: 'Les salariés du secteur privé et leurs employeurs, en cas de différend de travail.',
    mg: 'Ireo mpiasa amin’ny sehatra tsy miankina sy ny mpampiasa azy, raha misy olana mifandraika amin’ny asa.',
  },
  documents: {
    fr: [
      { item: 'Votre contrat de travail ou tout papier qui prouve l’emploi (bulletins de paie, attestation)', unsure: 'seul le contrat est cité (Studio Sifaka) ; les autres pièces ne sont pas publiées' },
      { item: 'La lettre de licenciement ou de sanction, s’il y en a une', unsure: 'pièce non publiée' },
      { item: 'Votre CIN', unsure: 'pièce non publiée' },
    ],
    mg: [
      { item: 'Ny fifanarahana niasana na taratasy manaporofo ny asa (taratasy fandraisana karama, fanamarinana)', unsure: 'ny fifanarahana ihany no voatonona (Studio Sifaka) ; tsy navoaka ny taratasy hafa' },
      { item: 'Ny taratasy fandroahana na sazy, raha misy', unsure: 'tsy voalaza' },
      { item: 'Ny kara-panondronao', unsure: 'tsy voalaza' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Aucun frais n’est publié pour déposer une plainte à l’inspection du travail.',
      mg: 'Tsy voalaza ny sarany amin’ny fametrahana fitarainana any amin’ny mpanara-maso ny asa.',
    },
  },
  youReceive: {
    fr: 'Une convocation des deux parties et une séance de conciliation ; si elle échoue, vous pouvez saisir le tribunal du travail.',
    mg: 'Fiantsoana ny roa tonta sy fihaonana fampihavanana ; raha tsy mahomby izany, afaka mitory any amin’ny fitsarana misahana ny asa ianao.',
  },
  delay: { from: 4, unit: 'months' },
  processingTime: {
    fr: 'Environ {délai}, à l’inspection comme au tribunal, selon la presse ; à Antananarivo, le premier rendez-vous peut prendre des semaines.',
    mg: 'Manodidina ny {faharetany}, na any amin’ny mpanara-maso ny asa na any amin’ny fitsarana, araka ny gazety ; eto Antananarivo, mety haharitra herinandro maro ny fotoana voalohany.',
  },
  whereToApply: {
    fr: 'À l’inspection du travail de votre région (direction régionale du ministère du Travail). À Antananarivo : direction régionale de l’Inspection du travail d’Analamanga, à Antsahavola.',
    mg: 'Any amin’ny mpanara-maso ny asa ao amin’ny faritra misy anao (foibem-paritry ny ministeran’ny Asa). Eto Antananarivo : foibem-paritra misahana ny fanaraha-maso ny asa, Analamanga, eny Antsahavola.',
  },
  places: ['inspection-du-travail-analamanga'],
  steps: {
    fr: [
      { title: 'Rassemblez vos preuves', detail: 'Gardez votre contrat, vos bulletins de paie, les lettres de l’employeur et votre relevé de cotisations CNaPS.', unsure: 'liste non publiée' },
      { title: 'Déposez votre plainte', detail: 'Présentez-vous à l’inspection du travail de votre région et exposez le différend. Si votre contrat est toujours en cours, la conciliation à l’inspection passe en premier.', place: 'inspection-du-travail-analamanga' },
      { title: 'Allez à la conciliation', detail: 'L’inspecteur convoque l’employeur et vous. Il peut mettre l’employeur en demeure de respecter la loi ; les sanctions pénales relèvent du tribunal.' },
      { title: 'Saisissez le tribunal si besoin', detail: 'Si la conciliation échoue, ou si le contrat est déjà rompu, portez l’affaire devant le tribunal du travail.' },
    ],
    mg: [
      { title: 'Angony ny porofo', detail: 'Tehirizo ny fifanarahana niasana, ny taratasy fandraisana karama, ny taratasin’ny mpampiasa ary ny antontan’ny latsakemboka CNaPS.', unsure: 'tsy navoaka ny lisitra' },
      { title: 'Apetraho ny fitarainana', detail: 'Mankanesa any amin’ny mpanara-maso ny asa ao amin’ny faritra misy anao ary lazao ny olana. Raha mbola manan-kery ny fifanarahana niasana, ny fampihavanana any amin’ny mpanara-maso ny asa no atao voalohany.', place: 'inspection-du-travail-analamanga' },
      { title: 'Manatreha ny fampihavanana', detail: 'Antsoin’ny mpanara-maso ny asa ianao sy ny mpampiasa. Afaka mampitandrina ny mpampiasa hanaraka ny lalàna izy ; ny fitsarana kosa no manasazy.' },
      { title: 'Mitoria any amin’ny fitsarana raha ilaina', detail: 'Raha tsy nahomby ny fampihavanana, na efa tapaka ny fifanarahana, ento any amin’ny fitsarana misahana ny asa ny raharaha.' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2024-014 portant Code du travail (nouveau Code du travail), article 263 sur la saisine de l’inspection du travail'],
    mg: ['Lalàna laharana 2024-014 mametraka ny Fehezan-dalàna momba ny asa (Fehezan-dalàna vaovao), andininy faha-263 momba ny fitarainana any amin’ny mpanara-maso ny asa'],
  },
  faq: {
    fr: [
      { question: 'Pour quels problèmes puis-je me plaindre ?', answer: 'Les plaintes les plus fréquentes : cotisations CNaPS non versées, absence de contrat de travail, refus d’un syndicat, sanctions abusives, licenciement abusif et salaires impayés.' },
      { question: 'J’ai déjà été licencié. Dois-je passer par l’inspection ?', answer: 'Selon la présidente du tribunal du travail d’Antananarivo, la conciliation à l’inspection s’impose si le contrat est encore en vigueur ; s’il est déjà rompu, c’est le juge qui intervient.' },
      { question: 'L’inspection est en grève ou ne répond pas. Que faire ?', answer: 'Des grèves des inspecteurs ont bloqué des dossiers en 2020 et 2021. Gardez une preuve de votre dépôt, relancez, et adressez-vous à un syndicat ou au tribunal du travail si le contrat est rompu.' },
    ],
    mg: [
      { question: 'Amin’ny olana inona no afaka hitarainako ?', answer: 'Ireo fitarainana matetika : latsakemboka CNaPS tsy naloa, tsy fisian’ny fifanarahana niasana, fandavana sendika, sazy tsy ara-drariny, fandroahana tsy ara-dalàna ary karama tsy voaloa.' },
      { question: 'Efa voaroaka aho. Tsy maintsy mandalo any amin’ny mpanara-maso ny asa ve ?', answer: 'Araka ny filohan’ny fitsarana misahana ny asa eto Antananarivo, ilaina ny fampihavanana any amin’ny mpanara-maso ny asa raha mbola manan-kery ny fifanarahana ; raha efa tapaka kosa izany, ny mpitsara no mandray ny raharaha.' },
      { question: 'Mitokona na tsy mamaly ny mpanara-maso ny asa. Inona no atao ?', answer: 'Nisy fitokonan’ny mpanara-maso ny asa nanakana antontan-taratasy tamin’ny 2020 sy 2021. Tehirizo ny porofon’ny fametrahanao, avereno anontaniana, ary manatona sendika na ny fitsarana misahana ny asa raha efa tapaka ny fifanarahana.' },
    ],
  },
  related: ['certificat-de-travail', 'affiliation-a-la-cnaps', 'accident-du-travail'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['documents', 'cost'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/saisir-l-inspection-du-travail.md). Pas de fiche Torolalana. Sources : OIT NORMLEX (observation 2024 publiée en 2025 : nouveau Code du travail, loi n° 2024-014, article 263 sur la saisine ; inspecteurs occupés à 70–80 % par la conciliation), presse (La Vérité, 22 janvier 2024 : conciliation à l’inspection si le contrat est en vigueur, juge sinon, environ 4 mois ; L’Express 2018 et 2020 : direction régionale d’Analamanga à Antsahavola, motifs des plaintes, rendez-vous ; L’Express 2020-09 : mise en demeure, sanctions au tribunal ; AllAfrica 2021 : grève des inspecteurs), Rivermate (guide privé). Non trouvés, marqués : pièces à fournir, coût (aucune source ne dit que c’est gratuit). Délai de 4 mois : une seule source de presse, affiché à confirmer. Le contenu exact de l’article 263 n’a pas été lu (extrait coupé).',
  },
  sources: [
    { key: 'normlex-2024', title: 'Observation (CEACR) adoptée 2024, publiée 113e session CIT (2025) — Madagascar, conventions n° 81 et 129 (inspection du travail)', publisher: 'Organisation internationale du Travail (NORMLEX)', kind: 'secondary', url: 'https://normlex.ilo.org/dyn/nrmlx_fr/f?p=NORMLEXPUB:13100:0::NO::P13100_COMMENT_ID,P13100_LANG_CODE:4409328,fr', seen: '2026-11-28', published: '2025' },
    { key: 'laverite-2024', title: 'Conflits au travail – Le licenciement abusif en tête de liste !', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/20618-conflits-au-travail-le-licenciement-abusif-en-tete-de-liste.html', seen: '2026-11-28', published: '2024-01-22' },
    { key: 'lexpress-2018', title: 'Protection des travailleurs – Les doléances gagnent du terrain', publisher: 'L’Express de Madagascar', kind: 'press', url: 'http://www.lexpressmada.com/blog/actualites/protection-des-travailleurs-les%E2%80%88doleances%E2%80%88gagnent%E2%80%88du%E2%80%88terrain/', seen: '2026-11-28', published: '2018-02' },
    { key: 'lexpress-2020-11', title: 'Grève des syndicats des travailleurs – Plusieurs dossiers bloqués à l’Inspection du travail', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/24/11/2020/greve-des-syndicats-des-travailleurs-plusieurs-dossiers-bloques-a-linspection-du-travail/', seen: '2026-11-28', published: '2020-11-24' },
    { key: 'lexpress-2020-09', title: 'Toliara – Emploi et travail : les inspecteurs réclament plus de pouvoir', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/03/09/2020/toliara-emploi-et-travail-les-inspecteurs-reclament-plus-de-pouvoir/', seen: '2026-11-28', published: '2020-09-03' },
    { key: 'allafrica-2021', title: 'Pas de contrôle ni d’inspection du travail en ce moment', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202104260380.html', seen: '2026-11-28', published: '2021-04' },
    { key: 'allafrica-2024', title: 'Madagascar : Les différends de travail se multiplient', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202401200086.html', seen: '2026-11-28', published: '2024-01' },
    { key: 'studiosifaka', title: 'Que faire en cas de licenciement abusif ?', publisher: 'Studio Sifaka', kind: 'press', url: 'https://www.studiosifaka.org/articles/interview/itemlist/user/822-andrearazafi.html?start=3042', seen: '2026-11-28' },
    { key: 'rivermate', title: 'Résolution des litiges en Madagascar', publisher: 'Rivermate (guide pour employeurs)', kind: 'secondary', url: 'https://www.rivermate.com/fr/guides/madagascar/resolution-des-litiges', seen: '2026-11-28', published: '2025-04-25' },
  ],
  references: [
    { statement: 'summary', source: 'lexpress-2018', quote: 'Le non versement des cotisations de prévoyance sociale, l’inexistence de contrat de travail, le refus de création d’un syndicat dans une entreprise, les sanctions envers les employés qui n’atteignent pas les résultats attendus, le licenciement abusif' },
    { statement: 'summary', source: 'laverite-2024', quote: 'une phase de conciliation s’impose auprès de l’Inspection du travail si le contrat de l’employeur est encore en vigueur. Le juge entre en scène dans le cas contraire, c’est-à-dire si le contrat est déjà rompu.' },
    { statement: 'summary', source: 'rivermate', quote: 'Avant qu\'une affaire n\'atteigne le tribunal du travail, les parties doivent généralement tenter une conciliation, souvent facilitée par l\'inspection du travail. Si la conciliation échoue, l\'affaire peut alors être déposée officiellement auprès du tribunal du travail.' },
    { statement: 'audience', source: 'lexpress-2018', quote: 'De plus en plus d’employés portent plainte contre leurs employeurs dans la région d’Analamanga.' },
    { statement: 'audience', source: 'allafrica-2024', quote: 'Le licenciement abusif, les plaintes pour non paiement de salaires, sont les problèmes qui reviennent souvent.' },
    { statement: 'documents.0', source: 'studiosifaka', quote: 'Que faire en cas de licenciement abusif ? Se rendre auprès de l’inspecteur de travail avec son contrat.' },
    { statement: 'youReceive', source: 'lexpress-2020-11', quote: 'des convocations non envoyées, des enquêtes non effectuées, des réconciliations annulées' },
    { statement: 'youReceive', source: 'normlex-2024', quote: 'les inspecteurs du travail consacrent en général 70 à 80 pour cent de leur temps à la conciliation. Le gouvernement indique également que 80 pour cent des consommables informatiques sont utilisés dans l’impression de documents relatifs à la convocation des parties et les procès-verbaux.' },
    { statement: 'youReceive', source: 'rivermate', quote: 'Si la conciliation échoue, l\'affaire peut alors être déposée officiellement auprès du tribunal du travail.' },
    { statement: 'processingTime', source: 'laverite-2024', quote: 'Dans ces deux cas, les procédures durent environ 4 mois, selon les informations recueillies.' },
    { statement: 'processingTime', source: 'lexpress-2018', quote: '« Maintenant, il faut attendre des mois pour obtenir un rendez-vous, si nous avons pu l’obtenir au bout de dix à quinze jours après le dépôt du dossier »' },
    { statement: 'whereToApply', source: 'lexpress-2018', quote: 'Quatre mille travailleurs ont déposé des doléances auprès de la direction régionale de l’Inspection du travail d’Analamanga à Antsahavola en 2017.' },
    { statement: 'whereToApply', source: 'lexpress-2020-11', quote: 'au bureau de la Direction régionale de l’Inspection du travail à Antsahavola' },
    { statement: 'whereToApply', source: 'lexpress-2020-09', quote: 'Trois inspecteurs du travail de la direction régionale de la fonction publique, du travail et des lois sociales d’Atsimo Andrefana' },
    { statement: 'steps.1', source: 'lexpress-2018', quote: 'Quatre mille travailleurs ont déposé des doléances auprès de la direction régionale de l’Inspection du travail d’Analamanga à Antsahavola en 2017.' },
    { statement: 'steps.1', source: 'laverite-2024', quote: 'une phase de conciliation s’impose auprès de l’Inspection du travail si le contrat de l’employeur est encore en vigueur.' },
    { statement: 'steps.2', source: 'normlex-2024', quote: 'l’impression de documents relatifs à la convocation des parties et les procès-verbaux' },
    { statement: 'steps.2', source: 'lexpress-2020-09', quote: '« Les infractions au code du Travail sont seulement pénalisées au niveau du tribunal. Alors que si les inspecteurs de travail ont plus de pouvoir qui va au-delà de la mise en demeure des transgresseurs de la loi' },
    { statement: 'steps.3', source: 'laverite-2024', quote: 'Le juge entre en scène dans le cas contraire, c’est-à-dire si le contrat est déjà rompu.' },
    { statement: 'steps.3', source: 'rivermate', quote: 'Si la conciliation échoue, l\'affaire peut alors être déposée officiellement auprès du tribunal du travail.' },
    { statement: 'legalReferences.0', source: 'normlex-2024', quote: 'le nouveau Code du travail, promulgué par la loi no 2024-014 portant Code du travail, qui prévoient les fonctions des inspecteurs du travail dans le règlement des différends du travail. L’article 263 du Code du travail prévoit notamment que la saisine de l’inspection du travail e' },
    { statement: 'faq.0', source: 'lexpress-2018', quote: 'Le non versement des cotisations de prévoyance sociale, l’inexistence de contrat de travail, le refus de création d’un syndicat dans une entreprise, les sanctions envers les employés qui n’atteignent pas les résultats attendus, le licenciement abusif' },
    { statement: 'faq.0', source: 'allafrica-2024', quote: 'Le licenciement abusif, les plaintes pour non paiement de salaires, sont les problèmes qui reviennent souvent.' },
    { statement: 'faq.1', source: 'laverite-2024', quote: 'reconnait Nina Raharinarivonirina, présidente du Tribunal du travail. … une phase de conciliation s’impose auprès de l’Inspection du travail si le contrat de l’employeur est encore en vigueur. Le juge entre en scène dans le cas contraire' },
    { statement: 'faq.2', source: 'lexpress-2020-11', quote: 'Les syndicats des travailleurs affirment que plusieurs dossiers sont bloqués à l’Inspection du travail, en ce moment.' },
    { statement: 'faq.2', source: 'allafrica-2021', quote: 'cela fait des mois que les contrôleurs et inspecteurs du travail ont cessé leurs activités' },
  ],
}

export default service

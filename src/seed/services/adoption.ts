import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'adoption',
  category: 'etat-civil',
  ministry: 'justice',
  slug: { fr: 'adoption', mg: 'fananganan-jaza' },
  title: {
    fr: 'Adopter un enfant',
    mg: 'Manangana zaza',
  },
  summary: {
    fr: 'À Madagascar, l’adoption est simple ou plénière. L’adoption simple se déclare à l’officier d’état civil ; l’adoption plénière, qui donne à l’enfant la qualité d’enfant légitime, passe par l’Autorité centrale de l’adoption (ACAM) et est prononcée par un juge.',
    mg: 'Eto Madagasikara, misy fananganan-jaza tsotra sy fananganan-jaza feno. Ambara amin’ny mpiandraikitra ny sora-piankohonana ny fananganan-jaza tsotra ; ny fananganan-jaza feno kosa, izay manome ny zaza ny maha-zanaka ara-dalàna azy, dia mandalo amin’ny Fahefana foibe misahana ny fananganan-jaza (ACAM) ary didian’ny mpitsara.',
  },
  audience: {
    fr: 'Les familles qui veulent adopter un enfant, y compris l’enfant d’un conjoint, d’un frère ou d’une sœur. Pour l’adoption plénière : des époux mariés, homme et femme ; les personnes seules ne sont pas acceptées.',
    mg: 'Ireo fianakaviana te hanangana zaza, anisan’izany ny zanaky ny vady, ny rahalahy na ny anabavy. Ho an’ny fananganan-jaza feno : mpivady manambady ara-dalàna, lahy sy vavy ; tsy ekena ny olona tokan-tena.',
  },
  marks: {
    audience: {
      fr: 'conditions des adoptants lues pour l’adoption plénière internationale ; pour l’adoption nationale, à confirmer',
      mg: 'ho an’ny fananganan-jaza feno iraisam-pirenena no namakiana ny fepetra ; ho an’ny ao anatin’ny firenena, mbola hamafisina',
    },
  },
  documents: {
    fr: [
      { item: 'Adoption simple : les pièces d’identité de l’adoptant et de l’adopté, et deux témoins', unsure: 'liste des pièces non publiée' },
      { item: 'Adoption plénière : le dossier de demande déposé à l’Autorité centrale de l’adoption (ACAM)', unsure: 'contenu du dossier non publié' },
    ],
    mg: [
      { item: 'Fananganan-jaza tsotra : ny taratasy famantarana ny manangana sy ny zaza atsangana, ary vavolombelona roa', unsure: 'tsy navoaka ny lisitry ny taratasy' },
      { item: 'Fananganan-jaza feno : ny antontan-taratasy fangatahana apetraka any amin’ny Fahefana foibe misahana ny fananganan-jaza (ACAM)', unsure: 'tsy navoaka ny ao anatin’ny antontan-taratasy' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Aucun tarif publié. Un avocat n’est pas obligatoire pour la procédure d’adoption. Demandez les frais au tribunal et à l’ACAM, et un reçu pour tout paiement.',
      mg: 'Tsy navoaka ny sarany. Tsy voatery manana mpisolovava amin’ny fananganan-jaza. Anontanio amin’ny fitsarana sy ny ACAM ny sarany, ary angataho ny rosia isaky ny mandoa vola.',
    },
  },
  youReceive: {
    fr: 'Adoption simple : l’acte dressé par l’officier d’état civil. Adoption plénière : le jugement d’adoption, puis sa transcription à l’état civil.',
    mg: 'Fananganan-jaza tsotra : ny soratra ataon’ny mpiandraikitra ny sora-piankohonana. Fananganan-jaza feno : ny didim-pitsarana momba ny fananganan-jaza, avy eo ny fanoratana azy ao amin’ny sora-piankohonana.',
  },
  processingTime: {
    fr: 'Durée non publiée ; l’adoption plénière prend plusieurs mois (enquête, décision du tribunal).',
    mg: 'Tsy navoaka ny faharetany ; maharitra volana maromaro ny fananganan-jaza feno (fanadihadiana, fanapahan-kevitry ny fitsarana).',
  },
  whereToApply: {
    fr: 'Adoption simple : officier d’état civil de la commune où vit l’adoptant. Adoption plénière : Autorité centrale de l’adoption malagasy (ACAM), au ministère chargé de la Population, puis le tribunal de première instance.',
    mg: 'Fananganan-jaza tsotra : mpiandraikitra ny sora-piankohonana ao amin’ny kaominina onenan’ny manangana. Fananganan-jaza feno : Fahefana foibe misahana ny fananganan-jaza (ACAM), ao amin’ny ministera misahana ny Mponina, avy eo ny Fitsarana ambaratonga voalohany.',
  },
  steps: {
    fr: [
      { title: 'Choisissez la forme d’adoption', detail: 'L’adoption simple crée ou resserre un lien de parenté, par exemple dans la même famille. L’adoption plénière fait de l’enfant l’enfant légitime des adoptants.' },
      { title: 'Adoption simple : déclarez-la à l’état civil', detail: 'L’adoptant fait la déclaration devant l’officier d’état civil de sa résidence habituelle, en présence de deux témoins.' },
      { title: 'Adoption plénière : déposez la demande à l’ACAM', detail: 'Toute demande d’adoption plénière, nationale ou internationale, passe obligatoirement par l’Autorité centrale de l’adoption.' },
      { title: 'Adoption plénière : la décision du tribunal', detail: 'L’adoption plénière est prononcée par une décision judiciaire, ensuite inscrite à l’état civil.', unsure: 'transcription à l’état civil : aucune source malgache lue' },
    ],
    mg: [
      { title: 'Safidio ny karazana fananganan-jaza', detail: 'Mamorona na manamafy fifandraisana ara-pianakaviana ny fananganan-jaza tsotra, ohatra ao anatin’ny fianakaviana iray. Ny fananganan-jaza feno kosa dia mahatonga ny zaza ho zanaka ara-dalàn’ireo nanangana azy.' },
      { title: 'Fananganan-jaza tsotra : ambarao any amin’ny sora-piankohonana', detail: 'Manao ny fanambarana eo anatrehan’ny mpiandraikitra ny sora-piankohonana ao amin’ny toerana onenany mahazatra ny manangana, miaraka amin’ny vavolombelona roa.' },
      { title: 'Fananganan-jaza feno : apetraho any amin’ny ACAM ny fangatahana', detail: 'Tsy maintsy mandalo amin’ny Fahefana foibe misahana ny fananganan-jaza ny fangatahana fananganan-jaza feno rehetra, na ao anatin’ny firenena na iraisam-pirenena.' },
      { title: 'Fananganan-jaza feno : ny fanapahan-kevitry ny fitsarana', detail: 'Didim-pitsarana no mamoaka ny fananganan-jaza feno, ary soratana ao amin’ny sora-piankohonana avy eo.', unsure: 'fanoratana ao amin’ny sora-piankohonana : tsy nahitana loharano malagasy' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2017-014 du 26 juillet 2017 relative à l’adoption (remplace la loi n° 2005-014 du 7 septembre 2005)'],
    mg: ['Lalàna laharana faha-2017-014 tamin’ny 26 jolay 2017 momba ny fananganan-jaza (manolo ny lalàna laharana faha-2005-014 tamin’ny 7 septambra 2005)'],
  },
  faq: {
    fr: [
      { question: 'Puis-je adopter seul(e) ?', answer: 'Pas en adoption plénière : les célibataires ne sont pas acceptés. L’adoption plénière est ouverte aux époux mariés, homme et femme.' },
      { question: 'Faut-il un avocat ?', answer: 'Non : selon l’ambassade de France, le recours à un avocat n’est pas obligatoire dans la procédure d’adoption à Madagascar ; l’ACAM conseille aussi les familles.' },
      { question: 'Je veux adopter le fils de ma sœur. Est-ce possible ?', answer: 'Oui : l’adoption intrafamiliale, simple ou plénière, concerne l’enfant du conjoint, d’un frère ou d’une sœur de l’un des adoptants.' },
    ],
    mg: [
      { question: 'Afaka manangana zaza irery ve aho ?', answer: 'Tsy azo atao amin’ny fananganan-jaza feno : tsy ekena ny olona tokan-tena. Mpivady manambady ara-dalàna, lahy sy vavy, no afaka manao fananganan-jaza feno.' },
      { question: 'Mila mpisolovava ve ?', answer: 'Tsia : araka ny masoivohon’i Frantsa, tsy voatery manana mpisolovava amin’ny fananganan-jaza eto Madagasikara ; manoro hevitra ny fianakaviana koa ny ACAM.' },
      { question: 'Te hanangana ny zanaky ny anabaviko aho. Azo atao ve izany ?', answer: 'Eny : ny fananganan-jaza ao anatin’ny fianakaviana, tsotra na feno, dia mahakasika ny zanaky ny vady, ny rahalahy na ny anabavin’ny iray amin’ireo manangana.' },
    ],
  },
  related: ['acte-de-naissance', 'livret-de-famille', 'changement-de-nom'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b1 ; recherche : docs/research/issue41/adoption.md). Formes simple et plénière, déclaration à l’état civil avec deux témoins, passage par l’Autorité centrale et décision judiciaire : consulat de Madagascar à Bordeaux et Madagascar Tribune. Conditions des adoptants (époux hétérosexuels, pas de célibataires) : ambassade de France et ministère français des Affaires étrangères, écrites pour l’adoption internationale (marque sur le public). Loi en vigueur : 2017-014 du 26 juillet 2017 (ambassade de France, AFA) ; son texte n’a pas été lu au-delà de l’exposé des motifs. Aucune fiche Torolalana. Marqués : pièces, tarif, délai, transcription du jugement. Ministère : l’ACAM relève du ministère de la Population, absent de la liste ; le guide est rattaché à la Justice (décision du tribunal).',
  },
  sources: [
    { key: 'consulat-bordeaux', title: 'Adoption (formes simple et plénière)', publisher: 'Consulat de Madagascar à Bordeaux', kind: 'official', url: 'http://www.consulatmadagascar.fr/bordeaux/index.php/formalites/legalisation-de-signature/adoption/', seen: '2026-11-28' },
    { key: 'ambafrance', title: 'L’adoption à Madagascar (fiche pays, recours à un avocat)', publisher: 'Ambassade de France à Madagascar', kind: 'official', url: 'https://mg.ambafrance.org/1-L-adoption-internationale-a', seen: '2026-11-28' },
    { key: 'diplomatie-fr', title: 'Adopter à l’étranger : Madagascar', publisher: 'Ministère de l’Europe et des Affaires étrangères (France)', kind: 'official', url: 'https://www.diplomatie.gouv.fr/fr/adopter-a-l-etranger/le-processus-de-l-adoption-internationale/le-choix-du-pays-d-origine/autres-pays-64611/article/madagascar', seen: '2026-11-28' },
    { key: 'tribune', title: 'Une procédure très réglementée (adoption simple et plénière)', publisher: 'Madagascar Tribune', kind: 'press', url: 'https://www.madagascar-tribune.com/Une-procedure-tres-reglementee-a,9245.html', seen: '2026-11-28' },
    { key: 'afa', title: 'Fiche pays Madagascar : encadrement juridique des adoptions', publisher: 'Agence française de l’adoption (AFA)', kind: 'official', url: 'https://agence-adoption.fr/fiches-pays/madagascar/2', seen: '2026-11-28' },
    { key: 'allafrica-2017', title: 'Nouvelle loi sur l’adoption (décision n° 18-HCC du 21 juillet 2017)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'http://fr.allafrica.com/stories/201707240593.html', seen: '2026-11-28', published: '2017-07-24' },
  ],
  references: [
    { statement: 'summary', source: 'consulat-bordeaux', quote: 'Il y a deux formes d’adoption à Madagascar : la forme simple et la forme plénière.' },
    { statement: 'summary', source: 'consulat-bordeaux', quote: 'Elle doit faire l’objet d’une déclaration devant l’officier d’état civil de la résidence habituelle de l’adoptant' },
    { statement: 'summary', source: 'consulat-bordeaux', quote: 'L’adoption plénière est une institution juridique ayant pour objet de créer entre deux personnes, l’adoptant et l’adopté, un lien de filiation conférant à ce dernier la qualité d’enfant légitime. Elle est prononcée par décision judiciaire.' },
    { statement: 'summary', source: 'tribune', quote: 'Toute demande d’adoption plénière, qu’elle soit nationale ou internationale, doit aussi obligatoirement passer par l’Autorité Centrale Malagasy, au Ministère de la population.' },
    { statement: 'audience', source: 'consulat-bordeaux', quote: 'L’adoption intrafamiliale, simple ou plénière, concerne l’adoption de l’enfant du conjoint, de l’enfant d’un frère ou d’une sœur de l’un des adoptants.' },
    { statement: 'audience', source: 'ambafrance', quote: 'Les couples mariés sans enfants sont acceptés ; - Les couples mariés avec enfants sont acceptés ; - Les célibataires ne sont pas acceptés.', where: 'Exigences relatives aux adoptants' },
    { statement: 'audience', source: 'ambafrance', quote: 'L’adoption plénière internationale n’est permise qu’aux époux hétérosexuels', where: 'Exigences relatives aux adoptants' },
    { statement: 'documents.0', source: 'tribune', quote: 'Cette déclaration est faite en présence de l’adoptant, s’il a plus de 12 ans, et aussi en présence de deux témoins.' },
    { statement: 'documents.1', source: 'consulat-bordeaux', quote: 'Toute demande d’adoption plénière, qu’elle soit nationale ou internationale doit obligatoirement passer par l’Autorité Centrale malgache.' },
    { statement: 'cost', source: 'ambafrance', quote: 'Dans le cadre de la procédure d’adoption à Madagascar, le recours à un avocat n’est pas obligatoire.' },
    { statement: 'youReceive', source: 'consulat-bordeaux', quote: 'Elle doit faire l’objet d’une déclaration devant l’officier d’état civil de la résidence habituelle de l’adoptant' },
    { statement: 'youReceive', source: 'consulat-bordeaux', quote: 'Elle est prononcée par décision judiciaire.' },
    { statement: 'whereToApply', source: 'consulat-bordeaux', quote: 'Elle doit faire l’objet d’une déclaration devant l’officier d’état civil de la résidence habituelle de l’adoptant' },
    { statement: 'whereToApply', source: 'tribune', quote: 'Toute demande d’adoption plénière, qu’elle soit nationale ou internationale, doit aussi obligatoirement passer par l’Autorité Centrale Malagasy, au Ministère de la population.' },
    { statement: 'whereToApply', source: 'diplomatie-fr', quote: 'l’Autorité centrale de l’adoption malagasy (ACAM), Autorité centrale malgache pour la mise en œuvre de la Convention de La Haye du 29 mai 1993.' },
    { statement: 'steps.0', source: 'consulat-bordeaux', quote: 'L’adoption simple s’étend comme étant l’acte juridique destiné, soit à céer entre deux personnes étrangères l’une à l’ autre un lien de parenté fictive, soit à resserrer entre deux personnes d’une même famille le lien de parenté ou l’ alliance déja existant.' },
    { statement: 'steps.0', source: 'tribune', quote: 'c’est une institution juridique conférant à un adopté la qualité d’enfant légitime de son adoptant.' },
    { statement: 'steps.1', source: 'tribune', quote: 'Cette adoption ne nécessite qu’une déclaration devant l’officier de l’état civil de la résidence habituelle de l’adoptant. Cette déclaration est faite en présence de l’adoptant, s’il a plus de 12 ans, et aussi en présence de deux témoins.' },
    { statement: 'steps.1', source: 'consulat-bordeaux', quote: 'Elle doit faire l’objet d’une déclaration devant l’officier d’état civil de la résidence habituelle de l’adoptant' },
    { statement: 'steps.2', source: 'consulat-bordeaux', quote: 'Toute demande d’adoption plénière, qu’elle soit nationale ou internationale doit obligatoirement passer par l’Autorité Centrale malgache.' },
    { statement: 'steps.3', source: 'consulat-bordeaux', quote: 'Elle est prononcée par décision judiciaire.' },
    { statement: 'legalReferences.0', source: 'ambafrance', quote: 'Loi malgache n°2017-014 du 26 juillet 2017 relative à l’adoption.', where: 'Textes de référence' },
    { statement: 'legalReferences.0', source: 'afa', quote: 'Loi n°2005 – 014 du 7 septembre 2005 relative à l’adoption ; … Loi n°2017 – 014 du 26 juillet 2017 relative à l’adoption publiée au Journal Officiel malgache du 5 février 2018.', where: 'Textes de référence' },
    { statement: 'faq.0', source: 'ambafrance', quote: 'Les couples mariés sans enfants sont acceptés ; - Les couples mariés avec enfants sont acceptés ; - Les célibataires ne sont pas acceptés.', where: 'Exigences relatives aux adoptants' },
    { statement: 'faq.0', source: 'diplomatie-fr', quote: 'les couples hétérosexuels mariés sans enfants sont acceptés', where: 'Qui peut adopter ?' },
    { statement: 'faq.1', source: 'ambafrance', quote: 'Dans le cadre de la procédure d’adoption à Madagascar, le recours à un avocat n’est pas obligatoire.' },
    { statement: 'faq.1', source: 'ambafrance', quote: 'L’ACAM (Autorité Centrale de l’Adoption Malgache) a également un rôle de conseils auprès des familles adoptives.' },
    { statement: 'faq.2', source: 'consulat-bordeaux', quote: 'L’adoption intrafamiliale, simple ou plénière, concerne l’adoption de l’enfant du conjoint, de l’enfant d’un frère ou d’une sœur de l’un des adoptants.' },
  ],
}

export default service

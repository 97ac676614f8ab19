import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'mecanisme-de-gestion-des-plaintes',
  category: 'citoyennete',
  ministry: 'presidence',
  slug: { fr: 'mecanisme-de-gestion-des-plaintes', mg: 'rafitra-fandraisana-fitarainana' },
  title: {
    fr: 'Utiliser le mécanisme de gestion des plaintes (MGP) d’un projet public',
    mg: 'Mampiasa ny rafitra fandraisana sy fikarakarana fitarainana (MGP) amin’ny tetikasam-panjakana',
  },
  summary: {
    fr: 'Les grands projets publics (routes, inondations, protection sociale, identité…) ont un mécanisme de gestion des plaintes. Il vous permet de signaler un problème — dégâts, indemnisation, oubli d’un bénéficiaire, comportement d’un agent — et d’obtenir une réponse.',
    mg: 'Manana rafitra fandraisana sy fikarakarana fitarainana ireo tetikasam-panjakana lehibe (lalana, fiarovana amin’ny tondra-drano, fiahiana ara-tsosialy, mombamomba ny olona…). Ahafahanao manambara olana iray izany — fahasimbana, onitra, mpisitraka adino, fihetsiky ny mpiasa — sy mahazo valiny.',
  },
  audience: {
    fr: 'Les habitants, bénéficiaires et personnes affectées par un projet public (travaux, déplacements, programmes d’aide), ainsi que les associations et autorités locales.',
    mg: 'Ny mponina, ny mpisitraka ary ireo olona voakasiky ny tetikasam-panjakana iray (asa fanamboarana, famindran-toerana, fandaharanasa fanampiana), ary koa ny fikambanana sy ny manam-pahefana eo an-toerana.',
  },
  documents: {
    fr: [
      'Le nom du projet et le lieu concerné (fokontany, commune)',
      'La description du problème et sa date',
      'Les preuves éventuelles : photos, reçus, liste de bénéficiaires, courrier reçu',
      'Vos coordonnées si vous souhaitez une réponse (la plainte peut aussi être anonyme)',
    ],
    mg: [
      'Ny anaran’ny tetikasa sy ny toerana voakasika (fokontany, kaominina)',
      'Ny fanazavana ny olana sy ny daty nisehoany',
      'Porofo raha misy : sary, rosia, lisitry ny mpisitraka, taratasy voarainao',
      'Ny fomba hifandraisana aminao raha mila valiny ianao (azo atao koa ny tsy milaza anarana)',
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'Déposer une plainte ne devrait rien vous coûter : les MGP des projets sont conçus pour être accessibles sans frais (numéro vert, boîtes à doléances, fokontany). Si quelqu’un vous demande de l’argent pour enregistrer une plainte, signalez-le.',
      mg: 'Tsy tokony handany vola ianao amin’ny fametrahana fitarainana : natao ho azo idirana maimaim-poana ny MGP an’ny tetikasa (laharana maintso, boaty fitarainana, fokontany). Raha misy mangataka vola aminao handraisana ny fitarainanao, ambarao izany.',
    },
  },
  youReceive: {
    fr: 'Une réponse du projet à votre plainte ; demandez aussi une preuve que votre plainte a été reçue.',
    mg: 'Valinteny avy amin’ny tetikasa momba ny fitarainanao ; angataho koa ny porofo fa voaray ny fitarainanao.',
  },
  processingTime: {
    fr: 'Chaque projet fixe ses délais dans son manuel de gestion des plaintes (accusé de réception puis réponse en quelques jours à quelques semaines). Les plaintes sensibles (violences, abus) sont traitées en priorité et de façon confidentielle.',
    mg: 'Samy mametra ny fe-potoany ao amin’ny boky torolalana momba ny fikarakarana fitarainana ny tetikasa tsirairay (fanamafisana fa voaray, avy eo valiny ao anatin’ny andro vitsivitsy ka hatramin’ny herinandro vitsivitsy). Karakaraina voalohany sy mangingina ny fitarainana saro-pady (herisetra, fanararaotana).',
  },
  whereToApply: {
    fr: 'En ligne : formulaire de doléance du portail. Sur place : bureau du fokontany (premier niveau), commune, point focal ou bureau du projet, boîtes à doléances installées par le projet, numéro vert ou adresse électronique indiqués sur ses affiches. Pour le projet PRODIGY de l’Unité de gouvernance digitale : e-Koragna, numéro vert 633, joignable depuis tous les opérateurs. En dernier recours : Médiateur de la République, ou BIANCO en cas de corruption.',
    mg: 'An-tserasera : ny taratasy fametrahana fitarainana ao amin’ity vavahadin-tserasera ity. Mivantana : biraon’ny fokontany (ambaratonga voalohany), kaominina, mpiandraikitra na biraon’ny tetikasa, boaty fitarainana napetraky ny tetikasa, laharana maimaim-poana na adiresy mailaka voasoratra amin’ny petadrindriny. Ho an’ny tetikasa PRODIGY an’ny Unité de Gouvernance Digitale : e-Koragna, laharana maintso 633, azo antsoina avy amin’ny tambazotra rehetra. Farany : ny Mpanelanelana eo anivon’ny Repoblika, na ny BIANCO raha misy kolikoly.',
  },
  steps: {
    fr: [
      { title: 'Identifiez le projet concerné', detail: 'Repérez le nom du projet sur les panneaux de chantier, les affiches ou auprès du fokontany.' },
      { title: 'Choisissez un canal', detail: 'Le fokontany est souvent le plus proche. Vous pouvez aussi utiliser la boîte à doléances du projet, son numéro vert ou le formulaire en ligne du portail.' },
      { title: 'Décrivez votre plainte', detail: 'Indiquez clairement ce qui s’est passé, où, quand et ce que vous demandez. Ajoutez les preuves disponibles.' },
      { title: 'Notez votre numéro de plainte', detail: 'Chaque plainte enregistrée reçoit en général un code de suivi. Conservez-le.' },
      { title: 'Suivez la réponse et faites appel si besoin', detail: 'Si la réponse ne vous satisfait pas, demandez l’examen par le niveau supérieur du mécanisme (commune, unité de gestion du projet), puis le Médiateur de la République.' },
    ],
    mg: [
      { title: 'Fantaro ny tetikasa voakasika', detail: 'Jereo ny anaran’ny tetikasa eo amin’ny takelaka eny amin’ny toeram-piasana, ny petadrindrina na anontanio ny fokontany.' },
      { title: 'Safidio ny lalana hampiasaina', detail: 'Ny fokontany no matetika akaiky indrindra. Azonao ampiasaina koa ny boaty fitarainan’ny tetikasa, ny laharana maimaim-poana na ny taratasy an-tserasera ao amin’ny vavahadin-tserasera.' },
      { title: 'Hazavao ny fitarainanao', detail: 'Lazao mazava ny zava-nitranga, ny toerana, ny fotoana ary izay angatahinao. Ampio ny porofo misy.' },
      { title: 'Soraty ny kaody fanarahana ny fitarainanao', detail: 'Matetika omena kaody fanarahana ny fitarainana voaray tsirairay. Tehirizo izany.' },
      { title: 'Araho ny valiny ary mitaraina any ambony raha ilaina', detail: 'Raha tsy mahafa-po anao ny valiny, angataho hodinihin’ny ambaratonga ambony amin’ny rafitra (kaominina, biraon’ny fitantanana ny tetikasa), avy eo ny Mpanelanelana eo anivon’ny Repoblika.' },
    ],
  },
  legalReferences: {
    fr: [
      'Cadre environnemental et social de la Banque mondiale, norme environnementale et sociale n° 10 (mobilisation des parties prenantes et mécanisme de gestion des plaintes)',
      'Plan de mobilisation des parties prenantes (PMPP) et manuel de gestion des plaintes propres à chaque projet',
    ],
    mg: [
      'Rafitra ara-tontolo iainana sy ara-tsosialin’ny Banky Iraisam-pirenena, fenitra faha-10 (fampandraisana anjara ireo voakasika sy rafitra fikarakarana fitarainana)',
      'Drafitra fampandraisana anjara ireo voakasika (PMPP) sy boky torolalana momba ny fikarakarana fitarainana manokan’ny tetikasa tsirairay',
    ],
  },
  faq: {
    fr: [
      { question: 'Ma plainte peut-elle rester anonyme ?', answer: 'Oui, la plupart des MGP acceptent les plaintes anonymes et protègent la confidentialité, surtout pour les cas sensibles.' },
      { question: 'Quelle différence avec une doléance ordinaire ?', answer: 'Le MGP concerne un projet précis et ses effets sur vous. Pour un problème avec un service public en général, utilisez la procédure de doléance.' },
      { question: 'Et si le problème est un pot-de-vin demandé par un agent du projet ?', answer: 'Signalez-le au MGP et au BIANCO, qui peut enquêter sur les faits de corruption.' },
    ],
    mg: [
      { question: 'Azo atao ve ny tsy milaza anarana amin’ny fitarainako ?', answer: 'Eny, manaiky fitarainana tsy misy anarana ny ankamaroan’ny MGP ary miaro ny tsiambaratelo, indrindra amin’ny raharaha saro-pady.' },
      { question: 'Inona no mampiavaka azy amin’ny fitarainana tsotra ?', answer: 'Ny MGP dia mikasika tetikasa iray voafaritra sy ny vokany eo aminao. Raha olana amin’ny sampan-draharaham-panjakana amin’ny ankapobeny, ampiasao ny fomba fametrahana fitarainana.' },
      { question: 'Ahoana raha nangataka kolikoly ny mpiasan’ny tetikasa ?', answer: 'Ambarao any amin’ny MGP sy ny BIANCO izany, izay afaka manadihady ny kolikoly.' },
    ],
  },
  onlineServices: {
    fr: [{ label: 'Déposer une doléance en ligne', url: '/fr/contact/?kind=complaint' }],
    mg: [{ label: 'Mametraka fitarainana an-tserasera', url: '/mg/contact/?kind=complaint' }],
  },
  related: ['doleances', 'porter-plainte', 'regions-et-districts'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime'],
  review: {
    status: 'toVerify',
    notes: 'Relu le 2026-11-28 énoncé par énoncé (docs/research/issue40/mecanisme-de-gestion-des-plaintes.md). Torolalana (fiche « e-Koragna, rafitra fitantanana fitarainana », lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026, version malgache) : e-Koragna, mécanisme de l’Unité de gouvernance digitale mis en place le 1er août 2022 pour le projet PRODIGY, numéro vert 633 joignable depuis tous les opérateurs. Guide général : les pages officielles du PRODUIR et de Torolalana (PRODIGY) confirment canaux, anonymat, confidentialité et manuel de gestion des plaintes pour ces projets. Montant : aucune source ne dit en toutes lettres que le dépôt est gratuit (le PRODUIR parle de surmonter les barrières financières ; un numéro vert) : coût marqué, « gratuitement » retiré du résumé. Délai : « quelques jours à quelques semaines » et le traitement prioritaire des cas sensibles ne sont pas sourcés : délai marqué. Code de suivi et ordre des recours (commune, unité de gestion, Médiateur) sans source : affichés « à confirmer ». Numéros verts, adresses électroniques et niveaux de recours varient selon les projets et sont à compléter. Rattachement : e-Koragna relève de l’Unité de gouvernance digitale, sous la tutelle administrative de la Présidence et technique du ministère du Numérique (Public Digital, 17 octobre 2022). Traduction malgache de « mécanisme de gestion des plaintes » à valider.',
  },
  sources: [
    { key: 'public-digital', title: 'L’Unité de gouvernance digitale de Madagascar relève le défi de la transformation numérique des services publics (tutelle administrative de la Présidence, tutelle technique du MNDPT)', publisher: 'Public Digital', kind: 'secondary', url: 'https://pd-legacy.madebyfieldwork.com/2022/10/17/lunit%C3%A9-de-gouvernance-digitale-de-madagascar-rel%C3%A8ve-le-d%C3%A9fi-de-la-transformation-num%C3%A9rique-des-services-publics', seen: '2026-11-27', published: '2022-10-17' },
    { key: 'torolalana-ekoragna', title: 'Torolalana — e-Koragna, rafitra fitantanana fitarainana (lu dans une copie publique du site, février 2026)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/e-koragna-mecanisme-de-gestion-de-plaintes', seen: '2026-11-28', published: '2026-02' },
    { key: 'produir', title: 'Gestion des plaintes', publisher: 'Projet de développement urbain intégré du Grand Antananarivo (PRODUIR)', kind: 'official', url: 'https://produir-madagascar.mg/gestion-des-plaintes', seen: '2026-11-28' },
    { key: 'produir-andohatapenaka', title: 'Une réunion et des échanges entrant dans le cadre du PRODUIR à Andohatapenaka', publisher: 'Projet de développement urbain intégré du Grand Antananarivo (PRODUIR)', kind: 'official', url: 'https://produir-madagascar.mg/une-reunion-et-des-echanges-entrant-dans-le-cadre-du-produir-a-andohatapenaka', seen: '2026-11-28', published: '2022-11-09' },
    { key: 'allafrica-produir', title: 'PRODUIR : le mécanisme de gestion des plaintes (mail, page Facebook, boîtes à doléances, numéro vert)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202408170058.html', seen: '2026-11-28', published: '2024-08-17' },
    { key: 'nes-10', title: 'Note d’orientation NES n° 10 : mobilisation des parties prenantes et information (Cadre environnemental et social)', publisher: 'Banque mondiale', kind: 'official', url: 'http://documents.banquemondiale.org/curated/fr/980231548455362302/text/ESF-Guidance-Note-10-Stakeholder-Engagement-and-Information-Disclosure-French.txt', seen: '2026-11-28', published: '2018-06' },
    { key: 'grs', title: 'FAQ sur le Service de règlement des plaintes (GRS)', publisher: 'Banque mondiale', kind: 'official', url: 'https://www.banquemondiale.org/fr/projects-operations/products-and-services/grievance-redress-service/grs-faq', seen: '2026-11-28' },
    { key: 'prodigy-pmpp', title: 'PRODIGY (P169413) : plan de mobilisation des parties prenantes, version de juin 2020', publisher: 'Banque mondiale', kind: 'official', url: 'http://documents1.worldbank.org/curated/en/456201592393311221/text/Revised-Stakeholder-Engagement-Plan-SEP-MG-Digital-Governance-and-Identification-Management-System-Project-PRODIGY-P169413.txt', seen: '2026-11-28', published: '2020-06' },
    { key: 'fid-pmpp', title: 'Plan de mobilisation des parties prenantes (PMPP) : projet de protection sociale, version de juin 2025', publisher: 'Fonds d’intervention pour le développement (FID)', kind: 'official', url: 'https://www.fid.mg/plan-de-mobilisation-des-parties-prenantes-pmpp-projet-de-protection-sociale-juin-2025', seen: '2026-11-28', published: '2025-07-14' },
    { key: 'lexpress-2021', title: 'Lala Ratsirahonana : « La Médiature de la République, une tangente de la société »', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/31/07/2021/lala-ratsirahonana-la-mediature-de-la-republique-une-tangente-de-la-societe/', seen: '2026-11-28', published: '2021-07-31' },
    { key: 'midi-bianco', title: 'Boîtes à doléances du BIANCO dans les 119 districts', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/?p=70841', seen: '2026-11-28' },
    { key: 'allafrica-itoroka', title: 'La plateforme i-TOROKA', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/201906060867.html', seen: '2026-11-28', published: '2019-06' },
  ],
  references: [
    { statement: 'summary', source: 'produir', quote: "Ce mécanisme de gestion des plaintes a été mis en place afin d'offrir aux individus, entités et communautés un espace dédié au traitement de leurs plaintes ou doléances éventuelles en toute transparence" },
    { statement: 'summary', source: 'torolalana-ekoragna', quote: "e-Koragne dia rafitra fitantanana fitarainana napetraky ny Unité de Gouvernance Digitale, napetraka tamin'ny 01 aogositra 2022 … tetikasa PRODIGY" },
    { statement: 'summary', source: 'allafrica-produir', quote: "Pour les projets financés par la Banque Mondiale, à l'image de PRODUIR (Projet de développement urbain intégré du Grand Antananarivo), le Mécanisme de Gestion des Plaintes (MGP) est un rouage essentiel." },
    { statement: 'audience', source: 'produir', quote: "offrir aux individus, entités et communautés un espace dédié au traitement de leurs plaintes … 500 000 bénéficiaires du projet PRODUIR" },
    { statement: 'audience', source: 'produir-andohatapenaka', quote: "Elle a réuni les personnes affectées par le projet (PAPS) sur les chantiers des digues de l'Ikopa et de la Sisaony" },
    { statement: 'documents.3', source: 'produir', quote: "Protection de l'anonymat des plaignants ;" },
    { statement: 'cost', source: 'produir', quote: "Large diffusion du mécanisme auprès des groupes cibles, en surmontant les barrières linguistiques, géographiques, intellectuelles, financières …" },
    { statement: 'cost', source: 'torolalana-ekoragna', quote: "Raha tia iantso ny sehatra e-Koragna dia antsoy ny laharana maintso633." },
    { statement: 'youReceive', source: 'produir', quote: "l'assurance d'être entendus et répondus dans un délai satisfaisant." },
    { statement: 'processingTime', source: 'allafrica-produir', quote: "PRODUIR a commencé à recevoir et à traiter des plaintes depuis octobre 2018. Le manuel de gestion des plaintes a été validé en novembre 2019." },
    { statement: 'processingTime', source: 'produir', quote: "Confidentialité, surtout pour le cas de plaintes de nature sensibles ;" },
    { statement: 'whereToApply', source: 'produir', quote: "Les doléances peuvent être soumises principalement au niveau des fokontany concernés … Point Focal Environnemental et Social (PFES) … Unité de Gestion de Projet (UGP) PRODUIR … Toutes les communes concernées par le projet PRODUIR" },
    { statement: 'whereToApply', source: 'allafrica-produir', quote: "Les bénéficiaires peuvent déposer les plaintes par divers moyens : mail, page Facebook, boîtes à doléances, numéro vert..." },
    { statement: 'whereToApply', source: 'torolalana-ekoragna', quote: "Raha tia iantso ny sehatra e-Koragna dia antsoy ny laharana maintso633. Afaka miantso an'io laharana io avokoa ny laharan-tarobia avy ny mpandraraha eto Madagasikara." },
    { statement: 'whereToApply', source: 'lexpress-2021', quote: "… fixe sa mission qui est de recevoir les réclamations concernant, dans leurs relations avec les administrés, le fonctionnement des administrations de l'État, des collectivités publiques territoriales, des établissements publics et de tout autre organisme investi d'une mission de service public." },
    { statement: 'whereToApply', source: 'midi-bianco', quote: "le Bianco a pour compétence pour mener des investigations sur des faits de corruption et infractions assimilées" },
    { statement: 'steps.0', source: 'produir', quote: "Les doléances peuvent être soumises principalement au niveau des fokontany concernés qui représentent les premières instances les plus accessibles à la population." },
    { statement: 'steps.1', source: 'produir', quote: "Les doléances peuvent être soumises principalement au niveau des fokontany concernés qui représentent les premières instances les plus accessibles à la population." },
    { statement: 'steps.1', source: 'allafrica-produir', quote: "Les bénéficiaires peuvent déposer les plaintes par divers moyens : mail, page Facebook, boîtes à doléances, numéro vert..." },
    { statement: 'legalReferences.0', source: 'nes-10', quote: "NES no 10 : Mobilisation des parties prenantes et information Les notes d'orientation à l' intention des Emprunteurs énoncent les modalités d'application des Normes environne- mentales et sociales (NES), qui font partie du Cadre environnemental et social 2016 de la Banque mondiale." },
    { statement: 'legalReferences.1', source: 'prodigy-pmpp', quote: "PROJET DE GOUVERNANCE DIGITALE ET DE GESTION DE L'IDENTITE MALAGASY (PRODIGY) P169413 PLAN DE MOBILISATION DES PARTIES PRENANTES Version Juin 2020" },
    { statement: 'legalReferences.1', source: 'allafrica-produir', quote: "Le manuel de gestion des plaintes a été validé en novembre 2019." },
    { statement: 'faq.0', source: 'produir', quote: "Protection de l'anonymat des plaignants ; Confidentialité, surtout pour le cas de plaintes de nature sensibles ;" },
    { statement: 'faq.0', source: 'grs', quote: "Toutes les plaintes seront traitées de manière confidentielle." },
    { statement: 'faq.2', source: 'midi-bianco', quote: "le Bianco a pour compétence pour mener des investigations sur des faits de corruption et infractions assimilées" },
    { statement: 'faq.2', source: 'allafrica-itoroka', quote: "un site (doléances.bianco-mg.org) associé au site web du Bianco qui permet aux citoyens de dénoncer des faits de corruption et d'échanger avec les investigateurs du Bianco" },
  ],
}

export default service

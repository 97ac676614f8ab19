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
    fr: 'Les grands projets publics (routes, inondations, protection sociale, identité…) ont un mécanisme de gestion des plaintes. Il vous permet de signaler gratuitement un problème — dégâts, indemnisation, oubli d’un bénéficiaire, comportement d’un agent — et d’obtenir une réponse.',
    mg: 'Manana rafitra fandraisana sy fikarakarana fitarainana ireo tetikasam-panjakana lehibe (lalana, fiarovana amin’ny tondra-drano, fiahiana ara-tsosialy, mombamomba ny olona…). Ahafahanao manambara maimaim-poana olana iray izany — fahasimbana, onitra, mpisitraka adino, fihetsiky ny mpiasa — sy mahazo valiny.',
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
      fr: 'Déposer une plainte dans un MGP est toujours gratuit, quel que soit le canal utilisé.',
      mg: 'Maimaim-poana foana ny fametrahana fitarainana ao amin’ny MGP, na inona na inona lalana ampiasainao.',
    },
  },
  youReceive: {
    fr: 'Un accusé de réception, puis une réponse du projet à votre plainte.',
    mg: 'Fanamafisana fa voaray ny fitarainanao, ary avy eo valinteny avy amin’ny tetikasa.',
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
    notes: 'Comparé le 2026-11-25 à Torolalana (fiche « e-Koragna, mécanisme de gestion de plaintes », lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026, version malgache) : e-Koragna, mécanisme de l’Unité de gouvernance digitale mis en place le 1er août 2022 pour le projet PRODIGY, joignable au numéro vert 633 depuis tous les opérateurs : ajouté au lieu. Pas de désaccord. Guide général, peu recherché (une seule recherche dans ce passage). Montant : gratuité du dépôt d’une plainte affirmée sans source explicite (à vérifier dans la NES n° 10 ou les manuels des projets). Délai : accusé de réception et réponse « en quelques jours à quelques semaines » non confirmés ; chaque projet fixe ses délais dans son manuel. Numéros verts, adresses électroniques et niveaux de recours varient selon les projets et sont à compléter. Rattachement : e-Koragna relève de l’Unité de gouvernance digitale, sous la tutelle administrative de la Présidence et technique du ministère du Numérique (Public Digital, 17 octobre 2022) ; le guide affiche donc la Présidence (la Primature affichée jusqu’ici n’avait pas de source). Traduction malgache de « mécanisme de gestion des plaintes » à valider.',
  },
  sources: [
    { title: 'L’Unité de gouvernance digitale de Madagascar relève le défi de la transformation numérique des services publics (tutelle administrative de la Présidence, tutelle technique du MNDPT)', publisher: 'Public Digital', kind: 'secondary', url: 'https://pd-legacy.madebyfieldwork.com/2022/10/17/lunit%C3%A9-de-gouvernance-digitale-de-madagascar-rel%C3%A8ve-le-d%C3%A9fi-de-la-transformation-num%C3%A9rique-des-services-publics', seen: '2026-11-27', published: '2022-10-17', supports: ['summary'] },
    { title: 'Torolalana — e-Koragna, mécanisme de gestion de plaintes (numéro vert 633)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/e-koragna-mecanisme-de-gestion-de-plaintes', seen: '2026-11-25', published: '2026-02', supports: ['whereToApply'] },
    { title: 'Note d’orientation NES n° 10 : mobilisation des parties prenantes et information (Cadre environnemental et social)', publisher: 'Banque mondiale', kind: 'official', url: 'http://documents.banquemondiale.org/curated/fr/980231548455362302/text/ESF-Guidance-Note-10-Stakeholder-Engagement-and-Information-Disclosure-French.txt', seen: '2026-11-23', published: '2018-06', supports: ['audience', 'legalReferences'] },
    { title: 'Plan de mobilisation des parties prenantes (PMPP) : projet de protection sociale, version de juin 2025', publisher: 'Fonds d’intervention pour le développement (FID)', kind: 'official', url: 'https://www.fid.mg/plan-de-mobilisation-des-parties-prenantes-pmpp-projet-de-protection-sociale-juin-2025', seen: '2026-11-23', published: '2025-07-14', supports: ['processingTime', 'steps'] },
    { title: 'PRODUIR : le mécanisme de gestion des plaintes (mail, page Facebook, boîtes à doléances, numéro vert)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202408170058.html', seen: '2026-11-23', published: '2024-08-17', supports: ['whereToApply'] },
    { title: 'Gestion des plaintes', publisher: 'Projet de développement urbain intégré du Grand Antananarivo (PRODUIR)', kind: 'official', url: 'https://produir-madagascar.mg/gestion-des-plaintes', seen: '2026-11-23', supports: ['whereToApply', 'steps'] },
    { title: 'Exposé des motifs de l’ordonnance n° 92-012 du 29 avril 1992 instituant un Médiateur, défenseur du peuple', publisher: 'Médiature de la République', kind: 'official', url: 'https://mediature.gov.mg/category/non-classe/', seen: '2026-11-23', supports: ['whereToApply'] },
    { title: 'Système d’information sur le mécanisme de gestion des plaintes (SI-MGP)', publisher: 'Land Ressources (bureau d’études)', kind: 'secondary', url: 'http://land-ressources.com/systeme-dinformation-sur-le-mecanisme-de-gestion-des-plaintes-si-mgp/', seen: '2026-11-23', supports: ['summary'] },
  ],
}

export default service

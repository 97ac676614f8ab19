import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'doleances',
  category: 'citoyennete',
  ministry: 'mediateur',
  slug: { fr: 'doleances', mg: 'fametrahana-fitarainana' },
  title: {
    fr: 'Déposer une doléance contre un service public',
    mg: 'Mametraka fitarainana momba ny tolotra ataon’ny fanjakana',
  },
  summary: {
    fr: 'Un service public vous a mal traité, a bloqué votre dossier ou vous a demandé de l’argent indûment ? Vous pouvez déposer une doléance en ligne sur ce portail, ou sur papier auprès du fokontany, de la commune, du district, du Médiateur de la République ou, pour la corruption, du BIANCO.',
    mg: 'Nisy sampan-draharaham-panjakana tsy nandray anao tsara, nanakana ny antontan-taratasinao na nangataka vola tsy ara-dalàna taminao ? Afaka mametraka fitarainana an-tserasera eto amin’ity vavahadin-tserasera ity ianao, na an-taratasy any amin’ny fokontany, ny kaominina, ny distrika, ny Mpanelanelana eo anivon’ny Repoblika na, raha kolikoly, ny BIANCO.',
  },
  audience: {
    fr: 'Tout usager d’un service public (administration, commune, hôpital, école, établissement public), particulier ou association, y compris les étrangers.',
    mg: 'Izay rehetra mampiasa tolotra ataon’ny fanjakana (birao, kaominina, hopitaly, sekoly, orinasam-panjakana), olon-tsotra na fikambanana, anisan’izany ny vahiny.',
  },
  documents: {
    fr: [
      'Une description claire des faits : service concerné, date, lieu, nom ou fonction de l’agent si vous le connaissez',
      'Les copies de vos démarches : récépissés, courriers, numéros de dossier',
      'Les preuves éventuelles : reçus, photos, messages',
      'Vos coordonnées pour recevoir une réponse (facultatif pour une dénonciation de corruption au BIANCO)',
    ],
    mg: [
      'Fitantarana mazava ny zava-nitranga : sampan-draharaha voakasika, daty, toerana, anarana na andraikitry ny mpiasa raha fantatrao',
      'Dika mitovy amin’ny fomba fanao efa nataonao : rosia, taratasy, laharan’ny antontan-taratasy',
      'Porofo raha misy : rosia, sary, hafatra',
      'Ny fomba hifandraisana aminao mba handraisanao valiny (tsy voatery raha fitoriana kolikoly any amin’ny BIANCO)',
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'Déposer une doléance est gratuit, que ce soit en ligne, au fokontany, à la commune, auprès du Médiateur de la République ou du BIANCO.',
      mg: 'Maimaim-poana ny fametrahana fitarainana, na an-tserasera, na any amin’ny fokontany, ny kaominina, ny Mpanelanelana eo anivon’ny Repoblika na ny BIANCO.',
    },
  },
  youReceive: {
    fr: 'Un numéro ou un récépissé de votre doléance, puis la réponse de l’organisme saisi.',
    mg: 'Laharana na rosian’ny fitarainanao, ary avy eo ny valinteny avy amin’ny birao nangatahinao.',
  },
  processingTime: {
    fr: 'Variable selon l’organisme et la complexité du problème. Gardez votre numéro ou récépissé de doléance pour la relancer.',
    mg: 'Miovaova arakaraka ny birao sy ny halalin’ny olana. Tehirizo ny laharana na ny rosian’ny fitarainanao mba hanarahanao azy.',
  },
  whereToApply: {
    fr: 'En ligne : formulaire de doléance du portail. Sur place : bureau du fokontany, mairie, district ou préfecture ; service concerné (bureau des doléances ou des relations avec le public) ; Médiature de la République à Isoraka, Antananarivo ; BIANCO (siège à Ambohibao, directions territoriales et boîtes à doléances dans les districts) pour la corruption. Pour un problème avec un tribunal : site de doléances du ministère de la Justice (www.fitsarana-valio-tarainako.mg). Pour un projet de l’Unité de gouvernance digitale (projet PRODIGY) : e-Koragna, numéro vert 633.',
    mg: 'An-tserasera : ny taratasy fametrahana fitarainana ao amin’ity vavahadin-tserasera ity. Mivantana : biraon’ny fokontany, lapan’ny tanàna, distrika na prefektiora ; ny sampan-draharaha voakasika (biraon’ny fitarainana na ny fifandraisana amin’ny vahoaka) ; ny Mpanelanelana eo anivon’ny Repoblika ao Isoraka, Antananarivo ; ny BIANCO (foibe ao Ambohibao, sampana isam-paritra ary boaty fitarainana any amin’ny distrika) raha kolikoly. Raha olana amin’ny fitsarana : tranokalan’ny fitarainana an’ny Ministeran’ny Fitsarana (www.fitsarana-valio-tarainako.mg). Ho an’ny tetikasan’ny Unité de Gouvernance Digitale (tetikasa PRODIGY) : e-Koragna, laharana maintso 633.',
  },
  steps: {
    fr: [
      { title: 'Essayez d’abord le service concerné', detail: 'Expliquez le problème au responsable du service ou par écrit ; gardez une copie datée de votre courrier.' },
      { title: 'Choisissez le bon canal', detail: 'Problème local : fokontany ou commune. Administration de l’État : district ou ministère. Blocage persistant ou injustice : Médiateur de la République. Demande d’argent ou pot-de-vin : BIANCO.' },
      { title: 'Déposez votre doléance', detail: 'Utilisez le formulaire en ligne du portail, ou écrivez une lettre datée et signée que vous déposez contre récépissé. Si vous ne savez pas écrire, un agent peut recueillir votre doléance oralement.' },
      { title: 'Joignez vos preuves', detail: 'Ajoutez les copies de vos récépissés, reçus et courriers. Ne donnez jamais vos originaux.' },
      { title: 'Suivez la réponse', detail: 'Notez le numéro de votre doléance et relancez si vous n’avez pas de nouvelles après quelques semaines.' },
    ],
    mg: [
      { title: 'Andramo aloha ny sampan-draharaha voakasika', detail: 'Hazavao amin’ny tompon’andraikitry ny sampan-draharaha na an-tsoratra ny olana ; tehirizo ny dika mitovy misy daty amin’ny taratasinao.' },
      { title: 'Safidio ny lalana mety', detail: 'Olana eo an-toerana : fokontany na kaominina. Birao an’ny Fanjakana : distrika na ministera. Raharaha mijanona na tsy rariny : Mpanelanelana eo anivon’ny Repoblika. Fangatahana vola na kolikoly : BIANCO.' },
      { title: 'Apetraho ny fitarainanao', detail: 'Ampiasao ny taratasy an-tserasera ao amin’ny vavahadin-tserasera, na manorata taratasy misy daty sy sonia ka apetraho ary angataho ny rosia. Raha tsy mahay manoratra ianao dia afaka mandray am-bava ny fitarainanao ny mpiasa iray.' },
      { title: 'Ampidiro ny porofo', detail: 'Ampio dika mitovy amin’ny rosia sy taratasy anananao. Aza omena mihitsy ny tany am-boalohany.' },
      { title: 'Araho ny valiny', detail: 'Soraty ny laharan’ny fitarainanao ary manontania indray raha tsy misy vaovao aorian’ny herinandro vitsivitsy.' },
    ],
  },
  legalReferences: {
    fr: [
      'Ordonnance n° 92-012 du 29 avril 1992 instituant le Médiateur, défenseur du peuple',
      'Loi n° 2004-030 du 9 septembre 2004 sur la lutte contre la corruption (compétence d’investigation du BIANCO), et textes qui l’ont complétée',
    ],
    mg: [
      'Hitsivolana laharana faha-92-012 tamin’ny 29 aprily 1992 mametraka ny Mpanelanelana, mpiaro ny vahoaka',
      'Lalàna laharana faha-2004-030 tamin’ny 9 septambra 2004 momba ny ady amin’ny kolikoly (fahefana manadihady an’ny BIANCO), sy ireo didy aman-dalàna nameno azy',
    ],
  },
  faq: {
    fr: [
      { question: 'Le Médiateur peut-il annuler une décision de justice ?', answer: 'Non. Il traite les réclamations contre le mauvais fonctionnement de l’administration et fait des recommandations, mais il ne remet pas en cause une décision de justice et ne règle pas les conflits entre particuliers.' },
      { question: 'Puis-je dénoncer une corruption sans donner mon nom ?', answer: 'Oui. Le BIANCO accepte les dénonciations anonymes, notamment par ses boîtes à doléances et sa plateforme en ligne, et la loi protège les dénonciateurs et les témoins contre les représailles.' },
      { question: 'Que devient ma doléance déposée sur ce portail ?', answer: 'Elle est transmise au service ou à l’institution compétente. Gardez le numéro de suivi qui vous est communiqué.' },
    ],
    mg: [
      { question: 'Afaka manafoana didim-pitsarana ve ny Mpanelanelana ?', answer: 'Tsia. Mandinika ny fitarainana momba ny tsy fandehanan’ny fitondram-panjakana tsara izy ary manome tolo-kevitra, fa tsy manova didim-pitsarana ary tsy mandamina ny disadisa eo amin’ny olon-tsotra.' },
      { question: 'Afaka manameloka kolikoly ve aho nefa tsy milaza ny anarako ?', answer: 'Eny. Manaiky fitoriana tsy misy anarana ny BIANCO, indrindra amin’ny alalan’ny boaty fitarainana sy ny sehatra an-tserasera, ary arovan’ny lalàna amin’ny valifaty ireo mpitory sy vavolombelona.' },
      { question: 'Inona no hiafaran’ny fitarainana napetrako teto amin’ity vavahadin-tserasera ity ?', answer: 'Alefa any amin’ny sampan-draharaha na andrim-panjakana tompon’andraikitra izy. Tehirizo ny kaody fanarahana omena anao.' },
    ],
  },
  onlineServices: {
    fr: [{ label: 'Déposer une doléance en ligne', url: '/fr/contact/?kind=complaint' }],
    mg: [{ label: 'Mametraka fitarainana an-tserasera', url: '/mg/contact/?kind=complaint' }],
  },
  related: ['mecanisme-de-gestion-des-plaintes', 'porter-plainte', 'plateforme-civique-des-jeunes'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['whereToApply', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (catégorie « Doléances », fiche « e-Koragna, mécanisme de gestion de plaintes », lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026, texte malgache) : Torolalana ne décrit que e-Koragna (numéro vert 633, mis en place le 1er août 2022 par l’Unité de gouvernance digitale pour le projet PRODIGY) ; ajouté au lieu. Pas de désaccord. Lieu : adresse du siège du BIANCO (Ambohibao) non confirmée ; portail de doléances www.fitsarana-valio-tarainako.mg cité par la presse (février 2024), à vérifier en service ; contacts téléphoniques et adresse du service i-toroka du BIANCO à vérifier avant de les publier. Texte : loi n° 2004-030 du 9 septembre 2004 sur la lutte contre la corruption non confirmée (elle a pu être remplacée par une loi plus récente). Circuit de traitement des doléances déposées sur le portail à décrire précisément.',
  },
  sources: [
    { title: 'Torolalana — e-Koragna, mécanisme de gestion de plaintes (numéro vert 633)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/e-koragna-mecanisme-de-gestion-de-plaintes', seen: '2026-11-25', published: '2026-02', supports: ['whereToApply'] },
    { title: 'Exposé des motifs de l’ordonnance n° 92-012 du 29 avril 1992 instituant un Médiateur, défenseur du peuple', publisher: 'Médiature de la République', kind: 'official', url: 'https://mediature.gov.mg/category/non-classe/', seen: '2026-11-23', supports: ['summary', 'legalReferences'] },
    { title: 'Lala Ratsirahonana : « La Médiature de la République, une tangente de la société » (missions du Médiateur)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/31/07/2021/lala-ratsirahonana-la-mediature-de-la-republique-une-tangente-de-la-societe/', seen: '2026-11-23', published: '2021-07-31', supports: ['summary'] },
    { title: 'Médiature de la République : Me Lala Ratsirahonana en mauvaise posture (siège à Isoraka, premier bureau régional)', publisher: 'La Gazette de la Grande Île', kind: 'press', url: 'http://www.lagazette-dgi.com/?p=74667', seen: '2026-11-23', published: '2022-05-19', supports: ['whereToApply'] },
    { title: 'Justice : site de doléances en ligne pour les justiciables (www.fitsarana-valio-tarainako.mg)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202402270191.html', seen: '2026-11-23', published: '2024-02-27', supports: ['whereToApply'] },
    { title: 'Madagascar : Médiateur de la République, défenseur du peuple', publisher: 'Association des ombudsmans et médiateurs de la Francophonie (AOMF)', kind: 'secondary', url: 'https://www.aomf-ombudsmans-francophonie.org/madagascar-mediateur-de-la-republique-defenseur-du-peuple/', seen: '2026-11-23', supports: ['summary'] },
    { title: 'Boîtes à doléances du BIANCO dans les 119 districts', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/?p=70841', seen: '2026-11-23', supports: ['whereToApply', 'faq'] },
    { title: 'Lancement de la plateforme de dénonciation de la corruption i-toroka', publisher: 'Quotidien numérique', kind: 'press', url: 'https://quotidiennumerique.com/madagascar-lancement-dune-plateforme-de-denonciation-de-la-corruption/', seen: '2026-11-23', supports: ['whereToApply'] },
  ],
}

export default service

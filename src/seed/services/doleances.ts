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
    fr: 'Tout usager d’un service public (administration, commune, hôpital, école, établissement public). Le Médiateur de la République ne peut être saisi que par une personne physique (un particulier), pour une affaire qui la concerne ; une association peut s’adresser au service concerné ou, pour la corruption, au BIANCO.',
    mg: 'Izay rehetra mampiasa tolotra ataon’ny fanjakana (birao, kaominina, hopitaly, sekoly, orinasam-panjakana). Olona tsirairay ihany no afaka mitaraina amin’ny Mpanelanelana eo anivon’ny Repoblika, momba ny raharaha mikasika azy ; ny fikambanana kosa dia afaka manatona ny sampan-draharaha voakasika na, raha kolikoly, ny BIANCO.',
  },
  marks: {
    summary: { fr: 'dépôt au fokontany, à la commune ou au district : aucune source générale trouvée', mg: 'fametrahana any amin’ny fokontany, kaominina na distrika : tsy nahitana loharano ankapobeny' },
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
      fr: 'Déposer une doléance sur ce portail est gratuit. Saisir le BIANCO est gratuit. Aucune source ne mentionne de frais pour le Médiateur de la République ni pour les autres services : si on vous en demande, refusez et signalez-le au BIANCO.',
      mg: 'Maimaim-poana ny fametrahana fitarainana eto amin’ity vavahadin-tserasera ity. Maimaim-poana ny fitarainana any amin’ny BIANCO. Tsy misy loharano milaza sarany ho an’ny Mpanelanelana eo anivon’ny Repoblika na ho an’ny sampan-draharaha hafa : raha misy mangataka vola aminao, lavio ary ambarao any amin’ny BIANCO.',
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
    fr: 'En ligne : formulaire de doléance du portail. Sur place : bureau du fokontany, mairie, district ou préfecture ; service concerné (bureau des doléances ou des relations avec le public) ; Médiature de la République à Isoraka, Antananarivo ; BIANCO (siège à Ambohibao, directions territoriales et boîtes à doléances dans les districts) pour la corruption. Pour un problème avec un tribunal : site de doléances du ministère de la Justice (www.fitsarana-valio-tarainako.mg), qui reçoit les doléances mais pas les plaintes pénales. Pour un projet de l’Unité de gouvernance digitale (projet PRODIGY) : e-Koragna, numéro vert 633.',
    mg: 'An-tserasera : ny taratasy fametrahana fitarainana ao amin’ity vavahadin-tserasera ity. Mivantana : biraon’ny fokontany, lapan’ny tanàna, distrika na prefektiora ; ny sampan-draharaha voakasika (biraon’ny fitarainana na ny fifandraisana amin’ny vahoaka) ; ny Mpanelanelana eo anivon’ny Repoblika ao Isoraka, Antananarivo ; ny BIANCO (foibe ao Ambohibao, sampana isam-paritra ary boaty fitarainana any amin’ny distrika) raha kolikoly. Raha olana amin’ny fitsarana : tranokalan’ny fitarainana an’ny Ministeran’ny Fitsarana (www.fitsarana-valio-tarainako.mg), izay mandray fitarainana fa tsy fitoriana heloka. Ho an’ny tetikasan’ny Unité de Gouvernance Digitale (tetikasa PRODIGY) : e-Koragna, laharana maintso 633.',
  },
  steps: {
    fr: [
      { title: 'Essayez d’abord le service concerné', detail: 'Expliquez le problème au responsable du service ou par écrit ; gardez une copie datée de votre courrier.' },
      { title: 'Choisissez le bon canal', detail: 'Problème local : fokontany ou commune. Administration de l’État : district ou ministère. Blocage persistant ou injustice : Médiateur de la République. Demande d’argent ou pot-de-vin : BIANCO.' },
      { title: 'Déposez votre doléance', detail: 'Utilisez le formulaire en ligne du portail, ou écrivez une lettre datée et signée que vous déposez contre récépissé. Si vous ne savez pas écrire, un agent peut recueillir votre doléance oralement.', unsure: 'récépissé et recueil oral : confirmés seulement pour le Médiateur et pour une commune' },
      { title: 'Joignez vos preuves', detail: 'Ajoutez les copies de vos récépissés, reçus et courriers. Ne donnez jamais vos originaux.' },
      { title: 'Suivez la réponse', detail: 'Notez le numéro de votre doléance et relancez si vous n’avez pas de nouvelles après quelques semaines.' },
    ],
    mg: [
      { title: 'Andramo aloha ny sampan-draharaha voakasika', detail: 'Hazavao amin’ny tompon’andraikitry ny sampan-draharaha na an-tsoratra ny olana ; tehirizo ny dika mitovy misy daty amin’ny taratasinao.' },
      { title: 'Safidio ny lalana mety', detail: 'Olana eo an-toerana : fokontany na kaominina. Birao an’ny Fanjakana : distrika na ministera. Raharaha mijanona na tsy rariny : Mpanelanelana eo anivon’ny Repoblika. Fangatahana vola na kolikoly : BIANCO.' },
      { title: 'Apetraho ny fitarainanao', detail: 'Ampiasao ny taratasy an-tserasera ao amin’ny vavahadin-tserasera, na manorata taratasy misy daty sy sonia ka apetraho ary angataho ny rosia. Raha tsy mahay manoratra ianao dia afaka mandray am-bava ny fitarainanao ny mpiasa iray.', unsure: 'rosia sy fandraisana am-bava : voamarina ho an’ny Mpanelanelana sy kaominina iray ihany' },
      { title: 'Ampidiro ny porofo', detail: 'Ampio dika mitovy amin’ny rosia sy taratasy anananao. Aza omena mihitsy ny tany am-boalohany.' },
      { title: 'Araho ny valiny', detail: 'Soraty ny laharan’ny fitarainanao ary manontania indray raha tsy misy vaovao aorian’ny herinandro vitsivitsy.' },
    ],
  },
  legalReferences: {
    fr: [
      'Ordonnance n° 92-012 du 29 avril 1992 instituant le Médiateur, défenseur du peuple',
      'Loi n° 2016-020 du 22 août 2016 sur la lutte contre la corruption, qui a remplacé la loi n° 2004-030 du 9 septembre 2004 (une source secondaire lui donne une autre date d’août 2016)',
    ],
    mg: [
      'Hitsivolana laharana faha-92-012 tamin’ny 29 aprily 1992 mametraka ny Mpanelanelana, mpiaro ny vahoaka',
      'Lalàna laharana faha-2016-020 tamin’ny 22 aogositra 2016 momba ny ady amin’ny kolikoly, izay nisolo ny lalàna laharana faha-2004-030 tamin’ny 9 septambra 2004 (daty hafa tamin’ny aogositra 2016 no omen’ny loharano iray hafa)',
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
  related: ['mecanisme-de-gestion-des-plaintes', 'porter-plainte', 'plateforme-civique-des-jeunes', 'signaler-la-corruption', 'saisir-le-mediateur'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Relu le 2026-11-28 énoncé par énoncé (docs/research/issue40/doleances.md). Torolalana (catégorie « Fitarainana », fiche e-Koragna, lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026, texte malgache) ne décrit que e-Koragna (numéro vert 633, mis en place le 1er août 2022 par l’Unité de gouvernance digitale pour le projet PRODIGY). Texte : la loi n° 2004-030 a été remplacée par la loi n° 2016-020 sur la lutte contre la corruption (22 août 2016 selon le Comité pour la sauvegarde de l’intégrité, 5 août selon tsycoolkoly.org : date à vérifier au Journal officiel) ; la HCC a relevé en 2016 une protection des témoins insuffisante. Public : le Médiateur ne peut être saisi que par une personne physique (Juriscope 1998, Madagascar Tribune 2008), pas par une association : corrigé ; « y compris les étrangers » retiré faute de source. Lieu : dépôt au fokontany, à la commune ou au district sans source générale (signalé dans le résumé) ; adresse du siège du BIANCO (Ambohibao) et de la Médiature (Isoraka) non confirmées ; portail de doléances de la Justice (fitsarana-valio-tarainako.mg) connu par une seule source de presse (février 2024) : lieu marqué. Coût : seule la gratuité du BIANCO est sourcée (une source de presse). Circuit de traitement des doléances déposées sur le portail à décrire précisément.',
  },
  sources: [
    { key: 'torolalana-ekoragna', title: 'Torolalana — e-Koragna, rafitra fitantanana fitarainana (lu dans une copie publique du site, février 2026)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/e-koragna-mecanisme-de-gestion-de-plaintes', seen: '2026-11-28', published: '2026-02' },
    { key: 'mediature', title: 'Présentation : exposé des motifs de l’ordonnance n° 92-012 du 29 avril 1992', publisher: 'Médiature de la République', kind: 'official', url: 'https://mediature.gov.mg/2024/03/15/bonjour-tout-le-monde', seen: '2026-11-28', published: '2024-03-15' },
    { key: 'ordonnance-92-012', title: 'Ordonnance n° 92-012 du 29 avril 1992 instituant un Médiateur, défenseur du peuple (texte reproduit)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'official', url: 'http://jwf-legal2.fr.gd/Ordonnace-19.htm', seen: '2026-11-28', published: '1992-04-29' },
    { key: 'csi-2020', title: 'Stratégie nationale de lutte contre la corruption (SNLCC), page 21', publisher: 'Comité pour la sauvegarde de l’intégrité (CSI)', kind: 'official', url: 'https://www.csi.gov.mg/Flippbooks/SNLCC_NOV2020/files/basic-html/page21.html', seen: '2026-11-28', published: '2020-11' },
    { key: 'tsycoolkoly', title: 'Stratégies de lutte contre la corruption et cadre juridique malgache', publisher: 'tsycoolkoly.org', kind: 'secondary', url: 'http://www.tsycoolkoly.org/en-savoir-plus-sur-la-corruption/strategies-de-lutte-contre-la-corruption-et-cadre-juridique-malgache/', seen: '2026-11-28', published: '2017-05' },
    { key: 'aomf', title: 'Madagascar : Médiateur de la République, défenseur du peuple', publisher: 'Association des ombudsmans et médiateurs de la Francophonie (AOMF)', kind: 'secondary', url: 'https://www.aomf-ombudsmans-francophonie.org/madagascar-mediateur-de-la-republique-defenseur-du-peuple/', seen: '2026-11-28' },
    { key: 'lexpress-2021', title: 'Lala Ratsirahonana : « La Médiature de la République, une tangente de la société »', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/31/07/2021/lala-ratsirahonana-la-mediature-de-la-republique-une-tangente-de-la-societe/', seen: '2026-11-28', published: '2021-07-31' },
    { key: 'juriscope-1998', title: 'Le statut du Médiateur de la République à Madagascar', publisher: 'Juriscope (copie sur doczz.fr)', kind: 'secondary', url: 'http://doczz.fr/doc/255398/droit-adminsitratif_statut-du-m%C3%A9diateur-de-la-r%C3%A9publique', seen: '2026-11-28', published: '1998' },
    { key: 'tribune-2008', title: 'Un personnage méconnu (le Médiateur de la République)', publisher: 'Madagascar Tribune', kind: 'press', url: 'https://www.madagascar-tribune.com/Un-personnage-meconnu,7907.html', seen: '2026-11-28', published: '2008-07-23' },
    { key: 'allafrica-2021', title: 'Passation de service à la Médiature de la République', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202105250656.html', seen: '2026-11-28', published: '2021-05' },
    { key: 'midi-bianco', title: 'Boîtes à doléances du BIANCO dans les 119 districts', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/?p=70841', seen: '2026-11-28' },
    { key: 'itoroka-2019', title: 'Madagascar : lancement d’une plateforme de dénonciation de la corruption', publisher: 'Quotidien numérique', kind: 'press', url: 'https://quotidiennumerique.com/madagascar-lancement-dune-plateforme-de-denonciation-de-la-corruption/', seen: '2026-11-28', published: '2019-06' },
    { key: 'allafrica-2024', title: 'Justice : site de doléances en ligne pour les justiciables', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202402270191.html', seen: '2026-11-28', published: '2024-02-27' },
    { key: 'morondava', title: 'Des élus à l’écoute de la population (service réclamations de la commune)', publisher: 'morondava-autrement.com', kind: 'secondary', url: 'http://morondava-autrement.com/blog/municipalite/la-commune-lance-un-service-dedie-aux-reclamations.html', seen: '2026-11-28', published: '2018-09-13' },
  ],
  references: [
    { statement: 'summary', source: 'aomf', quote: "L'institution du Médiateur est chargée de traiter les réclamations des usagers du service public contre le mauvais fonctionnement de l'Administration." },
    { statement: 'summary', source: 'lexpress-2021', quote: "recevoir les réclamations concernant, dans leurs relations avec les administrés, le fonctionnement des administrations de l'État, des collectivités publiques territoriales, des établissements publics et de tout autre organisme investi d'une mission de service public." },
    { statement: 'summary', source: 'midi-bianco', quote: "Si une personne est témoin ou victime d'un fait de corruption, elle rédige le fait sur un papier. Et puis, elle met la lettre dans une enveloppe fermée à l'adresse du Directeur Général du Bianco." },
    { statement: 'summary', source: 'morondava', quote: "Le service réclamations et complaintes de la Commune a été mis en place, au 1er octobre 2017" },
    { statement: 'audience', source: 'lexpress-2021', quote: "recevoir les réclamations concernant, dans leurs relations avec les administrés, le fonctionnement des administrations de l'État, des collectivités publiques territoriales, des établissements publics et de tout autre organisme investi d'une mission de service public." },
    { statement: 'audience', source: 'juriscope-1998', quote: "1. La réclamation doit émaner d'une personne physique", where: 'table des matières' },
    { statement: 'audience', source: 'tribune-2008', quote: "Toute personne physique qui estime, à l'occasion d'une affaire la concernant, qu'un organisme n'a p…" },
    { statement: 'audience', source: 'midi-bianco', quote: "Si une personne est témoin ou victime d'un fait de corruption, elle rédige le fait sur un papier." },
    { statement: 'documents.3', source: 'midi-bianco', quote: "Signer la lettre et y indiquer le nom de l'intéressé n'est pas obligatoire." },
    { statement: 'documents.3', source: 'itoroka-2019', quote: "… qui garantit l'anonymat absolu pour le lanceur d'alerte." },
    { statement: 'cost', source: 'midi-bianco', quote: "Tous les services rendus par le BIANCO sont gratuits." },
    { statement: 'whereToApply', source: 'torolalana-ekoragna', quote: "Raha tia iantso ny sehatra e-Koragna dia antsoy ny laharana maintso633." },
    { statement: 'whereToApply', source: 'torolalana-ekoragna', quote: "e-Koragne dia rafitra fitantanana fitarainana napetraky ny Unité de Gouvernance Digitale, napetraka tamin'ny 01 aogositra 2022 … tetikasa PRODIGY" },
    { statement: 'whereToApply', source: 'midi-bianco', quote: "Le Bianco a installé au niveau des 119 districts des boîtes à doléances … Dans chaque chef lieu de district, la boîte est installée soit au bureau de la poste, soit à proximité du bureau du district." },
    { statement: 'whereToApply', source: 'midi-bianco', quote: "la saisine du Bianco peut se faire par entretien direct à son siège ou dans ses bureaux de liaison." },
    { statement: 'whereToApply', source: 'allafrica-2021', quote: "Me Lala Ratsirahonana et Monique Andreas Esoavelomandroso lors de la passation de service vendredi dernier à Isoraka." },
    { statement: 'whereToApply', source: 'allafrica-2024', quote: "Landy Mbolatiana Randriamanantenasoa, garde des Sceaux, et son équipe ont présenté hier à Faravohitra le site de doléances en ligne pour les justiciables : www.fitsarana-valio-tarainako.mg." },
    { statement: 'whereToApply', source: 'allafrica-2024', quote: "la garde des Sceaux explique que le site est spécialement fait pour recevoir des doléances mais pas des plaintes." },
    { statement: 'steps.1', source: 'aomf', quote: "L'institution du Médiateur est chargée de traiter les réclamations des usagers du service public contre le mauvais fonctionnement de l'Administration." },
    { statement: 'steps.1', source: 'midi-bianco', quote: "Si une personne est témoin ou victime d'un fait de corruption, elle rédige le fait sur un papier." },
    { statement: 'steps.2', source: 'aomf', quote: "Le Médiateur doit être saisi par une réclamation écrite. Si le réclamant ne sait pas écrire, ses doléances p…" },
    { statement: 'steps.2', source: 'morondava', quote: "La doléance, une fois retranscrite est toujours soumise à relecture au dépositaire avant qu'il n'y appose sa signature." },
    { statement: 'legalReferences.0', source: 'mediature', quote: "Exposé des motifs de l'ordonnance 92-012 du 29 avril 1992 instituant un médiateur, défenseur du peuple." },
    { statement: 'legalReferences.0', source: 'ordonnance-92-012', quote: "Ordonnance n° 92-012 du 29 avril 1992 instituant un Médiateur, défenseur du peuple (J.O. n° 2155 du 21.12.92 p.2843)" },
    { statement: 'legalReferences.1', source: 'csi-2020', quote: "L'adoption de la loi n°2016-020 du 22 août 2016 sur la Lutte contre la Corruption : Cette loi est la principale réalisation de la SNLCC." },
    { statement: 'legalReferences.1', source: 'midi-bianco', quote: "le Bianco a pour compétence pour mener des investigations sur des faits de corruption et infractions assimilées prévues par la loi 2004-030 du 9 septembre 2004 sur la lutte contre la corruption." },
    { statement: 'legalReferences.1', source: 'tsycoolkoly', quote: "après 12 ans de mise en œuvre de la loi 2004-030 relative à la lutte contre la corruption a été concrétisé par l'adoption de la loi 2016-020 du 05 aout 2016 sur la lutte contre la corruption.", says: 'otherwise' },
    { statement: 'faq.0', source: 'aomf', quote: "Le Médiateur ne peut pas intervenir dans une procédure engagée devant une juridiction, sauf pour en accélérer le cours. Il ne peut remettre en cause le bien fondé d'une décision juridictionnelle. … ses actes n'ont pas le caractère de décision administratives mais de véritables recommandations" },
    { statement: 'faq.0', source: 'lexpress-2021', quote: "recevoir les réclamations concernant, dans leurs relations avec les administrés, le fonctionnement des administrations de l'État, des collectivités publiques territoriales, des établissements publics et de tout autre organisme investi d'une mission de service public." },
    { statement: 'faq.1', source: 'midi-bianco', quote: "Signer la lettre et y indiquer le nom de l'intéressé n'est pas obligatoire. … les dénonciateurs, victimes ou témoins de corruption, sont protégés par la loi contre toute forme de représailles." },
    { statement: 'faq.1', source: 'itoroka-2019', quote: "C'est un site (doleances.bianco-mg.org) associé au site web du Bureau indépendant anti-corruption (Bianco) qui permet aux citoyens de dénoncer des faits de corruption … qui garantit l'anonymat absolu pour le lanceur d'alerte." },
  ],
}

export default service

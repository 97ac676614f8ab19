import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: "permis-de-conduire",
  category: "conduite-et-transport",
  ministry: "transports",
  slug: { fr: "permis-de-conduire", mg: "fahazoan-dalana-mitondra-fiara" },
  title: { fr: "Permis de conduire biométrique", mg: "Fahazoan-dalana mitondra fiara biometrika" },
  summary: {
    fr: "Ce guide explique comment passer le permis de conduire à Madagascar, puis obtenir la carte biométrique au centre immatriculateur. Il couvre aussi l'extension de catégorie et le remplacement d'un ancien permis.",
    mg: "Ity torolalana ity dia manazava ny fomba hanaovana ny fanadinana fahazoan-dalana mitondra fiara eto Madagasikara, sy ny fahazoana ny karatra biometrika any amin'ny ivon-toerana fisoratana fiara. Resahina koa ny fanitarana sokajy sy ny fanoloana ny fahazoan-dalana taloha.",
  },
  audience: {
    fr: "Toute personne qui veut conduire une moto (A, A'), une voiture (B), un camion ou un bus (C, D, E) ; les titulaires qui ajoutent une catégorie ; les titulaires d'un ancien permis à remplacer par le modèle biométrique.",
    mg: "Izay rehetra te hitondra moto (A, A'), fiara madinika (B), kamiao na fiara fitateram-bahoaka (C, D, E); ireo efa manana fahazoan-dalana ka te hanampy sokajy; ireo manana fahazoan-dalana taloha tokony hosoloina karatra biometrika.",
  },
  documents: {
    fr: [
      "Demande de permis (ou bordereau d'envoi remis par l'auto-école après la réussite aux examens)",
      "Acte de naissance original ou bulletin de naissance récent",
      "Certificat de résidence délivré par le fokontany",
      "Photocopie certifiée de la CIN",
      "4 photos d'identité récentes",
      "Certificat médical d'aptitude à la conduite, si l'auto-école ou le centre le demande",
      "Quittance de paiement des droits",
      "Pour un remplacement ou une extension : l'ancien permis",
    ],
    mg: [
      "Fangatahana fahazoan-dalana (na taratasy fandefasana omen'ny sekoly fampianarana mitondra fiara rehefa afaka ny fanadinana)",
      "Sora-pahaterahana tany am-boalohany na kopia vao haingana",
      "Taratasy fanamarinana fonenana omen'ny fokontany",
      "Dika mitovy voamarina ny CIN",
      "Sary famantarana vao haingana 4",
      "Taratasy fanamarinana avy amin'ny dokotera fa mahay mitondra fiara, raha angatahin'ny sekoly na ny ivon-toerana",
      "Rosia fandoavana ny sarany",
      "Raha fanoloana na fanitarana: ny fahazoan-dalana taloha",
    ],
  },
  cost: {
    free: false,
    amountAriary: 38000,
    details: {
      fr: "Droit de délivrance du permis biométrique : 38 000 Ar par demande, payé au Trésor (un petit frais local d'environ 2 000 Ar a été signalé à Mahajanga). Droits d'examen versés à l'Agence des transports terrestres (ATT) : 10 000 Ar pour les catégories A, A' et B, 15 000 Ar pour C, D et E. Les cours d'auto-école sont en plus (au moins 100 000 Ar selon le syndicat des auto-écoles).",
      mg: "Saran'ny famoahana ny fahazoan-dalana biometrika: 38 000 Ar isaky ny fangatahana, aloa any amin'ny Tahirim-bolam-panjakana (nisy sarany kely eo amin'ny 2 000 Ar voalaza tany Mahajanga). Saram-panadinana aloa amin'ny Agence des transports terrestres (ATT): 10 000 Ar ho an'ny sokajy A, A' ary B, 15 000 Ar ho an'ny C, D ary E. Fanampiny ny saran'ny fampianarana ao amin'ny sekoly fampianarana mitondra fiara (100 000 Ar farafahakeliny araka ny sendikan'ireo sekoly).",
    },
  },
  processingTime: {
    fr: "Une fois le dossier validé au centre immatriculateur, la carte peut être imprimée en moins d'une journée, et la délivrance ne devrait pas dépasser une semaine. En cas de rupture de cartes, un certificat provisoire est remis et l'attente peut durer plusieurs mois.",
    mg: "Rehefa nekena tany amin'ny ivon-toerana fisoratana ny antontan-taratasy dia azo atonta ao anatin'ny iray andro ny karatra, ary tsy tokony hihoatra ny herinandro ny famoahana azy. Raha lany ny karatra dia omena taratasy vonjimaika ianao ary mety haharitra volana maromaro ny fiandrasana.",
  },
  whereToApply: {
    fr: "Pour la formation et les examens : une auto-école agréée, qui vous inscrit aux examens de code et de conduite organisés avec l'ATT. Pour la carte : le centre immatriculateur (CIM) de votre région, par exemple le CIM d'Ambohidahy à Antananarivo, souvent sur rendez-vous.",
    mg: "Ho an'ny fianarana sy ny fanadinana: sekoly fampianarana mitondra fiara nahazo alalana, izay manoratra anao amin'ny fanadinana kaody sy fitondrana karakarain'ny ATT. Ho an'ny karatra: ny ivon-toerana fisoratana fiara (CIM) ao amin'ny faritra misy anao, ohatra ny CIM Ambohidahy any Antananarivo, matetika amin'ny alalan'ny fanendrena fotoana.",
  },
  steps: {
    fr: [
      { title: "Inscrivez-vous dans une auto-école", detail: "Choisissez une auto-école agréée. Elle vous forme au code de la route et à la conduite, et paie les droits d'examen à l'ATT." },
      { title: "Passez l'examen du code", detail: "L'épreuve théorique porte sur les règles de circulation et la signalisation." },
      { title: "Passez l'examen de conduite", detail: "Après la réussite au code, vous passez l'épreuve pratique dans la catégorie choisie." },
      { title: "Prenez rendez-vous au centre immatriculateur", detail: "L'auto-école vous remet un bordereau d'envoi. Avec ce document, prenez rendez-vous au CIM et préparez les pièces demandées." },
      { title: "Payez et déposez votre dossier", detail: "Payez le droit de 38 000 Ar et déposez le dossier complet au CIM. Gardez le reçu et l'accusé de réception." },
      { title: "Retirez votre permis biométrique", detail: "Présentez-vous en personne à la date indiquée pour la photo et le retrait de la carte. Vérifiez les catégories inscrites." },
    ],
    mg: [
      { title: "Misorata anarana ao amin'ny sekoly fampianarana mitondra fiara", detail: "Misafidiana sekoly nahazo alalana. Izy no mampianatra anao ny lalàna momba ny fifamoivoizana sy ny fitondrana, ary mandoa ny saram-panadinana amin'ny ATT." },
      { title: "Ataovy ny fanadinana kaody", detail: "Momba ny fitsipiky ny fifamoivoizana sy ny famantarana an-dalana ny fanadinana ara-teorika." },
      { title: "Ataovy ny fanadinana fitondrana", detail: "Rehefa afaka ny kaody ianao dia manao ny fanadinana azo tsapain-tanana amin'ny sokajy nofidiana." },
      { title: "Mangataha fotoana any amin'ny ivon-toerana fisoratana", detail: "Manome anao taratasy fandefasana ny sekoly. Amin'io taratasy io no hangatahanao fotoana any amin'ny CIM sy hanomananao ny antontan-taratasy ilaina." },
      { title: "Mandoava ary apetraho ny antontan-taratasy", detail: "Aloavy ny 38 000 Ar ary apetraho any amin'ny CIM ny antontan-taratasy feno. Tehirizo ny rosia sy ny taratasy fanamarinana fandraisana." },
      { title: "Alao ny fahazoan-dalana biometrika", detail: "Tongava manokana amin'ny daty voatondro mba halaina sary sy handray ny karatra. Hamarino ny sokajy voasoratra." },
    ],
  },
  legalReferences: {
    fr: [
      "Code de la route malgache et ses textes d'application",
      "Textes réglementaires du ministère chargé des Transports sur les examens et le permis de conduire biométrique",
    ],
    mg: [
      "Fehezan-dalàna malagasy momba ny fifamoivoizana an-dalambe sy ireo didy fampiharana azy",
      "Didy navoakan'ny minisitera misahana ny Fitaterana momba ny fanadinana sy ny fahazoan-dalana mitondra fiara biometrika",
    ],
  },
  faq: {
    fr: [
      { question: "Puis-je conduire avec le certificat provisoire ?", answer: "Le certificat provisoire sert en attendant la carte. Sa validité dépend des annonces du centre immatriculateur : en novembre 2025, le CIM de Mahajanga a indiqué que les attestations provisoires n'étaient plus valables une fois les cartes disponibles. Renseignez-vous auprès de votre CIM." },
      { question: "Mon permis malgache est-il reconnu à l'étranger ?", answer: "Cela dépend du pays. La France, par exemple, n'échange plus les permis malgaches. Renseignez-vous auprès de l'ambassade du pays concerné." },
      { question: "Comment ajouter une catégorie (C, D ou E) ?", answer: "Passez par une auto-école pour la formation et l'examen de la nouvelle catégorie, puis déposez une demande d'extension au CIM avec votre permis actuel." },
    ],
    mg: [
      { question: "Afaka mitondra fiara amin'ny taratasy vonjimaika ve aho?", answer: "Ampiasaina mandra-pahazoana ny karatra ny taratasy vonjimaika. Miankina amin'ny fanambaran'ny ivon-toerana fisoratana ny fahamanan-kery azy: tamin'ny novambra 2025, nilaza ny CIM Mahajanga fa tsy manan-kery intsony ny taratasy vonjimaika rehefa misy ny karatra. Manontania any amin'ny CIM-nao." },
      { question: "Ekena any ivelany ve ny fahazoan-dalana malagasy?", answer: "Miankina amin'ny firenena izany. Frantsa, ohatra, dia tsy manakalo intsony ny fahazoan-dalana malagasy. Manontania any amin'ny masoivohon'ilay firenena." },
      { question: "Ahoana no hanampiana sokajy (C, D na E)?", answer: "Mianara sy manaova fanadinana amin'ilay sokajy vaovao ao amin'ny sekoly fampianarana mitondra fiara, avy eo mametraka fangatahana fanitarana any amin'ny CIM miaraka amin'ny fahazoan-dalanao ankehitriny." },
    ],
  },
  onlineServices: { fr: [], mg: [] },
  related: ["immatriculation-de-vehicule", "visite-technique", "certificat-de-residence", "certificat-medical"],
  lastReviewed: "2026-11-21",
  review: {
    status: "toVerify",
    notes: "Vérifier : droit de 38 000 Ar (constant dans la presse 2017-2023) et droits d'examen ATT (10 000 / 15 000 Ar) ; liste exacte des pièces (certificat médical obligatoire ?) ; tutelle du centre immatriculateur (ministère des Transports ou de l'Intérieur selon les sources) ; âge minimum par catégorie ; existence d'une prise de rendez-vous en ligne. Référence exacte du Code de la route à compléter (loi n° 2017-002 ?). Terme malgache pour « centre immatriculateur » (ivon-toerana fisoratana fiara) à valider.",
  },
  sources: [
    { title: "Ce qu'il faut savoir sur les procédures pour l'obtention du permis de conduire (Studio Sifaka)", url: "https://studiosifaka.org/articles/actualites/item/2425-ce-qu-il-faut-savoir-sur-les-procedures-pour-l-obtention-du-permis-de-conduire.html" },
    { title: "Permis de conduire biométrique : au moins 554 782 reconversions attendues (Midi Madagasikara)", url: "https://midi-madagasikara.mg/permis-de-conduire-biometrique-au-moins-554-782-reconversions-attendues" },
    { title: "Les permis de conduire et cartes grises biométriques redélivrés (Moov, 2019)", url: "https://www.moov.mg/actualite/nationale/46905-les-permis-de-conduire-et-carte-grise-biometriques-redelivres" },
    { title: "Délivrance des cartes grises et permis biométriques à Mahajanga (AllAfrica, janvier 2023)", url: "https://fr.allafrica.com/stories/202301050281.html" },
    { title: "Reprise de la délivrance des cartes grises et permis biométriques au CIM de Mahajanga (AllAfrica, novembre 2025)", url: "https://fr.allafrica.com/stories/202511250386.html" },
    { title: "Permis biométriques et certificats provisoires (La Vérité)", url: "https://laverite.mg/societe/item/25700-permis-biom%C3%A9triques-et-certificats-provisoires-corruption,-retards-et-d%C3%A9cisions-p%C3%A9nalisantes-d%C3%A9nonc%C3%A9s.html" },
    { title: "Auto-écoles : les formations laissent à désirer (L'Express de Madagascar, 2020)", url: "https://lexpress.mg/07/02/2020/auto-ecoles-les-formations-laissent-a-desirer/" },
  ],
}
export default service

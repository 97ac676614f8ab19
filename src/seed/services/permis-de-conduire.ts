import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: "permis-de-conduire",
  category: "conduite-et-transport",
  ministry: "mid",
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
      fr: "Droit de délivrance du permis biométrique : 38 000 Ar par demande. Droits d'examen versés à l'Agence des transports terrestres (ATT) : 10 000 Ar pour les catégories A, A' et B, 15 000 Ar pour C, D et E ; pour les étrangers, 50 000 Ar (A, A', B) et 75 000 Ar (C, D, E). Les cours d'auto-école sont en plus : au moins 100 000 Ar (A, A', B) et 150 000 Ar (C, D, E) selon le syndicat des auto-écoles.",
      mg: "Saran'ny famoahana ny fahazoan-dalana biometrika: 38 000 Ar isaky ny fangatahana. Saram-panadinana aloa amin'ny Agence des transports terrestres (ATT): 10 000 Ar ho an'ny sokajy A, A' ary B, 15 000 Ar ho an'ny C, D ary E ; ho an'ny vahiny, 50 000 Ar (A, A', B) sy 75 000 Ar (C, D, E). Fanampiny ny saran'ny fampianarana ao amin'ny sekoly fampianarana mitondra fiara: farafahakeliny 100 000 Ar (A, A', B) sy 150 000 Ar (C, D, E) araka ny sendikan'ireo sekoly.",
    },
  },
  delay: { from: 30, to: 45, unit: 'days' },
  processingTime: {
    fr: "En 2023, le CIM d'Antananarivo annonçait {délai} après la prise de photo. En 2025, faute de cartes, les nouveaux conducteurs ne recevaient souvent qu'un certificat de capacité provisoire (CCP), à renouveler à son expiration et non reconnu à l'étranger ; l'attente de la carte peut durer plusieurs mois. Demandez le délai actuel à votre CIM.",
    mg: "Tamin'ny 2023, nilaza ny CIM Antananarivo fa {faharetany} aorian'ny fakana sary. Tamin'ny 2025, noho ny tsy fahampian'ny karatra, matetika taratasy fanamarinana fahaiza-mitondra vonjimaika (CCP) ihany no nomena ny mpitondra vaovao ; tsy maintsy havaozina izy io rehefa tapitra ary tsy ekena any ivelany, ary mety haharitra volana maromaro ny fiandrasana ny karatra. Anontanio ny CIM-nao ny faharetany ankehitriny.",
  },
  whereToApply: {
    fr: "Pour la formation et les examens : une auto-école agréée, qui vous inscrit aux examens de code et de conduite organisés avec l'ATT. Pour la carte : le centre immatriculateur (CIM) du ministère de l'Intérieur et de la Décentralisation de votre région, par exemple le CIM d'Ambohidahy à Antananarivo, souvent sur rendez-vous ; le remplacement des anciens permis se fait à l'annexe du CIM (Alhambra, Ankadimbahoaka).",
    mg: "Ho an'ny fianarana sy ny fanadinana: sekoly fampianarana mitondra fiara nahazo alalana, izay manoratra anao amin'ny fanadinana kaody sy fitondrana karakarain'ny ATT. Ho an'ny karatra: ny ivon-toerana fisoratana fiara (CIM) an'ny Ministeran'ny Atitany sy ny Fitsinjaram-pahefana ao amin'ny faritra misy anao, ohatra ny CIM Ambohidahy any Antananarivo, matetika amin'ny alalan'ny fanendrena fotoana ; ao amin'ny sampana CIM (Alhambra, Ankadimbahoaka) no anoloana ny fahazoan-dalana taloha.",
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
      "Loi n° 2017-002 du 6 juillet 2017 portant Code de la route à Madagascar",
      "Arrêté fixant les droits d'examen de l'ATT (applicable depuis le 1er juin 2016)",
    ],
    mg: [
      "Lalàna laharana faha-2017-002 tamin'ny 6 jolay 2017 momba ny Fehezan-dalàna mifehy ny fifamoivoizana eto Madagasikara",
      "Didim-pitondrana mametra ny saram-panadinana ATT (ampiharina hatramin'ny 1 jona 2016)",
    ],
  },
  faq: {
    fr: [
      { question: "Puis-je conduire avec le certificat provisoire ?", answer: "Le certificat provisoire sert en attendant la carte. Sa validité dépend des annonces du centre immatriculateur : en novembre 2025, le CIM de Mahajanga a indiqué que les attestations provisoires n'étaient plus valables une fois les cartes disponibles. Le certificat provisoire n'est pas reconnu à l'étranger : si vous partez, demandez la carte au CIM. Renseignez-vous auprès de votre CIM." },
      { question: "Mon permis malgache est-il reconnu à l'étranger ?", answer: "Cela dépend du pays. La France, par exemple, n'échange plus les permis malgaches. Renseignez-vous auprès de l'ambassade du pays concerné." },
      { question: "Comment ajouter une catégorie (C, D ou E) ?", answer: "Passez par une auto-école pour la formation et l'examen de la nouvelle catégorie, puis déposez une demande d'extension au CIM avec votre permis actuel. Pour les catégories C et D, il faut détenir le permis B depuis au moins un an." },
    ],
    mg: [
      { question: "Afaka mitondra fiara amin'ny taratasy vonjimaika ve aho?", answer: "Ampiasaina mandra-pahazoana ny karatra ny taratasy vonjimaika. Miankina amin'ny fanambaran'ny ivon-toerana fisoratana ny fahamanan-kery azy: tamin'ny novambra 2025, nilaza ny CIM Mahajanga fa tsy manan-kery intsony ny taratasy vonjimaika rehefa misy ny karatra. Tsy ekena any ivelany ny taratasy vonjimaika : raha hiala ianao dia angataho any amin'ny CIM ny karatra. Manontania any amin'ny CIM-nao." },
      { question: "Ekena any ivelany ve ny fahazoan-dalana malagasy?", answer: "Miankina amin'ny firenena izany. Frantsa, ohatra, dia tsy manakalo intsony ny fahazoan-dalana malagasy. Manontania any amin'ny masoivohon'ilay firenena." },
      { question: "Ahoana no hanampiana sokajy (C, D na E)?", answer: "Mianara sy manaova fanadinana amin'ilay sokajy vaovao ao amin'ny sekoly fampianarana mitondra fiara, avy eo mametraka fangatahana fanitarana any amin'ny CIM miaraka amin'ny fahazoan-dalanao ankehitriny. Ho an'ny sokajy C sy D, tsy maintsy efa nanana fahazoan-dalana B herintaona farafahakeliny ianao." },
    ],
  },
  onlineServices: { fr: [], mg: [] },
  related: ["immatriculation-de-vehicule", "visite-technique", "certificat-de-residence", "certificat-medical"],
  lastReviewed: '2026-11-23',
  verifiedAt: '2026-11-23',
  unconfirmed: ['documents', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Pièces : certificat médical d\'aptitude (obligatoire ou non) à vérifier auprès du CIM. Texte : numéro et date de l\'arrêté fixant les droits d\'examen de l\'ATT (appliqué depuis le 1er juin 2016) à trouver. Bénéficiaire du droit de 38 000 Ar (Trésor ou autre) non confirmé : retiré du texte, comme le frais local de 2 000 Ar signalé à Mahajanga pour la carte grise. Âge minimum par catégorie non vérifié (absent du texte). Aucune prise de rendez-vous en ligne au CIM trouvée. Délai : situation des stocks de cartes après 2025 à suivre. Terme malgache pour « centre immatriculateur » (ivon-toerana fisoratana fiara) à valider.',
  },
  sources: [
    { title: 'Décision de contrôle de constitutionnalité de la loi n° 2014-037 portant Code de la route (délivrance du permis : mission du ministère de l’Intérieur)', publisher: 'Haute Cour constitutionnelle', kind: 'official', url: 'http://hcc.gov.mg/?p=1692', seen: '2026-11-23' },
    { title: 'Compte rendu de la décision de la HCC sur la loi n° 2014-037', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/?p=37406', seen: '2026-11-23', published: '2015' },
    { title: 'Corruption sur les axes routiers : un nouveau guide pour les usagers (loi n° 2017-002 du 6 juillet 2017)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/7830-corruption-sur-les-axes-routiers-un-nouveau-guide-pour-les-usagers.html', seen: '2026-11-23' },
    { title: 'Loi n° 2017-002 portant Code de la route', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/201708260144.html', seen: '2026-11-23', published: '2017-08-26' },
    { title: 'Permis biométrique : le CIM reçoit environ 250 demandes par jour (30 à 45 jours)', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/2023/04/13/permis-biometrique-le-cim-recoit-environ-250-demandes-par-jour', seen: '2026-11-23', published: '2023-04-13' },
    { title: 'Paralysie de la délivrance au CIM d’Ambohidahy : stocks de permis épuisés', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202509230380.html', seen: '2026-11-23', published: '2025-09-23' },
    { title: 'Permis biométriques et certificats provisoires : corruption, retards et décisions pénalisantes dénoncés', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/25700', seen: '2026-11-23', published: '2025' },
    { title: 'Les permis de conduire et cartes grises biométriques redélivrés', publisher: 'Moov', kind: 'press', url: 'https://www.moov.mg/actualite/nationale/46905-les-permis-de-conduire-et-carte-grise-biometriques-redelivres', seen: '2026-11-23', published: '2019-05-26' },
    { title: 'Ce qu’il faut savoir sur les procédures pour l’obtention du permis de conduire', publisher: 'Studio Sifaka', kind: 'press', url: 'https://studiosifaka.org/articles/actualites/item/2425-ce-qu-il-faut-savoir-sur-les-procedures-pour-l-obtention-du-permis-de-conduire.html', seen: '2026-11-23' },
    { title: 'Transport : tollé des responsables d’autos-écoles (droits d’examen ATT depuis le 1er juin 2016)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/03/06/2016/transport-tolle-des-responsables-dautos-ecoles/', seen: '2026-11-23', published: '2016-06-03' },
    { title: 'Examen d’obtention du permis de conduire : des mesures strictes pour éradiquer la corruption', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/17278', seen: '2026-11-23', published: '2022-10-14' },
    { title: 'Permis de conduire : le ministre de l’Intérieur apporte des précisions (échange en France)', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/permis-de-conduire-le-ministre-de-linterieur-apporte-des-precisions', seen: '2026-11-23' },
    { title: 'Permis de conduire : les auto-écoles en perte de vitesse (un an de permis B avant C et D)', publisher: 'Newsmada', kind: 'press', url: 'https://www.newsmada.com/2018/10/26/permis-de-conduire-les-auto-ecoles-en-perte-de-vitesse/', seen: '2026-11-23', published: '2018-10-26' },
    { title: 'Délivrance des cartes grises et permis biométriques à Mahajanga', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202301050281.html', seen: '2026-11-23', published: '2023-01-05' },
    { title: 'Reprise de la délivrance des cartes grises et permis biométriques au CIM de Mahajanga', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202511250386.html', seen: '2026-11-23', published: '2025-11-25' },
    { title: 'Auto-écoles : les formations laissent à désirer', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/07/02/2020/auto-ecoles-les-formations-laissent-a-desirer/', seen: '2026-11-23', published: '2020-02-07' },
    { title: 'Permis de conduire biométrique : au moins 554 782 reconversions attendues (historique, pièces et droit de 38 000 Ar)', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/permis-de-conduire-biometrique-au-moins-554-782-reconversions-attendues', seen: '2026-11-23', published: '2016' },
  ],
}
export default service

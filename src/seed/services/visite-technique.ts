import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: "visite-technique",
  category: "conduite-et-transport",
  ministry: "transports",
  slug: { fr: "visite-technique", mg: "fitsirihana-ara-teknika-fiara" },
  title: { fr: "Visite technique des véhicules", mg: "Fitsirihana ara-teknika ny fiara" },
  summary: {
    fr: "La visite technique vérifie que votre véhicule est en bon état (freins, direction, éclairage, pneus…). Ce guide indique quand la faire, où, avec quels documents et à quel prix.",
    mg: "Ny fitsirihana ara-teknika dia manamarina fa tsara ny toetry ny fiaranao (frein, familiana, jiro, kodiarana…). Ity torolalana ity dia milaza ny fotoana tokony hanaovana azy, ny toerana, ny taratasy ilaina ary ny sarany.",
  },
  audience: {
    fr: "Les propriétaires de voitures particulières de plus de 5 ans, et tous les véhicules de transport public de personnes (taxi-be, taxi-brousse, taxi) et de marchandises.",
    mg: "Ireo tompon'ny fiara tsy miankina efa mihoatra ny 5 taona, sy ny fiara rehetra mitatitra olona ho an'ny besinimaro (taxi-be, taxi-brousse, taxi) ary mitatitra entana.",
  },
  documents: {
    fr: [
      "Carte grise du véhicule",
      "Carte de visite technique précédente (sauf première visite)",
      "Procès-verbal de réception technique (véhicule importé ou transformé)",
      "Pour les véhicules de transport public : carte violette et licence d'exploitation",
      "Pour les véhicules utilitaires : carnet d'entretien et attestation de non-imposition si on vous les demande",
    ],
    mg: [
      "Karatra volondavenonan'ny fiara (carte grise)",
      "Karatra fitsirihana ara-teknika teo aloha (afa-tsy amin'ny fitsirihana voalohany)",
      "Fitanana an-tsoratra momba ny fandraisana ara-teknika (fiara nafarana na novaina)",
      "Ho an'ny fiara fitateram-bahoaka: karatra volomparasy (carte violette) sy fahazoan-dalana miasa (licence)",
      "Ho an'ny fiara fitaterana entana: bokikely fikojakojana sy taratasy fanamarinana fa tsy voasazy hetra raha angatahina",
    ],
  },
  cost: {
    free: false,
    amountAriary: 24000,
    details: {
      fr: "Le droit varie selon le type de véhicule. En 2017, une voiture particulière payait 24 000 Ar TTC pour un an (20 000 Ar hors TVA) ; pour les véhicules de transport public, le droit allait d'environ 10 000 à 40 000 Ar. Une visite technique spéciale (location hors zone de desserte) coûtait 9 600 Ar. Les tarifs ont pu changer depuis.",
      mg: "Miovaova arakaraka ny karazana fiara ny sarany. Tamin'ny 2017, 24 000 Ar (tafiditra ny TVA) no naloan'ny fiara tsy miankina ho an'ny herintaona (20 000 Ar tsy tafiditra ny TVA); ho an'ny fiara fitateram-bahoaka, teo anelanelan'ny 10 000 sy 40 000 Ar eo ho eo ny sarany. 9 600 Ar ny fitsirihana ara-teknika manokana (fanofana ivelan'ny faritra iasany). Mety efa niova ireo sarany ireo.",
    },
  },
  processingTime: {
    fr: "Le contrôle se fait en général le jour même. La validité est d'un an pour une voiture particulière, de 4 mois pour le transport public de personnes et de 6 mois pour le transport de marchandises. Une voiture particulière neuve en est dispensée pendant ses 5 premières années.",
    mg: "Vita anio ihany matetika ny fitsirihana. Herintaona no maha-manan-kery azy ho an'ny fiara tsy miankina, 4 volana ho an'ny fitateram-bahoaka ary 6 volana ho an'ny fitaterana entana. Tsy voatery manao izany mandritra ny 5 taona voalohany ny fiara tsy miankina vaovao.",
  },
  whereToApply: {
    fr: "Centres de sécurité routière de la Direction générale de la sécurité routière (DGSR), par exemple Alarobia, Betongolo, Nanisana et Ivato à Antananarivo (liste de 2008, à vérifier), ainsi que dans les anciens chefs-lieux de province. À Antananarivo, les bus urbains passent aussi une visite de conformité municipale.",
    mg: "Ivon-toerana misahana ny fiarovana eny an-dalana an'ny Fitaleavana ankapoben'ny fiarovana eny an-dalana (DGSR), ohatra Alarobia, Betongolo, Nanisana ary Ivato eto Antananarivo (lisitra tamin'ny 2008, mbola hamarinina), ary any amin'ireo renivohitry ny faritany taloha. Any Antananarivo, mandalo fitsirihana fanarahan-dalàna ataon'ny kaominina koa ny fiara fitateram-bahoaka an-tanàn-dehibe.",
  },
  steps: {
    fr: [
      { title: "Vérifiez la date d'échéance", detail: "Regardez la date inscrite sur votre carte de visite technique. Une voiture neuve est dispensée pendant ses 5 premières années." },
      { title: "Préparez le véhicule", detail: "Contrôlez les freins, les feux, les pneus et les essuie-glaces avant de venir : un défaut grave entraîne un refus." },
      { title: "Présentez-vous au centre", detail: "Venez avec le véhicule et les documents. Payez le droit au guichet et gardez la quittance." },
      { title: "Passez le contrôle", detail: "Des vérificateurs agréés examinent les organes de sécurité : freins, direction, moteur, équipement électrique, transmission et pneus." },
      { title: "Récupérez votre carte", detail: "Si le véhicule est conforme, la carte de visite technique est mise à jour. Sinon, faites réparer et revenez pour une nouvelle visite." },
    ],
    mg: [
      { title: "Hamarino ny daty fahataperany", detail: "Jereo ny daty voasoratra eo amin'ny karatra fitsirihana ara-teknika. Afaka amin'izany mandritra ny 5 taona voalohany ny fiara vaovao." },
      { title: "Omano ny fiara", detail: "Hamarino ny frein, ny jiro, ny kodiarana ary ny famaohan-drano alohan'ny handehanana: lavina ny fiara raha misy lesoka lehibe." },
      { title: "Mankanesa any amin'ny ivon-toerana", detail: "Ento ny fiara sy ny taratasy. Aloavy eo amin'ny birao ny sarany ary tehirizo ny rosia." },
      { title: "Andalovy ny fitsirihana", detail: "Mpanamarina nahazo alalana no mandinika ny fitaovana fiarovana: frein, familiana, motera, fitaovana elektrika, fampitana hery ary kodiarana." },
      { title: "Alao ny karatrao", detail: "Raha ara-dalàna ny fiara dia havaozina ny karatra fitsirihana ara-teknika. Raha tsy izany, ampanamboary ary miverena hanao fitsirihana vaovao." },
    ],
  },
  legalReferences: {
    fr: [
      "Loi n° 2017-002 du 6 juillet 2017 portant Code de la route à Madagascar",
      "Décret de mars 1971 rendant la visite technique obligatoire (cité par la presse) et textes du ministère chargé des Transports fixant la périodicité et les droits",
    ],
    mg: [
      "Lalàna laharana faha-2017-002 tamin'ny 6 jolay 2017 momba ny Fehezan-dalàna mifehy ny fifamoivoizana eto Madagasikara",
      "Didim-panjakana tamin'ny martsa 1971 manery ny fitsirihana ara-teknika (voalazan'ny gazety) sy ireo didy navoakan'ny ministera misahana ny Fitaterana mamaritra ny fotoana sy ny sarany",
    ],
  },
  faq: {
    fr: [
      { question: "Que risque-t-on sans visite technique valide ?", answer: "Une amende lors d'un contrôle routier, voire l'immobilisation du véhicule. La sécurité routière a aussi annoncé que l'assurance pourrait être refusée sans visite technique." },
      { question: "Qu'est-ce que la visite technique spéciale ?", answer: "C'est un contrôle supplémentaire exigé pour les véhicules de transport en commun loués pour un trajet hors de leur zone (fêtes, voyages de groupe). Il est à faire avant le départ pour obtenir l'autorisation de l'ATT." },
      { question: "La visite est-elle valable dans tout le pays ?", answer: "Oui, la visite technique faite dans un centre de sécurité routière vaut partout. La visite de conformité des bus municipaux, elle, ne vaut que dans la commune concernée." },
    ],
    mg: [
      { question: "Inona no mety hanjo raha tsy manan-kery ny fitsirihana ara-teknika?", answer: "Lamandy rehefa misy fanaraha-maso an-dalana, na mety hatsahatra tsy handeha ny fiara. Nanambara koa ny sampan-draharaha misahana ny fiarovana eny an-dalana fa mety tsy homena fiantohana ny fiara tsy nanao fitsirihana ara-teknika." },
      { question: "Inona ilay fitsirihana ara-teknika manokana?", answer: "Fitsirihana fanampiny takiana amin'ny fiara fitateram-bahoaka ofana handeha ivelan'ny faritra iasany (fety, dia an-tarika). Atao alohan'ny hiaingana izany mba hahazoana ny fahazoan-dalana avy amin'ny ATT." },
      { question: "Manan-kery manerana ny firenena ve ny fitsirihana?", answer: "Eny, manan-kery na aiza na aiza ny fitsirihana ara-teknika natao tany amin'ny ivon-toerana misahana ny fiarovana eny an-dalana. Ny fitsirihana fanarahan-dalàna ataon'ny kaominina ho an'ny fiara fitateram-bahoaka kosa dia tsy manan-kery afa-tsy ao amin'ilay kaominina." },
    ],
  },
  youReceive: {
    fr: "La carte de visite technique portant la date du prochain contrôle si le véhicule est apte ; sinon, la liste des défauts à réparer avant une contre-visite.",
    mg: "Ny karatra fizahana ara-teknika misy ny daty hanaovana ny fizahana manaraka raha mety ny fiara ; raha tsy izany, ny lisitry ny tsy fetezana tokony hamboarina alohan'ny fizahana indray.",
  },
  onlineServices: { fr: [], mg: [] },
  related: ["immatriculation-de-vehicule", "permis-de-conduire", "numeros-d-urgence"],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-23',
  unconfirmed: ['cost', 'processingTime', 'whereToApply', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Montant : droit pour les véhicules de transport de voyageurs (10 000 à 40 000 Ar) non confirmé ; les autres tarifs datent de 2017 (aucun barème plus récent trouvé). Délai : contrôle « le jour même » non confirmé. Lieu : liste des centres de la DGSR tirée d\'un article de 2008 (Alasora By-pass retiré faute de source) : à vérifier. Texte : numéro du décret de mars 1971 et de l\'arrêté fixant la périodicité et les droits introuvables. Rattachement de la DGSR (ministère des Transports) à vérifier. Terme malgache « karatra volomparasy » pour la carte violette à valider. Torolalana n\'a pas de fiche sur cette démarche (catalogue de février 2026, lu dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana) : rien à comparer.',
  },
  sources: [
    { title: 'Hausse du droit de visite technique à Mahajanga (24 000 Ar TTC, périodicité, pièces)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/201708310436.html', seen: '2026-11-23', published: '2017-08-31', supports: ['cost', 'processingTime', 'documents'] },
    { title: 'Transport : contrôles spéciaux des voitures de location (visite spéciale 9 600 Ar)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpressmada.com/blog/actualites/transport-controles-speciaux-des-voitures-de-location/', seen: '2026-11-23', published: '2017-09', supports: ['cost'] },
    { title: 'Transport : la visite technique obligatoire avant l’assurance', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpressmada.com/blog/actualites/transport-la-visite-techni%C2%ADque-obligatoire-avant-lassurance/', seen: '2026-11-23', supports: ['faq'] },
    { title: 'Visite technique : 1 412 véhicules jugés inaptes en un mois (centres d’Alarobia, Betongolo, Nanisana et Ivato)', publisher: 'Madagascar Tribune', kind: 'press', url: 'https://www.madagascar-tribune.com/1-412-vehicules-juges-inaptes-en,6852.html', seen: '2026-11-23', published: '2008-05-30', supports: ['whereToApply'] },
    { title: 'Sécurité routière : 10 % des véhicules administratifs examinés sont inaptes (décret de mars 1971)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/13810', seen: '2026-11-23', published: '2021-07-05', supports: ['legalReferences'] },
    { title: 'Corruption sur les axes routiers : un nouveau guide pour les usagers (loi n° 2017-002 du 6 juillet 2017)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/7830-corruption-sur-les-axes-routiers-un-nouveau-guide-pour-les-usagers.html', seen: '2026-11-23', supports: ['legalReferences'] },
    { title: 'Contre-visite technique : chacun donne son avis', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/dossier/item/4559', seen: '2026-11-23', published: '2017' },
    { title: 'Pâques – location de véhicule : l’autorisation de l’ATT requiert une visite technique spéciale', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/2025/04/19/paques-location-de-vehicule-lautorisation-de-latt-requiert-une-visite-technique-speciale', seen: '2026-11-23', published: '2025-04-19', supports: ['cost'] },
    { title: 'Circulation : cinquante véhicules contrôlés par jour', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/22/06/2023/circulation-cinquante-vehicules-controles-par-jour/', seen: '2026-11-23', published: '2023-06-22' },
  ],
}
export default service

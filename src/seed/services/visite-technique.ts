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
      "Carte grise an'ny fiara",
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
    fr: "Le contrôle se fait en général le jour même. La validité est d'un an pour une voiture particulière, de 4 mois pour le transport public de personnes et de 6 mois pour le transport de marchandises.",
    mg: "Vita anio ihany matetika ny fitsirihana. Herintaona no maha-manan-kery azy ho an'ny fiara tsy miankina, 4 volana ho an'ny fitateram-bahoaka ary 6 volana ho an'ny fitaterana entana.",
  },
  whereToApply: {
    fr: "Centres de sécurité routière de la Direction générale de la sécurité routière (DGSR), par exemple Alarobia, Alasora By-pass, Ivato et Betongolo, ainsi que dans les anciens chefs-lieux de province. À Antananarivo, les bus urbains passent aussi une visite de conformité municipale.",
    mg: "Ivon-toerana misahana ny fiarovana eny an-dalana an'ny Fitaleavana ankapoben'ny fiarovana eny an-dalana (DGSR), ohatra any Alarobia, Alasora By-pass, Ivato ary Betongolo, ary any amin'ireo renivohitry ny faritany taloha. Any Antananarivo, mandalo fitsirihana fanarahan-dalàna ataon'ny kaominina koa ny fiara fitateram-bahoaka an-tanàn-dehibe.",
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
      "Code de la route malgache et ses textes d'application relatifs au contrôle technique",
      "Textes réglementaires du ministère chargé des Transports fixant la périodicité et les droits de visite technique",
    ],
    mg: [
      "Fehezan-dalàna malagasy momba ny fifamoivoizana an-dalambe sy ireo didy fampiharana azy momba ny fitsirihana ara-teknika",
      "Didy navoakan'ny minisitera misahana ny Fitaterana mamaritra ny fotoana sy ny saran'ny fitsirihana ara-teknika",
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
  onlineServices: { fr: [], mg: [] },
  related: ["immatriculation-de-vehicule", "permis-de-conduire", "numeros-d-urgence"],
  lastReviewed: "2026-11-21",
  review: {
    status: "toVerify",
    notes: "Tarifs à actualiser : 24 000 Ar TTC (2017, voiture particulière), 10 000 à 40 000 Ar (transport public, 2017), visite spéciale 9 600 Ar (2017). Vérifier la périodicité actuelle (annuelle au-delà de 5 ans d'âge, 4 mois transport de personnes, 6 mois marchandises), la liste des centres de la DGSR et le rattachement de la DGSR (ministère des Transports). Référence exacte du Code de la route et de l'arrêté sur le contrôle technique à compléter. Terme malgache « karatra volomparasy » pour la carte violette à valider.",
  },
  sources: [
    { title: "Hausse du droit de visite technique à Mahajanga (AllAfrica, août 2017)", url: "http://fr.allafrica.com/stories/201708310436.html" },
    { title: "Contre visite technique – chacun donne son avis (La Vérité, 2017)", url: "http://laverite.mg/dossier/item/4559-contre-visite-technique-chacun-donne-son-avis%E2%80%A6.html" },
    { title: "Transport : contrôles spéciaux des voitures de location (L'Express de Madagascar, 2017)", url: "http://www.lexpressmada.com/blog/actualites/transport-controles-speciaux-des-voitures-de-location/" },
    { title: "Transport : la visite technique obligatoire avant l'assurance (L'Express de Madagascar)", url: "http://www.lexpressmada.com/blog/actualites/transport-la-visite-techni%C2%ADque-obligatoire-avant-lassurance/" },
    { title: "Pâques – Location de véhicule : visite technique spéciale (Newsmada, avril 2025)", url: "https://newsmada.com/2025/04/19/paques-location-de-vehicule-lautorisation-de-latt-requiert-une-visite-technique-speciale" },
    { title: "Circulation : cinquante véhicules contrôlés par jour (L'Express de Madagascar, 2023)", url: "https://lexpress.mg/22/06/2023/circulation-cinquante-vehicules-controles-par-jour/" },
  ],
}
export default service

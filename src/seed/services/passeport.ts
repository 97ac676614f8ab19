import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: "passeport",
  category: "tourisme-et-voyage",
  ministry: "securite-publique",
  slug: { fr: "passeport", mg: "pasipaoro" },
  title: { fr: "Passeport biométrique", mg: "Pasipaoro biometrika" },
  summary: {
    fr: "Ce guide vous explique comment obtenir ou renouveler votre passeport biométrique malgache, le document obligatoire pour voyager à l'étranger.",
    mg: "Ity torolalana ity dia manazava aminao ny fomba ahazoana na hanavaozana ny pasipaoro biometrika malagasy, izay taratasy tsy maintsy ananana raha handeha any ivelany ianao.",
  },
  audience: {
    fr: "Tout citoyen malgache qui doit voyager hors de Madagascar : première demande, renouvellement, perte ou vol. Chaque enfant mineur doit avoir son propre passeport. Les Malgaches vivant à l'étranger s'adressent à leur ambassade ou consulat.",
    mg: "Olom-pirenena malagasy rehetra tsy maintsy handeha any ivelan'i Madagasikara: fangatahana voalohany, fanavaozana, very na nangalarina. Tsy maintsy manana ny pasipaorony manokana ny zaza tsy ampy taona tsirairay. Ireo Malagasy mipetraka any ivelany kosa dia manatona ny masoivoho na ny kaonsily misy azy.",
  },
  documents: {
    fr: [
      "Fiche de renseignement (formulaire de demande) remplie et signée, retirée au guichet des passeports",
      "Copie intégrale récente de l'acte de naissance (original ou copie certifiée)",
      "Photocopie certifiée de la carte nationale d'identité (CIN)",
      "Certificat de résidence de moins de 3 mois délivré par le fokontany",
      "Photos d'identité récentes sur fond uni (le nombre exact est indiqué sur le formulaire)",
      "Justificatif du motif du voyage si on vous le demande (contrat de travail, invitation, ordre de mission, certificat médical…)",
      "Ancien passeport en cas de renouvellement, ou déclaration de perte ou de vol",
      "Pour un mineur : autorisation des deux parents (ou du tuteur légal) avec la copie de leur CIN",
    ],
    mg: [
      "Taratasy fanomezam-baovao (fangatahana) feno sy voasonia, alaina eo amin'ny birao mpandray ny fangatahana pasipaoro",
      "Kopia feno vao haingana ny sora-pahaterahana (tany am-boalohany na kopia voamarina)",
      "Dika mitovy voamarina ny karapanondro (CIN)",
      "Taratasy fanamarinana fonenana tsy mihoatra ny 3 volana, omen'ny fokontany",
      "Sary famantarana vao haingana, miaraka amin'ny lafiny aoriana tsy misy loko hafa (voalaza ao amin'ny taratasy fangatahana ny isany marina)",
      "Porofon'ny antony handehanana raha angatahina (fifanarahana asa, fanasana, didy iraka, taratasy ara-pahasalamana…)",
      "Ny pasipaoro taloha raha fanavaozana, na fanambarana fahaverezana na fangalarana",
      "Ho an'ny zaza tsy ampy taona: fahazoan-dalana avy amin'ny ray aman-dreny roa (na ny mpiahy ara-dalàna) miaraka amin'ny dika mitovy amin'ny CIN-dry zareo",
    ],
  },
  cost: {
    free: false,
    amountAriary: 190000,
    details: {
      fr: "Le droit de passeport est de 190 000 Ar (montant en vigueur depuis 2018). Il se paie au guichet indiqué par l'administration (Trésor public), après vérification de votre dossier. Les photocopies certifiées, l'acte de naissance et le certificat de résidence peuvent entraîner de petits frais à la commune ou au fokontany.",
      mg: "190 000 Ar ny saran'ny pasipaoro (vola nampiharina nanomboka tamin'ny 2018). Aloa eo amin'ny toerana tondroin'ny fitondram-panjakana (Tahirim-bolam-panjakana) izany, rehefa voamarina ny antontan-taratasinao. Mety hisy sarany kely ny dika mitovy voamarina, ny sora-pahaterahana ary ny taratasy fanamarinana fonenana any amin'ny kaominina na ny fokontany.",
    },
  },
  processingTime: {
    fr: "Environ 72 heures (3 jours ouvrables) après le dépôt d'un dossier complet, d'après le ministère de la Sécurité publique. Le délai peut s'allonger en cas de forte affluence ou de panne des équipements.",
    mg: "Eo amin'ny 72 ora eo ho eo (3 andro fiasana) aorian'ny fametrahana antontan-taratasy feno, araka ny filazan'ny Minisiteran'ny Filaminam-bahoaka. Mety ho ela kokoa izany raha be ny olona na misy fahasimban'ny fitaovana.",
  },
  whereToApply: {
    fr: "Service central de contrôle de l'immigration et de l'émigration (Police nationale, ministère de la Sécurité publique) à Anosy, Antananarivo. Le gouvernement a annoncé en 2025 l'ouverture de centres d'enregistrement biométrique dans les régions : renseignez-vous auprès du commissariat central de votre région. À l'étranger : ambassade ou consulat de Madagascar.",
    mg: "Sampan-draharaha foibe misahana ny fanaraha-maso ny fifindra-monina (Polisim-pirenena, Minisiteran'ny Filaminam-bahoaka) any Anosy, Antananarivo. Nanambara ny governemanta tamin'ny 2025 fa hisokatra any amin'ny faritra ny ivon-toerana fandraisana ny mombamomba biometrika: manontania any amin'ny kaomisarià foiben'ny faritra misy anao. Any ivelany: masoivoho na kaonsilin'i Madagasikara.",
  },
  steps: {
    fr: [
      { title: "Préparez votre dossier", detail: "Demandez à votre commune une copie récente de votre acte de naissance et au fokontany un certificat de résidence. Faites certifier la copie de votre CIN." },
      { title: "Retirez et remplissez le formulaire", detail: "Au service des passeports, retirez la fiche de renseignement. Remplissez-la avec les informations exactes de votre acte de naissance. La liste des pièces figure au verso." },
      { title: "Déposez le dossier au guichet", detail: "Un agent vérifie toutes les pièces. Si le dossier est complet, il vous remet un ticket ou une quittance à payer." },
      { title: "Payez le droit de passeport", detail: "Réglez 190 000 Ar au guichet indiqué et gardez bien le reçu. Ne payez jamais un intermédiaire." },
      { title: "Passez à l'enregistrement biométrique", detail: "Présentez-vous en personne pour la photo numérique et la prise des empreintes digitales. Les mineurs viennent aussi, accompagnés d'un parent." },
      { title: "Retirez votre passeport", detail: "Revenez à la date indiquée avec votre reçu et votre CIN. Vérifiez toutes les informations imprimées avant de partir." },
    ],
    mg: [
      { title: "Omano ny antontan-taratasinao", detail: "Angataho any amin'ny kaominina ny kopia vao haingana ny sora-pahaterahanao ary any amin'ny fokontany ny taratasy fanamarinana fonenana. Ampamarino ny dika mitovy amin'ny CIN-nao." },
      { title: "Makà sy fenoy ny taratasy fangatahana", detail: "Eo amin'ny sampan-draharaha misahana ny pasipaoro no alainao ny taratasy fanomezam-baovao. Fenoy araka ny voasoratra marina ao amin'ny sora-pahaterahanao izany. Ao ambadiky ny taratasy ny lisitry ny antontan-taratasy ilaina." },
      { title: "Apetraho eo amin'ny birao ny antontan-taratasy", detail: "Misy mpiasa manamarina ny taratasy rehetra. Raha feno izany dia omeny anao ny tapakila na ny rosia handoavanao vola." },
      { title: "Aloavy ny saran'ny pasipaoro", detail: "Aloavy eo amin'ny toerana voatondro ny 190 000 Ar ary tehirizo tsara ny rosia. Aza mandoa vola amin'ny mpanelanelana mihitsy." },
      { title: "Manaova ny fandraisana biometrika", detail: "Tongava manokana mba halaina sary nomerika sy ny dian-tananao. Tonga koa ny zaza tsy ampy taona, arahin'ny iray amin'ny ray aman-dreniny." },
      { title: "Alao ny pasipaorinao", detail: "Miverena amin'ny daty voatondro, mitondra ny rosia sy ny CIN-nao. Hamarino tsara ny mombamomba voasoratra rehetra alohan'ny hialanao." },
    ],
  },
  legalReferences: {
    fr: [
      "Décret n° 61-267 du 26 mai 1961 portant création du passeport de la République malgache",
      "Décret n° 2000-127 du 24 février 2000 relatif à la délivrance des passeports et documents de voyage aux nationaux",
      "Texte réglementaire de 2013 portant création du passeport biométrique malgache",
    ],
    mg: [
      "Didim-panjakana laharana faha-61-267 tamin'ny 26 mey 1961 mamorona ny pasipaoron'ny Repoblika malagasy",
      "Didim-panjakana laharana faha-2000-127 tamin'ny 24 febroary 2000 mikasika ny famoahana pasipaoro sy taratasy fitsangatsanganana ho an'ny teratany",
      "Didy navoaka tamin'ny 2013 mamorona ny pasipaoro biometrika malagasy",
    ],
  },
  faq: {
    fr: [
      { question: "Combien de temps mon passeport est-il valable ?", answer: "Le passeport biométrique ordinaire est valable 5 ans. Un passeport expiré reste la propriété de l'État : rapportez-le lors du renouvellement." },
      { question: "Mon enfant peut-il voyager sur mon passeport ?", answer: "Non. Depuis le passeport biométrique, chaque enfant doit avoir son propre passeport, demandé avec l'autorisation des deux parents." },
      { question: "Je vis à l'étranger : où renouveler mon passeport ?", answer: "Adressez-vous à l'ambassade ou au consulat de Madagascar de votre pays de résidence. En France, les rendez-vous se prennent en ligne sur la plateforme de l'ambassade à Paris." },
      { question: "Quelqu'un me propose d'obtenir un passeport plus vite contre de l'argent. Que faire ?", answer: "Refusez. Seul le droit officiel de 190 000 Ar est à payer, au guichet de l'État. Signalez ces propositions à la Police nationale ou au BIANCO." },
    ],
    mg: [
      { question: "Hafiriana no manan-kery ny pasipaorako?", answer: "Manan-kery mandritra ny 5 taona ny pasipaoro biometrika tsotra. An'ny Fanjakana foana ny pasipaoro lany daty: avereno izany rehefa manavao ianao." },
      { question: "Afaka mandeha amin'ny pasipaoroko ve ny zanako?", answer: "Tsia. Hatramin'ny nisian'ny pasipaoro biometrika dia tsy maintsy manana ny azy manokana ny zaza tsirairay, angatahina miaraka amin'ny fahazoan-dalan'ny ray aman-dreny roa." },
      { question: "Mipetraka any ivelany aho: aiza no hanavaozako ny pasipaoroko?", answer: "Manatòna ny masoivoho na ny kaonsilin'i Madagasikara any amin'ny firenena ipetrahanao. Any Frantsa, amin'ny sehatra an-tserasera an'ny masoivoho any Paris no angatahana fotoana." },
      { question: "Misy olona manolotra ahy hahazo pasipaoro haingana kokoa raha omeko vola. Inona no tokony hataoko?", answer: "Lavio izany. Ny saran'ny Fanjakana 190 000 Ar ihany no aloa, eo amin'ny biraom-panjakana. Ampahafantaro ny Polisim-pirenena na ny BIANCO izany tolotra izany." },
    ],
  },
  onlineServices: {
    fr: [
      { label: "Rendez-vous passeport pour la diaspora (Ambassade de Madagascar en France)", url: "https://ambamad-paris.diplomatie.gov.mg/app/passeport" },
    ],
    mg: [
      { label: "Fangatahana fotoana ho an'ny pasipaoron'ny Malagasy any ivelany (Masoivohon'i Madagasikara any Frantsa)", url: "https://ambamad-paris.diplomatie.gov.mg/app/passeport" },
    ],
  },
  related: ["acte-de-naissance", "certificat-de-residence", "carte-nationale-d-identite", "autorisation-de-sortie-du-territoire-mineur"],
  lastReviewed: "2026-11-21",
  review: {
    status: "toVerify",
    notes: "Vérifier : liste exacte des pièces (nombre de photos, pièces propres aux femmes et aux mineurs), montant actuel du droit (190 000 Ar depuis 2018, confirmé en 2023-2025 par la presse), lieu de paiement, délai de 72 h, ouverture effective des centres biométriques régionaux annoncée en 2025. Aucune pré-inscription en ligne officielle n'a été trouvée pour les demandes faites à Madagascar ; seule la plateforme de rendez-vous de l'ambassade à Paris est documentée (URL normalisée à partir d'un article Orange, à confirmer). Trouver le numéro et la date exacts du décret de 2013 sur le passeport biométrique. Vérifier la traduction malgache officielle de « Service central de contrôle de l'immigration et de l'émigration ».",
  },
  sources: [
    { title: "Document de voyage : ruée vers les demandes de passeport (L'Express de Madagascar, mars 2023)", url: "https://lexpress.mg/24/03/2023/document-de-voyage-ruee-vers-les-demandes-de-passeport/" },
    { title: "Suspension de la délivrance des passeports (La Vérité)", url: "https://laverite.mg/societe/item/18471-suspension%20de%20la%20délivrance%20des%20passeports%20-une%20pénurie%20de%20pièces%20essentielles%20en%20cause.html" },
    { title: "Panne technique : suspension de délivrance de passeport (MaTV)", url: "https://matv.mg/panne-technique-suspension-de-delivrance-de-passeport-depuis-le-31-aout" },
    { title: "Passeport malgache (notice encyclopédique)", url: "https://profilbaru.com/fr/Passeport_malgache" },
    { title: "Création d'un passeport malgache : tout ce qu'il faut savoir (DataGascar)", url: "https://datagascar.com/creation-dun-passeport-malgache-tout-ce-quil-faut-savoir" },
    { title: "Passeport Malagasy : démarches (voyage-madagascar.org)", url: "https://voyage-madagascar.org/passeport-malagasy" },
    { title: "Conseil des ministres : le renouvellement de passeport auprès de toutes les ambassades (Newsmada, janvier 2025)", url: "https://newsmada.com/2025/01/24/conseil-des-ministres-le-renouvellement-de-passeport-peut-seffectuer-aupres-de-toutes-les-ambassades" },
    { title: "Plateforme de rendez-vous passeport de la diaspora opérationnelle (Orange Actu)", url: "https://orange.mg/actu-orange-mg/fr/la-plateforme-de-gestion-des-rendez-vous-pour-lacquisition-et-le-renouvellement-du-passeport-de-la-diaspora-malagasy-operationnelle.html" },
    { title: "Décret n° 61-267 du 26 mai 1961 portant création du passeport (texte reproduit)", url: "http://jwf-legal2.fr.gd/D-e2-crets-521.htm" },
  ],
}
export default service

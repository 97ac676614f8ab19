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
  delay: { from: 72, unit: 'hours' },
  processingTime: {
    fr: "Environ {délai} après le dépôt d'un dossier complet, selon un responsable du service des passeports (2023). En pratique, le délai a été beaucoup plus long lors des ruptures de stock de carnets (début 2023) ou des pannes des équipements : renseignez-vous avant de prévoir un voyage.",
    mg: "Eo amin'ny {faharetany} eo ho eo aorian'ny fametrahana antontan-taratasy feno, araka ny filazan'ny tompon'andraikitra iray ao amin'ny sampan-draharaha misahana ny pasipaoro (2023). Raha ny zava-misy anefa dia naharitra lavitra kokoa izany rehefa tsy ampy ny bokikely (fiandohan'ny taona 2023) na nisy fahasimban'ny fitaovana : manontania aloha alohan'ny handaminanao dia.",
  },
  whereToApply: {
    fr: "Service central de contrôle de l'immigration et de l'émigration (Police nationale, ministère de la Sécurité publique) à Anosy, Antananarivo. Le gouvernement a annoncé en 2025 l'ouverture de centres d'enregistrement biométrique dans les régions : renseignez-vous auprès du commissariat central de votre région. À l'étranger : ambassade ou consulat de Madagascar.",
    mg: "Sampan-draharaha foibe misahana ny fanaraha-maso ny fifindra-monina (Polisim-pirenena, Minisiteran'ny Filaminam-bahoaka) any Anosy, Antananarivo. Nanambara ny governemanta tamin'ny 2025 fa hisokatra any amin'ny faritra ny ivon-toerana fandraisana ny mombamomba biometrika: manontania any amin'ny kaomisarià foiben'ny faritra misy anao. Any ivelany: masoivoho na kaonsilin'i Madagasikara.",
  },
  steps: {
    fr: [
      { title: "Préparez votre dossier", detail: "Demandez à votre commune une copie récente de votre acte de naissance et au fokontany un certificat de résidence. Faites certifier la copie de votre CIN." },
      { title: "Retirez et remplissez le formulaire", detail: "Au service des passeports, retirez la fiche de renseignement. Remplissez-la avec les informations exactes de votre acte de naissance. La liste des pièces figure au verso." },
      { title: "Prenez rendez-vous et déposez le dossier", detail: "Prenez rendez-vous en ligne sur le site de la Police nationale (pn.gov.mg, rubrique Passeport), avec ou sans dépôt du dossier en ligne, puis présentez-vous au guichet à la date donnée. Un agent vérifie toutes les pièces. Si le dossier est complet, il vous remet un ticket ou une quittance à payer." },
      { title: "Payez le droit de passeport", detail: "Réglez 190 000 Ar au guichet indiqué et gardez bien le reçu. Ne payez jamais un intermédiaire." },
      { title: "Passez à l'enregistrement biométrique", detail: "Présentez-vous en personne pour la photo numérique et la prise des empreintes digitales. Les mineurs viennent aussi, accompagnés d'un parent." },
      { title: "Retirez votre passeport", detail: "Revenez à la date indiquée avec votre reçu et votre CIN. Vérifiez toutes les informations imprimées avant de partir." },
    ],
    mg: [
      { title: "Omano ny antontan-taratasinao", detail: "Angataho any amin'ny kaominina ny kopia vao haingana ny sora-pahaterahanao ary any amin'ny fokontany ny taratasy fanamarinana fonenana. Ampamarino ny dika mitovy amin'ny CIN-nao." },
      { title: "Makà sy fenoy ny taratasy fangatahana", detail: "Eo amin'ny sampan-draharaha misahana ny pasipaoro no alainao ny taratasy fanomezam-baovao. Fenoy araka ny voasoratra marina ao amin'ny sora-pahaterahanao izany. Ao ambadiky ny taratasy ny lisitry ny antontan-taratasy ilaina." },
      { title: "Makà fotoana ary apetraho ny antontan-taratasy", detail: "Makà fotoana an-tserasera ao amin'ny tranokalan'ny Polisim-pirenena (pn.gov.mg, fizarana Pasipaoro), miaraka na tsy miaraka amin'ny fametrahana antontan-taratasy an-tserasera, ary tongava eo amin'ny birao amin'ny daty nomena anao. Misy mpiasa manamarina ny taratasy rehetra. Raha feno izany dia omeny anao ny tapakila na ny rosia handoavanao vola." },
      { title: "Aloavy ny saran'ny pasipaoro", detail: "Aloavy eo amin'ny toerana voatondro ny 190 000 Ar ary tehirizo tsara ny rosia. Aza mandoa vola amin'ny mpanelanelana mihitsy." },
      { title: "Manaova ny fandraisana biometrika", detail: "Tongava manokana mba halaina sary nomerika sy ny dian-tananao. Tonga koa ny zaza tsy ampy taona, arahin'ny iray amin'ny ray aman-dreniny." },
      { title: "Alao ny pasipaorinao", detail: "Miverena amin'ny daty voatondro, mitondra ny rosia sy ny CIN-nao. Hamarino tsara ny mombamomba voasoratra rehetra alohan'ny hialanao." },
    ],
  },
  legalReferences: {
    fr: [
      "Loi n° 91-025 du 12 août 1991 portant organisation et contrôle de la circulation des nationaux vers l'extérieur, modifiée par la loi n° 96-017 du 13 août 1996",
      "Décret n° 61-267 du 26 mai 1961 portant création du passeport de la République malgache",
      "Décret n° 2000-127 du 24 février 2000 fixant les modalités d'application de la loi de finances 2000 (loi n° 99-032) relatives à la création de passeport et à la délivrance de documents de voyage aux nationaux",
      "Décret n° 2007-018 du 16 janvier 2007 (premier passeport biométrique)",
    ],
    mg: [
      "Lalàna laharana faha-91-025 tamin'ny 12 aogositra 1991 mandrindra sy mifehy ny fivezivezen'ny teratany mankany ivelany, novain'ny lalàna laharana faha-96-017 tamin'ny 13 aogositra 1996",
      "Didim-panjakana laharana faha-61-267 tamin'ny 26 mey 1961 mamorona ny pasipaoron'ny Repoblika malagasy",
      "Didim-panjakana laharana faha-2000-127 tamin'ny 24 febroary 2000 mametraka ny fepetra fampiharana ny lalàna momba ny tetibola 2000 (lalàna laharana faha-99-032) mikasika ny famoronana pasipaoro sy ny famoahana taratasy fitsangatsanganana ho an'ny teratany",
      "Didim-panjakana laharana faha-2007-018 tamin'ny 16 janoary 2007 (pasipaoro biometrika voalohany)",
    ],
  },
  faq: {
    fr: [
      { question: "Combien de temps mon passeport est-il valable ?", answer: "Le passeport biométrique ordinaire est valable 5 ans. Une extension à 10 ans est à l'étude (février 2026). Un passeport expiré reste la propriété de l'État : rapportez-le lors du renouvellement." },
      { question: "Mon enfant peut-il voyager sur mon passeport ?", answer: "Non. Depuis le passeport biométrique, chaque enfant doit avoir son propre passeport, demandé avec l'autorisation des deux parents." },
      { question: "Je vis à l'étranger : où renouveler mon passeport ?", answer: "Adressez-vous à l'ambassade ou au consulat de Madagascar de votre pays de résidence. Depuis janvier 2025, le renouvellement peut se faire dans toutes les ambassades ; depuis février 2026, une demande de renouvellement peut être déposée par procuration. En France, les rendez-vous se prennent en ligne sur la plateforme de l'ambassade à Paris." },
      { question: "Quelqu'un me propose d'obtenir un passeport plus vite contre de l'argent. Que faire ?", answer: "Refusez. Seul le droit officiel de 190 000 Ar est à payer, au guichet de l'État. Signalez ces propositions à la Police nationale ou au BIANCO." },
    ],
    mg: [
      { question: "Hafiriana no manan-kery ny pasipaorako?", answer: "Manan-kery mandritra ny 5 taona ny pasipaoro biometrika tsotra. Eo am-pandinihana ny hanitarana azy ho 10 taona (febroary 2026). An'ny Fanjakana foana ny pasipaoro lany daty: avereno izany rehefa manavao ianao." },
      { question: "Afaka mandeha amin'ny pasipaoroko ve ny zanako?", answer: "Tsia. Hatramin'ny nisian'ny pasipaoro biometrika dia tsy maintsy manana ny azy manokana ny zaza tsirairay, angatahina miaraka amin'ny fahazoan-dalan'ny ray aman-dreny roa." },
      { question: "Mipetraka any ivelany aho: aiza no hanavaozako ny pasipaoroko?", answer: "Manatòna ny masoivoho na ny kaonsilin'i Madagasikara any amin'ny firenena ipetrahanao. Nanomboka tamin'ny janoary 2025 dia azo atao any amin'ny masoivoho rehetra ny fanavaozana ; nanomboka tamin'ny febroary 2026 dia azon'ny solontena manana taratasy fanomezan-dàlana apetraka ny fangatahana fanavaozana. Any Frantsa, amin'ny sehatra an-tserasera an'ny masoivoho any Paris no angatahana fotoana." },
      { question: "Misy olona manolotra ahy hahazo pasipaoro haingana kokoa raha omeko vola. Inona no tokony hataoko?", answer: "Lavio izany. Ny saran'ny Fanjakana 190 000 Ar ihany no aloa, eo amin'ny biraom-panjakana. Ampahafantaro ny Polisim-pirenena na ny BIANCO izany tolotra izany." },
    ],
  },
  onlineServices: {
    fr: [
      { label: "Rendez-vous passeport à Madagascar (Police nationale, rubrique Passeport)", url: "https://www.pn.gov.mg" },
      { label: "Rendez-vous passeport pour la diaspora (Ambassade de Madagascar en France)", url: "https://ambamad-paris.diplomatie.gov.mg/app/passeport" },
    ],
    mg: [
      { label: "Fangatahana fotoana ho an'ny pasipaoro eto Madagasikara (Polisim-pirenena, fizarana Pasipaoro)", url: "https://www.pn.gov.mg" },
      { label: "Fangatahana fotoana ho an'ny pasipaoron'ny Malagasy any ivelany (Masoivohon'i Madagasikara any Frantsa)", url: "https://ambamad-paris.diplomatie.gov.mg/app/passeport" },
    ],
  },
  related: ["acte-de-naissance", "certificat-de-residence", "carte-nationale-d-identite", "autorisation-de-sortie-du-territoire-mineur"],
  lastReviewed: '2026-11-23',
  verifiedAt: '2026-11-23',
  unconfirmed: ['documents', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Pièces : nombre exact de photos (4 selon un guide privé, le formulaire fait foi) et éventuelles pièces propres aux femmes mariées à vérifier. Texte : numéro et date du décret n° 2007-018 du 16 janvier 2007 (passeport biométrique) cités par la presse, à vérifier au Journal officiel ; le texte de 2013 sur le passeport électronique reste introuvable. Ouverture effective des centres biométriques régionaux annoncée en 2025 à suivre. Site en ligne : adresse exacte de la page de rendez-vous sur pn.gov.mg (la presse ne donne que le site). Vérifier la traduction malgache officielle de « Service central de contrôle de l\'immigration et de l\'émigration ».',
  },
  sources: [
    { title: 'Loi n° 91-025 du 12 août 1991 portant organisation et contrôle de la circulation des nationaux vers l’extérieur, modifiée par la loi n° 96-017 (texte reproduit)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'https://jwf-legal2.fr.gd/Lois-242.htm', seen: '2026-11-23', published: '1991-08-12' },
    { title: 'Décret n° 61-267 du 26 mai 1961 portant création du passeport, avec le décret n° 2000-127 (textes reproduits)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'https://jwf-legal2.fr.gd/D-e2-crets-521.htm', seen: '2026-11-23', published: '1961-05-26' },
    { title: 'Document de voyage : le passeport biométrique passe à 190 000 ariary', publisher: 'L’Express de Madagascar (via AllAfrica)', kind: 'press', url: 'https://fr.allafrica.com/stories/201801030303.html', seen: '2026-11-23', published: '2018-01-03' },
    { title: 'Ministère de la Sécurité publique : reprise de la délivrance de passeport', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/2023/03/24/ministere-de-la-securite-publique-reprise-de-la-delivrance-de-passeport', seen: '2026-11-23', published: '2023-03-24' },
    { title: 'Délivrance de passeports : suspendue jusqu’à nouvel ordre (« 72 heures pour avoir son passeport »)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/18034', seen: '2026-11-23', published: '2023-01-27' },
    { title: 'Délivrance de passeport : procédure inchangée (rupture du stock de carnets)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202304140280.html', seen: '2026-11-23', published: '2023-04-14' },
    { title: 'Document de voyage : ruée vers les demandes de passeport', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/24/03/2023/document-de-voyage-ruee-vers-les-demandes-de-passeport/', seen: '2026-11-23', published: '2023-03-24' },
    { title: 'Suspension de la délivrance des passeports : une pénurie de pièces essentielles en cause', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/18471', seen: '2026-11-23' },
    { title: 'Panne technique : suspension de délivrance de passeport depuis le 31 août', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/panne-technique-suspension-de-delivrance-de-passeport-depuis-le-31-aout', seen: '2026-11-23', published: '2018-09' },
    { title: 'Administration : la demande de passeport sur rendez-vous (en ligne sur pn.gov.mg)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2024/02/administration-la-demande-de-passeport.html', seen: '2026-11-23', published: '2024-02' },
    { title: 'La plateforme de gestion des rendez-vous pour l’acquisition et le renouvellement du passeport de la diaspora malagasy opérationnelle', publisher: 'Orange Actu', kind: 'press', url: 'https://actu.orange.mg/la-plateforme-de-gestion-des-rendez-vous-pour-lacquisition-et-le-renouvellement-du-passeport-de-la-diaspora-malagasy-operationnelle/', seen: '2026-11-23', published: '2024-04-08' },
    { title: 'Conseil des ministres : le renouvellement de passeport peut s’effectuer auprès de toutes les ambassades', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/2025/01/24/conseil-des-ministres-le-renouvellement-de-passeport-peut-seffectuer-aupres-de-toutes-les-ambassades', seen: '2026-11-23', published: '2025-01-24' },
    { title: 'Passeport : validité à dix ans à l’étude, renouvellement par procuration pour la diaspora', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202602260284.html', seen: '2026-11-23', published: '2026-02-26' },
    { title: 'Premier passeport biométrique (décret n° 2007-018 du 16 janvier 2007)', publisher: 'malagasy.it (reprise de presse)', kind: 'secondary', url: 'https://malagasy.it/mg/node/4388', seen: '2026-11-23' },
    { title: 'Comment obtenir un passeport', publisher: 'Guide Za Malagasy', kind: 'secondary', url: 'https://guide.za-malagasy.com/demarches-et-documents-administratifs/comment-obtenir-un-passeport-4.html', seen: '2026-11-23' },
    { title: 'Passeport malgache (notice encyclopédique)', publisher: 'profilbaru.com (copie de Wikipédia)', kind: 'secondary', url: 'https://profilbaru.com/fr/Passeport_malgache', seen: '2026-11-23' },
    { title: 'Création d’un passeport malgache : tout ce qu’il faut savoir', publisher: 'DataGascar', kind: 'secondary', url: 'https://datagascar.com/creation-dun-passeport-malgache-tout-ce-quil-faut-savoir', seen: '2026-11-23', published: '2022-08-02' },
    { title: 'Passeport malagasy : démarches', publisher: 'voyage-madagascar.org', kind: 'secondary', url: 'https://voyage-madagascar.org/passeport-malagasy', seen: '2026-11-23' },
  ],
}
export default service

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
    fr: "Tout citoyen malgache qui doit voyager hors de Madagascar : première demande, renouvellement, perte ou vol. Chaque enfant mineur doit avoir son propre passeport ; jusqu'à 21 ans, la demande exige l'autorisation des parents. Les Malgaches vivant à l'étranger s'adressent à leur ambassade ou consulat.",
    mg: "Olom-pirenena malagasy rehetra tsy maintsy handeha any ivelan'i Madagasikara: fangatahana voalohany, fanavaozana, very na nangalarina. Tsy maintsy manana ny pasipaorony manokana ny zaza tsy ampy taona tsirairay ; hatramin'ny 21 taona dia takiana ny fahazoan-dàlan'ny ray aman-dreny. Ireo Malagasy mipetraka any ivelany kosa dia manatona ny masoivoho na ny kaonsily misy azy.",
  },
  documents: {
    fr: [
      { item: "Formulaire de demande rempli et signé", quantity: 1 },
      { item: "Copie intégrale de l'acte de naissance de moins de 3 mois", quantity: 1, unsure: "3 mois selon la version malgache du guide officiel, 6 mois selon sa version française" },
      { item: "Photocopie de la carte nationale d'identité (CIN), certifiée depuis moins de 3 mois", quantity: 1, form: 'certifiedCopy' },
      { item: "Certificat de résidence de moins de 3 mois délivré par le fokontany", quantity: 1 },
      { item: "Photos d'identité récentes", quantity: 4, unsure: "4 selon la version française du guide officiel, 3 selon sa version malgache" },
      { item: "Hommes de 18 à 50 ans : certificat de position militaire (situation vis-à-vis du service national)", quantity: 1 },
      { item: "Justificatif du motif du voyage (ordre de mission, convention de stage…)", quantity: 1 },
      { item: "Attestation de travail ou certificat de scolarité", quantity: 1 },
      { item: "Moins de 21 ans : autorisation parentale des deux parents, dûment légalisée", quantity: 1 },
      { item: "Moins de 21 ans, si l'un des parents est décédé : son acte de décès ; si l'enfant est sous tutelle : l'acte de tutelle délivré par le tribunal", quantity: 1 },
      { item: "Renouvellement : l'ancien passeport ; perte ou vol : la déclaration faite à la police", unsure: "non listé par le guide officiel, à confirmer au guichet" },
    ],
    mg: [
      { item: "Taratasy fangatahana feno sy voasonia", quantity: 1 },
      { item: "Kopia nahaterahana feno tsy mihoatra ny 3 volana", quantity: 1, unsure: "3 volana araka ny dikan-teny malagasy amin'ny torolalana ofisialy, 6 volana araka ny dikan-teny frantsay" },
      { item: "Dika mitovy amin'ny kara-panondro (CIN), voamarina tsy mihoatra ny 3 volana", quantity: 1, form: 'certifiedCopy' },
      { item: "Taratasy fanamarinam-ponenana tsy mihoatra ny 3 volana, omen'ny fokontany", quantity: 1 },
      { item: "Sary famantarana vao haingana", quantity: 4, unsure: "4 araka ny dikan-teny frantsay amin'ny torolalana ofisialy, 3 araka ny dikan-teny malagasy" },
      { item: "Lehilahy 18 ka hatramin'ny 50 taona : taratasy fanamarinana ny sata miaramila (certificat de position militaire)", quantity: 1 },
      { item: "Porofon'ny antony handehanana (didy iraka, fifanarahana fianarana an-toerana…)", quantity: 1 },
      { item: "Fanamarinana fiasana na fanamarinana fianarana", quantity: 1 },
      { item: "Latsaky ny 21 taona : fahazoan-dàlana avy amin'ny ray aman-dreny roa, voamarina ara-dalàna", quantity: 1 },
      { item: "Latsaky ny 21 taona, raha maty ny iray amin'ny ray aman-dreny : ny kopia fahafatesany ; raha eo ambany fiahiana ny zaza : ny didim-pitsarana momba ny mpiahy", quantity: 1 },
      { item: "Fanavaozana : ny pasipaoro taloha ; very na nangalarina : ny fanambarana natao tany amin'ny polisy", unsure: "tsy voatanisa ao amin'ny torolalana ofisialy, hamarinina eo amin'ny birao" },
    ],
  },
  cost: {
    free: false,
    amountAriary: 190000,
    details: {
      fr: "Le droit de passeport est de 190 000 Ar (montant en vigueur depuis 2018). Il se paie au Trésor public, avec la quittance remise au service des passeports le jour de votre rendez-vous ; l'enregistrement en ligne et le retrait sont gratuits. Les photocopies certifiées, l'acte de naissance et le certificat de résidence peuvent entraîner de petits frais à la commune ou au fokontany.",
      mg: "190 000 Ar ny saran'ny pasipaoro (vola nampiharina nanomboka tamin'ny 2018). Aloa any amin'ny Tahirim-bolam-panjakana izany, miaraka amin'ny rosia omen'ny sampan-draharaha misahana ny pasipaoro amin'ny andro nifanarahana ; maimaim-poana ny fisoratana an-tserasera sy ny fakana ny pasipaoro. Mety hisy sarany kely ny dika mitovy voamarina, ny kopia nahaterahana ary ny taratasy fanamarinam-ponenana any amin'ny kaominina na ny fokontany.",
    },
  },
  youReceive: {
    fr: "Un passeport ordinaire malgache (biométrique), valable 5 ans.",
    mg: "Pasipaoro tsotra malagasy (biometrika), manan-kery 5 taona.",
  },
  delay: { from: 72, unit: 'hours' },
  processingTime: {
    fr: "Environ {délai} pour une demande faite à Antananarivo ; 10 jours pour une demande faite en province ou à l'étranger. Les évacuations sanitaires (EVASAN) et les missions urgentes sont traitées à part. En pratique, le délai a été beaucoup plus long lors des ruptures de stock de carnets (début 2023) ou des pannes des équipements : renseignez-vous avant de prévoir un voyage.",
    mg: "Eo amin'ny {faharetany} eo ho eo raha eto Antananarivo no angatahana ; 10 andro raha any amin'ny faritra na any ivelany no angatahana. Karakaraina manokana ny fivoahana hitsabo tena any ivelany (EVASAN) sy ny iraka maika. Raha ny zava-misy anefa dia naharitra lavitra kokoa izany rehefa tsy ampy ny bokikely (fiandohan'ny taona 2023) na nisy fahasimban'ny fitaovana : manontania aloha alohan'ny handaminanao dia.",
  },
  whereToApply: {
    fr: "Service central du contrôle de l'immigration et de l'émigration (SCCIE, Police nationale), immeuble « patte d'éléphant », Anosy, Antananarivo. Ligne d'assistance : +261 38 11 000 77, du lundi au vendredi, 8 h – 12 h et 14 h – 18 h. Le gouvernement a annoncé en 2025 l'ouverture de centres d'enregistrement biométrique dans les régions : renseignez-vous auprès du commissariat central de votre région. À l'étranger : ambassade ou consulat de Madagascar.",
    mg: "Sampan-draharaha foibe misahana ny fanaraha-maso ny fifindra-monina (SCCIE, Polisim-pirenena), trano « patte d'éléphant », Anosy, Antananarivo. Laharana fanampiana : +261 38 11 000 77, alatsinainy ka hatramin'ny zoma, 8 ora – 12 ora sy 14 ora – 18 ora. Nanambara ny governemanta tamin'ny 2025 fa hisokatra any amin'ny faritra ny ivon-toerana fandraisana ny mombamomba biometrika: manontania any amin'ny kaomisarià foiben'ny faritra misy anao. Any ivelany: masoivoho na kaonsilin'i Madagasikara.",
  },
  places: ['sccie-anosy'],
  steps: {
    fr: [
      { title: "Constituez votre dossier", detail: "Demandez à votre commune une copie intégrale récente de votre acte de naissance et au fokontany un certificat de résidence. Faites certifier la photocopie de votre CIN. Les hommes de 18 à 50 ans ajoutent leur certificat de position militaire ; les moins de 21 ans, l'autorisation légalisée de leurs parents." },
      { title: "Enregistrez votre dossier en ligne", detail: "Sur le site de la Police nationale (www.pn.gov.mg/passport), saisissez votre demande, joignez vos pièces et choisissez une date de rendez-vous. Vous recevez un ticket de rendez-vous.", feeAriary: 0 },
      { title: "Présentez-vous au service des passeports", detail: "Le jour du rendez-vous, venez en personne à l'accueil avec votre ticket et les originaux de vos pièces. Un agent vérifie le dossier ; vous payez la quittance de 190 000 Ar au Trésor public, puis on prend votre photo et vos empreintes digitales. Les mineurs viennent aussi, accompagnés d'un parent. Gardez bien le reçu et le numéro qui vous est remis ; ne payez jamais un intermédiaire.", feeAriary: 190000, duration: { from: 1, unit: 'hours' }, place: 'sccie-anosy' },
      { title: "Retirez votre passeport", detail: "Revenez à la date indiquée avec le numéro qui vous a été remis et votre CIN. Vérifiez toutes les informations imprimées avant de partir.", feeAriary: 0, duration: { from: 1, unit: 'hours' }, place: 'sccie-anosy' },
    ],
    mg: [
      { title: "Omano ny antontan-taratasinao", detail: "Angataho any amin'ny kaominina ny kopia nahaterahana feno vao haingana ary any amin'ny fokontany ny taratasy fanamarinam-ponenana. Ampamarino ny dika mitovy amin'ny kara-panondronao. Ampian'ny lehilahy 18 ka hatramin'ny 50 taona ny taratasy fanamarinana ny sata miaramila ; ary ny latsaky ny 21 taona, ny fahazoan-dàlana voamarin'ny ray aman-dreniny." },
      { title: "Alefaso an-tserasera ny antontan-taratasinao", detail: "Ao amin'ny tranokalan'ny Polisim-pirenena (www.pn.gov.mg/passport), fenoy ny fangatahanao, ampidiro ny antontan-taratasinao ary safidio ny daty hihaonana. Mahazo tapakila famandrihana fotoana ianao.", feeAriary: 0 },
      { title: "Manatona ny sampan-draharaha misahana ny pasipaoro", detail: "Amin'ny andro voatondro, tongava manokana eo amin'ny fandraisana miaraka amin'ny tapakilanao sy ny tany am-boalohan'ny antontan-taratasinao. Hamarinin'ny mpiasa ny antontan-taratasy ; aloavinao any amin'ny Tahirim-bolam-panjakana ny rosia 190 000 Ar, avy eo alaina ny sarinao sy ny dian-tananao. Tonga koa ny zaza tsy ampy taona, arahin'ny iray amin'ny ray aman-dreniny. Tehirizo tsara ny rosia sy ny laharana omena anao ; aza mandoa vola amin'ny mpanelanelana mihitsy.", feeAriary: 190000, duration: { from: 1, unit: 'hours' }, place: 'sccie-anosy' },
      { title: "Alao ny pasipaoronao", detail: "Miverena amin'ny daty voatondro, mitondra ny laharana nomena anao sy ny kara-panondronao. Hamarino tsara ny mombamomba voasoratra rehetra alohan'ny hialanao.", feeAriary: 0, duration: { from: 1, unit: 'hours' }, place: 'sccie-anosy' },
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
      { label: "Demande de passeport en ligne et rendez-vous à Madagascar (Police nationale)", url: "https://www.pn.gov.mg/passport/" },
      { label: "Rendez-vous passeport pour la diaspora (Ambassade de Madagascar en France)", url: "https://ambamad-paris.diplomatie.gov.mg/app/passeport" },
    ],
    mg: [
      { label: "Fangatahana pasipaoro an-tserasera sy famandrihana fotoana eto Madagasikara (Polisim-pirenena)", url: "https://www.pn.gov.mg/passport/" },
      { label: "Fangatahana fotoana ho an'ny pasipaoron'ny Malagasy any ivelany (Masoivohon'i Madagasikara any Frantsa)", url: "https://ambamad-paris.diplomatie.gov.mg/app/passeport" },
    ],
  },
  related: ["acte-de-naissance", "certificat-de-residence", "carte-nationale-d-identite", "autorisation-de-sortie-du-territoire-mineur"],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiche « Demande de passeport », lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026, textes français et malgache). Désaccords : Torolalana : 10 jours pour une demande faite en province ou à l’étranger ; fiche : 72 heures seulement ; décision : 72 heures à Antananarivo, 10 jours ailleurs (guide officiel). Torolalana : certificat de position militaire pour les hommes de 18 à 50 ans, autorisation parentale légalisée jusqu’à 21 ans, acte de décès d’un parent ou acte de tutelle, attestation de travail ou certificat de scolarité ; fiche : aucune de ces pièces, autorisation pour les seuls mineurs ; décision : pièces ajoutées (guide officiel). Torolalana : dossier enregistré en ligne sur www.pn.gov.mg/passport/ ; fiche : site pn.gov.mg sans adresse exacte ; décision : adresse de Torolalana. Torolalana se contredit : acte de naissance de moins de 6 mois et 4 photos (version française), moins de 3 mois et 3 photos (version malgache) ; décision : 3 mois et 4 photos, les deux pièces marquées (le plus prudent pour le citoyen). Pièce « ancien passeport ou déclaration de perte » absente de Torolalana : gardée avec une marque. Texte : numéro et date du décret n° 2007-018 du 16 janvier 2007 (passeport biométrique) cités par la presse, à vérifier au Journal officiel ; une notice encyclopédique date le passeport biométrique d’un décret du 13 mai 2013, introuvable. Ouverture effective des centres biométriques régionaux annoncée en 2025 à suivre. Bureau : horaires du guichet du SCCIE (Torolalana ne donne que ceux de la ligne d’assistance) à confirmer ; seules les heures de la ligne d’assistance sont affichées, signalées comme telles.',
  },
  sources: [
    { title: 'Torolalana — Demande de passeport', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/demande-de-passeport', seen: '2026-11-25', published: '2026-02', supports: ['summary', 'cost', 'processingTime', 'documents', 'whereToApply', 'onlineServices', 'steps'] },
    { title: 'Loi n° 91-025 du 12 août 1991 portant organisation et contrôle de la circulation des nationaux vers l’extérieur, modifiée par la loi n° 96-017 (texte reproduit)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'https://jwf-legal2.fr.gd/Lois-242.htm', seen: '2026-11-23', published: '1991-08-12', supports: ['legalReferences'] },
    { title: 'Décret n° 61-267 du 26 mai 1961 portant création du passeport, avec le décret n° 2000-127 (textes reproduits)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'https://jwf-legal2.fr.gd/D-e2-crets-521.htm', seen: '2026-11-23', published: '1961-05-26', supports: ['legalReferences'] },
    { title: 'Document de voyage : le passeport biométrique passe à 190 000 ariary', publisher: 'L’Express de Madagascar (via AllAfrica)', kind: 'press', url: 'https://fr.allafrica.com/stories/201801030303.html', seen: '2026-11-23', published: '2018-01-03', supports: ['cost'] },
    { title: 'Ministère de la Sécurité publique : reprise de la délivrance de passeport', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/2023/03/24/ministere-de-la-securite-publique-reprise-de-la-delivrance-de-passeport', seen: '2026-11-23', published: '2023-03-24', supports: ['processingTime'] },
    { title: 'Délivrance de passeports : suspendue jusqu’à nouvel ordre (« 72 heures pour avoir son passeport »)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/18034', seen: '2026-11-23', published: '2023-01-27', supports: ['processingTime'] },
    { title: 'Délivrance de passeport : procédure inchangée (rupture du stock de carnets)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202304140280.html', seen: '2026-11-23', published: '2023-04-14', supports: ['processingTime'] },
    { title: 'Document de voyage : ruée vers les demandes de passeport', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/24/03/2023/document-de-voyage-ruee-vers-les-demandes-de-passeport/', seen: '2026-11-23', published: '2023-03-24', supports: ['processingTime'] },
    { title: 'Suspension de la délivrance des passeports : une pénurie de pièces essentielles en cause', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/18471', seen: '2026-11-23', published: '2023', supports: ['processingTime'] },
    { title: 'Panne technique : suspension de délivrance de passeport depuis le 31 août', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/panne-technique-suspension-de-delivrance-de-passeport-depuis-le-31-aout', seen: '2026-11-23', published: '2018-09', supports: ['processingTime'] },
    { title: 'Administration : la demande de passeport sur rendez-vous (en ligne sur pn.gov.mg)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2024/02/administration-la-demande-de-passeport.html', seen: '2026-11-23', published: '2024-02', supports: ['onlineServices', 'steps'] },
    { title: 'La plateforme de gestion des rendez-vous pour l’acquisition et le renouvellement du passeport de la diaspora malagasy opérationnelle', publisher: 'Orange Actu', kind: 'press', url: 'https://actu.orange.mg/la-plateforme-de-gestion-des-rendez-vous-pour-lacquisition-et-le-renouvellement-du-passeport-de-la-diaspora-malagasy-operationnelle/', seen: '2026-11-23', published: '2024-04-08', supports: ['onlineServices'] },
    { title: 'Conseil des ministres : le renouvellement de passeport peut s’effectuer auprès de toutes les ambassades', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/2025/01/24/conseil-des-ministres-le-renouvellement-de-passeport-peut-seffectuer-aupres-de-toutes-les-ambassades', seen: '2026-11-23', published: '2025-01-24', supports: ['whereToApply', 'faq'] },
    { title: 'Passeport : validité à dix ans à l’étude, renouvellement par procuration pour la diaspora', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202602260284.html', seen: '2026-11-23', published: '2026-02-26', supports: ['faq'] },
    { title: 'Premier passeport biométrique (décret n° 2007-018 du 16 janvier 2007)', publisher: 'malagasy.it (reprise de presse)', kind: 'secondary', url: 'https://malagasy.it/mg/node/4388', seen: '2026-11-23', supports: ['legalReferences'] },
    { title: 'Comment obtenir un passeport', publisher: 'Guide Za Malagasy', kind: 'secondary', url: 'https://guide.za-malagasy.com/demarches-et-documents-administratifs/comment-obtenir-un-passeport-4.html', seen: '2026-11-23', supports: ['documents', 'steps'] },
    { title: 'Passeport malgache (notice encyclopédique)', publisher: 'profilbaru.com (copie de Wikipédia)', kind: 'secondary', url: 'https://profilbaru.com/fr/Passeport_malgache', seen: '2026-11-23' },
    { title: 'Création d’un passeport malgache : tout ce qu’il faut savoir', publisher: 'DataGascar', kind: 'secondary', url: 'https://datagascar.com/creation-dun-passeport-malgache-tout-ce-quil-faut-savoir', seen: '2026-11-23', published: '2022-08-02', supports: ['documents', 'steps'] },
    { title: 'Passeport malagasy : démarches', publisher: 'voyage-madagascar.org', kind: 'secondary', url: 'https://voyage-madagascar.org/passeport-malagasy', seen: '2026-11-23', supports: ['documents', 'steps'] },
  ],
}
export default service

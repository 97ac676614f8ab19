import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: "immatriculation-de-vehicule",
  category: "conduite-et-transport",
  ministry: "mid",
  slug: { fr: "immatriculation-de-vehicule", mg: "fisoratana-fiara" },
  title: {
    fr: "Immatriculation d'un véhicule (carte grise)",
    mg: "Fisoratana fiara (karatra volondavenona, carte grise)",
  },
  summary: {
    fr: "Ce guide explique comment obtenir la carte grise biométrique d'un véhicule : première immatriculation d'un véhicule importé ou neuf, et changement de propriétaire (mutation) après un achat.",
    mg: "Ity torolalana ity dia manazava ny fomba ahazoana ny karatra volondavenona biometrika ho an'ny fiara: fisoratana voalohany ho an'ny fiara nafarana na vaovao, sy fanovana tompony (mutation) aorian'ny fividianana.",
  },
  audience: {
    fr: "Les propriétaires de voitures, motos, camions ou bus : après une importation, l'achat d'un véhicule neuf, l'achat d'un véhicule d'occasion, la perte de la carte grise ou une transformation du véhicule.",
    mg: "Ireo tompon'ny fiara, moto, kamiao na fiara fitateram-bahoaka: aorian'ny fanafarana, fividianana fiara vaovao, fividianana fiara efa niasa, fahaverezan'ny karatra volondavenona na fanovana ny fiara.",
  },
  documents: {
    fr: [
      "Véhicule importé : certificat pour servir à l'immatriculation (« modèle n° 1 ») délivré par les Douanes et déclaration d'importation",
      "Procès-verbal de réception technique délivré par le centre de sécurité routière",
      "Changement de propriétaire : ancienne carte grise et acte de vente enregistré, avec signatures légalisées des deux parties",
      "Déclaration sur l'honneur signée par le vendeur et l'acheteur, signatures légalisées",
      "Photocopies certifiées des pièces d'identité (CIN) du vendeur et de l'acheteur",
      "Certificat de résidence de l'acheteur (ou certificat d'existence pour une société)",
      "Attestation de non-gage ou de radiation de gage si le véhicule a été mis en gage (délivrée par le CIM)",
      "Quittance de paiement des droits",
    ],
    mg: [
      "Fiara nafarana: taratasy fanamarinana ho an'ny fisoratana (« modèle n° 1 ») omen'ny Fadintseranana sy ny fanambarana fanafarana",
      "Fitanana an-tsoratra momba ny fandraisana ara-teknika omen'ny ivon-toerana misahana ny fiarovana eny an-dalana",
      "Fanovana tompony: ny karatra volondavenona taloha sy ny fifanarahana fivarotana voasoratra, misy sonian'ny roa tonta voamarina",
      "Fanambarana ara-pahamendrehana vonosonian'ny mpivarotra sy ny mpividy, voamarina ny sonia",
      "Dika mitovy voamarina amin'ny kara-panondro (CIN) an'ny mpivarotra sy ny mpividy",
      "Fanamarinam-ponenan'ny mpividy (na taratasy fanamarinana fisiana raha orinasa)",
      "Taratasy fanamarinana fa tsy nampiantohana na efa nesorina ny antoka, raha nampiantohana ilay fiara (omen'ny CIM)",
      "Rosia fandoavana ny sarany",
    ],
  },
  cost: {
    free: false,
    amountAriary: 75000,
    details: {
      fr: "Carte grise biométrique : environ 75 000 Ar (74 300 Ar annoncés en 2019), plus un petit frais local signalé à Mahajanga (environ 2 000 Ar). Pour une mutation s'ajoutent un droit de mutation (environ 300 Ar) et le droit d'enregistrement de l'acte de vente payé aux Impôts, calculé selon la valeur du véhicule. La réception technique d'un véhicule importé est payée à part au centre de sécurité routière.",
      mg: "Karatra volondavenona (carte grise) biometrika: eo amin'ny 75 000 Ar (74 300 Ar no nambara tamin'ny 2019), miampy sarany kely teo an-toerana voalaza tany Mahajanga (eo amin'ny 2 000 Ar). Raha fanovana tompony dia ampiana ny saran'ny mutation (eo amin'ny 300 Ar) sy ny haban'ny fisoratana ny fifanarahana fivarotana aloa any amin'ny Hetra, kajiana araka ny sandan'ny fiara. Aloa manokana any amin'ny ivon-toerana misahana ny fiarovana eny an-dalana ny fandraisana ara-teknika ho an'ny fiara nafarana.",
    },
  },
  processingTime: {
    fr: "Comptez environ un mois (CIM d'Antananarivo, 2023). En cas de rupture de cartes, la délivrance peut être suspendue plusieurs mois (Mahajanga, mai à novembre 2025) ; le centre remet alors une attestation provisoire, qui peut cesser d'être valable dès que les cartes reviennent. Le « modèle n° 1 » des Douanes est valable un mois, renouvelable deux fois : faites vite la réception technique et la demande.",
    mg: "Eo amin'ny iray volana eo ho eo (CIM Antananarivo, 2023). Raha tsy ampy ny karatra dia mety hiato volana maromaro ny famoahana (Mahajanga, mey ka hatramin'ny novambra 2025) ; manome taratasy vonjimaika ny ivon-toerana amin'izay, saingy mety tsy manan-kery intsony izany raha vantany vao misy indray ny karatra. Iray volana no maha-manan-kery ny « modèle n° 1 » avy amin'ny Fadintseranana, azo havaozina indroa: ataovy haingana ny fandraisana ara-teknika sy ny fangatahana.",
  },
  whereToApply: {
    fr: "Centre de sécurité routière (DGSR) pour la réception technique, puis centre immatriculateur (CIM) du ministère de l'Intérieur et de la Décentralisation de votre région pour la carte grise, par exemple le CIM d'Ambohidahy à Antananarivo. Le droit d'enregistrement d'une vente se paie au centre des Impôts.",
    mg: "Ivon-toerana misahana ny fiarovana eny an-dalana (DGSR) ho an'ny fandraisana ara-teknika, avy eo ny ivon-toerana fisoratana fiara (CIM) an'ny Ministeran'ny Atitany sy ny Fitsinjaram-pahefana ao amin'ny faritra misy anao ho an'ny karatra volondavenona, ohatra ny CIM Ambohidahy any Antananarivo. Any amin'ny foibe misahana ny Hetra no andoavana ny haban'ny fisoratana fivarotana.",
  },
  steps: {
    fr: [
      { title: "Réunissez les papiers du véhicule", detail: "Pour un véhicule importé : le « modèle n° 1 » et la déclaration des Douanes. Pour un achat d'occasion : l'ancienne carte grise et l'acte de vente signé." },
      { title: "Passez la réception technique (véhicule importé)", detail: "Présentez le véhicule au centre de sécurité routière. Le procès-verbal de réception est obligatoire avant l'immatriculation." },
      { title: "Faites légaliser et enregistrer l'acte de vente (mutation)", detail: "Faites légaliser les signatures à la commune, puis enregistrez l'acte de vente aux Impôts en payant le droit d'enregistrement." },
      { title: "Déposez le dossier au centre immatriculateur", detail: "Déposez toutes les pièces au CIM et payez le droit de la carte grise. Gardez la quittance et l'accusé de réception." },
      { title: "Retirez la carte grise", detail: "Revenez à la date indiquée pour retirer la carte grise biométrique. Posez les plaques avec le numéro attribué." },
    ],
    mg: [
      { title: "Vorivorio ny taratasin'ny fiara", detail: "Fiara nafarana: ny « modèle n° 1 » sy ny fanambarana tany amin'ny Fadintseranana. Fividianana fiara efa niasa: ny karatra volondavenona taloha sy ny fifanarahana fivarotana voasonia." },
      { title: "Ataovy ny fandraisana ara-teknika (fiara nafarana)", detail: "Ento any amin'ny ivon-toerana misahana ny fiarovana eny an-dalana ny fiara. Tsy maintsy misy ny fitanana an-tsoratra momba ny fandraisana alohan'ny fisoratana." },
      { title: "Ampamarino sy ampisoraty ny fifanarahana fivarotana (mutation)", detail: "Ampamarino any amin'ny kaominina ny sonia, avy eo ampisoraty any amin'ny Hetra ny fifanarahana fivarotana ary aloavy ny haba." },
      { title: "Apetraho any amin'ny ivon-toerana fisoratana ny antontan-taratasy", detail: "Apetraho any amin'ny CIM ny taratasy rehetra ary aloavy ny saran'ny karatra volondavenona. Tehirizo ny rosia sy ny taratasy fanamarinana fandraisana." },
      { title: "Alao ny karatra volondavenona", detail: "Miverena amin'ny daty voatondro handray ny karatra volondavenona biometrika. Apetaho ny takelaka misy ny laharana nomena." },
    ],
  },
  legalReferences: {
    fr: [
      "Loi n° 2017-002 du 6 juillet 2017 portant Code de la route à Madagascar",
      "Circulaire d'application n° 2992 du 4 juin 2007 sur la conservation du numéro d'immatriculation initial",
      "Code général des impôts (droit d'enregistrement des ventes de véhicules)",
    ],
    mg: [
      "Lalàna laharana faha-2017-002 tamin'ny 6 jolay 2017 momba ny Fehezan-dalàna mifehy ny fifamoivoizana eto Madagasikara",
      "Taratasy fampiharana laharana faha-2992 tamin'ny 4 jona 2007 momba ny fitazonana ny laharam-pisoratana voalohany",
      "Fehezan-dalàna ankapobe momba ny hetra (haban'ny fisoratana ny fivarotana fiara)",
    ],
  },
  faq: {
    fr: [
      { question: "Combien de temps ai-je après l'achat pour faire la mutation ?", answer: "Faites-la le plus tôt possible. Tant que la mutation n'est pas faite, le vendeur reste inscrit comme propriétaire, ce qui peut poser problème en cas d'accident ou d'amende." },
      { question: "Puis-je circuler avec une plaque étrangère ?", answer: "Seulement pendant la période couverte par le « modèle n° 1 » des Douanes (un mois, renouvelable deux fois), avec une assurance valide. Ensuite, la police peut mettre le véhicule en fourrière." },
      { question: "J'ai perdu ma carte grise. Que faire ?", answer: "Déclarez la perte au commissariat ou à la gendarmerie, puis demandez un duplicata au centre immatriculateur avec la déclaration de perte." },
    ],
    mg: [
      { question: "Hafiriana aorian'ny fividianana no tokony hanaovako ny mutation?", answer: "Ataovy haingana araka izay azo atao. Raha mbola tsy vita ny mutation dia ny mpivarotra no mbola voasoratra ho tompony, izay mety hiteraka olana raha misy loza na lamandy." },
      { question: "Afaka mivezivezy amin'ny takelaka vahiny ve aho?", answer: "Mandritra ny fotoana andrakofan'ny « modèle n° 1 » avy amin'ny Fadintseranana ihany (iray volana, azo havaozina indroa), miaraka amin'ny fiantohana manan-kery. Aorian'izay dia afaky ny polisy atao fonja ny fiara." },
      { question: "Very ny karatra volondavenoko. Inona no atao?", answer: "Ambarao any amin'ny kaomisarià na zandarimariam-pirenena ny fahaverezana, avy eo mangataha dika mitovy any amin'ny ivon-toerana fisoratana miaraka amin'ny fanambarana fahaverezana." },
    ],
  },
  youReceive: {
    fr: "La carte grise (certificat d'immatriculation) à votre nom, avec le numéro d'immatriculation du véhicule.",
    mg: "Ny karatra volondavenona (carte grise) amin'ny anaranao, misy ny laharana fisoratan'ny fiara.",
  },
  onlineServices: { fr: [], mg: [] },
  related: ["visite-technique", "permis-de-conduire", "legalisation-de-documents", "certificat-de-residence"],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-23',
  unconfirmed: ['cost', 'documents', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Montant du droit de mutation (environ 300 Ar) non confirmé ; coût de la réception technique (38 400 Ar en 2013) non repris. Pièces : liste officielle pour une première immatriculation et pour une mutation à confirmer auprès du CIM (liste actuelle tirée d\'Ivotoro et de la presse). Texte : circulaire d\'application n° 2992 du 4 juin 2007 citée par un seul article de presse, à vérifier. Lien du téléservice des Impôts pour le droit d\'enregistrement (cité comme « véhicule.impôts.mg » par Ivotoro) non reprise faute de certitude. Termes malgaches « fandraisana ara-teknika » (réception technique) et « taratasy fanamarinana fisiana » à valider. Torolalana n\'a pas de fiche sur l\'immatriculation (catalogue de février 2026, lu dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana ; la catégorie « Conduite et transport » l\'annonce sans fiche) : rien à comparer.',
  },
  sources: [
    { title: 'Délivrance des cartes grises et permis biométriques à Mahajanga (75 000 Ar plus 2 000 Ar de frais local)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202301050281.html', seen: '2026-11-23', published: '2023-01-05', supports: ['cost'] },
    { title: 'Reprise de la délivrance des cartes grises biométriques au CIM de Mahajanga (attestations provisoires plus valables)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202511250386.html', seen: '2026-11-23', published: '2025-11-25', supports: ['processingTime'] },
    { title: 'Les permis de conduire et cartes grises biométriques redélivrés (74 300 Ar)', publisher: 'Moov', kind: 'press', url: 'https://www.moov.mg/actualite/nationale/46905-les-permis-de-conduire-et-carte-grise-biometriques-redelivres', seen: '2026-11-23', published: '2019-05-26', supports: ['cost'] },
    { title: 'Permis biométrique : le CIM reçoit environ 250 demandes par jour (carte grise : réponse après un mois)', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/2023/04/13/permis-biometrique-le-cim-recoit-environ-250-demandes-par-jour', seen: '2026-11-23', published: '2023-04-13', supports: ['processingTime'] },
    { title: 'Circulation : la chasse aux immatriculations irrégulières est ouverte (modèle n° 1 renouvelable deux fois)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/12/09/2020/circulation-la-chasse-aux-immatriculations-irregulieres-est-ouverte/', seen: '2026-11-23', published: '2020-09-12', supports: ['processingTime', 'faq'] },
    { title: 'Décision de contrôle de constitutionnalité de la loi n° 2014-037 portant Code de la route', publisher: 'Haute Cour constitutionnelle', kind: 'official', url: 'http://hcc.gov.mg/?p=1692', seen: '2026-11-23' },
    { title: 'Corruption sur les axes routiers : un nouveau guide pour les usagers (loi n° 2017-002 du 6 juillet 2017)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/7830-corruption-sur-les-axes-routiers-un-nouveau-guide-pour-les-usagers.html', seen: '2026-11-23', supports: ['legalReferences'] },
    { title: 'Cartes grises : nouveau délai pour le biométrique (demande soumise au ministère de l’Intérieur)', publisher: 'Newsmada', kind: 'press', url: 'https://www.newsmada.com/2016/12/28/cartes-grises-nouveau-delai-pour-le-biometrique/', seen: '2026-11-23', published: '2016-12-28' },
    { title: 'Mutation véhicule : vente par une société', publisher: 'Ivotoro (centre d’information administrative)', kind: 'secondary', url: 'https://www.ivotoro.mg/procedure/mutation-vehicule-vente-par-une-societe/', seen: '2026-11-23', supports: ['documents', 'steps'] },
    { title: 'Voitures d’occasion : guide et astuces pour les nouvelles immatriculations', publisher: 'Blog onglalana', kind: 'secondary', url: 'https://onglalana.wordpress.com/2013/03/22/madagascar-voitures-doccasion-guide-et-astuces-pour-les-nouvelles-immatriculations/', seen: '2026-11-23', published: '2013-03-22', supports: ['documents', 'steps'] },
    { title: '1 649 TAM en un mois (circulaire n° 2992 du 4 juin 2007)', publisher: 'Madagascar Tribune', kind: 'press', url: 'https://www.madagascar-tribune.com/1-649-TAM-en-un-mois,9548.html', seen: '2026-11-23', published: '2008', supports: ['legalReferences'] },
  ],
}
export default service

import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'certificat-medical',
  category: 'sante',
  ministry: 'sante',
  slug: { fr: 'certificat-medical', mg: 'fanamarinana-ara-pahasalamana' },
  title: { fr: 'Certificat médical', mg: 'Taratasy fanamarinana ara-pahasalamana (certificat médical)' },
  summary: {
    fr: 'Obtenir un certificat médical : aptitude pour un concours, un emploi, l’école ou le sport, arrêt de travail, ou constat de blessures après une agression.',
    mg: 'Hahazo taratasy fanamarinana ara-pahasalamana: fahafahana mandray anjara amin’ny fifaninanana, asa, sekoly na fanatanjahantena, fialan-tsasatra noho ny aretina, na fanamarinana ratra aorian’ny fanafihana.',
  },
  audience: {
    fr: 'Les candidats à un concours ou à un emploi, les élèves et les sportifs, les salariés malades, et les victimes de violences ou d’accidents qui doivent prouver leurs blessures.',
    mg: 'Ireo kandida amin’ny fifaninanana na asa, ny mpianatra sy ny mpanao fanatanjahantena, ny mpiasa marary, ary ireo niharan’ny herisetra na loza mila manaporofo ny ratra azony.',
  },
  documents: {
    fr: [
      'Carte nationale d’identité (CIN), ou acte de naissance pour un mineur',
      'Le motif exact et, si possible, le modèle de certificat demandé (avis de concours, employeur, école, club sportif)',
      'Le carnet de santé et les résultats d’examens récents',
      'Après une agression : la réquisition de la police ou de la gendarmerie, si elle a déjà été établie',
      'De l’argent pour la consultation et les éventuelles analyses',
    ],
    mg: [
      'Kara-panondrom-pirenena (CIN), na kopia nahaterahana ho an’ny zaza tsy ampy taona',
      'Ny antony marina ary, raha azo atao, ny modely takian’ny mpangataka (filazana fifaninanana, mpampiasa, sekoly, klioba fanatanjahantena)',
      'Ny karinem-pahasalamana sy ny valin’ny fitiliana farany natao',
      'Aorian’ny fanafihana: ny taratasy fangatahana (réquisition) avy amin’ny polisy na ny zandary, raha efa nomena',
      'Vola ho an’ny fizahana sy ny fitiliana mety ho ilaina',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Le certificat est rédigé après une consultation, qui est payante : le prix dépend du CSB, de l’hôpital ou du cabinet privé. Certains certificats exigent des examens en plus (analyses, radiographie, contrôle de la vue), à vos frais. Pour les victimes de violences sexuelles, les Centres Vonjy (Antananarivo, Toamasina, Mahajanga, Nosy Be, Toliara) assurent gratuitement l’examen médico-légal et remettent le certificat.',
      mg: 'Aorian’ny fizahana no anoratana ny taratasy fanamarinana, ary andoavam-bola ny fizahana: miankina amin’ny CSB, ny hopitaly na ny toeram-pitsaboana tsy miankina ny sarany. Misy taratasy fanamarinana mitaky fitiliana fanampiny (fitiliana ra, sary, fizahana maso), ka ianao no mandoa izany. Ho an’ireo niharan’ny herisetra ara-nofo, maimaim-poana ny fizahana ara-pitsaboana sy ara-pitsarana ary ny taratasy fanamarinana omen’ny Foibe Vonjy (Antananarivo, Toamasina, Mahajanga, Nosy Be, Toliara).',
    },
  },
  processingTime: {
    fr: 'Le jour même pour un certificat simple, à la fin de la consultation. Quelques jours si des examens sont demandés.',
    mg: 'Avy hatrany amin’io andro io ihany, rehefa vita ny fizahana, raha taratasy tsotra. Andro vitsivitsy raha misy fitiliana takiana.',
  },
  whereToApply: {
    fr: 'Chez un médecin : au centre de santé de base (CSB) de votre commune, dans un hôpital public (CHRD, CHRR, CHU) ou dans un cabinet privé. Certains organismes exigent un médecin précis (médecin du travail, hôpital public) : lisez bien l’avis de concours. Après une violence sexuelle, allez au Centre Vonjy ou à l’hôpital public le plus proche. Au Centre Vonjy, un officier de police reçoit la plainte sur place.',
    mg: 'Any amin’ny dokotera: any amin’ny toeram-pitsaboana ifotony (CSB) ao amin’ny kaomininao, any amin’ny hopitaly miankina amin’ny fanjakana (CHRD, CHRR, CHU) na any amin’ny dokotera tsy miankina. Misy sampan-draharaha mitaky dokotera voafaritra (dokoteran’ny mpiasa, hopitaly miankina amin’ny fanjakana): vakio tsara ny filazana fifaninanana. Aorian’ny herisetra ara-nofo, mankanesa any amin’ny Foibe Vonjy na ny hopitaly miankina amin’ny fanjakana akaiky indrindra. Ao amin’ny Foibe Vonjy dia misy polisy mandray eo no ho eo ny fitoriana.',
  },
  steps: {
    fr: [
      { title: 'Vérifiez ce qui est demandé', detail: 'Lisez l’avis de concours ou la demande de l’employeur : type de certificat, médecin accepté, durée de validité.' },
      { title: 'Allez en consultation', detail: 'Présentez-vous avec votre CIN et votre carnet de santé. Dites clairement au médecin à quoi servira le certificat.' },
      { title: 'Passez l’examen médical', detail: 'Le médecin vous examine. Il peut demander des analyses ou un examen complémentaire avant de signer.' },
      { title: 'Relisez le certificat', detail: 'Vérifiez vos nom, prénoms et date de naissance, la date, le cachet et la signature du médecin. Une erreur peut faire rejeter votre dossier.' },
      { title: 'Après une agression, agissez vite', detail: 'Faites-vous examiner le plus tôt possible. En cas de violence sexuelle, ne vous lavez pas et gardez vos vêtements : ce sont des preuves. Le certificat décrit les blessures et appuie votre plainte.' },
      { title: 'Gardez des copies', detail: 'Faites des photocopies. Si l’organisme demande une copie certifiée conforme, faites-la légaliser à la commune.' },
    ],
    mg: [
      { title: 'Hamarino izay takiana', detail: 'Vakio ny filazana fifaninanana na ny fangatahan’ny mpampiasa: karazana taratasy, dokotera eken’izy ireo, faharetan’ny fahamarinan’ilay taratasy.' },
      { title: 'Mankanesa any amin’ny dokotera', detail: 'Ento ny CIN sy ny karinem-pahasalamanao. Lazao mazava amin’ny dokotera izay hampiasana ilay taratasy.' },
      { title: 'Andalovy ny fizahana', detail: 'Mizaha anao ny dokotera. Mety hangataka fitiliana ra na fizahana fanampiny izy alohan’ny hanaovany sonia.' },
      { title: 'Vakio indray ny taratasy', detail: 'Hamarino ny anaranao sy ny fanampin’anaranao, ny daty nahaterahanao, ny daty, ny kasen’ny dokotera ary ny soniany. Mety holavina ny antontan-taratasinao raha misy diso.' },
      { title: 'Aorian’ny fanafihana, aza miandry', detail: 'Mandehana mizaha dokotera haingana araka izay azo atao. Raha herisetra ara-nofo, aza mandro ary tehirizo ny akanjonao: porofo ireo. Manoritsoritra ny ratra ny taratasy fanamarinana ary manamafy ny fitorianao.' },
      { title: 'Tehirizo ny dika mitovy', detail: 'Maka dika mitovy. Raha mangataka dika mitovy voamarina ny sampan-draharaha, ataovy manara-dalàna (légalisation) any amin’ny kaominina izany.' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2011-002 du 15 juillet 2011 portant Code de la santé',
      'Loi n° 2019-008 du 16 janvier 2020 relative à la lutte contre les violences basées sur le genre',
      'Code de déontologie médicale de l’Ordre national des médecins de Madagascar',
    ],
    mg: [
      'Lalàna laharana faha-2011-002 tamin’ny 15 jolay 2011 mametraka ny Fehezan-dalàna momba ny fahasalamana',
      'Lalàna laharana faha-2019-008 tamin’ny 16 janoary 2020 mikasika ny ady amin’ny herisetra mifototra amin’ny maha-lahy sy maha-vavy',
      'Fitsipi-pitondran-tena ho an’ny dokotera navoakan’ny Holafitra nasionalin’ny dokotera eto Madagasikara',
    ],
  },
  faq: {
    fr: [
      { question: 'Un certificat médical est-il gratuit ?', answer: 'En général non : vous payez la consultation et les examens éventuels. Pour les victimes de violences sexuelles, l’examen et le certificat sont gratuits dans les Centres Vonjy.' },
      { question: 'Faut-il un certificat médical pour porter plainte après des coups ?', answer: 'C’est une preuve essentielle. Les conseillers de la ligne 147 recommandent d’aller d’abord chez le médecin faire constater les blessures et obtenir un certificat, puis à la police.' },
      { question: 'Quel certificat médical pour le permis de conduire ?', answer: 'Selon Torolalana, le certificat médical est demandé pour ajouter les catégories C, D et E au permis : il est délivré par le Bureau municipal d’hygiène (BMH). Pour renouveler un permis à validité limitée pour raison médicale (« permis médical »), le certificat vient du BMH ou de l’hôpital HJRA.' },
      { question: 'Combien de temps un certificat d’aptitude est-il valable ?', answer: 'La durée est fixée par l’organisme qui le demande. Vérifiez-la dans l’avis de concours ou auprès de l’employeur avant de passer la visite, pour ne pas devoir la refaire.' },
    ],
    mg: [
      { question: 'Maimaim-poana ve ny taratasy fanamarinana ara-pahasalamana?', answer: 'Amin’ny ankapobeny, tsia: mandoa ny fizahana sy ny fitiliana mety ho ilaina ianao. Ho an’ireo niharan’ny herisetra ara-nofo, maimaim-poana ny fizahana sy ny taratasy fanamarinana any amin’ny Foibe Vonjy.' },
      { question: 'Ilaina ve ny taratasy fanamarinana ara-pahasalamana raha hitory aorian’ny fikapohana?', answer: 'Porofo lehibe izany. Manoro hevitra ny mpiasan’ny laharana 147 ny handeha aloha any amin’ny dokotera hanamarina ny ratra sy haka taratasy fanamarinana, vao mankany amin’ny polisy.' },
      { question: 'Taratasy fanamarinana ara-pahasalamana inona no ilaina amin’ny fahazoan-dàlana mitondra fiara?', answer: 'Araka ny Torolalana, ilaina ny taratasy fanamarinana ara-pahasalamana raha hanampy ny sokajy C, D ary E amin’ny fahazoan-dàlana: ny Birao monisipaly misahana ny fahadiovana (BMH) no manome azy. Raha hanavao fahazoan-dàlana voafetra ny fe-potoana noho ny antony ara-pahasalamana (« permis médical »), avy amin’ny BMH na ny hopitaly HJRA ilay taratasy.' },
      { question: 'Hafiriana no manan-kery ny taratasy fanamarinana fahafahana?', answer: 'Ny sampan-draharaha mangataka azy no mamaritra izany. Hamarino ao amin’ny filazana fifaninanana na amin’ny mpampiasa alohan’ny handehananao hizaha dokotera, mba tsy hamerenanao izany.' },
    ],
  },
  places: ['chugob-befelatanana', 'chu-tanambao-toliara', 'chu-pzaga-androva-mahajanga'],
  youReceive: {
    fr: "Un certificat médical signé et tamponné par le médecin, qui décrit votre aptitude, votre arrêt de travail ou les blessures constatées.",
    mg: "Taratasy fanamarinana ara-pahasalamana nosoniavin'ny dokotera sy nasiany kase, milaza ny fahafahanao, ny fialan-tsasatrao noho ny aretina na ny ratra hita.",
  },
  related: ['porter-plainte', 'hopitaux', 'legalisation-de-documents', 'vaccination'],
  directory: 'none',
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'documents', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Montant : tarifs de consultation et de certificat dans les CSB et hôpitaux de l\'État non trouvés ; gratuité aux Centres Vonjy confirmée pour Nosy Be (UNICEF 2018) ; présence des centres de Toamasina et Mahajanga non vérifiée (5 centres en 2020 selon la presse). Délai (« le jour même », « quelques jours ») non confirmé. Pièces à présenter (CIN, carnet de santé, réquisition) non confirmées. Texte : loi n° 2011-002, loi n° 2019-008 (dates) et code de déontologie médicale à confirmer au Journal officiel. Terme malgache « taratasy fanamarinana ara-pahasalamana » pour « certificat médical » à faire valider. Torolalana n\'a pas de fiche sur le certificat médical en général (catalogue de février 2026, lu dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana) ; ses fiches sur le permis de conduire disent quel certificat médical est demandé : ajouté en FAQ.',
  },
  sources: [
    { title: 'Torolalana — Obtenir son permis de conduire (certificat médical du BMH pour les catégories C, D et E)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/obtenir-son-permis-de-conduire', seen: '2026-11-25', published: '2026-02', supports: ['faq'] },
    { title: 'Torolalana — Permis de conduire (Médical) (certificat médical du BMH ou de l’HJRA)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/permis-de-conduire-medical', seen: '2026-11-25', published: '2026-02', supports: ['faq'] },
    { title: 'Centre Vonjy : prise en charge, expertise médico-légale et certificat médical, recueil des plaintes', publisher: 'CHU de gynécologie-obstétrique de Befelatanana (CHUGOB)', kind: 'official', url: 'https://chugob.mg/?p=2485', seen: '2026-11-23', supports: ['whereToApply', 'faq'] },
    { title: 'Nosy Be : le centre « Vonjy » offre un deuxième espoir pour les victimes de la violence (gratuité des soins)', publisher: 'UNICEF Madagascar', kind: 'official', url: 'https://www.unicef.org/madagascar/recits/nosy-be-le-centre-%C2%ABvonjy-%C2%BB-offre-un-deuxi%C3%A8me-espoir-pour-les-victimes-de-la-violence', seen: '2026-11-23', published: '2018-10-16', supports: ['cost', 'whereToApply'] },
    { title: 'Maternité de Befelatanana : inauguration du centre « Vonjy »', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/maternite-de-befelatanana-inauguration-du-centre-vonjy', seen: '2026-11-23', published: '2015', supports: ['whereToApply'] },
    { title: 'Toliara : ouverture du cinquième Centre Vonjy au CHU de Tanambao', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202003070335.html', seen: '2026-11-23', published: '2020-03-07', supports: ['cost', 'whereToApply'] },
    { title: 'Ligne verte 147 : aller chez le médecin puis à la police', publisher: 'Studio Sifaka', kind: 'press', url: 'https://studiosifaka.org/magazines/question-a-ho-aho/item/4529-ligne-verte-147-une-hausse-de-denonciation-de-violences-sur-les-enfants-depuis-aout-dernier.html', seen: '2026-11-23', published: '2021', supports: ['faq'] },
  ],
}
export default service

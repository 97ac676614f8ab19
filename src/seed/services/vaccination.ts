import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'vaccination',
  category: 'sante',
  ministry: 'sante',
  slug: { fr: 'vaccination', mg: 'fanaovana-vaksiny' },
  title: { fr: 'Vaccination des enfants et des adultes', mg: 'Fanaovana vaksiny ho an’ny ankizy sy ny olon-dehibe' },
  summary: {
    fr: 'Les vaccins gratuits du calendrier national pour les enfants de 0 à 18 mois, où les faire, et comment suivre le carnet de vaccination. Aussi : les campagnes nationales et les vaccins de voyage.',
    mg: 'Ireo vaksiny maimaim-poana ao amin’ny tetiandro nasionaly ho an’ny ankizy 0 ka hatramin’ny 18 volana, ny toerana anaovana azy, ary ny fanarahana ny karinem-baksiny. Ary koa: ny fanentanana nasionaly sy ny vaksiny ho an’ny mpandeha any ivelany.',
  },
  audience: {
    fr: 'En priorité les parents d’enfants de 0 à 18 mois. Aussi les enfants visés par les campagnes nationales (rougeole, polio), les femmes enceintes suivies au CSB, et les voyageurs qui ont besoin d’un vaccin international.',
    mg: 'Voalohany indrindra ireo ray aman-drenin’ny ankizy 0 ka hatramin’ny 18 volana. Ary koa ny ankizy voakasiky ny fanentanana nasionaly (kitrotro, polio), ny vehivavy bevohoka arahina ao amin’ny CSB, ary ireo mpandeha any ivelany mila vaksiny iraisam-pirenena.',
  },
  documents: {
    fr: [
      'Le carnet de santé de l’enfant (remis à la naissance ou au premier vaccin)',
      'L’acte de naissance de l’enfant, ou au moins sa date de naissance exacte',
      'Le carnet de santé de la mère, pour les femmes enceintes',
      'Pour les voyageurs : le passeport et le carnet international de vaccination',
    ],
    mg: [
      'Ny karinem-pahasalamana an’ny zaza (omena rehefa teraka na amin’ny vaksiny voalohany)',
      'Ny kopia nahaterahan’ny zaza, na farafaharatsiny ny daty marina nahaterahany',
      'Ny karinem-pahasalaman’ny reny, ho an’ny vehivavy bevohoka',
      'Ho an’ny mpandeha any ivelany: ny pasipaoro sy ny karinem-baksiny iraisam-pirenena',
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'Les vaccins du calendrier national (Programme élargi de vaccination, PEV) sont gratuits pour les enfants de 0 à 18 mois dans les CSB et les centres de vaccination publics. Les campagnes nationales de vaccination sont aussi gratuites. Les vaccins de voyage (par exemple contre la fièvre jaune) et les vaccins hors calendrier sont payants, dans les centres agréés et les cliniques privées.',
      mg: 'Maimaim-poana ho an’ny ankizy 0 ka hatramin’ny 18 volana, any amin’ny CSB sy ny toeram-panaovana vaksiny miankina amin’ny fanjakana, ireo vaksiny ao amin’ny tetiandro nasionaly (Programme élargi de vaccination, PEV). Maimaim-poana koa ny fanentanana nasionaly amin’ny vaksiny. Andoavam-bola kosa ny vaksiny ho an’ny mpandeha any ivelany (ohatra, ny vaksiny manohitra ny tazo mavo) sy ny vaksiny tsy ao amin’ny tetiandro, any amin’ny toerana nahazo alalana sy ny toeram-pitsaboana tsy miankina.',
    },
  },
  processingTime: {
    fr: 'Le vaccin est fait le jour même, pendant une séance de vaccination du CSB. Le calendrier s’étale de la naissance à 18 mois : respectez chaque rendez-vous noté sur le carnet.',
    mg: 'Atao avy hatrany ny vaksiny, mandritra ny fotoana fanaovana vaksiny ao amin’ny CSB. Manomboka amin’ny fahaterahana ka hatramin’ny 18 volana ny tetiandro: hajao ny fotoana voasoratra ao amin’ny karine tsirairay.',
  },
  whereToApply: {
    fr: 'Au centre de santé de base (CSB) de votre commune, pendant les séances de vaccination (souvent certains jours de la semaine : renseignez-vous au CSB). À la maternité ou à l’hôpital public pour les vaccins de la naissance. Pendant les campagnes nationales, des équipes passent aussi dans les fokontany et les écoles.',
    mg: 'Any amin’ny toeram-pitsaboana ifotony (CSB) ao amin’ny kaominina misy anao, mandritra ny fotoana fanaovana vaksiny (matetika andro voafaritra ao anatin’ny herinandro: anontanio ny CSB). Any amin’ny toeram-piterahana na ny hopitaly miankina amin’ny fanjakana ho an’ny vaksiny atao rehefa teraka. Mandritra ny fanentanana nasionaly, misy ekipa mandalo any amin’ny fokontany sy ny sekoly koa.',
  },
  steps: {
    fr: [
      { title: 'Faites vacciner le bébé dès la naissance', detail: 'À la maternité ou au CSB, le bébé reçoit le BCG (contre la tuberculose) et une première dose de vaccin contre la polio. Gardez précieusement le carnet de santé remis.' },
      { title: 'Revenez aux dates prévues', detail: 'Pendant la première année, l’enfant reçoit en plusieurs doses le vaccin DTC-HepB-Hib (diphtérie, tétanos, coqueluche, hépatite B, Haemophilus), la polio, le pneumocoque (PCV-10) et le rotavirus, puis le vaccin contre la rougeole.' },
      { title: 'Apportez le carnet à chaque visite', detail: 'L’agent de santé y note chaque vaccin et la date du prochain rendez-vous. Sans carnet, il ne peut pas savoir quel vaccin manque.' },
      { title: 'Rattrapez un vaccin manqué', detail: 'Si vous avez manqué une date, allez quand même au CSB. L’agent de santé vous dira comment rattraper le retard. Si votre enfant n’a reçu aucun vaccin, il peut aussi être rattrapé : une grande campagne de rattrapage des enfants « zéro dose » a été lancée en 2024.' },
      { title: 'Surveillez l’enfant après le vaccin', detail: 'Une petite fièvre ou une douleur à l’endroit de la piqûre sont fréquentes. En cas de forte fièvre, de convulsions ou de gêne pour respirer, retournez au CSB ou allez aux urgences.' },
      { title: 'Participez aux campagnes nationales', detail: 'Lors des campagnes (rougeole, polio), suivez les consignes des agents de santé et présentez le carnet de l’enfant.' },
    ],
    mg: [
      { title: 'Ataovy vaksiny ny zaza vao teraka', detail: 'Any amin’ny toeram-piterahana na ny CSB, omena ny BCG (manohitra ny raboka) sy ny fatra voalohany amin’ny vaksiny manohitra ny polio ny zaza. Tehirizo tsara ny karinem-pahasalamana omena anao.' },
      { title: 'Miverena amin’ny daty voatondro', detail: 'Mandritra ny taona voalohany, omena imbetsaka ny zaza ny vaksiny DTC-HepB-Hib (difteria, tetanosy, kohaka lava, hepatita B, Haemophilus), ny polio, ny pnemokoka (PCV-10) ary ny rotavirus, avy eo ny vaksiny manohitra ny kitrotro.' },
      { title: 'Ento isaky ny mandeha ny karine', detail: 'Soratan’ny mpiasan’ny fahasalamana ao ny vaksiny tsirairay sy ny daty fotoana manaraka. Raha tsy misy karine, tsy fantany izay vaksiny mbola tsy vita.' },
      { title: 'Ataovy ny vaksiny tsy vita', detail: 'Raha tsy tonga tamin’ny daty voatondro ianao, mankanesa ihany any amin’ny CSB. Hazavain’ny mpiasan’ny fahasalamana aminao ny fomba hanarahana ny vaksiny tara. Raha tsy mbola nahazo vaksiny mihitsy ny zanakao dia azo atao ihany koa ny manenjika azy : nisy fanentanana lehibe natomboka tamin’ny 2024 ho an’ireo ankizy tsy mbola nahazo vaksiny na iray aza.' },
      { title: 'Arahio maso ny zaza aorian’ny vaksiny', detail: 'Mahazatra ny tazo kely na ny fanaintainana eo amin’ny toerana nanindronana. Raha mafy ny tazo, misy fanintona na sempotra ny zaza, miverena any amin’ny CSB na mankanesa any amin’ny vonjy taitra.' },
      { title: 'Mandraisa anjara amin’ny fanentanana nasionaly', detail: 'Mandritra ny fanentanana (kitrotro, polio), araho ny toromarika omen’ny mpiasan’ny fahasalamana ary asehoy ny karinem-pahasalaman’ny zaza.' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2011-002 du 15 juillet 2011 portant Code de la santé',
      'Programme élargi de vaccination (PEV) du ministère de la Santé publique : calendrier vaccinal national des enfants de 0 à 18 mois',
    ],
    mg: [
      'Lalàna laharana faha-2011-002 tamin’ny 15 jolay 2011 mametraka ny Fehezan-dalàna momba ny fahasalamana',
      'Programme élargi de vaccination (PEV) an’ny Ministeran’ny Fahasalamam-bahoaka: tetiandro nasionaly fanaovana vaksiny ho an’ny ankizy 0 ka hatramin’ny 18 volana',
    ],
  },
  faq: {
    fr: [
      { question: 'Les vaccins sont-ils payants ?', answer: 'Non pour les vaccins du calendrier national des enfants de 0 à 18 mois : ils sont gratuits dans les CSB et les centres publics. Les vaccins de voyage sont payants.' },
      { question: 'Le BCG n’était pas disponible à la naissance. Est-ce trop tard ?', answer: 'Non. Le BCG se fait de préférence à la naissance, mais lors des ruptures de stock, les CSB le rattrapent jusqu’à l’âge de 11 mois. Demandez au CSB.' },
      { question: 'J’ai perdu le carnet de mon enfant. Que faire ?', answer: 'Retournez au CSB où l’enfant a été vacciné. Les vaccins y sont inscrits dans un registre, ce qui peut permettre de les retrouver. Demandez un nouveau carnet.' },
      { question: 'Où faire le vaccin contre la fièvre jaune avant un voyage ?', answer: 'Dans un centre de vaccination internationale agréé, par exemple à l’Institut Pasteur de Madagascar à Antananarivo. Ce vaccin est payant et inscrit sur le carnet international.' },
    ],
    mg: [
      { question: 'Andoavam-bola ve ny vaksiny?', answer: 'Tsia ho an’ireo vaksiny ao amin’ny tetiandro nasionaly ho an’ny ankizy 0 ka hatramin’ny 18 volana: maimaim-poana izy ireo any amin’ny CSB sy ny toerana miankina amin’ny fanjakana. Andoavam-bola kosa ny vaksiny ho an’ny mpandeha any ivelany.' },
      { question: 'Tsy nisy BCG tamin’ny nahaterahan’ny zanako. Tara loatra ve izao?', answer: 'Tsia. Tsara kokoa raha atao rehefa vao teraka ny BCG, saingy rehefa tapitra ny tahiry, manao izany hatramin’ny faha-11 volana ny CSB. Anontanio ny CSB.' },
      { question: 'Very ny karinem-pahasalaman’ny zanako. Inona no atao?', answer: 'Miverena any amin’ny CSB nanaovana vaksiny azy. Voasoratra ao amin’ny rejisitra any ny vaksiny, ka mety ho hita indray. Angataho karine vaovao.' },
      { question: 'Aiza no anaovana ny vaksiny manohitra ny tazo mavo alohan’ny handehanana any ivelany?', answer: 'Any amin’ny toeram-panaovana vaksiny iraisam-pirenena nahazo alalana, ohatra ao amin’ny Institut Pasteur de Madagascar eto Antananarivo. Andoavam-bola io vaksiny io ary soratana ao amin’ny karine iraisam-pirenena.' },
    ],
  },
  youReceive: {
    fr: "Le vaccin, inscrit avec sa date dans le carnet de santé de l'enfant ; pour un voyage, le carnet international de vaccination (fièvre jaune).",
    mg: "Ny vaksiny, voasoratra miaraka amin'ny daty ao amin'ny karinem-pahasalaman'ny zaza ; raha hivahiny, ny karine iraisam-pirenena momba ny vaksiny (tazo mavo).",
  },
  onlineServices: {
    fr: [{ label: 'Ministère de la Santé publique', url: 'http://www.sante.gov.mg/' }],
    mg: [{ label: 'Ministeran’ny Fahasalamam-bahoaka', url: 'http://www.sante.gov.mg/' }],
  },
  related: ['acte-de-naissance', 'hopitaux', 'certificat-medical', 'inscription-scolaire'],
  directory: 'none',
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-23',
  unconfirmed: ['cost', 'processingTime', 'documents', 'legalReferences', 'onlineServices'],
  review: {
    status: 'toVerify',
    notes: 'Calendrier PEV et gratuité non confirmés par une source lue dans ce passage (seul un article de La Vérité de 2022, non relu, les cite). Montant : gratuité des vaccins de 0 à 18 mois et des campagnes, prix du vaccin contre la fièvre jaune à confirmer. Délai : âge exact de chaque dose du calendrier à confirmer auprès du ministère de la Santé publique ; rattrapage du BCG jusqu’à 11 mois à vérifier. Pièces (carnet de santé, acte de naissance, carnet international) non confirmées. Texte : loi n° 2011-002 du 15 juillet 2011 (Code de la santé) à confirmer. Site en ligne : lien www.sante.gov.mg non vérifié. Centre de vaccinations internationales de l’Institut Pasteur de Madagascar confirmé par le Pasteur Network (2026-11-25) ; reconstitution d’un carnet perdu à vérifier. Termes médicaux malgaches (noms des maladies et des vaccins) à faire relire. Torolalana n\'a pas de fiche sur la vaccination (catalogue de février 2026, lu dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana) ; il renvoie seulement vers vaksiny.gov.mg dans ses liens utiles, non repris faute de savoir quels vaccins ce site couvre aujourd\'hui.',
  },
  sources: [
    { title: 'Institut Pasteur de Madagascar (laboratoire d’analyses, centre de vaccinations internationales)', publisher: 'Pasteur Network', kind: 'secondary', url: 'https://pasteur-network.org/fr/membres/afrique/ip-madagascar/', seen: '2026-11-25', supports: ['faq'] },
    { title: 'Madagascar relève le défi de vacciner les enfants zéro dose (« Grand Rattrapage » de 2024)', publisher: 'Gavi, l’Alliance du vaccin', kind: 'official', url: 'https://www.gavi.org/fr/vaccineswork/madagascar-releve-defi-vacciner-enfants-zero-dose', seen: '2026-11-23', published: '2024-10-14', supports: ['steps'] },
    { title: 'Bulletin d’information du Programme élargi de vaccination n° 01 (copie sur fdocuments.fr)', publisher: 'Ministère de la Santé publique, Direction du PEV', kind: 'official', url: 'https://fdocuments.fr/document/ulletin-dainformation-du-programme-elargi-de-va-de-mme-les-seingues-g-005.html', seen: '2026-11-23', published: '2017-06' },
    { title: 'Santé infantile : le vaccin BCG de nouveau disponible (liste des vaccins gratuits de 0 à 18 mois)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/15444', seen: '2026-11-23', published: '2022-02-01', supports: ['cost'] },
  ],
}
export default service

import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'visite-medicale-du-permis',
  category: 'conduite-et-transport',
  ministry: 'mid',
  slug: { fr: 'visite-medicale-du-permis', mg: 'fizahana-ara-pahasalamana-ho-an-ny-fahazoan-dalana' },
  title: {
    fr: 'Renouveler un permis « médical » (visite médicale)',
    mg: 'Manavao fahazoan-dàlana « médical » (fizahana ara-pahasalamana)',
  },
  summary: {
    fr: 'Un permis de conduire « médical » a une durée de validité limitée. Quand elle est dépassée, son titulaire passe une visite médicale au BMH ou à l’HJRA, puis fait prolonger son permis biométrique au centre immatriculateur.',
    mg: 'Voafetra ny faharetan’ny fahazoan-dàlana mitondra fiara « médical ». Rehefa tapitra izany, manao fizahana ara-pahasalamana any amin’ny BMH na HJRA ny tompony, avy eo mampitarina ny fahazoan-dàlana biometrika any amin’ny ivon-toerana fisoratana fiara.',
  },
  audience: {
    fr: 'Les titulaires d’un permis de conduire « médical » dont la durée de validité est dépassée.',
    mg: 'Ireo manana fahazoan-dàlana mitondra fiara « médical » izay tapitra ny fe-potoana maha-ara-dalàna azy.',
  },
  documents: {
    fr: [
      { item: 'La photocopie certifiée de la CIN', form: 'certifiedCopy' },
      'Un certificat médical délivré par le BMH (Bureau municipal d’hygiène) ou l’HJRA',
      'Un certificat de résidence',
    ],
    mg: [
      { item: 'Dika mitovy voamarina ny kara-panondro', form: 'certifiedCopy' },
      'Taratasy fanamarinana ara-pahasalamana avy amin’ny BMH (Bureau municipal d’hygiène) na HJRA',
      'Fanamarinam-ponenana',
    ],
  },
  cost: {
    free: false,
    amountAriary: 38000,
    details: {
      fr: '{montant} de droit d’inscription pour la prolongation du permis biométrique, payés au bureau 19. Le certificat médical se paie à part, au BMH ou à l’HJRA.',
      mg: '{sarany} ny saran’ny fisoratana anarana amin’ny fanitarana ny fahazoan-dàlana biometrika, aloa ao amin’ny birao 19. Aloa manokana any amin’ny BMH na HJRA ny taratasy fanamarinana ara-pahasalamana.',
    },
  },
  processingTime: {
    fr: '45 jours pour les moins de 60 ans ; 1 jour pour les 60 ans et plus, selon Torolalana.',
    mg: '45 andro ho an’ireo latsaky ny 60 taona ; 1 andro ho an’ireo 60 taona no mihoatra, araka ny Torolalana.',
  },
  whereToApply: {
    fr: 'Centre immatriculateur (CIM) de votre province ; à Antananarivo, CIM d’Ambohidahy (paiement au bureau 19, photo au bureau 202, remise au bureau 24). Le certificat médical se fait avant, au BMH ou à l’HJRA.',
    mg: 'Ivon-toerana fisoratana fiara (CIM) ao amin’ny faritaninao ; any Antananarivo, CIM Ambohidahy (fandoavam-bola ao amin’ny birao 19, sary ao amin’ny birao 202, fanomezana ao amin’ny birao 24). Atao mialoha any amin’ny BMH na HJRA ny taratasy fanamarinana ara-pahasalamana.',
  },
  places: ['cim-ambohidahy'],
  youReceive: {
    fr: 'Votre permis de conduire biométrique prolongé, remis au bureau 24.',
    mg: 'Ny fahazoan-dàlana mitondra fiara biometrika voatarina, omena ao amin’ny birao 24.',
  },
  steps: {
    fr: [
      { title: 'Passez la visite médicale', detail: 'Faites-vous examiner au BMH ou à l’HJRA et demandez le certificat médical.' },
      { title: 'Payez le droit', detail: 'Payez à l’accueil et gardez le reçu ; le droit de {montant} se paie au bureau 19.', feeAriary: 38000, place: 'cim-ambohidahy' },
      { title: 'Photo, empreintes et signature', detail: 'Au bureau 202 : photo, empreintes digitales, signature électronique et vérification avant impression.', place: 'cim-ambohidahy' },
      { title: 'Laissez le dossier être traité', detail: 'Le centre saisit, traite et vérifie vos données, puis programme l’impression du permis.' },
      { title: 'Retirez le permis', detail: 'Le permis est imprimé et remis au bureau 24.', place: 'cim-ambohidahy' },
    ],
    mg: [
      { title: 'Manaova fizahana ara-pahasalamana', detail: 'Mandehana any amin’ny BMH na HJRA hojerena ary angataho ny taratasy fanamarinana ara-pahasalamana.' },
      { title: 'Aloavy ny sarany', detail: 'Mandoava eo amin’ny birao fandraisana ary tehirizo ny rosia ; aloa ao amin’ny birao 19 ny {sarany}.', feeAriary: 38000, place: 'cim-ambohidahy' },
      { title: 'Sary, dian-tanana ary sonia', detail: 'Ao amin’ny birao 202 : fakana sary sy dian-tanana, sonia elektronika ary fanamarinana alohan’ny fanontana.', place: 'cim-ambohidahy' },
      { title: 'Andraso ny fikarakarana', detail: 'Ampidirin’ny ivon-toerana, karakarainy ary hamarininy ny mombamomba anao, avy eo alaminy ny fotoana hanontana ny fahazoan-dàlana.' },
      { title: 'Alao ny fahazoan-dàlana', detail: 'Atonta sy omena ao amin’ny birao 24 ny fahazoan-dàlana.', place: 'cim-ambohidahy' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2017-002 portant Code de la route à Madagascar (règles applicables aux conducteurs) ; Torolalana ne cite aucun texte propre au permis « médical »'],
    mg: ['Lalàna laharana faha-2017-002 momba ny Fehezan-dalàna mifehy ny fifamoivoizana eto Madagasikara (fitsipika mihatra amin’ny mpamily) ; tsy misy lalàna manokana momba ny fahazoan-dàlana « Médical » voalazan’ny Torolalana'],
  },
  faq: {
    fr: [
      { question: 'Combien de temps faut-il attendre ?', answer: 'Selon Torolalana, 45 jours si vous avez moins de 60 ans et 1 jour à partir de 60 ans. En 2025, la presse signalait des retards dans la délivrance des permis biométriques : demandez le délai actuel au centre.', unsure: 'délai actuel selon le stock de cartes' },
      { question: 'Où faire le certificat médical ?', answer: 'Torolalana cite le BMH (Bureau municipal d’hygiène) ou l’HJRA. Voir aussi le guide « certificat médical ».' },
    ],
    mg: [
      { question: 'Hafiriana no andrasana ?', answer: 'Araka ny Torolalana, 45 andro raha latsaky ny 60 taona ianao ary 1 andro raha 60 taona no mihoatra. Tamin’ny 2025, nilaza ny gazety fa nisy fahatarana ny famoahana ny fahazoan-dàlana biometrika : anontanio any amin’ny ivon-toerana ny faharetany ankehitriny.', unsure: 'faharetany ankehitriny arakaraka ny karatra misy' },
      { question: 'Aiza no manao ny taratasy fanamarinana ara-pahasalamana ?', answer: 'Ny BMH (Bureau municipal d’hygiène) na HJRA no voalazan’ny Torolalana. Jereo koa ny torolalana « taratasy fanamarinana ara-pahasalamana ».' },
    ],
  },
  related: ['permis-de-conduire', 'certificat-medical', 'certificat-de-residence', 'carte-nationale-d-identite'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, fichier de recherche du guide). Source : Torolalana, fiche « Fahazoan-dàlana mitondra fiara (Médical) », version malgache seule, lue dans la copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : pièces, 38 000 Ar, étapes (bureaux 19, 202, 24), 45 jours ou 1 jour selon l’âge, CIM des six provinces. Torolalana ne dit pas quels permis sont « médicaux » ni la durée de leur validité : le guide ne l’affirme pas. Retards de 2025 : allAfrica (25 novembre 2025, CIM de Mahajanga, délivrance suspendue du 19 mai au 20 novembre), FAQ marquée. Texte de référence : Torolalana n’en cite aucun ; la ligne donne le Code de la route (loi n° 2017-002), cité par AllAfrica (26 août 2017), La Vérité (guide des usagers de la route) et vol-direct.net, et dit que Torolalana ne cite aucun texte propre au permis « médical ».',
  },
  sources: [
    { key: 'allafrica-2025', title: 'Mahajanga : reprise de la délivrance des cartes grises et permis biométriques', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202511250386.html', seen: '2026-11-28', published: '2025-11-25' },
    { key: 'torolalana', title: 'Torolalana — Fahazoan-dàlana mitondra fiara (Médical)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/permis-de-conduire-medical', seen: '2026-11-28', published: '2026-02' },
    { key: 'allafrica-2017-code', title: 'Loi n° 2017-002 portant Code de la route : méconnue des usagers', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'http://fr.allafrica.com/stories/201708260144.html', seen: '2026-11-28', published: '2017-08-26' },
    { key: 'laverite-guide-usagers', title: 'Corruption sur les axes routiers : un nouveau guide pour les usagers', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/7830-corruption-sur-les-axes-routiers-un-nouveau-guide-pour-les-usagers.html', seen: '2026-11-28' },
    { key: 'vol-direct', title: 'Comment passer son code de la route à Madagascar ?', publisher: 'vol-direct.net', kind: 'secondary', url: 'https://www.vol-direct.net/comment-passer-son-code-de-la-route-a-madagascar.html', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana', quote: 'Natokana ho an’izay manana fahazoan-dàlana mitondra fiara (Médical) izay tapitra ny fe-potoana maha-ara-dalàna azy.', where: 'description' },
    { statement: 'summary', source: 'torolalana', quote: 'taratasy fanamarinana ara-pahasalamana avy amin’ny BMH na HJRA,', where: 'documents_requis' },
    { statement: 'summary', source: 'torolalana', quote: 'Saran’ny fisoratana anarana amin’ny fanitarana ny fahazoan-dàlana mitondra fiara (fahazoan-dàlana mitondra fiara biometrika) : 38000 MGA', where: 'frais_service' },
    { statement: 'audience', source: 'torolalana', quote: 'Natokana ho an’izay manana fahazoan-dàlana mitondra fiara (Médical) izay tapitra ny fe-potoana maha-ara-dalàna azy.', where: 'description' },
    { statement: 'documents.0', source: 'torolalana', quote: 'dika mitovin’ny kara-panondro voamarina', where: 'documents_requis' },
    { statement: 'documents.1', source: 'torolalana', quote: 'taratasy fanamarinana ara-pahasalamana avy amin’ny BMH na HJRA,', where: 'documents_requis' },
    { statement: 'documents.2', source: 'torolalana', quote: 'taratasy fanamarinam-ponenana', where: 'documents_requis' },
    { statement: 'cost', source: 'torolalana', quote: 'Saran’ny fisoratana anarana amin’ny fanitarana ny fahazoan-dàlana mitondra fiara (fahazoan-dàlana mitondra fiara biometrika) : 38000 MGA', where: 'frais_service' },
    { statement: 'cost', source: 'torolalana', quote: 'Fandoavana 38 000 Ariary ao amin’ny birao 19', where: 'etapes' },
    { statement: 'processingTime', source: 'torolalana', quote: '45 andro ho an’ireo latsaky ny 60 taona ary 1 andro ho an’ireo 60 taona mihoatra', where: 'temps_traitement' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Centres Immatriculateurs des six provinces Ambohidahy, birao 24', where: 'centre_traitement' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Fandoavana 38 000 Ariary ao amin’ny birao 19 … Fakana sary sy rantsantanana, sonia elektronika ary fanamarinana alohan’ny fanontana ao amin’ny birao 202', where: 'etapes' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'taratasy fanamarinana ara-pahasalamana avy amin’ny BMH na HJRA,', where: 'documents_requis' },
    { statement: 'youReceive', source: 'torolalana', quote: 'Fanomezana fahazoan-dàlana mitondra fiara eo amin’ny birao 24', where: 'etapes' },
    { statement: 'steps.0', source: 'torolalana', quote: 'taratasy fanamarinana ara-pahasalamana avy amin’ny BMH na HJRA,', where: 'documents_requis' },
    { statement: 'steps.1', source: 'torolalana', quote: 'Fandoavana ny saran-draharaha eo amin’ny birao fandraisana … Mandray ny taratasy fanamarinana fandoavana saran-draharaha … Fandoavana 38 000 Ariary ao amin’ny birao 19', where: 'etapes' },
    { statement: 'steps.2', source: 'torolalana', quote: 'Fakana sary sy rantsantanana, sonia elektronika ary fanamarinana alohan’ny fanontana ao amin’ny birao 202', where: 'etapes' },
    { statement: 'steps.3', source: 'torolalana', quote: 'Fampidirana ny mombamomba ilay mpangataka sy ny fahazoan-dàlana mitondra fiara … Fikarakarana … Fanamarinana … Fandaminana ny fandaharam-potoana fanontana ny fahazoan-dàlana mitondra fiara', where: 'etapes' },
    { statement: 'steps.4', source: 'torolalana', quote: 'Fanontana ao amin’ny birao 24 … Fanomezana fahazoan-dàlana mitondra fiara eo amin’ny birao 24', where: 'etapes' },
    { statement: 'faq.0', source: 'torolalana', quote: '45 andro ho an’ireo latsaky ny 60 taona ary 1 andro ho an’ireo 60 taona mihoatra', where: 'temps_traitement' },
    { statement: 'faq.0', source: 'allafrica-2025', quote: 'l’obtention du permis de conduire biométrique au niveau du Centre immatriculateur de Madagascar (CIM) a également cessé le 19 mai, en raison de problèmes de matériel nécessaire à leur fabrication.', where: 'Mahajanga' },
    { statement: 'faq.1', source: 'torolalana', quote: 'taratasy fanamarinana ara-pahasalamana avy amin’ny BMH na HJRA,', where: 'documents_requis' },
    { statement: 'legalReferences.0', source: 'allafrica-2017-code', quote: 'Bon nombres d’usagers de la route ignorent la loi n°2017-002 portant Code de la Route à Madagascar.' },
    { statement: 'legalReferences.0', source: 'laverite-guide-usagers', quote: 'cette nouvelle édition inclut les nouvelles dispositions de la loi n° 2017-002 du 6 juillet 2017 portant sur le Code de la route à Madagascar et qui sont actuellement en vigueur.' },
    { statement: 'legalReferences.0', source: 'vol-direct', quote: 'voici les points essentiels évoqués par la loi n° 2017-002 portant code de la route à Madagascar : … Les règles applicables aux conducteurs.' },
  ],
}

export default service

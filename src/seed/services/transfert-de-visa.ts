import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'transfert-de-visa',
  category: 'tourisme-et-voyage',
  ministry: 'mid',
  slug: { fr: 'transfert-de-visa', mg: 'famindrana-visa' },
  title: {
    fr: 'Transférer un visa sur un nouveau passeport',
    mg: 'Mamindra visa amin’ny pasipaoro vaovao',
  },
  summary: {
    fr: 'Un étranger dont le passeport est périmé fait reporter son visa de séjour et sa carte de long séjour sur son nouveau passeport, au ministère de l’Intérieur (Direction de l’immigration et de l’émigration).',
    mg: 'Ny vahiny lany daty ny pasipaorony dia mampamindra ny visa sy ny karatra fipetrahana maharitra ho amin’ny pasipaorony vaovao, any amin’ny ministeran’ny Atitany (Direction de l’immigration et de l’émigration).',
  },
  audience: {
    fr: 'Les étrangers qui vivent à Madagascar avec un visa de séjour et une carte de long séjour, et qui ont un nouveau passeport parce que l’ancien est périmé.',
    mg: 'Ireo vahiny mipetraka eto Madagasikara manana visa sy karatra fipetrahana maharitra, ary nahazo pasipaoro vaovao satria lany daty ny taloha.',
  },
  documents: {
    fr: [
      'Une demande écrite adressée au ministre de l’Intérieur et de la Décentralisation',
      'La photocopie du visa et de la carte de long séjour',
      { item: 'La photocopie du nouveau passeport, certifiée à la commune', form: 'certifiedCopy' },
      { item: 'Le nouveau passeport', form: 'original' },
      { item: 'Le formulaire rempli, en deux exemplaires', quantity: 2 },
      'Si vous êtes hébergé : le certificat d’hébergement et de prise en charge, légalisé à la commune',
    ],
    mg: [
      'Fangatahana an-tsoratra ho an’ny minisitry ny Atitany sy ny Fitsinjaram-pahefana',
      'Dika mitovy ny visa sy ny karatra fipetrahana maharitra (carte de long séjour)',
      { item: 'Dika mitovy ny pasipaoro vaovao, voamarina any amin’ny kaominina', form: 'certifiedCopy' },
      { item: 'Ny pasipaoro vaovao', form: 'original' },
      { item: 'Ny taratasy fenoina, roa sosona', quantity: 2 },
      'Raha misy mampiantrano anao : taratasy fanamarinana fampiantranoana sy fiantohana, voamarina any amin’ny kaominina',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Selon la durée du visa, d’après Torolalana : 1 820 944 Ar (3 mois à 1 an), 2 377 925 Ar (1 à 2 ans), 3 121 884 Ar (2 à 3 ans), 3 596 471 Ar (3 à 5 ans), 4 920 119 Ar (5 à 10 ans), 1 920 944 Ar (visa définitif). Payé à la caisse du ministère. La presse (février 2026) donne pour les visas de séjour des droits bien plus bas : vérifiez le montant à la caisse avant de payer.',
      mg: 'Miankina amin’ny faharetan’ny visa, araka ny Torolalana : 1 820 944 Ar (3 volana ka hatramin’ny 1 taona), 2 377 925 Ar (1 ka hatramin’ny 2 taona), 3 121 884 Ar (2 ka hatramin’ny 3 taona), 3 596 471 Ar (3 ka hatramin’ny 5 taona), 4 920 119 Ar (5 ka hatramin’ny 10 taona), 1 920 944 Ar (visa mandrakizay). Aloa any amin’ny birao andoavam-bola ao amin’ny ministera. Ambany lavitra kosa ny saran’ny visa voalazan’ny gazety (febroary 2026) : hamarino ny sarany eo amin’ny birao alohan’ny handoavana.',
    },
  },
  processingTime: {
    fr: 'De 2 semaines à 1 mois, selon Torolalana.',
    mg: '2 herinandro ka hatramin’ny 1 volana, araka ny Torolalana.',
  },
  whereToApply: {
    fr: 'Direction de l’immigration et de l’émigration (DIE), ministère de l’Intérieur et de la Décentralisation, à Antananarivo : dépôt du dossier à l’accueil du ministère. Les photocopies se font certifier avant, à la commune.',
    mg: 'Direction de l’immigration et de l’émigration (DIE), ministeran’ny Atitany sy ny Fitsinjaram-pahefana, any Antananarivo : apetraka eo amin’ny fandraisana ao amin’ny ministera ny antontan-taratasy. Alohan’izay, hamarinina any amin’ny kaominina ny dika mitovy.',
  },
  places: ['mid-direction-immigration-emigration'],
  youReceive: {
    fr: 'Votre visa reporté dans le nouveau passeport, à retirer au chalet près de l’accueil du ministère.',
    mg: 'Ny visanao voafindra ao amin’ny pasipaoro vaovao, alaina ao amin’ny birao kely akaikin’ny fandraisana ao amin’ny ministera.',
  },
  steps: {
    fr: [
      { title: 'Faites certifier les photocopies', detail: 'À la mairie (commune), faites certifier les photocopies demandées. Si vous êtes hébergé, remplissez le certificat d’hébergement et de prise en charge et faites-le légaliser à la commune.' },
      { title: 'Remplissez le formulaire', detail: 'Remplissez le formulaire en deux exemplaires et joignez-le au dossier.' },
      { title: 'Déposez le dossier', detail: 'Déposez le dossier complet à l’accueil du ministère de l’Intérieur et de la Décentralisation.', place: 'mid-direction-immigration-emigration' },
      { title: 'Payez le droit', detail: 'Payez à la caisse le droit qui correspond à la durée de votre visa. Gardez le reçu.', place: 'mid-direction-immigration-emigration' },
      { title: 'Retirez le visa', detail: 'Récupérez votre passeport avec le visa au chalet près de l’accueil.', place: 'mid-direction-immigration-emigration' },
    ],
    mg: [
      { title: 'Hamarino ny dika mitovy', detail: 'Any amin’ny kaominina, asaivo hamarinina ny dika mitovy takiana. Raha misy mampiantrano anao, fenoy ny taratasy fanamarinana fampiantranoana sy fiantohana ary asaivo hamarinina any amin’ny kaominina.' },
      { title: 'Fenoy ny taratasy', detail: 'Fenoy roa sosona ny taratasy fenoina ary ampiarahina amin’ny antontan-taratasy.' },
      { title: 'Apetraho ny antontan-taratasy', detail: 'Apetraho eo amin’ny fandraisana ao amin’ny ministeran’ny Atitany sy ny Fitsinjaram-pahefana ny antontan-taratasy feno.', place: 'mid-direction-immigration-emigration' },
      { title: 'Aloavy ny sarany', detail: 'Aloavy any amin’ny birao andoavam-bola ny sarany mifanaraka amin’ny faharetan’ny visanao. Tehirizo ny rosia.', place: 'mid-direction-immigration-emigration' },
      { title: 'Alao ny visa', detail: 'Alao ao amin’ny birao kely akaikin’ny fandraisana ny pasipaoronao misy ny visa.', place: 'mid-direction-immigration-emigration' },
    ],
  },
  legalReferences: {
    fr: [
      'Arrêté interministériel n° 8421/97 du 19 septembre 1997 fixant les conditions et modalités d’octroi des visas d’entrée et de séjour',
    ],
    mg: [
      'Didim-pitondrana iombonan’ny ministera laharana faha-8421/97 tamin’ny 19 septambra 1997 mamaritra ny fepetra sy ny fomba fanomezana visa fidirana sy fijanonana',
    ],
  },
  faq: {
    fr: [
      { question: 'Mon passeport est périmé mais mon visa est encore valable. Que faire ?', answer: 'Demandez un nouveau passeport à votre pays, puis faites transférer le visa et la carte de long séjour dans le nouveau passeport au ministère de l’Intérieur. C’est la démarche prévue pour toute personne dont le passeport est périmé.' },
      { question: 'Pourquoi les montants sont-ils si élevés ?', answer: 'Ce sont les montants publiés par Torolalana pour le transfert, selon la durée du visa. La presse de février 2026 cite des droits de visa de séjour bien plus bas (292 500 Ar de 3 mois à 3 ans). Demandez le montant exact à la caisse et un reçu.', unsure: 'montants publiés par Torolalana et par la presse différents' },
    ],
    mg: [
      { question: 'Lany daty ny pasipaoroko nefa mbola manan-kery ny visako. Inona no atao ?', answer: 'Angataho amin’ny fireneninao ny pasipaoro vaovao, avy eo ampamindrao any amin’ny ministeran’ny Atitany ho ao amin’ny pasipaoro vaovao ny visa sy ny karatra fipetrahana maharitra. Io no fomba fanao ho an’izay lany daty ny pasipaorony.' },
      { question: 'Nahoana no lafo be ny sarany ?', answer: 'Ireo no sarany navoakan’ny Torolalana ho an’ny famindrana, arakaraka ny faharetan’ny visa. Ambany lavitra kosa ny saran’ny visa voalazan’ny gazety tamin’ny febroary 2026 (292 500 Ar ho an’ny 3 volana ka hatramin’ny 3 taona). Anontanio eo amin’ny birao andoavam-bola ny sarany marina ary angataho ny rosia.', unsure: 'tsy mitovy ny sarany navoakan’ny Torolalana sy ny gazety' },
    ],
  },
  related: ['visa-de-long-sejour', 'carte-de-resident', 'visa-d-hebergement', 'legalisation-de-documents'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/transfert-de-visa.md). Source principale : Torolalana, fiche « Transfert de visa » (« Toute personne ayant un passeport périmé… »), pièces, étapes, délai (2 semaines à 1 mois), centre (DIE, ministère de l’Intérieur) et frais, lue dans la copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) et dans une page stockée de la même adresse. Montants : Torolalana donne de 1 820 944 à 4 920 119 Ar selon la durée, et 1 920 944 Ar pour le visa « définitif » (plus bas que 5 à 10 ans : possible erreur de saisie) ; la presse (Habari za Comores reprenant Orange Actu, 23 février 2026) donne pour les visas de séjour 292 500 à 487 500 Ar. Le coût reste marqué à confirmer à la caisse du ministère. Rue, téléphone et horaires du guichet de la DIE : non publiés, non affichés (l’adresse du bureau dit « adresse exacte non publiée »).',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Transfert de visa (Famindrana visa)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/transfert-de-visa', seen: '2026-11-28', published: '2026-02' },
    { key: 'habari-2026', title: 'Visa de séjour à Madagascar : le gouvernement malgache dévoile les nouveaux tarifs (reprise d’Orange Actu)', publisher: 'Habari za Comores', kind: 'press', url: 'https://www.habarizacomores.com/2026/02/visa-de-sejour-madagascar-le.html', seen: '2026-11-28', published: '2026-02-23' },
    { key: 'arrete-8421-97', title: 'Arrêté interministériel n° 8421/97-MAE/MININTER/MI/SESP du 19 septembre 1997 fixant les conditions et modalités d’octroi des visas d’entrée et de séjour (texte du Journal officiel du 29 septembre 1997)', publisher: 'Recueil de textes juridiques malgaches (copie en ligne du Journal officiel)', kind: 'official', url: 'http://jwf-legal2.fr.gd/Arretes-123.htm', seen: '2026-11-28', published: '1997-09-29' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana', quote: 'Toute personne ayant un passeport périmé souhaitant transférer le visa dans le nouveau passeport' },
    { statement: 'summary', source: 'torolalana', quote: 'DIRECTION DE L’IMMIGRATION ET EMIGRATION (DIE) … MINISTERE DE L’INTERIEUR DE MADAGASCAR: MININT', where: 'Centre de traitement' },
    { statement: 'audience', source: 'torolalana', quote: 'Toute personne ayant un passeport périmé souhaitant transférer le visa dans le nouveau passeport' },
    { statement: 'audience', source: 'torolalana', quote: 'Photocopie du Visa et carte de long séjour', where: 'Documents requis' },
    { statement: 'documents.0', source: 'torolalana', quote: 'Demande adressée au Ministre de l’Intérieur et de la Décentralisation', where: 'Documents requis' },
    { statement: 'documents.1', source: 'torolalana', quote: 'Photocopie du Visa et carte de long séjour', where: 'Documents requis' },
    { statement: 'documents.2', source: 'torolalana', quote: 'Photocopie certifiée du nouveau passeport', where: 'Documents requis' },
    { statement: 'documents.2', source: 'torolalana', quote: 'Certification des photocopies de documents demandés, auprès de la mairie/commune', where: 'Étapes' },
    { statement: 'documents.3', source: 'torolalana', quote: 'Nouveau passeport', where: 'Documents requis' },
    { statement: 'documents.4', source: 'torolalana', quote: 'Formulaires dument remplis en deux exemplaires', where: 'Documents requis' },
    { statement: 'documents.5', source: 'torolalana', quote: 'Remplissage et légalisation du certificat d’hébergement et de prise en charge à la mairie (Si hébergé)', where: 'Étapes' },
    { statement: 'cost', source: 'torolalana', quote: '3 mois à 1 ans : 1 820 944 Ariary, 1 à 2 ans : 2 377 925 Ariary, 2 à 3 ans : 3 121 884 Ariary, 3 à 5 ans : 3 596 471 Ariary, 5 à 10 ans : 4 920 119 Ariary, Définitive, : 1 920 944 Ariary', where: 'Frais de service' },
    { statement: 'cost', source: 'torolalana', quote: 'Paiement du droit exigé à la caisse', where: 'Étapes' },
    { statement: 'cost', source: 'habari-2026', quote: 'Pour les séjours plus longs, les droits s’élèvent à 292 500 ariary (3 mois – 3 ans), 390 000 ariary (3 – 5 ans) et 487 500 ariary pour plus de cinq ans ou pour un visa de séjour définitif.', says: 'otherwise' },
    { statement: 'processingTime', source: 'torolalana', quote: 'Temps de traitement : 2 semaines à 1 mois' },
    { statement: 'processingTime', source: 'torolalana', quote: '2 herinandro ka hatramin’ny 1 volana', where: 'temps_traitement (version malgache)' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Dépôt de dossier complet à l’accueil du Ministère de l’Intérieur et de la Décentralisation', where: 'Étapes' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Certification des photocopies de documents demandés, auprès de la mairie/commune', where: 'Étapes' },
    { statement: 'youReceive', source: 'torolalana', quote: 'Récupération du visa au chalet près de l’accueil', where: 'Étapes' },
    { statement: 'steps.0', source: 'torolalana', quote: 'Certification des photocopies de documents demandés, auprès de la mairie/commune', where: 'Étapes' },
    { statement: 'steps.0', source: 'torolalana', quote: 'Remplissage et légalisation du certificat d’hébergement et de prise en charge à la mairie (Si hébergé)', where: 'Étapes' },
    { statement: 'steps.1', source: 'torolalana', quote: 'Remplissage de formulaire en deux exemplaires à insérer dans le dossier à déposer', where: 'Étapes' },
    { statement: 'steps.2', source: 'torolalana', quote: 'Dépôt de dossier complet à l’accueil du Ministère de l’Intérieur et de la Décentralisation', where: 'Étapes' },
    { statement: 'steps.3', source: 'torolalana', quote: 'Paiement du droit exigé à la caisse', where: 'Étapes' },
    { statement: 'steps.4', source: 'torolalana', quote: 'Récupération du visa au chalet près de l’accueil', where: 'Étapes' },
    { statement: 'legalReferences.0', source: 'arrete-8421-97', quote: 'Arrêté interministériel n° 8421/97- MAE/ MININTER/MI/SESP du 19 septembre 1997 … fixant les conditions et modalités d’octroi des visas d’entrée et de séjour aux étrangers non immigrés et immigrants' },
    { statement: 'faq.0', source: 'torolalana', quote: 'Toute personne ayant un passeport périmé souhaitant transférer le visa dans le nouveau passeport' },
    { statement: 'faq.1', source: 'torolalana', quote: '3 mois à 1 ans : 1 820 944 Ariary, 1 à 2 ans : 2 377 925 Ariary', where: 'Frais de service' },
    { statement: 'faq.1', source: 'habari-2026', quote: 'Pour les séjours plus longs, les droits s’élèvent à 292 500 ariary (3 mois – 3 ans)' },
  ],
}

export default service

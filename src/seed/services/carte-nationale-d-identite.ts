import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'carte-nationale-d-identite',
  category: 'citoyennete',
  ministry: 'mid',
  slug: { fr: 'carte-nationale-d-identite', mg: 'kara-panondro-nasionaly' },
  title: {
    fr: 'Demander ou remplacer sa carte nationale d’identité (CIN)',
    mg: 'Mangataka na manolo ny kara-panondro (CIN)',
  },
  summary: {
    fr: 'La CIN est obligatoire pour tout Malagasy de 18 ans et plus. Elle se demande au district de résidence ; depuis 2026, l’enrôlement biométrique gratuit attribue aussi à chacun un numéro d’identification unique (NIU).',
    mg: 'Tsy maintsy ananan’ny Malagasy rehetra feno 18 taona no ho miakatra ny kara-panondro. Any amin’ny distrika onenana no angatahana azy ; nanomboka tamin’ny 2026, ny fisoratana biometrika maimaim-poana dia manome laharana manokana (NIU) ho an’ny tsirairay koa.',
  },
  audience: {
    fr: 'Les Malagasy qui atteignent 18 ans, et ceux qui doivent remplacer une carte perdue, volée, abîmée ou dont les informations ont changé.',
    mg: 'Ireo Malagasy feno 18 taona, sy ireo tsy maintsy manolo karatra very, nangalarina, simba na niova ny mombamomba azy.',
  },
  documents: {
    fr: [
      { item: 'Copie ou bulletin de naissance de moins de 3 mois, délivré par la commune de naissance (à défaut d’acte, le jugement supplétif)', quantity: 1 },
      { item: 'Certificat de résidence avec une photo d’identité, de moins de 1 mois, délivré par le fokontany : 2 pour une première demande, 1 pour un duplicata' },
      { item: 'Photos d’identité : visage dégagé, front et oreilles visibles, cheveux attachés, sans collier, boucles d’oreilles ni lunettes, bras couverts', quantity: 3 },
      { item: 'Perte : déclaration de perte faite au commissariat le plus proche, de moins de 1 mois', quantity: 1 },
      { item: 'Perte : attestation légale de perte (déclaration sur l’honneur) établie au bureau du district', quantity: 1 },
      { item: 'Perte : photocopie de la CIN perdue (si vous en avez une) et carte électorale' },
      { item: 'Perte ou usure : copie de la fiche mère (fiche de votre première CIN), demandée à la commune où la première carte a été faite, en passant d’abord par le district', quantity: 1 },
      { item: 'Usure : l’ancienne carte' },
    ],
    mg: [
      { item: 'Kopia na bileta filazam-pahaterahana tsy mihoatra ny 3 volana, avy amin’ny kaominina nahaterahana (raha tsy misy kopia nahaterahana, ny didim-pitsarana mameno)', quantity: 1 },
      { item: 'Fanamarinam-ponenana misy sary tapaka, tsy mihoatra ny 1 volana, avy amin’ny fokontany : 2 raha fangatahana voalohany, 1 raha dikasolo' },
      { item: 'Sary tapaka : mazava tsara ny tarehy, hita ny handrina sy ny sofina, mifatotra ny volo, tsy misy rojo, kavina na solomaso, tsy mampiseho sandry ny akanjo', quantity: 3 },
      { item: 'Very : fanambarana fahaverezana natao tany amin’ny polisy akaiky indrindra, tsy mihoatra ny 1 volana', quantity: 1 },
      { item: 'Very : fanambarana ankarihary tsy misy fitaka, alaina any amin’ny biraon’ny distrika', quantity: 1 },
      { item: 'Very : dika mitovin’ny kara-panondro very (raha misy) sy ny karatra maha-mpifidy' },
      { item: 'Very na simba : dika mitovy amin’ny « fiche mère » (taratasy niaingan’ny kara-panondro voalohany), angatahina any amin’ny kaominina nanaovana ny karatra voalohany, rehefa avy nandalo tany amin’ny distrika', quantity: 1 },
      { item: 'Simba : ny karatra taloha' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Le coût de fabrication de la CIN a fait l’objet d’informations contradictoires (200 Ar inscrits sur la carte, jusqu’à 5 000 Ar annoncés dans certains districts) ; le guide officiel Torolalana n’en donne pas. Le certificat de résidence coûte entre 200 et 1 000 Ar au fokontany. L’enrôlement biométrique national lancé en 2026 et le numéro d’identification unique sont gratuits. Payez uniquement au guichet officiel, contre reçu.',
      mg: 'Nisy fampahalalana mifanohitra momba ny saran’ny fanamboarana ny kara-panondro (200 Ar voasoratra eo amin’ny karatra, hatramin’ny 5 000 Ar voalaza any amin’ny distrika sasany) ; tsy milaza izany ny torolalana ofisialy Torolalana. Eo anelanelan’ny 200 sy 1 000 Ar ny saran’ny fanamarinam-ponenana any amin’ny fokontany. Maimaim-poana kosa ny fisoratana biometrika nasionaly natomboka tamin’ny 2026 sy ny laharana manokana (NIU). Eo amin’ny birao ofisialy ihany no andoavam-bola, ary angataho ny rosia.',
    },
  },
  youReceive: {
    fr: 'Votre carte nationale d’identité (CIN), ou son duplicata.',
    mg: 'Ny kara-panondronao (CIN), na ny dikasolony.',
  },
  processingTime: {
    fr: 'Quelques jours à quelques semaines selon le district (environ une semaine pour un duplicata à Antananarivo). En attendant, gardez le récépissé et, en cas de perte, la déclaration de perte.',
    mg: 'Andro vitsivitsy ka hatramin’ny herinandro vitsivitsy arakaraka ny distrika (herinandro eo ho eo ho an’ny dikasolo eto Antananarivo). Mandra-pahazo azy, tehirizo ny rosia ary raha very ny karatra, ny fanambarana fahaverezana.',
  },
  whereToApply: {
    fr: 'Au bureau de la CIN du district de votre lieu de résidence (à Antananarivo, l’un des six districts de la capitale). Pour l’enrôlement biométrique : dans les centres fixes ou mobiles ouverts dans votre commune ou fokontany, sans rendez-vous. Après une phase pilote dans le district d’Atsimondrano (27 janvier – 24 février 2026), l’extension à tout le pays était prévue à partir du 3 avril 2026.',
    mg: 'Ao amin’ny biraon’ny kara-panondro ao amin’ny distrika misy ny fonenanao (eto Antananarivo, iray amin’ireo distrika enina ao an-drenivohitra). Ho an’ny fisoratana biometrika : ao amin’ireo toerana maharitra na mivezivezy misokatra ao amin’ny kaominina na fokontany misy anao, tsy mila fotoana voatondro. Taorian’ny dingana andrana tao amin’ny distrikan’Atsimondrano (27 janoary – 24 febroary 2026), nokasaina hiitatra manerana ny firenena manomboka ny 3 aprily 2026 izy io.',
  },
  steps: {
    fr: [
      { title: 'Demandez une copie de votre acte de naissance', detail: 'À la commune de votre lieu de naissance, avec votre livret de famille, un certificat de résidence ou simplement une ancienne copie. Elle doit avoir moins de 3 mois au dépôt. Si votre naissance n’a jamais été déclarée, il faut d’abord un jugement supplétif.' },
      { title: 'Obtenez les certificats de résidence', detail: 'Au fokontany de votre domicile, avec votre livret de famille ou un bulletin de naissance : 2 certificats avec photo pour une première demande (1 pour un duplicata), de moins de 1 mois. Chacun coûte entre 200 et 1 000 Ar.', unsure: 'montant variable selon le fokontany' },
      { title: 'Faites 3 photos d’identité', detail: 'Visage dégagé et net, front et oreilles visibles, cheveux attachés, sans collier, boucles d’oreilles ni lunettes, et un vêtement qui couvre les bras.' },
      { title: 'En cas de perte ou d’usure : réunissez les pièces du duplicata', detail: 'Perte : déclaration au commissariat le plus proche, puis attestation légale de perte au bureau du district. Perte ou usure : copie de la fiche mère à la commune où la première carte a été faite, en passant d’abord par le district.' },
      { title: 'Déposez le dossier au district', detail: 'Remplissez la fiche, donnez vos empreintes si elles sont demandées et payez les frais contre reçu. Gardez le récépissé.', unsure: 'montant des frais non publié' },
      { title: 'Retirez et vérifiez votre carte', detail: 'Contrôlez le nom, la date de naissance et le numéro avant de signer le registre de retrait.' },
      { title: 'Faites-vous enrôler dans le système biométrique', detail: 'Quand l’opération passe dans votre commune, présentez-vous avec votre CIN ou une copie intégrale d’acte de naissance pour recevoir votre numéro d’identification unique ; sans pièce, deux témoins peuvent attester que vous êtes majeur. Pas de rendez-vous : l’enrôlement dure environ 15 minutes.', feeAriary: 0 },
    ],
    mg: [
      { title: 'Angataho ny kopia nahaterahanao', detail: 'Any amin’ny kaominina nahaterahanao, mitondra ny bokim-pianakavianao, taratasy fanamarinam-ponenana na kopia taloha fotsiny. Tsy tokony hihoatra ny 3 volana izy rehefa apetraka. Raha tsy mbola nambara mihitsy ny nahaterahanao dia ilaina aloha ny didim-pitsarana mameno.' },
      { title: 'Makà fanamarinam-ponenana', detail: 'Any amin’ny fokontany misy ny fonenanao, mitondra ny bokim-pianakavianao na bileta filazam-pahaterahana : fanamarinana 2 misy sary raha fangatahana voalohany (1 raha dikasolo), tsy mihoatra ny 1 volana. Eo anelanelan’ny 200 sy 1 000 Ar ny saran’ny tsirairay.', unsure: 'miovaova arakaraka ny fokontany ny sarany' },
      { title: 'Makà sary tapaka 3', detail: 'Mazava sy madio ny tarehy, hita ny handrina sy ny sofina, mifatotra ny volo, tsy misy rojo, kavina na solomaso, ary akanjo manarona ny sandry.' },
      { title: 'Raha very na simba : vory ny taratasy ilaina amin’ny dikasolo', detail: 'Very : fanambarana any amin’ny polisy akaiky indrindra, avy eo fanambarana ankarihary tsy misy fitaka any amin’ny biraon’ny distrika. Very na simba : dika mitovy amin’ny « fiche mère » any amin’ny kaominina nanaovana ny karatra voalohany, rehefa avy nandalo tany amin’ny distrika.' },
      { title: 'Apetraho any amin’ny distrika ny antontan-taratasy', detail: 'Fenoy ny taratasy, omeo ny dian-tananao raha angatahina ary aloavy ny sarany ka angataho ny rosia. Tehirizo ny rosia.', unsure: 'tsy navoaka ny sarany' },
      { title: 'Raiso ary hamarino ny karatrao', detail: 'Hamarino ny anarana, ny daty nahaterahana ary ny laharana alohan’ny hanaovanao sonia ao amin’ny rejisitra.' },
      { title: 'Misoratra ao amin’ny rafitra biometrika', detail: 'Rehefa tonga ao amin’ny kaominina misy anao ny hetsika, manatona mitondra ny kara-panondronao na kopia feno nahaterahana mba hahazoanao ny laharana manokana (NIU) ; raha tsy manana taratasy ianao dia vavolombelona roa no afaka manamarina fa efa ampy taona ianao. Tsy mila fotoana voatondro : eo amin’ny 15 minitra eo ho eo ny fisoratana.', feeAriary: 0 },
    ],
  },
  legalReferences: {
    fr: [
      'Texte de 1982 fixant la validité de la CIN à 20 ans (numéro à confirmer), rappelé par une note du ministère de l’Intérieur en août 2016',
      'Programme national d’enrôlement biométrique et de numéro d’identification unique (projet PRODIGY), lancé officiellement le 27 janvier 2026',
    ],
    mg: [
      'Didy tamin’ny 1982 mametra ho 20 taona ny faharetan’ny kara-panondro (laharana mbola hamarinina), nampahatsiahivin’ny taratasim-pampahafantarana avy amin’ny Ministeran’ny Atitany tamin’ny aogositra 2016',
      'Fandaharanasa nasionaly momba ny fisoratana biometrika sy ny laharana manokana (tetikasa PRODIGY), natomboka ofisialy tamin’ny 27 janoary 2026',
    ],
  },
  faq: {
    fr: [
      { question: 'Ma CIN a plus de 10 ans, dois-je la renouveler ?', answer: 'Le ministère de l’Intérieur a rappelé qu’elle est valable 20 ans. Certaines banques demandent toutefois une carte plus récente si la photo ne vous ressemble plus.' },
      { question: 'J’ai perdu ma CIN. Que faire en attendant ?', answer: 'Déclarez la perte au commissariat ou à la brigade de gendarmerie la plus proche. Le récépissé sert de justificatif temporaire le temps de faire le duplicata, mais il n’est valable qu’environ 30 jours (selon le ministère de l’Intérieur en 2018) : faites le duplicata sans tarder.' },
      { question: 'L’enrôlement biométrique remplace-t-il ma CIN ?', answer: 'Il vous donne un numéro d’identification unique (NIU), gratuit et valable à vie, qui servira de base aux futurs documents, dont une nouvelle CIN. Gardez votre carte actuelle tant qu’on ne vous en remet pas une nouvelle.' },
    ],
    mg: [
      { question: 'Mihoatra ny 10 taona ny kara-panondroko, tsy maintsy havaozina ve ?', answer: 'Nampahatsiahivin’ny Ministeran’ny Atitany fa manan-kery mandritra ny 20 taona izy. Misy banky anefa mitaky karatra vaovao kokoa raha tsy mitovy aminao intsony ny sary.' },
      { question: 'Very ny kara-panondroko. Inona no atao mandritra izany ?', answer: 'Ambarao any amin’ny kaomisariaty na ny borigadin’ny zandarimariam-pirenena akaiky indrindra ny fahaverezana. Ny rosia azonao no porofo vonjimaika mandra-pahazoanao ny dikasolo, saingy tsy manan-kery afa-tsy 30 andro eo ho eo izy (araka ny Ministeran’ny Atitany tamin’ny 2018) : ataovy haingana ny dikasolo.' },
      { question: 'Misolo ny kara-panondroko ve ny fisoratana biometrika ?', answer: 'Manome anao laharana manokana (NIU) maimaim-poana sy manan-kery mandritra ny fiainana izy io, izay ho fototry ny taratasy ho avy, anisan’izany ny kara-panondro vaovao. Tehirizo ny karatrao ankehitriny mandra-pahazoanao vaovao.' },
    ],
  },
  related: ['acte-de-naissance', 'certificat-de-residence', 'jugement-suppletif-de-naissance', 'inscription-sur-la-liste-electorale'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  // The summary and the audience: the card is due at 18 (the legal text itself is still to confirm).
  deadline: { kind: 'after', count: 18, unit: 'years', unsure: { fr: 'âge tiré du guide, texte de loi à confirmer', mg: 'taona avy amin’ny torolalana, lalàna mbola hamafisina' } },
  unconfirmed: ['cost', 'processingTime', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiche « Obtenir sa Carte Nationale d’Identité », lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026, textes français et malgache). Désaccords : Torolalana : acte de naissance de moins de 3 mois, 2 certificats de résidence avec photo de moins de 1 mois, 3 photos ; fiche : acte « récent », 1 certificat, « 2 ou 3 » photos ; décision : pièces de Torolalana (guide officiel). Torolalana : duplicata après perte avec attestation légale de perte au district, copie de la fiche mère, carte électorale ; fiche : déclaration de perte seule ; décision : pièces ajoutées. Torolalana : certificat de résidence à 200 – 1 000 Ar ; décision : repris, marqué à l’étape. Montant officiel de la confection de la CIN à trancher auprès du ministère de l’Intérieur (200 Ar imprimés sur la carte contre 5 000 Ar annoncés par un chef de district ; Torolalana muet) : frais marqués à l’étape du dépôt. Délai habituel au district (« quelques jours à quelques semaines ») non confirmé par une source officielle (Torolalana muet ; un guide privé dit 3 à 15 jours ouvrables ; une semaine pour un duplicata selon DataGascar). Texte de 1982 fixant la validité à 20 ans : numéro et date à trouver au Journal officiel. Durée de validité du récépissé de perte : 30 jours selon le ministère (2018), 2 mois selon DataGascar, moins de 1 mois exigé au dépôt selon Torolalana. Étape « fiche mère » : Torolalana dit qu’elle ne concerne que les cartes faites hors d’Antananarivo I, passage au district d’Antananarivo I (« TLO porte 13 ») obscur, à préciser. Enrôlement biométrique : calendrier réel après juin 2026 et date de la nouvelle CIN biométrique à mettre à jour. Slug malagasy « kara-panondro-nasionaly » à valider (Torolalana dit « kara-panondrom-pirenena », repris dans le titre).',
  },
  sources: [
    { title: 'Torolalana — Obtenir sa Carte Nationale d’Identité', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/obtenir-sa-carte-nationale-didentite', seen: '2026-11-25', published: '2026-02', supports: ['audience', 'documents', 'steps'] },
    { title: 'Service public : validité de vingt ans pour les CIN', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpressmada.com/blog/actualites/service-public-validite-de-vingt-ans-pour-les-cin/', seen: '2026-11-23', published: '2016-09', supports: ['legalReferences', 'faq'] },
    { title: 'Note de la Préfecture de police sur la validité de 20 ans de la CIN', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/?p=102074', seen: '2026-11-23', supports: ['legalReferences', 'faq'] },
    { title: 'CIN : la confection à 5 000 Ariary', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/cin-numerique-la-confection-a-5-000-ariary/', seen: '2026-11-23', supports: ['cost'] },
    { title: 'Document d’identité : pénurie d’imprimés de CIN (déclaration de perte valable 30 jours)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpressmada.com/13/07/2018/document-didentite-penurie-dimprimes-de-cin/', seen: '2026-11-23', published: '2018-07-13', supports: ['faq'] },
    { title: 'Enrôlement biométrique : lancement le 27 janvier, déploiement national d’avril à juin', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202601240098.html', seen: '2026-11-23', published: '2026-01-24', supports: ['summary'] },
    { title: 'Gouvernance digitale : lancement officiel de l’enrôlement biométrique', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/2026/01/24/gouvernance-digitale-lancement-officiel-de-lenrolement-biometrique', seen: '2026-11-23', published: '2026-01-24', supports: ['summary'] },
    { title: 'Colonel Michaël Randrianirina : « Mettre fin aux doublons dans l’identification des citoyens » (NIU gratuit et valable à vie)', publisher: 'Midi Madagasikara (via AllAfrica)', kind: 'press', url: 'https://fr.allafrica.com/stories/202601280250.html', seen: '2026-11-23', published: '2026-01-28', supports: ['summary', 'cost'] },
    { title: 'État civil : Madagascar lance son identité numérique nationale (équipes fixes et unités mobiles)', publisher: 'Madagascar Tribune', kind: 'press', url: 'https://madagascar-tribune.com/Etat-civil-Madagascar-lance-son-identite-numerique-nationale.html', seen: '2026-11-23', published: '2026-01-28', supports: ['whereToApply'] },
    { title: 'Enrôlement à Tanjombato : pièces demandées, deux témoins à défaut de pièce', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202601280587.html', seen: '2026-11-23', published: '2026-01-28', supports: ['steps'] },
    { title: 'Atelier RECI du ministère de l’Intérieur : 2 500 kits, pas encore de délivrance de CIN', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202601220147.html', seen: '2026-11-23', published: '2026-01-22', supports: ['summary'] },
    { title: 'Création d’un duplicata CIN en cas de perte', publisher: 'DataGascar', kind: 'secondary', url: 'https://datagascar.com/creation-dun-duplicata-cin-en-cas-de-perte', seen: '2026-11-23', supports: ['processingTime', 'documents'] },
    { title: 'Comment faire une carte d’identité nationale (CIN)', publisher: 'Guide Za Malagasy', kind: 'secondary', url: 'https://guide.za-malagasy.com/demarches-et-documents-administratifs/comment-faire-une-carte-d-identite-nationale-cin-1.html', seen: '2026-11-23', supports: ['processingTime', 'documents', 'steps'] },
  ],
}

export default service

import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'mutation-de-carte-grise',
  category: 'conduite-et-transport',
  ministry: 'mid',
  slug: { fr: 'mutation-de-carte-grise', mg: 'famindrana-karatra-volondavenona' },
  title: {
    fr: 'Mettre la carte grise à son nom',
    mg: 'Mamindra ny karatra volondavenona',
  },
  summary: {
    fr: 'Vous achetez un véhicule d’occasion : la mutation met la carte grise au nom du nouveau propriétaire. Le dossier se dépose au centre immatriculateur (CIM).',
    mg: 'Nividy fiara na moto efa niasa ianao : ny famindrana (mutation) no mametraka ny karatra volondavenona amin’ny anaran’ny tompony vaovao. Any amin’ny ivon-toerana fisoratana fiara (CIM) no apetraka ny antontan-taratasy.',
  },
  audience: {
    fr: 'L’acheteur d’un véhicule d’occasion (voiture, moto, camion) et le vendeur, qui signe avec lui.',
    mg: 'Ny mpividy fiara, moto na kamiao efa niasa, sy ny mpivarotra izay manao sonia miaraka aminy.',
  },
  documents: {
    fr: [
      { item: 'L’ancienne carte grise du véhicule', form: 'original' },
      { item: 'L’acte de vente, signatures des deux parties légalisées', quantity: 4 },
      'Une déclaration sur l’honneur, signatures des deux parties légalisées',
      { item: 'La pièce d’identité (CIN) du vendeur et celle de l’acheteur', form: 'certifiedCopy' },
      'Le certificat de résidence de l’acheteur',
      'La fiche de suivi de mutation et une chemise bleue',
    ],
    mg: [
      { item: 'Ny karatra volondavenona taloha an’ilay fiara', form: 'original' },
      { item: 'Ny fifanarahana fivarotana, voamarina ny sonian’ny roa tonta', quantity: 4 },
      'Fanambarana ara-pahamendrehana, voamarina ny sonian’ny roa tonta',
      { item: 'Ny kara-panondro (CIN) an’ny mpivarotra sy an’ny mpividy', form: 'certifiedCopy' },
      'Ny fanamarinam-ponenan’ny mpividy',
      'Ny taratasy fanarahana ny famindrana (« fiche de suivi mutation ») sy fonon-taratasy manga iray',
    ],
  },
  cost: {
    free: false,
    amountAriary: 75000,
    details: {
      fr: 'Carte grise : {montant}. S’y ajoutent 300 Ar de droit de mutation et le droit d’enregistrement de l’acte de vente payé aux Impôts, dont le montant n’est pas publié.',
      mg: 'Karatra volondavenona : {sarany}. Ampiana 300 Ar saran’ny famindrana sy ny haban’ny fisoratana ny fifanarahana fivarotana aloa any amin’ny Hetra, izay tsy voalaza ny habeny.',
    },
  },
  processingTime: {
    fr: 'Délai non publié. En 2025, à Mahajanga, la délivrance des cartes grises a été suspendue six mois faute de cartes.',
    mg: 'Tsy voalaza ny faharetany. Tamin’ny 2025, tany Mahajanga, najanona enim-bolana ny famoahana karatra volondavenona satria tsy nisy karatra.',
  },
  whereToApply: {
    fr: 'Au centre immatriculateur (CIM) du ministère de l’Intérieur de votre région : Ambohidahy à Antananarivo, bloc administratif d’Ampisikina à Mahajanga. L’acte de vente s’enregistre aux Impôts.',
    mg: 'Any amin’ny ivon-toerana fisoratana fiara (CIM) an’ny Ministeran’ny Atitany ao amin’ny faritra misy anao : Ambohidahy any Antananarivo, trano fiasan’ny fitantanana Ampisikina any Mahajanga. Any amin’ny Hetra no isoratana ny fifanarahana fivarotana.',
  },
  places: ['cim-ambohidahy', 'cim-mahajanga-ampisikina'],
  youReceive: {
    fr: 'Une carte grise biométrique au nom du nouveau propriétaire.',
    mg: 'Karatra volondavenona biometrika amin’ny anaran’ny tompony vaovao.',
  },
  steps: {
    fr: [
      { title: 'Vérifiez que le véhicule n’est pas gagé', detail: 'Avant de payer, demandez au vendeur l’ancienne carte grise et une attestation de non-gage du CIM.', unsure: 'attestation de non-gage exigée pour la mutation : non confirmé' },
      { title: 'Signez l’acte de vente', detail: 'Écrivez l’acte de vente en 4 exemplaires et la déclaration sur l’honneur ; faites légaliser les signatures des deux parties.' },
      { title: 'Enregistrez l’acte aux Impôts', detail: 'Faites enregistrer l’acte de vente et payez le droit d’enregistrement.', unsure: 'montant du droit d’enregistrement non publié' },
      { title: 'Déposez le dossier au CIM', detail: 'Déposez le dossier le matin et payez la carte grise ({montant}). Gardez l’accusé de réception.', feeAriary: 75000, place: 'cim-ambohidahy' },
      { title: 'Retirez la carte grise', detail: 'Revenez au jour indiqué ; à Mahajanga, les cartes grises sont remises l’après-midi, porte 202.' },
    ],
    mg: [
      { title: 'Hamarino fa tsy nampiantohana ny fiara', detail: 'Alohan’ny handoavanao vola, angataho amin’ny mpivarotra ny karatra volondavenona taloha sy ny taratasy fanamarinana avy amin’ny CIM fa tsy nampiantohana ny fiara (« non-gage »).', unsure: 'tsy voamarina fa takiana amin’ny famindrana ny fanamarinana « non-gage »' },
      { title: 'Asio sonia ny fifanarahana fivarotana', detail: 'Soraty in-4 ny fifanarahana fivarotana sy ny fanambarana ara-pahamendrehana ; ampamarino ny sonian’ny roa tonta.' },
      { title: 'Ampisoraty any amin’ny Hetra ny fifanarahana', detail: 'Ampisoraty ny fifanarahana fivarotana ary aloavy ny haban’ny fisoratana.', unsure: 'tsy voalaza ny haban’ny fisoratana' },
      { title: 'Apetraho any amin’ny CIM ny antontan-taratasy', detail: 'Apetraho ny maraina ny antontan-taratasy ary aloavy ny karatra volondavenona ({sarany}). Tehirizo ny taratasy fanamarinana fandraisana.', feeAriary: 75000, place: 'cim-ambohidahy' },
      { title: 'Alao ny karatra volondavenona', detail: 'Miverena amin’ny andro voatondro ; any Mahajanga, ny tolakandro no omena ny karatra volondavenona, varavarana 202.' },
    ],
  },
  legalReferences: {
    fr: ['Code général des impôts, partie II : droits d’enregistrement des actes et mutations (droit proportionnel sur les transmissions de biens meubles)'],
    mg: ['Fehezan-dalàna ankapobe momba ny hetra, fizarana II : haban’ny fisoratana ny taratasy sy ny famindrana (haba araka ny sanda amin’ny famindrana fananana azo afindra)'],
  },
  faq: {
    fr: [
      { question: 'Qui peut déposer le dossier au CIM ?', answer: 'Le vendeur, l’acheteur, ou une autre personne avec une procuration légalisée (règle annoncée par le CIM d’Antananarivo en 2020).' },
      { question: 'Le CIM me donne une attestation à la place de la carte grise. Est-elle valable ?', answer: 'Pendant les ruptures de cartes, le CIM remet une attestation provisoire. À Mahajanga, en novembre 2025, ces attestations ont cessé d’être valables dès la reprise : allez retirer la carte grise.' },
    ],
    mg: [
      { question: 'Iza no afaka mametraka ny antontan-taratasy any amin’ny CIM ?', answer: 'Ny mpivarotra, ny mpividy, na olon-kafa mitondra taratasy fanomezan-dàlana voamarina sonia (fitsipika nambaran’ny CIM Antananarivo tamin’ny 2020).' },
      { question: 'Taratasy vonjimaika no nomen’ny CIM ahy fa tsy karatra volondavenona. Manan-kery ve izany ?', answer: 'Rehefa tsy ampy ny karatra dia manome taratasy vonjimaika ny CIM. Tany Mahajanga, tamin’ny novambra 2025, tsy nanan-kery intsony ireo taratasy ireo raha vao nisy indray ny karatra : mandehana maka ny karatra volondavenona.' },
    ],
  },
  related: ['immatriculation-de-vehicule', 'visite-technique', 'legalisation-de-documents', 'certificat-de-residence'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['processingTime', 'documents'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b4 ; docs/research/issue41/mutation-de-carte-grise.md). Torolalana n’a pas de fiche sur la mutation (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026). Pièces et droit de mutation (300 Ar) d’après la seule fiche Ivotoro (vente par une société, sans date) : pièces marquées. Carte grise 75 000 Ar : Ivotoro et AllAfrica (2023) concordent. Droit d’enregistrement de la vente : montant non publié, marqué. Délai de délivrance : aucune source, marqué. Attestation de non-gage pour la mutation : non confirmée, étape marquée. Procuration : règle du CIM d’Antananarivo annoncée en 2020 (L’Express), à revérifier. La Vérité (16 août 2019) : le CIM d’Ambohidahy traite les mutations.',
  },
  sources: [
    { key: 'ivotoro', title: 'Mutation véhicule : vente par une société', publisher: 'Ivotoro (centre d’information administrative)', kind: 'secondary', url: 'https://www.ivotoro.mg/procedure/mutation-vehicule-vente-par-une-societe/', seen: '2026-11-28' },
    { key: 'allafrica-2025', title: 'Reprise de la délivrance des cartes grises biométriques au CIM de Mahajanga', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202511250386.html', seen: '2026-11-28', published: '2025-11-25' },
    { key: 'allafrica-2023', title: 'Délivrance des cartes grises et permis biométriques à Mahajanga', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202301050281.html', seen: '2026-11-28', published: '2023-01-05' },
    { key: 'lexpress-2020-09-19', title: 'Immatriculation : reprise de la réception des demandes de carte grise', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/19/09/2020/immatriculation-reprise-de-la-reception-des-demandes-de-carte-grise/', seen: '2026-11-28', published: '2020-09-19' },
    { key: 'lexpress-2020-06', title: 'Centre immatriculateur : des usagers rentrent bredouilles à Ambohidahy', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/11/06/2020/centre-immatriculateur-des-usagers-rentrent-bredouille-a-ambohidahy/', seen: '2026-11-28', published: '2020-06-11' },
    { key: 'cgi-2015', title: 'Code général des impôts 2015, partie II : droit d’enregistrement des actes et mutations (copie du texte)', publisher: 'Lexxika (textes de lois malgaches)', kind: 'official', url: 'https://textes.lexxika.com/lois-malagasy/droit-fiscal/code-general-des-impots-2015/livre-i-impots-detat/partie-ii-droit-denregistrement-actes-mutations/', seen: '2026-11-28', published: '2015' },
    { key: 'laverite-2019', title: 'Délivrance de permis biométriques à Antananarivo : plus de 13 000 imprimés distribués', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/8371', seen: '2026-11-28', published: '2019-08-16' },
  ],
  references: [
    { statement: 'summary', source: 'allafrica-2025', quote: 'Plusieurs pièces sont exigées selon la demande du requérant : entre autres, la mutation des véhicules en cas de transfert de propriété' },
    { statement: 'summary', source: 'ivotoro', quote: 'Mutation véhicule vente par une société. Service, Bureau, Lieu Centre immatriculation TANA' },
    { statement: 'audience', source: 'lexpress-2020-09-19', quote: 'ce centre exige que cette personne soit, soit le vendeur, soit l’acheteur, soit une tierce personne qui présente une lettre de procuration légalisée.' },
    { statement: 'documents.0', source: 'ivotoro', quote: '- Ancienne carte grise ;', where: 'Dossiers à constituer' },
    { statement: 'documents.1', source: 'ivotoro', quote: '- Acte de vente à enregistrer avec légalisation des signatures des 02 parties (04 exemplaires) ;', where: 'Dossiers à constituer' },
    { statement: 'documents.2', source: 'ivotoro', quote: '- Déclaration sur l’honneur avec légalisation de signature des 2 parties', where: 'Dossiers à constituer' },
    { statement: 'documents.3', source: 'ivotoro', quote: '- Photocopie certifiée conforme à l’original des pièces d’identité des 02 parties ;', where: 'Dossiers à constituer' },
    { statement: 'documents.4', source: 'ivotoro', quote: '- Certificat de résidence ou d’existence de l’acquéreur ;', where: 'Dossiers à constituer' },
    { statement: 'documents.5', source: 'ivotoro', quote: '- Fiche de suivi mutation ; … - Chemise dossier bleu ;', where: 'Dossiers à constituer' },
    { statement: 'cost', source: 'ivotoro', quote: '- 75 000 Ar Carte grise + 300 Ar droit de mutation + droit d’enregistrement ;', where: 'Frais et droits' },
    { statement: 'cost', source: 'allafrica-2023', quote: 'Pour la carte grise biométrique, il faut payer 75 000 ariary en plus des 2 000 ariary.' },
    { statement: 'processingTime', source: 'allafrica-2025', quote: 'La délivrance des cartes grises biométriques a été suspendue pendant six mois, depuis le 2 mai, à Mahajanga.' },
    { statement: 'whereToApply', source: 'lexpress-2020-06', quote: 'Il traitera, par contre, les attestations de non gage, les inscriptions de gage, la radiation de gage et fera le visa des cartes violettes dans ses bureaux à Ambohidahy.' },
    { statement: 'whereToApply', source: 'lexpress-2020-06', quote: 'Le centre immatriculateur (CIM) d’Antananarivo a repris ses activités, hier.' },
    { statement: 'whereToApply', source: 'allafrica-2025', quote: 'au siège du CIM, 3e étage, au bloc administratif à Ampisikina.' },
    { statement: 'whereToApply', source: 'ivotoro', quote: '- Acte de vente à enregistrer avec légalisation des signatures des 02 parties (04 exemplaires) ;' },
    { statement: 'youReceive', source: 'allafrica-2025', quote: 'Plusieurs pièces sont exigées selon la demande du requérant : entre autres, la mutation des véhicules en cas de transfert de propriété' },
    { statement: 'steps.0', source: 'allafrica-2025', quote: 'La carte violette doit être tamponnée au CIM, ainsi que l’attestation de non-gage ou de radiation de gage, et l’inscription de gage.' },
    { statement: 'steps.1', source: 'ivotoro', quote: '- Déclaration sur l’honneur avec légalisation de signature des 2 parties - Ancienne carte grise ; - Acte de vente à enregistrer avec légalisation des signatures des 02 parties (04 exemplaires) ;' },
    { statement: 'steps.2', source: 'ivotoro', quote: '- 75 000 Ar Carte grise + 300 Ar droit de mutation + droit d’enregistrement ; - Droit d’enregistrement : site véhicule.impôts.mg' },
    { statement: 'steps.3', source: 'allafrica-2025', quote: 'Les documents nécessaires pour l’octroi de la carte grise biométrique doivent être déposés dans la matinée, porte 306' },
    { statement: 'steps.3', source: 'ivotoro', quote: '- 75 000 Ar Carte grise + 300 Ar droit de mutation + droit d’enregistrement ;' },
    { statement: 'steps.4', source: 'allafrica-2025', quote: 'L’octroi des cinq cents cartes grises et autant de permis de conduire biométriques se déroule tous les après-midis depuis le 20 novembre, porte 202 pour les cartes grises' },
    { statement: 'legalReferences.0', source: 'cgi-2015', quote: 'Art. 02.01.05 – Le droit proportionnel est établi pour les transmissions de propriété, d’usufruit ou de jouissance de biens meubles ou immeubles, entre vifs' },
    { statement: 'faq.0', source: 'lexpress-2020-09-19', quote: 'ce centre exige que cette personne soit, soit le vendeur, soit l’acheteur, soit une tierce personne qui présente une lettre de procuration légalisée.' },
    { statement: 'faq.1', source: 'allafrica-2025', quote: '« La délivrance d’attestations en guise de carte grise et de certificats provisoires en remplacement du permis de conduire n’est plus valable. »' },
    { statement: 'summary', source: 'laverite-2019', quote: 'En presque trois mois,  le centre immatriculateur à Ambohidahy a livré 3 439 cartes grises à leurs propriétaires. « Pour cette opération, nous traitons les mutations et les pertes. »' },
    { statement: 'whereToApply', source: 'laverite-2019', quote: 'En presque trois mois,  le centre immatriculateur à Ambohidahy a livré 3 439 cartes grises à leurs propriétaires. « Pour cette opération, nous traitons les mutations et les pertes. »' },
  ],
}

export default service

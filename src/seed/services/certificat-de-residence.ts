import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'certificat-de-residence',
  category: 'etat-civil',
  ministry: 'mid',
  slug: { fr: 'certificat-de-residence', mg: 'fanamarinam-ponenana' },
  title: {
    fr: 'Obtenir un certificat de résidence',
    mg: 'Maka fanamarinam-ponenana',
  },
  summary: {
    fr: 'Le certificat de résidence prouve que vous habitez dans un fokontany. Il est demandé pour la CIN, le passeport, le mariage, l’inscription scolaire ou un emploi.',
    mg: 'Ny fanamarinam-ponenana dia manaporofo fa monina ao amin’ny fokontany iray ianao. Takiana amin’ny kara-panondro, pasipaoro, fanambadiana, fisoratana anarana an-tsekoly na asa izy.',
  },
  audience: {
    fr: 'Toute personne qui habite à Madagascar et doit prouver son adresse ; pour un mineur, le parent ou le tuteur.',
    mg: 'Izay rehetra monina eto Madagasikara ka mila manaporofo ny fonenany ; ho an’ny zaza tsy ampy taona, ny ray aman-dreny na ny mpiahy.',
  },
  documents: {
    fr: [
      'Votre livret de famille ou un bulletin de naissance',
      { item: 'Votre CIN (pour un mineur, celle du parent) et votre carnet de fokontany ou votre inscription au registre du fokontany', unsure: 'non cités par le guide officiel, souvent demandés' },
      { item: 'Si demandé : un justificatif de domicile (facture JIRAMA, quittance de loyer, attestation du logeur)', unsure: 'selon le fokontany' },
      { item: 'Pour une CIN ou son duplicata : une photo d’identité par certificat, le certificat devant porter votre photo' },
      'Les frais de délivrance',
    ],
    mg: [
      'Ny bokim-pianakavianao na bileta filazam-pahaterahana',
      { item: 'Ny kara-panondronao (ho an’ny zaza tsy ampy taona, an’ny ray na reny) sy ny bokin’ny fokontany na ny fisoratanao ao amin’ny rejisitry ny fokontany', unsure: 'tsy voalazan’ny torolalana ofisialy, fa matetika angatahina' },
      { item: 'Raha takiana : porofo momba ny fonenana (faktiora JIRAMA, rosian’ny hofan-trano, fanamarinana avy amin’ny tompon-trano)', unsure: 'arakaraka ny fokontany' },
      { item: 'Ho an’ny kara-panondro na ny dikasolony : sary tapaka iray isaky ny fanamarinana, satria tsy maintsy misy sary ny fanamarinam-ponenana' },
      'Ny saran’ny famoahana',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Entre 200 et 1 000 Ar selon le fokontany (guide officiel Torolalana). Un guide non officiel cite jusqu’à 2 000 Ar. Demandez un reçu.',
      mg: 'Eo anelanelan’ny 200 sy 1 000 Ar arakaraka ny fokontany (torolalana ofisialy Torolalana). Misy torolalana tsy ofisialy milaza hatramin’ny 2 000 Ar. Angataho ny rosia.',
    },
  },
  youReceive: {
    fr: 'Un certificat de résidence signé par le chef fokontany (avec votre photo si vous l’avez demandé pour une CIN).',
    mg: 'Fanamarinam-ponenana nosoniavin’ny sefom-pokontany (misy ny sarinao raha ho an’ny kara-panondro no nangatahanao azy).',
  },
  processingTime: {
    fr: 'En général immédiat ou dans la journée. Une vérification à domicile peut allonger le délai d’un ou deux jours.',
    mg: 'Matetika avy hatrany na anio ihany. Mety haharitra iray na roa andro raha misy fanamarinana atao any an-tranonao.',
  },
  whereToApply: {
    fr: 'Au bureau du fokontany de votre lieu de résidence (chef fokontany). Certaines communes demandent ensuite un visa ou une légalisation à la mairie.',
    mg: 'Ao amin’ny biraon’ny fokontany misy ny fonenanao (sefom-pokontany). Misy kaominina mitaky fanamarinana na sonia fanampiny ao amin’ny lapan’ny tanàna avy eo.',
  },
  steps: {
    fr: [
      { title: 'Faites-vous recenser au fokontany', detail: 'Si vous venez d’emménager, inscrivez-vous d’abord au registre du fokontany avec votre CIN.' },
      { title: 'Présentez-vous au bureau du fokontany', detail: 'Apportez votre livret de famille ou un bulletin de naissance, votre CIN et votre carnet de fokontany, et précisez à quoi servira le certificat (pour une CIN, il doit porter votre photo).' },
      { title: 'Laissez vérifier votre adresse', detail: 'Le chef fokontany ou un agent peut vérifier que vous habitez bien à l’adresse indiquée.' },
      { title: 'Payez les frais et retirez le certificat', unsure: 'montant variable selon le fokontany', detail: 'Entre 200 et 1 000 Ar. Contrôlez votre nom, votre adresse et la date, puis faites légaliser à la commune si l’administration destinataire l’exige.' },
    ],
    mg: [
      { title: 'Misoratra anarana ao amin’ny fokontany', detail: 'Raha vao nifindra trano ianao dia misoratra anarana aloha ao amin’ny rejisitry ny fokontany miaraka amin’ny kara-panondronao.' },
      { title: 'Manatona ny biraon’ny fokontany', detail: 'Ento ny bokim-pianakavianao na bileta filazam-pahaterahana, ny kara-panondronao sy ny bokin’ny fokontany, ary lazao hoe hanaovana inona ny fanamarinana (ho an’ny kara-panondro, tsy maintsy misy ny sarinao).' },
      { title: 'Avelao hohamarinina ny fonenanao', detail: 'Mety hanamarina ny sefom-pokontany na mpiasa iray fa tena monina amin’ilay adiresy ianao.' },
      { title: 'Aloavy ny sarany ary raiso ny fanamarinana', unsure: 'miovaova arakaraka ny fokontany ny sarany', detail: 'Eo anelanelan’ny 200 sy 1 000 Ar. Hamarino ny anaranao, ny adiresinao ary ny daty, avy eo asaivo hamarinina any amin’ny kaominina raha takian’ny birao handefasana azy izany.' },
    ],
  },
  legalReferences: {
    fr: ['Décret n° 2009-890 fixant l’organisation, le fonctionnement et les attributions du Fokontany (il remplace le décret n° 2004-299 du 3 mars 2004)'],
    mg: ['Didim-panjakana laharana faha-2009-890 mametra ny fandaminana, ny fiasana ary ny andraikitry ny Fokontany (manolo ny didim-panjakana laharana faha-2004-299 tamin’ny 3 martsa 2004)'],
  },
  faq: {
    fr: [
      { question: 'Combien de temps le certificat est-il valable ?', answer: 'C’est l’administration destinataire qui fixe l’ancienneté maximale : moins de 1 mois pour une CIN et moins de 3 mois pour un passeport selon le guide officiel Torolalana. Vérifiez auprès de l’organisme destinataire.' },
      { question: 'Je suis locataire, puis-je l’obtenir ?', answer: 'Oui. Une attestation de votre logeur ou une quittance de loyer peut vous être demandée.' },
    ],
    mg: [
      { question: 'Mandritra ny firy volana no manan-kery ny fanamarinana ?', answer: 'Ny birao handefasana azy no mametra ny fahelany farany : tsy mihoatra ny 1 volana ho an’ny kara-panondro ary tsy mihoatra ny 3 volana ho an’ny pasipaoro araka ny torolalana ofisialy Torolalana. Anontanio ny birao handefasana azy.' },
      { question: 'Mpanofa trano aho, azoko atao ve ny maka izany ?', answer: 'Eny. Mety hangatahina aminao ny fanamarinana avy amin’ny tompon-trano na ny rosian’ny hofan-trano.' },
    ],
  },
  related: ['carte-nationale-d-identite', 'acte-de-naissance', 'legalisation-de-documents'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiches « Obtenir sa Carte Nationale d’Identité » et « Les certificats que le fokontany délivre », lues dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026). Désaccords : Torolalana : 200 à 1 000 Ar ; fiche : « quelques centaines à 2 000 Ar » d’après des guides privés ; décision : 200 à 1 000 Ar (guide officiel), les 2 000 Ar d’un guide privé mentionnés, montant marqué à l’étape. Torolalana : on apporte le livret de famille ou un bulletin de naissance ; fiche : CIN et carnet de fokontany ; décision : pièces de Torolalana en tête, CIN et carnet gardés avec une marque. FAQ : validité alignée sur Torolalana (moins de 1 mois pour la CIN, moins de 3 mois pour le passeport). Texte : date du décret n° 2009-890 sur les fokontany à lire au Journal officiel (numéro cité par la presse). Délai (immédiat ou dans la journée) donné par des guides privés seulement, à recouper.',
  },
  sources: [
    { title: 'Torolalana — Obtenir sa Carte Nationale d’Identité (étape « certificat de résidence »)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/obtenir-sa-carte-nationale-didentite', seen: '2026-11-25', published: '2026-02', supports: ['summary', 'cost', 'documents', 'whereToApply', 'faq'] },
    { title: 'Torolalana — Les certificats que le fokontany délivre', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/les-certificats-que-le-fokontany-delivre', seen: '2026-11-25', published: '2026-02', supports: ['whereToApply'] },
    { title: 'Décret n° 2009-890 fixant l’organisation, le fonctionnement et les attributions du Fokontany (cité par un ancien secrétaire général du ministère de l’Intérieur)', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/?p=119516', seen: '2026-11-23', supports: ['legalReferences'] },
    { title: 'Décret n° 2004-299 du 3 mars 2004 fixant l’organisation, le fonctionnement et les attributions du Fokontany (texte reproduit)', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://fr.scribd.com/document/625126927/FONKONTANY-01', seen: '2026-11-23', published: '2004-04-12', supports: ['legalReferences'] },
    { title: 'Comment obtenir un certificat de résidence', publisher: 'Guide Za Malagasy', kind: 'secondary', url: 'https://guide.za-malagasy.com/demarches-et-documents-administratifs/comment-obtenir-un-certificat-de-residence-3.html', seen: '2026-11-23', supports: ['processingTime', 'steps'] },
    { title: 'Création de carte d’identité nationale (CIN) à Madagascar', publisher: 'DataGascar', kind: 'secondary', url: 'https://datagascar.com/creation-de-carte-didentite-nationale-cin-a-madagascar', seen: '2026-11-23', supports: ['documents'] },
    { title: 'Création d’un duplicata CIN en cas de perte (certificat de résidence avec photo)', publisher: 'DataGascar', kind: 'secondary', url: 'https://datagascar.com/creation-dun-duplicata-cin-en-cas-de-perte', seen: '2026-11-23', supports: ['documents'] },
    { title: 'Fokontany', publisher: 'Wikimonde (copie de Wikipédia)', kind: 'secondary', url: 'https://wikimonde.com/article/Fokontany', seen: '2026-11-23', supports: ['summary'] },
    { title: 'Va-et-vient administratif (témoignage : certificat de résidence à faire légaliser à la commune)', publisher: 'Blog Madagascar aventures', kind: 'secondary', url: 'http://madagascar-aventures.blogspot.com/2012/05/va-et-vient-administratif.html', seen: '2026-11-23', published: '2012-05-21', supports: ['steps'] },
  ],
}

export default service

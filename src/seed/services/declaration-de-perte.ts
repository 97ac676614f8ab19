import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'declaration-de-perte',
  category: 'citoyennete',
  ministry: 'securite-publique',
  slug: { fr: 'declaration-de-perte', mg: 'fanambarana-fahaverezana' },
  title: {
    fr: 'Déclarer la perte d’un document',
    mg: 'Manambara taratasy very',
  },
  summary: {
    fr: 'Vous avez perdu votre CIN, votre permis de conduire ou un autre papier ? Déclarez la perte au commissariat de police le plus proche : l’attestation de déclaration de perte est demandée pour faire le duplicata, et sert de justificatif en attendant.',
    mg: 'Very ny kara-panondronao, ny fahazoan-dàlana mitondra fiara na taratasy hafa ? Ambarao any amin’ny biraon’ny polisy akaiky indrindra ny fahaverezana : takiana amin’ny fanaovana ny dikasolo ny fanamarinana ny fanambarana fahaverezana, ary manamarina ny mombamomba anao mandra-pahazoanao ny vaovao.',
  },
  audience: {
    fr: 'Toute personne qui a perdu un document officiel (CIN, permis de conduire, carte grise, passeport…) ou à qui on l’a volé.',
    mg: 'Izay rehetra namoy taratasim-panjakana (kara-panondro, fahazoan-dàlana mitondra fiara, karatra volondavenona, pasipaoro…) na nangalarina izany.',
  },
  documents: {
    fr: [
      { item: 'Une photocopie du document perdu, si vous en avez une', form: 'photocopy' },
      { item: 'Une autre pièce qui prouve votre identité (copie d’acte de naissance, carte électorale, certificat de résidence)', unsure: 'pièces demandées par la police pour la déclaration non publiées' },
    ],
    mg: [
      { item: 'Dika mitovy amin’ilay taratasy very, raha misy', form: 'photocopy' },
      { item: 'Taratasy hafa manaporofo ny maha-ianao anao (kopia nahaterahana, karatra maha-mpifidy, fanamarinam-ponenana)', unsure: 'tsy navoaka ny taratasy takian’ny polisy amin’ny fanambarana' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Montant non publié pour la déclaration elle-même. Le duplicata se paie ensuite selon le document (voir son guide).',
      mg: 'Tsy voalaza ny saran’ny fanambarana. Aloa avy eo ny dikasolo arakaraka ny taratasy (jereo ny torolalana momba azy).',
    },
  },
  youReceive: {
    fr: 'Une attestation (récépissé) de déclaration de perte, signée, à joindre au dossier de duplicata.',
    mg: 'Fanamarinana (taratasy fanamarinana fandraisana) ny fanambarana fahaverezana, voasonia, ampiarahina amin’ny antontan-taratasy fangatahana dikasolo.',
  },
  processingTime: {
    fr: 'Délai non publié. Pour le duplicata de CIN, l’attestation doit dater de moins d’un mois.',
    mg: 'Tsy voalaza ny faharetany. Ho an’ny dikasolon’ny kara-panondro, tsy maintsy latsaky ny iray volana ny fanamarinana.',
  },
  whereToApply: {
    fr: 'Au commissariat de police le plus proche (en zone rurale, à la brigade de gendarmerie). Perte à l’étranger : ambassade ou consulat de Madagascar.',
    mg: 'Any amin’ny biraon’ny polisy akaiky indrindra (any ambanivohitra, any amin’ny borigadin’ny zandary). Very tany ivelany : masoivoho na kaonsoly malagasy.',
  },
  steps: {
    fr: [
      { title: 'Allez au commissariat le plus proche', detail: 'Déclarez la perte (ou le vol) et signez la déclaration. En cas de vol, portez plainte en même temps.' },
      { title: 'Gardez l’attestation', detail: 'Elle vous sert de justificatif en attendant le nouveau document, pour une durée limitée.' },
      { title: 'Demandez vite le duplicata', detail: 'CIN : au bureau du district, avec l’attestation de moins d’un mois et l’attestation légale de perte. Permis de conduire : la déclaration de perte fait partie du dossier de duplicata.' },
    ],
    mg: [
      { title: 'Mankanesa any amin’ny biraon’ny polisy akaiky indrindra', detail: 'Ambarao ny fahaverezana (na ny halatra) ary asio sonia ny fanambarana. Raha nangalarina, mitoria miaraka amin’izay.' },
      { title: 'Tehirizo ny fanamarinana', detail: 'Manamarina ny mombamomba anao izy mandra-pahazoanao ny taratasy vaovao, mandritra ny fotoana voafetra.' },
      { title: 'Angataho haingana ny dikasolo', detail: 'Kara-panondro : any amin’ny biraon’ny distrika, miaraka amin’ny fanamarinana latsaky ny iray volana sy ny fanambarana ankarihary tsy misy fitaka. Fahazoan-dàlana mitondra fiara : anisan’ny antontan-taratasy fangatahana dikasolo ny fanambarana fahaverezana.' },
    ],
  },
  legalReferences: {
    fr: ['Aucun texte publié trouvé : la déclaration de perte est décrite par le guide officiel Torolalana (duplicata de la CIN en cas de perte)'],
    mg: ['Tsy nahitana lalàna navoaka : ny torolalana ofisialy Torolalana no manazava ny fanambarana fahaverezana (dikasolon’ny kara-panondro very)'],
  },
  faq: {
    fr: [
      { question: 'Combien de temps l’attestation de perte est-elle valable ?', answer: '30 jours selon le ministère de l’Intérieur (2018) ; un guide privé parle de 2 mois. Pour le duplicata de CIN, le guide officiel exige une attestation de moins d’un mois.', unsure: 'durée non établie : 30 jours selon le ministère, 2 mois selon un guide privé' },
      { question: 'Le chef fokontany peut-il délivrer un certificat de perte ?', answer: 'Le guide officiel ne cite pas de certificat de perte parmi les certificats du fokontany : la déclaration se fait à la police.' },
      { question: 'J’ai perdu mon passeport à l’étranger. Que faire ?', answer: 'Déclarez la perte à la police du pays, puis allez à l’ambassade ou au consulat de Madagascar.', unsure: 'démarche consulaire non décrite par une source relue' },
    ],
    mg: [
      { question: 'Mandra-pahoviana no manan-kery ny fanamarinana fahaverezana ?', answer: '30 andro araka ny Ministeran’ny Atitany (2018) ; misy torolalana tsy miankina milaza 2 volana. Ho an’ny dikasolon’ny kara-panondro, fanamarinana latsaky ny iray volana no takian’ny torolalana ofisialy.', unsure: 'tsy mazava ny faharetany : 30 andro araka ny ministera, 2 volana araka ny torolalana tsy miankina' },
      { question: 'Afaka manome taratasy fanamarinana fahaverezana ve ny sefom-pokontany ?', answer: 'Tsy voatanisan’ny torolalana ofisialy ho anisan’ny taratasy omen’ny fokontany ny fanamarinana fahaverezana : any amin’ny polisy no anaovana ny fanambarana.' },
      { question: 'Very tany ivelany ny pasipaorako. Inona no atao ?', answer: 'Ambarao any amin’ny polisin’ilay firenena ny fahaverezana, avy eo mankanesa any amin’ny masoivoho na kaonsoly malagasy.', unsure: 'tsy voalazan’ny loharano novakiana ny fomba fanao any amin’ny kaonsoly' },
    ],
  },
  related: ['carte-nationale-d-identite', 'duplicata-du-permis-de-conduire', 'passeport', 'porter-plainte', 'laissez-passer'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/declaration-de-perte.md) d’après Torolalana, fiche « Obtenir sa Carte Nationale d’Identité » (duplicata en cas de perte, français et malgache), lue dans la copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : attestation de déclaration de perte à faire à la police la plus proche, de moins d’un mois ; liste des certificats du fokontany (pas de certificat de perte). Compléments : L’Express (2018, validité de 30 jours selon le ministère de l’Intérieur), DataGascar (2 mois), Ivotoro (duplicata du permis). Coût de la déclaration non publié, marqué. Délai non publié, marqué. Aucun texte trouvé : la ligne des textes de référence renvoie au guide officiel et reste marquée. Pièces à présenter à la police non publiées : ligne marquée. Durée de validité de l’attestation : 30 jours (ministère, 2018) contre 2 mois (DataGascar), les deux sont dans la FAQ, marquée. Gendarmerie en zone rurale et consulat : aucune source relue, signalé par les statuts.',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Obtenir sa Carte Nationale d’Identité (duplicata en cas de perte)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/obtenir-sa-carte-nationale-didentite', seen: '2026-11-28' },
    { key: 'torolalana-mg', title: 'Torolalana — Kara-panondrom-pirenena : Dikasolo Very', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/obtenir-sa-carte-nationale-d-identite', seen: '2026-11-28' },
    { key: 'torolalana-fokontany', title: 'Torolalana — Ireo taratasy fanamarinana omen’ny fokontany', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/les-certificats-que-le-fokontany-delivre', seen: '2026-11-28' },
    { key: 'lexpress-2018', title: 'Document d’identité – Pénurie d’imprimés de CIN', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpressmada.com/13/07/2018/document-didentite-penurie-dimprimes-de-cin/', seen: '2026-11-28', published: '2018-07-13' },
    { key: 'datagascar', title: 'Création d’un duplicata CIN en cas de perte', publisher: 'DataGascar', kind: 'secondary', url: 'https://datagascar.com/creation-dun-duplicata-cin-en-cas-de-perte', seen: '2026-11-28' },
    { key: 'ivotoro', title: 'Duplicata de permis de conduire délivrés dans les 5 provinces autres qu’Antananarivo', publisher: 'Ivotoro', kind: 'secondary', url: 'https://www.ivotoro.mg/?p=474', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana', quote: '(01) attestation de déclaration de perte (moins de 01 mois) À faire auprès de la police la plus proche du citoyen avec sa signature.', where: 'Duplicata de CNI - Perte, étape 1' },
    { statement: 'summary', source: 'datagascar', quote: 'Le déclarant peut se rendre au commissariat de police le plus proche, à condition que cet organisme soit doté des moyens nécessaires pour délivrer le récépissé.' },
    { statement: 'audience', source: 'ivotoro', quote: 'Permis usé (en cas d’usure) ou une déclaration de perte (en cas de perte) ;' },
    { statement: 'audience', source: 'torolalana-mg', quote: 'Dingana 1 : fanambarana fahaverezana', where: 'Dikasolo Very' },
    { statement: 'documents.0', source: 'torolalana', quote: '(01) photocopie CNI perdu + (01) copie ou bulletin de naissance (moins de 03 mois)', where: 'Duplicata de CNI - Perte, étape 3' },
    { statement: 'youReceive', source: 'torolalana', quote: '(01) attestation de déclaration de perte (moins de 01 mois) À faire auprès de la police la plus proche du citoyen avec sa signature.', where: 'Duplicata de CNI - Perte, étape 1' },
    { statement: 'youReceive', source: 'datagascar', quote: 'l’attestation de déclaration de perte délivrée par la police nationale' },
    { statement: 'processingTime', source: 'torolalana', quote: '(01) attestation de déclaration de perte (moins de 01 mois)', where: 'Duplicata de CNI - Perte, étape 1' },
    { statement: 'processingTime', source: 'torolalana-mg', quote: '(01) fanambarana "déclaration de perte" latsaky ny 1 volana', where: 'Dingana 1' },
    { statement: 'whereToApply', source: 'torolalana-mg', quote: 'Alaina eny amin’ny biraon’ny polisy akaiky indrindra', where: 'Dingana 1' },
    { statement: 'whereToApply', source: 'datagascar', quote: 'Le déclarant peut se rendre au commissariat de police le plus proche' },
    { statement: 'steps.0', source: 'torolalana', quote: 'À faire auprès de la police la plus proche du citoyen avec sa signature.', where: 'Duplicata de CNI - Perte, étape 1' },
    { statement: 'steps.1', source: 'lexpress-2018', quote: 'ceux qui ont perdu leur CIN ne sont pas obligés de renouveler leur déclaration de perte dont la validité est de trente jours' },
    { statement: 'steps.1', source: 'datagascar', quote: 'Le récépissé de déclaration de perte remplace la pièce pendant 2 mois dans la mesure où le titulaire veut retirer de l’argent à la banque' },
    { statement: 'steps.2', source: 'torolalana', quote: 'Étape 5 : attestation légale de perte (01) attestation légale de perte', where: 'Duplicata de CNI - Perte' },
    { statement: 'steps.2', source: 'torolalana-mg', quote: 'Dingana 5 : fanambarana ankarihary tsy misy fitaka alaina eny amin’ny Biraon’ny Distrikan’Antananarivo', where: 'Dikasolo Very' },
    { statement: 'steps.2', source: 'ivotoro', quote: 'Permis usé (en cas d’usure) ou une déclaration de perte (en cas de perte) ;' },
    { statement: 'faq.0', source: 'lexpress-2018', quote: 'ceux qui ont perdu leur CIN ne sont pas obligés de renouveler leur déclaration de perte dont la validité est de trente jours' },
    { statement: 'faq.0', source: 'datagascar', quote: 'Le récépissé de déclaration de perte remplace la pièce pendant 2 mois', says: 'otherwise' },
    { statement: 'faq.0', source: 'torolalana', quote: '(01) attestation de déclaration de perte (moins de 01 mois)', where: 'Duplicata de CNI - Perte, étape 1' },
    { statement: 'legalReferences.0', source: 'torolalana', quote: '(01) attestation de déclaration de perte (moins de 01 mois) À faire auprès de la police la plus proche du citoyen avec sa signature.', where: 'Duplicata de CNI - Perte, étape 1' },
    { statement: 'faq.1', source: 'torolalana-fokontany', quote: 'Fanamarinam-ponenana, Fanamarinana maha mpitovo, Fanamarinana fitondrantena tsara, Certificat de prise en charge et de garde, Fanamarinana tsy fanambadiana taoriana fahafatesana, Certificat de vie collective, Taratasy momban’ny fananana, Certificat de vie individuelle', where: 'Liste supplementaire' },
  ],
}

export default service

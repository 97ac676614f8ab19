import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'legalisation-de-documents',
  category: 'citoyennete',
  ministry: 'mae',
  slug: { fr: 'legalisation-de-documents', mg: 'fanamarinana-sonia-sy-antontan-taratasy' },
  title: {
    fr: 'Faire légaliser une signature ou authentifier un document',
    mg: 'Manamarina sonia na manamarina ny maha-izy azy ny antontan-taratasy',
  },
  summary: {
    fr: 'La légalisation confirme qu’une signature ou un cachet est authentique. Pour un usage à Madagascar, elle se fait à la commune ; pour un document destiné à l’étranger, il faut l’authentification du ministère des Affaires étrangères.',
    mg: 'Ny fanamarinana sonia dia manamarina fa tena marina ny sonia na tombo-kase iray. Raha hampiasaina eto Madagasikara dia atao ao amin’ny kaominina ; raha ho any ivelany kosa ny taratasy dia ilaina ny fanamarinana ataon’ny Ministeran’ny Raharaham-bahiny.',
  },
  audience: {
    fr: 'Toute personne qui doit présenter une attestation, une procuration, une copie certifiée ou un acte officiel à une administration, une banque, une école ou un pays étranger.',
    mg: 'Izay rehetra tsy maintsy manolotra fanamarinana, taratasy fanomezan-dàlana, dika mitovy voamarina na taratasy ofisialy any amin’ny birao, banky, sekoly na firenena vahiny.',
  },
  documents: {
    fr: [
      'Le document original (signé devant l’agent si c’est votre signature qu’il faut légaliser)',
      'Votre CIN (passeport pour un étranger)',
      'Pour une copie certifiée conforme : l’original et la photocopie',
      'Pour le ministère des Affaires étrangères : une demande adressée au ministre, l’original et une photocopie certifiée par la commune ou l’organisme qui a délivré l’acte',
      'Pour un acte d’état civil destiné à l’étranger : une copie de moins de 3 mois',
      'Si le pays destinataire l’exige : une traduction faite par un traducteur assermenté',
    ],
    mg: [
      'Ny taratasy tany am-boalohany (asiana sonia eo anatrehan’ny mpiasa raha ny sonianao no hamarinina)',
      'Ny kara-panondronao (pasipaoro raha vahiny)',
      'Ho an’ny dika mitovy voamarina : ny tany am-boalohany sy ny dika mitovy',
      'Ho an’ny Ministeran’ny Raharaham-bahiny : taratasy fangatahana alefa any amin’ny minisitra, ny tany am-boalohany ary dika mitovy nohamarinin’ny kaominina na ny birao namoaka ny taratasy',
      'Ho an’ny sora-piankohonana halefa any ivelany : kopia tsy mihoatra ny 3 volana',
      'Raha takian’ny firenena handefasana azy : fandikan-teny nataon’ny mpandika teny voatokana ara-dalàna',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'À la commune ou au fokontany, la légalisation de signature coûte en général quelques centaines à quelques milliers d’ariary par document (par exemple 500 Ar par signature au 1er arrondissement d’Antananarivo en 2008 ; le tarif actuel est affiché au guichet). L’authentification par le ministère des Affaires étrangères est gratuite. La légalisation par une ambassade étrangère a son propre tarif.',
      mg: 'Ao amin’ny kaominina na fokontany, matetika zato vitsivitsy ka hatramin’ny arivo vitsivitsy ariary isaky ny taratasy ny fanamarinana sonia (ohatra 500 Ar isaky ny sonia tao amin’ny boriborintany voalohany eto Antananarivo tamin’ny 2008 ; apetaka eo amin’ny birao ny sarany ankehitriny). Maimaim-poana ny fanamarinana ataon’ny Ministeran’ny Raharaham-bahiny. Manana ny saran’ny tenany ny fanamarinana ataon’ny masoivoho vahiny.',
    },
  },
  youReceive: {
    fr: 'Votre document portant le cachet et la signature qui certifient la signature ou la conformité de la copie (ou l’authentification du ministère).',
    mg: 'Ny taratasinao misy ny tombo-kase sy ny sonia manamarina ny sonia na ny fitovian’ny dika (na ny fanamarinan’ny ministera).',
  },
  processingTime: {
    fr: 'Immédiat ou dans la journée à la commune ; environ 48 heures au ministère des Affaires étrangères.',
    mg: 'Avy hatrany na anio ihany ao amin’ny kaominina ; 48 ora eo ho eo ao amin’ny Ministeran’ny Raharaham-bahiny.',
  },
  whereToApply: {
    fr: 'Légalisation de signature et copies certifiées : commune (mairie ou arrondissement) de votre résidence, parfois le fokontany. Authentification pour l’étranger : ministère des Affaires étrangères, à Antananarivo, puis ambassade du pays de destination si elle l’exige.',
    mg: 'Fanamarinana sonia sy dika mitovy voamarina : kaominina (lapan’ny tanàna na boriborintany) misy ny fonenanao, indraindray ny fokontany. Fanamarinana ho an’ny any ivelany : Ministeran’ny Raharaham-bahiny, eto Antananarivo, avy eo ny masoivohon’ny firenena handefasana azy raha takiany izany.',
  },
  steps: {
    fr: [
      { title: 'Identifiez le type de légalisation demandé', detail: 'Demandez à l’organisme destinataire s’il veut une simple légalisation de signature, une copie certifiée ou une authentification pour l’étranger.' },
      { title: 'Légalisez d’abord au niveau local', detail: 'Faites certifier la signature ou la copie à la commune (en commençant par le fokontany si les deux sont demandés). Signez devant l’agent si nécessaire.' },
      { title: 'Pour l’étranger, déposez au ministère des Affaires étrangères', detail: 'Déposez la demande adressée au ministre, l’original et la photocopie certifiée. Les actes d’état civil doivent dater de moins de 3 mois.' },
      { title: 'Faites traduire si besoin', detail: 'Seules les traductions d’un traducteur assermenté sont acceptées pour les actes à authentifier.' },
      { title: 'Terminez à l’ambassade du pays de destination', detail: 'Certains pays demandent en plus une légalisation par leur ambassade à Antananarivo : renseignez-vous auprès d’elle.' },
    ],
    mg: [
      { title: 'Fantaro ny karazana fanamarinana takiana', detail: 'Anontanio ny birao handefasana azy raha fanamarinana sonia tsotra, dika mitovy voamarina na fanamarinana ho an’ny any ivelany no ilainy.' },
      { title: 'Asaivo hamarinina eo an-toerana aloha', detail: 'Asaivo hamarinina ao amin’ny kaominina ny sonia na ny dika mitovy (manomboka amin’ny fokontany raha samy takiana izy roa). Manaova sonia eo anatrehan’ny mpiasa raha ilaina.' },
      { title: 'Ho an’ny any ivelany, apetraho ao amin’ny Ministeran’ny Raharaham-bahiny', detail: 'Apetraho ny fangatahana alefa any amin’ny minisitra, ny tany am-boalohany ary ny dika mitovy voamarina. Tsy tokony hihoatra ny 3 volana ny sora-piankohonana.' },
      { title: 'Asaivo adika raha ilaina', detail: 'Ny fandikan-teny nataon’ny mpandika teny voatokana ara-dalàna ihany no ekena ho an’ny taratasy hohamarinina.' },
      { title: 'Vitao any amin’ny masoivohon’ny firenena handefasana azy', detail: 'Misy firenena mitaky fanamarinana fanampiny ataon’ny masoivohony eto Antananarivo : anontanio izy ireo.' },
    ],
  },
  legalReferences: {
    fr: ['Procédure d’authentification des documents publics du ministère des Affaires étrangères (circuit dépôt – traitement – délivrance)'],
    mg: ['Fomba fanamarinana ny taratasim-panjakana ataon’ny Ministeran’ny Raharaham-bahiny (fametrahana – fandinihana – famoahana)'],
  },
  faq: {
    fr: [
      { question: 'La légalisation prouve-t-elle que le contenu est vrai ?', answer: 'Non. Elle confirme seulement l’authenticité de la signature ou du cachet, pas le contenu du document.' },
      { question: 'Peut-on légaliser une photocopie signée ?', answer: 'Non, seule une signature originale peut être légalisée. Pour une photocopie, demandez une copie certifiée conforme sur présentation de l’original.' },
      { question: 'Mon acte d’état civil date de plus de 3 mois. Le ministère l’acceptera-t-il ?', answer: 'Non, il faut en général demander une nouvelle copie à la commune avant de le faire authentifier.' },
    ],
    mg: [
      { question: 'Manaporofo ve ny fanamarinana sonia fa marina ny votoatiny ?', answer: 'Tsia. Ny maha-marina ny sonia na ny tombo-kase ihany no hamarininy, fa tsy ny votoatin’ny taratasy.' },
      { question: 'Azo hamarinina ve ny sonia eo amin’ny dika mitovy ?', answer: 'Tsia, ny sonia tany am-boalohany ihany no azo hamarinina. Raha dika mitovy dia angataho ny dika mitovy voamarina amin’ny fanehoana ny tany am-boalohany.' },
      { question: 'Mihoatra ny 3 volana ny sora-piankohonako. Hekena ve ao amin’ny ministera ?', answer: 'Tsia, matetika tsy maintsy maka kopia vaovao any amin’ny kaominina ianao alohan’ny hampanamarinana azy.' },
    ],
  },
  related: ['acte-de-naissance', 'acte-de-mariage', 'equivalence-de-diplome', 'passeport'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'whereToApply', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026) : aucune fiche sur cette démarche, donc ni accord ni désaccord à consigner. Texte de référence : aucun texte réglementaire trouvé pour la légalisation ni pour l’authentification au ministère des Affaires étrangères (en 2008, la presse notait qu’« aucun cadre légal n’impose cette pratique ») ; la référence actuelle décrit seulement la procédure du ministère. Tarif actuel de la légalisation en commune non publié (500 Ar par signature en 2008 ; 500 à 2 000 Ar selon un guide privé). Adresse exacte du service d’authentification du ministère non confirmée (« Anosy » retiré). Statut de Madagascar vis-à-vis de la Convention de La Haye sur l’apostille contradictoire : non affiché, ne pas en parler avant de consulter la table de la HCCH. La page du ministère donne une adresse Gmail : ne pas la publier comme canal officiel.',
  },
  sources: [
    { title: 'Authentification (pièces, délai de 48 heures, gratuit)', publisher: 'Ministère des Affaires étrangères', kind: 'official', url: 'https://diplomatie.gov.mg/index.php/le-ministere/services/40-services-publics/146-authentification', seen: '2026-11-23', supports: ['processingTime', 'documents', 'steps'] },
    { title: 'Autres démarches administratives (actes d’état civil de moins de trois mois)', publisher: 'Ambassade de Madagascar en France', kind: 'official', url: 'https://ambamad-paris.diplomatie.gov.mg/index.php/service-consulaire/service-aux-ressortissants/autres-demarches-administratives', seen: '2026-11-23', supports: ['documents'] },
    { title: 'Légalisation de signature : « Aucun cadre légal n’impose cette pratique »', publisher: 'Madagascar Tribune', kind: 'press', url: 'https://madagascar-tribune.com/Aucun-cadre-legal-n-impose-cette,4623.html', seen: '2026-11-23', published: '2008-02-06', supports: ['cost', 'legalReferences'] },
    { title: 'Comment faire légaliser un document à Madagascar', publisher: 'Guide Za Malagasy', kind: 'secondary', url: 'https://guide.za-malagasy.com/demarches-et-documents-administratifs/comment-faire-legaliser-un-document-a-madagascar-11.html', seen: '2026-11-23', supports: ['cost', 'whereToApply', 'steps'] },
    { title: 'Légalisation consulaire de documents d’origine étrangère à Madagascar', publisher: 'Schmidt & Schmidt (service commercial)', kind: 'secondary', url: 'https://schmidt-and-schmidt.fr/apostille-et-l%C3%A9galisation-consulaire-des-documents/apostille-et-l%C3%A9galisation-consulaire-depuis-lafrique/l%C3%A9galisation-consulaire-de-documents-dorigine-%C3%A9trang%C3%A8re-%C3%A0-madagascar', seen: '2026-11-23', supports: ['audience'] },
  ],
}

export default service

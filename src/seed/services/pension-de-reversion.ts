import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'pension-de-reversion',
  category: 'travail-et-retraite',
  ministry: 'mef',
  slug: { fr: 'pension-de-reversion', mg: 'fisotroan-dronono-ho-an-ny-vady-sy-kamboty' },
  title: {
    fr: 'Demander une pension de veuve ou d’orphelin',
    mg: 'Mangataka fisotroan-dronono ho an’ny vady sisa velona na kamboty',
  },
  summary: {
    fr: 'Quand un fonctionnaire, un retraité de l’État ou un salarié affilié à la CNaPS décède, son conjoint et ses enfants peuvent avoir droit à une pension (réversion, pension de survivants). Pour l’État, le ministère des Finances la paie ; pour les salariés du privé, la CNaPS.',
    mg: 'Rehefa maty ny mpiasam-panjakana, ny misotro ronono avy amin’ny Fanjakana na ny mpiasa miditra amin’ny CNaPS, dia mety hahazo fisotroan-dronono ny vadiny sy ny zanany. Ho an’ny Fanjakana, ny Ministeran’ny Fitantanam-bola no mandoa azy ; ho an’ny mpiasan’ny tsy miankina, ny CNaPS.',
  },
  marks: {
    summary: {
      fr: 'conditions du droit et montant de la pension : texte non trouvé',
      mg: 'tsy hita ny lalàna milaza ny fepetra sy ny habetsaky ny vola',
    },
  },
  audience: {
    fr: 'La veuve ou le veuf et les orphelins d’un agent de l’État (en activité ou retraité) ou d’un salarié affilié à la CNaPS, et les tuteurs des orphelins.',
    mg: 'Ny vady sisa velona sy ny kamboty navelan’ny mpiasam-panjakana (mbola miasa na efa misotro ronono) na ny mpiasa miditra amin’ny CNaPS, ary ny mpiahy ny kamboty.',
  },
  documents: {
    fr: [
      'La copie de l’acte de décès',
      { item: 'L’acte de notoriété (ou certificat de notoriété) qui désigne les ayants droit', unsure: 'exigé pour la régularisation de 2026 ; pour la pension elle-même, à confirmer' },
      { item: 'La copie de l’acte de mariage', unsure: 'aucune liste officielle de pièces trouvée' },
      'Pour les orphelins : leurs actes de naissance et un certificat de vie',
      { item: 'Le numéro d’immatriculation du défunt (copie certifiée conforme) ou sa carte de pensionné', unsure: 'carte de pensionné : aucune source pour la réversion' },
    ],
    mg: [
      'Ny kopia fahafatesana',
      { item: 'Ny fanamarinana maha-mpandova milaza ireo manan-jo', unsure: 'notakiana tamin’ny fanarenana tamin’ny 2026 ; ho an’ny fisotroan-dronono mihitsy, mbola hamafisina' },
      { item: 'Ny kopia fanambadiana', unsure: 'tsy nahitana lisitra ofisialin’ny taratasy' },
      'Ho an’ny kamboty : ny kopia nahaterahany sy fanamarinana fa velona',
      { item: 'Ny laharana nahazoan’ny maty ho mpiasam-panjakana (dika mitovy voamarina) na ny karatry ny mpisotro ronono azy', unsure: 'karatry ny mpisotro ronono : tsy misy loharano ho an’ny vady sisa velona' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Aucun frais publié pour le dépôt du dossier ; les copies d’actes et l’acte de notoriété se paient là où on les délivre.',
      mg: 'Tsy voalaza ny sarany amin’ny fametrahana ny antontan-taratasy ; aloa any amin’izay manome azy ny kopia sy ny fanamarinana maha-mpandova.',
    },
  },
  youReceive: {
    fr: 'Une pension versée au conjoint survivant et aux orphelins (ou à leur tuteur), payée au Trésor (perception) pour les pensions de l’État.',
    mg: 'Fisotroan-dronono omena ny vady sisa velona sy ny kamboty (na ny mpiahy azy), aloa any amin’ny Tahirim-bolam-panjakana (perception) ho an’ny fisotroan-dronono avy amin’ny Fanjakana.',
  },
  processingTime: {
    fr: 'Délai non publié.',
    mg: 'Tsy voalaza ny faharetany.',
  },
  whereToApply: {
    fr: 'Agent ou retraité de l’État : service des soldes et pensions du ministère des Finances (à Mahajanga, hôtel des Finances). Salarié du privé : agence de la CNaPS.',
    mg: 'Mpiasam-panjakana na misotro ronono avy amin’ny Fanjakana : sampan-draharaha misahana ny karama sy ny fisotroan-dronono ao amin’ny Ministeran’ny Fitantanam-bola (any Mahajanga, trano fiasan’ny Fitantanam-bola). Mpiasan’ny tsy miankina : biraon’ny CNaPS.',
  },
  steps: {
    fr: [
      { title: 'Faites établir l’acte de décès', detail: 'À la commune du lieu du décès (voir le guide « Acte de décès »).' },
      { title: 'Faites établir l’acte de notoriété', detail: 'Il désigne le conjoint et les enfants ayants droit.', unsure: 'exigence pour la pension de réversion à confirmer' },
      { title: 'Déposez la demande', detail: 'Au service des soldes et pensions (agents de l’État) ou à la CNaPS (salariés du privé), avec les pièces.' },
      { title: 'Touchez la pension et prouvez chaque fois que vous y avez droit', detail: 'Le tuteur d’orphelins présente un certificat de vie des orphelins et leurs actes de naissance lors du paiement.' },
    ],
    mg: [
      { title: 'Asaivo soratana ny sora-pahafatesana', detail: 'Ao amin’ny kaominina nahafatesana (jereo ny torolalana « Kopia fahafatesana »).' },
      { title: 'Ataovy ny fanamarinana maha-mpandova', detail: 'Io no manondro ny vady sy ny zanaka manan-jo.', unsure: 'mbola hamafisina raha takiana amin’ny fisotroan-dronono ho an’ny vady sisa velona' },
      { title: 'Apetraho ny fangatahana', detail: 'Any amin’ny sampan-draharaha misahana ny karama sy ny fisotroan-dronono (mpiasam-panjakana) na any amin’ny CNaPS (mpiasan’ny tsy miankina), miaraka amin’ireo taratasy.' },
      { title: 'Raiso ny fisotroan-dronono ary porofoy isaky ny mandray fa manan-jo ianao', detail: 'Ny mpiahy ny kamboty dia mampiseho fanamarinana fa velona ny kamboty sy ny kopia nahaterahan’izy ireo rehefa mandray vola.' },
    ],
  },
  legalReferences: {
    fr: ['Décret du 21/03/62 sur les pensions de la Caisse de retraite civile et militaire (CRCM), modifié par le décret du 12/04/89 : numéros et articles sur la réversion à confirmer'],
    mg: ['Didim-panjakana tamin’ny 21/03/62 momba ny fisotroan-dronono ao amin’ny Tahirim-pisotroan-dronono ho an’ny mpiasam-panjakana sivily sy miaramila (CRCM), novain’ny didim-panjakana tamin’ny 12/04/89 : mbola hamafisina ny laharany sy ny andininy momba ny vady sisa velona'],
  },
  faq: {
    fr: [
      { question: 'Mon mari est mort en activité. Avons-nous droit à l’indemnité d’installation à la retraite régularisée en 2026 ?', answer: 'Non selon le ministère des Finances à Mahajanga : seuls les veufs et veuves de fonctionnaires décédés après leur départ à la retraite en bénéficient, sur présentation de l’acte de décès, du certificat de notoriété et de la copie certifiée du numéro d’immatriculation.' },
      { question: 'Un proche peut-il toucher la pension des orphelins ?', answer: 'Oui, le tuteur des orphelins, avec un certificat de vie des orphelins et leurs actes de naissance.' },
    ],
    mg: [
      { question: 'Maty mbola niasa ny vadiko. Manan-jo amin’ny tambin-karama fiantombohan’ny fisotroan-dronono naverina tamin’ny 2026 ve izahay ?', answer: 'Tsia araka ny Ministeran’ny Fitantanam-bola any Mahajanga : ny vady navelan’ny mpiasam-panjakana maty taorian’ny fisotroany ronono ihany no mahazo izany, amin’ny fampisehoana ny kopia fahafatesana, ny fanamarinana maha-mpandova ary ny dika mitovy voamarina amin’ny laharana nahazoany ho mpiasam-panjakana.' },
      { question: 'Afaka mandray ny fisotroan-dronono ho an’ny kamboty ve ny havana iray ?', answer: 'Eny, ny mpiahy ny kamboty, mitondra fanamarinana fa velona ny kamboty sy ny kopia nahaterahan’izy ireo.' },
    ],
  },
  related: ['certificat-de-vie', 'acte-de-deces', 'succession', 'retraite-des-fonctionnaires', 'retraite-des-salaries'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'documents', 'whereToApply', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/pension-de-reversion.md). Aucune fiche Torolalana, aucune page de la CNaPS ni de la Direction de la Solde et des Pensions trouvée. Sources : CLEISS (2023, la CNaPS gère le risque pensions ; copie 2020 : vieillesse, invalidité, décès-survivants), Trésor public (2015 : tuteurs d’orphelins), AllAfrica / presse (janvier 2026 : régularisation de l’indemnité d’installation à la retraite, pièces des veufs et veuves). Conditions du droit, montant (taux de réversion) et textes (décret CRCM, code de prévoyance sociale) non trouvés : le résumé est marqué ; le décret CRCM du 21/03/62 n’est connu que par un guide de la CRCM reproduit sur docplayer, sans numéro : textes marqués. Liste officielle des pièces non trouvée : pièces marquées. Guichet : service des soldes cité seulement à Mahajanga, marqué. Délai non publié, marqué. Coût : aucun frais de dépôt publié, aucun montant affiché et le coût est marqué.',
  },
  sources: [
    { key: 'cleiss-2023', title: 'Le régime malgache de sécurité sociale (2023)', publisher: 'CLEISS (Centre des liaisons européennes et internationales de sécurité sociale, France)', kind: 'official', url: 'https://www.cleiss.fr/docs/regimes/regime_madagascar.html', seen: '2026-11-28', published: '2023' },
    { key: 'cleiss-2020', title: 'Le régime malgache de sécurité sociale (2020), copie', publisher: 'CLEISS, copie sur Scribd', kind: 'secondary', url: 'https://fr.scribd.com/document/700011678/La-securite-sociale-a-Madagascar-cnaps', seen: '2026-11-28', published: '2020' },
    { key: 'tresor-2015', title: 'Une nouvelle carte de pensionné à partir de Novembre', publisher: 'Trésor public (Ministère des Finances et du Budget)', kind: 'official', url: 'http://www.tresorpublic.mg/?p=18708', seen: '2026-11-28', published: '2015-11' },
    { key: 'crcm-guide', title: 'Torolalana ho an’ny mpiasam-panjakana handeha hisotro ronono (guide de la CRCM, copie)', publisher: 'docplayer.fr (copie d’un guide de la Caisse de retraite civile et militaire)', kind: 'secondary', url: 'http://docplayer.fr/27580572-Torolalana-ho-an-ny-mpiasam-panjakana-handeha-hisotro-ronono.html', seen: '2026-11-28' },
    { key: 'allafrica-2026', title: 'Régularisation de l’indemnité d’installation à la retraite : les veufs et veuves concernés', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202601160330.html', seen: '2026-11-28', published: '2026-01-16' },
  ],
  references: [
    { statement: 'summary', source: 'cleiss-2023', quote: 'La Caisse Nationale de Prévoyance Sociale (CNaPS) … gère le régime des risques pensions, accidents du travail et sert les prestations familiales par le biais des délégations et antennes régionales.' },
    { statement: 'summary', source: 'cleiss-2020', quote: 'Les travailleurs salariés sont couverts par le régime malgache de sécurité sociale pour les assurances obligatoires suivantes : accidents du travail, maladies professionnelles ; vieillesse, invalidité, décès (survivants) ; prestations familiales.' },
    { statement: 'audience', source: 'tresor-2015', quote: 'Pour les tuteurs d’orphelins : un certificat de vie des orphelins avec leurs actes de naissance.' },
    { statement: 'audience', source: 'allafrica-2026', quote: 'Seuls les veufs ou veuves des fonctionnaires partis à la retraite puis décédés plus tard jouissent de la régularisation de ce complément d’installation à la retraite (IIR).' },
    { statement: 'documents.0', source: 'allafrica-2026', quote: 'Ils doivent présenter, par contre, un document justificatif, à savoir un acte de décès, un certificat de notoriété, une copie certifiée conforme du numéro d’immatriculation du défunt ou de la défunte.' },
    { statement: 'documents.1', source: 'allafrica-2026', quote: 'un acte de décès, un certificat de notoriété, une copie certifiée conforme du numéro d’immatriculation du défunt ou de la défunte.' },
    { statement: 'documents.3', source: 'tresor-2015', quote: 'Pour les tuteurs d’orphelins : un certificat de vie des orphelins avec leurs actes de naissance.' },
    { statement: 'documents.4', source: 'allafrica-2026', quote: 'une copie certifiée conforme du numéro d’immatriculation du défunt ou de la défunte.' },
    { statement: 'youReceive', source: 'tresor-2015', quote: 'Les agents de la DGGFPE seront déployés auprès des postes comptables (PGA, RGA, trésoreries générales, trésoreries principales,trésoreries ministérielles, perceptions principales ) pour cette opération' },
    { statement: 'whereToApply', source: 'allafrica-2026', quote: 'Ils ont été orientés au niveau du service des soldes, à l’hôtel des Finances à Mahajanga-Be, pour résoudre leur problème.' },
    { statement: 'whereToApply', source: 'cleiss-2023', quote: 'Elle gère le régime des risques pensions, accidents du travail et sert les prestations familiales par le biais des délégations et antennes régionales.' },
    { statement: 'steps.2', source: 'allafrica-2026', quote: 'Ils ont été orientés au niveau du service des soldes, à l’hôtel des Finances à Mahajanga-Be, pour résoudre leur problème.' },
    { statement: 'steps.3', source: 'tresor-2015', quote: 'Pour les tuteurs d’orphelins : un certificat de vie des orphelins avec leurs actes de naissance.' },
    { statement: 'legalReferences.0', source: 'crcm-guide', quote: 'CAISSE DE RETRAITE CIVILE ET MILITAIRE : C R C M … 1.1. Bénéficiaires Iza ireo mahazo tombontsoa? (cf. Art.2 Décret n du 21/03/62, modifié par l art 1 Décret n du 12/04/89)' },
    { statement: 'faq.0', source: 'allafrica-2026', quote: '« Si les agents de l’État étaient décédés durant leur service, aucune indemnité n’est versée aux veufs ou veuves ou à la famille », a expliqué un responsable des Finances à Mahajanga.' },
    { statement: 'faq.0', source: 'allafrica-2026', quote: 'Ils doivent présenter, par contre, un document justificatif, à savoir un acte de décès, un certificat de notoriété, une copie certifiée conforme du numéro d’immatriculation du défunt ou de la défunte.' },
    { statement: 'faq.1', source: 'tresor-2015', quote: 'Pour les tuteurs d’orphelins : un certificat de vie des orphelins avec leurs actes de naissance.' },
  ],
}

export default service

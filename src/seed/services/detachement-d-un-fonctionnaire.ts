import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'detachement-d-un-fonctionnaire',
  category: 'fonction-publique',
  ministry: 'fop',
  slug: { fr: 'detachement-d-un-fonctionnaire', mg: 'mangataka-famindrana-toerana' },
  title: {
    fr: 'Demander un détachement',
    mg: 'Mangataka famindrana toerana (détachement)',
  },
  summary: {
    fr: 'Le détachement permet à un fonctionnaire d’aller travailler hors de son corps d’origine (autre administration, collectivité, organisme public ou international) tout en restant fonctionnaire. La demande se dépose au ministère chargé de la Fonction publique ; la décision est prise par arrêté.',
    mg: 'Ny famindrana toerana (détachement) dia ahafahan’ny mpiasam-panjakana miasa any ivelan’ny sokajy niaviany (fitantanan-draharaha hafa, vondrom-bahoaka itsinjaram-pahefana, sampan-draharaham-panjakana na fikambanana iraisam-pirenena) nefa mbola mpiasam-panjakana ihany. Apetraka ao amin’ny Ministera misahana ny Asam-panjakana ny fangatahana ; didim-pitondrana (arrêté) no mamoaka ny fanapahan-kevitra.',
  },
  audience: {
    fr: 'Tous les fonctionnaires titulaires qui veulent exercer ailleurs que dans leur corps ou leur ministère d’origine.',
    mg: 'Ireo mpiasam-panjakana raikitra rehetra te hiasa any ivelan’ny sokajy na ny ministera niaviany.',
  },
  marks: {
    audience: {
      fr: 'le guide officiel dit « tous les fonctionnaires » ; la condition d’être titulaire n’est pas écrite dans les sources lues',
      mg: '« ho an’ny mpiasam-panjakana rehetra » no voalazan’ny torolalana ofisialy ; tsy voasoratra ao amin’ny loharano novakiana ny fepetra hoe tsy maintsy raikitra',
    },
  },
  documents: {
    fr: [
      'Une demande adressée au ministre chargé de la Fonction publique',
      'L’avis écrit du ministère qui vous emploie',
      { item: 'Les pièces sur la prise en charge de votre salaire : étude budgétaire de la solde, copie certifiée du dernier document budgétaire de la solde et attestation de solde', unsure: 'intitulés traduits du malgache (« fandinihana ny tetibola momba ny karama », « filazana sora-bola ») : à vérifier au guichet' },
    ],
    mg: [
      'Taratasy fangatahana alefa amin’ny minisitra misahana ny Asam-panjakana',
      'Taratasy fanehoan-kevitry ny ministera mampiasa anao',
      { item: 'Taratasy momba ny karamanao : fandinihana ny tetibola momba ny karama, dika mitovy voamarina amin’ny tetibola momba ny karama farany, ary filazana sora-bola', unsure: 'mbola hamarinina eo amin’ny birao ny anaran’ireo taratasy ireo' },
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'Gratuit selon le guide officiel. Si on vous demande de l’argent, demandez le texte qui le prévoit et un reçu.',
      mg: 'Maimaim-poana araka ny torolalana ofisialy. Raha misy mangataka vola aminao, angataho ny lalàna mametraka izany sy ny rosia.',
    },
  },
  youReceive: {
    fr: 'Un arrêté de détachement, dont une copie certifiée vous est notifiée ainsi qu’à votre ministère.',
    mg: 'Didim-pitondrana (arrêté) momba ny famindrana toerana, izay ampahafantarina anao sy ny ministera mampiasa anao amin’ny alalan’ny dika mitovy voamarina.',
  },
  delay: { from: 72, unit: 'hours' },
  processingTime: {
    fr: 'Le guide officiel annonce {délai} de traitement, alors que le dossier passe par plusieurs visas (service, contrôle financier, signature du ministre, enregistrement à la Primature) : prévoyez de relancer.',
    mg: '{faharetany} no faharetan’ny fikarakarana araka ny torolalana ofisialy, na dia mandalo fanamarinana maromaro aza ny antontan-taratasy (sampan-draharaha, fanaraha-maso ara-bola, sonian’ny minisitra, fisoratana ao amin’ny Primatiora) : araho akaiky.',
  },
  whereToApply: {
    fr: 'Ministère chargé de la Fonction publique (MTEFoP), direction de la gestion des agents de l’État, service des fonctionnaires : bureau 204, deuxième étage.',
    mg: 'Ministera misahana ny Asam-panjakana (MTEFoP), Talen’ny fitantanana ny mpiasam-panjakana, sampan-draharaha misahana ny mpiasam-panjakana : birao 204, rihana faharoa.',
  },
  places: ['mtefop-porte-204'],
  steps: {
    fr: [
      { title: 'Obtenez l’accord de votre ministère', detail: 'Demandez au ministère qui vous emploie un avis écrit sur votre détachement.' },
      { title: 'Déposez la demande au bureau 204', detail: 'Remettez la demande et les pièces au service des fonctionnaires du ministère chargé de la Fonction publique, deuxième étage.', place: 'mtefop-porte-204' },
      { title: 'Le ministère prépare l’arrêté', detail: 'Le projet d’arrêté reçoit le visa du service et de la solde, le contrôle financier, le visa des Affaires étrangères s’il y a lieu, puis la signature du ministre.' },
      { title: 'Enregistrement et copies', detail: 'L’arrêté reçoit un numéro à la Primature ; le ministère en fait des copies certifiées.' },
      { title: 'Recevez la décision', detail: 'Vous et votre ministère employeur êtes informés de la décision ; gardez votre copie de l’arrêté.' },
    ],
    mg: [
      { title: 'Makà ny fankatoavan’ny ministera mampiasa anao', detail: 'Angataho amin’ny ministera mampiasa anao ny taratasy fanehoan-kevitra momba ny famindrana toerana.' },
      { title: 'Apetraho ao amin’ny birao 204 ny fangatahana', detail: 'Atolory ny sampan-draharaha misahana ny mpiasam-panjakana ao amin’ny Ministera misahana ny Asam-panjakana, rihana faharoa, ny fangatahana sy ireo taratasy.', place: 'mtefop-porte-204' },
      { title: 'Omanin’ny ministera ny didim-pitondrana', detail: 'Mahazo fanamarinana avy amin’ny sampan-draharaha sy ny karama, fanaraha-maso ara-bola, fanamarinana avy amin’ny Raharaham-bahiny raha ilaina, ary sonian’ny minisitra ny tetikasa didim-pitondrana.' },
      { title: 'Fisoratana sy dika mitovy', detail: 'Omena laharana ao amin’ny Primatiora ny didim-pitondrana ; manao dika mitovy voamarina ny ministera.' },
      { title: 'Raiso ny fanapahan-kevitra', detail: 'Ampahafantarina anao sy ny ministera mampiasa anao ny fanapahan-kevitra ; tehirizo ny dika mitovy amin’ny didim-pitondrana.' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2003-011 du 3 septembre 2003 portant statut général des fonctionnaires',
      'Décret n° 2005-507 du 2 août 2005 fixant certaines positions réglementaires des fonctionnaires et certaines modalités de cessation définitive de fonction',
    ],
    mg: [
      'Lalàna laharana faha-2003-011 tamin’ny 3 septambra 2003 momba ny sata ankapoben’ny mpiasam-panjakana',
      'Didim-panjakana laharana faha-2005-507 tamin’ny 2 aogositra 2005 mamaritra ny toeran’ny mpiasam-panjakana sy ny fomba fialana tanteraka amin’ny asa',
    ],
  },
  faq: {
    fr: [
      { question: 'Quelle différence avec une mutation ?', answer: 'La mutation est un changement de poste de travail au sein de l’administration, décidé par vos supérieurs. Le détachement vous fait sortir de votre corps d’origine pour exercer ailleurs, par un arrêté du ministère chargé de la Fonction publique.' },
      { question: 'Et si je veux arrêter de travailler pour l’État un moment ?', answer: 'Ce n’est pas un détachement mais une mise en disponibilité : voyez le guide sur la disponibilité.' },
    ],
    mg: [
      { question: 'Inona no maha samy hafa azy amin’ny fiovana toeram-piasana (mutation) ?', answer: 'Ny fiovana toeram-piasana dia fiovan’ny toerana iasana ao anatin’ny fitantanan-draharaha, tapahin’ny lehibenao. Ny famindrana toerana kosa dia mampivoaka anao amin’ny sokajy niavianao mba hiasa any an-kafa, amin’ny alalan’ny didim-pitondrana avy amin’ny Ministera misahana ny Asam-panjakana.' },
      { question: 'Ahoana raha te hiato tsy hiasa ho an’ny Fanjakana mandritra ny fotoana kelikely aho ?', answer: 'Tsy famindrana toerana izany fa fangatahana fiatoana amin’ny asa (disponibilité) : jereo ny torolalana momba izany.' },
    ],
  },
  related: ['disponibilite-d-un-fonctionnaire', 'retraite-des-fonctionnaires', 'equivalence-de-diplome'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/detachement-d-un-fonctionnaire.md). Torolalana, fiche « Mangataka famindrana toerana » (https://torolalana.gov.mg/mg/services/demander-un-detachement), lue dans la copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : pièces, 8 étapes, bureau 204 au 2e étage, 72 heures, gratuit. La version française de la fiche n’est pas dans la copie : intitulés des pièces sur la solde traduits du malgache, ligne marquée. Public : « tous les fonctionnaires » selon Torolalana, la condition d’être titulaire est marquée. Textes : loi 2003-011 et décret 2005-507 (titres lus dans des reproductions : Scribd, jwf-legal2.fr.gd) ; le contenu du décret sur le détachement (cas, durée) n’a pas été lu : rien n’en est affiché. Le délai de 72 heures paraît court au vu des visas : signalé dans la phrase du délai.',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Mangataka famindrana toerana (Demander un détachement)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/demander-un-detachement', seen: '2026-11-28' },
    { key: 'decret-2005-507', title: 'Décret n° 2005-507 du 2 août 2005 fixant certaines positions réglementaires des fonctionnaires (texte reproduit)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/D-e2-crets-67.htm', seen: '2026-11-28', published: '2005-08-02' },
    { key: 'decret-2004-841', title: 'Décret n° 2004-841 du 31 août 2004 fixant le régime des affectations et mutations des fonctionnaires (texte reproduit)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/D-e2-crets-129.htm', seen: '2026-11-28', published: '2004-08-31' },
    { key: 'decret-60-051', title: 'Décret n° 60-051 du 9 mars 1960 relatif au régime particulier de certaines positions des fonctionnaires (texte reproduit)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/D-e2-crets-541.htm', seen: '2026-11-28', published: '1960-03-09' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana', quote: 'manatitra taratasy fangatahana makany amin’ny minisitry ny asam-panjakana eo amin’ny birao 204', where: 'Dingana' },
    { statement: 'summary', source: 'torolalana', quote: 'fikarakarana tetikasana didim-pitondrana', where: 'Dingana' },
    { statement: 'summary', source: 'decret-60-051', quote: '1° Détachement auprès d’une administration, d’un office ou d’un établissement public de l’Etat … 5. Détachement pour exercer un enseignement ou remplir une mission publique à l’étranger ou auprès d’organismes internationaux', where: 'Art. 2' },
    { statement: 'summary', source: 'decret-60-051', quote: '2° Détachement auprès des services d’une collectivité territoriale décentralisée, provinciale ou communale, ou d’un établissement public autre que national ;', where: 'Art. 2' },
    { statement: 'audience', source: 'torolalana', quote: 'Serivisy ho an’ny mpiasam-panjakana rehetra)', where: 'Description' },
    { statement: 'documents.0', source: 'torolalana', quote: 'taratasy fangatahana makany amin’ny minisitry ny MTEFOP', where: 'Antontan-taratasy ilaina' },
    { statement: 'documents.1', source: 'torolalana', quote: 'taratasy fanehon-kevitry ny minisitera mpampiasa', where: 'Antontan-taratasy ilaina' },
    { statement: 'documents.2', source: 'torolalana', quote: 'fandinihana ny tetibola momba ny karama … dika mitovy ny tetibola momba ny karama voamarina farany … filazana sora-bola', where: 'Antontan-taratasy ilaina' },
    { statement: 'cost', source: 'torolalana', quote: 'maimaim-poana.', where: 'Sarany' },
    { statement: 'youReceive', source: 'torolalana', quote: 'manao dika mitovy voamarina any amin’ny minisiteran’ny asa, ny fampananan’asa, ny asam-panjakana ary ny lalàna Sosialy … fampahafantarana ny olona nangataka sy ny minisitera mpampiasa momba ny fanapahan-kevitra', where: 'Dingana' },
    { statement: 'processingTime', source: 'torolalana', quote: '72 ora', where: 'Faharetan’ny fikarakarana' },
    { statement: 'processingTime', source: 'torolalana', quote: 'visa avy amin’ny sampan-draharaha sy fanomezana ny karama … fanaraha-maso ara-bola … maka laharan’ny fisoratana any amin’ny Primatiora', where: 'Dingana' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Birao 204, rihana faharoa Sampan-draharaha misahana ny mpiasam-panjakana Talen’ny fitantanana ny mpiasam-panjakana Ministeran’ny Asa, ny Fampananan’asa ary ny Asam-panjakana (MTEFoP)', where: 'Toerana' },
    { statement: 'steps.0', source: 'torolalana', quote: 'taratasy fanehon-kevitry ny minisitera mpampiasa', where: 'Antontan-taratasy ilaina' },
    { statement: 'steps.1', source: 'torolalana', quote: 'manatitra taratasy fangatahana makany amin’ny minisitry ny asam-panjakana eo amin’ny birao 204', where: 'Dingana' },
    { statement: 'steps.1', source: 'torolalana', quote: 'Birao 204, rihana faharoa Sampan-draharaha misahana ny mpiasam-panjakana', where: 'Toerana' },
    { statement: 'steps.2', source: 'torolalana', quote: 'fikarakarana tetikasana didim-pitondrana … visa avy amin’ny sampan-draharaha sy fanomezana ny karama … fanaraha-maso ara-bola … visa MAE sy sonian’ny minisitry ny asa, ny fampananan’asa, ny asam-panjakana ary ny lalàna sosialy', where: 'Dingana' },
    { statement: 'steps.3', source: 'torolalana', quote: 'maka laharan’ny fisoratana any amin’ny Primatiora … manao dika mitovy voamarina any amin’ny minisiteran’ny asa, ny fampananan’asa, ny asam-panjakana ary ny lalàna Sosialy', where: 'Dingana' },
    { statement: 'steps.4', source: 'torolalana', quote: 'fampahafantarana ny olona nangataka sy ny minisitera mpampiasa momba ny fanapahan-kevitra', where: 'Dingana' },
    { statement: 'legalReferences.0', source: 'decret-2005-507', quote: 'Vu la loi n° 2003-011 du 3 septembre 2003 portant statut général des fonctionnaires,' },
    { statement: 'legalReferences.1', source: 'decret-2005-507', quote: 'DECRET N° 2005-507 du 2 août 2005 Fixant certaines positions réglementaires des fonctionnaires et de certaines modalités de cessation définitive de fonction. (J.O. n° 3 005 du 19/12/05, p. 5453 à 5461)' },
    { statement: 'faq.0', source: 'decret-2004-841', quote: 'L’affectation est la désignation d’un fonctionnaire à un poste de travail. La mutation est un changement d’affectation.', where: 'Article 3' },
    { statement: 'faq.0', source: 'decret-2004-841', quote: 'Soit à un poste de travail vacant régulièrement et normalement prévu dans l’organigramme par Décision réglementaire des supérieurs hiérarchiques', where: 'Article 4' },
    { statement: 'faq.1', source: 'decret-2005-507', quote: 'Fixant certaines positions réglementaires des fonctionnaires et de certaines modalités de cessation définitive de fonction.' },
  ],
}

export default service

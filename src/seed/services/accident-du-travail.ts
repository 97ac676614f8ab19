import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'accident-du-travail',
  category: 'travail-et-retraite',
  ministry: 'cnaps',
  slug: { fr: 'accident-du-travail', mg: 'loza-vokatry-ny-asa' },
  title: {
    fr: 'Déclarer un accident du travail',
    mg: 'Manambara loza vokatry ny asa',
  },
  summary: {
    fr: 'Un salarié blessé au travail, sur le trajet ou malade à cause de son travail est pris en charge par la CNaPS : l’accident doit être déclaré à la CNaPS, qui paie les soins et des indemnités pendant l’arrêt.',
    mg: 'Ny mpiasa naratra teo am-piasana, teny an-dalana na narary noho ny asany dia iantohan’ny CNaPS : tsy maintsy ambara amin’ny CNaPS ny loza, ary izy no mandoa ny fitsaboana sy vola isan’andro mandritra ny fijanonana tsy miasa.',
  },
  audience: {
    fr: 'Les salariés affiliés à la CNaPS et les apprentis sous contrat d’apprentissage, victimes d’un accident du travail ou de trajet, ou d’une maladie professionnelle ; leur employeur, qui déclare l’accident.',
    mg: 'Ireo mpiasa miditra amin’ny CNaPS sy ireo mpianatr’asa manana fifanarahana, tra-doza teo am-piasana na teny an-dalana, na voan’ny aretina vokatry ny asa ; ny mpampiasa azy, izay manambara ny loza.',
  },
  documents: {
    fr: [
      'La « déclaration d’accident et de maladie professionnelle » (formulaire CNaPS), remplie par l’employeur',
      'Les feuillets A, B et C (formulaires CNaPS)',
      'La carte d’accidenté (CA)',
      { item: 'Le certificat médical du médecin qui vous a soigné', unsure: 'non cité par la CNaPS ni par Torolalana' },
    ],
    mg: [
      'Ny « Taratasy filazana loza sy aretina vokatry ny asa » (taratasy fenoina CNaPS), fenoin’ny mpampiasa',
      'Ny « Taratasy A- B- C » (taratasy fenoina CNaPS)',
      'Ny « Karatry ny tra-doza »',
      { item: 'Ny taratasy avy amin’ny dokotera nitsabo anao', unsure: 'tsy voatonon’ny CNaPS na ny Torolalana' },
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'La CNaPS ne demande aucuns frais de service ; elle prend en charge les frais dus à l’accident du travail.',
      mg: 'Tsy mangataka sarany ny CNaPS ; izy no miantoka ny fandaniana vokatry ny loza teo am-piasana.',
    },
  },
  youReceive: {
    fr: 'La prise en charge des soins dus à l’accident et, pendant l’arrêt de travail, une indemnité journalière (plafonnée à 44 444,44 ariary depuis 2022).',
    mg: 'Ny fiantohana ny fitsaboana vokatry ny loza ary, mandritra ny fijanonana tsy miasa, vola isan’andro (44 444,44 ariary farafahabetsany nanomboka tamin’ny 2022).',
  },
  processingTime: {
    fr: 'Délai de traitement non publié par la CNaPS.',
    mg: 'Tsy navoakan’ny CNaPS ny faharetan’ny fikarakarana.',
  },
  whereToApply: {
    fr: 'Dans n’importe quel bureau de la CNaPS (siège à Ampefiloha, délégations régionales, antennes, agences) ; l’employeur informe aussi l’inspection du travail.',
    mg: 'Any amin’ny biraon’ny CNaPS rehetra (foibe eny Ampefiloha, masoivoho isam-paritra, tendro, birao) ; ampahafantarin’ny mpampiasa ny mpanara-maso ny asa ihany koa.',
  },
  places: ['cnaps-siege-ampefiloha'],
  steps: {
    fr: [
      { title: 'Faites-vous soigner', detail: 'Dès l’accident, l’employeur doit assurer les premiers soins, prévenir le médecin de l’entreprise ou le plus proche et, si besoin, vous envoyer vers un centre médical.' },
      { title: 'Prévenez votre employeur', detail: 'Il remplit la déclaration d’accident et la dépose à la CNaPS et à l’inspection du travail, dans les 48 heures selon un guide du droit du travail.' },
      { title: 'Suivez vos soins avec la carte d’accidenté', detail: 'Présentez la carte d’accidenté et les feuillets remis par la CNaPS à chaque soin.', unsure: 'usage de la carte et des feuillets non décrit par les sources' },
      { title: 'Déposez vos demandes à la CNaPS', detail: 'Remettez les feuillets et certificats au bureau de la CNaPS pour les indemnités et le remboursement des frais, sans frais de service.', place: 'cnaps-siege-ampefiloha' },
    ],
    mg: [
      { title: 'Mitsabò', detail: 'Raha vao misy ny loza dia tsy maintsy manome vonjy voalohany ny mpampiasa, mampandre ny dokoteran’ny orinasa na ny akaiky indrindra ary, raha ilaina, mandefa anao any amin’ny toeram-pitsaboana.' },
      { title: 'Ampahafantaro ny mpampiasa anao', detail: 'Izy no mameno ny taratasy filazana loza ary mametraka izany any amin’ny CNaPS sy any amin’ny mpanara-maso ny asa, ao anatin’ny 48 ora araka ny torolalana iray momba ny lalàna mifehy ny asa.' },
      { title: 'Araho ny fitsaboana miaraka amin’ny karatry ny tra-doza', detail: 'Asehoy isaky ny fitsaboana ny karatry ny tra-doza sy ireo taratasy nomen’ny CNaPS.', unsure: 'tsy voalazan’ny loharano ny fampiasana ny karatra sy ireo taratasy' },
      { title: 'Apetraho any amin’ny CNaPS ny fangatahanao', detail: 'Atolory any amin’ny biraon’ny CNaPS ireo taratasy sy fanamarinana ho an’ny vola isan’andro sy ny famerenana ny vola lany, maimaim-poana.', place: 'cnaps-siege-ampefiloha' },
    ],
  },
  legalReferences: {
    fr: [
      'Code de prévoyance sociale (décret n° 69-145 du 8 avril 1969), article 175 et annexe I (liste des maladies professionnelles)',
      'Loi n° 2003-044 du 28 juillet 2004 portant Code du travail, article 115 (voyages aux frais de l’employeur), citée par la CNaPS ; un nouveau Code du travail a été promulgué par la loi n° 2024-014',
    ],
    mg: [
      'Fehezan-dalàna momba ny fiahiana ara-tsosialy (didim-panjakana laharana 69-145 tamin’ny 8 aprily 1969), andininy faha-175 sy tovana I (lisitry ny aretina vokatry ny asa)',
      'Lalàna laharana 2003-044 tamin’ny 28 jolay 2004 mametraka ny Fehezan-dalàna momba ny asa, andininy faha-115 (dia aloan’ny mpampiasa), notononin’ny CNaPS ; efa nisy Fehezan-dalàna momba ny asa vaovao navoakan’ny lalàna laharana 2024-014',
    ],
  },
  faq: {
    fr: [
      { question: 'Un accident sur le chemin du travail compte-t-il ?', answer: 'Oui, si le trajet entre votre domicile et le travail n’a pas été interrompu ou détourné pour un motif personnel. Un accident pendant une mission payée par l’employeur compte aussi.' },
      { question: 'Qu’est-ce qu’une maladie professionnelle ?', answer: 'Une maladie causée par le travail et inscrite sur la liste de l’annexe I du Code de prévoyance sociale, par exemple une intoxication par un produit manipulé au travail.' },
      { question: 'Mon employeur ne veut pas déclarer l’accident. Que faire ?', answer: 'Allez au bureau de la CNaPS avec vos certificats médicaux et signalez-le à l’inspection du travail.', unsure: 'démarche de la victime non décrite par les sources' },
    ],
    mg: [
      { question: 'Tafiditra ve ny loza teny an-dalana mankany am-piasana ?', answer: 'Eny, raha tsy notapahana na navily noho ny antony manokana ny dia teo anelanelan’ny trano sy ny toeram-piasana. Tafiditra koa ny loza nandritra ny iraka aloan’ny mpampiasa.' },
      { question: 'Inona no atao hoe aretina vokatry ny asa ?', answer: 'Aretina vokatry ny asa ary voasoratra ao amin’ny lisitra ao amin’ny tovana I amin’ny Fehezan-dalàna momba ny fiahiana ara-tsosialy, ohatra ny fanapoizinana avy amin’ny vokatra ampiasaina eo am-piasana.' },
      { question: 'Tsy te hanambara ny loza ny mpampiasa ahy. Inona no atao ?', answer: 'Mankanesa any amin’ny biraon’ny CNaPS mitondra ny taratasin’ny dokotera, ary ampahafantaro ny mpanara-maso ny asa.', unsure: 'tsy voalazan’ny loharano ny dingana ataon’ny tra-doza' },
    ],
  },
  onlineServices: {
    fr: [{ label: 'CNaPS – formulaires à télécharger', url: 'https://www.cnaps.mg/fr/telechargement' }],
    mg: [{ label: 'CNaPS – taratasy fenoina azo alaina', url: 'https://www.cnaps.mg/fr/telechargement' }],
  },
  related: ['affiliation-a-la-cnaps', 'certificat-medical', 'carte-d-invalidite', 'saisir-l-inspection-du-travail'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['processingTime'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/accident-du-travail.md). Torolalana, fiche « Caisse nationale de prévoyance sociale (CNaPS) », pages française et malgache lues dans la copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : formulaires (carte d’accidenté, feuillets A – B – C, déclaration d’accident et de maladie professionnelle), « Frais de service : aucun », bureaux ; aucun délai pour ce risque, délai marqué à confirmer. Site de la CNaPS (page « Généralités sur l’accident du travail », 2017) : définitions, trajet, annexe I du Code de prévoyance sociale, bénéficiaires. OIT NORMLEX : article 175 (premiers soins par l’employeur), décret 69-145. Délai de 48 heures et déclaration à l’inspection du travail : un seul guide privé (Africarrières), étape affichée à confirmer. Plafond de l’indemnité journalière (44 444,44 Ar) : communiqué de la CNaPS de 2022 rapporté par AllAfrica ; prise en charge des frais : Madagascar Tribune (2008). Certificat médical : non cité, marqué. Usage de la carte d’accidenté et démarche de la victime si l’employeur refuse : sans source, marqués.',
  },
  sources: [
    { key: 'torolalana-cnaps', title: 'Torolalana — Caisse nationale de prévoyance sociale (CNaPS) (« Contenus validés par le service concerné »), page française lue dans la copie publique ricoantoniorandrianarivelo/Chatbot-torolalana', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/caisse-nationale-de-prevoyance-sociale-cnaps', seen: '2026-11-28' },
    { key: 'torolalana-cnaps-mg', title: 'Torolalana — Caisse Nationale de Prévoyance Sociale (CNaPS), page malgache lue dans la copie publique ricoantoniorandrianarivelo/Chatbot-torolalana', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/caisse-nationale-de-prevoyance-sociale-cnaps', seen: '2026-11-28' },
    { key: 'cnaps-at', title: 'Généralités sur l’accident du travail et maladies professionnelles', publisher: 'Caisse nationale de prévoyance sociale (CNaPS)', kind: 'official', url: 'http://www.cnaps.mg/FR/espace_travailleurs/AT_generalite.php', seen: '2026-11-28', published: '2017-12' },
    { key: 'normlex', title: 'Observation (CEACR) 2013, convention n° 19 — Madagascar (indemnisation des accidents du travail)', publisher: 'Organisation internationale du Travail (NORMLEX)', kind: 'secondary', url: 'https://normlex.ilo.org/dyn/nrmlx_en/f?p=1000:13100:0::NO::P13100_COMMENT_ID,P13100_LANG_CODE:3150763,fr:NO', seen: '2026-11-28', published: '2014' },
    { key: 'africarrieres', title: 'Obligations légales de l’employeur à Madagascar : guide complet', publisher: 'Africarrières', kind: 'secondary', url: 'https://africarrieres.com/madagascar/en/guide/employeur-entreprise/employer-obligations', seen: '2026-11-28', published: '2026-02-22' },
    { key: 'allafrica-2022', title: 'CNAPS – Augmentation des allocations familiales à compter de ce mois', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202208080633.html', seen: '2026-11-28', published: '2022-08' },
    { key: 'tribune-2008', title: 'Accidents de travail – 350 cas par mois', publisher: 'Madagascar Tribune', kind: 'press', url: 'https://www.madagascar-tribune.com/350-cas-par-mois,8733.html', seen: '2026-11-28', published: '2008-09-09' },
    { key: 'normlex-2024', title: 'Observation (CEACR) adoptée 2024, publiée 113e session CIT (2025) — Madagascar, conventions n° 81 et 129 (inspection du travail)', publisher: 'Organisation internationale du Travail (NORMLEX)', kind: 'secondary', url: 'https://normlex.ilo.org/dyn/nrmlx_fr/f?p=NORMLEXPUB:13100:0::NO::P13100_COMMENT_ID,P13100_LANG_CODE:4409328,fr', seen: '2026-11-28', published: '2025' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana-cnaps', quote: 'servir aux travailleurs et assimilés ainsi qu\'à leurs familles, les prestations familiales, d\'accidents du travail et de maladies professionnelles, de pensions de retraite' },
    { statement: 'summary', source: 'cnaps-at', quote: 'Est considéré comme accident du travail, quelle qu\'en soit la cause, l\'accident survenu à un travailleur : Par le fait ou à l\'occasion du travail ; Pendant le trajet de sa résidence au lieu de travail et vice-versa' },
    { statement: 'summary', source: 'torolalana-cnaps', quote: 'ACCIDENTS DE TRAVAIL ET MALADIES PROFESSIONNELLES Carte d\'Accidenté (CA) Feuillet A – B – C Déclaration d\'accident et de maladie professionnelle' },
    { statement: 'summary', source: 'tribune-2008', quote: 'La CNAPS prend en charge les frais occasionnés par un accident de travail' },
    { statement: 'audience', source: 'cnaps-at', quote: 'Les bénéficiaires les travailleurs salariés et assimilés affiliés à la C.Na.P.S, les apprentis titulaires de contrat d\'apprentissage' },
    { statement: 'audience', source: 'africarrieres', quote: 'Déclaration d\'accident du travail dans les 48 heures à la CNaPS et à l\'Inspection du travail' },
    { statement: 'documents.0', source: 'torolalana-cnaps', quote: 'Déclaration d\'accident et de maladie professionnelle', where: 'Documents requis, ACCIDENTS DE TRAVAIL ET MALADIES PROFESSIONNELLES' },
    { statement: 'documents.0', source: 'torolalana-cnaps-mg', quote: 'Taratasy filazana loza sy aretina vokatry ny asa', where: 'LOZA SY ARETINA VOKATRY NY ASA' },
    { statement: 'documents.0', source: 'africarrieres', quote: 'Déclaration d\'accident du travail dans les 48 heures à la CNaPS et à l\'Inspection du travail' },
    { statement: 'documents.1', source: 'torolalana-cnaps', quote: 'Feuillet A – B – C', where: 'Documents requis, ACCIDENTS DE TRAVAIL ET MALADIES PROFESSIONNELLES' },
    { statement: 'documents.1', source: 'torolalana-cnaps-mg', quote: 'Taratasy A- B- C', where: 'LOZA SY ARETINA VOKATRY NY ASA' },
    { statement: 'documents.2', source: 'torolalana-cnaps', quote: 'Carte d\'Accidenté (CA)', where: 'Documents requis, ACCIDENTS DE TRAVAIL ET MALADIES PROFESSIONNELLES' },
    { statement: 'documents.2', source: 'torolalana-cnaps-mg', quote: 'Karatry ny tra-doza', where: 'LOZA SY ARETINA VOKATRY NY ASA' },
    { statement: 'cost', source: 'torolalana-cnaps', quote: 'Frais de service : aucun' },
    { statement: 'cost', source: 'tribune-2008', quote: 'La CNAPS prend en charge les frais occasionnés par un accident de travail' },
    { statement: 'youReceive', source: 'tribune-2008', quote: 'La CNAPS prend en charge les frais occasionnés par un accident de travail' },
    { statement: 'youReceive', source: 'allafrica-2022', quote: 'Pour les accidents de travail ou les maladies professionnelles, l\'indemnité journalière est dorénavant plafonnée à 44 444,44 ariary.' },
    { statement: 'whereToApply', source: 'torolalana-cnaps', quote: 'Les adhérents de la CNaPS peuvent déposer leurs dossiers dans tous les bureaux de la CNaPS (siège à Ampefiloha, délégations régionales, antennes et agences)' },
    { statement: 'whereToApply', source: 'africarrieres', quote: 'Déclaration d\'accident du travail dans les 48 heures à la CNaPS et à l\'Inspection du travail' },
    { statement: 'steps.0', source: 'normlex', quote: 'l\'employeur est tenu, dès l\'accident survenu, d\'assurer les soins de première urgence à la victime, d\'aviser le médecin chargé des services médicaux au sein de l\'entreprise ou, à défaut, le médecin le plus proche, et éventuellement de diriger la victime vers un centre médical' },
    { statement: 'steps.1', source: 'africarrieres', quote: 'Déclaration d\'accident du travail dans les 48 heures à la CNaPS et à l\'Inspection du travail' },
    { statement: 'steps.2', source: 'torolalana-cnaps', quote: 'Carte d\'Accidenté (CA) Feuillet A – B – C' },
    { statement: 'steps.3', source: 'torolalana-cnaps', quote: 'Les adhérents de la CNaPS peuvent déposer leurs dossiers dans tous les bureaux de la CNaPS (siège à Ampefiloha, délégations régionales, antennes et agences)' },
    { statement: 'steps.3', source: 'torolalana-cnaps', quote: 'Frais de service : aucun' },
    { statement: 'legalReferences.0', source: 'normlex', quote: 'les accidents du travail sont régis par le Code de prévoyance sociale (décret no 69-145 du 8 avril 1969). … en vertu de l\'article 175 du code' },
    { statement: 'legalReferences.0', source: 'cnaps-at', quote: 'une liste a été établie et consignée à l\'annexe I du Code de Prévoyance Sociale' },
    { statement: 'legalReferences.1', source: 'africarrieres', quote: 'la Loi n° 2003-044 du 28 juillet 2004 portant Code du travail' },
    { statement: 'legalReferences.1', source: 'cnaps-at', quote: 'Pendant les voyages dont les frais sont mis à la charge de l\'employeur en vertu de l\'article 115 du code du Travail' },
    { statement: 'legalReferences.1', source: 'normlex-2024', quote: 'le nouveau Code du travail, promulgué par la loi no 2024-014 portant Code du travail' },
    { statement: 'faq.0', source: 'cnaps-at', quote: 'Pendant le trajet de sa résidence au lieu de travail et vice-versa dans la mesure où le parcours n\'a pas été interrompu ou détourné pour un motif dicté par un intérêt personnel ou indépendant de l\'emploi ; Pendant les voyages dont les frais sont mis à la charge de l\'employeur' },
    { statement: 'faq.0', source: 'tribune-2008', quote: 'durant le trajet entre le lieu de travail et le domicile de l’employé ou encore lorsque l’accident a lieu au cours d’une mission justifiée par un ordre y afférent' },
    { statement: 'faq.1', source: 'cnaps-at', quote: 'ce sont des maladies causées directement ou indirectement par le travail mais dont une liste a été établie et consignée à l\'annexe I du Code de Prévoyance Sociale' },
    { statement: 'faq.1', source: 'cnaps-at', quote: 'Les manifestations morbides d’intoxication aiguë ou chronique présentées par les travailleurs exposés d’une façon habituelle à l’action de certains agents nocifs' },
    { statement: 'onlineServices.0', source: 'torolalana-cnaps', quote: 'Vous pouvez consulter et télécharger les imprimés et pièces requis pour toutes demandes sur https://www.cnaps.mg/fr/telechargement' },
  ],
}

export default service

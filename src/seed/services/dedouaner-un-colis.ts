import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'dedouaner-un-colis',
  category: 'entreprises',
  ministry: 'mef',
  slug: { fr: 'dedouaner-un-colis', mg: 'fanafahana-fonosana-any-amin-ny-fadin-tseranana' },
  title: {
    fr: 'Récupérer un colis retenu à la douane',
    mg: 'Maka fonosana tazonin’ny fadin-tseranana',
  },
  summary: {
    fr: 'Un colis venu de l’étranger par la poste passe au contrôle de la douane. La Paositra Malagasy, commissionnaire agréé en douane, le dédouane et peut le livrer chez vous : vous payez sa taxe de présentation et, à la douane, les droits et taxes du contenu.',
    mg: 'Ny fonosana avy any ivelany alefa amin’ny paositra dia mandalo fanaraha-maso eny amin’ny fadin-tseranana. Ny Paositra Malagasy, mpanao fanafahana entana nahazo alalana, no manafaka azy ary afaka mitondra azy any an-tranonao : mandoa ny hetra fanolorana azy ianao ary, any amin’ny fadin-tseranana, ny haba sy ny hetra amin’ny ao anatiny.',
  },
  audience: {
    fr: 'Toute personne qui reçoit un colis de l’étranger (achat en ligne, envoi de la famille).',
    mg: 'Izay rehetra mandray fonosana avy any ivelany (entana novidina an-tserasera, fonosana nalefan’ny havana).',
  },
  documents: {
    fr: [
      { item: 'Votre CIN', unsure: 'pièces demandées au retrait non publiées' },
      { item: 'L’avis d’arrivée du colis ou son numéro de suivi', unsure: 'pièces demandées au retrait non publiées' },
      { item: 'La facture ou la preuve d’achat, pour justifier la valeur du contenu', unsure: 'non exigé par une source pour un particulier' },
    ],
    mg: [
      { item: 'Ny kara-panondronao', unsure: 'tsy navoaka ny taratasy takiana rehefa maka ny fonosana' },
      { item: 'Ny filazana fahatongavan’ny fonosana na ny kaody fanarahana azy', unsure: 'tsy navoaka ny taratasy takiana rehefa maka ny fonosana' },
      { item: 'Ny faktiora na ny porofon’ny fividianana, hanamarinana ny sandan’ny entana', unsure: 'tsy misy loharano mitaky izany amin’ny olon-tsotra' },
    ],
  },
  cost: {
    free: false,
    amountAriary: 24000,
    details: {
      fr: '{montant} par colis de taxe de présentation à la Paositra Malagasy (annoncé début 2024), plus les droits de douane et taxes à l’importation, qui dépendent du contenu et se paient à la douane.',
      mg: '{sarany} isaky ny fonosana ho hetra fanolorana amin’ny Paositra Malagasy (nambara tamin’ny fiandohan’ny taona 2024), miampy ny haban’ny fadin-tseranana sy ny hetra amin’ny fanafarana, izay miankina amin’ny ao anatiny ary aloa any amin’ny fadin-tseranana.',
    },
  },
  processingTime: {
    fr: 'Délai non publié : il dépend du contrôle de la douane.',
    mg: 'Tsy navoaka ny faharetany : miankina amin’ny fanaraha-maso ataon’ny fadin-tseranana izany.',
  },
  whereToApply: {
    fr: 'À la Paositra Malagasy (colis postaux et EMS), qui dédouane les colis comme commissionnaire agréé en douane. Pour un colis d’une société de fret express, adressez-vous à cette société.',
    mg: 'Any amin’ny Paositra Malagasy (fonosana alefa amin’ny paositra sy EMS), izay manafaka ny fonosana amin’ny maha-mpanao fanafahana entana nahazo alalana azy. Raha fonosana nalefan’ny orinasa fitaterana haingana (fret express), manatona io orinasa io.',
  },
  steps: {
    fr: [
      { title: 'Suivez votre colis', detail: 'Notez le numéro de suivi donné par l’expéditeur pour suivre le colis jusqu’à son arrivée.' },
      { title: 'Contrôle de la douane', detail: 'Les agents des douanes contrôlent dans les bureaux de poste les envois qui contiennent des marchandises soumises à droits, à taxes ou à restrictions.' },
      { title: 'Dédouanement par la Paositra Malagasy', detail: 'La Paositra Malagasy, agréée comme commissionnaire en douane, fait les opérations de dédouanement et peut livrer le colis à domicile.' },
      { title: 'Payez et recevez le colis', detail: 'Payez {montant} de taxe de présentation à la Paositra Malagasy et, à la douane, les droits et taxes du contenu, puis recevez le colis. Demandez un reçu pour chaque paiement.', feeAriary: 24000 },
    ],
    mg: [
      { title: 'Araho ny fonosanao', detail: 'Tehirizo ny kaody fanarahana omen’ny mpandefa mba hanarahanao ny fonosana mandra-pahatongany.' },
      { title: 'Fanaraha-maso ataon’ny fadin-tseranana', detail: 'Ireo mpiasan’ny fadin-tseranana no manara-maso, ao amin’ny biraon’ny paositra, ny entana alefa misy zavatra andoavana haba, hetra na voafetra.' },
      { title: 'Fanafahana ataon’ny Paositra Malagasy', detail: 'Ny Paositra Malagasy, nahazo alalana ho mpanao fanafahana entana, no manao ny fanafahana eny amin’ny fadin-tseranana ary afaka mitondra ny fonosana any an-trano.' },
      { title: 'Mandoava ary raiso ny fonosana', detail: 'Aloavy amin’ny Paositra Malagasy ny {sarany} hetra fanolorana ary, any amin’ny fadin-tseranana, ny haba sy ny hetra amin’ny ao anatiny, dia raiso ny fonosana. Angataho ny rosia isaky ny mandoa vola ianao.', feeAriary: 24000 },
    ],
  },
  legalReferences: {
    fr: ['Code des douanes, article 55 (contrôle douanier des envois par la poste ; loi n° 009-2017 du 04/07/17 portant LFR 2017)'],
    mg: ['Fehezan-dalàna momba ny fadin-tseranana (Code des douanes), andininy faha-55 (fanaraha-maso ny entana alefa amin’ny paositra ; lalàna laharana faha-009-2017 tamin’ny 04/07/17, LFR 2017)'],
  },
  faq: {
    fr: [
      { question: 'Mon petit colis a-t-il besoin d’un BSC ?', answer: 'Non : les paquets et colis postaux dont la valeur FOB ne dépasse pas 100 EUR, et les envois de documents ou d’échantillons, ne sont pas soumis au bordereau de suivi de cargaison (BSC).' },
      { question: 'Que ne peut-on pas recevoir ?', answer: 'Selon la page « Voyageurs » de la douane, les espèces de faune et de flore menacées (CITES) et les drogues sont interdites ; les végétaux et denrées alimentaires demandent un certificat phytosanitaire et un permis d’importation.', unsure: 'règles données pour les bagages des voyageurs, non pour les colis' },
      { question: 'Dois-je aller moi-même à l’agence ?', answer: 'Plus forcément : depuis son agrément de commissionnaire en douane, la Paositra Malagasy annonce livrer les colis directement chez les destinataires.' },
    ],
    mg: [
      { question: 'Mila BSC ve ny fonosana keliko ?', answer: 'Tsia : ny fonosana sy entana alefa amin’ny paositra izay tsy mihoatra ny 100 EUR ny sandany FOB, sy ny taratasy na santionany, dia tsy mila taratasy fanarahana entana (BSC).' },
      { question: 'Inona no tsy azo raisina ?', answer: 'Araka ny pejy « Voyageurs » an’ny fadin-tseranana, voarara ny biby sy zavamaniry tandindomin-doza (CITES) ary ny zava-mahadomelina ; mila taratasy fanamarinana ara-pahasalaman’ny zavamaniry sy fahazoan-dàlana hanafatra kosa ny zavamaniry sy ny sakafo.', unsure: 'fitsipika ho an’ny entan’ny mpandeha, fa tsy ho an’ny fonosana' },
      { question: 'Tsy maintsy mankany amin’ny birao ve aho ?', answer: 'Tsy voatery intsony : hatramin’ny nahazoany alalana ho mpanao fanafahana entana, milaza ny Paositra Malagasy fa mitondra mivantana any amin’ny tompony ny fonosana.' },
    ],
  },
  related: ['devenir-importateur', 'certificat-phytosanitaire'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'documents', 'processingTime'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/dedouaner-un-colis.md). Torolalana (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) n’a pas de fiche sur les colis. Sources : Douanes malagasy (Code des douanes art. 55 sur les envois postaux ; exemption de BSC pour les colis postaux jusqu’à 100 EUR FOB ; page « Voyageurs ») ; Midi Madagasikara (début 2024 : la Paositra Malagasy agréée commissionnaire en douane, taxe de présentation de 24 000 Ar par colis, droits et taxes payés à la douane, livraison à domicile) ; La Vérité (27 mai 2024, agrément de commissionnaire) ; L’Express (mai 2020, suivi des colis). Montant de 24 000 Ar : une seule source de presse, marqué « à confirmer » (coût). Non confirmés et marqués : pièces au retrait, délai, colis des sociétés de fret express.',
  },
  sources: [
    { key: 'douanes-poste', title: 'Code des douanes, section VII : contrôle douanier des envois par la poste (article 55)', publisher: 'Douanes malagasy', kind: 'official', url: 'http://www.douanes.gov.mg/?p=658', seen: '2026-11-28' },
    { key: 'douanes-bsc', title: 'Dédouanement : procédure préalable (BSC) et exemptions', publisher: 'Douanes malagasy', kind: 'official', url: 'http://douanes.gov.mg/?p=147', seen: '2026-11-28' },
    { key: 'douanes-voyageurs', title: 'Voyageurs : articles prohibés, autorisés et à déclarer', publisher: 'Douanes malagasy', kind: 'official', url: 'http://www.douanes.gov.mg/voyageurs', seen: '2026-11-28' },
    { key: 'midi-2024', title: 'Paositra Malagasy : plus de 95 tonnes de colis importés en 2023 (taxe de présentation de 24 000 Ar)', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/paositra-malagasy-plus-de-95-tonnes-de-colis-importes-en-2023', seen: '2026-11-28', published: '2024' },
    { key: 'laverite-2024', title: 'Qualité de services : la « Paositra Malagasy » dans le top 5 du secteur postal africain et francophone', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/economie/item/21574-qualit%C3%A9-de-services-la-%C2%AB%20paositra-malagasy%20%C2%BB-dans-le-top-5-du-secteur-postal-africain-et-francophone.html', seen: '2026-11-28', published: '2024-05-27' },
    { key: 'lexpress-2020', title: 'Service postal : le système de suivi des colis se numérise', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/23/05/2020/service-postal-le-systeme-de-suivi-des-colis-se-numerise/', seen: '2026-11-28', published: '2020-05-23' },
  ],
  references: [
    { statement: 'summary', source: 'douanes-poste', quote: 'L’Administration des Postes doit soumettre au contrôle douanier, dans les conditions prévues par les conventions et arrangements de l’Union Postale Universelle, les envois frappés de prohibition à l’importation ou à l’exportation, passibles de droits ou taxes perçus par le Service des Douanes', where: 'Article 55, 3°' },
    { statement: 'summary', source: 'midi-2024', quote: 'Paositra Malagasy pourra ainsi effectuer toutes les opérations transitaires et de dédouanement des colis importés.' },
    { statement: 'summary', source: 'laverite-2024', quote: 'Commissionnaire agréé', where: 'Intertitre' },
    { statement: 'audience', source: 'midi-2024', quote: 'Les destinataires de ces colis n’ont plus besoin de se déplacer au niveau de nos agences pour les récupérer puisque nous allons les livrer directement chez eux.' },
    { statement: 'cost', source: 'midi-2024', quote: 'Ils ne paient que la taxe de présentation qui est fixée à 24 000 Ar par colis auprès de la société. En revanche, ils doivent verser à la Douane tout ce qui est droits de douane et taxes à l’importation de leurs colis.' },
    { statement: 'whereToApply', source: 'midi-2024', quote: 'PAOMA a également obtenu un agrément du Commissionnaire Agréé en Douane (CAD).' },
    { statement: 'whereToApply', source: 'douanes-poste', quote: 'les agents des douanes ont accès dans les bureaux de poste, locaux des prestataires de services postaux et des entreprises de fret express, en correspondance directe avec l’étranger', where: 'Article 55, 1°' },
    { statement: 'steps.0', source: 'lexpress-2020', quote: 'les usagers utilisent les numéros de suivi pour identifier et suivre les colis au cours de leur progression dans le réseau de la poste jusqu’à destination' },
    { statement: 'steps.1', source: 'douanes-poste', quote: 'les agents des douanes ont accès dans les bureaux de poste, locaux des prestataires de services postaux et des entreprises de fret express, en correspondance directe avec l’étranger, où sont susceptibles d’être détenus des envois clos ou non', where: 'Article 55, 1°' },
    { statement: 'steps.1', source: 'douanes-poste', quote: 'les envois frappés de prohibition à l’importation ou à l’exportation, passibles de droits ou taxes perçus par le Service des Douanes ou soumis à des restrictions ou formalités à l’entrée ou à la sortie.', where: 'Article 55, 3°' },
    { statement: 'steps.2', source: 'midi-2024', quote: 'Paositra Malagasy pourra ainsi effectuer toutes les opérations transitaires et de dédouanement des colis importés. Les destinataires de ces colis n’ont plus besoin de se déplacer au niveau de nos agences pour les récupérer puisque nous allons les livrer directement chez eux.' },
    { statement: 'steps.2', source: 'laverite-2024', quote: 'Commissionnaire agréé', where: 'Intertitre' },
    { statement: 'steps.3', source: 'midi-2024', quote: 'Ils ne paient que la taxe de présentation qui est fixée à 24 000 Ar par colis auprès de la société. En revanche, ils doivent verser à la Douane tout ce qui est droits de douane et taxes à l’importation de leurs colis.' },
    { statement: 'legalReferences.0', source: 'douanes-poste', quote: 'Section VII : Contrôle douanier des envois par la poste … Art. 55. … (Loi n° 009-2017 du 04/07/17 portant LFR 2017)' },
    { statement: 'faq.0', source: 'douanes-bsc', quote: 'Envois de paquets postes, de colis postaux et de frets aériens dont la valeur FOB n’excède pas 100 EUR ou son équivalent en monnaie nationale • Envois de documents ou d’échantillons', where: 'Procédure préalable au dédouanement' },
    { statement: 'faq.1', source: 'douanes-voyageurs', quote: 'Articles prohibés • FAUNES ET FLORES EN VOIE DE DISPARITION (CITES) • Drogues' },
    { statement: 'faq.1', source: 'douanes-voyageurs', quote: '• certificat phytosanitaire et permis d’importation (délivrés par les pays d’origine) pour les végétaux et denrées alimentaires.' },
    { statement: 'faq.2', source: 'midi-2024', quote: 'Les destinataires de ces colis n’ont plus besoin de se déplacer au niveau de nos agences pour les récupérer puisque nous allons les livrer directement chez eux.' },
  ],
}

export default service

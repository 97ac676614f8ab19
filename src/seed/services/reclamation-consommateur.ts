import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'reclamation-consommateur',
  category: 'entreprises',
  ministry: 'commerce',
  slug: { fr: 'reclamation-consommateur', mg: 'fitarainan-ny-mpanjifa' },
  title: {
    fr: 'Faire une réclamation de consommateur',
    mg: 'Mitaraina amin’ny maha-mpanjifa',
  },
  summary: {
    fr: 'Produit périmé, prix abusif, balance truquée, marchandise de mauvaise qualité ? Signalez-le à la Direction de la protection des consommateurs du ministère du Commerce ou à une association de consommateurs. La loi n° 2015-014 reconnaît aux consommateurs le droit d’être entendus et d’obtenir réparation.',
    mg: 'Entana lany daty, vidiny tafahoatra, mizana voaova, entana ratsy kalitao ? Ambarao any amin’ny Foibe misahana ny fiarovana ny mpanjifa ao amin’ny Ministeran’ny Varotra na amin’ny fikambanan’ny mpanjifa izany. Ekena ao amin’ny lalàna laharana faha-2015-014 ny zon’ny mpanjifa hohenoina sy hahazo onitra.',
  },
  audience: {
    fr: 'Tout acheteur d’un produit ou d’un service : au marché, en magasin, en ligne ou dans les transports.',
    mg: 'Izay rehetra mividy entana na tolotra : eny an-tsena, any amin’ny fivarotana, an-tserasera na amin’ny fitaterana.',
  },
  documents: {
    fr: [
      { item: 'Le ticket de caisse, la facture ou le reçu', unsure: 'non cité par les sources' },
      { item: 'Le produit ou des photos (date de péremption, étiquette, prix affiché), et l’adresse du commerçant', unsure: 'non cité par les sources' },
    ],
    mg: [
      { item: 'Ny tapakila, ny faktiora na ny rosia', unsure: 'tsy voalazan’ny loharano' },
      { item: 'Ny entana na sary (daty lany andro, marika, vidiny voasoratra), ary ny adiresin’ny mpivarotra', unsure: 'tsy voalazan’ny loharano' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Aucun tarif publié pour une réclamation.',
      mg: 'Tsy nisy sarany navoaka ho an’ny fitarainana.',
    },
  },
  youReceive: {
    fr: 'Un contrôle du commerçant : les commissaires et contrôleurs du commerce vérifient les prix, la qualité et les dates, et peuvent sanctionner.',
    mg: 'Fanaraha-maso ny mpivarotra : manamarina ny vidiny, ny kalitao ary ny daty ireo kaomisera sy mpanara-maso ny varotra, ary afaka manasazy izy ireo.',
  },
  processingTime: {
    fr: 'Aucun délai publié.',
    mg: 'Tsy misy faharetany navoaka.',
  },
  whereToApply: {
    fr: 'À la Direction de la protection des consommateurs (DPC) du ministère de l’Industrialisation et du Commerce, ou à ses commissaires et contrôleurs du commerce en région ; pour un poids ou une mesure faux, au service de la métrologie légale. Les associations de consommateurs (comme la FIMZOMPAM) recueillent aussi les plaintes.',
    mg: 'Any amin’ny Foibe misahana ny fiarovana ny mpanjifa (DPC) ao amin’ny Ministeran’ny Fanatontoloana sy ny Varotra, na amin’ireo kaomisera sy mpanara-maso ny varotra any amin’ny faritra ; raha lanja na refy diso, any amin’ny sampan-draharaha misahana ny fandrefesana ara-dalàna (métrologie légale). Mandray fitarainana koa ireo fikambanan’ny mpanjifa (toy ny FIMZOMPAM).',
  },
  steps: {
    fr: [
      { title: 'Gardez les preuves', detail: 'Conservez le reçu, le produit ou des photos, et notez le nom et l’adresse du commerçant.', unsure: 'conseil non détaillé par les sources' },
      { title: 'Signalez le problème', detail: 'Alertez la Direction de la protection des consommateurs ou une association de consommateurs, qui travaillent ensemble sur les abus des commerçants.' },
      { title: 'Poids ou mesure faux : la métrologie légale', detail: 'Le service de la métrologie légale traite les plaintes sur les quantités vendues (balances truquées).' },
      { title: 'Contrôle et sanction', detail: 'Les commissaires et contrôleurs du commerce, qui ont la qualité d’officier de police judiciaire, contrôlent le commerçant et peuvent le sanctionner.' },
      { title: 'Pour un dédommagement : la justice', detail: 'La loi reconnaît le droit à la réparation des torts. Une association agréée peut se porter partie civile quand l’intérêt collectif des consommateurs est touché.', unsure: 'démarche individuelle de réparation non décrite par une source officielle' },
    ],
    mg: [
      { title: 'Tehirizo ny porofo', detail: 'Tehirizo ny rosia, ny entana na sary, ary soraty ny anarana sy ny adiresin’ny mpivarotra.', unsure: 'tsy voalazan’ny loharano amin’ny antsipiriany ny torohevitra' },
      { title: 'Ambarao ny olana', detail: 'Ampahafantaro ny Foibe misahana ny fiarovana ny mpanjifa na fikambanan’ny mpanjifa, izay miara-miasa amin’ny ady amin’ny fanararaotana ataon’ny mpivarotra.' },
      { title: 'Lanja na refy diso : ny fandrefesana ara-dalàna', detail: 'Ny sampan-draharaha misahana ny fandrefesana ara-dalàna (métrologie légale) no mandray ny fitarainana momba ny habetsaky ny entana amidy (mizana voaova).' },
      { title: 'Fanaraha-maso sy sazy', detail: 'Ireo kaomisera sy mpanara-maso ny varotra, izay manana ny toeran’ny manamboninahitry ny polisy misahana ny heloka, no manara-maso ny mpivarotra ary afaka manasazy azy.' },
      { title: 'Ho an’ny onitra : ny fitsarana', detail: 'Ekena ao amin’ny lalàna ny zo hahazo onitra amin’ny fahavoazana. Afaka miditra ho mpitaky onitra ny fikambanana nahazo fankatoavana raha voakasika ny tombontsoa iombonan’ny mpanjifa.', unsure: 'tsy voalazan’ny loharano ofisialy ny fomba hitakian’ny tsirairay onitra' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2015-014 du 19 juin 2015 sur les garanties et la protection des consommateurs'],
    mg: ['Lalàna laharana faha-2015-014 tamin’ny 19 jona 2015 momba ny antoka sy ny fiarovana ny mpanjifa'],
  },
  faq: {
    fr: [
      { question: 'Quels sont mes droits de consommateur ?', answer: 'La loi en reconnaît huit : droit à la sécurité, à l’information, au choix, d’être entendu, à l’éducation du consommateur, à la réparation des torts, d’accès aux biens et services de base et à un environnement sain.' },
      { question: 'Cette loi s’applique-t-elle vraiment ?', answer: 'La loi n° 2015-014 a été soumise à la Haute Cour constitutionnelle en 2015. La presse a ensuite signalé qu’elle attendait encore son décret d’application ; renseignez-vous auprès du ministère du Commerce.', unsure: 'décret d’application non retrouvé' },
    ],
    mg: [
      { question: 'Inona avy ny zoko amin’ny maha-mpanjifa ?', answer: 'Valo no ekena ao amin’ny lalàna : zo amin’ny fiarovana, amin’ny fampahafantarana, amin’ny safidy, hohenoina, amin’ny fanabeazana ny mpanjifa, hahazo onitra amin’ny fahavoazana, hahazo ireo entana sy tolotra fototra ary hiaina amin’ny tontolo iainana madio.' },
      { question: 'Ampiharina marina ve io lalàna io ?', answer: 'Natolotra ny Fitsarana Avo momba ny Lalàmpanorenana tamin’ny 2015 ny lalàna laharana faha-2015-014. Nilaza ny gazety taty aoriana fa mbola niandry ny didim-panjakana mampihatra azy izy ; manontania any amin’ny Ministeran’ny Varotra.', unsure: 'tsy hita ny didim-panjakana mampihatra azy' },
    ],
  },
  related: ['signaler-la-delinquance-economique', 'porter-plainte', 'doleances'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'documents'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b8 ; recherche : docs/research/issue41/reclamation-consommateur.md). Haute Cour constitutionnelle (saisine de 2015 sur la loi n° 2015-014 du 19 juin 2015) ; presse : L’Express (2017 : huit droits, plaintes recueillies par la FIMZOMPAM, décret d’application attendu ; 2020 : DPC et métrologie légale), No Comment (2017 : liste des huit droits), AllAfrica (octobre 2022 : DPC et FIMZOMPAM ; mars 2025 : le ministre appelle à dénoncer les abus ; février et décembre 2024 : DPC du ministère de l’Industrialisation et du Commerce, commissaires et contrôleurs, qualité d’officier de police judiciaire, balances truquées) ; mémoire (Clicours : associations agréées partie civile). Non confirmés et marqués : pièces, coût, délai, démarche individuelle de réparation, décret d’application. Adresse et téléphone de la DPC non trouvés : aucun bureau affiché.',
  },
  sources: [
    { key: 'hcc-2015', title: 'Décision de la Haute Cour constitutionnelle sur la loi n° 2015-014 du 19 juin 2015 sur les garanties et protection des consommateurs', publisher: 'Haute Cour constitutionnelle', kind: 'official', url: 'http://hcc.gov.mg/?p=1870', seen: '2026-11-28', published: '2015' },
    { key: 'lexpress-2017', title: 'Droit des consommateurs : le numérique à la rescousse', publisher: 'L’Express de Madagascar', kind: 'press', url: 'http://www.lexpressmada.com/blog/actualites/droit-des-consommateurs-le-numerique-a-la-rescousse/', seen: '2026-11-28', published: '2017-03' },
    { key: 'nocomment-2017', title: 'Droits des consommateurs : une loi mais toujours pas d’application', publisher: 'No Comment', kind: 'press', url: 'https://www.nocomment.mg/droits-des-consommateurs-une-loi-mais-toujours-pas-dapplication/', seen: '2026-11-28', published: '2017-06-01' },
    { key: 'lexpress-2020', title: 'Consommation : la lutte contre la hausse des prix enclenchée (DPC, métrologie légale)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/02/12/2020/consommation-la-lutte-contre-la-hausse-des-prix-enclenchee/', seen: '2026-11-28', published: '2020-12-02' },
    { key: 'allafrica-2022', title: 'Consommation : la DPC poursuit les opérations de contrôle et de sensibilisation', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'http://fr.allafrica.com/stories/202210200376.html', seen: '2026-11-28', published: '2022-10-20' },
    { key: 'allafrica-2024-02', title: 'Consommation : renforcement des descentes dans les marchés', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202402020171.html', seen: '2026-11-28', published: '2024-02-02' },
    { key: 'allafrica-2024-12', title: 'Consommation : renforcement des contrôles sur les marchés', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202412310076.html', seen: '2026-11-28', published: '2024-12-31' },
    { key: 'allafrica-2025', title: 'Protection des consommateurs : onze associations aux côtés du ministère (Journée mondiale des droits des consommateurs, Antsirabe)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202503180111.html', seen: '2026-11-28', published: '2025-03-18' },
    { key: 'clicours', title: 'La protection des intérêts collectifs des consommateurs (mémoire)', publisher: 'Clicours (mémoire d’étudiant)', kind: 'secondary', url: 'https://clicours.com/?p=127431', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'allafrica-2022', quote: 'Tiana Rabarison, le président de la FIMZOMPAM a, quant à lui, exhorté les consommateurs à collaborer avec le ministère et l’association pour les avertir des cas d’excès et d’abus de la part des commerçants.' },
    { statement: 'summary', source: 'allafrica-2024-02', quote: 'Il y a aussi d’autres sortes d’abus dont ils sont victimes, notamment la manipulation des marchandises ou encore l’utilisation de balances trafiquées' },
    { statement: 'summary', source: 'nocomment-2017', quote: 'Elle régit huit droits spécifiques : droits à la sécurité, à l’information, au choix, d’être entendu, à l’éducation du consommateur, à la réparation des torts, aux biens et services de base, à un environnement sain.' },
    { statement: 'summary', source: 'hcc-2015', quote: 'du texte de loi n°2015-014 du 19 juin 2015 sur les garanties et protection des consommateurs' },
    { statement: 'audience', source: 'nocomment-2017', quote: 'Sur les marchés, les produits périmés ou contrefaçon ne se cachent même pas. Les escroqueries dans les ventes en ligne battent leur plein … Les usagers des transports publics se replient sur eux-mêmes' },
    { statement: 'youReceive', source: 'allafrica-2024-12', quote: 'Les équipes de contrôleurs et de commissaires du commerce procèdent notamment au contrôle de la qualité des marchandises, afin d’éviter que des commerçants ne vendent des produits périmés. Les prix font également l’objet de contrôle, avec possibilité de sanctions' },
    { statement: 'youReceive', source: 'lexpress-2020', quote: 'Convoqués au niveau du MICA, ces détaillants font l’objet d’enquêtes qui découleront sur l’application stricte de la loi.' },
    { statement: 'whereToApply', source: 'allafrica-2024-12', quote: '« Les descentes de contrôle et de sensibilisation se font aussi bien dans la capitale que dans les faritany », indique Dina Rakotonirina, directeur de la Protection des consommateurs au sein du MIC.' },
    { statement: 'whereToApply', source: 'lexpress-2020', quote: 'le service de la métrologie légale s’active aussi par rapport aux plaintes des consommateurs sur les pratiques frauduleuses perpétrées par certains commerçants sur la quantité des produits vendus.' },
    { statement: 'whereToApply', source: 'lexpress-2017', quote: '« Nous avons par exemple saisi la force des réseaux sociaux en ouvrant un compte facebook pour recueillir des plaintes et pour proposer des conseils aux consommateurs »' },
    { statement: 'whereToApply', source: 'allafrica-2022', quote: 'exhorté les consommateurs à collaborer avec le ministère et l’association pour les avertir des cas d’excès et d’abus de la part des commerçants.' },
    { statement: 'steps.1', source: 'allafrica-2022', quote: 'exhorté les consommateurs à collaborer avec le ministère et l’association pour les avertir des cas d’excès et d’abus de la part des commerçants.' },
    { statement: 'steps.1', source: 'allafrica-2024-02', quote: 'Nous (Le MIC, Ndlr) mènerons ensemble avec les associations de protection des consommateurs des descentes régulières.' },
    { statement: 'steps.1', source: 'lexpress-2017', quote: '« Nous avons par exemple saisi la force des réseaux sociaux en ouvrant un compte facebook pour recueillir des plaintes et pour proposer des conseils aux consommateurs »' },
    { statement: 'steps.1', source: 'allafrica-2025', quote: 'Le ministre David Ralambofiringa, a par ailleurs exhorté les consommateurs à dénoncer les abus perpétrés par les acteurs du commerce malintentionnés.' },
    { statement: 'audience', source: 'lexpress-2017', quote: 'Leur révolte sur la montée en flèche du coût du carburant, du prix du riz et des PPN, les concurrences déloyales, le maintien du MID, les escroqueries dans les ventes en lignes, la prolifération du secteur informel, la pollution, n’est pas du tout pris en compte' },
    { statement: 'steps.2', source: 'lexpress-2020', quote: 'le service de la métrologie légale s’active aussi par rapport aux plaintes des consommateurs sur les pratiques frauduleuses perpétrées par certains commerçants sur la quantité des produits vendus.' },
    { statement: 'steps.2', source: 'allafrica-2024-02', quote: 'notamment la manipulation des marchandises ou encore l’utilisation de balances trafiquées' },
    { statement: 'steps.3', source: 'allafrica-2024-12', quote: 'Notons que ce dispositif de contrôle est réalisé conformément aux législations commerciales en vigueur dont la loi sur la concurrence qui donne, précisons-le, un statut d’officier de police judiciaire.' },
    { statement: 'steps.3', source: 'lexpress-2020', quote: 'des mesures ont été prises par les agents responsables auprès du ministère du Commerce à l’encontre de ces commerçants.' },
    { statement: 'steps.4', source: 'nocomment-2017', quote: 'Droit à la réparation des torts' },
    { statement: 'steps.4', source: 'clicours', quote: 'la loi malagasy sur les garanties et la protection des consommateurs dispose que les associations de défense des consommateurs qui ont été agréées peuvent exercer les droits reconnus à la partie civile sur des faits qui portent atteinte à l’intérêt collectif des consommateurs.' },
    { statement: 'legalReferences.0', source: 'hcc-2015', quote: 'du texte de loi n°2015-014 du 19 juin 2015 sur les garanties et protection des consommateurs' },
    { statement: 'legalReferences.0', source: 'lexpress-2017', quote: 'La loi 2015-014 est en attente d’un décret d’application.' },
    { statement: 'faq.0', source: 'nocomment-2017', quote: 'Elle régit huit droits spécifiques : droits à la sécurité, à l’information, au choix, d’être entendu, à l’éducation du consommateur, à la réparation des torts, aux biens et services de base, à un environnement sain.' },
    { statement: 'faq.0', source: 'lexpress-2017', quote: 'À Madagascar, les consommateurs bénéficient de huit droits bien spécifiques.' },
    { statement: 'faq.1', source: 'hcc-2015', quote: 'la Haute Cour Constitutionnelle a été saisie par le Président de la République, conformément aux dispositions de l’article 117 de la Constitution, du texte de loi n°2015-014 du 19 juin 2015 sur les garanties et protection des consommateurs' },
    { statement: 'faq.1', source: 'lexpress-2017', quote: 'La loi 2015-014 est en attente d’un décret d’application.' },
  ],
}

export default service

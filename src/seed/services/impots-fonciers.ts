import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'impots-fonciers',
  category: 'fiscalite',
  ministry: 'mid',
  slug: { fr: 'impots-fonciers', mg: 'hetra-amin-ny-tany-sy-ny-trano' },
  title: {
    fr: 'Impôts fonciers (IFT et IFPB) à payer à la commune',
    mg: 'Hetra amin’ny tany sy ny trano (IFT sy IFPB) aloa any amin’ny kaominina',
  },
  summary: {
    fr: 'Si vous possédez ou occupez un terrain ou une maison, vous payez chaque année à votre commune l’impôt foncier sur les terrains (IFT) et, pour les constructions, l’impôt foncier sur la propriété bâtie (IFPB). Ce guide explique comment ils sont calculés et payés.',
    mg: 'Raha manana na mipetraka amin’ny tany na trano ianao dia mandoa isan-taona any amin’ny kaominina ny hetra amin’ny tany (IFT) ary, ho an’ny trano, ny hetra amin’ny fananana misy trano (IFPB). Ity torolalana ity dia manazava ny fomba fikajiana sy fandoavana azy ireo.',
  },
  audience: {
    fr: 'Propriétaires de terrains et de constructions, et occupants effectifs d’un terrain, quelle que soit la situation juridique du terrain (titré, cadastré, avec certificat foncier ou non).',
    mg: 'Ireo tompon’ny tany sy trano, ary ireo tena mipetraka na mampiasa tany, na inona na inona toetra ara-dalàn’ilay tany (misy titra, voasoratra amin’ny kadasitra, misy kara-tany na tsia).',
  },
  documents: {
    fr: [
      'Avis d’imposition envoyé par la commune, s’il vous a été remis',
      'CIN du propriétaire ou de l’occupant',
      'Références du terrain ou de la maison : titre foncier, certificat foncier ou acte d’acquisition',
      'Reçus des années précédentes',
      'Pour une déclaration ou une réclamation : contrat de bail (si le bien est loué) et tout justificatif utile (date d’achèvement des travaux, démolition…)',
    ],
    mg: [
      'Taratasy fampandoavana hetra (avis d’imposition) nalefan’ny kaominina, raha nomena anao',
      'CIN an’ny tompony na an’ny mipetraka',
      'Famantarana ny tany na ny trano : titra, kara-tany na taratasy nahazoana azy',
      'Tapakila tamin’ireo taona lasa',
      'Ho an’ny fanambarana na fitarainana : fifanarahana fanofana (raha ofaina ilay fananana) sy porofo hafa ilaina (daty nahavitana ny asa, fandravana…)',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Le montant varie selon la commune et le bien. L’IFPB est calculé sur la valeur locative du bâtiment (pour un bien loué, les loyers d’une année), avec un taux voté par la commission municipale, entre 5 % et 10 %. À Antananarivo, les taux sont de 5 % (logement occupé par le propriétaire), 6 % (autre usage par le propriétaire) et 7 % (bien loué ou occupé par un tiers) ; la Commune applique des abattements selon le montant (délibération n° 002 du 28 février 2022). L’IFT est un tarif par hectare ou par are voté par le conseil municipal selon la catégorie du terrain ; pour les terrains de 6e catégorie, il est de 1 % de la valeur vénale (Torolalana donne ce taux pour le terrain nu) ; il ne peut être inférieur à 500 Ar. Les constructions neuves sont exonérées d’IFPB pendant 5 ans après leur achèvement. Des pénalités s’appliquent en cas de retard. Demandez le tarif à votre commune.',
      mg: 'Miovaova arakaraka ny kaominina sy ny fananana ny habetsaky ny hetra. Ny IFPB dia kajiana amin’ny sandan’ny hofan’ilay trano (raha ofaina : ny hofan-trano mandritra ny herintaona), amin’ny taha lanian’ny vaomieran’ny kaominina, eo anelanelan’ny 5 % sy 10 %. Eto Antananarivo, 5 % (trano onenan’ny tompony), 6 % (ampiasain’ny tompony amin’ny zavatra hafa) ary 7 % (trano hofaina na onenan’olon-kafa) ny tahany ; manao fihenam-bidy arakaraka ny habetsaky ny hetra ny Kaominina (fanapahan-kevitra laharana faha-002 tamin’ny 28 febroary 2022). Ny IFT dia sarany isaky ny hektara na isaky ny ara, lanian’ny filankevitry ny kaominina arakaraka ny sokajin’ny tany ; ho an’ny tany sokajy faha-6, 1 % amin’ny sandan’ny tany eny an-tsena izy (io taha io no omen’ny Torolalana ho an’ny tany foana) ; tsy latsaky ny 500 Ar izy. Tsy mandoa IFPB mandritra ny 5 taona aorian’ny nahavitana azy ny trano vaovao. Misy sazy raha tara ny fandoavana. Anontanio any amin’ny kaomininao ny sarany.',
    },
  },
  youReceive: {
    fr: 'Le reçu de paiement délivré par la commune pour l’année : gardez-le, il peut vous être demandé lors d’une vente, d’une succession ou d’une demande de permis de construire.',
    mg: 'Ny tapakila fandoavana omen’ny kaominina ho an’ny taona : tehirizo, mety hangatahina izy rehefa mivarotra, mizara lova na mangataka fahazoan-dàlana hanorina trano.',
  },
  processingTime: {
    fr: 'Impôts annuels, établis selon la situation au 1er janvier. Payez avant la date limite fixée par votre commune ; le reçu est remis immédiatement au guichet.',
    mg: 'Hetra isan-taona, mifototra amin’ny toe-javatra tamin’ny 1 janoary. Aloavy alohan’ny fe-potoana farany voafetran’ny kaomininao ; omena avy hatrany eny amin’ny birao ny tapakila.',
  },
  whereToApply: {
    fr: 'Service des impôts ou de la fiscalité de la commune où se trouve le terrain ou la maison (mairie, bureau municipal des recettes). À Antananarivo : service fiscal de votre arrondissement (Commune urbaine d’Antananarivo, CUA).',
    mg: 'Sampan-draharaha misahana ny hetra ao amin’ny kaominina misy ny tany na ny trano (lapan’ny tanàna, biraon’ny fandraisam-bola). Eto Antananarivo : sampan-draharaha misahana ny hetra ao amin’ny boriborintany misy anao (Kaominina Antananarivo Renivohitra, CUA).',
  },
  steps: {
    fr: [
      {
        title: 'Identifier vos biens imposables',
        detail: 'Listez vos terrains (IFT) et vos constructions (IFPB), y compris ceux que vous occupez sans titre. Chaque partie habitable d’un immeuble peut être imposée dès qu’elle est habitée.',
      },
      {
        title: 'Recevoir ou demander l’avis d’imposition',
        detail: 'La commune recense les biens et établit l’avis d’imposition. Si vous ne l’avez pas reçu, présentez-vous au service des impôts de la commune avec les références du bien.',
      },
      {
        title: 'Vérifier le montant',
        detail: 'Contrôlez la superficie, la valeur locative et le taux appliqués. En cas d’erreur, déposez une réclamation au service des impôts de la commune (à Antananarivo, celui de votre arrondissement) avec vos justificatifs.',
      },
      {
        title: 'Payer à la commune',
        detail: 'Payez au guichet de la commune (à Antananarivo, au service fiscal de votre arrondissement) avant la date limite et gardez le reçu.',
      },
    ],
    mg: [
      {
        title: 'Fantaro ny fananana iharan’ny hetra',
        detail: 'Ataovy lisitra ny taninao (IFT) sy ny tranonao (IFPB), ao anatin’izany izay ampiasainao na tsy misy titra aza. Ny ampahan’ny trano tsirairay azo onenana dia mety handoa hetra raha vao misy mipetraka ao.',
      },
      {
        title: 'Raiso na angataho ny taratasy fampandoavana hetra',
        detail: 'Ny kaominina no manisa ny fananana sy manomana ny taratasy fampandoavana hetra. Raha tsy nahazo izany ianao, mankanesa any amin’ny sampan’ny hetra ao amin’ny kaominina miaraka amin’ny famantarana ny fananana.',
      },
      {
        title: 'Hamarino ny vola aloa',
        detail: 'Jereo ny velarana, ny sandan’ny hofa ary ny taha nampiharina. Raha misy diso, apetraho any amin’ny sampan-draharaha misahana ny hetra ao amin’ny kaominina (eto Antananarivo, ao amin’ny boriborintany misy anao) ny fitarainana miaraka amin’ny porofo.',
      },
      {
        title: 'Aloavy any amin’ny kaominina',
        detail: 'Aloavy eny amin’ny biraon’ny kaominina (eto Antananarivo, ao amin’ny sampan-draharaha misahana ny hetra ao amin’ny boriborintany misy anao) alohan’ny fe-potoana farany ary tehirizo ny tapakila.',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Code général des impôts, impôts locaux : impôt foncier sur les terrains (articles 10.01.01 à 10.01.10) et impôt foncier sur la propriété bâtie (articles 10.02.01 et suivants)',
      'Décisions de la commission municipale des impôts (valeur locative, taux de l’IFPB) et délibérations du conseil municipal (tarif de l’IFT, abattements) de chaque commune',
    ],
    mg: [
      'Fehezan-dalàna ankapoben’ny hetra, hetra ho an’ny vondrom-bahoaka ifotony : hetra amin’ny tany (andininy 10.01.01 ka hatramin’ny 10.01.10) sy hetra amin’ny fananana misy trano (andininy 10.02.01 sy ny manaraka)',
      'Fanapahan-kevitry ny vaomieran’ny kaominina misahana ny hetra (sandan’ny hofa, tahan’ny IFPB) sy ny an’ny filankevitry ny kaominina (saran’ny IFT, fihenam-bidy), isaky ny kaominina',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Je n’ai pas de titre foncier. Dois-je quand même payer ?',
        answer: 'Oui. Les impôts fonciers sont dus par le propriétaire ou, à défaut, par l’occupant effectif, quelle que soit la situation juridique du terrain. Le reçu ne vaut toutefois pas titre de propriété.',
        unsure: 'Le reçu ne vaut pas titre de propriété : aucune source lue ne le dit.',
      },
      {
        question: 'Ma maison est neuve. Suis-je exonéré ?',
        answer: 'Les constructions neuves, reconstructions et agrandissements sont exonérés d’IFPB pendant 5 ans à compter de leur achèvement. L’IFT reste dû pour le terrain.',
        unsure: 'IFT dû pendant l’exonération : non confirmé.',
      },
      {
        question: 'Je trouve mon IFPB trop élevé. Que faire ?',
        answer: 'Déposez une réclamation au service des impôts de la commune (à Antananarivo, celui de votre arrondissement) en expliquant l’erreur. À Antananarivo, la Commune a décidé des abattements (délibération n° 002 du 28 février 2022), puis a proposé un abattement général pour les impôts impayés de 2021, 2022 et 2023 : renseignez-vous.',
      },
    ],
    mg: [
      {
        question: 'Tsy manana titra aho. Tsy maintsy mandoa ihany ve aho ?',
        answer: 'Eny. Ny tompony, na raha tsy misy izany dia ny tena mipetraka amin’ilay tany, no mandoa ny hetra amin’ny tany, na inona na inona toetra ara-dalàn’ilay tany. Tsy porofon’ny fananana anefa ny tapakila.',
        unsure: 'Tsy porofon’ny fananana ny tapakila : tsy misy loharano novakiana milaza izany.',
      },
      {
        question: 'Vaovao ny tranoko. Tsy mandoa ve aho ?',
        answer: 'Tsy mandoa IFPB mandritra ny 5 taona manomboka amin’ny nahavitana azy ny trano vaovao, ny trano naorina indray ary ny fanitarana. Aloa ihany kosa ny IFT ho an’ny tany.',
        unsure: 'Tsy voamarina fa aloa ny IFT mandritra izany fotoana izany.',
      },
      {
        question: 'Hitako fa lafo loatra ny IFPB-ko. Inona no atao ?',
        answer: 'Apetraho any amin’ny sampan-draharaha misahana ny hetra ao amin’ny kaominina (eto Antananarivo, ao amin’ny boriborintany misy anao) ny fitarainana manazava ny diso. Eto Antananarivo, nanapaka fihenam-bidy ny Kaominina (fanapahan-kevitra laharana faha-002 tamin’ny 28 febroary 2022), ary avy eo nanolotra fihenam-bidy ankapobeny ho an’ny hetra tsy voaloa tamin’ny 2021, 2022 ary 2023 : manontania.',
      },
    ],
  },
  related: ['titre-foncier', 'certificat-foncier', 'permis-de-construire', 'impot-synthetique'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime'],
  review: {
    status: 'toVerify',
    notes: 'Sources reliées phrase par phrase le 2026-11-28 (issue 40, d’après docs/research/issue40/impots-fonciers.md). Aucune page officielle d’une commune ou de la DGI sur l’IFT et l’IFPB n’a été trouvée : hors de la ligne IFT de Torolalana, tout repose sur la presse (2022-2024) et des mémoires qui citent le CGI. Résolu : l’IFT est un tarif à l’hectare ou à l’are voté par le conseil municipal selon la catégorie du terrain, et 1 % de la valeur vénale pour la 6e catégorie (minimum 500 Ar) ; Torolalana ne donne que les 1 %. Ajouté : paiement au service fiscal de l’arrondissement à Antananarivo ; délibération n° 002 du 28 février 2022 pour les abattements ; commission municipale des impôts pour la valeur locative et le taux. Montant marqué à confirmer : taux de 5, 6 et 7 % d’Antananarivo (une source de presse), tarif à l’hectare de l’IFT (un mémoire), pénalités (une agence immobilière). Délai marqué à confirmer : date limite propre à chaque commune et remise immédiate du reçu sans source. Pièces autres que l’avis d’imposition, usage du reçu lors d’une vente ou d’un permis : sans source, affichés « à confirmer ». Choix du ministère (« mid », communes) à valider, la DGI pouvant être préférée. Termes malgaches des deux impôts à faire relire.',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Ireo karazan-ketra eto Madagasikara, hetra eo an-toerana (Les différents types d’impôts à Madagascar : impôts locaux), lu dans la copie publique ricoantoniorandrianarivelo/Chatbot-torolalana', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/les-differents-types-d-impots-a-madagascar', seen: '2026-11-28' },
    { key: 'lexpress-2022', title: 'L’impôt foncier sur la propriété bâtie (IFPB) (CGI 2022, articles 10.02.01 et suivants)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/28/11/2022/limpot-foncier-sur-la-propriete-batie-ifpb/', seen: '2026-11-28', published: '2022-11-28' },
    { key: 'lexpress-2023', title: 'Taxe foncière : réticence des propriétaires à Antananarivo-ville', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/03/02/2023/taxe-fonciere-reticence-des-proprietaires-a-antananarivo-ville/', seen: '2026-11-28', published: '2023-02-03' },
    { key: 'lexpress-2021', title: 'Antananarivo : plusieurs propriétés bâties échappent aux impôts', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/25/06/2021/antananarivo-plusieurs-proprietes-baties-echappent-aux-impots/', seen: '2026-11-28', published: '2021-06-25' },
    { key: 'orange-2023', title: 'La CUA appelle les contribuables à s’acquitter de l’impôt foncier sur la propriété bâtie (taux de 5, 6 et 7 %)', publisher: 'Orange Actu', kind: 'press', url: 'https://actu.orange.mg/la-cua-appelle-les-contribuables-a-sacquitter-de-limpot-foncier-sur-la-propriete-batie/', seen: '2026-11-28', published: '2023-02-27' },
    { key: 'newsmada-2022', title: 'CUA – Impôt foncier : un abattement fiscal pour 66 % des propriétés bâties', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/2022/11/18/cua-impot-foncier-un-abattement-fiscal-pour-66-des-proprietes-baties', seen: '2026-11-28', published: '2022-11-18' },
    { key: 'allafrica-2022', title: 'Hausse de l’impôt foncier sur la propriété bâtie : le tollé grandit à Antananarivo', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202211170277.html', seen: '2026-11-28', published: '2022-11' },
    { key: 'allafrica-2024', title: 'La CUA et l’abattement de l’IFPB', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202409290040.html', seen: '2026-11-28', published: '2024-09-29' },
    { key: 'laverite', title: 'IFPB : interview du maire d’Antananarivo (adresse de la page incomplète dans nos notes)', publisher: 'La Vérité', kind: 'press', seen: '2026-11-28' },
    { key: 'gazette-2022', title: 'Article du 2 décembre 2022 sur les impôts locaux (plafond de 10 % de la valeur locative)', publisher: 'La Gazette de la Grande Île', kind: 'press', url: 'http://www.lagazette-dgi.com/?p=87420', seen: '2026-11-28', published: '2022-12-02' },
    { key: 'tribune-2008', title: 'Églises et associations de bienfaisance exonérées', publisher: 'Madagascar Tribune', kind: 'press', url: 'http://madagascar-tribune.com/Eglises-et-associations-de,5649.html', seen: '2026-11-28', published: '2008-03-27' },
    { key: 'memoire', title: 'Mémoire : généralités sur les impôts fonciers (articles 10.01.01 à 10.01.10, situation au 1er janvier)', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://fr.scribd.com/document/600079405/Memoire-Partie-1', seen: '2026-11-28' },
    { key: 'chatpfe', title: 'Fiscalité foncière et développement rural (mémoire)', publisher: 'Chatpfe (textes de mémoires)', kind: 'secondary', url: 'https://chatpfe.com/fiscalite-fonciere-et-developpement-rural', seen: '2026-11-28' },
    { key: 'nosybe-immo', title: 'Taxes sur la propriété foncière à Madagascar', publisher: 'Immobilier Nosy Be (agence immobilière)', kind: 'secondary', url: 'http://immobilier-nosybe.com/taxes-propriete-fonciere-a-madagascar/', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana', quote: 'IFT (Impôt Foncier sur les Terrains) → hetra amin\'ny tany foana (terrain nu) …', where: 'Hetra eo an-toerana (impôts locaux)' },
    { statement: 'summary', source: 'lexpress-2022', quote: 'L\'IFPB appartient à la catégorie des impôts locaux, c\'est-à-dire les impôts perçus au profit des Communes.' },
    { statement: 'summary', source: 'memoire', quote: 'C\'est un impôt établi en raison des faits existant au 1 er janvier de l\'année d\'imposition et perçu au profit du budget des communes d\'implantation.' },
    { statement: 'audience', source: 'memoire', quote: 'Tous les terrains, quelles que soient leur situation juridique et leur affectation, sont imposables au nom des propriétaires ou des occupants effectifs sous réserve des exonérations prévues par le code général des impôts.' },
    { statement: 'audience', source: 'chatpfe', quote: 'Il est imposable au nom des propriétaires ou des occupants effectifs dudit terrain. Il s\'applique à tous les terrains se trouvant sur le territoire de la Commune, quelles que soient leur situation juridique et leur affectation' },
    { statement: 'audience', source: 'lexpress-2022', quote: 'Toutes les constructions, quelle que soit la nature des matériaux utilisés, sont imposables au nom du propriétaire.' },
    { statement: 'documents.0', source: 'allafrica-2022', quote: 'après la réception de l\'avis d\'imposition' },
    { statement: 'documents.0', source: 'laverite', quote: 'l\'abattement décidé par la CUA n\'est pas inscrit sur l\'avis d\'imposition remis aux contribuables' },
    { statement: 'documents.0', source: 'lexpress-2023', quote: 'J\'ai reçu un rôle indiquant un impôt de 180 000 ariary.' },
    { statement: 'cost', source: 'lexpress-2022', quote: 'L\'impôt est alors calculé par application d\'un taux proportionnel à la VL … Ces taux, compris entre 5% et 10%, sont votés par la Commission Municipale. La base taxable est constituée par la VL des immeubles : – Pour les immeubles loués, la VL imposable est égale aux loyers d\'une année' },
    { statement: 'cost', source: 'gazette-2022', quote: 'ne pouvant dépasser les 10% de la valeur locative pour les biens immobiliers' },
    { statement: 'cost', source: 'orange-2023', quote: 'Les taux en vigueur sont de 5% pour l\'immeuble occupé à titre d\'habitation par le propriétaire, 6% pour l\'immeuble à usage autre qu\'habitation par le propriétaire lui-même, et 7% pour l\'immeuble loué ou occupé par une tierce personne.' },
    { statement: 'cost', source: 'newsmada-2022', quote: 'L\'abattement en question a été approuvé par les conseillers municipaux à travers la délibération N°002 du 28 février 2022.' },
    { statement: 'cost', source: 'newsmada-2022', quote: 'Pour l\'IFPB compris entre 10.000 et 100.000 ariary, l\'abattement est forfaitaire à 10.000 ariary, 20.000 ariary pour celui compris entre 100.001 à 200.000 ariary. De 200.001 à 500.000 ariary, l\'abattement est de 60% …' },
    { statement: 'cost', source: 'chatpfe', quote: 'Un tarif voté par le conseil municipal ou communal, exprimé en Ariary par hectare ou are, est fixé pour les terrains de la première à la cinquième catégorie. … pour les terrains de la sixième catégorie, le montant d\'IFT est égal à un pour cent (1%) de la valeur vénale du terrain.' },
    { statement: 'cost', source: 'chatpfe', quote: 'L\'impôt calculé dans les conditions prévues par le C.G.I ne doit pas être inférieur à cinq cent Ariary (500 Ar).' },
    { statement: 'cost', source: 'torolalana', quote: 'IFT (Impôt Foncier sur les Terrains) → hetra amin\'ny tany foana (terrain nu), kajiana 1% amin\'ny sandan\'ny tany eny an-tsena.', where: 'Hetra eo an-toerana (impôts locaux)' },
    { statement: 'cost', source: 'lexpress-2022', quote: 'les constructions nouvelles, les reconstructions et les additions de constructions sont exonérées pendant cinq ans à compter de leur achèvement.' },
    { statement: 'cost', source: 'tribune-2008', quote: 'L\'IFPB n\'est imposable que pour les bâtiments de plus de cinq ans.' },
    { statement: 'cost', source: 'nosybe-immo', quote: 'Le manquement au paiement des taxes foncières fait l\'objet d\'une amende.' },
    { statement: 'processingTime', source: 'memoire', quote: 'C\'est un impôt établi en raison des faits existant au 1 er janvier de l\'année d\'imposition et perçu au profit du budget des communes d\'implantation.' },
    { statement: 'processingTime', source: 'chatpfe', quote: 'L\'IFT est un impôt annuel établi en raison des faits existants au 1er janvier de l\'année d\'imposition' },
    { statement: 'whereToApply', source: 'lexpress-2023', quote: 'L\'abattement fiscal sur les Impôts fiscaux sur les propriétés bâties (IFPB) est effectif dans les services fiscaux des arrondissements de la commune urbaine d\'Antananarivo (CUA).' },
    { statement: 'whereToApply', source: 'lexpress-2023', quote: 'Une file d\'attente s\'est formée, devant le service Fiscal du troisième arrondissement à Antaninandro' },
    { statement: 'whereToApply', source: 'nosybe-immo', quote: 'le règlement des impôts s\'effectue chaque année au bureau de la commune où le terrain est localisé.' },
    { statement: 'steps.0', source: 'lexpress-2022', quote: 'En cas d\'achèvements successifs des diverses parties d\'un immeuble (ex : étage ou dépendance), chaque partie peut être imposée isolément dès qu\'elle est habitée ou habitable.' },
    { statement: 'steps.0', source: 'memoire', quote: 'Tous les terrains, quelles que soient leur situation juridique et leur affectation, sont imposables au nom des propriétaires ou des occupants effectifs sous réserve des exonérations prévues par le code général des impôts.' },
    { statement: 'steps.1', source: 'lexpress-2021', quote: 'Un recensement des propriétés bâties sera réalisé à Antananarivo entre juillet et septembre.' },
    { statement: 'steps.1', source: 'allafrica-2022', quote: 'après la réception de l\'avis d\'imposition' },
    { statement: 'steps.2', source: 'laverite', quote: 'Sur 8 000 plaintes reçues parmi les 35 000 avis d\'imposition pour le cinquième Arrondissement, toutes ont été réglées, après les abattements.' },
    { statement: 'steps.2', source: 'allafrica-2022', quote: 'présents dans les salles de doléances dans les bureaux d\'arrondissement' },
    { statement: 'steps.3', source: 'lexpress-2023', quote: 'L\'abattement fiscal sur les Impôts fiscaux sur les propriétés bâties (IFPB) est effectif dans les services fiscaux des arrondissements de la commune urbaine d\'Antananarivo (CUA).' },
    { statement: 'steps.3', source: 'nosybe-immo', quote: 'le règlement des impôts s\'effectue chaque année au bureau de la commune où le terrain est localisé.' },
    { statement: 'legalReferences.0', source: 'memoire', quote: 'L\'impôt foncier sur le terrains ou IFT est institué par les articles 10.01.01 au 10.01.10 du code général des impôts.' },
    { statement: 'legalReferences.0', source: 'chatpfe', quote: 'Selon l\'Article 10.01.01 jusqu\'à l\'Article 10.01.10' },
    { statement: 'legalReferences.0', source: 'lexpress-2022', quote: 'Il est régi par les articles 10.02.01 et suivants du Code Général des Impôts 2022.' },
    { statement: 'legalReferences.1', source: 'lexpress-2022', quote: 'une Commission Municipale … composée notamment du Maire, du Chef de district, de représentants de la population' },
    { statement: 'legalReferences.1', source: 'newsmada-2022', quote: 'il appartient à la Commission municipale des impôts d\'identifier la valeur locative' },
    { statement: 'legalReferences.1', source: 'newsmada-2022', quote: 'les différents taxes ainsi que le taux et le montant des impôts devraient toujours passer par la délibération des conseillers mun[icipaux]' },
    { statement: 'legalReferences.1', source: 'chatpfe', quote: 'Un tarif voté par le conseil municipal ou communal, exprimé en Ariary par hectare ou are, est fixé pour les terrains de la première à la cinquième catégorie.' },
    { statement: 'faq.0', source: 'memoire', quote: 'Tous les terrains, quelles que soient leur situation juridique et leur affectation, sont imposables au nom des propriétaires ou des occupants effectifs sous réserve des exonérations prévues par le code général des impôts.' },
    { statement: 'faq.0', source: 'chatpfe', quote: 'Il est imposable au nom des propriétaires ou des occupants effectifs dudit terrain. Il s\'applique à tous les terrains se trouvant sur le territoire de la Commune, quelles que soient leur situation juridique et leur affectation' },
    { statement: 'faq.1', source: 'lexpress-2022', quote: 'les constructions nouvelles, les reconstructions et les additions de constructions sont exonérées pendant cinq ans à compter de leur achèvement.' },
    { statement: 'faq.1', source: 'tribune-2008', quote: 'L\'IFPB n\'est imposable que pour les bâtiments de plus de cinq ans.' },
    { statement: 'faq.2', source: 'newsmada-2022', quote: 'L\'abattement en question a été approuvé par les conseillers municipaux à travers la délibération N°002 du 28 février 2022.' },
    { statement: 'faq.2', source: 'allafrica-2024', quote: 'nous avons pris une décision pour un abattement général de l\'impôt foncier sur les propriétés bâties dans la ville d\'Antananarivo, pour les personnes qui n\'ont pas payé leurs impôts en 2021, 2022 et 2023' },
    { statement: 'faq.2', source: 'lexpress-2023', quote: 'L\'abattement fiscal sur les Impôts fiscaux sur les propriétés bâties (IFPB) est effectif dans les services fiscaux des arrondissements de la commune urbaine d\'Antananarivo (CUA).' },
    { statement: 'faq.2', source: 'allafrica-2022', quote: 'présents dans les salles de doléances dans les bureaux d\'arrondissement' },
  ],
}

export default service

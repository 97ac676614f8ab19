import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'plateforme-civique-des-jeunes',
  category: 'citoyennete',
  ministry: 'jeunesse',
  slug: { fr: 'plateforme-civique-des-jeunes', mg: 'sehatra-fandraisan-anjaran-ny-tanora' },
  title: {
    fr: 'Participer à la vie civique en tant que jeune',
    mg: 'Mandray anjara amin’ny fiainam-pirenena amin’ny maha-tanora',
  },
  summary: {
    fr: 'Les jeunes de 14 à 30 ans peuvent faire entendre leur voix : formulaire en ligne de la Plateforme Jeunesse Citoyenne (rencontre des jeunes avec le Président de la République), associations et plateformes de jeunes, consultations du ministère de la Jeunesse et des Sports, dialogues sur la Refondation, inscription sur la liste électorale et doléances.',
    mg: 'Afaka maneho ny heviny ny tanora 14 ka hatramin’ny 30 taona : taratasy fenoina an-tserasera ao amin’ny Sehatra ho an’ny Tanora Olompirenena (fihaonan’ny tanora amin’ny Filohan’ny Repoblika), fikambanana sy sehatry ny tanora, fakan-kevitra ataon’ny Ministeran’ny Tanora sy ny Fanatanjahantena, fifampidinihana momba ny Fanorenana vaovao (Refondation), fisoratana amin’ny lisi-pifidianana ary fitarainana.',
  },
  audience: {
    fr: 'Les jeunes de 14 à 30 ans (définition de la loi sur la Politique nationale de la jeunesse), les associations et mouvements de jeunes, étudiants ou non.',
    mg: 'Ny tanora 14 ka hatramin’ny 30 taona (araka ny famaritan’ny lalàna momba ny Politika nasionalin’ny tanora), ny fikambanana sy ny hetsiky ny tanora, na mpianatra na tsia.',
  },
  documents: {
    fr: [
      'Votre CIN (ou un acte de naissance si vous n’avez pas encore de CIN)',
      { item: 'Pour une association : les statuts, le procès-verbal de l’assemblée générale constitutive, la liste nominative des dirigeants et le récépissé de déclaration', unsure: 'Récépissé de déclaration : non cité par les sources lues.' },
      'Pour s’inscrire à une consultation : la fiche d’inscription demandée par l’organisateur',
      'Pour un mineur : l’accord d’un parent si l’activité l’exige',
    ],
    mg: [
      'Ny kara-panondronao (na kopia nahaterahana raha mbola tsy manana kara-panondro ianao)',
      { item: 'Ho an’ny fikambanana : ny sata, ny fitanana an-tsoratra ny fivoriambe nanorenana azy, ny lisitry ny anaran’ireo mpitarika ary ny taratasy fanamarinana fandraisana ny fanambarana', unsure: 'Ny taratasy fanamarinana fandraisana ny fanambarana : tsy voatonona ao amin’ny loharano novakiana.' },
      'Hisoratana amin’ny fakan-kevitra : ny taratasy fisoratana angatahin’ny mpikarakara',
      'Ho an’ny zaza tsy ampy taona : ny fanekena avy amin’ny ray aman-dreny raha takian’ny hetsika',
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'La participation aux consultations publiques et dialogues de jeunes est gratuite. La déclaration d’une association peut entraîner de petits frais administratifs.',
      mg: 'Maimaim-poana ny fandraisana anjara amin’ny fakan-kevitra sy fifampidinihana ho an’ny tanora. Mety misy sarany ara-pitantanana kely kosa ny fanambarana fikambanana.',
    },
  },
  processingTime: {
    fr: 'Dépend de l’activité : les inscriptions aux consultations sont ouvertes pendant des périodes annoncées à l’avance ; la déclaration d’une association prend en général quelques jours à quelques semaines.',
    mg: 'Miankina amin’ny hetsika : misokatra mandritra ny fotoana efa nambara mialoha ny fisoratana amin’ny fakan-kevitra ; matetika andro vitsivitsy ka hatramin’ny herinandro vitsivitsy ny fanambarana fikambanana.',
  },
  whereToApply: {
    fr: 'Au ministère de la Jeunesse et des Sports et dans ses directions régionales ; aux lieux annoncés pour chaque consultation (en novembre 2025 : inscriptions à Ambohijatovo, réunion au QG Tanora à Ankorondrano, Antananarivo) ; au district pour déclarer une association ; à la commune et au fokontany pour les initiatives locales.',
    mg: 'Ao amin’ny Ministeran’ny Tanora sy ny Fanatanjahantena sy ireo sampana isam-paritra ; any amin’ny toerana ambara ho an’ny fakan-kevitra tsirairay (tamin’ny novambra 2025 : fisoratana tao Ambohijatovo, fivoriana tao amin’ny QG Tanora Ankorondrano, Antananarivo) ; ao amin’ny distrika hanambarana fikambanana ; ao amin’ny kaominina sy fokontany ho an’ny hetsika eo an-toerana.',
  },
  steps: {
    fr: [
      { title: 'Déposez votre contribution sur la Plateforme Jeunesse Citoyenne', detail: 'Sur le portail Torolalana, le formulaire recueille vos idées, questions et signalements pour la rencontre des jeunes avec le Président de la République et la reprise du pays. Remplissez vos informations personnelles et les champs marqués d’un astérisque (*), soyez précis, et n’indiquez pas de données sensibles (santé, numéro complet de pièce d’identité, coordonnées bancaires). Si vous le choisissez, votre contribution peut être publiée, sans votre nom.', feeAriary: 0 },
      { title: 'Informez-vous sur les consultations en cours', detail: 'Suivez les annonces du ministère de la Jeunesse et des Sports, de la direction régionale et de votre commune (radio, affiches, réseaux sociaux officiels). Une révision de la Politique nationale de la jeunesse a été lancée en novembre 2025 avec les associations de jeunes.' },
      { title: 'Rejoignez ou créez une association', detail: 'Une association déclarée est plus facilement invitée aux concertations. Déposez les statuts au district pour obtenir le récépissé.', unsure: 'Dépôt au district et récépissé : non confirmés.' },
      { title: 'Inscrivez-vous dans les délais', detail: 'Les inscriptions aux ateliers et dialogues ont des dates limites : présentez-vous avec votre CIN ou la fiche de votre organisation.' },
      { title: 'Participez et faites des propositions', detail: 'Préparez vos idées à partir des besoins de votre quartier : emploi, éducation, santé, sécurité, environnement.' },
      { title: 'Exercez aussi vos droits de citoyen', detail: 'Inscrivez-vous sur la liste électorale dès 18 ans et utilisez la procédure de doléance pour signaler un mauvais fonctionnement d’un service public.' },
    ],
    mg: [
      { title: 'Apetraho ny anjara birikinao ao amin’ny Sehatra ho an’ny Tanora Olompirenena', detail: 'Ao amin’ny vavahadin-tserasera Torolalana, ny taratasy fenoina dia manangona ny hevitrao, ny fanontanianao ary ny tatitrao ho an’ny fihaonan’ny tanora amin’ny Filohan’ny Repoblika sy ny fanarenana ny firenena. Fenoy ny mombamomba anao sy ny saha misy kintana (*), ataovy mazava tsara, ary aza mampiditra angona saro-pady (fahasalamana, laharana feno amin’ny kara-panondro, mombamomba ny kaonty banky). Raha ianao no misafidy, mety havoaka ho hitan’ny besinimaro ny anjara birikinao, tsy misy ny anaranao.', feeAriary: 0 },
      { title: 'Mitadiava vaovao momba ny fakan-kevitra misy', detail: 'Araho ny filazan’ny Ministeran’ny Tanora sy ny Fanatanjahantena, ny sampana isam-paritra ary ny kaominina misy anao (radio, petadrindrina, tambajotra sosialy ofisialy). Natomboka tamin’ny novambra 2025 ny fanavaozana ny Politika nasionalin’ny tanora miaraka amin’ireo fikambanan’ny tanora.' },
      { title: 'Midira na mamorona fikambanana', detail: 'Mora kokoa ny manasa fikambanana voaambara amin’ny fifampidinihana. Apetraho any amin’ny distrika ny sata mba hahazoana ny rosia.', unsure: 'Tsy voamarina ny fametrahana any amin’ny distrika sy ny rosia.' },
      { title: 'Misoratra ara-potoana', detail: 'Misy daty farany ny fisoratana amin’ny atrikasa sy fifampidinihana : manatona mitondra ny kara-panondronao na ny taratasin’ny fikambananao.' },
      { title: 'Mandraisa anjara ary manaova tolo-kevitra', detail: 'Omano ny hevitrao mifototra amin’ny filan’ny faritra misy anao : asa, fanabeazana, fahasalamana, filaminana, tontolo iainana.' },
      { title: 'Ampiasao koa ny zonao amin’ny maha-olom-pirenena', detail: 'Misoratra amin’ny lisi-pifidianana raha vao feno 18 taona ianao ary ampiasao ny fomba fametrahana fitarainana raha misy sampan-draharaham-panjakana tsy mandeha tsara.' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2004-028 du 9 septembre 2004 portant Politique nationale de la jeunesse, modifiée par la loi n° 2015-038 (promulguée en février 2016), qui définit les jeunes comme les personnes de 14 à 30 ans',
      'Ordonnance n° 60-133 du 3 octobre 1960 portant régime général des associations',
    ],
    mg: [
      'Lalàna laharana faha-2004-028 tamin’ny 9 septambra 2004 momba ny Politika nasionalin’ny tanora, novain’ny lalàna laharana faha-2015-038 (navoaka tamin’ny febroary 2016), izay mamaritra ho tanora ny olona 14 ka hatramin’ny 30 taona',
      'Hitsivolana laharana faha-60-133 tamin’ny 3 oktobra 1960 mametraka ny fitsipika ankapoben’ny fikambanana',
    ],
  },
  faq: {
    fr: [
      { question: 'Qu’est-ce que la Plateforme Jeunesse Citoyenne ?', answer: 'Un formulaire en ligne du portail officiel Torolalana pour participer à la rencontre des jeunes avec le Président de la République et partager idées, questions et signalements sur la reprise du pays. Il se remplit en 1 minute environ. Vous pouvez demander l’accès à vos données, leur correction ou leur effacement.' },
      { question: 'Faut-il être membre d’une association pour participer ?', answer: 'Non, certaines consultations sont ouvertes à tous les jeunes. Mais beaucoup d’ateliers invitent en priorité les organisations de jeunes déclarées.' },
      { question: 'Je suis mineur, puis-je participer ?', answer: 'Oui, à partir de 14 ans pour les activités de jeunesse. Pour voter, il faut avoir 18 ans et être inscrit sur la liste électorale.' },
    ],
    mg: [
      { question: 'Inona ilay Sehatra ho an’ny Tanora Olompirenena ?', answer: 'Taratasy fenoina an-tserasera ao amin’ny vavahadin-tserasera ofisialy Torolalana, handraisana anjara amin’ny fihaonan’ny tanora amin’ny Filohan’ny Repoblika sy hizarana hevitra, fanontaniana ary tatitra momba ny fanarenana ny firenena. 1 minitra eo ho eo no hamenoana azy. Afaka mangataka ny hijery, hanitsy na hamafa ny mombamomba anao ianao.' },
      { question: 'Tsy maintsy mpikambana amin’ny fikambanana ve vao afaka mandray anjara ?', answer: 'Tsia, misy fakan-kevitra misokatra ho an’ny tanora rehetra. Maro anefa ny atrikasa manasa voalohany ireo fikambanan’ny tanora voaambara.' },
      { question: 'Zaza tsy ampy taona aho, afaka mandray anjara ve ?', answer: 'Eny, manomboka amin’ny 14 taona ho an’ny hetsiky ny tanora. Raha hifidy kosa dia tsy maintsy feno 18 taona ary voasoratra amin’ny lisi-pifidianana.' },
    ],
  },
  youReceive: {
    fr: 'Aucun document : votre contribution (idée, question ou signalement) est enregistrée et examinée.',
    mg: 'Tsy misy taratasy : voaray sy dinihina ny anjara birikinao (hevitra, fanontaniana na tatitra).',
  },
  onlineServices: {
    fr: [
      { label: 'Plateforme Jeunesse Citoyenne (Torolalana, formulaire de contribution)', url: 'https://torolalana.gov.mg/fr/services/plateforme-jeunesse-citoyenne' },
      { label: 'Déposer une doléance en ligne', url: '/fr/contact/?kind=complaint' },
    ],
    mg: [
      { label: 'Sehatra ho an’ny Tanora Olompirenena (Torolalana, taratasy fenoina)', url: 'https://torolalana.gov.mg/mg/services/plateforme-jeunesse-citoyenne' },
      { label: 'Mametraka fitarainana an-tserasera', url: '/mg/contact/?kind=complaint' },
    ],
  },
  related: ['inscription-sur-la-liste-electorale', 'doleances', 'carte-nationale-d-identite'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Sources reliées phrase par phrase le 2026-11-28 (issue 40, d’après docs/research/issue40/plateforme-civique-des-jeunes.md) : Torolalana, fiche « Plateforme Jeunesse Citoyenne » (pages française et malgache lues dans la copie publique ricoantoniorandrianarivelo/Chatbot-torolalana), loi n° 2015-038 sur le site du ministère de la Jeunesse et des Sports, copie de l’ordonnance n° 60-133, presse de 2022 à 2025. Trouvée : l’ordonnance n° 60-133 du 3 octobre 1960 (copie du texte) ; L’Express écrit « 60-113 » avec la même date et le même titre, faute de frappe probable. Précisé : une contribution n’est publiée, sans nom, que si la personne l’a choisi ; pièces d’une association d’après l’ordonnance (procès-verbal constitutif, liste nominative des dirigeants, statuts) ; lieux de novembre 2025 (Ambohijatovo, QG Tanora Ankorondrano). Montant marqué à confirmer : ni gratuité ni frais de déclaration d’une association dans une source. Délai marqué à confirmer : délai de déclaration d’une association sans source. Lieu marqué à confirmer : directions régionales, district pour les associations, commune et fokontany sans source. Pièces : CIN ou acte de naissance, fiche d’inscription et accord parental sans source, affichés « à confirmer » ; récépissé d’une association marqué.',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Plateforme Jeunesse Citoyenne / Sehatra ho an’ny Tanora Olompirenena (« Contenus validés par le service concerné »), pages française et malgache lues dans la copie publique ricoantoniorandrianarivelo/Chatbot-torolalana', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/plateforme-jeunesse-citoyenne', seen: '2026-11-28' },
    { key: 'mjs-loi', title: 'Loi n° 2015-038 modifiant et complétant la loi n° 2004-028 du 9 septembre 2004 portant Politique nationale de la jeunesse (jeunes de 14 à 30 ans)', publisher: 'Ministère de la Jeunesse et des Sports', kind: 'official', url: 'https://www.mjs.gov.mg/?page_id=33', seen: '2026-11-28' },
    { key: 'mjs-2017', title: 'Lancement de la Politique nationale de la jeunesse', publisher: 'Ministère de la Jeunesse et des Sports', kind: 'official', url: 'https://mjs.gov.mg/?p=5424', seen: '2026-11-28', published: '2017-03' },
    { key: 'ordonnance-60-133', title: 'Ordonnance n° 60-133 du 3 octobre 1960 portant régime général des associations (texte, copie sur le site de l’APIMF)', publisher: 'République de Madagascar (copie sur apimfmada.mg)', kind: 'official', url: 'http://www.apimfmada.mg/index.php/actualites/50-formation-dvlpt-nouveaux-produits.html', seen: '2026-11-28' },
    { key: 'lexpress-2023', title: 'L’association (chronique juridique)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/28/01/2023/lassociation/', seen: '2026-11-28', published: '2023-01-28' },
    { key: 'allafrica-2025-11', title: 'Révision de la Politique nationale de la jeunesse lancée avec les associations de jeunes', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202511220102.html', seen: '2026-11-28', published: '2025-11-22' },
    { key: 'moov-2025', title: 'Politique nationale : les jeunes appelés à participer à façonner l’avenir de la Grande Île', publisher: 'Moov', kind: 'press', url: 'https://www.moov.mg/article/109014-politique-nationale-les-jeunes-appeles-a-participer-a-faconner-lavenir-de-la-grande-ile', seen: '2026-11-28', published: '2025-11' },
    { key: 'allafrica-2025-12', title: 'Université d’Antananarivo : dialogue sur la Refondation avec la jeunesse universitaire', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202512090385.html', seen: '2026-11-28', published: '2025-12-09' },
    { key: 'quotidien-peuple-2022', title: 'Madagascar : adoption d’un décret relatif à la refonte totale des listes électorales', publisher: 'Le Quotidien du Peuple (édition française)', kind: 'press', url: 'http://french.people.com.cn/Afrique/n3/2022/0516/c96852-10096908.html', seen: '2026-11-28', published: '2022-05-16' },
  ],
  references: [
    { statement: 'summary', source: 'mjs-loi', quote: 'Article 2. (Nouveau). Aux termes de la présente loi, on entend par jeune, toute personne se trouvant dans la tranche d\'âge de 14 à 30 ans.' },
    { statement: 'summary', source: 'torolalana', quote: 'Participez à la rencontre des jeunes avec le Président de la République et partagez vos idées, questions et signalements. Ce formulaire permet de recueillir vos contributions sur la reprise du pays.' },
    { statement: 'summary', source: 'allafrica-2025-11', quote: 'Le ministère de la Jeunesse et des Sports a lancé hier le processus de révision de la Politique Nationale de la Jeunesse … les groupements et associations de jeunes ont été conviés à prendre part au processus.' },
    { statement: 'summary', source: 'allafrica-2025-12', quote: 'Un dialogue avec la jeunesse universitaire se tiendra aujourd\'hui à l\'amphithéâtre EGS de l\'Université d\'Antananarivo … consacré aux grandes orientations de la Refondation' },
    { statement: 'audience', source: 'mjs-loi', quote: 'Article 2. (Nouveau). Aux termes de la présente loi, on entend par jeune, toute personne se trouvant dans la tranche d\'âge de 14 à 30 ans.' },
    { statement: 'audience', source: 'moov-2025', quote: 'Le ministère de la Jeunesse et des Sports appelle les associations, mouvements et organisations des jeunes à prendre part' },
    { statement: 'documents.1', source: 'lexpress-2023', quote: 'les membres fondateurs de l\'association doivent commencer par rédiger le procès-verbal de l\'assemblée générale constitutive … A ce procès-verbal devra être annexé, un état nominatif des dirigeants de l\'association. Les membres fondateurs sont également tenus de rédiger les statuts' },
    { statement: 'documents.2', source: 'moov-2025', quote: 'les inscriptions sont ouvertes du 17 au 20 novembre 2025 à Ambohijatovo, offrant à chaque organisation intéressée la possibilité de rejoindre officiellement la consultation' },
    { statement: 'processingTime', source: 'moov-2025', quote: 'les inscriptions sont ouvertes du 17 au 20 novembre 2025 à Ambohijatovo, offrant à chaque organisation intéressée la possibilité de rejoindre officiellement la consultation' },
    { statement: 'whereToApply', source: 'moov-2025', quote: 'La première rencontre, prévue le vendredi 21 novembre 2025 à 9 heures au QG Tanora Ankorondrano' },
    { statement: 'whereToApply', source: 'moov-2025', quote: 'les inscriptions sont ouvertes du 17 au 20 novembre 2025 à Ambohijatovo' },
    { statement: 'steps.0', source: 'torolalana', quote: 'Remplissez vos informations personnelles. N\'incluez pas de données sensibles (santé, n° complet de pièce d\'identité, coordonnées bancaires, etc.). Soyez précis dans vos suggestions et vos questions Les champs marqués d\'un astérisque (*) sont obligatoires.' },
    { statement: 'steps.0', source: 'torolalana', quote: 'à la publication anonymisée de votre contribution si vous l\'avez choisi' },
    { statement: 'steps.0', source: 'torolalana', quote: 'Participez à la rencontre des jeunes avec le Président de la République et partagez vos idées, questions et signalements. Ce formulaire permet de recueillir vos contributions sur la reprise du pays.' },
    { statement: 'steps.1', source: 'allafrica-2025-11', quote: 'Le ministère de la Jeunesse et des Sports a lancé hier le processus de révision de la Politique Nationale de la Jeunesse … les groupements et associations de jeunes ont été conviés à prendre part au processus.' },
    { statement: 'steps.1', source: 'moov-2025', quote: 'les inscriptions sont ouvertes du 17 au 20 novembre 2025 à Ambohijatovo' },
    { statement: 'steps.2', source: 'ordonnance-60-133', quote: 'les associations de personnes pourront se former librement sans autorisation ni déclaration préalable, mais elles ne jouiront de leur capacité juridique que si elles se sont conformées aux dispositions de l\'article 6 ci-dessous.', where: 'article 3' },
    { statement: 'steps.2', source: 'lexpress-2023', quote: 'Toute association qui voudra obtenir la capacité juridique (…) devra être déclarée par les soins de ses fondateurs ou de ses administrateurs ou directeurs et rendue publique.' },
    { statement: 'steps.3', source: 'moov-2025', quote: 'les inscriptions sont ouvertes du 17 au 20 novembre 2025 à Ambohijatovo, offrant à chaque organisation intéressée la possibilité de rejoindre officiellement la consultation' },
    { statement: 'steps.4', source: 'moov-2025', quote: 'emploi, éducation, sport, santé, engagement citoyen ou encore inclusion sociale' },
    { statement: 'steps.5', source: 'quotidien-peuple-2022', quote: 'La liste électorale est un document administratif qui recense l\'ensemble des citoyens malgaches ayant plus de 18 ans et jouissant de leurs droits civils et politiques.' },
    { statement: 'legalReferences.0', source: 'mjs-loi', quote: 'LOI N° 2015-038 Modifiant et complétant certaines dispositions de la loi n° 2004-028 du 09 septembre 2004 portant Politique Nationale de la Jeunesse. L\'Assemblée nationale a adopté en sa séance du 09 décembre 2015, … Vu la décision n°09-HCC/D3 du 27 janvier 2016 de la Haute Cour Constitutionnelle' },
    { statement: 'legalReferences.0', source: 'mjs-loi', quote: 'Article 2. (Nouveau). Aux termes de la présente loi, on entend par jeune, toute personne se trouvant dans la tranche d\'âge de 14 à 30 ans.' },
    { statement: 'legalReferences.0', source: 'mjs-2017', quote: 'cette PNJ est matérialisée actuellement par la loi 2015/038 modifiant la loi 2004/028' },
    { statement: 'legalReferences.1', source: 'ordonnance-60-133', quote: 'Ordonnance n°60-133 du 03 octobre 1960 Portant régime général des associations' },
    { statement: 'faq.0', source: 'torolalana', quote: 'Temps estimé: 1 minute' },
    { statement: 'faq.0', source: 'torolalana', quote: 'Vous pouvez exercer vos droits d\'accès, de rectification et d\'effacement de vos données.' },
    { statement: 'faq.0', source: 'torolalana', quote: 'Participez à la rencontre des jeunes avec le Président de la République et partagez vos idées, questions et signalements. Ce formulaire permet de recueillir vos contributions sur la reprise du pays.' },
    { statement: 'faq.1', source: 'moov-2025', quote: 'Le ministère de la Jeunesse et des Sports appelle les associations, mouvements et organisations des jeunes à prendre part' },
    { statement: 'faq.1', source: 'torolalana', quote: 'Participez à la rencontre des jeunes avec le Président de la République et partagez vos idées, questions et signalements.' },
    { statement: 'faq.2', source: 'mjs-loi', quote: 'Article 2. (Nouveau). Aux termes de la présente loi, on entend par jeune, toute personne se trouvant dans la tranche d\'âge de 14 à 30 ans.' },
    { statement: 'faq.2', source: 'quotidien-peuple-2022', quote: 'La liste électorale est un document administratif qui recense l\'ensemble des citoyens malgaches ayant plus de 18 ans et jouissant de leurs droits civils et politiques.' },
    { statement: 'youReceive', source: 'torolalana', quote: 'Vos informations sont traitées pour instruire votre contribution et améliorer les services publics' },
    { statement: 'onlineServices.0', source: 'torolalana', quote: 'Participez à la rencontre des jeunes avec le Président de la République et partagez vos idées, questions et signalements. Ce formulaire permet de recueillir vos contributions sur la reprise du pays.' },
  ],
}

export default service

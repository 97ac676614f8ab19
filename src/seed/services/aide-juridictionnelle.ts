import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'aide-juridictionnelle',
  category: 'securite-et-justice',
  ministry: 'justice',
  slug: { fr: 'aide-juridictionnelle', mg: 'fanampiana-ara-pitsarana-maimaim-poana' },
  title: {
    fr: 'Obtenir une aide juridique gratuite',
    mg: 'Mahazo fanampiana ara-pitsarana maimaim-poana',
  },
  summary: {
    fr: 'Sans argent pour un avocat, vous pouvez être conseillé gratuitement : consultation gratuite des avocats dans les palais de justice où siège une cour d’appel, cliniques juridiques (Trano Aro Zo) qui concilient les litiges, et avocat commis d’office si vous êtes poursuivi pour une infraction grave.',
    mg: 'Raha tsy manam-bola handoavana mpisolovava ianao, afaka mahazo torohevitra maimaim-poana : fakan-kevitra maimaim-poana amin’ny mpisolovava ao amin’ny lapan’ny fitsarana misy Fitsarana ambony (cour d’appel), trano aro zo mampihavana ny mifanolana, ary mpisolovava voatendry (commis d’office) raha enjehina noho ny heloka mavesatra ianao.',
  },
  audience: {
    fr: 'Toute personne qui n’a pas les moyens de payer un avocat : victime, personne en litige (famille, terrain, travail), personne poursuivie devant le tribunal.',
    mg: 'Izay rehetra tsy manana vola handoavana mpisolovava : niharam-pahavoazana, olona manana fifanolanana (fianakaviana, tany, asa), olona enjehina eo amin’ny fitsarana.',
  },
  documents: {
    fr: [
      'Votre CIN',
      'Tous les papiers de votre affaire (convocation, jugement, titre, contrat, certificat médical…)',
      { item: 'Pour un avocat commis d’office : la convocation et un justificatif de vos revenus', unsure: 'pièces citées par un document non officiel' },
    ],
    mg: [
      'Ny kara-panondronao',
      'Ny taratasy rehetra mikasika ny raharahanao (fiantsoana, didim-pitsarana, titra, fifanekena, taratasy avy amin’ny dokotera…)',
      { item: 'Ho an’ny mpisolovava voatendry : ny fiantsoana sy porofon’ny fidiram-bolanao', unsure: 'taratasy voalazan’ny antontan-taratasy tsy ofisialy' },
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'Gratuit : consultation des avocats au palais de justice, avocat commis d’office (il ne peut pas vous demander d’honoraires) et conciliation à la clinique juridique.',
      mg: 'Maimaim-poana : ny fakan-kevitra amin’ny mpisolovava ao amin’ny lapan’ny fitsarana, ny mpisolovava voatendry (tsy afaka mangataka karama aminao izy) ary ny fampihavanana ao amin’ny trano aro zo.',
    },
  },
  youReceive: {
    fr: 'Un conseil sur vos droits et vos démarches, un accord de conciliation, ou la défense gratuite par un avocat au procès.',
    mg: 'Torohevitra momba ny zonao sy ny fomba fanao, fifanarahana nampihavanana, na fiarovana maimaim-poana ataon’ny mpisolovava mandritra ny fitsarana.',
  },
  processingTime: {
    fr: 'Délai non publié : demandez les jours de consultation au palais de justice ou à la clinique.',
    mg: 'Tsy voalaza ny faharetany : anontanio ny andro fakan-kevitra ao amin’ny lapan’ny fitsarana na ao amin’ny trano aro zo.',
  },
  whereToApply: {
    fr: 'Service de consultation gratuite des avocats : dans chaque palais de justice où siège une cour d’appel. Cliniques juridiques (Trano Aro Zo) : Andohatapenaka (Antananarivo) et quelques régions. Avocat commis d’office : demandez-le au tribunal ou au bâtonnier.',
    mg: 'Fakan-kevitra maimaim-poana amin’ny mpisolovava : ao amin’ny lapan’ny fitsarana tsirairay misy Fitsarana ambony (cour d’appel). Trano aro zo : Andohatapenaka (Antananarivo) sy faritra vitsivitsy. Mpisolovava voatendry : angataho any amin’ny fitsarana na amin’ny filohan’ny mpisolovava (bâtonnier).',
  },
  steps: {
    fr: [
      { title: 'Choisissez le bon service', detail: 'Un conseil ou un conflit à régler à l’amiable : clinique juridique ou consultation gratuite. Poursuivi pour une infraction grave : avocat commis d’office.' },
      { title: 'Rassemblez vos papiers', detail: 'Apportez tout ce qui concerne votre affaire et votre CIN.' },
      { title: 'Allez à la consultation gratuite', detail: 'Au palais de justice où siège la cour d’appel, les avocats reçoivent gratuitement tout justiciable.' },
      { title: 'Demandez un avocat commis d’office si vous êtes poursuivi', detail: 'Le bâtonnier désigne un avocat gratuit si vous n’avez pas les moyens et si l’infraction est punie de 5 ans de prison ou plus.' },
    ],
    mg: [
      { title: 'Fidio ny sampan-draharaha mety', detail: 'Torohevitra na fifanolanana vahana am-pihavanana : trano aro zo na fakan-kevitra maimaim-poana. Enjehina noho ny heloka mavesatra : mpisolovava voatendry.' },
      { title: 'Angony ny taratasinao', detail: 'Ento ny taratasy rehetra mikasika ny raharahanao sy ny kara-panondronao.' },
      { title: 'Mandehana any amin’ny fakan-kevitra maimaim-poana', detail: 'Ao amin’ny lapan’ny fitsarana misy ny Fitsarana ambony, mandray maimaim-poana izay rehetra manana raharaha ny mpisolovava.' },
      { title: 'Mangataha mpisolovava voatendry raha enjehina ianao', detail: 'Manendry mpisolovava maimaim-poana ny filohan’ny mpisolovava raha tsy manam-bola ianao ary raha sazin’ny figadrana 5 taona na mihoatra ny heloka.' },
    ],
  },
  legalReferences: {
    fr: ['Constitution de la IVe République, article 13 : « l’insuffisance des ressources ne saurait faire obstacle » au droit de se faire rendre justice'],
    mg: ['Lalàm-panorenana ny Repoblika fahefatra, andininy faha-13 : tsy tokony hanakana ny zo hahazo rariny ny tsy fahampian’ny harena'],
  },
  faq: {
    fr: [
      { question: 'L’avocat commis d’office peut-il me demander de l’argent ?', answer: 'Non. Il assure votre défense à titre gratuit et ne peut pas réclamer d’honoraires.' },
      { question: 'Il n’y a pas d’avocat dans ma ville. Que faire ?', answer: 'Beaucoup de tribunaux de première instance n’ont qu’un ou deux avocats, parfois aucun (Ambovombe en 2022). Allez à la consultation gratuite du palais de justice de la cour d’appel ou à une clinique juridique.' },
      { question: 'Que fait une clinique juridique ?', answer: 'Elle écoute, informe sur les droits et convoque l’autre partie pour une conciliation, sans passer par le tribunal. La première a ouvert en 2007 à Andohatapenaka, avec le ministère de la Justice.' },
    ],
    mg: [
      { question: 'Afaka mangataka vola amiko ve ny mpisolovava voatendry ?', answer: 'Tsia. Maimaim-poana ny fiarovany anao ary tsy afaka mangataka karama izy.' },
      { question: 'Tsy misy mpisolovava ato an-tanànanay. Inona no atao ?', answer: 'Maro ny Fitsarana ambaratonga voalohany tsy manana afa-tsy mpisolovava iray na roa, indraindray tsy misy mihitsy (Ambovombe tamin’ny 2022). Mandehana any amin’ny fakan-kevitra maimaim-poana ao amin’ny lapan’ny fitsarana misy ny Fitsarana ambony na any amin’ny trano aro zo.' },
      { question: 'Inona no ataon’ny trano aro zo ?', answer: 'Mihaino, manazava ny zo ary miantso ny ankilany hampihavanana, tsy mandalo fitsarana. Tamin’ny 2007 no nisokatra tao Andohatapenaka ny voalohany, niaraka tamin’ny Ministeran’ny Fitsarana.' },
    ],
  },
  related: ['porter-plainte', 'pension-alimentaire', 'violences-basees-sur-le-genre', 'succession'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['processingTime'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/aide-juridictionnelle.md). Aucune fiche Torolalana ni page du ministère de la Justice sur l’assistance judiciaire. Sources : L’Express de Madagascar (décembre 2024, commission d’office, article 13 de la Constitution), Midi Madagasikara et Dépêche Taratra (2022, service de consultation gratuite dans les palais de justice des cours d’appel, lettre du bâtonnier), AllAfrica (mai 2022, avocats stagiaires et tribunaux sans avocat), PNUD (2013), Gender Links (2010) et RJOI (cliniques juridiques), un document sur le règlement intérieur du barreau (pièces pour un avocat commis d’office, marquées). Le bureau d’assistance judiciaire (BAJ) est cité par une étude sans détail : non affiché. Délai non publié, marqué. Jours et heures de consultation non publiés : non affichés.',
  },
  sources: [
    { key: 'lexpress-2024', title: 'La commission d’office', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2024/12/la-commission-doffice.html', seen: '2026-11-28', published: '2024-12' },
    { key: 'midi-2022', title: 'Alain Raondry : « Il existe un service de consultation gratuite pour tous les justiciables »', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/alain-raondry-il-existe-un-service-de-consultation-gratuite-pour-tous-les-justiciables', seen: '2026-11-28', published: '2022' },
    { key: 'taratra-2022', title: 'Droit à la défense : un privilège encore méconnu, déplore l’ordre des avocats', publisher: 'Dépêche Taratra', kind: 'press', url: 'https://www.depeche-taratra.mg/droit-a-la-defense-un-privilege-encore-meconnu-deplore-lordre-des-avocats/', seen: '2026-11-28', published: '2022' },
    { key: 'allafrica-2022', title: 'Avocats : prestation de serment de la 14e promotion, tribunaux sans avocat', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202205070219.html', seen: '2026-11-28', published: '2022-05' },
    { key: 'pnud-2013', title: 'Réaliser l’accès à la justice à Madagascar : le parcours d’une victime', publisher: 'PNUD Madagascar', kind: 'secondary', url: 'http://www.mg.undp.org/content/madagascar/fr/home/presscenter/articles/articles-2013/trim1_2013/realiserlaccesalajusticeamadagascar.html', seen: '2026-11-28', published: '2013-02-04' },
    { key: 'genderlinks-2010', title: 'Pour que les Malgaches connaissent mieux leurs droits', publisher: 'Gender Links', kind: 'secondary', url: 'https://genderlinks.org.za/classification/themes/pour-que-les-malgaches-connaissent-mieux-leurs-droits-2010-07-17/', seen: '2026-11-28', published: '2010-07-17' },
    { key: 'rjoi', title: 'L’implantation des Cliniques Juridiques à Madagascar (RJOI n° 27)', publisher: 'Revue juridique de l’Océan Indien', kind: 'secondary', url: 'http://rjoi.fr/index.php?id=7816', seen: '2026-11-28' },
    { key: 'essays-2017', title: 'Avocat commis d’office (règlement intérieur du barreau de Madagascar)', publisher: 'essays.club (document d’étudiant)', kind: 'secondary', url: 'https://fr.essays.club/Monde-du-travail,-droit-et-économie/Avocat-commis-d\'office-3114.html', seen: '2026-11-28', published: '2017-11-24' },
  ],
  references: [
    { statement: 'summary', source: 'midi-2022', quote: 'le Bâtonnier, Alain Raondry, attire l’attention sur l’existence d’un service de consultation gratuite pour tous les justiciables dans tous les palais de Justice où siège une Cour d’Appel.' },
    { statement: 'summary', source: 'lexpress-2024', quote: 'Un Avocat commis d’office est un Avocat désigné par le Bâtonnier ou son représentant pour assurer la défense à titre gratuit d’un inculpé.' },
    { statement: 'summary', source: 'rjoi', quote: 'leur mission principale est de réconcilier deux parties en conflit qui ne veulent pas ou ne peuvent pas engager des procédures judiciaires' },
    { statement: 'audience', source: 'taratra-2022', quote: 'c’est une option pour ceux qui n’ont pas vraiment accès à des services d’avocats.' },
    { statement: 'audience', source: 'midi-2022', quote: 'un service de consultation gratuite pour tous les justiciables dans tous les palais de Justice où siège une Cour d’Appel.' },
    { statement: 'documents.2', source: 'essays-2017', quote: 'Cette demande doit être accompagnée d’une copie de la convocation et d’un justificatif de revenus et charge du justiciable ainsi que des personnes de son foyer.' },
    { statement: 'cost', source: 'midi-2022', quote: 'un service de consultation gratuite pour tous les justiciables dans tous les palais de Justice où siège une Cour d’Appel.' },
    { statement: 'cost', source: 'lexpress-2024', quote: 'Un Avocat commis d’office est un Avocat désigné par le Bâtonnier ou son représentant pour assurer la défense à titre gratuit d’un inculpé.' },
    { statement: 'cost', source: 'taratra-2022', quote: 'Durant l’année 2021, les avocats commis d’office auraient offertes « gracieusement leurs services à 2.450 justiciables » pour la ville d’Antananarivo' },
    { statement: 'youReceive', source: 'lexpress-2024', quote: 'Il s’agit plutôt d’offrir ses compétences pour obtenir la meilleure décision pour son client au vu des circonstances de fait et de droit' },
    { statement: 'youReceive', source: 'pnud-2013', quote: 'Un compromis est noué après plusieurs heures de méditation' },
    { statement: 'whereToApply', source: 'midi-2022', quote: 'un service de consultation gratuite pour tous les justiciables dans tous les palais de Justice où siège une Cour d’Appel.' },
    { statement: 'whereToApply', source: 'taratra-2022', quote: 'Un bureau de consultation est disposé dans chaque palais de justice où siège une cour d’appel' },
    { statement: 'whereToApply', source: 'genderlinks-2010', quote: 'Créée en 2007, la Clinique Juridique Á Andohatapenaka ou Trano Aro Zo en malagasy, est semblable Á une structure de juridiction.' },
    { statement: 'whereToApply', source: 'rjoi', quote: 'Leur instauration dans quelques régions de Madagascar a permis, depuis plus de douze ans, de rendre opérationnel, au profit de la plupart des citoyens, un mécanisme de promotion de l’accès au droit' },
    { statement: 'steps.0', source: 'rjoi', quote: 'leur mission principale est de réconcilier deux parties en conflit qui ne veulent pas ou ne peuvent pas engager des procédures judiciaires' },
    { statement: 'steps.0', source: 'lexpress-2024', quote: 'Afin de rendre effective la défense de tous par devant les Cours et tribunaux en matière pénale, la Loi a instauré « la commission d’office ».' },
    { statement: 'steps.2', source: 'midi-2022', quote: 'un service de consultation gratuite pour tous les justiciables dans tous les palais de Justice où siège une Cour d’Appel.' },
    { statement: 'steps.2', source: 'taratra-2022', quote: 'Un bureau de consultation est disposé dans chaque palais de justice où siège une cour d’appel' },
    { statement: 'steps.3', source: 'lexpress-2024', quote: '1. Le prévenu (lorsqu’on est devant le tribunal correctionnel) ou l’accusé (lorsqu’on est devant une cour criminelle) ne dispose pas des moyens suffisants pour faire face aux besoins de sa propre défense ; 2. L’infraction est passible d’une peine d’emprisonnement de 5 ans ou plus ;' },
    { statement: 'legalReferences.0', source: 'lexpress-2024', quote: 'L’article 13 de la constitution de la IVème République de Madagascar dispose que : « (…) La loi assure à tous le droit de se faire rendre justice, et l’insuffisance des ressources ne saurait y faire obstacle (…) »' },
    { statement: 'faq.0', source: 'lexpress-2024', quote: 'Un Avocat commis d’office est un Avocat désigné par le Bâtonnier ou son représentant pour assurer la défense à titre gratuit d’un inculpé.' },
    { statement: 'faq.0', source: 'essays-2017', quote: '« L’avocat commis d’office ne peut en aucun cas, réclamer directement ou indirectement des honoraires de son client. »' },
    { statement: 'faq.1', source: 'allafrica-2022', quote: '« Si on parle de l’ensemble de Madagascar, le nombre d’avocats est insuffisant. Beaucoup de Tribunaux de première instance n’en ont pas, ou en ont mais un seul ou deux, voire trois seulement »' },
    { statement: 'faq.1', source: 'midi-2022', quote: '« Le tribunal de première instance d’Ambovombe, par exemple, n’a pas encore d’avocat.' },
    { statement: 'faq.2', source: 'pnud-2013', quote: 'A son arrivée à la Clinique juridique, Volotiana est auditionnée puis son mari est assez vite convoqué pour un entretien contradictoire.' },
    { statement: 'faq.2', source: 'genderlinks-2010', quote: 'Créée en 2007, la Clinique Juridique Á Andohatapenaka ou Trano Aro Zo en malagasy, est semblable Á une structure de juridiction. Elle a été mise en place par le ministère de la Justice et le Centre de Développement d’Andohatapenaka' },
  ],
}

export default service

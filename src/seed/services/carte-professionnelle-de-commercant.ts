import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'carte-professionnelle-de-commercant',
  category: 'entreprises',
  ministry: 'commerce',
  slug: { fr: 'carte-professionnelle-de-commercant', mg: 'karatry-ny-mpivarotra' },
  title: {
    fr: 'Carte de marchand (marché, vente ambulante)',
    mg: 'Karatry ny mpivarotra (tsena, mivarotra mivezivezy)',
  },
  summary: {
    fr: 'Pour vendre au marché ou dans la rue, la commune attribue les places et délivre une carte ou un badge de marchand ; elle encaisse un ticket ou un droit de place. Un étranger qui fait du commerce à son compte doit en plus avoir la carte d’identité professionnelle (CIPENS).',
    mg: 'Mba hivarotra eny an-tsena na eny an-dalana, ny kaominina no manome ny toerana sy ny karatra na ny « badge » an’ny mpivarotra ; izy koa no mandray ny tapakila na ny saran-toerana. Ny vahiny manao varotra ho azy manokana dia tsy maintsy manana koa ny karatra famantarana ara-asa (CIPENS).',
  },
  audience: {
    fr: 'Marchands des marchés communaux, vendeurs de rue et ambulants ; commerçants étrangers non salariés.',
    mg: 'Mpivarotra ao amin’ny tsenan’ny kaominina, mpivarotra eny an-dalana sy mivezivezy ; mpivarotra vahiny tsy karamaina.',
  },
  documents: {
    fr: [
      { item: 'Votre CIN', unsure: 'pièces demandées par la commune non publiées' },
      { item: 'Un certificat de résidence', unsure: 'pièces demandées par la commune non publiées' },
      { item: 'Votre carte fiscale (NIF) et votre carte statistique, si votre activité est déclarée', unsure: 'non exigé par une source pour une place au marché' },
      { item: 'Étranger (CIPENS) : demande motivée, casier judiciaire, copie certifiée du passeport avec visa, carte de résident, carte fiscale, carte statistique, extrait du RCS' },
    ],
    mg: [
      { item: 'Ny kara-panondronao', unsure: 'tsy navoaka ny taratasy takian’ny kaominina' },
      { item: 'Fanamarinam-ponenana', unsure: 'tsy navoaka ny taratasy takian’ny kaominina' },
      { item: 'Ny karatra ara-ketra (NIF) sy ny karatra statistika, raha voasoratra ny asanao', unsure: 'tsy misy loharano mitaky izany ho an’ny toerana eny an-tsena' },
      { item: 'Vahiny (CIPENS) : taratasy fangatahana misy antony, firaketana heloka, dika mitovy voamarina amin’ny pasipaoro misy visa, karatra mponina, karatra ara-ketra, karatra statistika, taratasy avy amin’ny RCS' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Chaque commune fixe son ticket ou son droit de place. Exemple : au marché de Behoririka (Antananarivo), 500 Ar par jour de ticket de vente. Exigez un reçu pour chaque paiement. La CIPENS est payante (montant non publié).',
      mg: 'Ny kaominina tsirairay no mametra ny tapakila na ny saran-toerana. Ohatra : eny amin’ny tsenan’i Behoririka (Antananarivo), 500 Ar isan’andro ny tapakila fivarotana. Angataho ny rosia isaky ny mandoa vola ianao. Misy sarany ny CIPENS (tsy navoaka ny habetsany).',
    },
  },
  processingTime: {
    fr: 'Délai non publié : renseignez-vous au bureau du marché.',
    mg: 'Tsy navoaka ny faharetany : manontania eny amin’ny biraon’ny tsena.',
  },
  whereToApply: {
    fr: 'Au bureau du marché de votre commune (à Antananarivo : direction des Marchés de la Commune urbaine). Étrangers (CIPENS) : direction régionale du Commerce du lieu d’activité (Analamanga : direction régionale de l’Industrie, du Commerce et de l’Artisanat).',
    mg: 'Ao amin’ny biraon’ny tsenan’ny kaominina misy anao (eto Antananarivo : sampan-draharaha misahana ny tsena ao amin’ny Kaominina Ambonivohitra). Vahiny (CIPENS) : foibem-paritra misahana ny varotra eo amin’ny toerana iasana (Analamanga : foibem-paritra misahana ny indostria, ny varotra ary ny asa-tanana).',
  },
  steps: {
    fr: [
      { title: 'Demandez une place au bureau du marché', detail: 'La commune attribue les places et les cartes de marchand. À Behoririka (Antananarivo), les places ont été réparties par tirage au sort et chaque bénéficiaire a reçu un badge.' },
      { title: 'Payez le ticket ou le droit de place', detail: 'Payez au bureau du marché et exigez un reçu : la CUA rappelle qu’un reçu doit être donné pour chaque paiement.' },
      { title: 'Vendez seulement à la place attribuée', detail: 'La commune peut retirer la carte au marchand qui continue à vendre dans la rue ou sur le trottoir, et saisir les marchandises.' },
      { title: 'Étranger : demandez la CIPENS', detail: 'Déposez le dossier à la direction régionale du Commerce du lieu d’activité, dans les 2 mois du démarrage de l’activité.', unsure: 'délai de 2 mois donné par un site privé seulement' },
    ],
    mg: [
      { title: 'Mangataha toerana eny amin’ny biraon’ny tsena', detail: 'Ny kaominina no mizara ny toerana sy ny karatry ny mpivarotra. Tany Behoririka (Antananarivo), natao antsapaka ny fizarana toerana ary samy nahazo « badge » ireo nahazo toerana.' },
      { title: 'Aloavy ny tapakila na ny saran-toerana', detail: 'Aloavy eny amin’ny biraon’ny tsena ary angataho ny rosia : mampahatsiahy ny CUA fa tsy maintsy omena rosia isaky ny mandoa vola.' },
      { title: 'Mivarotra eo amin’ny toerana nomena anao ihany', detail: 'Afaka manala ny karatra amin’ny mpivarotra mbola mivarotra eny an-dalana na eny amin’ny sisin-dalana ny kaominina, ary maka ny entany.' },
      { title: 'Vahiny : angataho ny CIPENS', detail: 'Apetraho any amin’ny foibem-paritra misahana ny varotra eo amin’ny toerana iasana ny antontan-taratasy, ao anatin’ny 2 volana aorian’ny fanombohan’ny asa.', unsure: 'tranonkala tsy miankina iray ihany no milaza ny fe-potoana 2 volana' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 62-006 du 6 juin 1962 fixant l’organisation et le contrôle de l’immigration, article 10 (carte d’identité professionnelle des étrangers non salariés)', 'Arrêté ministériel n° 3516 du 25.10.66 portant réglementation de la délivrance de la carte d’identité professionnelle aux étrangers non salariés'],
    mg: ['Lalàna laharana faha-62-006 tamin’ny 6 jona 1962 mametra ny fandaminana sy ny fanaraha-maso ny fifindra-monina, andininy faha-10 (karatra famantarana ara-asa ho an’ny vahiny tsy karamaina)', 'Didim-pitondrana laharana faha-3516 tamin’ny 25.10.66 mifehy ny fanomezana ny karatra famantarana ara-asa ho an’ny vahiny tsy karamaina'],
  },
  faq: {
    fr: [
      { question: 'Puis-je vendre sur le trottoir à Antananarivo ?', answer: 'Non. En avril 2025, la CUA a toléré les marchands seulement au bord de la rue Andrianampoinimerina, dans le marquage des parkings, avec environ 1 mètre chacun et une table de 70 cm au plus ; la vente reste interdite sur l’avenue de l’Indépendance. Cette mesure était présentée comme temporaire.' },
      { question: 'On me demande de l’argent sans reçu pour un recensement au marché. Que faire ?', answer: 'Refusez. À Andravoahangy, la CUA a déclaré qu’aucune collecte n’avait été décidée et qu’un reçu doit être donné pour chaque paiement au bureau du marché. Signalez-le à la commune.' },
      { question: 'Je suis étranger. Ai-je besoin d’une carte spéciale ?', answer: 'Oui. Un étranger non salarié ne peut exercer une profession commerciale, industrielle ou artisanale que s’il a, en plus de sa carte de séjour, la carte d’identité professionnelle (CIPENS).' },
    ],
    mg: [
      { question: 'Azoko atao ve ny mivarotra eny amin’ny sisin-dalana eto Antananarivo ?', answer: 'Tsia. Tamin’ny aprily 2025, nanaiky ny mpivarotra eny amoron’ny lalana Andrianampoinimerina ihany ny CUA, ao anatin’ny marika fijanonan’ny fiara, manana 1 metatra eo ho eo avy ary latabatra 70 cm farafahabetsany ; mbola voarara kosa ny mivarotra eny amin’ny lalana Fahaleovantena. Nolazaina ho vonjimaika io fepetra io.' },
      { question: 'Angatahana vola tsy misy rosia aho noho ny fanisana eny an-tsena. Inona no atao ?', answer: 'Lavo izany. Tany Andravoahangy, nilaza ny CUA fa tsy nisy fanangonam-bola notapahina ary tsy maintsy omena rosia isaky ny mandoa vola eny amin’ny biraon’ny tsena. Ampahafantaro ny kaominina izany.' },
      { question: 'Vahiny aho. Mila karatra manokana ve aho ?', answer: 'Eny. Ny vahiny tsy karamaina dia tsy afaka manao asa ara-barotra, indostria na asa-tanana raha tsy manana, ankoatra ny karatra fipetrahany, ny karatra famantarana ara-asa (CIPENS).' },
    ],
  },
  related: ['numero-d-identification-fiscale', 'carte-statistique', 'impot-synthetique', 'immatriculation-au-registre-du-commerce'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['documents', 'processingTime', 'whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/carte-professionnelle-de-commercant.md). Aucune fiche Torolalana (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) ni aucun texte national trouvé sur une « carte professionnelle » des marchands malgaches : le guide décrit ce que les sources montrent (cartes et badges des marchés communaux, ticket, reçu) et la CIPENS des étrangers. Sources : presse (La Vérité, Midi Madagasikara 2021, AllAfrica 2025) et, pour la CIPENS, un cabinet privé (Madagascar Services 2019, qui cite la loi 62-006) confirmé par L’Express 2021 et une liste privée de textes sur les étrangers (arrêté 3516 de 1966). Non confirmés et marqués : pièces pour une place au marché, délai, lieu hors Antananarivo, délai de 2 mois pour la CIPENS. Le ticket de 500 Ar vaut pour Behoririka seulement.',
  },
  sources: [
    { key: 'laverite-behoririka', title: 'Marché à étages de Behoririka : encore du pain sur la planche pour la CUA', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/13937-marché-à-étages-de-behoririka%20-encore-du-pain-sur-la-planche-pour-la-cua.html', seen: '2026-11-28' },
    { key: 'midi-2021', title: 'Assainissement : les marchands de rue appelés à regagner le marché de Behoririka', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/assainissement-les-marchands-de-rue-appeles-a-regagner-le-marche-de-behoririka', seen: '2026-11-28', published: '2021-09' },
    { key: 'allafrica-2025', title: 'Marchands de rue : la CUA cède, vente autorisée rue Andrianampoinimerina', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202504020120.html', seen: '2026-11-28', published: '2025-04-02' },
    { key: 'laverite-andravoahangy', title: 'Marché d’Andravoahangy : les commerçants victimes d’escroquerie', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/24009-marché-d’andravoahangy-les-commerçants-victimes-d’escroquerie.html', seen: '2026-11-28' },
    { key: 'madaplus-2011', title: 'Marchands ambulants : astuces de camouflage (saisies de la CUA)', publisher: 'Madaplus', kind: 'press', url: 'http://www.madaplus.info/Marchands-ambulants-astuces-de-camouflage_a656.html', seen: '2026-11-28', published: '2011-01-13' },
    { key: 'madagascar-services', title: 'CIPENS, à vos cartes !', publisher: 'Madagascar Services (cabinet privé)', kind: 'secondary', url: 'https://madagascar-services.com/blog/fr/2019/08/13/cipens-a-vos-cartes', seen: '2026-11-28', published: '2019-08-13' },
    { key: 'lexpress-2021', title: 'Administration : la lourdeur des procédures décourage les investisseurs (CIPENS)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/12/01/2021/administration-la-lourdeur-des-procedures-decourage-les-investisseurs/', seen: '2026-11-28', published: '2021-01-12' },
    { key: 'textes-etrangers', title: 'Conditions des étrangers : liste des textes (loi 62-006, arrêté 3516 du 25.10.66)', publisher: 'jeanjacquesdupont.com (site privé)', kind: 'secondary', url: 'http://jeanjacquesdupont.com/Justice.htm', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'midi-2021', quote: 'Le premier magistrat de la ville d’Antananarivo, Naina Andriantsitohaina a appelé les marchands qui disposent déjà de cartes d’adhésion aux marchés de Behoririka et d’Antaniavo à regagner les lieux.' },
    { statement: 'summary', source: 'laverite-behoririka', quote: 'Afin d’aider ces commerçants, ils ne payeront ni droit ni taxe, mais seulement une participation de 500 ariary par jour en guise de ticket de vente.' },
    { statement: 'summary', source: 'madagascar-services', quote: 'un étranger non salarié ne peut exercer à Madagascar une profession commerciale industrielle artisanale ou une autre profession soumise à patente que s’il est titulaire, outre la carte de séjour, d’une carte spéciale dite « carte d’identité professionnelle »' },
    { statement: 'summary', source: 'lexpress-2021', quote: 'Notamment sur l’obligation de la détention de la carte d’identité professionnelle des étrangers non-salariés (CIPENS).' },
    { statement: 'audience', source: 'midi-2021', quote: '« Faisant suite à la nouvelle organisation, ces cartes seront attribuées aux marchands désirant entrer dans le formel », a-t-il informé dans un communiqué.' },
    { statement: 'audience', source: 'lexpress-2021', quote: 'Notamment sur l’obligation de la détention de la carte d’identité professionnelle des étrangers non-salariés (CIPENS).' },
    { statement: 'documents.3', source: 'madagascar-services', quote: '1- Une demande motivée adressée à Madame la Directrice Régionale … 2- Un Casier judiciaire 3- Une copie certifiée de votre passeport avec visa, carte de résident, carte fiscale et carte statistique 4- Un extrait du Registre du Commerce et de Société', where: 'Les dossiers à fournir pour avoir une CIPENS' },
    { statement: 'cost', source: 'laverite-behoririka', quote: 'Afin d’aider ces commerçants, ils ne payeront ni droit ni taxe, mais seulement une participation de 500 ariary par jour en guise de ticket de vente.' },
    { statement: 'cost', source: 'laverite-andravoahangy', quote: 'Dans le cas contraire, un reçu devra être octroyé à chaque paiement effectué au bureau du marché.' },
    { statement: 'cost', source: 'madagascar-services', quote: 'Notez que la délivrance de la carte est payante auprès de la Direction Régionale du Commerce rattachée à votre lieu d’activité.' },
    { statement: 'whereToApply', source: 'allafrica-2025', quote: 'lance Marcellin Randrianambinina, directeur des Marchés auprès de la CUA, hier.' },
    { statement: 'whereToApply', source: 'madagascar-services', quote: 'Elle s’obtient auprès de la Direction Régionale de l’Industrie, du Commerce et de l’Artisanat Analamanga (connue par l’appellation « Faritany »)' },
    { statement: 'steps.0', source: 'laverite-behoririka', quote: 'La distribution des places se fait à travers un tirage au sort. Actuellement, 90 % des bénéficiaires disposent déjà de badge.' },
    { statement: 'steps.0', source: 'midi-2021', quote: 'La quasi-totalité des 850 places du marché de Behoririka ont déjà été attribuées. La CUA a distribué jusqu’ici 700 cartes' },
    { statement: 'steps.1', source: 'laverite-andravoahangy', quote: 'Dans le cas contraire, un reçu devra être octroyé à chaque paiement effectué au bureau du marché.' },
    { statement: 'steps.2', source: 'midi-2021', quote: 'Les cartes qui ont déjà été attribuées aux occupants du marché de Behoririka seront retirées à leurs propriétaires si jamais ils persistent à squatter les rues et les trottoirs.' },
    { statement: 'steps.2', source: 'madaplus-2011', quote: 'Les saisies de marchandises opérées avec fermeté par la Commune Urbaine d’Antananarivo (CUA) depuis le début de l’année se poursuivent.' },
    { statement: 'steps.3', source: 'madagascar-services', quote: 'dans les 2 mois du démarrage de l’activité de l’entreprise. Notez que la délivrance de la carte est payante auprès de la Direction Régionale du Commerce rattachée à votre lieu d’activité.' },
    { statement: 'legalReferences.0', source: 'madagascar-services', quote: 'L’article 10 de la Loi n°62-006 du 06 Juin 1962 stipule qu’« un étranger non salarié ne peut exercer à Madagascar une profession commerciale … que s’il est titulaire, outre la carte de séjour, d’une carte spéciale dite « carte d’identité professionnelle »' },
    { statement: 'legalReferences.0', source: 'textes-etrangers', quote: 'III - Loi 62.006 du 6.06.62 fixant l’organisation et le contrôle de l’immigration JO N°228 du 16.06.62 p.1075' },
    { statement: 'legalReferences.1', source: 'textes-etrangers', quote: 'IV - Arrêté ministériel n°3516 du 25.10.66 portant réglementation de la délivrance de la carte d’identité professionnelle aux étrangers non-salariés JO N°504 du 29.10.66 , p.2215.' },
    { statement: 'faq.0', source: 'allafrica-2025', quote: '« Ils ne pourront plus occuper les trottoirs. Ils étaleront leurs marchandises au bord de la rue, à l’intérieur du marquage des parkings », enchaîne le directeur des Marchés. Ils disposeraient près d’un mètre, chacun, pour étaler leurs marchandises. Et leur table ne devrait pas excéder les 70 cm.' },
    { statement: 'faq.0', source: 'allafrica-2025', quote: 'Ce feu vert de la CUA ne concernerait que les marchands sur la rue Andrianampoinimerina. La CUA reste ferme sur l’interdiction de vente sur les rues et les trottoirs de l’Avenue de l’Indépendance.' },
    { statement: 'faq.0', source: 'allafrica-2025', quote: 'il ne s’agit que d’une mesure temporaire, « en attendant que la CUA dispose d’une infrastructure pour les accueillir ».' },
    { statement: 'faq.1', source: 'laverite-andravoahangy', quote: 'la Commune urbaine d’Antananarivo (CUA) a déclaré que jusqu’à présent, aucun décret n’a été émis, et aucune collecte d’argent n’a encore été réalisée pour le recensement des commerçants au niveau du marché communal d’Andravoahangy. Dans le cas contraire, un reçu devra être octroyé à chaque paiement' },
    { statement: 'faq.2', source: 'madagascar-services', quote: 'un étranger non salarié ne peut exercer à Madagascar une profession commerciale industrielle artisanale ou une autre profession soumise à patente que s’il est titulaire, outre la carte de séjour, d’une carte spéciale dite « carte d’identité professionnelle »' },
    { statement: 'faq.2', source: 'lexpress-2021', quote: 'Présentement, les agents du commerce sont les seuls à réclamer l’obligation de la présentation de cette carte dont la création date de l’époque du début de l’Indépendance de Madagascar car la carte reste obligatoire aux yeux de la loi.' },
  ],
}

export default service

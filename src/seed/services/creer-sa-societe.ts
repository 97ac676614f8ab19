import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'creer-sa-societe',
  category: 'entreprises',
  ministry: 'edbm',
  slug: { fr: 'creer-sa-societe', mg: 'fananganana-orinasa' },
  title: {
    fr: 'Créer sa société (SARL, SARLU, entreprise individuelle)',
    mg: 'Fananganana orinasa (SARL, SARLU, orinasa tsy miankina amin’olon-tokana)',
  },
  summary: {
    fr: 'Ce guide vous explique comment créer officiellement votre entreprise à Madagascar. Une société (SARL, SARLU, SA) se crée au guichet unique de l’EDBM ; une entreprise individuelle se déclare au centre fiscal.',
    mg: 'Ity torolalana ity dia manazava aminao ny fomba hananganana ara-dalàna ny orinasanao eto Madagasikara. Ao amin’ny birao tokana an’ny EDBM no anaovana ny orinasa iombonana (SARL, SARLU, SA) ; ao amin’ny ivon-ketra kosa no anambarana ny orinasa tsy miankina amin’olon-tokana (entreprise individuelle).',
  },
  audience: {
    fr: 'Toute personne, malgache ou étrangère, qui veut exercer une activité commerciale, artisanale ou de services de manière légale : créateurs de SARL ou SARLU, entrepreneurs individuels, investisseurs.',
    mg: 'Izay rehetra, Malagasy na vahiny, te hanao asa ara-barotra, asa tanana na tolotra ara-dalàna : ireo manangana SARL na SARLU, ireo mpandraharaha tsy miankina, ireo mpampiasa vola.',
  },
  documents: {
    fr: [
      { item: 'Statuts de la société, paraphés à chaque page et signés à la dernière page par tous les associés (pas de statuts pour une entreprise individuelle)', quantity: 2, unsure: 'nombre d’exemplaires repris d’une copie de la fiche EDBM' },
      'Contrat de bail commercial pour le siège social et les lieux d’exploitation',
      'Justificatifs du bail : certificat de situation juridique (CSJ) ou titre de propriété du terrain, certificat d’existence du local et plan de repérage',
      { item: 'CIN du dirigeant résident (gérant, directeur général ou administrateur général)', form: 'photocopy' },
      { item: 'CIN ou passeport de chaque associé (passeport et visa long séjour ou carte de résident pour les étrangers)', form: 'photocopy', unsure: 'pièce à confirmer auprès de l’EDBM' },
      { item: 'Certificat de résidence du ou des gérants, de moins de 3 mois', unsure: 'pièce à confirmer auprès de l’EDBM' },
      { item: 'Acte de mariage de moins de 3 mois si le gérant est marié, et attestation de filiation pour un gérant étranger', unsure: 'pièce à confirmer auprès de l’EDBM' },
      { item: 'Déclaration sur l’honneur de non-condamnation ou casier judiciaire du gérant', unsure: 'pièce à confirmer auprès de l’EDBM' },
      'Pour une activité réglementée : les autorisations ou justificatifs demandés pour cette activité',
    ],
    mg: [
      { item: 'Satan’ny orinasa, misy sonia fohy isaky ny pejy ary nosoniavin’ny mpikambana rehetra eo amin’ny pejy farany (tsy ilaina ho an’ny orinasa tsy miankina amin’olon-tokana)', quantity: 2, unsure: 'isan’ny kopia nalaina tamin’ny kopian’ny taratasy mamaritra ny dingana ao amin’ny EDBM' },
      'Fifanarahana fanofana ara-barotra (bail commercial) ho an’ny foiben’ny orinasa sy ny toerana iasana',
      'Taratasy manamarina ny fanofana : taratasy fanamarinana ny toetry ny tany (CSJ) na taratasy fananan-tany, taratasy fanamarinana ny fisian’ny trano ary sarintany fanondroana ny toerana',
      { item: 'CIN an’ny mpitantana monina eto an-toerana (gérant, directeur général na administrateur général)', form: 'photocopy' },
      { item: 'CIN na pasipaoron’ny mpikambana tsirairay (pasipaoro sy visa maharitra na karatra mponina ho an’ny vahiny)', form: 'photocopy', unsure: 'taratasy hamarinina any amin’ny EDBM' },
      { item: 'Fanamarinam-ponenan’ny mpitantana, tsy mihoatra ny 3 volana', unsure: 'taratasy hamarinina any amin’ny EDBM' },
      { item: 'Kopia nadika amin’ny bokim-panambadiana tsy mihoatra ny 3 volana raha manambady ny mpitantana, ary taratasy fanamarinana ny ray aman-dreny raha vahiny ny mpitantana', unsure: 'taratasy hamarinina any amin’ny EDBM' },
      { item: 'Fanambarana ara-boninahitra fa tsy voaheloka na kopian’ny firaketana heloka bevava an’ny mpitantana', unsure: 'taratasy hamarinina any amin’ny EDBM' },
      'Ho an’ny asa voafehy ara-dalàna : ireo fahazoan-dalana na taratasy takiana amin’io asa io',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Le montant dépend de la forme et du capital. D’après la fiche de procédure de l’EDBM : droits d’enregistrement des statuts 0,5 % du capital (minimum 10 000 Ar), enregistrement du bail 2 % du total des loyers (minimum 10 000 Ar), procès-verbal ou procuration 2 000 Ar, immatriculation au RCS 16 000 Ar, carte statistique 40 000 Ar, plus un acompte d’impôt payé à la création, calculé sur le minimum de perception : de 16 000 à 150 000 Ar selon l’activité à l’impôt synthétique ; à l’impôt sur les revenus, 100 000 ou 320 000 Ar selon la fiche de l’EDBM et le simulateur de la DGI, mais de 100 000 à 1 000 000 Ar selon Torolalana : demandez le montant exact. L’utilisation de l’EDBM et d’Orinasa est gratuite. Vérifiez les montants à jour avec le simulateur de frais d’Orinasa.',
      mg: 'Miankina amin’ny endriky ny orinasa sy ny renivola ny sarany. Araka ny taratasy mamaritra ny dingana ao amin’ny EDBM : sarany fanoratana ny sata 0,5 % amin’ny renivola (farafahakeliny 10 000 Ar), fanoratana ny fifanarahana fanofana 2 % amin’ny totalin’ny hofan-trano (farafahakeliny 10 000 Ar), fitanana an-tsoratra na fanomezan-dàlana 2 000 Ar, fisoratana ao amin’ny RCS 16 000 Ar, karatra statistika 40 000 Ar, ary vola mialoha amin’ny hetra aloa amin’ny fananganana, kajiana araka ny hetra farafahakeliny : 16 000 ka hatramin’ny 150 000 Ar arakaraka ny asa ho an’ny hetra tambatra ; ho an’ny hetra amin’ny fidiram-bola, 100 000 na 320 000 Ar araka ny taratasin’ny EDBM sy ny fitaovana manombana ny sarany an’ny DGI, nefa 100 000 ka hatramin’ny 1 000 000 Ar araka ny Torolalana : anontanio ny tena habetsany. Maimaim-poana ny fampiasana ny EDBM sy Orinasa. Hamarino amin’ny fitaovana manombana ny sarany ao amin’ny Orinasa ny sarany farany.',
    },
  },
  youReceive: {
    fr: 'La carte d’identification fiscale (NIF), la carte statistique et l’extrait du registre du commerce et des sociétés (RCS) de votre entreprise.',
    mg: 'Ny karatra famantarana ara-ketra (NIF), ny karatra statistika ary ny kopia amin’ny rejisitry ny varotra sy ny orinasa (RCS) an’ny orinasanao.',
  },
  processingTime: {
    fr: 'En moyenne moins de 48 heures à Antananarivo (1,8 jour fin 2024 selon l’EDBM) une fois le dossier complet déposé (plateforme Orinasa) ; la fiche de procédure indique 3 jours ouvrables. Dans les antennes régionales (par exemple Toliara), le délai est plus long car Orinasa n’y est pas encore pleinement opérationnel.',
    mg: 'Latsaky ny 48 ora eo ho eo eto Antananarivo (1,8 andro tamin’ny faran’ny taona 2024 araka ny EDBM) rehefa voapetraka ny antontan-taratasy feno (sehatra Orinasa) ; 3 andro fiasana no voalaza ao amin’ny taratasy mamaritra ny dingana. Any amin’ny sampana isam-paritra (ohatra Toliara) dia ela kokoa satria mbola tsy miasa tanteraka any ny Orinasa.',
  },
  whereToApply: {
    fr: 'Société (SARL, SARLU, SA) : guichet unique de l’EDBM (immeuble EDBM, avenue Général Ramanantsoa, Antaninarenina, Antananarivo), ou en ligne sur orinasa.edbm.mg ; antennes régionales de l’EDBM. Dans la région Analamanga, le dossier est d’abord validé en ligne, puis déposé au guichet sur rendez-vous seulement. Entreprise individuelle : centre fiscal de votre lieu d’activité, puis INSTAT et greffe du tribunal.',
    mg: 'Orinasa iombonana (SARL, SARLU, SA) : birao tokana an’ny EDBM (trano EDBM, lalana Général Ramanantsoa, Antaninarenina, Antananarivo), na an-tserasera ao amin’ny orinasa.edbm.mg ; ireo sampana EDBM any amin’ny faritra. Ao amin’ny faritra Analamanga, amin’ny alalan’ny aterineto aloha no anamarinana ny antontan-taratasy, avy eo apetraka eny amin’ny birao amin’ny famandrihana fotoana ihany. Orinasa tsy miankina amin’olon-tokana : ivon-ketra amin’ny toerana iasanao, avy eo INSTAT sy ny biraon’ny mpitan-tsoratry ny fitsarana.',
  },
  places: ['edbm-guichet-unique-antananarivo'],
  steps: {
    fr: [
      {
        title: 'Choisir la forme de votre entreprise',
        detail: 'Entreprise individuelle si vous travaillez seul sans séparer vos biens, SARLU si vous êtes seul mais voulez limiter votre responsabilité, SARL à partir de deux associés. Pour une SARL, le montant du capital est libre. Vérifiez aussi si votre activité est réglementée : des justificatifs en plus peuvent être demandés.',
        unsure: 'nombre minimum d’associés de la SARL à confirmer auprès de l’EDBM',
      },
      {
        title: 'Rédiger les statuts et réunir les pièces',
        detail: 'Les statuts indiquent la dénomination, l’objet, le siège, le capital et les associés. Des modèles sont disponibles auprès de l’EDBM et sur Orinasa.',
      },
      {
        title: 'Déposer le dossier',
        detail: 'Créez votre espace personnel sur orinasa.edbm.mg et joignez vos pièces numérisées. Les agents vérifient le dossier et vous signalent les corrections. Dans la région Analamanga, une fois le dossier validé en ligne, prenez rendez-vous pour le déposer au guichet unique de l’EDBM ; ailleurs, adressez-vous à l’antenne régionale de l’EDBM.',
        place: 'edbm-guichet-unique-antananarivo',
      },
      {
        title: 'Payer les droits',
        detail: 'Une fois le dossier validé, payez les droits d’enregistrement, la carte statistique, le RCS et l’acompte d’impôt. Gardez tous les reçus.',
      },
      {
        title: 'Récupérer vos documents officiels',
        detail: 'Vous recevez la carte d’identification fiscale (NIF), la carte statistique et l’extrait du registre du commerce (RCS). Votre entreprise est alors légalement créée.',
      },
      {
        title: 'Accomplir les formalités suivantes',
        detail: 'Si vous embauchez, affiliez l’entreprise à la CNaPS et déclarez vos salariés. Déclarez et payez ensuite vos impôts aux échéances.',
      },
    ],
    mg: [
      {
        title: 'Fidio ny endriky ny orinasanao',
        detail: 'Orinasa tsy miankina amin’olon-tokana raha miasa irery ianao ka tsy manasaraka ny fanananao, SARLU raha irery nefa te hametra ny andraikitrao, SARL raha roa na mihoatra ny mpikambana. Ho an’ny SARL, malalaka ny habetsaky ny renivola. Hamarino koa raha asa voafehy ara-dalàna ny anao : mety hangatahana taratasy fanampiny.',
        unsure: 'isan’ny mpikambana farafahakeliny ao amin’ny SARL hamarinina any amin’ny EDBM',
      },
      {
        title: 'Soraty ny sata ary angony ny antontan-taratasy',
        detail: 'Ao amin’ny sata no misy ny anaran’ny orinasa, ny tanjony, ny foibeny, ny renivola ary ny mpikambana. Misy modely azo alaina ao amin’ny EDBM sy ao amin’ny Orinasa.',
      },
      {
        title: 'Apetraho ny antontan-taratasy',
        detail: 'Mamorona kaonty manokana ao amin’ny orinasa.edbm.mg ary ampidiro ao ny antontan-taratasinao voaova ho rakitra nomerika. Hamarinin’ny mpiasa ny antontan-taratasy ary hampahafantarina anao izay tokony hahitsy. Ao amin’ny faritra Analamanga, rehefa voamarina an-tserasera ny antontan-taratasy, mandrafia fotoana hametrahana azy eny amin’ny birao tokana an’ny EDBM ; any amin’ny faritra hafa, manatona ny sampana EDBM isam-paritra.',
        place: 'edbm-guichet-unique-antananarivo',
      },
      {
        title: 'Aloavy ny sarany',
        detail: 'Rehefa voamarina ny antontan-taratasy dia aloavy ny sarany fanoratana, ny karatra statistika, ny RCS ary ny vola mialoha amin’ny hetra. Tehirizo daholo ny tapakila.',
      },
      {
        title: 'Alao ny taratasy ofisialinao',
        detail: 'Omena anao ny karatra famantarana ara-ketra (NIF), ny karatra statistika ary ny kopia amin’ny rejisitry ny varotra (RCS). Voaforona ara-dalàna amin’izay ny orinasanao.',
      },
      {
        title: 'Tanteraho ireo dingana manaraka',
        detail: 'Raha mandray mpiasa ianao dia ampisoraty amin’ny CNaPS ny orinasa ary ambarao ny mpiasa. Ambarao sy aloavy ara-potoana avy eo ny hetranao.',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2003-036 du 30 janvier 2004 sur les sociétés commerciales',
      'Code général des impôts (droits d’enregistrement, impôt sur les revenus, impôt synthétique)',
      'Textes portant création et organisation de l’Economic Development Board of Madagascar (EDBM), guichet unique de l’investissement',
    ],
    mg: [
      'Lalàna laharana faha-2003-036 tamin’ny 30 janoary 2004 momba ny orinasa ara-barotra (sociétés commerciales)',
      'Fehezan-dalàna ankapoben’ny hetra (sarany fanoratana, hetra amin’ny fidiram-bola, hetra tambatra)',
      'Ireo didy nanangana sy nandamina ny Economic Development Board of Madagascar (EDBM), birao tokana ho an’ny fampiasam-bola',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Quelle différence entre une SARL et une SARLU ?',
        answer: 'La SARLU n’a qu’un seul associé ; la SARL en a au moins deux. Dans les deux cas, les associés ne répondent des dettes qu’à hauteur de leurs apports.',
        unsure: 'nombre minimum d’associés de la SARL à confirmer',
      },
      {
        question: 'Puis-je créer mon entreprise sans me déplacer ?',
        answer: 'En partie. La plateforme orinasa.edbm.mg permet de constituer le dossier, de joindre les pièces et de suivre son traitement en ligne, si le siège social est dans la région Analamanga. Le dossier validé est ensuite déposé à l’EDBM sur rendez-vous.',
      },
      {
        question: 'Un étranger peut-il créer une société à Madagascar ?',
        answer: 'Oui. Il fournit son passeport avec un visa adapté ou une carte de résident, et une attestation de filiation. Certaines activités sont réglementées et demandent une autorisation en plus.',
      },
    ],
    mg: [
      {
        question: 'Inona no mampiavaka ny SARL sy ny SARLU ?',
        answer: 'Mpikambana iray ihany no ao amin’ny SARLU ; roa farafahakeliny kosa ao amin’ny SARL. Amin’izy roa, ny mpikambana dia tompon’andraikitra amin’ny trosa hatramin’ny habetsaky ny anjara nampidiriny ihany.',
        unsure: 'isan’ny mpikambana farafahakeliny ao amin’ny SARL mbola hamarinina',
      },
      {
        question: 'Azoko atao ve ny manangana orinasa tsy mila mivezivezy ?',
        answer: 'Ampahany. Ny sehatra orinasa.edbm.mg dia ahafahana manomana ny antontan-taratasy, mampiditra ny taratasy ilaina ary manaraka ny fomba fanao an-tserasera, raha ao amin’ny faritra Analamanga ny foiben’ny orinasa. Apetraka any amin’ny EDBM amin’ny famandrihana fotoana avy eo ny antontan-taratasy voamarina.',
      },
      {
        question: 'Afaka manangana orinasa eto Madagasikara ve ny vahiny ?',
        answer: 'Eny. Manome ny pasipaorony misy visa mifanaraka na karatra mponina izy, ary taratasy fanamarinana ny ray aman-dreny. Misy asa voafehy izay mila fahazoan-dalana fanampiny.',
      },
    ],
  },
  onlineServices: {
    fr: [
      { label: 'Orinasa – création d’entreprise en ligne (EDBM)', url: 'https://orinasa.edbm.mg' },
      { label: 'Site officiel de l’EDBM', url: 'https://edbm.mg' },
    ],
    mg: [
      { label: 'Orinasa – fananganana orinasa an-tserasera (EDBM)', url: 'https://orinasa.edbm.mg' },
      { label: 'Tranonkalan’ny EDBM', url: 'https://edbm.mg' },
    ],
  },
  related: [
    'numero-d-identification-fiscale',
    'carte-statistique',
    'immatriculation-au-registre-du-commerce',
    'affiliation-a-la-cnaps',
  ],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiches « Créer sa société » et « Choisir la forme juridique de votre entreprise », lues dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026, français et malgache). Pièces : statuts, bail commercial, justificatifs du bail (CSJ ou titre, certificat d’existence du local, plan de repérage) et CIN du dirigeant résident repris de Torolalana ; autres pièces (certificat de résidence, acte de mariage, attestation de filiation, casier judiciaire, nombre d’exemplaires des statuts) marquées. Désaccord : Torolalana : pour les sociétés, la démarche se fait exclusivement aux guichets uniques de l’EDBM ; fiche : « là où l’EDBM n’est pas présent, les sociétés se créent aussi au centre fiscal » ; décision : phrase retirée (guide officiel validé par le service). Ajouté (Torolalana) : en Analamanga, validation en ligne puis dépôt sur rendez-vous seulement (étape 3, FAQ, lieu). Désaccord : Torolalana : acompte d’impôt sur les revenus à la création de 100 000, 200 000, 500 000 ou 1 000 000 Ar selon l’activité ; fiche : 100 000 ou 320 000 Ar (fiche EDBM, simulateur de la DGI sur impots.mg) ; décision : les deux indiqués, montant à demander (sources officielles contradictoires). Montants : fiche de procédure EDBM lue sur une copie hébergée par un site tiers (huilesessentiellesmg.com) ; carte statistique 40 000 Ar, RCS 16 000 Ar, PV ou procuration 2 000 Ar à recontrôler sur le simulateur de frais d’Orinasa ; frais de constitution de 10 000 Ar en espèces (2018) non repris. Texte de création de l’EDBM : numéro du décret introuvable. Étape 1 et FAQ : nombre minimum d’associés de la SARL marqué. Terme malgache « orinasa tsy miankina amin’olon-tokana » pour « entreprise individuelle » à valider.',
  },
  sources: [
    { title: 'Torolalana — Créer sa société', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/creer-sa-societe', seen: '2026-11-25', published: '2026-02', supports: ['summary', 'documents', 'whereToApply', 'onlineServices', 'steps', 'faq'] },
    { title: 'Torolalana — Choisir la forme juridique de votre entreprise (huit formes : EI, GIE, SA/SAU, SARL/SARLU, SC, SCS, SDET, SNC)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/choisir-la-forme-juridique-de-votre-entreprise', seen: '2026-11-25', published: '2026-02', supports: ['audience'] },
    { title: 'Torolalana — S’informer sur la fiscalité d’entreprise (acomptes à la création)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/s-informer-sur-la-fiscalite-d-entreprise', seen: '2026-11-25', published: '2026-02', supports: ['cost'] },
    { title: 'Simulateur : impôt sur les revenus (minimum de perception 100 000 ou 320 000 Ar)', publisher: 'Direction générale des impôts (DGI)', kind: 'official', url: 'https://www.impots.mg/fr/simulator', seen: '2026-11-25', supports: ['cost'] },
    { title: 'Créer une SARL (Société à responsabilité limitée) : capital libre', publisher: 'EDBM – Orinasa', kind: 'official', url: 'https://orinasa.edbm.mg/Articles_3', seen: '2026-11-23', published: '2024-05', supports: ['audience', 'steps'] },
    { title: 'Créer une SA (Société anonyme)', publisher: 'EDBM – Orinasa', kind: 'official', url: 'https://orinasa.edbm.mg/Articles_12', seen: '2026-11-23', published: '2021-10', supports: ['audience'] },
    { title: 'Démarche en ligne : foire aux questions', publisher: 'EDBM – Orinasa', kind: 'official', url: 'https://orinasa.edbm.mg/Articles_24', seen: '2026-11-23', published: '2022-01', supports: ['onlineServices', 'faq'] },
    { title: 'Conditions générales d’utilisation (service gratuit)', publisher: 'EDBM – Orinasa', kind: 'official', url: 'https://orinasa.edbm.mg/Articles_17', seen: '2026-11-23', published: '2021-10', supports: ['cost', 'onlineServices'] },
    { title: 'Fiche de procédure « Business registration » de l’EDBM (eRegulations) : frais, pièces, 3 jours ouvrables (copie sur un site tiers)', publisher: 'EDBM (copie non officielle)', kind: 'secondary', seen: '2026-11-23', supports: ['cost', 'processingTime', 'documents'] },
    { title: 'Création d’entreprises : l’EDBM enregistre 444 nouvelles sociétés en trois mois', publisher: 'Moov', kind: 'press', url: 'https://new.moov.mg/article/91495-creation-dentreprises-ledbm-enregistre-444-nouvelles-societes-en-trois-mois', seen: '2026-11-23', published: '2024-10-23', supports: ['summary'] },
    { title: 'EDBM : 433 entreprises au quatrième trimestre 2024, délai de 1,8 jour', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202502030390.html', seen: '2026-11-23', published: '2025-02', supports: ['processingTime'] },
    { title: 'La réduction du délai moyen de création d’entreprise à un jour parmi les challenges de l’EDBM', publisher: '2424.mg', kind: 'press', url: 'https://2424.mg/la-reduction-du-delai-moyen-de-creation-dentreprise-a-un-jour-parmi-les-challenges-de-ledbm-pour-cette-annee/', seen: '2026-11-23', published: '2023-04-10', supports: ['processingTime'] },
    { title: 'EDBM : l’antenne de Toliara', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202511050386.html', seen: '2026-11-23', published: '2025-11-05', supports: ['processingTime'] },
    { title: 'EDBM : 1 343 entreprises créées en 2017 (frais de constitution payés en espèces)', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/edbm-1-343-entreprises-creees-en-2017', seen: '2026-11-23', published: '2018-01', supports: ['cost'] },
    { title: 'Registration of a company in Madagascar : frais payables en espèces au front office de l’EDBM', publisher: 'Women Connect', kind: 'secondary', url: 'https://www.womenconnect.org/web/madagascar/business-registration/-/asset_publisher/IPumUgm1YMZF/content/le-frais-payable-en-especes-aupres-du-front-office-edbm-', seen: '2026-11-23', supports: ['cost'] },
    { title: 'Créer une entreprise à Madagascar (formes juridiques, loi n° 2003-036)', publisher: 'Africarrières', kind: 'secondary', url: 'https://africarrieres.com/madagascar/fr/guide/employeur-entreprise/creer-entreprise', seen: '2026-11-23', supports: ['audience', 'legalReferences'] },
    { title: 'Formalisation (pièces et frais)', publisher: 'CARA', kind: 'secondary', url: 'http://cara.mg/formalisation.php', seen: '2026-11-23', supports: ['cost', 'documents'] },
    { title: 'Liste des documents requis par l’EDBM pour la création de société à Madagascar', publisher: 'Entrepreneuriat.mg', kind: 'secondary', url: 'https://www.entrepreneuriat.mg/liste-des-documents-requis-par-edbm-pour-la-creation-de-societe-a-madagascar/', seen: '2026-11-23', supports: ['documents'] },
  ],
}

export default service

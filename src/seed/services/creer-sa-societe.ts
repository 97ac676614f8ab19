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
    mg: 'Ity torolalana ity dia manazava aminao ny fomba hananganana ara-dalàna ny orinasanao eto Madagasikara. Ao amin’ny birao tokana (guichet unique) an’ny EDBM no anaovana ny orinasa miendrika société (SARL, SARLU, SA) ; ao amin’ny ivon-ketra kosa no anambarana ny orinasa tsy miankina amin’olon-tokana (entreprise individuelle).',
  },
  audience: {
    fr: 'Toute personne, malgache ou étrangère, qui veut exercer une activité commerciale, artisanale ou de services de manière légale : créateurs de SARL ou SARLU, entrepreneurs individuels, investisseurs.',
    mg: 'Izay rehetra, Malagasy na vahiny, te hanao asa ara-barotra, asa tanana na tolotra ara-dalàna : ireo manangana SARL na SARLU, ireo mpandraharaha tsy miankina, ireo mpampiasa vola.',
  },
  documents: {
    fr: [
      'Statuts de la société en 2 exemplaires, paraphés à chaque page et signés à la dernière page par tous les associés (pour une entreprise individuelle, pas de statuts)',
      'Copie de la CIN de chaque gérant et associé (passeport et visa long séjour ou carte de résident pour les étrangers)',
      'Certificat de résidence du ou des gérants (moins de 3 mois)',
      'Justificatif du siège : contrat de bail enregistré, titre de propriété ou attestation de domiciliation (à défaut, une facture JIRAMA ou un avis d’imposition du local), avec un plan de repérage visé par le chef fokontany',
      'Acte de mariage (moins de 3 mois) si le gérant est marié, et attestation de filiation pour un gérant étranger',
      'Déclaration sur l’honneur de non-condamnation ou casier judiciaire du gérant, selon les exigences de l’EDBM',
      'Formulaires de constitution de l’EDBM, remplis en ligne sur Orinasa ou au guichet',
    ],
    mg: [
      'Satan’ny orinasa 2 kopia, misy paraf isaky ny pejy ary nosoniavin’ny mpikambana rehetra eo amin’ny pejy farany (tsy ilaina ho an’ny orinasa tsy miankina amin’olon-tokana)',
      'Kopian’ny CIN an’ny mpitantana sy ny mpikambana tsirairay (pasipaoro sy visa maharitra na karatra mponina ho an’ny vahiny)',
      'Taratasy fanamarinana fonenana an’ny mpitantana (tsy mihoatra ny 3 volana)',
      'Porofon’ny foibem-pandraharahana : fifanarahana fanofana voasoratra ara-dalàna, taratasy fananana na fanamarinana fonenan’ny orinasa (raha tsy misy, faktiora JIRAMA na taratasy fandoavan-ketra momba ilay trano), miaraka amin’ny sarintany fitadiavana toerana nosoniavin’ny filohan’ny fokontany',
      'Kopia nadika amin’ny bokim-panambadiana (tsy mihoatra ny 3 volana) raha manambady ny mpitantana, ary taratasy fanamarinana ny ray aman-dreny raha vahiny ny mpitantana',
      'Fanambarana ara-boninahitra fa tsy voaheloka na kopia amin’ny firaketana heloka bevava an’ny mpitantana, araka izay takian’ny EDBM',
      'Ireo taratasy fangatahana fananganana an’ny EDBM, fenoina amin’ny alalan’ny Orinasa an-tserasera na eny amin’ny birao',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Le montant dépend de la forme et du capital. D’après la fiche de procédure de l’EDBM : droits d’enregistrement des statuts 0,5 % du capital (minimum 10 000 Ar), enregistrement du bail 2 % du total des loyers (minimum 10 000 Ar), procès-verbal ou procuration 2 000 Ar, immatriculation au RCS 16 000 Ar, carte statistique 40 000 Ar, plus un acompte d’impôt payé à la création, calculé sur le minimum de perception (impôt sur les revenus : 100 000 ou 320 000 Ar selon l’activité ; impôt synthétique : de 16 000 à 150 000 Ar selon l’activité). L’utilisation de l’EDBM et d’Orinasa est gratuite. Vérifiez les montants à jour avec le simulateur de frais d’Orinasa.',
      mg: 'Miankina amin’ny endriky ny orinasa sy ny renivola ny sarany. Araka ny taratasy mamaritra ny dingana ao amin’ny EDBM : sarany fanoratana ny sata 0,5 % amin’ny renivola (farafahakeliny 10 000 Ar), fanoratana ny fifanarahana fanofana 2 % amin’ny totalin’ny hofan-trano (farafahakeliny 10 000 Ar), fitanana an-tsoratra na fanomezan-dàlana 2 000 Ar, fisoratana ao amin’ny RCS 16 000 Ar, karatra statistika 40 000 Ar, ary vola mialoha amin’ny hetra aloa amin’ny fananganana, kajiana araka ny hetra farafahakeliny (hetra amin’ny fidiram-bola : 100 000 na 320 000 Ar arakaraka ny asa ; hetra tambatra : 16 000 ka hatramin’ny 150 000 Ar arakaraka ny asa). Maimaim-poana ny fampiasana ny EDBM sy Orinasa. Hamarino amin’ny « simulateur de frais » an’ny Orinasa ny sarany farany.',
    },
  },
  processingTime: {
    fr: 'En moyenne moins de 48 heures à Antananarivo (1,8 jour fin 2024 selon l’EDBM) une fois le dossier complet déposé (plateforme Orinasa) ; la fiche de procédure indique 3 jours ouvrables. Dans les antennes régionales (par exemple Toliara), le délai est plus long car Orinasa n’y est pas encore pleinement opérationnel.',
    mg: 'Latsaky ny 48 ora eo ho eo eto Antananarivo (1,8 andro tamin’ny faran’ny taona 2024 araka ny EDBM) rehefa voapetraka ny antontan-taratasy feno (sehatra Orinasa) ; 3 andro fiasana no voalaza ao amin’ny taratasy mamaritra ny dingana. Any amin’ny sampana isam-paritra (ohatra Toliara) dia ela kokoa satria mbola tsy miasa tanteraka any ny Orinasa.',
  },
  whereToApply: {
    fr: 'Société (SARL, SARLU, SA) : guichet unique de l’EDBM (immeuble EDBM, avenue Général Ramanantsoa, Antaninarenina, Antananarivo), ou en ligne sur orinasa.edbm.mg ; antennes régionales de l’EDBM. Entreprise individuelle : centre fiscal de votre lieu d’activité, puis INSTAT et greffe du tribunal. Là où l’EDBM n’est pas présent, les sociétés se créent aussi au centre fiscal.',
    mg: 'Société (SARL, SARLU, SA) : birao tokana an’ny EDBM (trano EDBM, lalana Général Ramanantsoa, Antaninarenina, Antananarivo), na an-tserasera ao amin’ny orinasa.edbm.mg ; ireo sampana EDBM any amin’ny faritra. Orinasa tsy miankina amin’olon-tokana : ivon-ketra amin’ny toerana iasanao, avy eo INSTAT sy ny biraon’ny mpitan-tsoratry ny fitsarana. Any amin’izay tsy misy EDBM dia any amin’ny ivon-ketra ihany koa no anangana société.',
  },
  steps: {
    fr: [
      {
        title: 'Choisir la forme de votre entreprise',
        detail: 'Entreprise individuelle si vous travaillez seul sans séparer vos biens, SARLU si vous êtes seul mais voulez limiter votre responsabilité, SARL à partir de deux associés. Pour une SARL, le montant du capital est libre.',
      },
      {
        title: 'Rédiger les statuts et réunir les pièces',
        detail: 'Les statuts indiquent la dénomination, l’objet, le siège, le capital et les associés. Des modèles sont disponibles auprès de l’EDBM et sur Orinasa.',
      },
      {
        title: 'Déposer le dossier',
        detail: 'Créez votre espace personnel sur orinasa.edbm.mg et joignez vos pièces, ou déposez le dossier au guichet de l’EDBM. Les agents vérifient le dossier et vous signalent les corrections.',
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
        detail: 'Orinasa tsy miankina amin’olon-tokana raha miasa irery ianao ka tsy manasaraka ny fanananao, SARLU raha irery nefa te hametra ny andraikitrao, SARL raha roa na mihoatra ny mpikambana. Ho an’ny SARL, malalaka ny habetsaky ny renivola.',
      },
      {
        title: 'Soraty ny sata ary angony ny antontan-taratasy',
        detail: 'Ao amin’ny sata no misy ny anaran’ny orinasa, ny tanjony, ny foibeny, ny renivola ary ny mpikambana. Misy modely azo alaina ao amin’ny EDBM sy ao amin’ny Orinasa.',
      },
      {
        title: 'Apetraho ny antontan-taratasy',
        detail: 'Mamorona kaonty manokana ao amin’ny orinasa.edbm.mg ary ampidiro ao ny antontan-taratasinao, na apetraho any amin’ny biraon’ny EDBM. Hamarinin’ny mpiasa ny antontan-taratasy ary hampahafantarina anao izay tokony hahitsy.',
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
      },
      {
        question: 'Puis-je créer mon entreprise sans me déplacer ?',
        answer: 'Oui, en grande partie. La plateforme orinasa.edbm.mg permet de constituer le dossier, de joindre les pièces et de suivre son traitement en ligne. Vous devrez parfois passer à l’EDBM pour le retrait ou le paiement.',
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
      },
      {
        question: 'Azoko atao ve ny manangana orinasa tsy mila mivezivezy ?',
        answer: 'Eny, amin’ny ankapobeny. Ny sehatra orinasa.edbm.mg dia ahafahana manomana ny antontan-taratasy, mampiditra ny taratasy ilaina ary manaraka ny fikarakarana an-tserasera. Indraindray anefa mila mankany amin’ny EDBM ianao mba haka taratasy na handoa vola.',
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
  lastReviewed: '2026-11-23',
  verifiedAt: '2026-11-23',
  unconfirmed: ['cost', 'documents', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Montants : repris de la fiche de procédure EDBM « Business registration », lue sur une copie hébergée par un site tiers (huilesessentiellesmg.com) ; carte statistique 40 000 Ar, RCS 16 000 Ar, PV/procuration 2 000 Ar et minimums d’acompte d’impôt (IR 100 000 / 320 000 Ar, impôt synthétique 16 000 à 150 000 Ar ; tableau à deux colonnes ambigu) à recontrôler sur le simulateur de frais d’Orinasa ; frais de constitution de 10 000 Ar en espèces (2018) non repris. Pièces non confirmées : certificat de résidence du gérant, acte de mariage et attestation de filiation, casier judiciaire ou déclaration de non-condamnation. Texte de création de l’EDBM (établissement public à caractère industriel et commercial) : numéro du décret introuvable. Nombre minimum d’associés de la SARL (« au moins deux », étape 1 et FAQ) et capital minimum de la SARLU non confirmés. Terme malgache « orinasa tsy miankina amin’olon-tokana » pour « entreprise individuelle » à valider.',
  },
  sources: [
    { title: 'Créer une SARL (Société à responsabilité limitée) : capital libre', publisher: 'EDBM – Orinasa', kind: 'official', url: 'https://orinasa.edbm.mg/Articles_3', seen: '2026-11-23', published: '2024-05' },
    { title: 'Créer une SA (Société anonyme)', publisher: 'EDBM – Orinasa', kind: 'official', url: 'https://orinasa.edbm.mg/Articles_12', seen: '2026-11-23', published: '2021-10' },
    { title: 'Démarche en ligne : foire aux questions', publisher: 'EDBM – Orinasa', kind: 'official', url: 'https://orinasa.edbm.mg/Articles_24', seen: '2026-11-23', published: '2022-01' },
    { title: 'Conditions générales d’utilisation (service gratuit)', publisher: 'EDBM – Orinasa', kind: 'official', url: 'https://orinasa.edbm.mg/Articles_17', seen: '2026-11-23', published: '2021-10' },
    { title: 'Fiche de procédure « Business registration » de l’EDBM (eRegulations) : frais, pièces, 3 jours ouvrables (copie sur un site tiers)', publisher: 'EDBM (copie non officielle)', kind: 'secondary', seen: '2026-11-23' },
    { title: 'Création d’entreprises : l’EDBM enregistre 444 nouvelles sociétés en trois mois', publisher: 'Moov', kind: 'press', url: 'https://new.moov.mg/article/91495-creation-dentreprises-ledbm-enregistre-444-nouvelles-societes-en-trois-mois', seen: '2026-11-23', published: '2024-10-23' },
    { title: 'EDBM : 433 entreprises au quatrième trimestre 2024, délai de 1,8 jour', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202502030390.html', seen: '2026-11-23', published: '2025-02' },
    { title: 'La réduction du délai moyen de création d’entreprise à un jour parmi les challenges de l’EDBM', publisher: '2424.mg', kind: 'press', url: 'https://2424.mg/la-reduction-du-delai-moyen-de-creation-dentreprise-a-un-jour-parmi-les-challenges-de-ledbm-pour-cette-annee/', seen: '2026-11-23', published: '2023-04-10' },
    { title: 'EDBM : l’antenne de Toliara', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202511050386.html', seen: '2026-11-23', published: '2025-11-05' },
    { title: 'EDBM : 1 343 entreprises créées en 2017 (frais de constitution payés en espèces)', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/edbm-1-343-entreprises-creees-en-2017', seen: '2026-11-23', published: '2018-01' },
    { title: 'Registration of a company in Madagascar : frais payables en espèces au front office de l’EDBM', publisher: 'Women Connect', kind: 'secondary', url: 'https://www.womenconnect.org/web/madagascar/business-registration/-/asset_publisher/IPumUgm1YMZF/content/le-frais-payable-en-especes-aupres-du-front-office-edbm-', seen: '2026-11-23' },
    { title: 'Créer une entreprise à Madagascar (formes juridiques, loi n° 2003-036)', publisher: 'Africarrières', kind: 'secondary', url: 'https://africarrieres.com/madagascar/fr/guide/employeur-entreprise/creer-entreprise', seen: '2026-11-23' },
    { title: 'Formalisation (pièces et frais)', publisher: 'CARA', kind: 'secondary', url: 'http://cara.mg/formalisation.php', seen: '2026-11-23' },
    { title: 'Liste des documents requis par l’EDBM pour la création de société à Madagascar', publisher: 'Entrepreneuriat.mg', kind: 'secondary', url: 'https://www.entrepreneuriat.mg/liste-des-documents-requis-par-edbm-pour-la-creation-de-societe-a-madagascar/', seen: '2026-11-23' },
  ],
}

export default service

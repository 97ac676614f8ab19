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
      'Statuts de la société, signés et paraphés à chaque page (plusieurs exemplaires ; pour une entreprise individuelle, pas de statuts)',
      'Copie de la CIN de chaque gérant et associé (passeport et visa long séjour ou carte de résident pour les étrangers)',
      'Certificat de résidence du ou des gérants (moins de 3 mois)',
      'Justificatif du siège : contrat de bail enregistré, titre de propriété ou attestation de domiciliation, avec un plan de repérage visé par le chef fokontany',
      'Acte de mariage (moins de 3 mois) si le gérant est marié, et attestation de filiation pour un gérant étranger',
      'Déclaration sur l’honneur de non-condamnation ou casier judiciaire du gérant, selon les exigences de l’EDBM',
      'Formulaires de constitution de l’EDBM, remplis en ligne sur Orinasa ou au guichet',
    ],
    mg: [
      'Satan’ny orinasa, voasonia sy misy paraf isaky ny pejy (kopia maromaro ; tsy ilaina ho an’ny orinasa tsy miankina amin’olon-tokana)',
      'Kopian’ny CIN an’ny mpitantana sy ny mpikambana tsirairay (pasipaoro sy visa maharitra na karatra mponina ho an’ny vahiny)',
      'Taratasy fanamarinana fonenana an’ny mpitantana (tsy mihoatra ny 3 volana)',
      'Porofon’ny foibem-pandraharahana : fifanarahana fanofana voasoratra ara-dalàna, taratasy fananana na fanamarinana fonenan’ny orinasa, miaraka amin’ny sarintany fitadiavana toerana nosoniavin’ny filohan’ny fokontany',
      'Kopia nadika amin’ny bokim-panambadiana (tsy mihoatra ny 3 volana) raha manambady ny mpitantana, ary taratasy fanamarinana ny ray aman-dreny raha vahiny ny mpitantana',
      'Fanambarana ara-boninahitra fa tsy voaheloka na kopia amin’ny firaketana heloka bevava an’ny mpitantana, araka izay takian’ny EDBM',
      'Ireo taratasy fangatahana fananganana an’ny EDBM, fenoina amin’ny alalan’ny Orinasa an-tserasera na eny amin’ny birao',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Le montant dépend de la forme et du capital. À titre indicatif : droits d’enregistrement des statuts de 0,5 % du capital (minimum 10 000 Ar), carte statistique d’environ 20 000 Ar, immatriculation au RCS d’environ 8 000 à 12 000 Ar, plus un acompte d’impôt (IR ou impôt synthétique) payé à la création. Si vous louez un local, l’enregistrement du bail coûte 2 % du total des loyers. L’accompagnement de l’EDBM est gratuit. Vérifiez le montant exact avec le simulateur de frais d’Orinasa.',
      mg: 'Miankina amin’ny endriky ny orinasa sy ny renivola ny sarany. Ohatra fotsiny : sarany fanoratana ny sata 0,5 % amin’ny renivola (farafahakeliny 10 000 Ar), karatra statistika eo amin’ny 20 000 Ar eo ho eo, fisoratana amin’ny RCS eo amin’ny 8 000 ka hatramin’ny 12 000 Ar, ary koa vola mialoha amin’ny hetra (IR na hetra tambatra) aloa amin’ny fananganana. Raha manofa trano fiasana ianao, 2 % amin’ny totalin’ny hofan-trano ny sarany fanoratana ny fifanarahana. Maimaim-poana ny fanampiana omen’ny EDBM. Hamarino amin’ny « simulateur de frais » ao amin’ny Orinasa ny tena sarany.',
    },
  },
  processingTime: {
    fr: 'Environ 2 à 3 jours ouvrables après le dépôt d’un dossier complet à l’EDBM d’Antananarivo (plateforme Orinasa). Le délai peut être plus long dans les antennes régionales.',
    mg: 'Eo amin’ny 2 ka hatramin’ny 3 andro fiasana eo ho eo aorian’ny fametrahana antontan-taratasy feno ao amin’ny EDBM Antananarivo (sehatra Orinasa). Mety ho ela kokoa any amin’ireo sampana any amin’ny faritra.',
  },
  whereToApply: {
    fr: 'Société (SARL, SARLU, SA) : guichet unique de l’EDBM, Antaninarenina, Antananarivo, ou en ligne sur orinasa.edbm.mg ; antennes régionales de l’EDBM. Entreprise individuelle : centre fiscal de votre lieu d’activité, puis INSTAT et greffe du tribunal. Là où l’EDBM n’est pas présent, les sociétés se créent aussi au centre fiscal.',
    mg: 'Société (SARL, SARLU, SA) : birao tokana an’ny EDBM, Antaninarenina, Antananarivo, na an-tserasera ao amin’ny orinasa.edbm.mg ; ireo sampana EDBM any amin’ny faritra. Orinasa tsy miankina amin’olon-tokana : ivon-ketra amin’ny toerana iasanao, avy eo INSTAT sy ny biraon’ny mpitan-tsoratry ny fitsarana. Any amin’izay tsy misy EDBM dia any amin’ny ivon-ketra ihany koa no anangana société.',
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
  lastReviewed: '2026-11-21',
  review: {
    status: 'toVerify',
    notes:
      'Montants à confirmer auprès de l’EDBM (simulateur Orinasa) : droits d’enregistrement 0,5 % du capital (min. 10 000 Ar), carte statistique (20 000 ou 22 000 Ar ?), RCS (8 000 ou 12 000 Ar ?), montant minimum de l’acompte d’impôt. Délai actuel (48 h à 3 jours ?) et liste exacte des pièces (casier judiciaire ou déclaration de non-condamnation ?). Capital minimum de la SARLU à confirmer. Référence exacte du décret de création de l’EDBM à ajouter. Terme malgache « orinasa tsy miankina amin’olon-tokana » pour « entreprise individuelle » à valider.',
  },
  sources: [
    { title: 'Orinasa (EDBM) – Créer une SARL', url: 'https://orinasa.edbm.mg/Articles_3' },
    { title: 'Orinasa (EDBM) – Démarche en ligne : foire aux questions', url: 'https://orinasa.edbm.mg/Articles_24' },
    {
      title: 'Women Connect – Registration of a company in Madagascar (frais EDBM)',
      url: 'https://www.womenconnect.org/web/madagascar/business-registration/-/asset_publisher/IPumUgm1YMZF/content/le-frais-payable-en-especes-aupres-du-front-office-edbm-?_com_liferay_asset_publisher_web_portlet_AssetPublisherPortlet_INSTANCE_IPumUgm1YMZF_redirect=https%3A%2F%2Fwww.womenconnect.org%2Fweb%2Fmadagascar%2Fbusiness-registration%3Fp_p_id%3Dcom_liferay_asset_publisher_web_portlet_AssetPublisherPortlet_INSTANCE_IPumUgm1YMZF%26p_p_lifecycle%3D0%26p_p_state%3Dnormal%26p_p_mode%3Dview%26_com_liferay_asset_publisher_web_portlet_AssetPublisherPortlet_INSTANCE_IPumUgm1YMZF_cur%3D0%26p_r_p_resetCur%3Dfalse%26_com_liferay_asset_publisher_web_portlet_AssetPublisherPortlet_INSTANCE_IPumUgm1YMZF_assetEntryId%3D459374',
    },
    { title: 'CARA – Formalisation (pièces et frais)', url: 'http://cara.mg/formalisation.php' },
    {
      title: 'Entrepreneuriat.mg – Liste des documents requis par l’EDBM',
      url: 'https://www.entrepreneuriat.mg/liste-des-documents-requis-par-edbm-pour-la-creation-de-societe-a-madagascar/',
    },
    {
      title: '2424.mg – Réduction du délai moyen de création d’entreprise (EDBM)',
      url: 'https://2424.mg/la-reduction-du-delai-moyen-de-creation-dentreprise-a-un-jour-parmi-les-challenges-de-ledbm-pour-cette-annee/',
    },
    { title: 'AllAfrica – EDBM antenne de Toliara (2025)', url: 'https://fr.allafrica.com/stories/202511050386.html' },
  ],
}

export default service

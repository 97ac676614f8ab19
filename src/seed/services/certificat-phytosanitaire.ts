import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'certificat-phytosanitaire',
  category: 'agriculture-et-elevage',
  ministry: 'minae',
  slug: { fr: 'certificat-phytosanitaire', mg: 'fanamarinana-fahasalaman-ny-zava-maniry' },
  title: {
    fr: 'Certificat phytosanitaire (exportation de végétaux)',
    mg: 'Taratasy fanamarinana ny fahasalaman’ny zava-maniry (fanondranana)',
  },
  summary: {
    fr: 'Le certificat phytosanitaire atteste que des plantes ou produits végétaux exportés sont sains et respectent les exigences du pays de destination. Il est délivré par la Direction de la protection des végétaux (DPV) après inspection, de plus en plus sous forme électronique (e-Phyto).',
    mg: 'Ny taratasy fanamarinana ny fahasalaman’ny zava-maniry dia manamarina fa salama ny zava-maniry na vokatra avy amin’ny zava-maniry aondrana ary mifanaraka amin’ny fepetra takian’ny firenena handefasana azy. Ny Foibe misahana ny fiarovana ny zava-maniry (DPV) no manome azy aorian’ny fanaraha-maso, ary miha-atao amin’ny endrika nomerika (e-Phyto) izy.',
  },
  audience: {
    fr: 'Exportateurs de fruits, légumes, épices, vanille, café, cacao, graines, plantes et autres produits végétaux, et toute personne ou entreprise qui exporte ou importe des végétaux.',
    mg: 'Ireo mpanondrana voankazo, legioma, zava-manitra, lavanila, kafe, kakao, voa, zava-maniry ary vokatra hafa avy amin’ny zava-maniry, sy ny olona na orinasa rehetra manondrana na manafatra zava-maniry.',
  },
  documents: {
    fr: [
      'Demande de certificat phytosanitaire (formulaire de la DPV ou demande en ligne e-Phyto)',
      'Facture commerciale et liste de colisage de l’envoi',
      'NIF et carte statistique de l’exportateur, et autorisation d’exportation si le produit est réglementé',
      'Exigences phytosanitaires du pays de destination (permis d’importation du pays acheteur, s’il en faut un)',
      'Certificat ou attestation de traitement (fumigation…), si le pays de destination l’exige',
      'Reçu de paiement des frais d’inspection et de certification',
    ],
    mg: [
      'Fangatahana taratasy fanamarinana ny fahasalaman’ny zava-maniry (taratasy avy amin’ny DPV na fangatahana an-tserasera e-Phyto)',
      'Faktiora ara-barotra sy lisitry ny entana (liste de colisage)',
      'NIF sy karatra statistikan’ny mpanondrana, ary fahazoan-dalana hanondrana raha vokatra voafehy',
      'Fepetra ara-pahasalaman’ny zava-maniry takian’ny firenena handefasana (fahazoan-dalana hanafatra avy amin’ny firenena mividy, raha ilaina)',
      'Taratasy fanamarinana ny fikarakarana (fumigation…), raha takian’ny firenena handefasana',
      'Tapakila fandoavana ny saran’ny fanaraha-maso sy ny fanamarinana',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Des frais d’inspection et de délivrance sont perçus par la DPV ; ils dépendent du produit et de la quantité. Les éventuels traitements (fumigation) sont à votre charge. Demandez le barème en vigueur à la DPV avant votre envoi.',
      mg: 'Misy saran’ny fanaraha-maso sy ny fanomezana alain’ny DPV ; miankina amin’ny vokatra sy ny habetsahany izany. Anjaranao ny saran’ny fikarakarana mety ilaina (fumigation). Angataho amin’ny DPV ny lisitry ny sarany manan-kery alohan’ny handefasanao.',
    },
  },
  processingTime: {
    fr: 'Selon un portail d’information de la filière, les certificats sanitaires et phytosanitaires ne prennent pas plus de 10 jours ouvrés ; un certificat sur papier peut demander plusieurs jours. Déposez votre demande suffisamment tôt avant la date d’expédition, surtout si un traitement est exigé.',
    mg: 'Araka ny vavahadin-tserasera iray manome vaovao momba ny sehatra, tsy mihoatra ny 10 andro fiasana ny fanomezana ny taratasy fanamarinana ara-pahasalamana sy ny fahasalaman’ny zava-maniry ; mety haharitra andro maromaro ny taratasy fanamarinana tsy nomerika. Apetraho aloha be ny fangatahanao alohan’ny daty handefasana, indrindra raha misy fikarakarana takiana.',
  },
  whereToApply: {
    fr: 'Direction de la protection des végétaux (DPV) du ministère de l’Agriculture et de l’Élevage, à Antananarivo. Demandez à la DPV si vous pouvez aussi vous adresser à un poste d’inspection d’un port ou d’un aéroport (Ivato, Toamasina…) ou au service régional de l’agriculture.',
    mg: 'Foibe misahana ny fiarovana ny zava-maniry (DPV) ao amin’ny Ministeran’ny Fambolena sy ny Fiompiana, eto Antananarivo. Anontanio ny DPV raha azonao atao koa ny mankany amin’ny toeram-panaraha-maso eny amin’ny seranan-tsambo na seranam-piaramanidina (Ivato, Toamasina…) na amin’ny sampan-draharahan’ny fambolena isam-paritra.',
  },
  steps: {
    fr: [
      {
        title: 'Connaître les exigences du pays de destination',
        detail: 'Demandez à votre acheteur ou aux autorités du pays de destination les conditions phytosanitaires (organismes interdits, traitements, mentions à porter sur le certificat).',
      },
      {
        title: 'Déposer la demande',
        detail: 'Déposez votre demande à la DPV ou en ligne via le système e-Phyto, avec les documents commerciaux de l’envoi.',
        unsure: 'Demande en ligne par l’exportateur : non confirmée (le système e-Phyto sert aux échanges de certificats entre États).',
      },
      {
        title: 'Faire inspecter les produits',
        detail: 'Un inspecteur phytosanitaire contrôle la marchandise avant l’emballage final ou au point de sortie. Il peut prélever des échantillons.',
      },
      {
        title: 'Effectuer les traitements demandés',
        detail: 'Si le pays de destination l’exige ou si un organisme nuisible est trouvé, faites effectuer le traitement par un prestataire agréé et gardez l’attestation.',
      },
      {
        title: 'Payer et recevoir le certificat',
        detail: 'Payez les frais et recevez le certificat, sur papier ou en électronique. Il accompagne l’envoi et est présenté à la douane.',
      },
    ],
    mg: [
      {
        title: 'Fantaro ny fepetra takian’ny firenena handefasana',
        detail: 'Anontanio ny mpividy na ny manam-pahefana ao amin’ny firenena handefasana ny fepetra ara-pahasalaman’ny zava-maniry (bibikely voarara, fikarakarana, fanamarihana tsy maintsy hita ao amin’ny taratasy).',
      },
      {
        title: 'Apetraho ny fangatahana',
        detail: 'Apetraho any amin’ny DPV na an-tserasera amin’ny alalan’ny e-Phyto ny fangatahanao, miaraka amin’ny taratasy ara-barotra momba ny entana.',
        unsure: 'Tsy voamarina fa afaka mangataka an-tserasera ny mpanondrana (ny e-Phyto dia ampiasaina hifanakalozan’ny fanjakana ny taratasy fanamarinana).',
      },
      {
        title: 'Ampanaraho-maso ny vokatra',
        detail: 'Manara-maso ny entana ny mpanara-maso ny fahasalaman’ny zava-maniry alohan’ny fonosana farany na eo amin’ny toerana ivoahana. Mety haka santionany izy.',
      },
      {
        title: 'Ataovy ny fikarakarana angatahina',
        detail: 'Raha takian’ny firenena handefasana na raha misy bibikely manimba hita, ampanaovy amin’ny mpanome tolotra nahazo alalana ny fikarakarana ary tehirizo ny taratasy fanamarinana.',
      },
      {
        title: 'Aloavy ny sarany ary raiso ny taratasy',
        detail: 'Aloavy ny sarany ary raiso ny taratasy fanamarinana, amin’ny taratasy na nomerika. Miaraka amin’ny entana izy ary aseho amin’ny ladoany.',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Ordonnance n° 86-013 du 17 septembre 1986 relative à la législation phytosanitaire à Madagascar, ratifiée par la loi n° 86-017 du 3 novembre 1986, et décret n° 86-310 du 23 septembre 1986 pris pour son application',
      'Convention internationale pour la protection des végétaux (CIPV), à laquelle Madagascar a adhéré le 24 mai 2006',
      'Arrêté instituant la certification phytosanitaire électronique (e-Phyto) à Madagascar, notifié à l’OMC ; projet lancé le 18 mars 2021',
    ],
    mg: [
      'Hitsivolana laharana faha-86-013 tamin’ny 17 septambra 1986 momba ny lalàna mifehy ny fahasalaman’ny zava-maniry eto Madagasikara, nankatoavin’ny lalàna laharana faha-86-017 tamin’ny 3 novambra 1986, sy ny didim-panjakana laharana faha-86-310 tamin’ny 23 septambra 1986 mampihatra azy',
      'Fifanarahana iraisam-pirenena momba ny fiarovana ny zava-maniry (CIPV), izay nidiran’i Madagasikara ho mpikambana tamin’ny 24 mey 2006',
      'Didim-pitondrana mametraka ny fanamarinana nomerika ny fahasalaman’ny zava-maniry (e-Phyto) eto Madagasikara, nampahafantarina ny OMC ; natomboka ny 18 martsa 2021 ny tetikasa',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Qu’est-ce que l’e-Phyto ?',
        answer: 'C’est le certificat phytosanitaire électronique. Il est échangé directement entre les autorités des deux pays, ce qui réduit les délais et les risques de fraude.',
      },
      {
        question: 'Puis-je emporter des plantes ou des fruits dans mes bagages ?',
        answer: 'Beaucoup de pays exigent un certificat phytosanitaire même pour de petites quantités. Renseignez-vous avant le départ auprès de la DPV et des autorités du pays d’arrivée.',
      },
      {
        question: 'Et pour importer des végétaux à Madagascar ?',
        answer: 'L’importation est soumise à un permis d’importation délivré par la DPV. Les produits sans permis peuvent être détruits à l’arrivée.',
        unsure: 'Permis d’importation des végétaux et destruction des produits sans permis : non confirmés.',
      },
    ],
    mg: [
      {
        question: 'Inona no atao hoe e-Phyto ?',
        answer: 'Izy no taratasy fanamarinana nomerika ny fahasalaman’ny zava-maniry. Mifanakalo mivantana azy ny manam-pahefana ao amin’ny firenena roa tonta, ka mampihena ny fotoana sy ny mety hisian’ny hosoka.',
      },
      {
        question: 'Azoko entina ao anaty entako ve ny zava-maniry na voankazo ?',
        answer: 'Firenena maro no mitaky taratasy fanamarinana ny fahasalaman’ny zava-maniry na dia kely aza ny habetsahany. Manontania any amin’ny DPV sy ny manam-pahefana ao amin’ny firenena alehanao alohan’ny hiaingana.',
      },
      {
        question: 'Ary raha hanafatra zava-maniry eto Madagasikara ?',
        answer: 'Mila fahazoan-dalana hanafatra omen’ny DPV ny fanafarana. Mety horavana eo am-pidirana ny vokatra tsy misy fahazoan-dalana.',
        unsure: 'Tsy voamarina ny fahazoan-dalana hanafatra zava-maniry sy ny fandravana ny vokatra tsy misy fahazoan-dalana.',
      },
    ],
  },
  youReceive: {
    fr: 'Le certificat phytosanitaire délivré par la Direction de la protection des végétaux, qui accompagne l’envoi jusqu’au pays de destination.',
    mg: 'Ny taratasy fanamarinana ny fahasalaman’ny zava-maniry (certificat phytosanitaire) omen’ny Tale misahana ny fiarovana ny zava-maniry, miaraka amin’ny entana alefa hatrany amin’ny firenena handraisana azy.',
  },
  onlineServices: {
    fr: [{ label: 'Ministère de l’Agriculture et de l’Élevage', url: 'https://www.minae.gov.mg' }],
    mg: [{ label: 'Ministeran’ny Fambolena sy ny Fiompiana', url: 'https://www.minae.gov.mg' }],
  },
  related: ['fiche-individuelle-de-bovide', 'creer-sa-societe', 'numero-d-identification-fiscale'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'documents'],
  review: {
    status: 'toVerify',
    notes: 'Sources reliées phrase par phrase le 2026-11-28 (issue 40, d’après docs/research/issue40/certificat-phytosanitaire.md). Torolalana n’a pas de fiche sur cette démarche. Aucune page officielle de la DPV ou du MINAE sur la procédure : pièces et montant des frais restent marqués à confirmer auprès de la DPV (MINAE), qu’il faudrait appeler ou saisir par écrit. Confirmés : textes de 1986 (visas du décret n° 92-473 et FAOLEX), e-Phyto (page du MINAE, lancement le 18 mars 2021, notification à l’OMC), rôle de la DPV (presse, FAOLEX, Global Alliance for Trade Facilitation). Délai : « quelques jours » remplacé par « pas plus de 10 jours ouvrés » (portail huilesessentiellesmg.org) et « plusieurs jours » pour un certificat papier (Global Alliance). Retiré de « Qui est concerné » : les voyageurs (sans source). Lieu : les postes d’inspection des ports et aéroports et les services régionaux n’ont pas de source : non affichés comme des faits, le texte dit de les demander à la DPV. Loi n° 2005-025 sur la CIPV : relevée autrefois dans un mémoire (chatpfe), non retrouvée ; la ligne cite désormais l’adhésion de Madagascar à la CIPV le 24 mai 2006 (agriculture-biodiversite-oi.org, source secondaire) ; numéro de la loi de ratification à chercher au J.O. Demande en ligne par l’exportateur et permis d’importation : marqués. Numéro de l’arrêté e-Phyto (laissé en blanc dans la notification G/SPS/N/MDG/51) toujours à trouver. Nom malgache de la DPV et du certificat à faire relire.',
  },
  sources: [
    { key: 'minae-ephyto', title: 'Tetikasa e-Phyto : fanamarinana nomerika ny fahasalaman’ny zava-maniry (certificat phytosanitaire numérique, lancé le 18 mars 2021)', publisher: 'Ministère de l’Agriculture et de l’Élevage (MINAE)', kind: 'official', url: 'https://www.minae.gov.mg/tetikasa-e-phyto-fanamarinana-nomerika-ny-fahasalamanny-zava-maniry/', seen: '2026-11-28', published: '2021-03' },
    { key: 'decret-92-473', title: 'Décret n° 92-473 portant réglementation des produits agropharmaceutiques (visas : ordonnance n° 86-013, loi n° 86-017, décret n° 86-310 ; texte, copie du recueil du ministère de l’Agriculture)', publisher: 'République de Madagascar (copie sur manualzilla.com)', kind: 'official', url: 'http://manualzilla.com/doc/6445721/d%C3%A9cret-n%C2%B0-92-473portant-r%C3%A9glementation-des-produits', seen: '2026-11-28', published: '1992' },
    { key: 'ecolex-86-310', title: 'Décret n° 86-310 relatif à l’application de l’ordonnance n° 86-013 relative à la législation phytosanitaire à Madagascar', publisher: 'ECOLEX / FAOLEX', kind: 'secondary', url: 'https://www.ecolex.org/details/legislation/decret-no-86-310-relatif-a-lapplication-de-lordonnance-no-86-013-relative-a-la-legislation-phytosanitaire-a-madagascar-lex-faoc007460/', seen: '2026-11-28', published: '1986-09-23' },
    { key: 'switec-mdg51', title: 'Notification OMC G/SPS/N/MDG/51 : arrêté instituant la certification phytosanitaire électronique à Madagascar', publisher: 'Switec (base de notifications OMC)', kind: 'secondary', url: 'https://www.switec.info/de/notifikationen/detail/?nr=MDG/51&id=74759', seen: '2026-11-28', published: '2022' },
    { key: 'lexpress-midac', title: 'Import-export : la douane dématérialise les procédures (la DPV délivre les certificats phytosanitaires)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpressmada.com/blog/actualites/import-export-la-douane-dematerialise-les-procedures/', seen: '2026-11-28' },
    { key: 'unctad', title: 'La digitalisation de la délivrance des certificats phytosanitaires aux entreprises malgaches (témoignage d’une inspectrice)', publisher: 'CNUCED (UNCTAD), blog de la plateforme de formation', kind: 'secondary', url: 'https://tfelearning.unctad.org/blog/patricia-rajaobelinjatovo', seen: '2026-11-28' },
    { key: 'gatf-ephyto', title: 'Madagascar Conducts Successful ePhyto Exchanges', publisher: 'Global Alliance for Trade Facilitation', kind: 'secondary', url: 'https://www.tradefacilitation.org/article/madagascar-conducts-successful-ephyto-exchanges/', seen: '2026-11-28' },
    { key: 'huiles-essentielles', title: 'Vos questions (procédures d’exportation : certificats SPS)', publisher: 'Portail huilesessentiellesmg.org (filière huiles essentielles)', kind: 'secondary', url: 'https://huilesessentiellesmg.org/index.php?r=site/display&id=5', seen: '2026-11-28' },
    { key: 'abi-cipv', title: 'Madagascar adhère à la Convention Internationale pour la Protection des Végétaux (CIPV)', publisher: 'Agriculture et biodiversité de l’océan Indien (agriculture-biodiversite-oi.org)', kind: 'secondary', url: 'http://agriculture-biodiversite-oi.org/Formation-education/Nouvelles-des-formations/Actualites/Madagascar-adhere-a-la-Convention-Internationale-pour-la-Protection-des-Vegetaux-CIPV', seen: '2026-11-28' },
    { key: 'vanilla-company', title: 'Lois, douanes et réglementations de la vanille à Madagascar', publisher: 'Madagascar Vanilla Company', kind: 'secondary', url: 'https://www.madagascarvanillacompany.com/fr/vanilla-laws-customs-regulations-in-madagascar-fr/', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'lexpress-midac', quote: 'La direction de la protection des végétaux et celle des vétérinaires assurent la délivrance des certificats sanitaires et phytosanitaires à l\'importation et l\'exportation.' },
    { statement: 'summary', source: 'ecolex-86-310', quote: 'Il fixe les missions et l\'organisation du Service de la protection des végétaux et les pouvoirs de police phytosanitaire des agents appartenant à ce Service, ainsi que les modalités d\'exercice du contrôle phytosanitaire à l\'importation et à l\'exportation.' },
    { statement: 'summary', source: 'minae-ephyto', quote: 'Afin de simplifier les importations et les exportations des végétaux et des produits végétaux à Madagascar, le Comité National de Facilitation des Échanges (CNFE) … a lancé le projet e-Phyto' },
    { statement: 'summary', source: 'unctad', quote: 'l\'e-phyto vise à réduire les délais et coûts d\'expédition des végétaux et produits végétaux … il se fonde sur la digitalisation de la délivrance des certificats phytosanitaires aux entreprises' },
    { statement: 'audience', source: 'minae-ephyto', quote: 'Ireo mpisehatra rehetra eo amin\'ny fanondranana sy fanafarana ireo vokatra azo avy amin\'ny zava-maniry no afaka misitraka ny e-Phyto.' },
    { statement: 'audience', source: 'switec-mdg51', quote: '07 - Gemüse, Pflanzen, Wurzeln und Knollen • 09 - Kaffee, Tee, Mate und Gewürze • 12 - Ölsaaten … • 18 - Kakao und Zubereitungen aus Kakao' },
    { statement: 'audience', source: 'switec-mdg51', quote: 'establishes electronic phytosanitary certificates in Madagascar for exports and imports of plants and plant products' },
    { statement: 'audience', source: 'vanilla-company', quote: 'Toute vanille quittant Madagascar doit être accompagnée d\'un certificat phytosanitaire et d\'un formulaire douanier' },
    { statement: 'processingTime', source: 'huiles-essentielles', quote: 'les procédures standard (création d\'entreprise, autorisation d\'exportation, … des certificats d\'Origine, des certificats SPS, des certificats qualité et des CCCO) sont relativement rapides et ne prennent pas plus de 10 jours ouvrés.' },
    { statement: 'processingTime', source: 'gatf-ephyto', quote: 'These paper certificates can take days to obtain and are prone to errors, loss, and counterfeiting.' },
    { statement: 'whereToApply', source: 'lexpress-midac', quote: 'La direction de la protection des végétaux et celle des vétérinaires assurent la délivrance des certificats sanitaires et phytosanitaires à l\'importation et l\'exportation.' },
    { statement: 'whereToApply', source: 'gatf-ephyto', quote: 'supporting the Plant Protection Directorate of the Ministry of Agriculture, Livestock, and Fisheries' },
    { statement: 'steps.1', source: 'switec-mdg51', quote: 'through the implementation of a Generic ePhyto National System (GeNS)' },
    { statement: 'steps.1', source: 'lexpress-midac', quote: 'L\'objectif est la dématérialisation progressive de l\'octroi d\'autorisation, de certificat et/ou d\'attestation aux opérateurs.' },
    { statement: 'legalReferences.0', source: 'decret-92-473', quote: 'Vu l\'ordonnance n°86-013 du 17 septembre 1986 relative à la législation phytosanitaire à Madagascar, ratifiée par la loi n°86-017 du 03 Novembre 1986, Vu le décret n°86-310 du 23 septembre 1986 relatif à l\'application de l\'ordonnance n°86-013 du 17 septembre 1986', where: 'visas' },
    { statement: 'legalReferences.0', source: 'ecolex-86-310', quote: 'Décret nº 86-310 relatif à l\'application de l\'ordonnance nº 86-013 relative à la législation phytosanitaire à Madagascar', where: 'titre' },
    { statement: 'legalReferences.1', source: 'abi-cipv', quote: 'Le 24 mai 2006, Madagascar a adhéré à la Convention Internationale pour la Protection des Végétaux (CIPV).' },
    { statement: 'legalReferences.2', source: 'switec-mdg51', quote: 'Arrêté n° instituant la certification phytosanitaire électronique à Madagascar (Order establishing electronic phytosanitary certificates in Madagascar)' },
    { statement: 'legalReferences.2', source: 'minae-ephyto', quote: 'Ny alakamisy 18 martsa 2021tao amin\'ny hotely Colbert no natomboka tamin\'ny fomba ofisialy ny tetikasa.' },
    { statement: 'faq.0', source: 'minae-ephyto', quote: 'e-Phyto : Certificat phytosanitaire numérique' },
    { statement: 'faq.0', source: 'unctad', quote: 'réduire les fraudes et falsification de certificats' },
    { statement: 'faq.0', source: 'unctad', quote: 'réduire les délais et coûts d\'expédition' },
    { statement: 'faq.0', source: 'gatf-ephyto', quote: 'By linking with the IPPC hub, traders will be able to exchange ePhytos with dozens of participating countries – quickly, accurately and at low cost.' },
    { statement: 'faq.2', source: 'lexpress-midac', quote: 'Avec le système Tradenet, le traitement et l\'émission en ligne des autorisations et permis d\'importation renforce également la sécurisation des données' },
    { statement: 'youReceive', source: 'lexpress-midac', quote: 'La direction de la protection des végétaux et celle des vétérinaires assurent la délivrance des certificats sanitaires et phytosanitaires à l\'importation et l\'exportation.' },
    { statement: 'youReceive', source: 'gatf-ephyto', quote: 'This will replace the current paper-based certification system confirming that agricultural exports and imports are free of pests and disease.' },
    { statement: 'onlineServices.0', source: 'minae-ephyto', quote: 'Tetikasa e-Phyto : fanamarinana nomerika ny fahasalaman\'ny zava-maniry', where: 'titre de la page (site www.minae.gov.mg)' },
  ],
}

export default service

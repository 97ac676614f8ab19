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
    fr: 'Exportateurs de fruits, légumes, épices, vanille, café, cacao, graines, plantes et autres produits végétaux ; voyageurs ou entreprises qui envoient des végétaux à l’étranger.',
    mg: 'Ireo mpanondrana voankazo, legioma, zava-manitra, lavanila, kafe, kakao, voa, zava-maniry ary vokatra hafa avy amin’ny zava-maniry ; ireo mpandeha na orinasa mandefa zava-maniry any ivelany.',
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
    fr: 'En général quelques jours, après inspection des produits. Déposez votre demande suffisamment tôt avant la date d’expédition, surtout si un traitement est exigé.',
    mg: 'Andro vitsivitsy amin’ny ankapobeny, aorian’ny fanaraha-maso ny vokatra. Apetraho aloha be ny fangatahanao alohan’ny daty handefasana, indrindra raha misy fikarakarana takiana.',
  },
  whereToApply: {
    fr: 'Direction de la protection des végétaux (DPV) du ministère de l’Agriculture et de l’Élevage à Antananarivo, ou postes d’inspection phytosanitaire des ports et aéroports d’exportation (Ivato, Toamasina…) et services régionaux de l’agriculture.',
    mg: 'Foibe misahana ny fiarovana ny zava-maniry (DPV) ao amin’ny Ministeran’ny Fambolena sy ny Fiompiana eto Antananarivo, na ireo toeram-panaraha-maso ny fahasalaman’ny zava-maniry eny amin’ny seranan-tsambo sy seranam-piaramanidina fanondranana (Ivato, Toamasina…) ary ireo sampan-draharahan’ny fambolena isam-paritra.',
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
      'Loi n° 2005-025 du 2 novembre 2005 autorisant la ratification de la Convention internationale pour la protection des végétaux (CIPV)',
      'Arrêté instituant la certification phytosanitaire électronique (e-Phyto) à Madagascar, notifié à l’OMC (G/SPS/N/MDG/51) ; projet lancé le 18 mars 2021',
    ],
    mg: [
      'Hitsivolana laharana faha-86-013 tamin’ny 17 septambra 1986 momba ny lalàna mifehy ny fahasalaman’ny zava-maniry eto Madagasikara, nankatoavin’ny lalàna laharana faha-86-017 tamin’ny 3 novambra 1986, sy ny didim-panjakana laharana faha-86-310 tamin’ny 23 septambra 1986 mampihatra azy',
      'Lalàna laharana faha-2005-025 tamin’ny 2 novambra 2005 manome alalana ny fankatoavana ny Fifanarahana iraisam-pirenena momba ny fiarovana ny zava-maniry (CIPV)',
      'Didim-pitondrana mametraka ny fanamarinana nomerika ny fahasalaman’ny zava-maniry (e-Phyto) eto Madagasikara, nampahafantarina ny OMC (G/SPS/N/MDG/51) ; natomboka ny 18 martsa 2021 ny tetikasa',
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
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'documents'],
  review: {
    status: 'toVerify',
    notes: 'Aucune source officielle sur la procédure détaillée : montant des frais d’inspection et de certification, délai de délivrance (« quelques jours ») et liste des pièces sont à confirmer auprès de la DPV (MINAE). Texte : dates de l’ordonnance n° 86-013 (17 septembre 1986, ratifiée par la loi n° 86-017 du 3 novembre 1986) et du décret n° 86-310 (23 septembre 1986) ajoutées d’après les visas du décret n° 92-473 et FAOLEX ; numéro de l’arrêté e-Phyto (laissé en blanc dans la notification à l’OMC) toujours à trouver. Vérifier le lien de la plateforme e-Phyto (non cité faute de source ; seul le site du MINAE est donné). Nom malgache de la DPV et du certificat à valider. Torolalana n\'a pas de fiche sur cette démarche (catalogue de février 2026, lu dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana) : rien à comparer.',
  },
  sources: [
    { title: 'Décret n° 86-310 relatif à l’application de l’ordonnance n° 86-013 relative à la législation phytosanitaire (contrôle phytosanitaire à l’importation et à l’exportation)', publisher: 'ECOLEX / FAOLEX', kind: 'secondary', url: 'https://www.ecolex.org/details/legislation/decret-no-86-310-relatif-a-lapplication-de-lordonnance-no-86-013-relative-a-la-legislation-phytosanitaire-a-madagascar-lex-faoc007460/', seen: '2026-11-25', published: '1986-09-23', supports: ['legalReferences'] },
    { title: 'Décret n° 92-473 portant réglementation des produits agropharmaceutiques (visas : ordonnance n° 86-013 du 17 septembre 1986 ratifiée par la loi n° 86-017 du 3 novembre 1986, décret n° 86-310 du 23 septembre 1986)', publisher: 'Manualzilla (copie du recueil des textes du ministère de l’Agriculture)', kind: 'secondary', url: 'http://manualzilla.com/doc/6445721/d%C3%A9cret-n%C2%B0-92-473portant-r%C3%A9glementation-des-produits', seen: '2026-11-25', published: '1992', supports: ['legalReferences'] },
    { title: 'Tetikasa e-Phyto : fanamarinana nomerika ny fahasalaman’ny zava-maniry (certificat phytosanitaire numérique, lancé le 18 mars 2021)', publisher: 'Ministère de l’Agriculture et de l’Élevage (MINAE)', kind: 'official', url: 'https://www.minae.gov.mg/tetikasa-e-phyto-fanamarinana-nomerika-ny-fahasalamanny-zava-maniry/', seen: '2026-11-23', published: '2021-03', supports: ['onlineServices'] },
    { title: 'Notification OMC MDG/51 : arrêté instituant la certification phytosanitaire électronique', publisher: 'Switec (base de notifications OMC)', kind: 'secondary', url: 'https://www.switec.info/de/notifikationen/detail/?nr=MDG/51&id=74759', seen: '2026-11-23', published: '2022', supports: ['legalReferences'] },
    { title: 'Import-export : la douane dématérialise les procédures (la DPV délivre les certificats phytosanitaires)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpressmada.com/blog/actualites/import-export-la-douane-dematerialise-les-procedures/', seen: '2026-11-23', supports: ['whereToApply', 'steps'] },
    { title: 'Décret n° 86-310 relatif à l’application de l’ordonnance n° 86-013 relative à la législation phytosanitaire à Madagascar', publisher: 'ECOLEX / FAOLEX', kind: 'secondary', url: 'https://www.ecolex.org/details/legislation/decret-no-86-310-relatif-a-lapplication-de-lordonnance-no-86-013-relative-a-la-legislation-phytosanitaire-a-madagascar-lex-faoc007460/', seen: '2026-11-23', published: '1986-09-23', supports: ['legalReferences'] },
    { title: 'Généralités sur les bonnes pratiques phytosanitaires (ratification de la CIPV, loi n° 2005-025)', publisher: 'Chatpfe (mémoire en ligne)', kind: 'secondary', url: 'https://chatpfe.com/generalites-sur-les-bonnes-pratiques-phytosanitaires', seen: '2026-11-23', supports: ['legalReferences'] },
    { title: 'La digitalisation de la délivrance des certificats phytosanitaires aux entreprises malgaches', publisher: 'CNUCED (UNCTAD), plateforme de formation', kind: 'official', url: 'https://tfelearning.unctad.org/blog/patricia-rajaobelinjatovo', seen: '2026-11-23', supports: ['summary', 'onlineServices'] },
    { title: 'Produits végétaux : un contrôle strict aux frontières', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://www.midi-madagasikara.mg/economie/2018/09/10/produits-vegetaux-un-controle-strict-aux-frontieres/', seen: '2026-11-23', published: '2018-09-10', supports: ['steps'] },
  ],
}

export default service

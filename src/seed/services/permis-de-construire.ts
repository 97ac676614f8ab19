import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'permis-de-construire',
  category: 'habitat-et-foncier',
  ministry: 'matsf',
  slug: { fr: 'permis-de-construire', mg: 'fahazoan-dalana-hanorin-trano' },
  title: {
    fr: 'Permis de construire',
    mg: 'Fahazoan-dàlana hanorina trano',
  },
  summary: {
    fr: 'Avant toute construction, clôture, surélévation ou gros travaux, vous devez obtenir un permis de construire. Il est en principe délivré par le maire de la commune où se trouve le terrain.',
    mg: 'Alohan’ny hanorenana trano, fefy, fanampiana rihana na asa lehibe rehetra dia tsy maintsy mahazo fahazoan-dàlana hanorina trano ianao. Ny ben’ny tanànan’ny kaominina misy ny tany no manome azy raha ny fitsipika.',
  },
  audience: {
    fr: 'Particuliers, entreprises et administrations qui veulent construire, agrandir, surélever, clôturer ou modifier l’extérieur d’un bâtiment, ou reprendre le gros œuvre.',
    mg: 'Olon-tsotra, orinasa ary sampan-draharaham-panjakana te hanorina, hanitatra, hanampy rihana, hanao fefy na hanova ny endrika ivelan’ny trano, na hanamboatra ny rafitra lehibeny.',
  },
  documents: {
    fr: [
      'Formulaire de demande de permis de construire rempli et signé (lettre adressée au maire selon les communes)',
      'Plan officiel du terrain (plan topographique avec coordonnées Laborde)',
      'Certificat de situation juridique du terrain de moins de 3 mois',
      'Autorisation ou certificat d’alignement conforme aux règles d’urbanisme',
      'Plans de la construction : plan de masse et d’implantation, plans des niveaux, coupes et façades, en plusieurs exemplaires',
      'Notice descriptive et estimative des travaux',
      'Lettre d’engagement signée et légalisée attestant l’absence de litige sur le terrain',
    ],
    mg: [
      'Taratasy fangatahana fahazoan-dàlana hanorina trano, feno sy voasonia (taratasy ho an’ny ben’ny tanàna arakaraka ny kaominina)',
      'Sarintany ofisialin’ny tany (sarintany topografika misy ny « coordonnées Laborde »)',
      'Taratasy fanamarinana ny toetry ny tany (certificat de situation juridique) tsy mihoatra ny 3 volana',
      'Fahazoan-dalana na fanamarinana ny fetra manoloana ny arabe (alignement) mifanaraka amin’ny fitsipika momba ny fanajariana tanàna',
      'Drafitry ny trano : drafitra ankapobeny sy fametrahana, drafitra isaky ny rihana, fizarana ary tarehin’ny trano, kopia maromaro',
      'Fanazavana sy tombam-bidin’ny asa hatao',
      'Taratasy fanekena voasonia sy voamarina manambara fa tsy misy disadisa amin’ilay tany',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Une redevance est fixée par chaque commune, en général selon la surface de plancher et l’usage du bâtiment. À Antananarivo, la redevance était de 2 500 Ar par m² de plancher et par étage (2016), plus le droit de voirie payé à la trésorerie municipale après l’alignement. Ajoutez les frais de plans (architecte, géomètre), le certificat de situation juridique et les légalisations. Demandez le barème au service de l’urbanisme de votre commune.',
      mg: 'Ny kaominina tsirairay no mametra ny sarany, matetika arakaraka ny velaran’ny gorodona sy ny fampiasana ny trano. Eto Antananarivo, 2 500 Ar isaky ny m² isaky ny rihana ny sarany (2016), miampy ny saran-dalana aloa any amin’ny tahirim-bolan’ny kaominina aorian’ny fanamarinana ny fetra manoloana ny arabe (alignement). Ampio ny saran’ny drafitra (mpanao mari-trano, mpandrefy tany), ny taratasy fanamarinana ny toetry ny tany ary ny fanamarinana sonia. Angataho amin’ny sampan-draharahan’ny fanajariana tanàna ao amin’ny kaomininao ny lisitry ny sarany.',
    },
  },
  youReceive: {
    fr: 'Un permis de construire à votre nom, qui autorise les travaux décrits dans votre dossier ; les travaux doivent commencer dans le délai qu’il fixe.',
    mg: 'Fahazoan-dàlana hanorina trano amin’ny anaranao, manome alalana ny asa voalaza ao amin’ny antontan-taratasinao ; tsy maintsy atomboka ao anatin’ny fe-potoana voafetrany ny asa.',
  },
  processingTime: {
    fr: 'Comptez plusieurs semaines à plusieurs mois selon le dossier et les avis techniques. À Antananarivo, le dossier est examiné par la Commune et par le service du Schéma régional d’aménagement du territoire (SRAT) : les deux doivent valider avant la délivrance du permis. Une fois le permis obtenu, les travaux doivent commencer dans le délai fixé par le permis (en général un an).',
    mg: 'Mety haharitra herinandro maromaro ka hatramin’ny volana maromaro arakaraka ny antontan-taratasy sy ny hevitra ara-teknika. Eto Antananarivo, samy mandinika ny antontan-taratasy ny Kaominina sy ny sampan-draharaha SRAT (drafitra isam-paritra momba ny fanajariana ny tany) : tsy maintsy samy manaiky izy roa vao omena ny fahazoan-dalana. Rehefa azo ny fahazoan-dalana dia tsy maintsy atomboka ao anatin’ny fe-potoana voalaza ao aminy ny asa (herintaona amin’ny ankapobeny).',
  },
  whereToApply: {
    fr: 'Service de l’urbanisme de la commune où se trouve le terrain (à Antananarivo : Direction de l’urbanisme de la CUA). Pour les locaux privés industriels, commerciaux ou de bureaux de plus de 500 m² de plancher, le permis relève du représentant de l’État dans la région ; au-delà de 1 000 m², du ministre chargé de l’urbanisme.',
    mg: 'Sampan-draharahan’ny fanajariana tanàna ao amin’ny kaominina misy ny tany (eto Antananarivo : Foibe misahana ny fanajariana tanàna ao amin’ny CUA). Ho an’ny trano tsy miankina ho an’ny indostria, varotra na birao mihoatra ny 500 m² ny gorodona, ny solontenan’ny fanjakana ao amin’ny faritra no manome ny fahazoan-dalana ; raha mihoatra ny 1 000 m², ny minisitra misahana ny fanajariana tanàna.',
  },
  steps: {
    fr: [
      {
        title: 'Vérifier le terrain et les règles d’urbanisme',
        detail: 'Demandez le certificat de situation juridique et l’alignement. Vérifiez que le terrain est constructible et respectez les distances imposées par rapport à la voie.',
      },
      {
        title: 'Faire établir les plans',
        detail: 'Faites dessiner les plans par un professionnel. Ils doivent être lisibles, cotés et indiquer l’usage de chaque pièce.',
      },
      {
        title: 'Déposer le dossier à la commune',
        detail: 'Déposez le dossier complet au service de l’urbanisme. Exigez un récépissé numéroté.',
      },
      {
        title: 'Instruction du dossier',
        detail: 'La commune et les services techniques de l’aménagement du territoire examinent le dossier. Un agent peut venir vérifier qu’aucun travail n’a commencé sans autorisation.',
      },
      {
        title: 'Payer et retirer le permis',
        detail: 'Payez la redevance et retirez le permis signé. Affichez-le sur le chantier.',
      },
      {
        title: 'Construire selon le permis',
        detail: 'Respectez les plans autorisés : la commune peut contrôler après la délivrance et sanctionner les écarts.',
      },
    ],
    mg: [
      {
        title: 'Hamarino ny tany sy ny fitsipika momba ny fanajariana',
        detail: 'Angataho ny taratasy fanamarinana ny toetry ny tany sy ny fetra manoloana ny arabe. Hamarino fa azo anorenana trano ilay tany ary hajao ny elanelana voafetra amin’ny lalana.',
      },
      {
        title: 'Ampanaovy ny drafitra',
        detail: 'Ampanaovy amin’ny manam-pahaizana ny drafitra. Tsy maintsy mazava, misy refy ary milaza ny fampiasana ny efitra tsirairay izy ireo.',
      },
      {
        title: 'Apetraho any amin’ny kaominina ny antontan-taratasy',
        detail: 'Apetraho any amin’ny sampan-draharahan’ny fanajariana tanàna ny antontan-taratasy feno. Angataho ny tapakila fandraisana misy laharana.',
      },
      {
        title: 'Fandinihana ny antontan-taratasy',
        detail: 'Dinihin’ny kaominina sy ny sampan-draharaha teknikan’ny fanajariana ny tany ny antontan-taratasy. Mety hisy mpiasa ho avy hanamarina fa tsy nisy asa natomboka tsy nahazoan-dalana.',
      },
      {
        title: 'Aloavy ny sarany ary alao ny fahazoan-dalana',
        detail: 'Aloavy ny sarany ary alao ny fahazoan-dalana voasonia. Apetaho eo amin’ny toerana anaovana ny asa izy.',
      },
      {
        title: 'Manorena araka ny fahazoan-dalana',
        detail: 'Hajao ny drafitra nankatoavina : afaka manara-maso aorian’ny fanomezana ny fahazoan-dalana ny kaominina ary manasazy izay tsy mifanaraka.',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2015-052 du 3 février 2016 relative à l’urbanisme et à l’habitat (notamment articles 179 et 199)',
      'Loi n° 2015-051 du 3 février 2016 portant orientation de l’aménagement du territoire',
      'Arrêté n° 3321 du 27 décembre 1963 fixant les modalités d’enregistrement des permis de construire',
    ],
    mg: [
      'Lalàna laharana faha-2015-052 tamin’ny 3 febroary 2016 mikasika ny fanajariana ny tanàn-dehibe sy ny toeram-ponenana (indrindra ny andininy faha-179 sy faha-199)',
      'Lalàna laharana faha-2015-051 tamin’ny 3 febroary 2016 anaovana ny soridalan-kitondrana ny fanajariana ny tany',
      'Didim-pitondrana laharana faha-3321 tamin’ny 27 desambra 1963 mametra ny fomba fandraketana ny fahazoan-dàlana hanorina trano',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Faut-il un permis pour une simple clôture ?',
        answer: 'Oui. La loi sur l’urbanisme exige aussi un permis pour les clôtures, les modifications extérieures, les surélévations et les gros travaux de réparation.',
      },
      {
        question: 'Pourquoi un permis peut-il être refusé ?',
        answer: 'Le plus souvent parce que le terrain n’est pas constructible, que l’alignement n’est pas respecté, que le demandeur ne prouve pas son droit sur le terrain ou que le projet menace la sécurité ou la salubrité.',
      },
      {
        question: 'Que risque-t-on à construire sans permis ?',
        answer: 'La commune peut arrêter le chantier, infliger une amende et, dans certains cas, ordonner la démolition. Le permis ne sera pas délivré tant que l’infraction n’est pas réglée.',
      },
    ],
    mg: [
      {
        question: 'Mila fahazoan-dalana ve ny fefy tsotra ?',
        answer: 'Eny. Mitaky fahazoan-dalana koa ny lalàna momba ny fanajariana tanàna ho an’ny fefy, ny fanovana ny endrika ivelany, ny fanampiana rihana ary ny fanamboarana lehibe.',
      },
      {
        question: 'Nahoana no mety holavina ny fahazoan-dalana ?',
        answer: 'Matetika satria tsy azo anorenana trano ilay tany, tsy voahaja ny fetra manoloana ny arabe, tsy manaporofo ny zony amin’ilay tany ny mpangataka, na mandrahona ny fiarovana sy ny fahadiovana ilay tetikasa.',
      },
      {
        question: 'Inona no loza raha manorina tsy misy fahazoan-dalana ?',
        answer: 'Afaka mampijanona ny asa ny kaominina, manome lamandy ary, amin’ny toe-javatra sasany, mandidy ny handravana ny trano. Tsy homena ny fahazoan-dalana raha tsy voavaha ny fandikan-dalàna.',
      },
    ],
  },
  onlineServices: {
    fr: [{ label: 'Commune urbaine d’Antananarivo – textes sur le permis de construire', url: 'http://mairie-antananarivo.mg/lois/' }],
    mg: [{ label: 'Kaominina Antananarivo Renivohitra – lalàna momba ny fahazoan-dàlana hanorina trano', url: 'http://mairie-antananarivo.mg/lois/' }],
  },
  related: ['titre-foncier', 'certificat-foncier', 'impots-fonciers', 'legalisation-de-documents'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'documents'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiches « Gérer son habitation et ses propriétés foncières » et « Acheter un terrain auprès d’un particulier », lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026) : Torolalana n’a pas de fiche sur le permis de construire ; il confirme seulement que la Direction générale de l’aménagement du territoire et de l’habitat (DGATH) instruit et donne son avis sur les demandes de permis, délivre les prescriptions d’urbanisme et que le SRAT intervient (prescription d’urbanisme en 2 jours environ, montant fixé par l’État ou par la commune). Pas de désaccord. Pièces : plans de la construction (masse, niveaux, coupes, façades) et notice descriptive et estimative non confirmés ; les autres pièces viennent de l’interview du directeur de l’urbanisme de la CUA (2026) : à vérifier pour les autres communes. Montant : seul le tarif d’Antananarivo de 2016 est connu (2 500 Ar par m² et par étage) ; barème actuel à demander à la CUA. Délai d’instruction sans chiffre officiel.',
  },
  sources: [
    { title: 'Torolalana — Gérer son habitation et ses propriétés foncières (DGATH : instruction et avis sur la demande de permis de construire)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/gerer-son-habitation-et-ses-proprietes-foncieres', seen: '2026-11-25', published: '2026-02', supports: ['summary'] },
    { title: 'Octroi des permis de construire à Antananarivo : interview du directeur de l’urbanisme de la CUA (pièces, validation CUA et SRAT)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202602120371.html', seen: '2026-11-23', published: '2026-02-12', supports: ['documents', 'whereToApply', 'steps'] },
    { title: 'Permis de construire : lois et textes', publisher: 'Commune urbaine d’Antananarivo (Direction de l’urbanisme)', kind: 'official', url: 'http://mairie-antananarivo.mg/lois/', seen: '2026-11-23', supports: ['legalReferences'] },
    { title: 'Le permis de construire (articles 179 et 199 de la loi n° 2015-052)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2025/04/le-permis-de-construire.html', seen: '2026-11-23', published: '2025-04', supports: ['legalReferences'] },
    { title: 'La régularisation des papiers : opération « permis de construire » (2 500 Ar par m² et par étage, validité d’un an)', publisher: 'Madagascar Tribune', kind: 'press', url: 'https://www.madagascar-tribune.com/La-regularisation-des-papiers,22601.html', seen: '2026-11-23', published: '2016-10', supports: ['cost'] },
    { title: 'CUA / permis de construire : suspension levée (droit de voirie)', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/cua-permis-de-construire-suspension-levee', seen: '2026-11-23', supports: ['cost'] },
    { title: 'Le permis de construire à Madagascar', publisher: 'OFIM Madagascar (agence immobilière)', kind: 'secondary', url: 'https://ofim-madagascar.com/le-permis-de-construire-a-madagascar/amp', seen: '2026-11-23', supports: ['summary', 'documents'] },
    { title: 'Arrêté n° 3321 du 27 décembre 1963 : modalités d’enregistrement des permis de construire', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://fr.scribd.com/document/649332522/Arrete-n-3321-Modalites-d-enregistrement-des-permis-de-construire', seen: '2026-11-23', published: '1964-01-04', supports: ['legalReferences'] },
  ],
}

export default service

import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'titre-foncier',
  category: 'habitat-et-foncier',
  ministry: 'matsf',
  slug: { fr: 'titre-foncier', mg: 'titra-tany' },
  title: {
    fr: 'Titre foncier : immatriculer un terrain et vérifier sa situation',
    mg: 'Titra : fampidirana tany ao amin’ny bokim-pananan-tany sy fanamarinana ny toetrany',
  },
  summary: {
    fr: 'Le titre foncier est la preuve la plus solide de la propriété d’un terrain : il est inscrit au livre foncier tenu par le service des Domaines. Ce guide explique comment immatriculer un terrain et comment vérifier la situation d’un terrain déjà titré.',
    mg: 'Ny titra no porofo matanjaka indrindra amin’ny fananana tany : voasoratra ao amin’ny bokim-pananan-tany tanan’ny sampandraharahan’ny Fananan-tany (Domaines) izy. Ity torolalana ity dia manazava ny fomba hampidirana tany ao amin’ny boky sy ny fomba hanamarinana ny toetry ny tany efa misy titra.',
  },
  audience: {
    fr: 'Personnes qui occupent et mettent en valeur un terrain sans titre, titulaires d’un certificat foncier qui veulent un titre, acheteurs qui veulent vérifier un terrain avant de l’acheter, héritiers.',
    mg: 'Ireo mipetraka sy mampiasa tany tsy misy titra, ireo manana kara-tany te hahazo titra, ireo mpividy te hanamarina tany alohan’ny hividianana azy, ireo mpandova.',
  },
  documents: {
    fr: [
      'Demande d’immatriculation sur le formulaire du service des Domaines',
      'Copie certifiée de la CIN du demandeur (statuts et pouvoirs du gérant pour une société)',
      'Plan du terrain établi par un géomètre assermenté ou par le service topographique',
      'Pièces prouvant votre droit : certificat foncier, acte de vente, acte de succession ou attestation d’occupation et de mise en valeur délivrée par le fokontany et la commune',
      'Certificat de situation juridique de moins de 3 mois, si le terrain est déjà immatriculé ou cadastré',
      'Timbres fiscaux demandés par le service des Domaines',
    ],
    mg: [
      'Fangatahana fampidirana ao amin’ny boky amin’ny taratasy fenoina avy amin’ny sampandraharahan’ny Fananan-tany',
      'Kopia voamarin’ny CIN an’ny mpangataka (sata sy fahefan’ny mpitantana raha orinasa)',
      'Sarintanin’ny tany nataon’ny mpandrefy tany voafianiana na ny sampandraharahan’ny Fandrefesan-tany (service topographique)',
      'Porofon’ny zonao : kara-tany, taratasy fivarotana, taratasy fizarana lova na fanamarinana fipetrahana sy fampiasana ny tany avy amin’ny fokontany sy ny kaominina',
      'Taratasy fanamarinana ny toetry ny tany (certificat de situation juridique) tsy mihoatra ny 3 volana, raha efa voasoratra na voakadasitra ilay tany',
      'Hajia angatahin’ny sampandraharahan’ny Fananan-tany',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Le coût varie beaucoup selon la superficie et la procédure : frais de géomètre et de bornage, droits et taxes d’immatriculation, timbres fiscaux, et, pour un terrain de l’État, le prix du terrain au mètre carré. Lors d’un achat de terrain titré, des droits d’enregistrement sur le prix de vente s’ajoutent. Demandez un devis détaillé au service des Domaines avant de commencer.',
      mg: 'Miovaova be arakaraka ny velaran’ny tany sy ny dingana arahina ny sarany : saran’ny mpandrefy tany sy ny fametrahana tsangam-bato, saram-pampidirana ao amin’ny boky sy hetra, hajia, ary, ho an’ny tanim-panjakana, ny vidin’ny tany isaky ny metatra toradroa. Rehefa mividy tany misy titra dia misy koa saram-pisoratana amin’ny vidin’ny tany. Angataho amin’ny sampandraharahan’ny Fananan-tany ny tombana amin’ny antsipiriany alohan’ny hanombohana.',
    },
  },
  processingTime: {
    fr: 'Plusieurs mois, souvent plus d’un an pour une immatriculation complète. Un certificat de situation juridique s’obtient en général en quelques jours.',
    mg: 'Volana maromaro, matetika mihoatra ny herintaona ho an’ny fampidirana feno ao amin’ny boky. Ao anatin’ny andro vitsivitsy amin’ny ankapobeny kosa no azo ny taratasy fanamarinana ny toetry ny tany.',
  },
  whereToApply: {
    fr: 'Circonscription domaniale et foncière (service des Domaines) et circonscription topographique (service topographique) dont relève le terrain, sous le ministère chargé de l’Aménagement du territoire et des Services fonciers. Informez aussi le fokontany et la commune.',
    mg: 'Faritra misahana ny Fananan-tany (Domaines) sy faritra misahana ny Fandrefesan-tany (Topographie) misy ilay tany, eo ambany fiahian’ny ministera misahana ny Fanajariana ny tany sy ny Fananan-tany. Ampahafantaro ihany koa ny fokontany sy ny kaominina.',
  },
  steps: {
    fr: [
      {
        title: 'Vérifier la situation du terrain',
        detail: 'Au service topographique et aux Domaines, vérifiez si le terrain est déjà titré, cadastré, certifié ou libre. Pour un terrain titré, demandez un certificat de situation juridique.',
      },
      {
        title: 'Faire établir le plan',
        detail: 'Si le terrain n’a pas de plan officiel, faites-le lever par un géomètre assermenté ou par le service topographique.',
      },
      {
        title: 'Déposer la demande d’immatriculation',
        detail: 'Déposez le dossier complet à la circonscription domaniale et foncière. Gardez le récépissé avec son numéro.',
      },
      {
        title: 'Reconnaissance sur le terrain et publicité',
        detail: 'Les agents se rendent sur le terrain avec le chef fokontany, des représentants de la commune et les voisins. La demande est affichée publiquement pour permettre les éventuelles oppositions.',
      },
      {
        title: 'Bornage et paiement des droits',
        detail: 'En l’absence d’opposition, le terrain est borné. Payez les droits et, le cas échéant, le prix du terrain domanial.',
      },
      {
        title: 'Inscription au livre foncier',
        detail: 'Le titre foncier est établi au livre foncier à votre nom. Demandez un certificat de situation juridique pour le prouver.',
      },
    ],
    mg: [
      {
        title: 'Hamarino ny toetry ny tany',
        detail: 'Any amin’ny Fandrefesan-tany sy ny Fananan-tany, hamarino raha efa misy titra, voakadasitra, misy kara-tany na malalaka ilay tany. Raha misy titra, angataho ny taratasy fanamarinana ny toetry ny tany.',
      },
      {
        title: 'Ampanaovy ny sarintany',
        detail: 'Raha tsy manana sarintany ofisialy ilay tany, ampandrefeso amin’ny mpandrefy tany voafianiana na ny sampandraharahan’ny Fandrefesan-tany izany.',
      },
      {
        title: 'Apetraho ny fangatahana',
        detail: 'Apetraho any amin’ny faritra misahana ny Fananan-tany ny antontan-taratasy feno. Tehirizo ny tapakila misy ny laharany.',
      },
      {
        title: 'Fanamarinana eny an-toerana sy fampahafantarana ny besinimaro',
        detail: 'Mankany amin’ilay tany ny mpiasa miaraka amin’ny filohan’ny fokontany, ny solontenan’ny kaominina ary ny mpifanolo-bodirindrina. Apetaka ho fantatry ny besinimaro ny fangatahana mba hahafahan’izay manohitra miteny.',
      },
      {
        title: 'Fametrahana tsangam-bato sy fandoavana ny sarany',
        detail: 'Raha tsy misy fanoherana dia apetraka ny tsangam-bato mamaritra ny tany. Aloavy ny sarany ary, raha ilaina, ny vidin’ny tanim-panjakana.',
      },
      {
        title: 'Fisoratana ao amin’ny bokim-pananan-tany',
        detail: 'Atao amin’ny anaranao ao amin’ny bokim-pananan-tany ny titra. Angataho ny taratasy fanamarinana ny toetry ny tany ho porofon’izany.',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2005-019 du 17 octobre 2005 fixant les principes régissant les statuts des terres',
      'Loi n° 2017-046 fixant le régime juridique de l’immatriculation et de la propriété foncière titrée (qui remplace l’ordonnance n° 60-146 du 3 octobre 1960)',
    ],
    mg: [
      'Lalàna laharana faha-2005-019 tamin’ny 17 oktobra 2005 mametra ny fitsipika mifehy ny sata ankapoben’ny tany',
      'Lalàna laharana faha-2017-046 mametra ny fitsipika mifehy ny fampidirana ao amin’ny boky sy ny fananan-tany misy titra (misolo ny hitsivolana laharana faha-60-146 tamin’ny 3 oktobra 1960)',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Quelle différence entre titre foncier et certificat foncier ?',
        answer: 'Le titre foncier est inscrit au livre foncier des Domaines et est définitif. Le certificat foncier est délivré par le guichet foncier de la commune pour un terrain non titré ; il prouve aussi la propriété, mais peut être contesté devant le juge.',
      },
      {
        question: 'Comment vérifier un terrain avant de l’acheter ?',
        answer: 'Demandez au vendeur le nom et le numéro du titre, puis un certificat de situation juridique de moins de 3 mois aux Domaines. Il indique le propriétaire inscrit et les hypothèques ou charges éventuelles.',
      },
      {
        question: 'Peut-on transformer un certificat foncier en titre ?',
        answer: 'Oui. Le titulaire d’un certificat foncier peut demander l’immatriculation de son terrain aux Domaines, avec affichage public puis bornage.',
      },
    ],
    mg: [
      {
        question: 'Inona no mampiavaka ny titra sy ny kara-tany ?',
        answer: 'Voasoratra ao amin’ny bokim-pananan-tany ao amin’ny Fananan-tany ny titra ary raikitra tsy azo ovana. Ny kara-tany kosa dia omen’ny biraon’ny fananan-tany ao amin’ny kaominina ho an’ny tany tsy misy titra ; manaporofo ny fananana ihany koa izy, saingy azo iadian-kevitra eo anatrehan’ny mpitsara.',
      },
      {
        question: 'Ahoana no hanamarinako tany alohan’ny hividianana azy ?',
        answer: 'Angataho amin’ny mpivarotra ny anarana sy ny laharan’ny titra, avy eo angataho any amin’ny Fananan-tany ny taratasy fanamarinana ny toetry ny tany tsy mihoatra ny 3 volana. Hita ao ny tompony voasoratra sy ny antoka (hypothèque) na adidy mety misy.',
      },
      {
        question: 'Azo ovana ho titra ve ny kara-tany ?',
        answer: 'Eny. Afaka mangataka ny fampidirana ny taniny ao amin’ny boky any amin’ny Fananan-tany ny tompon’ny kara-tany, misy fampahafantarana ny besinimaro ary fametrahana tsangam-bato avy eo.',
      },
    ],
  },
  related: ['certificat-foncier', 'impots-fonciers', 'permis-de-construire'],
  lastReviewed: '2026-11-23',
  verifiedAt: '2026-11-23',
  unconfirmed: ['cost', 'processingTime', 'documents', 'whereToApply', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Procédure décrite de façon générale d’après des articles de presse et des sites privés ; une seule recherche dans le passage de vérification. Montant : aucun barème trouvé (droits d’immatriculation, bornage, timbres, droits d’enregistrement). Délai (« plusieurs mois, souvent plus d’un an » ; certificat de situation juridique « en quelques jours ») non confirmé. Pièces (formulaire DPF ?, plan, preuves du droit, timbres) non confirmées. Lieu : circonscription domaniale et foncière et circonscription topographique à confirmer auprès du ministère. Texte : date de la loi n° 2017-046 introuvable. Vocabulaire malgache technique à valider (« titra », « bokim-pananan-tany », « taratasy fanamarinana ny toetry ny tany », « tsangam-bato »).',
  },
  sources: [
    { title: 'Société civile : articles de la loi n° 2005-019 du 17 octobre 2005 et de la loi sur la propriété privée non titrée', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202204250559.html', seen: '2026-11-23', published: '2022-04-25' },
    { title: 'Loi n° 2017-046 fixant le régime juridique de l’immatriculation et de la propriété foncière titrée (copie déposée sur Scribd)', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://fr.scribd.com/document/784837953/Mad179673', seen: '2026-11-23' },
    { title: 'Acquisition d’un terrain : consulter la situation juridique du terrain', publisher: 'Jacaranda', kind: 'secondary', url: 'https://www.jacaranda.fr/en/economie-acquisition-dun-terrain-consulter-la-situation-juridique-du-terrain', seen: '2026-11-23' },
    { title: 'Procédure d’accession à un terrain domanial', publisher: 'Jour4peace (blog)', kind: 'secondary', url: 'http://jour4peace.com/?p=16', seen: '2026-11-23' },
    { title: 'Achat de terrain domanial : titrage et bornage', publisher: 'OFIM Madagascar (agence immobilière)', kind: 'secondary', url: 'https://www.ofim-madagascar.com/achat-de-terrain-domanial-titrage-et-bornage', seen: '2026-11-23' },
    { title: 'Administration : au moins un guichet foncier par commune (adresse d’origine mal formée, lien retiré)', publisher: 'L’Express de Madagascar', kind: 'press', seen: '2026-11-23' },
  ],
}

export default service

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
    mg: 'Ny titra no porofo matanjaka indrindra amin’ny fananana tany : voasoratra ao amin’ny bokim-pananan-tany tanan’ny sampan-draharahan’ny Fananan-tany (Domaines) izy. Ity torolalana ity dia manazava ny fomba hampidirana tany ao amin’ny boky sy ny fomba hanamarinana ny toetry ny tany efa misy titra.',
  },
  audience: {
    fr: 'Personnes qui occupent et mettent en valeur un terrain sans titre, titulaires d’un certificat foncier qui veulent un titre, acheteurs qui veulent vérifier un terrain avant de l’acheter, héritiers.',
    mg: 'Ireo mipetraka sy mampiasa tany tsy misy titra, ireo manana kara-tany te hahazo titra, ireo mpividy te hanamarina tany alohan’ny hividianana azy, ireo mpandova.',
  },
  documents: {
    fr: [
      'Demande d’immatriculation sur le formulaire du service des Domaines',
      { item: 'CIN du demandeur (statuts et pouvoirs du gérant pour une société)', form: 'certifiedCopy' },
      'Plan du terrain établi par un géomètre assermenté ou par le service topographique',
      'Pièces prouvant votre droit : certificat foncier, acte de vente, acte de succession ou attestation d’occupation et de mise en valeur délivrée par le fokontany et la commune',
      'Certificat de situation juridique de moins de 3 mois, si le terrain est déjà immatriculé ou cadastré',
      'Timbres fiscaux demandés par le service des Domaines',
    ],
    mg: [
      'Fangatahana fampidirana ao amin’ny boky amin’ny taratasy fenoina avy amin’ny sampan-draharahan’ny Fananan-tany',
      { item: 'CIN an’ny mpangataka (sata sy fahefan’ny mpitantana raha orinasa)', form: 'certifiedCopy' },
      'Sarintanin’ny tany nataon’ny mpandrefy tany voafianiana na ny sampan-draharahan’ny Fandrefesan-tany (service topographique)',
      'Porofon’ny zonao : kara-tany, taratasy fivarotana, taratasy fizarana lova na fanamarinana fipetrahana sy fampiasana ny tany avy amin’ny fokontany sy ny kaominina',
      'Taratasy fanamarinana ny toetry ny tany (certificat de situation juridique) tsy mihoatra ny 3 volana, raha efa voasoratra na voakadasitra ilay tany',
      'Hajia angatahin’ny sampan-draharahan’ny Fananan-tany',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Le coût varie beaucoup selon la superficie et la procédure : frais de géomètre et de bornage, droits et taxes d’immatriculation, timbres fiscaux, et, pour un terrain de l’État, le prix du terrain au mètre carré. Lors d’un achat de terrain titré, des droits d’enregistrement sur le prix de vente s’ajoutent. Montants connus (Torolalana) : certificat de situation juridique, 4 000 Ar ; transformation d’un terrain cadastré en titre, 130 000 Ar de droits au total (voir la question ci-dessous). Demandez un devis détaillé au service des Domaines avant de commencer.',
      mg: 'Miovaova be arakaraka ny velaran’ny tany sy ny dingana arahina ny sarany : saran’ny mpandrefy tany sy ny fametrahana tsangam-bato, saram-pampidirana ao amin’ny boky sy hetra, hajia, ary, ho an’ny tanim-panjakana, ny vidin’ny tany isaky ny metatra toradroa. Rehefa mividy tany misy titra dia misy koa saram-pisoratana amin’ny vidin’ny tany. Sarany fantatra (Torolalana) : taratasy fanamarinana ny toetry ny tany, 4 000 Ar ; famadihana ny tany voakadasitra ho titra, 130 000 Ar ny totalin’ny sarany (jereo ny fanontaniana etsy ambany). Angataho amin’ny sampan-draharahan’ny Fananan-tany ny tombana amin’ny antsipiriany alohan’ny hanombohana.',
    },
  },
  youReceive: {
    fr: 'Un titre foncier à votre nom, inscrit au livre foncier du service des Domaines ; le certificat de situation juridique en est la preuve à jour.',
    mg: 'Titra amin’ny anaranao, voasoratra ao amin’ny bokim-pananan-tany ao amin’ny sampan-draharahan’ny Fananan-tany ; ny taratasy fanamarinana ny toetry ny tany no porofo vaovao indrindra amin’izany.',
  },
  processingTime: {
    fr: 'Plusieurs mois, souvent plus d’un an pour une immatriculation complète. D’après Torolalana : environ 20 jours ouvrables pour un certificat de situation juridique, environ 10 jours pour un plan au service topographique, et 1 à 20 jours après le paiement des droits pour transformer un terrain cadastré en titre.',
    mg: 'Volana maromaro, matetika mihoatra ny herintaona ho an’ny fampidirana feno ao amin’ny boky. Araka ny Torolalana : eo amin’ny 20 andro fiasana eo ho eo ny taratasy fanamarinana ny toetry ny tany, eo amin’ny 10 andro eo ho eo ny sarintany any amin’ny sampan-draharahan’ny Fandrefesan-tany, ary 1 ka hatramin’ny 20 andro aorian’ny fandoavana ny sarany ny famadihana ny tany voakadasitra ho titra.',
  },
  whereToApply: {
    fr: 'Circonscription domaniale et foncière (service des Domaines, CIRDOMA) et circonscription topographique (service topographique, CIRTOPO) dont relève le terrain, sous le ministère chargé de l’Aménagement du territoire et des Services fonciers. Informez aussi le fokontany et la commune.',
    mg: 'Faritra misahana ny Fananan-tany (Domaines, CIRDOMA) sy faritra misahana ny Fandrefesan-tany (Topographie, CIRTOPO) misy ilay tany, eo ambany fiahian’ny ministera misahana ny Fanajariana ny tany sy ny Fananan-tany. Ampahafantaro ihany koa ny fokontany sy ny kaominina.',
  },
  steps: {
    fr: [
      {
        title: 'Vérifier la situation du terrain',
        detail: 'Au service topographique et aux Domaines, vérifiez si le terrain est déjà titré, cadastré, certifié ou libre. Pour un terrain titré ou cadastré, demandez un certificat de situation juridique avec le numéro du titre et le nom de la propriété (pour un cadastre : section, numéro de parcelle, registre et folio).',
        feeAriary: 4000,
        duration: { from: 20, unit: 'workingDays' },
      },
      {
        title: 'Faire établir le plan',
        detail: 'Si le terrain n’a pas de plan officiel, faites-le lever par un géomètre assermenté ou par le service topographique (CIRTOPO).',
        duration: { from: 10, unit: 'days' },
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
        detail: 'Any amin’ny Fandrefesan-tany sy ny Fananan-tany, hamarino raha efa misy titra, voakadasitra, misy kara-tany na malalaka ilay tany. Raha misy titra na kadasitra, angataho ny taratasy fanamarinana ny toetry ny tany miaraka amin’ny laharan’ny titra sy ny anaran’ny tany (raha kadasitra : sokajy, laharan’ny parsely, rejisitra ary takelaka).',
        feeAriary: 4000,
        duration: { from: 20, unit: 'workingDays' },
      },
      {
        title: 'Ampanaovy ny sarintany',
        detail: 'Raha tsy manana sarintany ofisialy ilay tany, ampandrefeso amin’ny mpandrefy tany voafianiana na ny sampan-draharahan’ny Fandrefesan-tany (CIRTOPO) izany.',
        duration: { from: 10, unit: 'days' },
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
      'Ordonnance n° 60-146 du 3 octobre 1960 relative au régime foncier de l’immatriculation : le texte qui organise l’immatriculation et le titre foncier',
      'Loi n° 2005-019 du 17 octobre 2005 fixant les principes régissant les statuts des terres',
      'Loi n° 2017-046 fixant le régime juridique de l’immatriculation et de la propriété foncière titrée, votée le 13 décembre 2017 pour remplacer l’ordonnance n° 60-146 : la Haute Cour constitutionnelle a déclaré 19 de ses articles non conformes à la Constitution (16 février 2018). Demandez au service des Domaines quel texte il applique à votre dossier.',
    ],
    mg: [
      'Hitsivolana laharana faha-60-146 tamin’ny 3 oktobra 1960 mikasika ny fitsipika momba ny fampidirana ny tany ao amin’ny boky : ny lalàna mandamina ny fampidirana ao amin’ny boky sy ny titra',
      'Lalàna laharana faha-2005-019 tamin’ny 17 oktobra 2005 mametra ny fitsipika mifehy ny sata ankapoben’ny tany',
      'Lalàna laharana faha-2017-046 mametra ny fitsipika mifehy ny fampidirana ao amin’ny boky sy ny fananan-tany misy titra, lany tamin’ny 13 desambra 2017 hisolo ny hitsivolana laharana faha-60-146 : nambaran’ny Fitsarana Avo momba ny Lalàm-panorenana fa tsy mifanaraka amin’ny Lalàm-panorenana ny 19 amin’ireo andininy ao aminy (16 febroary 2018). Anontanio ny sampan-draharahan’ny Fananan-tany hoe inona no lalàna ampiharina amin’ny raharahanao.',
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
      {
        question: 'Mon terrain est cadastré. Comment obtenir le titre ?',
        answer: 'Déposez le dossier au service des Domaines dont relève le terrain. Après visa, vous payez les droits : 50 000 Ar (droit d’inscription), 30 000 Ar (droit fixe), 30 000 Ar (création du livre foncier) et 20 000 Ar (inscription des limites et de la consistance du terrain). Le titre est établi en 1 à 20 jours après le paiement.',
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
      {
        question: 'Voakadasitra ny taniko. Ahoana no hahazoako titra ?',
        answer: 'Apetraho any amin’ny sampan-draharahan’ny Fananan-tany misy ilay tany ny antontan-taratasy. Rehefa voamarina (visa), aloavy ny sarany : 50 000 Ar (saram-panoratana), 30 000 Ar (saram-panoratana tsy miova), 30 000 Ar (famoronana bokin-tany) ary 20 000 Ar (fanoratana ny fetran’ny tany sy ny ao anatiny). Vita ao anatin’ny 1 ka hatramin’ny 20 andro aorian’ny fandoavana ny titra.',
      },
    ],
  },
  related: ['certificat-foncier', 'impots-fonciers', 'permis-de-construire'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'documents', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiches « Acheter un terrain auprès d’un particulier », « Transformer cadastre en titre » et « Gérer son habitation et ses propriétés foncières », lues dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026, texte malgache). Corrigé : la fiche disait que la loi n° 2017-046 « remplace l’ordonnance n° 60-146 » ; or la Haute Cour constitutionnelle a déclaré 19 de ses articles non conformes (avis du 16 février 2018, Agence Ecofin) et l’ordonnance reste le texte de référence : les références citent désormais l’ordonnance en premier et décrivent la loi de 2017 sans dire qu’elle s’applique. Texte : loi n° 2005-019 du 17 octobre 2005 confirmée par le recueil des textes sur le foncier de la DGSF (édition 2015) ; statut actuel de la loi n° 2017-046 (promulgation, loi corrigée) à vérifier au Journal officiel, d’où la marque. Désaccord : Torolalana : certificat de situation juridique en 20 jours ouvrables environ ; fiche : « en quelques jours » ; décision : 20 jours ouvrables (guide officiel). Montant : certificat de situation juridique 4 000 Ar et droits de transformation d’un cadastre en titre (50 000, 30 000, 30 000 et 20 000 Ar) repris de Torolalana ; aucun barème trouvé pour une immatriculation complète (bornage, géomètre, droits, timbres). Délai d’une immatriculation complète (« plusieurs mois, souvent plus d’un an ») non confirmé. Pièces (formulaire DPF 58 bis ?, plan, preuves du droit, timbres) non confirmées. Lieu : CIRDOMA et CIRTOPO nommés par Torolalana. Vocabulaire malgache technique à valider (« titra », « bokim-pananan-tany », « taratasy fanamarinana ny toetry ny tany », « tsangam-bato »).',
  },
  sources: [
    { title: 'Torolalana — Acheter un terrain auprès d’un particulier (certificat de situation juridique, plan, CIRDOMA, CIRTOPO : frais et délais)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/acheter-un-terrain-aupres-d-un-particulier', seen: '2026-11-25', published: '2026-02', supports: ['whereToApply', 'steps'] },
    { title: 'Torolalana — Transformer cadastre en titre (droits et délai)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/transformer-cadastre-en-titre', seen: '2026-11-25', published: '2026-02', supports: ['faq'] },
    { title: 'Torolalana — Gérer son habitation et ses propriétés foncières (services de la DGSF)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/gerer-son-habitation-et-ses-proprietes-foncieres', seen: '2026-11-25', published: '2026-02', supports: ['summary', 'whereToApply'] },
    { title: 'Madagascar : le service des Domaines réexamine la loi sur la propriété foncière déclarée non conforme à la Constitution (19 articles, avis de la HCC du 16 février 2018)', publisher: 'Agence Ecofin', kind: 'press', url: 'https://www.agenceecofin.com/gouvernance/0504-55867-madagascar-le-service-des-domaines-reexamine-la-loi-sur-la-propriete-fonciere-declaree-non-conforme-a-la-constitution', seen: '2026-11-25', published: '2018-04', supports: ['legalReferences'] },
    { title: 'Recueil de textes sur le foncier, édition 2015 (loi cadre n° 2005-019 du 17 octobre 2005 ; copie en ligne)', publisher: 'Direction générale des services fonciers (copie déposée sur vbook.pub)', kind: 'secondary', url: 'https://vbook.pub/documents/recueil-de-textes-sur-le-foncier-x256em00vkop', seen: '2026-11-25', published: '2015', supports: ['legalReferences'] },
    { title: 'Société civile : articles de la loi n° 2005-019 du 17 octobre 2005 et de la loi sur la propriété privée non titrée', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202204250559.html', seen: '2026-11-23', published: '2022-04-25', supports: ['legalReferences'] },
    { title: 'Loi n° 2017-046 fixant le régime juridique de l’immatriculation et de la propriété foncière titrée (copie déposée sur Scribd)', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://fr.scribd.com/document/784837953/Mad179673', seen: '2026-11-23', published: '2017', supports: ['legalReferences'] },
    { title: 'Acquisition d’un terrain : consulter la situation juridique du terrain', publisher: 'Jacaranda', kind: 'secondary', url: 'https://www.jacaranda.fr/en/economie-acquisition-dun-terrain-consulter-la-situation-juridique-du-terrain', seen: '2026-11-23', supports: ['steps'] },
    { title: 'Procédure d’accession à un terrain domanial', publisher: 'Jour4peace (blog)', kind: 'secondary', url: 'http://jour4peace.com/?p=16', seen: '2026-11-23', supports: ['steps'] },
    { title: 'Achat de terrain domanial : titrage et bornage', publisher: 'OFIM Madagascar (agence immobilière)', kind: 'secondary', url: 'https://www.ofim-madagascar.com/achat-de-terrain-domanial-titrage-et-bornage', seen: '2026-11-23', supports: ['steps'] },
    { title: 'Administration : au moins un guichet foncier par commune (adresse d’origine mal formée, lien retiré)', publisher: 'L’Express de Madagascar', kind: 'press', seen: '2026-11-23', supports: ['faq'] },
  ],
}

export default service

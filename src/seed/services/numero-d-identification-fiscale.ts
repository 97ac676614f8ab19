import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'numero-d-identification-fiscale',
  category: 'fiscalite',
  ministry: 'dgi',
  slug: { fr: 'numero-d-identification-fiscale', mg: 'laharam-pamantarana-ara-ketra' },
  title: {
    fr: 'Numéro d’identification fiscale (NIF) et carte fiscale',
    mg: 'Laharam-pamantarana ara-ketra (NIF) sy karatra ara-ketra',
  },
  summary: {
    fr: 'Le NIF est votre numéro unique auprès de l’administration fiscale. Il est obligatoire avant d’exercer toute activité imposable et figure sur votre carte d’identification fiscale (CIF).',
    mg: 'Ny NIF no laharana tokana mamantatra anao eo anivon’ny sampan-draharahan’ny hetra. Tsy maintsy ananana izy io alohan’ny hanaovana asa rehetra iharan’ny hetra, ary hita ao amin’ny karatra famantarana ara-ketra (CIF) izy.',
  },
  audience: {
    fr: 'Toute personne physique ou morale dont l’activité, les biens ou les revenus sont imposables : commerçants, artisans, prestataires, sociétés, propriétaires qui louent un bien, associations ayant une activité économique.',
    mg: 'Olona na fikambanana rehetra iharan’ny hetra ny asany, ny fananany na ny fidiram-bolany : mpivarotra, mpanao asa tanana, mpanome tolotra, orinasa, tompona manofa fananana, fikambanana manao asa ara-toekarena.',
  },
  documents: {
    fr: [
      'CIN originale et copie (carte de résident pour les étrangers)',
      'Certificat de résidence de moins de 3 mois',
      'Plan de repérage du lieu d’activité, visé par le chef fokontany',
      'Titre de propriété ou contrat de bail du local',
      'Bordereau de versement et récépissé de l’acompte d’impôt (IR ou impôt synthétique)',
      'Carte statistique, si elle est déjà disponible',
      'Procuration légalisée, si vous vous faites représenter',
    ],
    mg: [
      'CIN tena izy sy kopia (karatra mponina ho an’ny vahiny)',
      'Fanamarinam-ponenana tsy mihoatra ny 3 volana',
      'Sarintany fitadiavana ny toerana iasana, nosoniavin’ny filohan’ny fokontany',
      'Taratasy fananana na fifanarahana fanofana ny trano fiasana',
      'Tapakila fandoavana sy taratasy fanamarinana fandraisana an’ny vola mialoha amin’ny hetra (IR na hetra tambatra)',
      'Karatra statistika, raha efa misy',
      'Taratasy fanomezan-dàlana voamarina, raha misy misolo anao',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'L’attribution du NIF n’est pas facturée en elle-même, mais vous devez payer un acompte d’impôt au moment de la déclaration d’activité. Pour les petites activités à l’impôt synthétique, le minimum commence autour de 16 000 Ar selon l’activité ; il est plus élevé pour les sociétés à l’impôt sur les revenus. Un nouveau contribuable non soumis à l’impôt synthétique verse, avant de commencer, 50 % du minimum de perception de l’impôt sur les revenus d’après un document non officiel ; Torolalana indique un acompte de 100 000 à 1 000 000 Ar selon l’activité : demandez le montant au centre fiscal.',
      mg: 'Maimaim-poana ny fanomezana ny NIF, saingy tsy maintsy mandoa vola mialoha amin’ny hetra ianao rehefa manambara ny asanao. Ho an’ny asa madinika iharan’ny hetra tambatra dia manomboka eo amin’ny 16 000 Ar eo ho eo ny farany ambany, arakaraka ny asa ; ambony kokoa izany ho an’ny orinasa iharan’ny hetra amin’ny fidiram-bola. Ny mpandoa hetra vaovao tsy iharan’ny hetra tambatra dia mandoa ny 50 % amin’ny hetra farafahakeliny amin’ny fidiram-bola alohan’ny hanombohany araka ny antontan-taratasy tsy ofisialy iray ; 100 000 ka hatramin’ny 1 000 000 Ar arakaraka ny asa kosa ny vola mialoha hoy ny Torolalana : anontanio any amin’ny ivon-ketra ny habetsany.',
    },
  },
  youReceive: {
    fr: 'Votre numéro d’identification fiscale (NIF) et votre carte d’identification fiscale (carte fiscale).',
    mg: 'Ny laharam-pamantarana ara-ketra (NIF) sy ny karatra famantarana ara-ketra (karatra ara-ketra).',
  },
  processingTime: {
    fr: 'En général quelques jours après le dépôt d’un dossier complet. La carte fiscale est délivrée après validation du NIF. Pour une société créée à l’EDBM, NIF, carte statistique et RCS sont délivrés ensemble, en moins de 48 heures en moyenne à Antananarivo (2024).',
    mg: 'Andro vitsivitsy amin’ny ankapobeny aorian’ny fametrahana antontan-taratasy feno. Aorian’ny fankatoavana ny NIF vao omena ny karatra ara-ketra. Ho an’ny orinasa natsangana tao amin’ny EDBM, miaraka omena ny NIF, ny karatra statistika ary ny RCS, latsaky ny 48 ora eo ho eo eto Antananarivo (2024).',
  },
  whereToApply: {
    fr: 'Centre fiscal (ivon-ketra) dont dépend votre lieu d’activité. Les sociétés créées à Antananarivo ou dans une ville dotée d’une antenne EDBM obtiennent leur NIF au guichet unique de l’EDBM.',
    mg: 'Ivon-ketra miandraikitra ny toerana iasanao. Ireo orinasa iombonana atsangana eto Antananarivo na any amin’ny tanàna misy sampana EDBM dia mahazo ny NIF-ny ao amin’ny birao tokana an’ny EDBM.',
  },
  steps: {
    fr: [
      {
        title: 'Préparer les pièces au fokontany',
        detail: 'Demandez le certificat de résidence et faites viser le plan de repérage de votre lieu d’activité par le chef fokontany.',
      },
      {
        title: 'Déclarer votre activité au centre fiscal',
        detail: 'Remplissez la déclaration d’activité (demande de NIF). L’agent détermine votre régime : impôt synthétique ou impôt sur les revenus.',
      },
      {
        title: 'Payer l’acompte d’impôt',
        detail: 'Payez l’acompte demandé et gardez le bordereau et le récépissé. Ils servent aussi pour la carte statistique.',
      },
      {
        title: 'Faire valider le NIF',
        detail: 'Le centre fiscal enregistre et valide votre NIF. Complétez le dossier avec la carte statistique si on vous la demande.',
      },
      {
        title: 'Retirer la carte fiscale',
        detail: 'Retirez votre carte d’identification fiscale au centre fiscal. Mentionnez votre NIF sur vos factures et dans toutes vos démarches fiscales.',
      },
    ],
    mg: [
      {
        title: 'Omano any amin’ny fokontany ny taratasy',
        detail: 'Angataho ny fanamarinam-ponenana ary ampanaovy sonia ny filohan’ny fokontany ny sarintany fitadiavana ny toerana iasanao.',
      },
      {
        title: 'Ambarao any amin’ny ivon-ketra ny asanao',
        detail: 'Fenoy ny fanambarana ny asa (fangatahana NIF). Ny mpiasan’ny ivon-ketra no mamaritra ny rafitra iharanao : hetra tambatra na hetra amin’ny fidiram-bola.',
      },
      {
        title: 'Aloavy ny vola mialoha amin’ny hetra',
        detail: 'Aloavy ny vola mialoha angatahina ary tehirizo ny tapakila sy ny taratasy fanamarinana fandraisana. Ilaina ihany koa ireo amin’ny karatra statistika.',
      },
      {
        title: 'Ampankatoavy ny NIF',
        detail: 'Raketin’ny ivon-ketra sy ankatoaviny ny NIF-nao. Ampio ny karatra statistika ny antontan-taratasy raha angatahina aminao.',
      },
      {
        title: 'Alao ny karatra ara-ketra',
        detail: 'Alao any amin’ny ivon-ketra ny karatra famantarana ara-ketra. Soraty amin’ny faktiora sy amin’ny fomba fanao ara-ketra rehetra ny NIF-nao.',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Code général des impôts (CGI) en vigueur, mis à jour par la loi de finances de l’année',
      'Loi de finances pour 2018 : carte d’identification fiscale obligatoire pour toute personne dont les activités, biens ou revenus sont imposables',
    ],
    mg: [
      'Fehezan-dalàna ankapoben’ny hetra (CGI) manan-kery, havaozin’ny lalàna mifehy ny fitantanam-bolam-panjakana isan-taona',
      'Lalàna mifehy ny fitantanam-bolam-panjakana ho an’ny taona 2018 : tsy maintsy ananan’izay olona rehetra iharan’ny hetra ny asany, ny fananany na ny fidiram-bolany ny karatra famantarana ara-ketra',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Le NIF est-il le même pour toutes mes activités ?',
        answer: 'Oui. Le NIF est un identifiant unique : vous le gardez même si vous changez d’activité ou de centre fiscal.',
      },
      {
        question: 'Puis-je payer mes impôts par mobile money ?',
        answer: 'Oui, une fois que vous avez un NIF, le service e-Hetraphone permet de payer certains impôts par Airtel Money, MVola ou Orange Money. Vous pouvez ensuite consulter vos paiements sur Hetraonline.',
      },
      {
        question: 'Un salarié a-t-il besoin d’un NIF ?',
        answer: 'Pas pour son seul salaire : l’impôt sur les salaires (IRSA) est retenu par l’employeur. Un NIF devient nécessaire s’il exerce aussi une activité imposable ou loue un bien.',
      },
    ],
    mg: [
      {
        question: 'Mitovy ve ny NIF ho an’ny asako rehetra ?',
        answer: 'Eny. Laharana tokana ny NIF : tsy miova izy na dia miova asa na ivon-ketra aza ianao.',
      },
      {
        question: 'Azoko aloa amin’ny « mobile money » ve ny hetrako ?',
        answer: 'Eny, rehefa manana NIF ianao dia ahafahana mandoa hetra sasany amin’ny Airtel Money, MVola na Orange Money ny tolotra e-Hetraphone. Azonao jerena ao amin’ny Hetraonline avy eo ny hetra naloanao.',
      },
      {
        question: 'Mila NIF ve ny mpikarama ?',
        answer: 'Tsy ilaina raha karama fotsiny no azony : ny mpampiasa no manala ny hetra amin’ny karama (IRSA). Ilaina ny NIF raha manao asa iharan’ny hetra koa izy na manofa fananana.',
      },
    ],
  },
  onlineServices: {
    fr: [
      { label: 'Direction générale des impôts', url: 'https://www.impots.mg' },
      { label: 'Hetraonline – espace contribuable', url: 'https://hetraonline.impots.mg' },
    ],
    mg: [
      { label: 'Foibe jeneralin’ny hetra', url: 'https://www.impots.mg' },
      { label: 'Hetraonline – kaontin’ny mpandoa hetra', url: 'https://hetraonline.impots.mg' },
    ],
  },
  related: ['impot-synthetique', 'creer-sa-societe', 'carte-statistique', 'certificat-de-residence'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'documents', 'legalReferences', 'onlineServices'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiches « S’informer sur la fiscalité d’entreprise » et « Créer sa société », lues dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026) : Torolalana n’a pas de fiche sur le NIF lui-même. Désaccord : Torolalana : acompte d’impôt sur les revenus à la création de 100 000, 200 000, 500 000 ou 1 000 000 Ar selon l’activité ; fiche : 50 % du minimum de perception (document non officiel) ; décision : les deux indiqués, montant à demander au centre fiscal. Montant de l’acompte à l’impôt synthétique (à partir de 16 000 Ar) confirmé par Torolalana. Pièces : liste issue d’un document de formation de la DGI (non daté, déposé sur Scribd) : à confirmer au centre fiscal. Délai au centre fiscal (« quelques jours ») et délai de délivrance de la carte fiscale non confirmés. Site en ligne : le service « Hetra online » existe (presse 2020) mais l’adresse hetraonline.impots.mg n’est pas confirmée. Texte : numéro et date de la loi de finances pour 2018 à ajouter. L’ancien lien du ministère sur un hôte de messagerie (mail.mfb.gov.mg) a été retiré.',
  },
  sources: [
    { title: 'Torolalana — S’informer sur la fiscalité d’entreprise (acomptes et minima de l’impôt synthétique et de l’impôt sur les revenus)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/s-informer-sur-la-fiscalite-d-entreprise', seen: '2026-11-25', published: '2026-02', supports: ['cost'] },
    { title: 'Torolalana — Créer sa société (NIF, carte statistique et RCS délivrés par les guichets uniques de l’EDBM)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/creer-sa-societe', seen: '2026-11-25', published: '2026-02', supports: ['whereToApply'] },
    { title: 'Carte d’identification fiscale : retour au « karatra isan-dahy » ! (loi de finances pour 2018)', publisher: 'La Gazette de la Grande Île', kind: 'press', url: 'http://www.lagazette-madagascar.com/2018/01/05/carte-didentification-fiscale-retour-karatra-isan-dahy/', seen: '2026-11-23', published: '2018-01-05', supports: ['summary', 'legalReferences'] },
    { title: 'Recueil des textes législatifs et réglementaires', publisher: 'Direction générale des impôts (DGI)', kind: 'official', url: 'https://www.impots.mg/293-recueil-des-textes-legislatifs-et-reglementaires', seen: '2026-11-23', supports: ['legalReferences'] },
    { title: 'Impôt : déploiement du « e-Hetra phone » au niveau national', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/economie/item/14191', seen: '2026-11-23', published: '2021-08-24', supports: ['faq'] },
    { title: 'Hetra phone : paiement de l’impôt synthétique via MVola', publisher: 'Direction générale du Trésor', kind: 'official', url: 'http://www.tresorpublic.mg/?p=27016', seen: '2026-11-23', published: '2017-03', supports: ['faq'] },
    { title: 'Direction générale des impôts : l’utilisation des plateformes digitales conseillée aux usagers (Hetra online)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/economie/item/10810', seen: '2026-11-23', published: '2020-07-06', supports: ['onlineServices'] },
    { title: 'EDBM : 433 entreprises au quatrième trimestre 2024, délai de 1,8 jour', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202502030390.html', seen: '2026-11-23', published: '2025-02' },
    { title: 'EDBM : l’antenne de Toliara (vérification du NIF et calcul des acomptes par le service des impôts)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202511050386.html', seen: '2026-11-23', published: '2025-11-05', supports: ['steps'] },
    { title: 'DGI : communiqué contre les faux agents du fisc (paiement au centre fiscal compétent)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/201702140485.html', seen: '2026-11-23', published: '2017-02-14', supports: ['steps'] },
    { title: 'Fiche de procédure « Business registration » de l’EDBM (minima IR et impôt synthétique ; copie sur un site tiers)', publisher: 'EDBM (copie non officielle)', kind: 'secondary', seen: '2026-11-23', supports: ['cost'] },
    { title: 'Obligations fiscales des sociétés (acomptes : 50 % du minimum de perception)', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://fr.scribd.com/document/467836152/obligations-fiscales-des-stes-doc', seen: '2026-11-23', supports: ['cost'] },
    { title: 'Formalités de création d’entreprise (DGI)', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://fr.scribd.com/document/632652119/Formalites-de-creation-d-entreprise', seen: '2026-11-23', supports: ['documents', 'steps'] },
    { title: 'Liste des documents requis par l’EDBM pour la création de société à Madagascar', publisher: 'Entrepreneuriat.mg', kind: 'secondary', url: 'https://www.entrepreneuriat.mg/liste-des-documents-requis-par-edbm-pour-la-creation-de-societe-a-madagascar/', seen: '2026-11-23', supports: ['documents'] },
  ],
}

export default service

import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'certificat-foncier',
  category: 'habitat-et-foncier',
  ministry: 'matsf',
  slug: { fr: 'certificat-foncier', mg: 'kara-tany' },
  title: {
    fr: 'Certificat foncier (guichet foncier communal)',
    mg: 'Kara-tany (biraon’ny fananan-tany ao amin’ny kaominina)',
  },
  summary: {
    fr: 'Le certificat foncier prouve que vous êtes propriétaire d’un terrain non titré que vous occupez et mettez en valeur. Il est délivré par le guichet foncier de votre commune, plus vite et moins cher qu’un titre foncier.',
    mg: 'Ny kara-tany dia manaporofo fa anao ny tany tsy misy titra ipetrahanao sy ampiasainao. Omen’ny biraon’ny fananan-tany ao amin’ny kaomininao izy, haingana kokoa sy mora kokoa noho ny titra.',
  },
  audience: {
    fr: 'Agriculteurs, familles et particuliers qui occupent et exploitent depuis longtemps un terrain sans titre, dans une commune dotée d’un guichet foncier ; acheteurs ou héritiers d’un tel terrain. Le terrain doit être occupé et mis en valeur depuis au moins 15 ans avant la promulgation de la loi (loi n° 2022-013 du 1er août 2022) ; un terrain inexploité lors de la reconnaissance locale n’est pas considéré comme occupé.',
    mg: 'Ireo tantsaha, fianakaviana ary olon-tsotra efa ela no mipetraka sy mampiasa tany tsy misy titra, ao amin’ny kaominina misy biraon’ny fananan-tany ; ireo nividy na nandova tany toy izany. Tsy maintsy efa nobodoina sy nampiasaina nandritra ny 15 taona farafahakeliny talohan’ny namoahana ny lalàna ny tany (lalàna laharana faha-2022-013 tamin’ny 1 aogositra 2022) ; tsy heverina ho nobodoina ny tany tsy nampiasaina tamin’ny fotoana nanaovana ny fanamarinana ifotony.',
  },
  marks: {
    audience: {
      fr: 'La condition de 15 ans a été lue dans le texte de 2021-2022 cité par la presse ; le texte promulgué de la loi n° 2022-013 n’a pas été lu.',
      mg: 'Ny fepetra 15 taona dia novakiana tao amin’ny volavolan-dalàna 2021-2022 notononin’ny gazety ; tsy novakiana ny lalàna laharana faha-2022-013 navoaka.',
    },
  },
  documents: {
    fr: [
      'Formulaire de demande de certificat foncier, disponible au guichet foncier',
      'Copie de la CIN du demandeur',
      'Certificat de résidence',
      'Pièces qui montrent votre droit sur le terrain : acte de vente, petit papier validé par le fokontany, acte de succession ou de donation, s’il y en a',
      'Noms des voisins du terrain',
      'Reçus des impôts fonciers payés à la commune, s’il y en a',
    ],
    mg: [
      'Taratasy fangatahana kara-tany, azo alaina ao amin’ny biraon’ny fananan-tany',
      'Kopian’ny CIN an’ny mpangataka',
      'Fanamarinam-ponenana',
      'Taratasy manaporofo ny zonao amin’ilay tany : taratasy fivarotana, « taratasy madinika » nankatoavin’ny fokontany, taratasy fizarana lova na fanomezana, raha misy',
      'Anaran’ireo mpifanolo-bodirindrina amin’ilay tany',
      'Tapakilan’ny hetra amin’ny tany naloa tany amin’ny kaominina, raha misy',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Aucun barème officiel n’a été trouvé. Le certificat est en général plus rapide et moins cher qu’un titre foncier. Lors des opérations de certification foncière massive (OCFM, décret n° 2023-28) et du projet CASEF, des certificats ont été distribués gratuitement. Hors de ces opérations, demandez le tarif affiché au guichet foncier.',
      mg: 'Tsy nahitana lisitry ny sarany ofisialy. Amin’ny ankapobeny, haingana kokoa sy mora kokoa noho ny titra ny kara-tany. Nandritra ny hetsika fanomezana kara-tany faobe (OCFM, didim-panjakana laharana faha-2023-28) sy ny tetikasa CASEF, nozaraina maimaim-poana ny kara-tany. Ankoatra izany, angataho ny sarany apetaka ao amin’ny biraon’ny fananan-tany.',
    },
  },
  youReceive: {
    fr: 'Un certificat foncier à votre nom, délivré par le guichet foncier de la commune : il prouve votre propriété sur un terrain non titré.',
    mg: 'Kara-tany amin’ny anaranao, omen’ny biraon’ny fananan-tany ao amin’ny kaominina : manaporofo ny fananana tany tsy misy titra izy.',
  },
  processingTime: {
    fr: 'Quelques semaines à quelques mois. La procédure comprend un affichage public d’au moins 15 jours pour permettre les oppositions.',
    mg: 'Herinandro vitsivitsy ka hatramin’ny volana vitsivitsy. Ao anatin’ny dingana ny fampahafantarana ny besinimaro amin’ny fametahana mandritra ny 15 andro farafahakeliny mba hahafahan’izay manohitra miteny.',
  },
  whereToApply: {
    fr: 'Guichet foncier (BIF) de la commune où se trouve le terrain (bureau installé à la mairie). Si votre commune n’a pas de guichet foncier, adressez-vous à la circonscription domaniale et foncière du district.',
    mg: 'Biraon’ny fananan-tany (BIF) ao amin’ny kaominina misy ilay tany (birao ao amin’ny lapan’ny tanàna). Raha tsy manana biraon’ny fananan-tany ny kaomininao, mankanesa any amin’ny faritra misahana ny Fananan-tany ao amin’ny distrika.',
  },
  steps: {
    fr: [
      {
        title: 'Vérifier que le terrain peut être certifié',
        detail: 'Au guichet foncier, l’agent consulte le plan local d’occupation foncière (PLOF). Seuls les terrains ni titrés ni cadastrés, hors du domaine public ou privé de l’État ou d’une collectivité, et hors des zones à statut particulier peuvent recevoir un certificat.',
      },
      {
        title: 'Déposer la demande',
        detail: 'Remplissez le formulaire, joignez vos pièces et payez les frais. Vous recevez un récépissé.',
      },
      {
        title: 'Affichage public',
        detail: 'Votre demande est affichée à la commune et au fokontany pendant au moins 15 jours. Toute personne qui conteste votre droit peut faire opposition.',
        unsure: 'Durée de l’affichage (au moins 15 jours) non confirmée : aucune source trouvée.',
      },
      {
        title: 'Reconnaissance locale sur le terrain',
        detail: 'La commission de reconnaissance locale, avec des représentants du fokontany, visite la parcelle en présence des voisins. Les limites sont vérifiées et relevées.',
        unsure: 'La reconnaissance locale est prévue par la loi ; sa composition et son déroulement ne sont pas confirmés.',
      },
      {
        title: 'Délivrance du certificat',
        detail: 'Sans opposition, le maire signe le certificat foncier, qui est inscrit au registre du guichet. Conservez-le précieusement.',
        unsure: 'Signature par le maire et inscription au registre : non confirmées (la presse cite le maire, le président du conseil communal et l’agent du guichet foncier).',
      },
    ],
    mg: [
      {
        title: 'Hamarino raha azo omena kara-tany ilay tany',
        detail: 'Ao amin’ny biraon’ny fananan-tany, jeren’ny mpiasa ny sarintany mampiseho ny fananan-tany ao an-toerana (PLOF). Ny tany tsy misy titra, tsy voakadasitra, tsy anisan’ny fananan’ny fanjakana na ny vondrom-bahoaka itsinjaram-pahefana, ary tsy ao amin’ny faritra misy sata manokana ihany no azo omena kara-tany.',
      },
      {
        title: 'Apetraho ny fangatahana',
        detail: 'Fenoy ny taratasy, ampio ny antontan-taratasinao ary aloavy ny sarany. Omena tapakila fandraisana ianao.',
      },
      {
        title: 'Fampahafantarana ny besinimaro',
        detail: 'Apetaka ao amin’ny kaominina sy ny fokontany mandritra ny 15 andro farafahakeliny ny fangatahanao. Afaka manohitra izay rehetra mihevitra fa tsy anao ilay tany.',
        unsure: 'Tsy voamarina ny faharetan’ny fampahafantarana (15 andro farafahakeliny): tsy nahitana loharano.',
      },
      {
        title: 'Fanamarinana eny an-toerana',
        detail: 'Mitsidika ilay tany ny vaomieran’ny fanamarinana ifotony, miaraka amin’ny solontenan’ny fokontany sy ny mpifanolo-bodirindrina. Hamarinina sy raketina ny fetran’ny tany.',
        unsure: 'Voalazan’ny lalàna ny fanamarinana ifotony ; tsy voamarina ny mpikambana ao aminy sy ny fomba fanaovana azy.',
      },
      {
        title: 'Fanomezana ny kara-tany',
        detail: 'Raha tsy misy fanoherana dia sonian’ny ben’ny tanàna ny kara-tany, ary raketina ao amin’ny bokin’ny birao. Tehirizo tsara izy.',
        unsure: 'Tsy voamarina ny sonian’ny ben’ny tanàna sy ny fandraketana ao amin’ny boky (manonona ny ben’ny tanàna, ny filohan’ny filankevitra ary ny biraon’ny fananan-tany ny gazety).',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2005-019 du 17 octobre 2005 fixant les principes régissant les statuts des terres',
      'Loi n° 2022-013 du 1er août 2022 portant refonte des règles fixant le régime juridique de la propriété foncière privée non titrée (remplace la loi n° 2006-031 du 24 novembre 2006)',
      'Décret n° 2023-28 du 11 janvier 2023 fixant les modalités de mise en œuvre des opérations de certification foncière massive',
    ],
    mg: [
      'Lalàna laharana faha-2005-019 tamin’ny 17 oktobra 2005 mametra ny fitsipika mifehy ny sata ankapoben’ny tany',
      'Lalàna laharana faha-2022-013 tamin’ny 1 aogositra 2022 manavao ny fitsipika mifehy ny fananan-tany tsy miankina tsy misy titra (manolo ny lalàna laharana faha-2006-031 tamin’ny 24 novambra 2006)',
      'Didim-panjakana laharana faha-2023-28 tamin’ny 11 janoary 2023 mametra ny fomba fanatanterahana ny hetsika fanomezana kara-tany faobe',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Le certificat foncier a-t-il la même valeur qu’un titre ?',
        answer: 'Il prouve votre propriété et permet de vendre, louer, donner, hériter ou obtenir un crédit auprès d’une institution de microfinance. Contrairement au titre, il peut toutefois être contesté devant le juge.',
        unsure: 'Crédit auprès d’une institution de microfinance : non confirmé ; les règles de la loi n° 2022-013 n’ont pas été lues.',
      },
      {
        question: 'Combien d’années d’occupation faut-il ?',
        answer: 'La loi n° 2022-013 reconnaît les terrains occupés et mis en valeur depuis au moins 15 ans avant sa promulgation. Renseignez-vous au guichet foncier sur les conditions qui s’appliquent à votre cas.',
        unsure: 'La condition de 15 ans a été lue dans le texte de 2021-2022 cité par la presse ; le texte promulgué n’a pas été lu.',
      },
      {
        question: 'Ma commune n’a pas de guichet foncier. Que faire ?',
        answer: 'Vous devez alors passer par le service des Domaines pour une immatriculation (titre foncier). L’État organise aussi des opérations de certification foncière massive (OCFM) : demandez à la commune si une opération ou l’ouverture d’un guichet est prévue.',
      },
    ],
    mg: [
      {
        question: 'Mitovy lanja amin’ny titra ve ny kara-tany ?',
        answer: 'Manaporofo ny fananana azy izy ary ahafahana mivarotra, manofa, manome, mandova na mindrana vola amin’ny ivontoerana mpampindram-bola madinika. Tsy toy ny titra anefa, azo iadian-kevitra eo anatrehan’ny mpitsara izy.',
        unsure: 'Ny findramam-bola amin’ny ivontoerana mpampindram-bola madinika : tsy voamarina ; tsy novakiana ny fitsipiky ny lalàna laharana faha-2022-013.',
      },
      {
        question: 'Firy taona no tsy maintsy nipetrahana tamin’ilay tany ?',
        answer: 'Ny lalàna laharana faha-2022-013 dia manaiky ny tany efa nobodoina sy nampiasaina nandritra ny 15 taona farafahakeliny talohan’ny namoahana azy. Manontania any amin’ny biraon’ny fananan-tany momba ny fepetra mihatra aminao.',
        unsure: 'Ny fepetra 15 taona dia novakiana tao amin’ny volavolan-dalàna 2021-2022 notononin’ny gazety ; tsy novakiana ny lalàna navoaka.',
      },
      {
        question: 'Tsy manana biraon’ny fananan-tany ny kaomininay. Inona no atao ?',
        answer: 'Tsy maintsy mandalo any amin’ny sampan-draharahan’ny Fananan-tany ianao mba hahazoana titra. Manao hetsika fanomezana kara-tany faobe (OCFM) koa ny fanjakana : anontanio ny kaominina raha misy hetsika toy izany na drafitra hanokafana birao.',
      },
    ],
  },
  related: ['titre-foncier', 'impots-fonciers', 'certificat-de-residence'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'documents'],
  review: {
    status: 'toVerify',
    notes: 'Sources reliées phrase par phrase le 2026-11-28 (issue 40, d’après docs/research/issue40/certificat-foncier.md). Torolalana n’a pas de fiche sur le certificat foncier. Corrigé : la loi en vigueur est la loi n° 2022-013 du 1er août 2022 (citée par le décret n° 2023-28 du 11 janvier 2023 et par la presse), qui refond la loi n° 2006-031 ; la loi n° 2021-016 n’était que le texte contrôlé par la HCC avant promulgation. Corrigé : la condition de 15 ans se compte avant la promulgation de la loi, pas avant la demande ; elle a été lue dans le texte de 2021-2022 cité par la presse, d’où la marque sur « Qui est concerné » et sur la question fréquente. Montant marqué à confirmer : aucun barème trouvé ; la fixation par le conseil municipal, sans source, est retirée ; ajouté : certificats distribués gratuitement lors des opérations OCFM et CASEF (presse). Délai marqué à confirmer : « quelques semaines à quelques mois » et affichage de 15 jours sans source. Pièces marquées à confirmer : aucune source. Étapes : composition de la reconnaissance locale et signature du maire marquées. Nom malgache du guichet foncier : « Birao ifoton’ny fananan-tany (Bif) » selon la presse (Newsmada) ; sigle BIF ajouté.',
  },
  sources: [
    { key: 'decret-2023-28', title: 'Décret n° 2023-28 du 11 janvier 2023 fixant les modalités de mise en œuvre des opérations de certification foncière massive prévues par l’article 18 de la loi n° 2022-013 du 1er août 2022 (texte, copie déposée sur Scribd)', publisher: 'Ministère de l’Aménagement du territoire et des Services fonciers (copie sur Scribd)', kind: 'official', url: 'https://fr.scribd.com/document/717682039/Decret-n-2023-28-du-11-janvier-2023-OCFM', seen: '2026-11-28', published: '2023-01-11' },
    { key: 'hcc-2021', title: 'Décision de la Haute Cour constitutionnelle sur la loi n° 2021-016 portant refonte de la loi n° 2006-031 (contrôle avant promulgation)', publisher: 'Haute Cour constitutionnelle', kind: 'official', url: 'http://www.hcc.gov.mg/?p=7687', seen: '2026-11-28', published: '2021' },
    { key: 'allafrica-2022-04', title: 'La société civile a son mot à dire sur les textes qui régissent le régime foncier (articles du texte sur la propriété privée non titrée)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202204250559.html', seen: '2026-11-28', published: '2022-04-25' },
    { key: 'allafrica-2021-07', title: 'Propriété privée non titrée : l’amendement du Sénat (15 années d’occupation avant la promulgation)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202107030199.html', seen: '2026-11-28', published: '2021-07' },
    { key: 'allafrica-2022-07', title: 'La nouvelle loi sur les propriétés privées non titrées', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202207200656.html', seen: '2026-11-28', published: '2022-07' },
    { key: 'allafrica-2023-01', title: 'Décret n° 2023-28 sur l’opération de certification foncière massive adopté en conseil des ministres', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202301140170.html', seen: '2026-11-28', published: '2023-01' },
    { key: 'afaspa', title: 'Points saillants de la nouvelle loi 2021-016 régissant la propriété privée non titrée (PPNT)', publisher: 'AFASPA (Association française d’amitié et de solidarité avec les peuples d’Afrique)', kind: 'secondary', url: 'https://afaspa.com/points-saillants-de-la-nouvelle-loi-2021-016-regissant-la-propriete-privee-non-titree-ppnt', seen: '2026-11-28' },
    { key: 'lexpress-diana', title: 'Région Diana : tout le foncier repose sur la commune', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/08/03/2023/region-diana-tout-le-foncier-repose-sur-la-commune/', seen: '2026-11-28', published: '2023-03-08' },
    { key: 'lexpress-guichets', title: 'Administration : au moins un guichet foncier par commune (adresse d’origine mal formée, lien retiré)', publisher: 'L’Express de Madagascar', kind: 'press', seen: '2026-11-28' },
    { key: 'lexpress-itasy-2023', title: 'Itasy : des milliers de certificats fonciers distribués', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/25/04/2023/itasy-des-milliers-de-certificats-fonciers-distribues/', seen: '2026-11-28', published: '2023-04-25' },
    { key: 'newsmada', title: 'Foncier : distribution gratuite de certificats fonciers (projet CASEF) et opérations de certification foncière massive dans les BIF', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/?p=75727', seen: '2026-11-28' },
    { key: 'inrae', title: 'Thèse sur la certification foncière à Madagascar (références et entretiens)', publisher: 'INRAE (archive ouverte HAL)', kind: 'secondary', url: 'https://hal.inrae.fr/hal-02809517v1/html_references', seen: '2026-11-28' },
    { key: 'recueil-2015', title: 'Recueil de textes sur le foncier, édition 2015 (loi cadre n° 2005-019 du 17 octobre 2005 ; copie en ligne)', publisher: 'Direction générale des services fonciers (copie déposée sur vbook.pub)', kind: 'official', url: 'https://vbook.pub/documents/recueil-de-textes-sur-le-foncier-x256em00vkop', seen: '2026-11-28', published: '2015' },
  ],
  references: [
    { statement: 'summary', source: 'lexpress-guichets', quote: 'Ces derniers ont pour rôle de délivrer un certificat foncier, à celui qui en fait la demande' },
    { statement: 'summary', source: 'lexpress-diana', quote: 'capables de délivrer le certificat selon des procédures locales, plus rapides et moins chères pour les paysans' },
    { statement: 'summary', source: 'allafrica-2022-04', quote: 'l\'occupation au sens de la présente loi doit se traduire par une mise en valeur paisible et une emprise personnelle ou collective évidente et permanente', where: 'article 6 du texte alors discuté' },
    { statement: 'audience', source: 'allafrica-2022-04', quote: 'faisant l\'objet d\'une occupation au moins 15 années avant la promulgation de la présente loi, mais qui ne sont pas encore immatriculés ni cadastrés au registre foncier' },
    { statement: 'audience', source: 'allafrica-2022-04', quote: 'En aucun cas, les terrains inexploités au moment de la procédure de reconnaissance locale ne seront considérés ni comme occupés ni comme mise en valeur.' },
    { statement: 'audience', source: 'afaspa', quote: 'Une durée d\'occupation de 15 ans est désormais exigée pour bénéficier des avantages offerts par la PPNT.' },
    { statement: 'audience', source: 'allafrica-2021-07', quote: 'Les notions d\'occupation et de mise en valeur ainsi fixées à 15 années avant la promulgation de la présente loi, avec un point de départ la loi de 2005, sont les critères de régularisation de la présomption de propriété foncière privée non titrée' },
    { statement: 'audience', source: 'decret-2023-28', quote: 'la loi n°2022-013 du 1er Août 2022 portant refonte des règles fixant le régime juridique de la propriété foncière privée non titrée', where: 'visas' },
    { statement: 'documents.3', source: 'inrae', quote: 'maintenant je sais qu\'on n\'est pas obligé de passer par l\'arrondissement, on peut avoir un certificat avec des documents fokontany' },
    { statement: 'cost', source: 'lexpress-diana', quote: 'capables de délivrer le certificat selon des procédures locales, plus rapides et moins chères pour les paysans' },
    { statement: 'cost', source: 'newsmada', quote: 'la distribution gratuite de certificats fonciers ou « Karatany », réalisée à travers le projet Croissance agricole et sécurisation foncière (Casef) continue' },
    { statement: 'cost', source: 'newsmada', quote: 'Les Opérations de certification foncière massive (OCFM) ont été également réactivés au niveau de ces Bif' },
    { statement: 'cost', source: 'allafrica-2023-01', quote: 'le gouvernement a adopté en conseil des ministres du 11 janvier dernier le décret N°2023-28 en application de l\'article 18 de la loi 2022-01[3], sur les modalités de mise en œuvre de l\'Opération de Certification Foncière Massive' },
    { statement: 'cost', source: 'lexpress-itasy-2023', quote: 'Près de trente mille certificats fonciers ont été distribués à leurs propriétaires dans la région Itasy samedi.' },
    { statement: 'youReceive', source: 'lexpress-guichets', quote: 'Ces derniers ont pour rôle de délivrer un certificat foncier, à celui qui en fait la demande' },
    { statement: 'youReceive', source: 'lexpress-diana', quote: 'l\'agent de guichet foncier (AGF), concernant la délivrance d\'un certificat foncier' },
    { statement: 'whereToApply', source: 'lexpress-diana', quote: 'tout repose sur les équipes communales composées du maire, du président du conseil communal et de l\'agent de guichet foncier (AGF)' },
    { statement: 'whereToApply', source: 'lexpress-guichets', quote: 'il y a actuellement cinq cent vingt quatre guichets fonciers fonctionnels à Madagascar … Nous aspirons à mettre en place au moins un guichet foncier dans les quelques mille six cent communes, d\'ici 2030' },
    { statement: 'whereToApply', source: 'afaspa', quote: 'Dans le millier de communes ne disposant pas de guichet foncier, l\'immatriculation foncière et l\'obtention d\'un titre auprès des services fonc[iers] …' },
    { statement: 'whereToApply', source: 'newsmada', quote: 'Bureaux de la propriété foncière ou « Birao ifoton\'ny ny fananan-tany (Bif) »' },
    { statement: 'steps.0', source: 'allafrica-2022-04', quote: 'ne faisant partie ni du domaine public ni du domaine privé de l\'Etat ou d\'une collectivité décentralisée … non situés sur une zone soumise à un statut particulier' },
    { statement: 'steps.0', source: 'allafrica-2022-04', quote: 'pas encore immatriculés ni cadastrés' },
    { statement: 'steps.3', source: 'allafrica-2022-04', quote: 'En aucun cas, les terrains inexploités au moment de la procédure de reconnaissance locale ne seront considérés ni comme occupés ni comme mise en valeur.' },
    { statement: 'steps.4', source: 'lexpress-diana', quote: 'tout repose sur les équipes communales composées du maire, du président du conseil communal et de l\'agent de guichet foncier (AGF)' },
    { statement: 'legalReferences.0', source: 'recueil-2015', quote: 'Loi cadre n°2005-019 du 17 Octobre 2005 fixant les principes régissant les statuts des terres', where: 'sommaire' },
    { statement: 'legalReferences.0', source: 'decret-2023-28', quote: 'la loi n°2005-019 du 17 octobre 2005 fixant les principes régissant les statuts des terres', where: 'visas' },
    { statement: 'legalReferences.1', source: 'decret-2023-28', quote: 'Vu la loi n°2022-013 du 1” Aout 2022 portant refonte des régles fixant le régime juridique de la propriété fonciére privée non titrée', where: 'visas' },
    { statement: 'legalReferences.1', source: 'hcc-2021', quote: 'Vu la loi n° 2006-031 du 24 novembre 2006 fixant le régime juridique de la propriété foncière privée non titrée' },
    { statement: 'legalReferences.1', source: 'hcc-2021', quote: 'a saisi la Haute Cour Constitutionnelle, aux fins de contrôle de constitutionnalité, préalablement à sa promulgation, de la loi n°2021-016 portant refonte de la loi n° 2006-031 du 24 novembre 2006' },
    { statement: 'legalReferences.1', source: 'allafrica-2022-07', quote: 'La facilitation de l\'accès à la terre, au profit de la Population malagasy est l\'objet principal de l\'application de la nouvelle loi sur les propriétés privées non titrées, selon l\'Administration foncière.' },
    { statement: 'legalReferences.2', source: 'decret-2023-28', quote: 'fixant les modalités de mise en œuvre des Opérations de Certification Foncière Massive prévues par article 18 de la loi n°2022-013 du 1er Août 2022', where: 'titre' },
    { statement: 'legalReferences.2', source: 'allafrica-2023-01', quote: 'le gouvernement a adopté en conseil des ministres du 11 janvier dernier le décret N°2023-28 en application de l\'article 18 de la loi 2022-01[3], sur les modalités de mise en œuvre de l\'Opération de Certification Foncière Massive' },
    { statement: 'faq.0', source: 'lexpress-guichets', quote: 'Ayant la même valeur juridique dans les transactions, les Malgaches confondent fréquemment le titre foncier et le certificat foncier. Si le premier est irréversible, le second est opposable.' },
    { statement: 'faq.1', source: 'allafrica-2022-04', quote: 'faisant l\'objet d\'une occupation au moins 15 années avant la promulgation de la présente loi, mais qui ne sont pas encore immatriculés ni cadastrés au registre foncier' },
    { statement: 'faq.1', source: 'allafrica-2021-07', quote: 'Les notions d\'occupation et de mise en valeur ainsi fixées à 15 années avant la promulgation de la présente loi, avec un point de départ la loi de 2005, sont les critères de régularisation de la présomption de propriété foncière privée non titrée' },
    { statement: 'faq.1', source: 'decret-2023-28', quote: 'la loi n°2022-013 du 1er Août 2022 portant refonte des règles fixant le régime juridique de la propriété foncière privée non titrée', where: 'visas' },
    { statement: 'faq.2', source: 'afaspa', quote: 'Dans le millier de communes ne disposant pas de guichet foncier, l\'immatriculation foncière et l\'obtention d\'un titre auprès des services fonc[iers] …' },
    { statement: 'faq.2', source: 'decret-2023-28', quote: 'fixant les modalités de mise en œuvre des Opérations de Certification Foncière Massive prévues par article 18 de la loi n°2022-013 du 1er Août 2022', where: 'titre' },
  ],
}

export default service

import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'fermer-une-entreprise',
  category: 'entreprises',
  ministry: 'edbm',
  slug: { fr: 'fermer-une-entreprise', mg: 'fanakatonana-orinasa' },
  title: {
    fr: 'Fermer son entreprise (cessation d’activité)',
    mg: 'Manakatona orinasa (fampitsaharana asa)',
  },
  summary: {
    fr: 'Vous arrêtez définitivement votre commerce ou votre société : déclarez la cessation d’activité pour être radié du registre du commerce (RCS) et arrêter vos obligations fiscales. Pour une société, la démarche passe par le guichet unique de l’EDBM (plateforme Orinasa).',
    mg: 'Hampitsahatra tanteraka ny varotrao na ny orinasanao ianao : ambarao ny fampitsaharana asa mba hofafana ao amin’ny rejisitry ny varotra (RCS) ianao ary hijanona ny adidinao amin’ny hetra. Ho an’ny orinasa, mandalo amin’ny birao tokana an’ny EDBM (sehatra Orinasa) izany.',
  },
  audience: {
    fr: 'Les commerçants et entrepreneurs individuels, et les sociétés (SARL, SA…), qui arrêtent définitivement leur activité.',
    mg: 'Ireo mpivarotra sy mpandraharaha tsy miankina, ary ireo orinasa (SARL, SA…), mampitsahatra tanteraka ny asany.',
  },
  documents: {
    fr: [
      { item: 'Votre carte fiscale (NIF) et votre carte statistique', unsure: 'aucune source ne donne la liste des pièces' },
      { item: 'Votre numéro d’immatriculation au RCS', unsure: 'aucune source ne donne la liste des pièces' },
      { item: 'Pour une société : la décision des associés de dissoudre la société (procès-verbal)', unsure: 'aucune source malgache trouvée sur cette pièce' },
      { item: 'La CIN de l’exploitant ou du dirigeant', unsure: 'aucune source ne donne la liste des pièces' },
    ],
    mg: [
      { item: 'Ny karatra ara-ketra (NIF) sy ny karatra statistika', unsure: 'tsy misy loharano manome ny lisitry ny taratasy' },
      { item: 'Ny laharana nisoratanao tao amin’ny RCS', unsure: 'tsy misy loharano manome ny lisitry ny taratasy' },
      { item: 'Ho an’ny orinasa : ny fanapahan-kevitry ny mpiara-miombon’antoka handrava ny orinasa (fitanana an-tsoratra)', unsure: 'tsy nahitana loharano malagasy momba ity taratasy ity' },
      { item: 'Ny kara-panondron’ny tompon’asa na ny mpitantana', unsure: 'tsy misy loharano manome ny lisitry ny taratasy' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Montant non publié. La plateforme Orinasa de l’EDBM est gratuite, mais des frais administratifs et des prélèvements fiscaux peuvent être dus. Demandez le tarif et un reçu.',
      mg: 'Tsy navoaka ny sarany. Maimaim-poana ny sehatra Orinasa an’ny EDBM, saingy mety misy sarany ara-pitantanana sy hetra tsy maintsy aloa. Anontanio ny sarany ary angataho ny rosia.',
    },
  },
  processingTime: {
    fr: 'Délai non publié : demandez-le au guichet.',
    mg: 'Tsy navoaka ny faharetany : anontanio eo amin’ny birao.',
  },
  whereToApply: {
    fr: 'Société : guichet unique de l’EDBM, en ligne sur orinasa.edbm.mg, qui transmet au greffe du RCS, aux impôts, à l’INSTAT et à la CNaPS. Entreprise individuelle : le centre fiscal de votre lieu d’activité et le greffe du tribunal de commerce où vous êtes inscrit au RCS.',
    mg: 'Orinasa : birao tokana an’ny EDBM, an-tserasera amin’ny orinasa.edbm.mg, izay mampita any amin’ny birao mpitan-tsoratry ny RCS, ny hetra, ny INSTAT ary ny CNaPS. Orinasa tsy miankina an’olona tokana : ny foibe misahana ny hetra eo amin’ny toerana iasanao sy ny birao mpitan-tsoratry ny fitsarana ara-barotra nisoratanao tao amin’ny RCS.',
  },
  places: ['edbm-guichet-unique-antananarivo', 'rcs-cm-antananarivo-anosy'],
  steps: {
    fr: [
      { title: 'Décidez et datez l’arrêt', detail: 'Entreprise individuelle : fixez la date d’arrêt. Société : les associés décident la dissolution et désignent qui fera les formalités (liquidateur).', unsure: 'règles de dissolution d’une société : aucune source malgache lue' },
      { title: 'Mettez-vous en règle aux impôts', detail: 'Le Code des procédures fiscales prévoit des formalités en cas de cessation définitive d’activité : allez à votre centre fiscal déclarer l’arrêt et payer ce qui reste dû.', unsure: 'contenu et délai de ces formalités fiscales non lus' },
      { title: 'Demandez la radiation', detail: 'Société : faites la demande sur la plateforme Orinasa de l’EDBM, qui sert à la création, à la modification et à la radiation des entreprises. Entreprise individuelle : adressez-vous au greffe du RCS.', place: 'edbm-guichet-unique-antananarivo', unsure: 'radiation d’une entreprise individuelle au greffe : aucune source lue' },
      { title: 'Prévenez la CNaPS si vous aviez des salariés', detail: 'La CNaPS gère l’affiliation des salariés : vos déclarations et cotisations doivent être arrêtées et soldées.', unsure: 'formalités auprès de la CNaPS non décrites par les sources' },
    ],
    mg: [
      { title: 'Tapaho sy omeo daty ny fampitsaharana', detail: 'Orinasa tsy miankina an’olona tokana : faritano ny daty hampitsaharana. Orinasa : manapa-kevitra ny handrava ny orinasa ireo mpiara-miombon’antoka ary manendry izay hanao ny fomba fanao (liquidateur).', unsure: 'fitsipika momba ny fandravana orinasa : tsy nisy loharano malagasy novakiana' },
      { title: 'Ataovy ara-dalàna ny hetranao', detail: 'Misy fomba fanao voalazan’ny fehezan-dalàna momba ny fomba fanao ara-ketra (Code des procédures fiscales) raha mitsahatra tanteraka ny asa : mankanesa any amin’ny foibe misahana ny hetra hanambara ny fampitsaharana sy handoa izay mbola tsy voaloa.', unsure: 'tsy novakiana ny votoatin’ireo fomba fanao ara-ketra ireo sy ny fe-potoana' },
      { title: 'Angataho ny famafana ao amin’ny rejisitra', detail: 'Orinasa : ataovy amin’ny sehatra Orinasa an’ny EDBM ny fangatahana, izay natao ho an’ny fananganana, ny fanovana ary ny famafana orinasa. Orinasa tsy miankina an’olona tokana : manatona ny birao mpitan-tsoratry ny RCS.', place: 'edbm-guichet-unique-antananarivo', unsure: 'famafana orinasa tsy miankina an’olona tokana ao amin’ny birao mpitan-tsoratra : tsy nisy loharano novakiana' },
      { title: 'Ampahafantaro ny CNaPS raha nanana mpiasa ianao', detail: 'Ny CNaPS no mitantana ny fisoratan’ny mpiasa : tsy maintsy ajanona sy vitaina ny fanambarana sy ny latsakemboka.', unsure: 'tsy voalazan’ny loharano ny fomba fanao eo amin’ny CNaPS' },
    ],
  },
  legalReferences: {
    fr: ['Code des procédures fiscales (loi de finances 2024), titre I, chapitre IV : formalités à accomplir en cas de cessation définitive d’activité'],
    mg: ['Fehezan-dalàna momba ny fomba fanao ara-ketra (Code des procédures fiscales, lalàna momba ny tetibola 2024), lohateny I, toko IV : fomba fanao raha mitsahatra tanteraka ny asa'],
  },
  faq: {
    fr: [
      { question: 'Puis-je fermer ma société en ligne ?', answer: 'Oui : la plateforme Orinasa de l’EDBM sert à la création, à la modification et à la radiation des entreprises. Son utilisation est gratuite, hors frais administratifs et prélèvements fiscaux.' },
      { question: 'Qui est prévenu de la fermeture ?', answer: 'Par Orinasa, les données vont à l’administration fiscale, à l’INSTAT, aux greffes des tribunaux de commerce (RCS) et à la CNaPS.' },
    ],
    mg: [
      { question: 'Azoko atao an-tserasera ve ny fanakatonana ny orinasako ?', answer: 'Eny : ny sehatra Orinasa an’ny EDBM dia natao ho an’ny fananganana, ny fanovana ary ny famafana orinasa. Maimaim-poana ny fampiasana azy, afa-tsy ny sarany ara-pitantanana sy ny hetra.' },
      { question: 'Iza no ampahafantarina ny fanakatonana ?', answer: 'Amin’ny alalan’ny Orinasa, alefa any amin’ny sampan-draharahan’ny hetra, ny INSTAT, ny birao mpitan-tsoratry ny fitsarana ara-barotra (RCS) ary ny CNaPS ny mombamomba ny orinasa.' },
    ],
  },
  onlineServices: {
    fr: [{ label: 'Orinasa, guichet unique en ligne de l’EDBM', url: 'https://orinasa.edbm.mg' }],
    mg: [{ label: 'Orinasa, birao tokana an-tserasera an’ny EDBM', url: 'https://orinasa.edbm.mg' }],
  },
  related: ['creer-sa-societe', 'immatriculation-au-registre-du-commerce', 'numero-d-identification-fiscale', 'carte-statistique', 'impot-synthetique'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['documents', 'cost', 'processingTime', 'whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/fermer-une-entreprise.md). Torolalana (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) n’a aucune fiche sur la cessation d’activité. Lu : conditions générales d’Orinasa (EDBM, 2021 : téléservice de création, modification et radiation ; gratuit hors frais administratifs et prélèvements ; entités : impôts, INSTAT, greffes, CNaPS) ; AllAfrica 2021 (digitalisation de la création, modification et dissolution) ; L’Express 2023 (personne physique : centre fiscal et RCS au tribunal de commerce, pour la création) ; sommaire du Code des procédures fiscales 2024 (chapitre sur la cessation définitive, texte non lu). Non confirmés et marqués : pièces, montant, délai, lieu pour l’entreprise individuelle, règles de dissolution d’une société, contenu et délai des formalités fiscales, formalités CNaPS. Aucun texte malgache sur la radiation au RCS n’a été trouvé dans les pages stockées.',
  },
  sources: [
    { key: 'orinasa-cgu', title: 'Conditions générales d’utilisation d’Orinasa (création, modification et radiation des entreprises)', publisher: 'EDBM – Orinasa', kind: 'official', url: 'https://orinasa.edbm.mg/Articles_17', seen: '2026-11-28', published: '2021-10' },
    { key: 'allafrica-2021', title: 'Signature de convention de collaboration pour faciliter les procédures de création d’entreprise à travers la plateforme « Orinasa »', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202106030760.html', seen: '2026-11-28', published: '2021-06' },
    { key: 'lexpress-2023', title: 'La formalisation des activités commerciales', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/12/08/2023/la-formalisation-des-activites-commerciales/', seen: '2026-11-28', published: '2023-08-12' },
    { key: 'cpf-2024', title: 'Code des procédures fiscales suivant la loi de finances 2024 (sommaire, copie en ligne)', publisher: 'Direction générale des impôts (copie sur Scribd)', kind: 'secondary', url: 'https://fr.scribd.com/document/704814799/CPF-LFI-2024-Compressed', seen: '2026-11-28', published: '2024' },
  ],
  references: [
    { statement: 'summary', source: 'orinasa-cgu', quote: 'téléservice de guichet unique dédié à la création, à la modification et à la radiation des entreprises à Madagascar', where: 'Article 1' },
    { statement: 'summary', source: 'cpf-2024', quote: 'CHAPITRE IV Formalites à accomplir en cas de cessation définitive d’activité', where: 'Sommaire, titre I' },
    { statement: 'audience', source: 'lexpress-2023', quote: 'Pour une personne physique, la démarche consiste à : 1- Déclarer son activité auprès du centre fiscal du lieu d’exercice du commerce en question', where: 'Formalisation' },
    { statement: 'audience', source: 'orinasa-cgu', quote: 'Le Service consiste à simplifier les démarches relatives à la création, à la modification de la situation et à la cessation d’activité d’une entreprise.', where: 'Article 2.1' },
    { statement: 'cost', source: 'orinasa-cgu', quote: 'L’utilisation du Service est gratuite sous réserve des frais administratifs et des prélèvements de nature fiscale et/ou parafiscale dont l’Utilisateur devra s’acquitter.', where: 'Article 2.1' },
    { statement: 'whereToApply', source: 'orinasa-cgu', quote: 'Les Greffes des Tribunaux de Commerce gérant l’immatriculation des entreprises au Registre du Commerce et des Sociétés ; La Caisse Nationale de Prévoyance Sociale (CNaPS) gérant l’affiliation des salariés des entreprises créées.', where: 'Article 1' },
    { statement: 'whereToApply', source: 'lexpress-2023', quote: '2- S’inscrire au registre de commerce et des sociétés (RCS) auprès du Tribunal de commerce du lieu d’exercice', where: 'Formalisation' },
    { statement: 'steps.1', source: 'cpf-2024', quote: 'CHAPITRE IV Formalites à accomplir en cas de cessation définitive d’activité', where: 'Sommaire, titre I' },
    { statement: 'steps.2', source: 'orinasa-cgu', quote: 'téléservice de guichet unique dédié à la création, à la modification et à la radiation des entreprises à Madagascar', where: 'Article 1' },
    { statement: 'steps.2', source: 'allafrica-2021', quote: 'Les parties s’engagent à œuvrer sur la digitalisation de la procédure de création, modification et dissolution d’entreprises' },
    { statement: 'steps.3', source: 'orinasa-cgu', quote: 'La Caisse Nationale de Prévoyance Sociale (CNaPS) gérant l’affiliation des salariés des entreprises créées.', where: 'Article 1' },
    { statement: 'faq.0', source: 'orinasa-cgu', quote: 'téléservice de guichet unique dédié à la création, à la modification et à la radiation des entreprises à Madagascar', where: 'Article 1' },
    { statement: 'faq.0', source: 'orinasa-cgu', quote: 'L’utilisation du Service est gratuite sous réserve des frais administratifs et des prélèvements de nature fiscale et/ou parafiscale dont l’Utilisateur devra s’acquitter.', where: 'Article 2.1' },
    { statement: 'faq.1', source: 'orinasa-cgu', quote: 'L’Administration fiscale gérant l’immatriculation fiscale des entreprises créées ; L’Institut National de la Statistique (INSTAT) … Les Greffes des Tribunaux de Commerce … La Caisse Nationale de Prévoyance Sociale (CNaPS)', where: 'Article 1' },
    { statement: 'legalReferences.0', source: 'cpf-2024', quote: 'CODE DES PROCÉDURES FISCALES SUIVANT LA LOI DE FINANCES 2024 … CHAPITRE IV Formalites à accomplir en cas de cessation définitive d’activité', where: 'Sommaire' },
    { statement: 'onlineServices.0', source: 'orinasa-cgu', quote: 'fourni sur le site web orinasa.edbm.mg aux usagers', where: 'Article 1' },
  ],
}

export default service

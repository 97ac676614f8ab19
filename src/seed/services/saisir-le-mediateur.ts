import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'saisir-le-mediateur',
  category: 'citoyennete',
  ministry: 'mediateur',
  slug: { fr: 'saisir-le-mediateur', mg: 'mitaraina-amin-ny-mpanelanelana' },
  title: {
    fr: 'Saisir le Médiateur de la République',
    mg: 'Mitaraina amin’ny Mpanelanelana eo anivon’ny Repoblika',
  },
  summary: {
    fr: 'Une administration (État, commune, établissement public, organisme de service public) a mal traité votre dossier ? Le Médiateur de la République, « défenseur du peuple », reçoit les réclamations des usagers, enquête et fait des recommandations.',
    mg: 'Nisy sampan-draharaham-panjakana (Fanjakana, kaominina, trano famatsiana ampahibemaso, na fikambanana manatanteraka asam-panjakana) tsy nikarakara tsara ny antontan-taratasinao ? Ny Mpanelanelana eo anivon’ny Repoblika, « mpiaro ny vahoaka », no mandray ny fitarainan’ireo mpampiasa ny tolotra ampahibemaso, manadihady ary manome torohevitra.',
  },
  audience: {
    fr: 'Tout usager d’un service public en litige avec l’administration, particulier, association ou entreprise, étranger compris : salaire ou pension non payé, dossier bloqué, décision de justice que l’administration n’exécute pas. Les conflits entre particuliers n’en relèvent pas.',
    mg: 'Izay rehetra mampiasa tolotra ampahibemaso ka misy olana amin’ny fitantanan-draharaham-panjakana, olon-tsotra, fikambanana na orinasa, ao anatin’izany ny vahiny : karama na fisotroan-dronono tsy voaloa, antontan-taratasy voasakana, didim-pitsarana tsy ampiharin’ny fanjakana. Tsy anjarany ny disadisa eo amin’ny olon-tsotra.',
  },
  documents: {
    fr: [
      'Une réclamation écrite ; si vous ne savez pas écrire, exposez-la oralement au bureau de la Médiature',
      { item: 'Les copies des pièces de votre dossier : courriers, décisions, reçus', unsure: 'non cité par les sources' },
    ],
    mg: [
      'Fitarainana an-tsoratra ; raha tsy mahay manoratra ianao, lazao am-bava any amin’ny biraon’ny Mpanelanelana izany',
      { item: 'Ny dika mitovin’ireo taratasy momba ny raharahanao : taratasy nifanoratana, fanapahan-kevitra, rosia', unsure: 'tsy voalazan’ny loharano' },
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'Tous les services de la Médiature sont gratuits. Méfiez-vous des associations ou structures qui vous demandent de l’argent.',
      mg: 'Maimaim-poana avokoa ny tolotra rehetra ataon’ny Mpanelanelana. Mitandrema amin’ireo fikambanana na rafitra mangataka vola aminao.',
    },
  },
  youReceive: {
    fr: 'Une enquête et des recommandations adressées à l’administration. Le Médiateur n’est ni juge ni administrateur : il ne peut pas sanctionner.',
    mg: 'Fanadihadiana sy torohevitra alefa any amin’ny fitantanan-draharaham-panjakana. Tsy mpitsara na mpitantana ny Mpanelanelana : tsy afaka manasazy izy.',
  },
  processingTime: {
    fr: 'Aucun délai publié.',
    mg: 'Tsy misy faharetany navoaka.',
  },
  whereToApply: {
    fr: 'Au siège de la Médiature de la République, à Isoraka (Antananarivo). Une antenne fonctionne à Morondava (Menabe) ; la Médiature recueille aussi des doléances lors de tournées en région.',
    mg: 'Ao amin’ny foiben’ny Mpanelanelana eo anivon’ny Repoblika, ao Isoraka (Antananarivo). Misy sampana miasa ao Morondava (Menabe) ; mandray fitarainana koa ny Mpanelanelana mandritra ny fitsidihany any amin’ny faritra.',
  },
  places: ['mediature-isoraka'],
  steps: {
    fr: [
      { title: 'Vérifiez que le Médiateur peut agir', detail: 'Il traite le mauvais fonctionnement d’une administration, pas les conflits entre particuliers. Il ne remet pas en cause un jugement.' },
      { title: 'Écrivez votre réclamation', detail: 'Expliquez l’administration concernée, ce qui s’est passé et ce que vous demandez. Si vous ne savez pas écrire, venez l’exposer oralement.' },
      { title: 'Déposez-la à la Médiature', detail: 'Au siège à Isoraka, ou lors d’un passage de la Médiature dans votre région.' },
      { title: 'Le Médiateur enquête', detail: 'Il peut se rendre dans toute administration et consulter tout dossier lié à l’affaire ; le secret des pièces ne peut pas lui être opposé. Il adresse ensuite ses recommandations.' },
    ],
    mg: [
      { title: 'Hamarino fa afaka miditra an-tsehatra ny Mpanelanelana', detail: 'Ny tsy fandehanan’ny fitantanan-draharaham-panjakana no ataony, fa tsy ny disadisa eo amin’ny olon-tsotra. Tsy manova didim-pitsarana izy.' },
      { title: 'Soraty ny fitarainanao', detail: 'Lazao ny sampan-draharaha voakasika, izay nitranga ary izay angatahinao. Raha tsy mahay manoratra ianao, avia lazao am-bava.' },
      { title: 'Apetraho any amin’ny Mpanelanelana', detail: 'Any amin’ny foibe ao Isoraka, na rehefa tonga any amin’ny faritra misy anao ny Mpanelanelana.' },
      { title: 'Manadihady ny Mpanelanelana', detail: 'Afaka mankany amin’ny sampan-draharaham-panjakana rehetra izy ary mijery ny antontan-taratasy rehetra mifandraika amin’ny raharaha ; tsy azo lazaina aminy fa tsiambaratelo ny taratasy. Avy eo izy manome torohevitra.' },
    ],
  },
  legalReferences: {
    fr: ['Ordonnance n° 92-012 du 29 avril 1992 instituant un Médiateur, défenseur du peuple'],
    mg: ['Hitsivolana laharana faha-92-012 tamin’ny 29 aprily 1992 mananga ny Mpanelanelana, mpiaro ny vahoaka'],
  },
  faq: {
    fr: [
      { question: 'Mon affaire est devant le tribunal. Le Médiateur peut-il m’aider ?', answer: 'Seulement pour en accélérer le cours : il ne peut pas intervenir dans la procédure ni remettre en cause un jugement. Beaucoup de réclamations portent d’ailleurs sur la lenteur de la justice.' },
      { question: 'Puis-je le saisir pour un conflit avec un voisin ou une entreprise privée ?', answer: 'Non : le Médiateur traite les réclamations des usagers contre le mauvais fonctionnement de l’administration ; les conflits entre particuliers ne le concernent pas.' },
    ],
    mg: [
      { question: 'Efa any amin’ny fitsarana ny raharahako. Afaka manampy ahy ve ny Mpanelanelana ?', answer: 'Ho fanafainganana azy ihany : tsy afaka miditra amin’ny fomba fitsarana na manova didim-pitsarana izy. Maro amin’ireo fitarainana no momba ny fahatarana eo amin’ny fitsarana.' },
      { question: 'Afaka mitaraina aminy ve aho noho ny disadisa amin’ny mpifanolo-bodirindrina na orinasa tsy miankina ?', answer: 'Tsia : ny fitarainan’ireo mpampiasa ny tolotra ampahibemaso noho ny tsy fandehanan’ny fitantanan-draharaham-panjakana no ataon’ny Mpanelanelana ; tsy anjarany ny disadisa eo amin’ny olon-tsotra.' },
    ],
  },
  related: ['doleances', 'signaler-la-corruption', 'mecanisme-de-gestion-des-plaintes'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b8 ; recherche : docs/research/issue41/saisir-le-mediateur.md). Médiature (mediature.gov.mg : exposé des motifs de l’ordonnance 92-012), AOMF (fiche Madagascar : compétence, réclamation écrite, pas d’intervention dans une procédure sauf pour l’accélérer, recommandations), L’Express (2021 : ordonnance, art. 1, 11 et 13), Matin (2015 : siège à Isoraka, pas de conflits entre privés, pas de sanction), Midi (rapport 2014 : réclamations orales, salaires, pensions CNaPS, lenteur de la justice), La Gazette (2022 : tournées, premier bureau régional dans le Menabe), AllAfrica (février 2026 : siège à Isoraka), La Tribune de Diego (collecte de doléances à Antsiranana). Moov (27 janvier 2026) : services gratuits, siège à Antananarivo et antenne à Morondava. AOMF, fiche générale (non datée, époque de la Transition) : adresse lot 33, rue Docteur Villette, Isoraka ; saisine par toute personne physique ou morale, étrangers compris ; téléphone (00 261) 32 04 12 456 probablement ancien : non affiché. Non confirmés et marqués : délai, pièces à joindre ; gratuité dite par une seule source de presse (coût marqué).',
  },
  sources: [
    { key: 'mediature', title: 'Exposé des motifs de l’ordonnance 92-012 du 29 avril 1992 instituant un Médiateur, défenseur du peuple', publisher: 'Médiature de la République', kind: 'official', url: 'https://mediature.gov.mg/category/non-classe/', seen: '2026-11-28' },
    { key: 'aomf', title: 'Madagascar – Médiateur de la République, défenseur du peuple (fiche de l’institution)', publisher: 'Association des Ombudsmans et Médiateurs de la Francophonie (AOMF)', kind: 'secondary', url: 'https://www.aomf-ombudsmans-francophonie.org/madagascar-mediateur-de-la-republique-defenseur-du-peuple/', seen: '2026-11-28' },
    { key: 'lexpress-2021', title: 'Lala Ratsirahonana : « La Médiature de la République, une tangente de la société »', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/31/07/2021/lala-ratsirahonana-la-mediature-de-la-republique-une-tangente-de-la-societe/', seen: '2026-11-28', published: '2021-07-31' },
    { key: 'matin-2015', title: 'Médiature de la République – 145 doléances enregistrées', publisher: 'Le Matin de Madagascar', kind: 'press', url: 'https://matin.mg/?p=18678', seen: '2026-11-28', published: '2015' },
    { key: 'midi-2014', title: 'Doléances à la Médiature : le dysfonctionnement administratif en tête', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/doleances-a-la-mediature-le-dysfonctionnement-administratif-en-tete', seen: '2026-11-28', published: '2015' },
    { key: 'gazette-2022', title: 'Médiature de la République : Me Lala Ratsirahonana en mauvaise posture (tournées, premier bureau régional)', publisher: 'La Gazette de la Grande Île', kind: 'press', url: 'http://www.lagazette-dgi.com/?p=74667', seen: '2026-11-28', published: '2022-05-19' },
    { key: 'allafrica-2026', title: 'La Médiature de la République intervient auprès d’un ministère (siège à Isoraka)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202602090529.html', seen: '2026-11-28', published: '2026-02-09' },
    { key: 'moov-2026', title: 'Droits humains : la Norvège soutient le Médiateur du peuple malgache (services gratuits, antenne de Morondava)', publisher: 'Moov', kind: 'press', url: 'https://moov.mg/article/111717-droits-humains-la-norvege-soutient-le-mediateur-du-peuple-malgache', seen: '2026-11-28', published: '2026-01-27' },
    { key: 'aomf-fiche', title: 'Fiche générale : Madagascar – Médiateur de la République, défenseur du peuple (adresse, saisine)', publisher: 'Association des Ombudsmans et Médiateurs de la Francophonie (AOMF)', kind: 'secondary', url: 'https://www.aomf-ombudsmans-francophonie.org/fiche-generale-madagascar-mediateur-de-la-republique-defenseur-du-peuple/', seen: '2026-11-28' },
    { key: 'tribune-diego', title: 'La Médiature de la République présentée à Antsiranana', publisher: 'La Tribune de Diego', kind: 'press', url: 'https://latribune.cyber-diego.com/societe/1111-la-mediature-de-la-republique-presentee-a-antsiranana.html', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'lexpress-2021', quote: 'fixe sa mission qui est de recevoir les réclamations concernant, dans leurs relations avec les administrés, le fonctionnement des administrations de l’État, des collectivités publiques territoriales, des établissements publics et de tout autre organisme investi d’une mission de service public.' },
    { statement: 'summary', source: 'aomf', quote: 'L’institution du Médiateur est chargée de traiter les réclamations des usagers du service public contre le mauvais fonctionnement de l’Administration.' },
    { statement: 'audience', source: 'matin-2015', quote: 'la Médiature s’occupe seulement de vérifier le bon fonctionnement des services publics, notamment de s’assurer les paiements à temps des salaires ou encore d’éviter la tenue des renvois abusifs. Les conflits entre privés ne nous concernent pas' },
    { statement: 'audience', source: 'midi-2014', quote: 'les doléances reçues font, entre autres, état de non-paiement de salaire ou indemnités des agents de l’Etat, de la méconnaissance des règles de procédures financières et non exécution de décision de justice.' },
    { statement: 'audience', source: 'aomf-fiche', quote: 'Saisine (qui?) Toute personne physique Toute personne morale Groupe de personnes Personnes de nationalité étrangère' },
    { statement: 'cost', source: 'moov-2026', quote: 'L’institution rappelle que tous les services restent gratuits et met en garde contre certaines associations ou structures qui demandent de l’argent' },
    { statement: 'whereToApply', source: 'moov-2026', quote: 'Actuellement, le siège se situe à Antananarivo et une antenne fonctionne à Morondava.' },
    { statement: 'whereToApply', source: 'aomf-fiche', quote: 'Adresse Lot 33, rue Docteur Villette-Isoraka-Antananarivo' },
    { statement: 'documents.0', source: 'aomf', quote: 'Le Médiateur doit être saisi par une réclamation écrite. Si le réclamant ne sait pas écrire, ses doléances p' },
    { statement: 'documents.0', source: 'midi-2014', quote: 'Ces données incluent les réclamations orales faites par les usagers venus exposer leurs doléances au bureau de la Médiature.' },
    { statement: 'youReceive', source: 'aomf', quote: 'Le Médiateur n’a ni la qualité d’administrateur ni celle de juge, ses actes n’ont pas le caractère de décision administratives mais de véritables recommandations pour l’application de l’équité et de la justice.' },
    { statement: 'youReceive', source: 'matin-2015', quote: 'Monique Andréas Esoavelomandroso a tenu à préciser que l’institution n’est pas habilitée à sanctionner.' },
    { statement: 'whereToApply', source: 'matin-2015', quote: 'La Médiature de la République a effectué hier, à son siège à Isoraka, une cérémonie pour remettre officiellement leur rapport de 2014' },
    { statement: 'whereToApply', source: 'allafrica-2026', quote: 'une rencontre directe s’est tenue, vendredi dernier, au siège de la Médiature, à Isoraka' },
    { statement: 'whereToApply', source: 'gazette-2022', quote: 'Le bureau central de la médiature a effectué ces derniers temps des tournées à travers toute l’île pour affirmer son existence. … Elle procèdera ce jour à l’installation du premier bureau régional dans le Menabe.' },
    { statement: 'whereToApply', source: 'tribune-diego', quote: 'ont consacré deux journées pour informer les habitants de Diego Suarez de ce qu’est la Médiature et pour recueillir les doléances.' },
    { statement: 'steps.0', source: 'matin-2015', quote: 'Les conflits entre privés ne nous concernent pas' },
    { statement: 'steps.0', source: 'aomf', quote: 'Le Médiateur ne peut pas intervenir dans une procédure engagée devant une juridiction, sauf pour en accélérer le cours. Il ne peut remettre en cause le bien fondé d’une décision juridictionnelle.' },
    { statement: 'steps.1', source: 'aomf', quote: 'Le Médiateur doit être saisi par une réclamation écrite. Si le réclamant ne sait pas écrire, ses doléances p' },
    { statement: 'steps.1', source: 'midi-2014', quote: 'Ces données incluent les réclamations orales faites par les usagers venus exposer leurs doléances au bureau de la Médiature.' },
    { statement: 'steps.2', source: 'matin-2015', quote: 'La Médiature de la République a effectué hier, à son siège à Isoraka' },
    { statement: 'steps.2', source: 'tribune-diego', quote: 'ont consacré deux journées pour informer les habitants de Diego Suarez de ce qu’est la Médiature et pour recueillir les doléances.' },
    { statement: 'steps.3', source: 'lexpress-2021', quote: 'le médiateur … peuvent se rendre dans n’importe quel centre de l’Administration publique … on ne peut lui refuser l’accès à aucun dossier ou document administratif … (article 11). Le caractère secret ou confidentiel des pièces … ne pouvant lui être opposé (article 13)' },
    { statement: 'steps.3', source: 'aomf', quote: 'ses actes n’ont pas le caractère de décision administratives mais de véritables recommandations pour l’application de l’équité et de la justice.' },
    { statement: 'legalReferences.0', source: 'mediature', quote: 'EXPOSE DES MOTIFS DE L’ORDONNANCE 92-012 du 29 avril 1992 INSTITUANT UN MEDIATEUR, DEFENSEUR DU PEUPLE' },
    { statement: 'legalReferences.0', source: 'lexpress-2021', quote: 'L’article 1er de l’ordonnance n° 92-012 du 29 avril 1992 portant institution du « Médiateur, défenseur du peuple »' },
    { statement: 'faq.0', source: 'aomf', quote: 'Le Médiateur ne peut pas intervenir dans une procédure engagée devant une juridiction, sauf pour en accélérer le cours. Il ne peut remettre en cause le bien fondé d’une décision juridictionnelle.' },
    { statement: 'faq.0', source: 'midi-2014', quote: 'il en est surtout question de la lenteur du traitement des affaires soumises à la justice … De ce fait, cela entraîne beaucoup de demandes d’accélération des procédures parvenues à la Médiature.' },
    { statement: 'faq.1', source: 'aomf', quote: 'L’institution du Médiateur est chargée de traiter les réclamations des usagers du service public contre le mauvais fonctionnement de l’Administration.' },
    { statement: 'faq.1', source: 'matin-2015', quote: 'Les conflits entre privés ne nous concernent pas' },
  ],
}

export default service

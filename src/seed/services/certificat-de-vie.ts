import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'certificat-de-vie',
  category: 'etat-civil',
  ministry: 'mid',
  slug: { fr: 'certificat-de-vie', mg: 'fanamarinana-fa-velona' },
  title: {
    fr: 'Obtenir un certificat de vie',
    mg: 'Maka fanamarinana fa velona',
  },
  summary: {
    fr: 'Le certificat de vie prouve qu’une personne est en vie. Les caisses de retraite étrangères (françaises par exemple) le demandent chaque année aux retraités pour continuer à verser la pension. À Madagascar, le Trésor le demande quand un proche touche une pension de l’État à la place du retraité (mandataire) et pour les pensions d’orphelins.',
    mg: 'Ny fanamarinana fa velona dia manaporofo fa mbola velona ny olona iray. Takian’ny tahirim-pisotroan-dronono any ivelany (any Frantsa, ohatra) isan-taona izany amin’ireo misotro ronono, mba hanohizana ny fandoavana ny fisotroan-dronono. Eto Madagasikara, takian’ny Tahirim-bolam-panjakana izany rehefa havana no maka ny fisotroan-dronono avy amin’ny Fanjakana ho solon’ny misotro ronono (solontena), sy ho an’ny fisotroan-dronono an’ny kamboty.',
  },
  audience: {
    fr: 'Les retraités et pensionnés (fonctionnaires, salariés affiliés à la CNaPS, pensions étrangères), les bénéficiaires d’une rente ou d’une pension de réversion, et les proches qui touchent une pension à la place d’un retraité (mandataires) ou pour des orphelins (tuteurs).',
    mg: 'Ireo misotro ronono sy mahazo fisotroan-dronono (mpiasam-panjakana, mpiasa miditra amin’ny CNaPS, fisotroan-dronono avy any ivelany), ireo mahazo vola isam-bolana na fisotroan-dronono ho an’ny vady sisa velona, ary ireo havana maka fisotroan-dronono ho solon’ny misotro ronono (solontena) na ho an’ny kamboty (mpiahy).',
  },
  marks: {
    audience: {
      fr: 'salariés affiliés à la CNaPS et pension de réversion : aucune source trouvée',
      mg: 'mpiasa miditra amin’ny CNaPS sy fisotroan-dronono ho an’ny vady sisa velona : tsy nahitana loharano',
    },
  },
  documents: {
    fr: [
      'Votre CIN (ou passeport)',
      'Votre titre de pension ou le formulaire envoyé par la caisse de retraite',
      'Un certificat de résidence récent, si la commune le demande',
      'Si vous ne pouvez pas vous déplacer : un certificat médical et une procuration pour la personne qui fait la démarche',
    ],
    mg: [
      'Ny kara-panondronao (na pasipaoro)',
      'Ny taratasy fisotroan-drononao na ny taratasy nalefan’ny tahirim-pisotroan-dronono',
      'Fanamarinam-ponenana vao nalaina, raha takian’ny kaominina',
      'Raha tsy afaka mandeha ianao : taratasy avy amin’ny dokotera sy taratasy fanomezan-dàlana ho an’ilay olona manao ny fomba fanao',
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'Le certificat de vie est en principe gratuit. Si des frais vous sont réclamés, demandez le texte qui les prévoit et un reçu.',
      mg: 'Raha ny fitsipika dia maimaim-poana ny fanamarinana fa velona. Raha misy sarany angatahina aminao dia angataho ny didy na lalàna mametraka izany sy ny rosia.',
    },
  },
  youReceive: {
    fr: 'Un certificat de vie signé et tamponné, à envoyer à votre caisse de retraite.',
    mg: 'Fanamarinana fa velona voasonia sy voatombo-kase, halefa any amin’ny tahirim-pisotroan-dronononao.',
  },
  processingTime: {
    fr: 'Délivré en général sur place, le jour même.',
    mg: 'Matetika omena eo no ho eo, anio ihany.',
  },
  whereToApply: {
    fr: 'Au fokontany de votre domicile, qui délivre le « certificat de vie individuelle » selon le guide officiel Torolalana ; certaines caisses demandent en plus le visa de la commune (service d’état civil) : lisez le courrier de votre caisse. À l’étranger : ambassade ou consulat de Madagascar ; votre présence est obligatoire à chaque demande (ambassade à Paris, où le certificat est gratuit).',
    mg: 'Ao amin’ny fokontany misy ny fonenanao, izay manome ny « certificat de vie individuelle » araka ny torolalana ofisialy Torolalana ; misy tahiry mitaky fanamarinana fanampiny avy amin’ny kaominina (sampan-draharahan’ny sora-piankohonana) : vakio ny taratasin’ny tahirinao. Any ivelany : masoivoho na kaonsoly malagasy ; tsy maintsy tonga manokana ianao isaky ny mangataka (masoivoho any Paris, izay maimaim-poana ny fanamarinana).',
  },
  steps: {
    fr: [
      { title: 'Vérifiez le formulaire demandé', detail: 'Certaines caisses envoient leur propre formulaire : apportez-le pour le faire remplir et signer.' },
      { title: 'Présentez-vous en personne', detail: 'Votre présence physique est normalement obligatoire, avec votre CIN.', unsure: 'présence obligatoire confirmée seulement pour l’ambassade à Paris' },
      { title: 'Faites signer et tamponner le certificat', detail: 'Le chef fokontany (ou l’officier d’état civil de la commune, si votre caisse l’exige) constate que vous êtes vivant, signe et appose son cachet.', unsure: 'autorité signataire selon la caisse, à confirmer' },
      { title: 'Envoyez-le à votre caisse dans les délais', detail: 'Remettez le certificat à la caisse de retraite avant la date limite, sinon le paiement peut être suspendu.' },
    ],
    mg: [
      { title: 'Jereo ny taratasy takiana', detail: 'Misy tahiry mandefa ny taratasiny manokana : ento izany mba hofenoina sy hasiana sonia.' },
      { title: 'Manatona ianao mihitsy', detail: 'Raha ny fitsipika dia tsy maintsy eo ianao mihitsy, mitondra ny kara-panondronao.', unsure: 'ho an’ny masoivoho any Paris ihany no voamarina fa tsy maintsy tonga manokana ianao' },
      { title: 'Asaivo asiana sonia sy tombo-kase ny fanamarinana', detail: 'Manamarina fa velona ianao ny sefom-pokontany (na ny mpiandraikitra ny sora-piankohonana ao amin’ny kaominina, raha takian’ny tahirinao), manao sonia ary manisy ny tombo-kaseny.', unsure: 'mbola hamarinina arakaraka ny tahiry ny manam-pahefana manao sonia' },
      { title: 'Alefaso ara-potoana any amin’ny tahiry', detail: 'Atolory ny tahirim-pisotroan-dronono alohan’ny daty farany ny fanamarinana, fandrao hajanona ny fandoavana.' },
    ],
  },
  legalReferences: {
    fr: ['Trésor public : pièces exigées au paiement des pensions de l’État (certificat de vie du retraité pour les mandataires, certificat de vie des orphelins pour les tuteurs)'],
    mg: ['Tahirim-bolam-panjakana : taratasy takiana amin’ny fandoavana ny fisotroan-dronono avy amin’ny Fanjakana (fanamarinana fa velona ny misotro ronono ho an’ny solontena, fanamarinana fa velona ny kamboty ho an’ny mpiahy)'],
  },
  faq: {
    fr: [
      { question: 'Je suis malade et je ne peux pas me déplacer. Comment faire ?', answer: 'Un proche peut agir pour vous avec une procuration notariée ou délivrée par le tribunal, que le Trésor exige pour toucher la pension d’un retraité. Lors de la vérification physique des retraités de l’État en mai 2025, aucun mandataire n’était accepté.' },
      { question: 'Tous les combien faut-il le fournir ?', answer: 'Cela dépend de votre caisse. Les caisses de retraite françaises envoient chaque année un justificatif d’existence à leurs retraités qui vivent à l’étranger. Pour les pensions de l’État malgache, les retraités ont été convoqués en personne à une vérification physique en mai 2025, présentée par la presse sous le titre « Tous les cinq ans ». Lisez le courrier de votre caisse ou contactez-la.' },
    ],
    mg: [
      { question: 'Marary aho ka tsy afaka mandeha. Ahoana no atao ?', answer: 'Afaka misolo anao ny havana iray mitondra taratasy fanomezan-dàlana nataon’ny notera na navoakan’ny fitsarana, izay takian’ny Tahirim-bolam-panjakana amin’ny fakana ny fisotroan-dronono. Nandritra ny fanamarinana ireo misotro ronono avy amin’ny Fanjakana tamin’ny mey 2025 kosa dia tsy nisy solontena nekena.' },
      { question: 'Impiry no tsy maintsy omena izany ?', answer: 'Miankina amin’ny tahirinao izany. Mandefa taratasy fanamarinana fa velona isan-taona ho an’ireo misotro ronono mipetraka any ivelany ny tahirim-pisotroan-dronono frantsay. Ho an’ny fisotroan-dronono avy amin’ny Fanjakana malagasy, nantsoina hanatona manokana ho amin’ny fanamarinana ireo misotro ronono tamin’ny mey 2025, izay nolazain’ny gazety ho « isaky ny dimy taona ». Vakio ny taratasin’ny tahiry na ifandraisa aminy.' },
    ],
  },
  related: ['certificat-de-residence', 'acte-de-deces', 'affiliation-a-la-cnaps', 'retraite-des-salaries', 'retraite-des-fonctionnaires', 'pension-de-reversion'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'documents', 'whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Relu le 2026-11-28 phrase par phrase (recherche issue 40, docs/research/issue40/certificat-de-vie.md). Torolalana (fiche « Les certificats que le fokontany délivre », lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026) range le « certificat de vie individuelle » parmi les certificats du fokontany, sans procédure ; L’Express (2022) confirme qu’on le retire au fokontany. Le Trésor public (2015) exige le certificat de vie des mandataires et des tuteurs d’orphelins ; le CLEISS (France) : justificatif d’existence envoyé chaque année par les caisses françaises. Corrigé : résumé, texte de référence (règles du Trésor au lieu des règles CRCM, CPR et CNaPS, introuvables), FAQ (procuration notariée ou du tribunal ; vérification des retraités de l’État en mai 2025). Lieu : visa de la commune et signataire non confirmés, « Où s’adresser » et l’étape marqués. Montant : gratuité à Madagascar non confirmée (seule l’ambassade à Paris l’indique), marquée. Délai (« sur place, le jour même ») non confirmé, marqué. Pièces (CIN, titre de pension, certificat de résidence, certificat médical et procuration) non confirmées, marquées. Public : salariés de la CNaPS et pension de réversion sans source, marqués.',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Ireo taratasy fanamarinana omen’ny fokontany (Les certificats que le fokontany délivre)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/les-certificats-que-le-fokontany-delivre', seen: '2026-11-28' },
    { key: 'ambassade-paris', title: 'Autres démarches administratives (certificat de vie gratuit, présence obligatoire)', publisher: 'Ambassade de Madagascar en France', kind: 'official', url: 'https://ambamad-paris.diplomatie.gov.mg/index.php/service-consulaire/service-aux-ressortissants/autres-demarches-administratives', seen: '2026-11-28' },
    { key: 'tresor-2015', title: 'Une nouvelle carte de pensionné à partir de Novembre (pièces exigées au paiement des pensions)', publisher: 'Trésor public (Ministère des Finances et du Budget)', kind: 'official', url: 'http://www.tresorpublic.mg/?p=18708', seen: '2026-11-28', published: '2015-11' },
    { key: 'cleiss', title: 'Certificats de vie (pensions françaises : mairie ou autorité locale de l’État de résidence)', publisher: 'CLEISS (Centre des liaisons européennes et internationales de sécurité sociale, France)', kind: 'official', url: 'https://www.cleiss.fr/particuliers/certificats_de_vie.html', seen: '2026-11-28' },
    { key: 'lexpress-2022', title: 'Administration – Des carnets nouvelle version attendent d’être opérationnels', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/16/02/2022/administration-des-carnets-nouvelle-version-attendent-detre-operationnels/', seen: '2026-11-28', published: '2022-02-16' },
    { key: 'allafrica-2025', title: 'Vérification physique des retraités de l’État (« Tous les cinq ans »)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202505220316.html', seen: '2026-11-28', published: '2025-05' },
  ],
  references: [
    { statement: 'summary', source: 'cleiss', quote: 'Chaque année, la caisse française qui vous verse votre pension vous adresse un justificatif d’existence à compléter, sans lequel votre retraite cesse d’être payée.' },
    { statement: 'summary', source: 'tresor-2015', quote: 'Pour les mandataires : un certificat de vie de l’agent retraité et la procuration en bonne et due forme (acte notarié ou émis par le tribunal) • Pour les tuteurs d’orphelins : un certificat de vie des orphelins avec leurs actes de naissance.' },
    { statement: 'audience', source: 'tresor-2015', quote: 'Pour les mandataires : un certificat de vie de l’agent retraité et la procuration en bonne et due forme (acte notarié ou émis par le tribunal) • Pour les tuteurs d’orphelins : un certificat de vie des orphelins avec leurs actes de naissance.' },
    { statement: 'audience', source: 'ambassade-paris', quote: 'Le Service aux ressortissants délivre un certificat de vie aux ressortissants malagasy retraités et résidents en France. Il est délivré à titre gratuit.' },
    { statement: 'documents.1', source: 'cleiss', quote: 'la caisse française qui vous verse votre pension vous adresse un justificatif d’existence à compléter' },
    { statement: 'documents.3', source: 'tresor-2015', quote: 'la procuration en bonne et due forme (acte notarié ou émis par le tribunal)' },
    { statement: 'cost', source: 'ambassade-paris', quote: 'Il est délivré à titre gratuit.' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Certificat de vie individuelle', where: 'Ireo taratasy fanamarinana omen’ny fokontany' },
    { statement: 'whereToApply', source: 'lexpress-2022', quote: 'Pour l’instant, les nouveaux carnets sont particulièrement utiles afin de retirer des certificats comme le certificat de résidence ou encore le certificat de vie pour certains.' },
    { statement: 'whereToApply', source: 'ambassade-paris', quote: 'La présence de l’intéressé à l’Ambassade est obligatoire à chaque demande de certificat de vie.' },
    { statement: 'whereToApply', source: 'ambassade-paris', quote: 'Il est délivré à titre gratuit.' },
    { statement: 'steps.0', source: 'cleiss', quote: 'Vous devez faire remplir ce document par le consulat de France ou les autorités locales compétentes de votre Etat de résidence (mairie ou autre service) et le renvoyer à votre caisse de retraite française' },
    { statement: 'steps.1', source: 'ambassade-paris', quote: 'La présence de l’intéressé à l’Ambassade est obligatoire à chaque demande de certificat de vie.' },
    { statement: 'steps.2', source: 'torolalana', quote: 'Certificat de vie individuelle', where: 'Ireo taratasy fanamarinana omen’ny fokontany' },
    { statement: 'steps.3', source: 'cleiss', quote: 'Chaque année, la caisse française qui vous verse votre pension vous adresse un justificatif d’existence à compléter, sans lequel votre retraite cesse d’être payée.' },
    { statement: 'legalReferences.0', source: 'tresor-2015', quote: 'Lors du paiement, les pensionnés devront se munir d’une photo d’identité avec les pièces suivantes : … Pour les mandataires : un certificat de vie de l’agent retraité et la procuration en bonne et due forme (acte notarié ou émis par le tribunal)' },
    { statement: 'legalReferences.0', source: 'tresor-2015', quote: 'Pour les tuteurs d’orphelins : un certificat de vie des orphelins avec leurs actes de naissance.' },
    { statement: 'faq.0', source: 'tresor-2015', quote: 'Pour les mandataires : un certificat de vie de l’agent retraité et la procuration en bonne et due forme (acte notarié ou émis par le tribunal)' },
    { statement: 'faq.0', source: 'allafrica-2025', quote: 'Conformément aux instructions ministérielles, les retraités doivent se présenter en personne aux perceptions principales ou aux trésoreries générales' },
    { statement: 'faq.0', source: 'allafrica-2025', quote: 'Aucun mandataire ne sera accepté.' },
    { statement: 'faq.1', source: 'cleiss', quote: 'Chaque année, la caisse française qui vous verse votre pension vous adresse un justificatif d’existence à compléter, sans lequel votre retraite cesse d’être payée.' },
    { statement: 'faq.1', source: 'allafrica-2025', quote: 'Tous les cinq ans', where: 'intertitre' },
    { statement: 'faq.1', source: 'allafrica-2025', quote: 'Conformément aux instructions ministérielles, les retraités doivent se présenter en personne aux perceptions principales ou aux trésoreries générales' },
  ],
}

export default service

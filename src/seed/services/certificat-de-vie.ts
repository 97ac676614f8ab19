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
    fr: 'Le certificat de vie prouve que vous êtes toujours en vie. Les caisses de retraite le demandent régulièrement pour continuer à verser votre pension.',
    mg: 'Ny fanamarinana fa velona dia manaporofo fa mbola velona ianao. Takian’ny tahirim-pisotroan-dronono matetika izy mba hanohizana ny fandoavana ny fisotroan-drononao.',
  },
  audience: {
    fr: 'Les retraités et pensionnés (fonctionnaires, salariés affiliés à la CNaPS, pensions étrangères) et les bénéficiaires d’une rente ou d’une pension de réversion.',
    mg: 'Ireo misotro ronono sy mahazo fisotroan-dronono (mpiasam-panjakana, mpiasa miditra amin’ny CNaPS, fisotroan-dronono avy any ivelany) ary ireo mahazo vola isam-bolana na fisotroan-dronono ho an’ny vady sisa velona.',
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
      { title: 'Présentez-vous en personne', detail: 'Votre présence physique est normalement obligatoire, avec votre CIN.' },
      { title: 'Faites signer et tamponner le certificat', detail: 'Le chef fokontany (ou l’officier d’état civil de la commune, si votre caisse l’exige) constate que vous êtes vivant, signe et appose son cachet.', unsure: 'autorité signataire selon la caisse, à confirmer' },
      { title: 'Envoyez-le à votre caisse dans les délais', detail: 'Remettez le certificat à la caisse de retraite avant la date limite, sinon le paiement peut être suspendu.' },
    ],
    mg: [
      { title: 'Jereo ny taratasy takiana', detail: 'Misy tahiry mandefa ny taratasiny manokana : ento izany mba hofenoina sy hasiana sonia.' },
      { title: 'Manatona ianao mihitsy', detail: 'Raha ny fitsipika dia tsy maintsy eo ianao mihitsy, mitondra ny kara-panondronao.' },
      { title: 'Asaivo asiana sonia sy tombo-kase ny fanamarinana', detail: 'Manamarina fa velona ianao ny sefom-pokontany (na ny mpiandraikitra ny sora-piankohonana ao amin’ny kaominina, raha takian’ny tahirinao), manao sonia ary manisy ny tombo-kaseny.', unsure: 'mbola hamarinina arakaraka ny tahiry ny manam-pahefana manao sonia' },
      { title: 'Alefaso ara-potoana any amin’ny tahiry', detail: 'Atolory ny tahirim-pisotroan-dronono alohan’ny daty farany ny fanamarinana, fandrao hajanona ny fandoavana.' },
    ],
  },
  legalReferences: {
    fr: ['Règles de la CRCM et de la CPR (fonctionnaires et agents de l’État) et de la CNaPS (salariés du privé) sur la justification d’existence'],
    mg: ['Fitsipiky ny CRCM sy ny CPR (mpiasam-panjakana sy mpiasan’ny Fanjakana) ary ny CNaPS (mpiasan’ny tsy miankina) momba ny fanaporofoana fa mbola velona'],
  },
  faq: {
    fr: [
      { question: 'Je suis malade et je ne peux pas me déplacer. Comment faire ?', answer: 'Un proche peut se présenter avec une procuration et un certificat médical. Certaines communes peuvent se déplacer à domicile : renseignez-vous.' },
      { question: 'Tous les combien faut-il le fournir ?', answer: 'Cela dépend de votre caisse de retraite, souvent une fois par an. Lisez le courrier de la caisse ou contactez-la.' },
    ],
    mg: [
      { question: 'Marary aho ka tsy afaka mandeha. Ahoana no atao ?', answer: 'Afaka manatona amin’ny alalan’ny taratasy fanomezan-dàlana sy taratasy avy amin’ny dokotera ny havana iray. Misy kaominina afaka mankany an-trano : anontanio.' },
      { question: 'Impiry no tsy maintsy omena izany ?', answer: 'Miankina amin’ny tahirim-pisotroan-drononao, matetika indray mandeha isan-taona. Vakio ny taratasin’ny tahiry na ifandraisa aminy.' },
    ],
  },
  related: ['certificat-de-residence', 'acte-de-deces', 'affiliation-a-la-cnaps'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'documents', 'whereToApply', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiche « Les certificats que le fokontany délivre », lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026) : elle range le « certificat de vie individuelle » et le « certificat de vie collective » parmi les certificats du fokontany, sans procédure. Désaccord : Torolalana : délivré par le fokontany ; fiche : la commune ; décision : le fokontany en premier, le visa de la commune selon la caisse, signataire marqué à l’étape (Torolalana ne donne qu’un intitulé). Aucune page d’une commune ou d’une caisse de retraite malgache trouvée. Lieu : à confirmer auprès d’une commune ou de la CRCM. Montant : gratuité à Madagascar non confirmée (seule l’ambassade à Paris l’indique pour les retraités résidant en France). Délai (« sur place, le jour même ») non confirmé. Pièces (CIN, titre de pension, certificat de résidence, certificat médical et procuration) non confirmées. Texte : règles de la CRCM, de la CPR et de la CNaPS sur la justification d’existence non trouvées. Périodicité exigée par les caisses et possibilité de déplacement à domicile à vérifier.',
  },
  sources: [
    { title: 'Torolalana — Les certificats que le fokontany délivre', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/les-certificats-que-le-fokontany-delivre', seen: '2026-11-25', published: '2026-02', supports: ['whereToApply'] },
    { title: 'Autres démarches administratives (certificat de vie gratuit, présence obligatoire)', publisher: 'Ambassade de Madagascar en France', kind: 'official', url: 'https://ambamad-paris.diplomatie.gov.mg/index.php/service-consulaire/service-aux-ressortissants/autres-demarches-administratives', seen: '2026-11-23', supports: ['cost', 'whereToApply'] },
    { title: 'Certificats de vie (pensions françaises : mairie ou autorité locale de l’État de résidence)', publisher: 'CLEISS (Centre des liaisons européennes et internationales de sécurité sociale, France)', kind: 'official', url: 'https://www.cleiss.fr/particuliers/certificats_de_vie.html', seen: '2026-11-23', supports: ['whereToApply'] },
    { title: 'Ministère des Finances et du Budget : nouvelles cartes pour les fonctionnaires retraités (CRCM et CPR)', publisher: 'La Tribune de Diego', kind: 'press', url: 'https://latribune.cyber-diego.com/breves/1873-ministere-des-finances-et-du-budget-nouvelles-cartes-pour-les-fonctionnaires-retraitres.html', seen: '2026-11-23', supports: ['legalReferences'] },
  ],
}

export default service

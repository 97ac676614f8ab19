import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'certificat-de-nationalite',
  category: 'citoyennete',
  ministry: 'justice',
  slug: { fr: 'certificat-de-nationalite', mg: 'fanamarinana-zom-pirenena' },
  title: {
    fr: 'Obtenir un certificat de nationalité malagasy',
    mg: 'Maka fanamarinana ny zom-pirenena malagasy',
  },
  summary: {
    fr: 'Le certificat de nationalité prouve que vous êtes Malagasy. Il est délivré par le président du tribunal de première instance et demandé pour certains concours, emplois publics, dossiers fonciers ou démarches à l’étranger.',
    mg: 'Ny fanamarinana ny zom-pirenena dia manaporofo fa Malagasy ianao. Ny filohan’ny Fitsarana ambaratonga voalohany no manome azy, ary takiana amin’ny fifaninanana sasany, asam-panjakana, raharaha momba ny tany na fomba fanao any ivelany.',
  },
  audience: {
    fr: 'Toute personne de nationalité malagasy qui doit la prouver, y compris les personnes devenues malagasy par naturalisation.',
    mg: 'Izay rehetra manana zom-pirenena malagasy ka mila manaporofo izany, anisan’izany ireo lasa Malagasy tamin’ny alalan’ny fanomezana zom-pirenena.',
  },
  documents: {
    fr: [
      'Une demande adressée au président du tribunal de première instance',
      'La copie intégrale de votre acte de naissance',
      'Un certificat de résidence',
      'Si vous êtes né après le 26 juin 1960 : la copie de l’acte de mariage ou de la première page du livret de famille de vos parents',
      'Si vos parents n’étaient pas mariés : l’acte de naissance du parent malagasy (ou son acte de décès s’il est décédé)',
      'Si vous avez été naturalisé : le Journal officiel qui publie votre naturalisation',
    ],
    mg: [
      'Taratasy fangatahana alefa any amin’ny filohan’ny Fitsarana ambaratonga voalohany',
      'Kopia lava nahaterahanao',
      'Fanamarinam-ponenana',
      'Raha teraka taorian’ny 26 jona 1960 ianao : dika mitovy amin’ny kopia fanambadian’ny ray aman-dreninao na ny pejy voalohan’ny bokim-pianakaviany',
      'Raha tsy nanambady ara-panjakana ny ray aman-dreninao : kopia nahaterahan’ilay ray na reny malagasy (na kopia fahafatesany raha efa maty)',
      'Raha nahazo zom-pirenena ianao : ny Gazety ofisialy namoahana izany',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Des frais de timbre ou de greffe peuvent être demandés selon le tribunal. Renseignez-vous au guichet et exigez un reçu.',
      mg: 'Mety hangatahana hajia na saran’ny birao mpitan-tsoratra arakaraka ny fitsarana. Anontanio eo amin’ny birao ary angataho ny rosia.',
    },
  },
  youReceive: {
    fr: 'Un certificat de nationalité malagasy délivré par le président du tribunal de première instance.',
    mg: 'Taratasy fanamarinana ny maha-teratany malagasy omen’ny filohan’ny Fitsarana ambaratonga voalohany.',
  },
  processingTime: {
    fr: 'Quelques jours à quelques semaines. Le délai est plus long si le dossier doit être vérifié par le service de la nationalité du ministère de la Justice.',
    mg: 'Andro vitsivitsy ka hatramin’ny herinandro vitsivitsy. Maharitra kokoa raha tsy maintsy hamarinin’ny sampan-draharaha misahana ny zom-pirenena ao amin’ny Ministeran’ny Fitsarana ny antontan-taratasy.',
  },
  whereToApply: {
    fr: 'Au greffe du tribunal de première instance de votre ressort (à Antananarivo, TPI d’Anosy, porte 108 au 1er étage selon Ivotoro). Les dossiers particuliers passent par le service de la nationalité du ministère de la Justice (direction des Affaires judiciaires), à Faravohitra, porte A5.',
    mg: 'Ao amin’ny birao mpitan-tsoratry ny Fitsarana ambaratonga voalohany misy anao (eto Antananarivo, TPI Anosy, varavarana 108 amin’ny rihana voalohany araka ny Ivotoro). Ireo raharaha manokana dia mandalo ao amin’ny sampan-draharaha misahana ny zom-pirenena ao amin’ny Ministeran’ny Fitsarana (tale misahana ny raharaha ara-pitsarana), Faravohitra, varavarana A5.',
  },
  steps: {
    fr: [
      { title: 'Rassemblez les actes d’état civil', detail: 'Demandez des copies récentes de votre acte de naissance et des actes de vos parents qui prouvent votre filiation malagasy.' },
      { title: 'Rédigez la demande', detail: 'Adressez une demande au président du TPI en indiquant pourquoi vous avez besoin du certificat.' },
      { title: 'Déposez le dossier au greffe', detail: 'Remettez toutes les pièces et gardez le récépissé ; on vous indiquera quand revenir.' },
      { title: 'Répondez aux demandes de compléments', detail: 'Si les pièces ne suffisent pas à prouver votre origine, d’autres actes (naissance ou décès des grands-parents) peuvent vous être demandés.' },
      { title: 'Retirez le certificat', detail: 'Vérifiez l’orthographe de votre nom et conservez l’original ; donnez plutôt des copies certifiées.' },
    ],
    mg: [
      { title: 'Angony ireo sora-piankohonana', detail: 'Angataho ny kopia vao nalaina amin’ny kopia nahaterahanao sy ny an’ny ray aman-dreninao izay manaporofo fa Malagasy ny fiavianao.' },
      { title: 'Soraty ny fangatahana', detail: 'Mandefasa fangatahana any amin’ny filohan’ny TPI ary lazao ny antony ilanao ny fanamarinana.' },
      { title: 'Apetraho any amin’ny birao mpitan-tsoratra ny antontan-taratasy', detail: 'Atolory ny taratasy rehetra ary tehirizo ny rosia ; holazaina aminao ny fotoana hiverenana.' },
      { title: 'Valio ny fangatahana famenony', detail: 'Raha tsy ampy hanaporofoana ny fiavianao ireo taratasy dia mety hangatahina aminao ny soratra hafa (nahaterahana na nahafatesan’ny raibe sy renibe).' },
      { title: 'Raiso ny fanamarinana', detail: 'Hamarino ny fanoratana ny anaranao ary tehirizo ny tany am-boalohany ; dika mitovy voamarina no omeo.' },
    ],
  },
  legalReferences: {
    fr: [
      'Ordonnance n° 60-064 du 22 juillet 1960 portant Code de la nationalité malagasy, modifiée notamment par la loi n° 95-021 du 18 septembre 1995',
      'Instruction relative à la délivrance des certificats de nationalité (JO n° 137 du 10 décembre 1960)',
    ],
    mg: [
      'Hitsivolana laharana faha-60-064 tamin’ny 22 jolay 1960 mametraka ny Fehezan-dalàna momba ny zom-pirenena malagasy, novaina indrindra tamin’ny lalàna laharana faha-95-021 tamin’ny 18 septambra 1995',
      'Toromarika momba ny famoahana ny fanamarinana ny zom-pirenena (Gazety ofisialy laharana faha-137 tamin’ny 10 desambra 1960)',
    ],
  },
  faq: {
    fr: [
      { question: 'Qui délivre le certificat ?', answer: 'Le président du tribunal de première instance. C’est un acte administratif confié à la justice : en cas de refus, un recours est possible auprès du ministre de la Justice.' },
      { question: 'Mon enfant est né à l’étranger d’un parent malagasy. Que faire ?', answer: 'Faites d’abord transcrire sa naissance à l’ambassade ou au consulat de Madagascar, puis demandez le certificat de nationalité.' },
    ],
    mg: [
      { question: 'Iza no manome ny fanamarinana ?', answer: 'Ny filohan’ny Fitsarana ambaratonga voalohany. Asa ara-pitantanana napetraka amin’ny fitsarana izy io : raha lavina ny fangatahanao dia azonao atao ny mitaraina any amin’ny minisitry ny Fitsarana.' },
      { question: 'Teraka tany ivelany tamin’ny ray na reny malagasy ny zanako. Inona no atao ?', answer: 'Asaivo soratana any amin’ny masoivoho na kaonsoly malagasy aloha ny fahaterahany, avy eo mangataha fanamarinana ny zom-pirenena.' },
    ],
  },
  related: ['acte-de-naissance', 'certificat-de-residence', 'passeport'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'documents'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026) : aucune fiche sur cette démarche, donc ni accord ni désaccord à consigner. Montant des frais de timbre ou de greffe inconnu (aucun tarif publié). Délai (« quelques jours à quelques semaines ») non confirmé. Liste des pièces et numéros de porte repris de la fiche Ivotoro (TPI Antananarivo) : à confirmer pour les autres tribunaux.',
  },
  sources: [
    { title: 'Certificat de nationalité (fiche du TPI d’Antananarivo, porte 108)', publisher: 'Ivotoro (centre d’information administrative)', kind: 'secondary', url: 'https://www.ivotoro.mg/language/mg/procedure/certificat-de-nationalite-2/', seen: '2026-11-23', supports: ['documents', 'whereToApply', 'steps'] },
    { title: 'Ordonnance n° 60-064 du 22 juillet 1960 portant Code de la nationalité malgache, avec la liste des modifications (texte reproduit)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'https://jwf-legal2.fr.gd/Ordonnance-95.htm', seen: '2026-11-23', published: '1960-07-23', supports: ['legalReferences'] },
    { title: 'Instruction relative à la délivrance des certificats de nationalité malgache (JO n° 137 du 10 décembre 1960, texte reproduit)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'https://jwf-legal2.fr.gd/Autres-types-de-textes-196.htm', seen: '2026-11-23', published: '1960-12-10', supports: ['legalReferences'] },
    { title: 'Demander la nationalité malgache', publisher: 'Consulat de Madagascar (Grand Ouest, France)', kind: 'official', url: 'http://actualites.consulat-madagascargrandouest.fr/index.php/demander-la-nationalite-malgache', seen: '2026-11-23', supports: ['faq'] },
  ],
}

export default service

import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'rectification-d-acte-d-etat-civil',
  category: 'etat-civil',
  ministry: 'justice',
  slug: { fr: 'rectification-d-acte-d-etat-civil', mg: 'fanitsiana-sora-piankohonana' },
  title: {
    fr: 'Corriger une erreur dans un acte d’état civil',
    mg: 'Manitsy diso ao amin’ny sora-piankohonana',
  },
  summary: {
    fr: 'Un nom mal écrit, une date ou un lieu faux dans un acte de naissance, de mariage ou de décès : la correction (rectification) ne peut se faire que par une décision de justice, demandée au tribunal de première instance.',
    mg: 'Anarana diso soratra, daty na toerana diso ao amin’ny sora-pahaterahana, fanambadiana na fahafatesana : ny fanapahan-kevitry ny fitsarana ihany no ahafahana manitsy azy, angatahina any amin’ny Fitsarana ambaratonga voalohany.',
  },
  marks: {
    summary: {
      fr: 'tribunal de première instance : la source ne nomme pas la juridiction',
      mg: 'Fitsarana ambaratonga voalohany : tsy tononin’ny loharano ny fitsarana mahefa',
    },
  },
  audience: {
    fr: 'Toute personne dont l’acte d’état civil (ou celui de son enfant) contient une erreur : nom ou prénom mal orthographié, lettres oubliées ou ajoutées, erreur de date, de lieu de naissance ou de sexe.',
    mg: 'Izay olona misy diso ny sora-piankohonany (na an’ny zanany) : anarana na fanampin’anarana diso tsipelina, litera tsy tafiditra na nanampy, diso daty, diso toerana nahaterahana na diso lahy sy vavy.',
  },
  documents: {
    fr: [
      { item: 'Une requête (demande écrite) au tribunal qui décrit l’erreur', unsure: 'forme de la demande non publiée' },
      { item: 'Une copie de l’acte qui contient l’erreur', unsure: 'liste des pièces non publiée' },
      { item: 'Des pièces qui montrent la bonne mention (autre acte, CIN, livret de famille, diplôme…)', unsure: 'liste des pièces non publiée' },
    ],
    mg: [
      { item: 'Fangatahana an-tsoratra ho an’ny fitsarana milaza ny diso', unsure: 'tsy navoaka ny endriky ny fangatahana' },
      { item: 'Kopian’ny soratra misy ny diso', unsure: 'tsy navoaka ny lisitry ny taratasy' },
      { item: 'Taratasy manaporofo ny marina (soratra hafa, kara-panondro, bokim-pianakaviana, diplaoma…)', unsure: 'tsy navoaka ny lisitry ny taratasy' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Aucun tarif publié. Demandez les frais au greffe du tribunal et un reçu.',
      mg: 'Tsy navoaka ny sarany. Anontanio amin’ny birao mpitan-tsoratry ny fitsarana ny sarany ary angataho ny rosia.',
    },
  },
  youReceive: {
    fr: 'Une ordonnance ou un jugement de rectification, reporté en marge de l’acte : les copies suivantes portent la mention corrigée.',
    mg: 'Didy na didim-pitsarana manitsy, soratana eo an-tsisin’ny soratra : hisy ny fanitsiana ny kopia manaraka.',
  },
  processingTime: {
    fr: 'Durée non publiée : demandez au greffe du tribunal.',
    mg: 'Tsy navoaka ny faharetany : anontanio amin’ny birao mpitan-tsoratry ny fitsarana.',
  },
  whereToApply: {
    fr: 'Au greffe du tribunal de première instance (en général celui du lieu où l’acte a été dressé : demandez au greffe). À Antananarivo : palais de justice d’Anosy.',
    mg: 'Ao amin’ny birao mpitan-tsoratry ny Fitsarana ambaratonga voalohany (matetika ilay ao amin’ny toerana nanoratana ny soratra : anontanio amin’ny birao mpitan-tsoratra). Eto Antananarivo : Lapan’ny Fitsarana Anosy.',
  },
  places: ['tpi-antananarivo-anosy'],
  steps: {
    fr: [
      { title: 'Repérez l’erreur', detail: 'Comparez l’acte avec vos autres papiers : nom, prénoms, date et lieu de naissance, sexe, noms des parents.' },
      { title: 'Réunissez les preuves', detail: 'Rassemblez les pièces qui montrent la bonne mention.', unsure: 'pièces acceptées non publiées' },
      { title: 'Déposez la requête au tribunal', detail: 'La rectification ne peut se faire que par une décision de justice. Une erreur purement matérielle et évidente (lettre doublée ou inversée, accent) se corrige par une ordonnance ; une erreur plus importante suit une autre procédure.' },
      { title: 'Faites reporter la décision', detail: 'La décision est reportée en marge de l’acte dans le registre ; demandez ensuite une nouvelle copie à la commune et vérifiez-la.', unsure: 'qui transmet la décision à la commune : non précisé' },
    ],
    mg: [
      { title: 'Tadiavo ny diso', detail: 'Ampitahao amin’ny taratasinao hafa ny soratra : anarana, fanampin’anarana, daty sy toerana nahaterahana, lahy na vavy, anaran’ny ray aman-dreny.' },
      { title: 'Angony ny porofo', detail: 'Angony ireo taratasy manaporofo ny marina.', unsure: 'tsy navoaka ny taratasy ekena' },
      { title: 'Apetraho any amin’ny fitsarana ny fangatahana', detail: 'Ny fanapahan-kevitry ny fitsarana ihany no ahafahana manitsy. Ny diso soratra tsotra sady miharihary (litera roa na nifamadika, tsindrin-tsoratra) dia ahitsy amin’ny didy (ordonnance) ; ny diso lehibe kokoa kosa manaraka fomba hafa.' },
      { title: 'Asaivo soratana ny fanapahan-kevitra', detail: 'Soratana eo an-tsisin’ny soratra ao amin’ny rejisitra ny fanapahan-kevitra ; mangataha kopia vaovao any amin’ny kaominina avy eo ary hamarino izany.', unsure: 'tsy voalaza hoe iza no mampita ny fanapahan-kevitra any amin’ny kaominina' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2018-027 du 8 février 2019 relative à l’état civil'],
    mg: ['Lalàna laharana faha-2018-027 tamin’ny 8 febroary 2019 momba ny sora-piankohonana'],
  },
  faq: {
    fr: [
      { question: 'La mairie peut-elle corriger elle-même une faute d’orthographe ?', answer: 'Non : même une simple faute se corrige par une décision du juge (une ordonnance pour une erreur purement matérielle).' },
      { question: 'Je veux un autre nom, pas seulement corriger une faute. Que faire ?', answer: 'C’est un changement de nom, une autre démarche : voir le guide « changer de nom ou de prénom ».' },
      { question: 'Mon acte n’existe pas du tout dans le registre. Est-ce une rectification ?', answer: 'Non : une naissance jamais inscrite se règle par un jugement supplétif (voir ce guide).' },
    ],
    mg: [
      { question: 'Afaka manitsy ny diso tsipelina ve ny kaominina ?', answer: 'Tsia : na ny diso tsotra aza dia ahitsin’ny fanapahan-kevitry ny mpitsara (didy ho an’ny diso soratra tsotra).' },
      { question: 'Anarana hafa no tadiaviko, fa tsy manitsy diso fotsiny. Inona no atao ?', answer: 'Fanovana anarana izany, fomba fanao hafa : jereo ny torolalana « manova anarana na fanampin’anarana ».' },
      { question: 'Tsy misy mihitsy ao amin’ny rejisitra ny soratro. Fanitsiana ve izany ?', answer: 'Tsia : ny fahaterahana tsy voasoratra mihitsy dia vahana amin’ny didim-pitsarana mameno (jereo io torolalana io).' },
    ],
  },
  related: ['acte-de-naissance', 'jugement-suppletif-de-naissance', 'changement-de-nom', 'acte-de-mariage'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b1 ; recherche : docs/research/issue41/rectification-d-acte-d-etat-civil.md). Source principale : L’Express de Madagascar, « La rectification d’un acte d’état civil » (septembre 2024) : erreurs visées, décision de justice obligatoire, ordonnance pour l’erreur purement matérielle ; l’extrait lu s’arrête avant la procédure des erreurs substantielles. Aucune fiche officielle (Torolalana, ministère de la Justice) trouvée. Marqués « à confirmer » : tribunal compétent (résumé et lieu), pièces, tarif, délai, transmission de la décision à la commune. Report en marge : L’Express décrit les mentions marginales du registre, pas la transcription d’une rectification.',
  },
  sources: [
    { key: 'lexpress-2024', title: 'La rectification d’un acte d’état civil', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2024/09/la-rectification-dun-acte-detat-civil.html', seen: '2026-11-28', published: '2024-09' },
    { key: 'senat-2012', title: 'Question écrite sur l’état civil de Toamasina et réponse du ministère des Affaires étrangères', publisher: 'Sénat (France)', kind: 'official', url: 'https://www.senat.fr/questions/base/2012/qSEQ120801470.html', seen: '2026-11-28', published: '2012-09-20' },
    { key: 'ambassade-paris', title: 'État civil (loi n° 2018-027 du 8 février 2019)', publisher: 'Ambassade de Madagascar en France', kind: 'official', url: 'https://ambamad-paris.diplomatie.gov.mg/index.php/service-consulaire/service-aux-ressortissants/etat-civil', seen: '2026-11-28' },
    { key: 'lexpress-2023', title: 'Etat civil – Mahajanga : distribution d’actes de naissance à 697 bénéficiaires', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/14/06/2023/etat-civil-mahajanga-distribution-dactes-de-naissance-a-697-beneficiaires/', seen: '2026-11-28', published: '2023-06-14' },
    { key: 'agoramada', title: 'Dresser un acte de naissance à Madagascar après le délai légal', publisher: 'Agoramada (forum)', kind: 'secondary', url: 'https://agoramada.com/t/dresser-un-acte-de-naissance-a-madagascar-apres-le-delai-legal/2267/3', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'lexpress-2024', quote: 'La rectification de cet acte ne peut se faire qu’en vertu d’une décision de justice.' },
    { statement: 'summary', source: 'lexpress-2024', quote: 'certaines erreurs peuvent survenir dans la rédaction des actes d’état civil telles que : nom ou prénom mal orthographié, omission ou rajout de lettres, erreur de date, erreur de lieu de naissance, erreur sur sexe, etc...' },
    { statement: 'audience', source: 'lexpress-2024', quote: 'certaines erreurs peuvent survenir dans la rédaction des actes d’état civil telles que : nom ou prénom mal orthographié, omission ou rajout de lettres, erreur de date, erreur de lieu de naissance, erreur sur sexe, etc...' },
    { statement: 'audience', source: 'senat-2012', quote: 'Cette situation entraîne ainsi de nombreux refus de transcription d’actes de naissance ou de reconnaissance des autorités françaises pour défaut de validité du document d’origine.' },
    { statement: 'youReceive', source: 'lexpress-2024', quote: 'Le registre d’état civil est un livre dans lequel sont inscrites et transcrites chronologiquement et annuellement les déclarations d’actes d’état civil reçues, et sont apposées les mentions marginales au fur et à mesure que celles-ci doivent être portées sur ces actes.' },
    { statement: 'youReceive', source: 'lexpress-2024', quote: 'L’acte d’état civil est ainsi une copie fidèle extraite du registre qui reprend également les inscriptions en marge de celui-ci.' },
    { statement: 'steps.0', source: 'lexpress-2024', quote: 'certaines erreurs peuvent survenir dans la rédaction des actes d’état civil telles que : nom ou prénom mal orthographié, omission ou rajout de lettres, erreur de date, erreur de lieu de naissance, erreur sur sexe, etc...' },
    { statement: 'steps.2', source: 'lexpress-2024', quote: 'La rectification de cet acte ne peut se faire qu’en vertu d’une décision de justice. La procédure diffère selon l’importance de l’erreur :' },
    { statement: 'steps.2', source: 'lexpress-2024', quote: 'La rectification se fait par voie d’ordonnance lorsqu’il s’agit d’une erreur purement matérielle et évidente. … (Par exemple : une lettre doublée ou inversée, une lettre substituée à une autre, l’ajout ou l’omission d’accents, etc...)' },
    { statement: 'steps.3', source: 'lexpress-2024', quote: 'L’acte d’état civil est ainsi une copie fidèle extraite du registre qui reprend également les inscriptions en marge de celui-ci.' },
    { statement: 'legalReferences.0', source: 'lexpress-2024', quote: 'L’état civil est régi par la Loi n°2018-027 du 08 février 2019.' },
    { statement: 'faq.0', source: 'lexpress-2024', quote: 'La rectification se fait par voie d’ordonnance lorsqu’il s’agit d’une erreur purement matérielle et évidente. Il s’agit notamment de simples erreurs de rédaction liées à un défaut d’attention de l’officier d’état civil' },
    { statement: 'faq.1', source: 'lexpress-2024', quote: 'La procédure de rectification des actes d’état civil répond au souci de réparer les omissions ou les énonciations inexactes contenues dans l’acte.' },
    { statement: 'legalReferences.0', source: 'ambassade-paris', quote: 'Conformément à la Loi N° 2018-027 du 08 février 2019 relative aux actes de l’état civil', where: 'État civil' },
    { statement: 'faq.2', source: 'lexpress-2023', quote: 'Pour éviter d’ aller au jugement supplétif, les concernés devront réaliser les démarches de demande d’acte de naissance dans un délai de trente jours au maximum.' },
    { statement: 'faq.2', source: 'agoramada', quote: 'il vous faudrait en effet recourir à une démarche exceptionnelle, le jugement supplétif, pour pouvoir acter la naissance de l’enfant.' },
  ],
}

export default service

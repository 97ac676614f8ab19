import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'changement-de-nom',
  category: 'etat-civil',
  ministry: 'justice',
  slug: { fr: 'changement-de-nom', mg: 'fanovana-anarana' },
  title: {
    fr: 'Changer de nom ou de prénom',
    mg: 'Manova anarana na fanampin’anarana',
  },
  summary: {
    fr: 'Votre nom est celui de votre acte de naissance. La loi malgache sur le nom n’en fait pas un nom figé, mais le changer suppose une décision de justice. S’il s’agit seulement d’une faute dans l’acte, demandez plutôt une rectification.',
    mg: 'Ny anaranao dia ilay voasoratra ao amin’ny sora-pahaterahanao. Tsy mametraka ho tsy azo ovaina mihitsy ny anarana ny lalàna malagasy momba ny anarana, saingy mila fanapahan-kevitry ny fitsarana ny fanovana azy. Raha diso soratra fotsiny ao amin’ny soratra, angataho kosa ny fanitsiana.',
  },
  marks: {
    summary: {
      fr: 'décision de justice pour un changement de nom : article de loi non lu',
      mg: 'fanapahan-kevitry ny fitsarana amin’ny fanovana anarana : tsy novakiana ny andininy amin’ny lalàna',
    },
  },
  audience: {
    fr: 'Toute personne qui veut porter un autre nom ou prénom que celui de son acte de naissance (nom difficile à porter, nom d’usage depuis longtemps), ou les parents pour un enfant mineur.',
    mg: 'Izay olona te hitondra anarana na fanampin’anarana hafa noho ilay ao amin’ny sora-pahaterahany (anarana sarotra entina, anarana efa nampiasaina hatry ny ela), na ny ray aman-dreny ho an’ny zanany tsy ampy taona.',
  },
  documents: {
    fr: [
      { item: 'Une requête au tribunal qui explique pourquoi vous voulez changer de nom', unsure: 'forme de la demande non publiée' },
      { item: 'Une copie récente de votre acte de naissance', unsure: 'liste des pièces non publiée' },
      { item: 'Votre CIN', unsure: 'liste des pièces non publiée' },
    ],
    mg: [
      { item: 'Fangatahana ho an’ny fitsarana manazava ny antony tianao hanovana anarana', unsure: 'tsy navoaka ny endriky ny fangatahana' },
      { item: 'Kopia nahaterahana vao nalaina', unsure: 'tsy navoaka ny lisitry ny taratasy' },
      { item: 'Ny kara-panondronao', unsure: 'tsy navoaka ny lisitry ny taratasy' },
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
    fr: 'Une décision du tribunal, ensuite reportée sur votre acte de naissance ; demandez ensuite une nouvelle CIN si besoin.',
    mg: 'Fanapahan-kevitry ny fitsarana, izay soratana avy eo ao amin’ny sora-pahaterahanao ; mangataha kara-panondro vaovao raha ilaina.',
  },
  processingTime: {
    fr: 'Durée non publiée : demandez au greffe du tribunal.',
    mg: 'Tsy navoaka ny faharetany : anontanio amin’ny birao mpitan-tsoratry ny fitsarana.',
  },
  whereToApply: {
    fr: 'Au greffe du tribunal de première instance (de votre lieu de naissance ou de résidence : demandez au greffe).',
    mg: 'Ao amin’ny birao mpitan-tsoratry ny Fitsarana ambaratonga voalohany (ao amin’ny toerana nahaterahana na onenanao : anontanio amin’ny birao mpitan-tsoratra).',
  },
  steps: {
    fr: [
      { title: 'Erreur ou changement ?', detail: 'Une faute d’orthographe ou une date fausse dans l’acte se corrige par une rectification. Un vrai changement de nom demande une décision du tribunal.' },
      { title: 'Renseignez-vous au greffe', detail: 'Demandez au greffe du tribunal de première instance la liste des pièces, les frais et le tribunal compétent.' },
      { title: 'Déposez la requête', detail: 'Expliquez vos raisons et joignez les pièces demandées.', unsure: 'procédure non publiée' },
      { title: 'Faites reporter la décision', detail: 'Une fois la décision rendue, faites-la reporter sur votre acte de naissance, puis mettez à jour vos papiers.', unsure: 'transcription de la décision : aucune source malgache trouvée' },
    ],
    mg: [
      { title: 'Diso soratra sa fanovana ?', detail: 'Ny diso tsipelina na daty diso ao amin’ny soratra dia ahitsy amin’ny fanitsiana. Ny tena fanovana anarana kosa mila fanapahan-kevitry ny fitsarana.' },
      { title: 'Mangataha fanazavana any amin’ny birao mpitan-tsoratra', detail: 'Anontanio amin’ny birao mpitan-tsoratry ny Fitsarana ambaratonga voalohany ny lisitry ny taratasy, ny sarany ary ny fitsarana mahefa.' },
      { title: 'Apetraho ny fangatahana', detail: 'Hazavao ny antony ary ampio ireo taratasy angatahina.', unsure: 'tsy navoaka ny fomba fanao' },
      { title: 'Asaivo soratana ny fanapahan-kevitra', detail: 'Rehefa mivoaka ny fanapahan-kevitra, asaivo soratana ao amin’ny sora-pahaterahanao izany, dia havaozy ny taratasinao.', unsure: 'fanoratana ny fanapahan-kevitra : tsy nahitana loharano malagasy' },
    ],
  },
  legalReferences: {
    fr: ['Ordonnance n° 62-003 du 24 juillet 1962 sur le nom, le domicile et l’absence, modifiée par la loi n° 90-012 du 18 juillet 1990'],
    mg: ['Didy hitsivolana laharana faha-62-003 tamin’ny 24 jolay 1962 momba ny anarana, ny fonenana ary ny tsy fisian’ny olona, novain’ny lalàna laharana faha-90-012 tamin’ny 18 jolay 1990'],
  },
  faq: {
    fr: [
      { question: 'Mes enfants doivent-ils porter mon nom ?', answer: 'Non : la loi de 1962 n’impose pas de nom de famille, parce qu’à Madagascar le nom n’est pas forcément transmis du père aux enfants et qu’il est fady de prononcer le nom d’un défunt.' },
      { question: 'Mon nom est mal écrit sur mon acte de naissance. Est-ce un changement de nom ?', answer: 'Non, c’est une rectification : une lettre oubliée ou inversée se corrige par une décision du juge (voir le guide « rectification d’un acte d’état civil »).' },
    ],
    mg: [
      { question: 'Tsy maintsy mitondra ny anarako ve ny zanako ?', answer: 'Tsia : tsy manery hanana anaram-pianakaviana ny lalàna tamin’ny 1962, satria eto Madagasikara dia tsy voatery ampitaina amin’ny zanaka ny anaran’ny ray ary fady ny manonona ny anaran’ny maty.' },
      { question: 'Diso soratra ny anarako ao amin’ny sora-pahaterahako. Fanovana anarana ve izany ?', answer: 'Tsia, fanitsiana izany : ahitsin’ny fanapahan-kevitry ny mpitsara ny litera tsy tafiditra na nifamadika (jereo ny torolalana « fanitsiana sora-piankohonana »).' },
    ],
  },
  related: ['rectification-d-acte-d-etat-civil', 'acte-de-naissance', 'carte-nationale-d-identite', 'adoption'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b1 ; recherche : docs/research/issue41/changement-de-nom.md). Seul texte trouvé : l’ordonnance 62-003 sur le nom (exposé des motifs, reproduit par jwf-legal2 et par Scribd) : obligation de porter le nom de l’acte de naissance, pas de nom patronymique imposé, pas d’immutabilité du nom. Les articles sur la procédure de changement n’ont pas été lus ; aucune fiche officielle (Torolalana, ministère de la Justice) ni article de presse trouvé. Distinction avec la rectification : L’Express (2024). Marqués « à confirmer » : décision de justice (résumé), pièces, tarif, délai, lieu (tribunal compétent), ce que l’on reçoit, procédure et transcription. Guide à compléter dès qu’une source officielle sera trouvée.',
  },
  sources: [
    { key: 'jwf-62-003', title: 'Ordonnance n° 62-003 du 24 juillet 1962 sur le nom, le domicile et l’absence (texte reproduit)', publisher: 'jwf-legal2 (recueil de textes malgaches)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/Ordonnance-81.htm', seen: '2026-11-28' },
    { key: 'scribd-62-003', title: 'Ordonnance n° 62-003 du 24 juillet 1962 sur le nom, le domicile et l’absence', publisher: 'Scribd (document déposé)', kind: 'secondary', url: 'https://fr.scribd.com/document/635081945/7', seen: '2026-11-28' },
    { key: 'lexpress-2024', title: 'La rectification d’un acte d’état civil', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2024/09/la-rectification-dun-acte-detat-civil.html', seen: '2026-11-28', published: '2024-09' },
  ],
  references: [
    { statement: 'summary', source: 'jwf-62-003', quote: 'Il est donc fait obligation à tout Malgache d’en porter un, celui qui résulte de son acte de naissance.', where: 'Exposé des motifs' },
    { statement: 'summary', source: 'scribd-62-003', quote: 'L’enquête nationale faite pour recueillir les diverses coutumes malgaches a permis de constater qu’il n’est pas possible d’imposer le nom patronymique, ni de retenir le principe de l’immutabilité du nom.', where: 'Exposé des motifs' },
    { statement: 'summary', source: 'lexpress-2024', quote: 'La procédure de rectification des actes d’état civil répond au souci de réparer les omissions ou les énonciations inexactes contenues dans l’acte.' },
    { statement: 'steps.0', source: 'lexpress-2024', quote: 'certaines erreurs peuvent survenir dans la rédaction des actes d’état civil telles que : nom ou prénom mal orthographié, omission ou rajout de lettres, erreur de date, erreur de lieu de naissance, erreur sur sexe, etc...' },
    { statement: 'legalReferences.0', source: 'jwf-62-003', quote: 'ORDONNANCE N° 62-003 DU 24 JUILLET 1962 SUR LE NOM, LE DOMICILE ET L’ABSENCE (J.O. n° 235 du 04.08.62, p. 1527), modifiée par la loi n° 90-012 du 18 juillet 1990', where: 'Titre' },
    { statement: 'legalReferences.0', source: 'scribd-62-003', quote: 'ORDONNANCE N° 62-003 DU 24 JUILLET 1962 SUR LE NOM, LE DOMICILE ET L’ABSENCE … modifiée par la loi n° 90-012 du 18 juillet 1990', where: 'Titre' },
    { statement: 'faq.0', source: 'jwf-62-003', quote: 'Le nom de famille ne peut pas être imposé parce qu’il est fady de prononcer le nom d’un défunt.', where: 'Exposé des motifs' },
    { statement: 'faq.0', source: 'scribd-62-003', quote: 'il n’est pas possible d’imposer le nom patronymique, ni de retenir le principe de l’immutabilité du nom.', where: 'Exposé des motifs' },
    { statement: 'faq.0', source: 'jwf-62-003', quote: 'ORDONNANCE N° 62-003 DU 24 JUILLET 1962 SUR LE NOM, LE DOMICILE ET L’ABSENCE', where: 'Titre' },
    { statement: 'faq.1', source: 'lexpress-2024', quote: 'La rectification de cet acte ne peut se faire qu’en vertu d’une décision de justice.' },
    { statement: 'faq.1', source: 'lexpress-2024', quote: 'La rectification se fait par voie d’ordonnance lorsqu’il s’agit d’une erreur purement matérielle et évidente.' },
  ],
}

export default service

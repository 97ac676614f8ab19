import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'acte-de-partage',
  category: 'habitat-et-foncier',
  ministry: 'mid',
  slug: { fr: 'acte-de-partage', mg: 'taratasy-fizarana' },
  title: {
    fr: 'Demander un acte de partage',
    mg: 'Mangataka taratasy fizarana',
  },
  summary: {
    fr: 'L’acte de partage répartit entre les héritiers les biens d’une succession, un terrain par exemple. Le délégué d’arrondissement le délivre après avoir lu l’acte de notoriété qui désigne les héritiers. En cas de désaccord, le partage se fait au tribunal.',
    mg: 'Ny taratasy fizarana no mizara amin’ireo mpandova ny fananan’ny maty, tany ohatra. Ny lehiben’ny boriborintany no manome azy rehefa avy namaky ny fanamarinana maha-mpandova milaza ny mpandova. Raha tsy mifanaraka ny mpandova dia any amin’ny fitsarana no anaovana ny fizarana.',
  },
  audience: {
    fr: 'Toute personne qui veut faire le partage de ses biens, en particulier les héritiers qui veulent sortir de l’indivision et avoir chacun sa part d’un terrain.',
    mg: 'Izay rehetra te hizara ny fananany, indrindra ireo mpandova te hanana ny anjarany tsirairay amin’ny tany iray iombonany.',
  },
  documents: {
    fr: [
      { item: 'Certificat de situation juridique du terrain', quantity: 2 },
      { item: 'Photocopie certifiée de la CIN', quantity: 2, form: 'certifiedCopy' },
      { item: 'Plan du terrain', quantity: 5 },
      'L’acte de notoriété qui désigne les héritiers',
    ],
    mg: [
      { item: 'Fanamarinana ny toetra ara-dalàn’ny tany (certificat de situation juridique)', quantity: 2 },
      { item: 'Dika mitovy voamarina amin’ny kara-panondro', quantity: 2, form: 'certifiedCopy' },
      { item: 'Sari-tany', quantity: 5 },
      'Ny fanamarinana maha-mpandova milaza ny mpandova',
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'Gratuit au bureau de l’arrondissement selon le guide officiel. Les pièces du dossier (certificat de situation juridique, plan, copies) peuvent avoir leur propre coût.',
      mg: 'Maimaim-poana ao amin’ny boriborintany araka ny torolalana ofisialy. Mety misy saran’ny azy kosa ireo taratasy ao amin’ny antontan-taratasy (fanamarinana ny toetra ara-dalàn’ny tany, sari-tany, dika mitovy).',
    },
  },
  youReceive: {
    fr: 'L’acte de partage, qui attribue à chaque héritier sa part et permet ensuite de faire muter le terrain à son nom.',
    mg: 'Ny taratasy fizarana, izay manome ny anjaran’ny mpandova tsirairay ary ahafahana mamindra ny tany amin’ny anarany avy eo.',
  },
  processingTime: {
    fr: 'Non fixé : le guide officiel indique un délai « indéfini ».',
    mg: 'Tsy voafetra : tsy voalazan’ny torolalana ofisialy ny faharetany.',
  },
  whereToApply: {
    fr: 'Au bureau de l’arrondissement administratif (délégué d’arrondissement) dont relève le terrain. En cas de désaccord entre héritiers : au tribunal de première instance.',
    mg: 'Ao amin’ny biraon’ny boriborintany (lehiben’ny boriborintany) misy ny tany. Raha tsy mifanaraka ny mpandova : any amin’ny Fitsarana ambaratonga voalohany.',
  },
  steps: {
    fr: [
      { title: 'Mettez-vous d’accord entre héritiers', detail: 'Le partage à l’amiable suppose que tous les héritiers majeurs soient présents ou représentés et d’accord. Chaque héritier peut à tout moment demander le partage.' },
      { title: 'Déposez le dossier au délégué d’arrondissement', detail: 'Avec le certificat de situation juridique, les photocopies certifiées de CIN et les plans.' },
      { title: 'Le délégué lit l’acte de notoriété', detail: 'Il vérifie qui sont les héritiers avant d’établir le partage.' },
      { title: 'Retirez l’acte de partage', detail: 'Gardez-le pour la mutation du terrain au service des Domaines.' },
    ],
    mg: [
      { title: 'Mifanaraha ianareo mpandova', detail: 'Ny fizarana am-pifanarahana dia mitaky ny fisian’ny mpandova rehetra efa lehibe na ny solontenany, ary ny fanekeny. Afaka mangataka ny fizarana amin’ny fotoana rehetra ny mpandova tsirairay.' },
      { title: 'Apetraho any amin’ny lehiben’ny boriborintany ny antontan-taratasy', detail: 'Miaraka amin’ny fanamarinana ny toetra ara-dalàn’ny tany, ny dika mitovy voamarina amin’ny kara-panondro ary ny sari-tany.' },
      { title: 'Vakian’ny lehiben’ny boriborintany ny fanamarinana maha-mpandova', detail: 'Hamarininy hoe iza avy ireo mpandova alohan’ny hanaovany ny fizarana.' },
      { title: 'Raiso ny taratasy fizarana', detail: 'Tehirizo izany ho an’ny famindrana ny tany any amin’ny sampan-draharahan’ny Fananan-tany (Domaines).' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 68-012 du 4 juillet 1968 relative aux successions, testaments et donations (article 77 : droit de demander le partage ; article 84 : partage en justice)'],
    mg: ['Lalàna laharana faha-68-012 tamin’ny 4 jolay 1968 momba ny lova, ny didim-pananana ary ny fanomezana (andininy faha-77 : zo hangataka ny fizarana ; andininy faha-84 : fizarana eo amin’ny fitsarana)'],
  },
  faq: {
    fr: [
      { question: 'Un héritier refuse le partage. Que faire ?', answer: 'Le partage doit alors être fait en justice : un ou plusieurs héritiers saisissent le tribunal, qui désigne un notaire, un officier public ou un greffier pour faire les opérations de partage. C’est aussi le cas si des héritiers sont absents ou mineurs.' },
      { question: 'Peut-on vendre le terrain avant le partage ?', answer: 'Non sans l’accord de tous : la Cour de cassation juge que la vente et le partage d’un terrain en indivision demandent le consentement de tous les cohéritiers.' },
      { question: 'Y a-t-il des droits à payer au centre fiscal ?', answer: 'Les droits sur les actes de partage issus d’une succession ont été suspendus jusqu’au 31 décembre 2021. Ce qui s’applique aujourd’hui n’est pas publié : demandez au centre fiscal.', unsure: 'droits d’enregistrement actuels de l’acte de partage non publiés' },
    ],
    mg: [
      { question: 'Misy mpandova tsy manaiky ny fizarana. Inona no atao ?', answer: 'Amin’izay dia any amin’ny fitsarana no tsy maintsy anaovana ny fizarana : mpandova iray na maromaro no mitory any amin’ny fitsarana, izay manendry notera, manam-pahefana na mpitan-tsoratry ny fitsarana hanao ny fizarana. Toy izany koa raha misy mpandova tsy eo na mbola tsy ampy taona.' },
      { question: 'Azo amidy ve ny tany alohan’ny fizarana ?', answer: 'Tsy azo raha tsy eken’ny rehetra : nanapaka ny Fitsarana Avo (Cour de cassation) fa mila ny fanekena avy amin’ny mpandova rehetra ny fivarotana sy ny fizarana tany iombonana.' },
      { question: 'Misy hetra aloa any amin’ny biraon’ny hetra ve ?', answer: 'Naato hatramin’ny 31 desambra 2021 ny hetra amin’ny taratasy fizarana avy amin’ny lova. Tsy voalaza izay mihatra ankehitriny : anontanio any amin’ny biraon’ny hetra.', unsure: 'tsy voalaza ny hetra aloa ankehitriny amin’ny taratasy fizarana' },
    ],
  },
  related: ['succession', 'acte-de-notoriete', 'certificat-de-situation-juridique', 'mutation-de-titre-foncier', 'morcellement', 'titre-foncier'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/acte-de-partage.md) d’après Torolalana, fiche « Demander un acte de partage » (français et malgache), lue dans la copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : pièces et nombres d’exemplaires, étapes, arrondissement administratif, gratuit, délai « indéfini ». Partage judiciaire : L’Express de Madagascar (juin 2024, articles 77 et 84 de la loi 68-012) et arrêts de la Cour de cassation (2017 sur la base de jurisprudence du ministère de la Justice ; 2015 sur une copie hébergée par mj.snovibox.com, rangée en secondaire). Droits d’enregistrement actuels de l’acte de partage au centre fiscal non publiés (suspension jusqu’au 31 décembre 2021 selon La Vérité) : marqué dans la FAQ. Le coût des pièces (certificat de situation juridique, plans) n’est pas affiché.',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Demander un acte de partage', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/demander-un-acte-de-partage', seen: '2026-11-28' },
    { key: 'torolalana-mg', title: 'Torolalana — Fangatahana taratasy fizaràna', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/demander-un-acte-de-partage', seen: '2026-11-28' },
    { key: 'lexpress-2024', title: 'Le partage judiciaire', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2024/06/le-partage-judiciaire.html', seen: '2026-11-28', published: '2024-06' },
    { key: 'cassation-2015', title: 'Partage — dossier 426/09-CO, arrêt n° 450 du 24/11/2015 (Cour de cassation)', publisher: 'Base de jurisprudence du ministère de la Justice, copie hébergée par mj.snovibox.com', kind: 'secondary', url: 'https://mj.snovibox.com/decision/details/DCS67FE9C280B028', seen: '2026-11-28', published: '2015-11-24' },
    { key: 'cassation-2017', title: 'Indivision — dossier 1060/11-CO, arrêt n° 438 du 07/07/2017', publisher: 'Ministère de la Justice — jurisprudence (Cour de cassation)', kind: 'official', url: 'https://jurisprudence.justice.gov.mg/decision/details/DCS6806DD1E122FE', seen: '2026-11-28', published: '2017-07-07' },
    { key: 'laverite-2021', title: 'Droit d’enregistrement de succession – Poursuite de la suspension du paiement', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/economie/item/12752-droit-d’enregistrement-de-succession-poursuite-de-la-suspension-du-paiement.html', seen: '2026-11-28', published: '2021-02-10' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana', quote: 'Dépôt du dossier au Délégué d’arrondissement Lecture de l’acte de notoriété par le délégué Sortie de l’acte de partage', where: 'Étapes à suivre' },
    { statement: 'summary', source: 'lexpress-2024', quote: 'Le partage judiciaire est donc un partage ordonné par une décision de justice à la demande de l’un ou de plusieurs cohéritiers.' },
    { statement: 'audience', source: 'torolalana', quote: 'Pour qui ? Toute personne souhaitant effectuer le partage de ses biens', where: 'Pour qui ?' },
    { statement: 'audience', source: 'lexpress-2024', quote: 's’il y a plusieurs héritiers, le patrimoine du défunt (aussi appelé le “De cujus”) est en indivision' },
    { statement: 'documents.0', source: 'torolalana', quote: 'Certificat de situation juridique (2 exemplaires)', where: 'Documents requis' },
    { statement: 'documents.0', source: 'torolalana-mg', quote: 'certificat de situation juridique (anankiroa)', where: 'Antontan-taratasy ilaina' },
    { statement: 'documents.1', source: 'torolalana', quote: 'Photocopie certifiée de la Carte d’Identité Nationale (CNI) (2 exemplaires)', where: 'Documents requis' },
    { statement: 'documents.2', source: 'torolalana', quote: 'Plan (5 exemplaires)', where: 'Documents requis' },
    { statement: 'documents.3', source: 'torolalana', quote: 'Lecture de l’acte de notoriété par le délégué', where: 'Étapes à suivre' },
    { statement: 'documents.3', source: 'torolalana-mg', quote: 'Famakian’ny lehiben’ny boriboritany ny taratasy fanamarinana maha mpandova', where: 'Dingana' },
    { statement: 'cost', source: 'torolalana', quote: 'Frais de service : Gratuit' },
    { statement: 'cost', source: 'torolalana-mg', quote: 'tsy misy sarany' },
    { statement: 'youReceive', source: 'torolalana', quote: 'Sortie de l’acte de partage', where: 'Étapes à suivre' },
    { statement: 'processingTime', source: 'torolalana', quote: 'Temps de traitement : Indéfini.' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Centre de traitement : arrondissement administratif' },
    { statement: 'whereToApply', source: 'lexpress-2024', quote: 'Le jugement qui accorde la demande en partage commet, pour procéder aux opérations de liquidation et de partage, un notaire, un officier public, ou un greffier' },
    { statement: 'steps.0', source: 'lexpress-2024', quote: 'Si les cohéritiers majeurs et capables sont présents ou dûment représentés, le partage peut être effectué à l’amiable.' },
    { statement: 'steps.0', source: 'lexpress-2024', quote: 'L’article 77 alinéa 1 de la Loi n°68-012 dispose que : « Chacun des cohéritiers peut en tout temps exiger qu’il soit procédé au partage des biens successoraux (...) »' },
    { statement: 'steps.0', source: 'cassation-2015', quote: 'Si chacun des cohéritiers peut en tout temps exiger qu’il soit procédé au partage des biens successoraux, ce partage doit toujours être fait en justice si l’un des cohéritiers refuse de consentir au partage.' },
    { statement: 'steps.1', source: 'torolalana', quote: 'Dépôt du dossier au Délégué d’arrondissement', where: 'Étapes à suivre' },
    { statement: 'steps.1', source: 'torolalana-mg', quote: 'Fampidirana ny antontan-taratasy any amin’ny lehiben’ny boriboritany', where: 'Dingana' },
    { statement: 'steps.2', source: 'torolalana', quote: 'Lecture de l’acte de notoriété par le délégué', where: 'Étapes à suivre' },
    { statement: 'steps.3', source: 'torolalana', quote: 'Sortie de l’acte de partage', where: 'Étapes à suivre' },
    { statement: 'steps.3', source: 'torolalana-mg', quote: 'Fandraisana ny taratasy fizaràna', where: 'Dingana' },
    { statement: 'legalReferences.0', source: 'lexpress-2024', quote: 'L’article 77 alinéa 1 de la Loi n°68-012 dispose que : « Chacun des cohéritiers peut en tout temps exiger qu’il soit procédé au partage des biens successoraux (...) »' },
    { statement: 'legalReferences.0', source: 'cassation-2015', quote: 'APPLICATION ARTICLES  77 et 84 DE LA LOI 68-012 DU 04 JUILLET 1968' },
    { statement: 'faq.0', source: 'lexpress-2024', quote: '« Le partage doit être fait en justice : 1. Si tous les cohéritiers ne sont pas présents ou représentés, ou s’il y a parmi eux des incapables ou mineurs ; 2. Si l’un des cohéritiers refuse de consentir au partage' },
    { statement: 'faq.0', source: 'lexpress-2024', quote: 'Le jugement qui accorde la demande en partage commet, pour procéder aux opérations de liquidation et de partage, un notaire, un officier public, ou un greffier' },
    { statement: 'faq.0', source: 'cassation-2015', quote: 'ce partage doit toujours être fait en justice si l’un des cohéritiers refuse de consentir au partage.' },
    { statement: 'faq.1', source: 'cassation-2017', quote: '« La vente et le partage d’un terrain qui se trouve en indivision nécessitent le consentement de tous les cohéritiers ».' },
    { statement: 'faq.2', source: 'laverite-2021', quote: 'La perception des droits sur la déclaration de succession, sur les actes de partage issus d’une succession présentés avant le 31 décembre 2021, est suspendue.' },
  ],
}

export default service

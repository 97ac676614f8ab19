import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: "autorisation-de-sortie-du-territoire-mineur",
  category: "tourisme-et-voyage",
  ministry: "securite-publique",
  slug: {
    fr: "autorisation-de-sortie-du-territoire-mineur",
    mg: "fahazoan-dalana-hivoaka-ny-tanindrazana-zaza-tsy-ampy-taona",
  },
  title: {
    fr: "Autorisation de sortie du territoire pour un mineur",
    mg: "Fahazoan-dalana hivoaka ny tanindrazana ho an'ny zaza tsy ampy taona",
  },
  summary: {
    fr: "Un enfant mineur qui quitte Madagascar sans ses deux parents peut se voir demander, à la frontière, une autorisation parentale de sortie du territoire signée et légalisée. Aucun formulaire officiel n'a été identifié : ce guide vous aide à préparer une autorisation claire.",
    mg: "Ny zaza tsy ampy taona mivoaka an'i Madagasikara nefa tsy miaraka amin'ny ray aman-dreniny roa dia mety hangatahana eny amin'ny sisintany fahazoan-dalana hivoaka ny tanindrazana avy amin'ny ray aman-dreny, voasonia sy voamarina. Tsy nisy taratasy ofisialy hita : ity torolalana ity no manampy anao hanomana fahazoan-dalana mazava.",
  },
  audience: {
    fr: "Les parents ou le tuteur légal d'un enfant de moins de 18 ans qui voyage à l'étranger seul, avec un seul parent ou avec un autre adulte (famille, enseignant, accompagnateur).",
    mg: "Ny ray aman-dreny na ny mpiahy ara-dalàna ny zaza latsaky ny 18 taona handeha any ivelany irery, miaraka amin'ny iray amin'ny ray aman-dreniny ihany, na miaraka amin'olon-dehibe hafa (havana, mpampianatra, mpiaraka aminy).",
  },
  marks: {
    audience: {
      fr: "âge limite à confirmer : le guide officiel du passeport exige l'autorisation des parents jusqu'à 21 ans",
      mg: "mbola hamarinina ny fetra taona : mitaky ny fahazoan-dàlan'ny ray aman-dreny hatramin'ny 21 taona ny torolalana ofisialy momba ny pasipaoro",
    },
  },
  documents: {
    fr: [
      "Passeport biométrique valide de l'enfant, avec le visa du pays de destination si nécessaire",
      "Autorisation de sortie du territoire rédigée et signée par le ou les parents (ou le tuteur), avec le nom de l'accompagnateur, la destination et les dates",
      { item: "Copie de la CIN du ou des parents signataires", form: 'certifiedCopy' },
      "Copie de l'acte de naissance de l'enfant prouvant la filiation",
      "Copie de la pièce d'identité ou du passeport de l'adulte accompagnateur",
      "Si un seul parent a l'autorité parentale : jugement ou acte qui le prouve (jugement de divorce, acte de décès, décision de tutelle)",
    ],
    mg: [
      "Pasipaoro biometrika manan-kerin'ilay zaza, miaraka amin'ny visan'ny firenena halehany raha ilaina",
      "Fahazoan-dalana hivoaka ny tanindrazana soratana sy sonian'ny ray aman-dreny (na ny mpiahy), misy ny anaran'ny mpiaraka aminy, ny toerana halehany ary ny daty",
      { item: "Dika mitovy amin'ny kara-panondron'ny ray aman-dreny manao sonia", form: 'certifiedCopy' },
      "Kopia nahaterahan'ilay zaza manaporofo ny fifandraisany amin'ny ray aman-dreniny",
      "Dika mitovy amin'ny kara-panondro na pasipaoron'ilay olon-dehibe miaraka aminy",
      "Raha iray ihany no manana fahefana amin'ny zaza: didim-pitsarana na taratasy manaporofo izany (didim-pisaraham-panambadiana, kopia fahafatesana, didy momba ny fiahiana)",
    ],
  },
  cost: {
    free: false,
    details: {
      fr: "Il n'y a pas de droit national connu pour l'autorisation elle-même. Prévoyez les frais de légalisation de signature et de copies certifiées à la commune, qui varient d'une commune à l'autre. Le passeport de l'enfant coûte 190 000 Ar.",
      mg: "Tsy fantatra raha misy sarany nasionaly ho an'ilay fahazoan-dàlana. Kajio kosa ny saran'ny fanamarinana sonia sy ny dika mitovy voamarina any amin'ny kaominina, izay miovaova isaky ny kaominina. 190 000 Ar ny pasipaoron'ilay zaza.",
    },
  },
  youReceive: {
    fr: "Une autorisation parentale signée et légalisée, que l'enfant ou son accompagnateur présente avec le passeport à la frontière.",
    mg: "Fahazoan-dàlana avy amin'ny ray aman-dreny voasonia sy voamarina, asehon'ilay zaza na ny mpiaraka aminy miaraka amin'ny pasipaoro eny amin'ny sisintany.",
  },
  processingTime: {
    fr: "La légalisation à la commune se fait en général le jour même. Préparez le document plusieurs jours avant le voyage.",
    mg: "Matetika vita anio ihany ny fanamarinana sonia any amin'ny kaominina. Omano andro maromaro mialoha ny dia ilay taratasy.",
  },
  whereToApply: {
    fr: "Commune de résidence des parents (légalisation de la signature). En cas de doute sur les pièces exigées, renseignez-vous au Service central de contrôle de l'immigration et de l'émigration à Anosy (Antananarivo) ou auprès de la Police de l'air et des frontières de l'aéroport de départ. À l'étranger : ambassade ou consulat de Madagascar.",
    mg: "Kaominina misy ny fonenan'ny ray aman-dreny (fanamarinana sonia). Raha misy ahiahy momba ny taratasy takiana, manontania any amin'ny Sampan-draharaha foibe misahana ny fanaraha-maso ny fifindra-monina any Anosy (Antananarivo) na any amin'ny Polisin'ny seranam-piaramanidina sy ny sisintany eo amin'ny seranam-piaramanidina hialana. Any ivelany: masoivoho na kaonsilin'i Madagasikara.",
  },
  steps: {
    fr: [
      { title: "Obtenez le passeport de l'enfant", detail: "Chaque mineur a son propre passeport biométrique. La demande se fait avec l'accord des deux parents." },
      { title: "Rédigez l'autorisation", detail: "Indiquez l'identité de l'enfant, celle du ou des parents, le nom de l'accompagnateur, le pays de destination et les dates du voyage. Chaque parent concerné signe." },
      { title: "Faites légaliser les signatures", detail: "À la commune, présentez-vous avec votre CIN pour faire légaliser votre signature. Faites aussi certifier les copies des pièces d'identité.", unsure: 'Légalisation, visa de la police ou formulaire officiel exigés : non confirmé, renseignez-vous auprès de la Police de l’air et des frontières ou du SCCIE.' },
      { title: "Préparez le dossier de voyage", detail: "Rassemblez le passeport, l'autorisation légalisée, la copie de l'acte de naissance et les copies des pièces d'identité. Faites-en des photocopies." },
      { title: "Présentez-les à l'aéroport", detail: "Au départ, la Police de l'air et des frontières vérifie ces documents. L'enfant peut être refusé à l'embarquement si un document manque.", unsure: 'Légalisation, visa de la police ou formulaire officiel exigés : non confirmé, renseignez-vous auprès de la Police de l’air et des frontières ou du SCCIE.' },
    ],
    mg: [
      { title: "Alao ny pasipaoron'ilay zaza", detail: "Manana ny pasipaoro biometrika manokana ny zaza tsy ampy taona tsirairay. Atao miaraka amin'ny faneken'ny ray aman-dreny roa ny fangatahana." },
      { title: "Soraty ny fahazoan-dalana", detail: "Asio ny mombamomba ilay zaza, ny an'ny ray aman-dreny, ny anaran'ny hiaraka aminy, ny firenena halehany ary ny datin'ny dia. Samy manao sonia ny ray aman-dreny voakasika." },
      { title: "Ampamarino ny sonia", detail: "Mankanesa any amin'ny kaominina mitondra ny kara-panondronao mba hanamarinana ny sonianao. Ampamarino koa ny dika mitovy amin'ny kara-panondro.", unsure: 'Tsy voamarina raha ilaina ny fanamarinana sonia, visa avy amin’ny polisy na taratasy ofisialy: manontania any amin’ny Polisin’ny sisintany (PAF) na ny SCCIE.' },
      { title: "Omano ny antontan-taratasy ho an'ny dia", detail: "Vorivorio ny pasipaoro, ny fahazoan-dalana voamarina, ny kopia nahaterahana ary ny dika mitovy amin'ny kara-panondro. Manaova dika mitovy fanampiny." },
      { title: "Asehoy eny amin'ny seranam-piaramanidina", detail: "Rehefa hiainga, ny Polisin'ny seranam-piaramanidina sy ny sisintany no manamarina ireo taratasy ireo. Mety tsy avela hiditra fiaramanidina ilay zaza raha misy taratasy tsy ampy.", unsure: 'Tsy voamarina raha ilaina ny fanamarinana sonia, visa avy amin’ny polisy na taratasy ofisialy: manontania any amin’ny Polisin’ny sisintany (PAF) na ny SCCIE.' },
    ],
  },
  legalReferences: {
    fr: [
      "Loi n° 91-025 du 12 août 1991 portant organisation et contrôle de la circulation des nationaux vers l'extérieur (article 5 sur les mineurs), modifiée par la loi n° 96-017",
      "Loi n° 2007-023 du 20 août 2007 sur les droits et la protection des enfants",
      "Loi n° 2014-040 du 20 janvier 2015 sur la lutte contre la traite des êtres humains",
      "Textes réglementaires sur la délivrance des passeports (décret n° 61-267 du 26 mai 1961)",
    ],
    mg: [
      "Lalàna laharana faha-91-025 tamin'ny 12 aogositra 1991 mandrindra sy mifehy ny fivezivezen'ny teratany mankany ivelany (andininy faha-5 momba ny zaza tsy ampy taona), novain'ny lalàna laharana faha-96-017",
      "Lalàna laharana faha-2007-023 tamin'ny 20 aogositra 2007 momba ny zon'ny ankizy sy ny fiarovana azy ireo",
      "Lalàna laharana faha-2014-040 tamin'ny 20 janoary 2015 momba ny ady amin'ny fanondranana an-tsokosoko olombelona",
      "Didy mifehy ny famoahana pasipaoro (didim-panjakana laharana faha-61-267 tamin'ny 26 mey 1961)",
    ],
  },
  faq: {
    fr: [
      { question: "L'autorisation est-elle nécessaire si l'enfant voyage avec un seul parent ?", answer: "Oui, il est fortement conseillé d'avoir l'autorisation signée par l'autre parent, avec la copie de sa CIN. Le pays d'arrivée peut aussi l'exiger." },
      { question: "Existe-t-il un formulaire officiel ?", answer: "Aucun formulaire national n'a été identifié. Une lettre claire, signée et légalisée à la commune est généralement acceptée. Renseignez-vous auprès de la police des frontières avant le voyage.", unsure: 'Légalisation, visa de la police ou formulaire officiel exigés : non confirmé, renseignez-vous auprès de la Police de l’air et des frontières ou du SCCIE.' },
      { question: "Pourquoi ces contrôles sont-ils stricts ?", answer: "Ils protègent les enfants contre les enlèvements et la traite des personnes. La police peut poser des questions à l'enfant et à l'accompagnateur." },
    ],
    mg: [
      { question: "Ilaina ve ny fahazoan-dalana raha miaraka amin'ny iray amin'ny ray aman-dreniny ihany ilay zaza?", answer: "Eny, tena tsara raha misy fahazoan-dalana vonosonian'ilay ray na reny iray hafa, miaraka amin'ny dika mitovy amin'ny kara-panondrony. Mety hitaky izany koa ny firenena ahatongavana." },
      { question: "Misy taratasy ofisialy efa voaomana ve?", answer: "Tsy nahitana taratasy nasionaly efa voaomana. Matetika ekena ny taratasy mazava, voasonia ary voamarina tany amin'ny kaominina. Manontania any amin'ny polisin'ny sisintany alohan'ny dia.", unsure: 'Tsy voamarina raha ilaina ny fanamarinana sonia, visa avy amin’ny polisy na taratasy ofisialy: manontania any amin’ny Polisin’ny sisintany (PAF) na ny SCCIE.' },
      { question: "Nahoana no henjana ireo fanaraha-maso ireo?", answer: "Miaro ny ankizy amin'ny fakana an-keriny sy ny fanondranana an-tsokosoko olona izany. Mety hametraka fanontaniana amin'ilay zaza sy ny miaraka aminy ny polisy." },
    ],
  },
  onlineServices: { fr: [], mg: [] },
  related: ["passeport", "acte-de-naissance", "legalisation-de-documents", "carte-nationale-d-identite"],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['documents', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026) : aucune fiche sur l\'autorisation de sortie ; la fiche « Demande de passeport » exige pour les moins de 21 ans l\'autorisation légalisée des deux parents, l\'acte de décès d\'un parent décédé ou l\'acte de tutelle. Désaccord : Torolalana (passeport) : mineur jusqu\'à 21 ans ; fiche : moins de 18 ans ; décision : 18 ans gardé, public marqué (l\'âge exigé à la frontière n\'est pas sourcé). Aucune source officielle malgache trouvée sur une « autorisation de sortie du territoire » pour mineur : vérifier auprès de la Police de l\'air et des frontières (Ivato) et du Service central de contrôle de l\'immigration et de l\'émigration s\'il existe un formulaire officiel, un visa de la police ou une légalisation obligatoire (marqué « à confirmer » aux étapes 3 et 5 et à la question 2). Pièces : toute la liste (autorisation, CIN des parents, acte de naissance, pièce de l\'accompagnateur, jugement) reste à confirmer ; seule l\'autorisation des deux parents pour le passeport est sourcée (guide privé). Texte : lois n° 2007-023 et n° 2014-040 (numéros et dates) à vérifier au Journal officiel. Terme malgache « fanondranana an-tsokosoko olombelona » pour la traite à valider.',
  },
  sources: [
    { title: 'Torolalana — Demande de passeport (pièces pour les moins de 21 ans)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/demande-de-passeport', seen: '2026-11-25', published: '2026-02', supports: ['documents', 'steps'] },
    { title: 'Loi n° 91-025 du 12 août 1991 portant organisation et contrôle de la circulation des nationaux vers l’extérieur (article 5 sur les mineurs)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'https://jwf-legal2.fr.gd/Lois-242.htm', seen: '2026-11-23', published: '1991-08-12', supports: ['legalReferences'] },
    { title: 'Premier passeport biométrique : les enfants ont leur propre passeport', publisher: 'malagasy.it (reprise de presse)', kind: 'secondary', url: 'https://malagasy.it/mg/node/4388', seen: '2026-11-23', supports: ['steps'] },
    { title: 'Document de voyage : le passeport biométrique passe à 190 000 ariary', publisher: 'L’Express de Madagascar (via AllAfrica)', kind: 'press', url: 'https://fr.allafrica.com/stories/201801030303.html', seen: '2026-11-23', published: '2018-01-03', supports: ['cost'] },
    { title: 'Légalisation de signature à la commune (délivrance toutes les heures)', publisher: 'Madagascar Tribune', kind: 'press', url: 'https://madagascar-tribune.com/Aucun-cadre-legal-n-impose-cette,4623.html', seen: '2026-11-23', published: '2008-02-06', supports: ['processingTime', 'whereToApply'] },
    { title: 'Comment obtenir un passeport (mineur : autorisation des deux parents)', publisher: 'Guide Za Malagasy', kind: 'secondary', url: 'https://guide.za-malagasy.com/demarches-et-documents-administratifs/comment-obtenir-un-passeport-4.html', seen: '2026-11-23', supports: ['summary', 'steps'] },
    { title: 'Formalités pour un voyage à Madagascar', publisher: 'Monde du voyage', kind: 'secondary', url: 'https://www.monde-du-voyage.com/madagascar/formalites', seen: '2026-11-23' },
    { title: 'Madagascar : restriction de sortie à l’étranger pour les femmes', publisher: 'Linfo.re', kind: 'press', url: 'https://linfo.re/ocean-indien/madagascar/madagascar-restriction-de-sortie-a-l-etranger-pour-les-femmes', seen: '2026-11-23' },
    { title: 'Passeport malgache (notice encyclopédique)', publisher: 'profilbaru.com (copie de Wikipédia)', kind: 'secondary', url: 'https://profilbaru.com/fr/Passeport_malgache', seen: '2026-11-23' },
  ],
}
export default service

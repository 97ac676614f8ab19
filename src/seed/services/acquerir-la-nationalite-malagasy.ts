import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'acquerir-la-nationalite-malagasy',
  category: 'citoyennete',
  ministry: 'justice',
  slug: { fr: 'acquerir-la-nationalite-malagasy', mg: 'mahazo-ny-zom-pirenena-malagasy' },
  title: {
    fr: 'Devenir Malagasy (naturalisation, mariage)',
    mg: 'Mahazo zom-pirenena malagasy (fanomezana zom-pirenena, fanambadiana)',
  },
  summary: {
    fr: 'La nationalité malagasy se transmet surtout par la filiation. Un étranger peut la demander par naturalisation (18 ans révolus, bonne moralité, 5 ans de résidence à Madagascar) ; le code prévoit aussi une déclaration de nationalité liée au mariage. Les règles sont dans le Code de la nationalité de 1960, modifié en 2017.',
    mg: 'Ny zom-pirenena malagasy dia azo indrindra amin’ny alalan’ny ray aman-dreny. Afaka mangataka izany ny vahiny amin’ny alalan’ny fanomezana zom-pirenena (naturalisation : 18 taona feno, fitondran-tena tsara, nipetraka 5 taona teto Madagasikara) ; misy koa fanambarana zom-pirenena mifandraika amin’ny fanambadiana voalazan’ny fehezan-dalàna. Ao amin’ny Fehezan-dalàna momba ny zom-pirenena tamin’ny 1960, novaina tamin’ny 2017, ireo fitsipika ireo.',
  },
  audience: {
    fr: 'Les étrangers qui vivent à Madagascar depuis longtemps, les conjoints étrangers de Malagasy, les personnes sans nationalité, et les enfants d’un parent malagasy né à l’étranger.',
    mg: 'Ireo vahiny efa ela nipetraka teto Madagasikara, ireo vady vahiny an’ny Malagasy, ireo olona tsy manana zom-pirenena, ary ireo zanaka manana ray na reny malagasy teraka any ivelany.',
  },
  documents: {
    fr: [
      'Copie intégrale de votre acte de naissance',
      'Extrait de casier judiciaire',
      'Certificat médical',
      { item: 'Certificat de résidence (preuve de 5 ans de résidence principale à Madagascar)', unsure: 'liste officielle des pièces de naturalisation pour un adulte non trouvée' },
      'Pour un mariage : l’acte de mariage',
    ],
    mg: [
      'Kopia feno nahaterahanao',
      'Firaketana heloka',
      'Taratasy avy amin’ny dokotera',
      { item: 'Fanamarinam-ponenana (porofon’ny fonenana 5 taona teto Madagasikara)', unsure: 'tsy hita ny lisitra ofisialin’ny taratasy ho an’ny olon-dehibe mangataka fanomezana zom-pirenena' },
      'Ho an’ny fanambadiana : ny kopia fanambadiana',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Montant non publié. Les consulats à l’étranger demandent des frais d’envoi (enveloppes internationales).',
      mg: 'Tsy voalaza ny sarany. Mangataka saran’ny fandefasana (valopy iraisam-pirenena) ny kaonsoly any ivelany.',
    },
  },
  youReceive: {
    fr: 'Une décision de naturalisation ou l’enregistrement de votre déclaration de nationalité, puis un certificat de nationalité malagasy au tribunal.',
    mg: 'Fanapahan-kevitra manome zom-pirenena na fandraisana ny fanambaranao, avy eo taratasy fanamarinana ny zom-pirenena malagasy any amin’ny fitsarana.',
  },
  processingTime: {
    fr: 'Délai non publié ; la presse rapporte que les demandes de naturalisation restent souvent des années sans réponse.',
    mg: 'Tsy voalaza ny faharetany ; milaza ny gazety fa matetika tsy mahazo valiny mandritra ny taona maro ny fangatahana.',
  },
  whereToApply: {
    fr: 'À Madagascar : au district de votre résidence, qui instruit le dossier pour le ministère de la Justice. À l’étranger : ambassade ou consulat de Madagascar (aussi pour la déclaration quand le mariage a eu lieu hors de Madagascar).',
    mg: 'Eto Madagasikara : any amin’ny distrika misy ny fonenanao, izay mandinika ny antontan-taratasy ho an’ny Ministeran’ny Fitsarana. Any ivelany : masoivoho na kaonsoly malagasy (ho an’ny fanambarana koa raha tany ivelan’i Madagasikara no nanaovana ny fanambadiana).',
  },
  steps: {
    fr: [
      { title: 'Vérifiez si vous êtes déjà Malagasy', detail: 'Un enfant dont un parent est malagasy l’est par filiation : il demande un certificat de nationalité, pas une naturalisation. Depuis 2017, la mère transmet sa nationalité comme le père.' },
      { title: 'Vérifiez les conditions de la naturalisation', detail: 'Avoir 18 ans révolus, être sain d’esprit, de bonne vie et mœurs, sans condamnation grave, et avoir eu sa résidence principale à Madagascar pendant les 5 années avant la demande.' },
      { title: 'Déposez le dossier', detail: 'Au district (à Madagascar) ou au consulat (à l’étranger), en plusieurs exemplaires.', unsure: 'district : d’après le décret et une circulaire de 1960–1961' },
      { title: 'Attendez la décision', detail: 'Le dossier est instruit (enquête de moralité, santé, résidence) puis transmis au ministère de la Justice.' },
    ],
    mg: [
      { title: 'Hamarino raha efa Malagasy ianao', detail: 'Malagasy ny zaza manana ray na reny malagasy : mangataka taratasy fanamarinana ny zom-pirenena izy fa tsy fanomezana zom-pirenena. Nanomboka tamin’ny 2017, afaka mampita ny zom-pireneny toy ny ray ny reny.' },
      { title: 'Hamarino ny fepetra hahazoana zom-pirenena', detail: 'Feno 18 taona, salama saina, manana fitondran-tena tsara, tsy voaheloka mavesatra, ary nipetraka teto Madagasikara mandritra ny 5 taona talohan’ny fangatahana.' },
      { title: 'Apetraho ny antontan-taratasy', detail: 'Any amin’ny distrika (eto Madagasikara) na any amin’ny kaonsoly (any ivelany), maromaro.', unsure: 'distrika : araka ny didim-panjakana sy ny taratasy fampahafantarana tamin’ny 1960–1961' },
      { title: 'Andraso ny fanapahan-kevitra', detail: 'Dinihina ny antontan-taratasy (fanadihadiana momba ny fitondran-tena, ny fahasalamana, ny fonenana) ary alefa any amin’ny Ministeran’ny Fitsarana.' },
    ],
  },
  legalReferences: {
    fr: [
      'Ordonnance n° 60-064 du 22 juillet 1960 portant Code de la nationalité malgache (article 22 : déclaration ; articles 27 et suivants : naturalisation), modifiée par la loi n° 2016-038 du 25 janvier 2017',
      'Décret n° 60-446 du 4 novembre 1960 relatif à l’instruction des déclarations de nationalité et des demandes de naturalisation',
    ],
    mg: [
      'Hitsivolana laharana faha-60-064 tamin’ny 22 jolay 1960 mametraka ny Fehezan-dalàna momba ny zom-pirenena malagasy (andininy faha-22 : fanambarana ; andininy faha-27 sy ny manaraka : fanomezana zom-pirenena), novain’ny lalàna laharana faha-2016-038 tamin’ny 25 janoary 2017',
      'Didim-panjakana laharana faha-60-446 tamin’ny 4 novambra 1960 momba ny fandinihana ny fanambarana zom-pirenena sy ny fangatahana fanomezana zom-pirenena',
    ],
  },
  faq: {
    fr: [
      { question: 'Je suis marié(e) à un Malagasy. Suis-je automatiquement Malagasy ?', answer: 'Non : le code prévoit une déclaration de nationalité liée au mariage (article 22) ; hors de Madagascar, elle se fait devant l’ambassade ou le consulat. Les conditions et délais de cette déclaration sont à demander au ministère de la Justice.', unsure: 'texte de l’article 22 et effet de la réforme de 2017 non relus' },
      { question: 'Puis-je garder ma nationalité d’origine ?', answer: 'Oui pour une personne naturalisée malagasy, selon les commentaires du code. En revanche, un Malagasy majeur qui prend volontairement une autre nationalité perd la nationalité malagasy (article 42), une règle aujourd’hui discutée.', unsure: 'conservation de la nationalité d’origine : sources encyclopédiques seulement' },
    ],
    mg: [
      { question: 'Manambady Malagasy aho. Lasa Malagasy ho azy ve aho ?', answer: 'Tsia : misy fanambarana zom-pirenena mifandraika amin’ny fanambadiana voalazan’ny fehezan-dalàna (andininy faha-22) ; raha any ivelan’i Madagasikara, atao eo anatrehan’ny masoivoho na kaonsoly izany. Anontanio ny Ministeran’ny Fitsarana ny fepetra sy ny fe-potoana.', unsure: 'tsy novakiana ny andininy faha-22 sy ny vokatry ny fanavaozana tamin’ny 2017' },
      { question: 'Afaka mitazona ny zom-pireneko tany am-boalohany ve aho ?', answer: 'Eny ho an’ny olona nahazo zom-pirenena malagasy, araka ny fanazavana momba ny fehezan-dalàna. Kosa, very zom-pirenena malagasy ny Malagasy efa lehibe maka an-tsitrapo zom-pirenena hafa (andininy faha-42), fitsipika iadian-kevitra ankehitriny.', unsure: 'fitazonana ny zom-pirenena tany am-boalohany : rakipahalalana ihany no loharano' },
    ],
  },
  related: ['certificat-de-nationalite', 'carte-de-resident', 'visa-de-long-sejour', 'se-marier', 'casier-judiciaire-bulletin-n-3'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'documents', 'whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/acquerir-la-nationalite-malagasy.md). Aucune fiche Torolalana ni page du ministère de la Justice sur la naturalisation. Sources : mission permanente de Madagascar à Genève et consulat du Grand Ouest (article 27 du code : conditions, 5 ans de résidence), décret n° 60-446 (reproduit par Refworld et Citizenship Rights in Africa), circulaire de 1961 (jwf-legal2 : instruction par les chefs de district), AllAfrica 2023 (loi 2016-038), Antsirabe Contacts et un mémoire (transmission par la mère depuis 2017), Wikipédia (article 42), La 1ère (naturalisations très rares). Coût non publié, marqué. Délai non publié, marqué. Pièces : liste des consulats pour les mineurs seulement, celle d’un adulte non trouvée, marquée. Lieu : district d’après des textes de 1960–1961, pratique actuelle non confirmée, marquée. La 1ère parle de 10 ans de résidence dans un projet de texte sur les apatrides : non affiché, le code en vigueur dit 5 ans.',
  },
  sources: [
    { key: 'geneve', title: 'Nationalité — naturalisation (article 27 de l’ordonnance n° 60-064)', publisher: 'Mission permanente de Madagascar à Genève', kind: 'official', url: 'https://repermad-geneve.diplomatie.gov.mg/index.php/non-categorise/123-nationalite', seen: '2026-11-28' },
    { key: 'consulat-grand-ouest', title: 'Demander la nationalité malgache', publisher: 'Consulat de Madagascar (Grand Ouest, France)', kind: 'official', url: 'http://actualites.consulat-madagascargrandouest.fr/index.php/demander-la-nationalite-malgache', seen: '2026-11-28' },
    { key: 'decret-60-446', title: 'Décret n° 1960-446 relatif aux formalités … des déclarations de nationalité et des demandes de naturalisation (texte reproduit)', publisher: 'Citizenship Rights in Africa Initiative', kind: 'secondary', url: 'http://citizenshiprightsafrica.org/madagascar-decret-no-1960-446-relatif-aux-formalites-qui-doivent-etre-observees-dans-linstruction-des-declarations-de-nationalite-et-des-demandes-de-naturalisation-ou-de-reintegration/', seen: '2026-11-28', published: '1960-11-04' },
    { key: 'circulaire-1961', title: 'Circulaire n° 666-MJ/DIR du 8 mars 1961 relative à la procédure de naturalisation (texte reproduit)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/Autres-types-de-textes-42.htm', seen: '2026-11-28', published: '1961-03-08' },
    { key: 'allafrica-2023', title: 'Double nationalité : le code de la nationalité modifié par la loi n° 2016-038', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202307120399.html', seen: '2026-11-28', published: '2023-07-12' },
    { key: 'antsirabe-contacts', title: 'Nouveau : la mère transmet sa nationalité malagasy à ses enfants', publisher: 'Antsirabe Contacts (dossier de Français du Monde Madagascar)', kind: 'secondary', url: 'https://antsirabe-contacts.info/2017/03/30/nationalite-malagasy-par-la-mere', seen: '2026-11-28', published: '2017-03-30' },
    { key: 'essays-2018', title: 'La nouvelle réforme du Code de la Nationalité malagasy', publisher: 'essays.club (document d’étudiant)', kind: 'secondary', url: 'https://fr.essays.club/Monde-du-travail,-droit-et-%C3%A9conomie/La-nouvelle-r%C3%A9forme-du-Code-de-la-Nationalit%C3%A9-25534.html', seen: '2026-11-28', published: '2018-10-19' },
    { key: 'wikipedia', title: 'Nationalité malgache', publisher: 'Wikipédia', kind: 'secondary', url: 'https://fr.wikipedia.org/wiki/Nationalit%C3%A9_malgache', seen: '2026-11-28' },
    { key: 'la1ere', title: 'Madagascar : vers une naturalisation des apatrides', publisher: 'La 1ère (France Télévisions)', kind: 'press', url: 'https://la1ere.francetvinfo.fr/mayotte/madagascar-vers-une-naturalisation-des-apatrides-1338504.html', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'consulat-grand-ouest', quote: 'La nationalité malgache est essentiellement une nationalité de FILIATION.' },
    { statement: 'summary', source: 'geneve', quote: 'Art.27 : « La naturalisation ne pourra être accordée qu’aux étrangers remplissant les conditions suivantes : - Avoir dix-huit ans révolus - Etre sain d’esprit' },
    { statement: 'summary', source: 'geneve', quote: 'Avoir eu sa résidence principale à Madagascar pendant cinq années précédant le dépôt de la demande' },
    { statement: 'summary', source: 'decret-60-446', quote: 'La déclaration prévue aux article 22 et 17 du code de la nationalité malgache est souscrite devant les autorités diplomatiques ou consulaires de la République Malgache lorsque le mariage est célébré hors de Madagascar.' },
    { statement: 'summary', source: 'allafrica-2023', quote: 'l’ordonnance n°60-064 du 22 juillet 1960 portant code de la nationalité malgache dont certaines dispositions ont été modifiées et complétées par la loi n°2016-038 … avant d’être promulguée le 25 janvier 2017' },
    { statement: 'audience', source: 'la1ere', quote: 'Le texte permettra cependant d’octroyer la nationalité à plusieurs milliers de personnes d’origine indienne ou chinoise présentes à Madagascar depuis plusieurs générations. Ils sont actuellement considérés comme apatrides.' },
    { statement: 'audience', source: 'decret-60-446', quote: 'La déclaration prévue aux article 22 et 17 du code de la nationalité malgache est souscrite devant les autorités diplomatiques ou consulaires de la République Malgache lorsque le mariage est célébré hors de Madagascar.' },
    { statement: 'documents.0', source: 'geneve', quote: 'Copie intégrale de naissance', where: 'Naturalisation (mineurs)' },
    { statement: 'documents.0', source: 'consulat-grand-ouest', quote: 'Copie intégrale de naissance de l’enfant' },
    { statement: 'documents.1', source: 'geneve', quote: 'Extrait de casier judiciaire du père', where: 'Naturalisation (mineurs)' },
    { statement: 'documents.2', source: 'geneve', quote: 'Certificat médical attestant que l’enfant mineur est ou non exempt d’infirmité, de vice de constitution', where: 'Naturalisation (mineurs)' },
    { statement: 'documents.3', source: 'geneve', quote: 'Avoir eu sa résidence principale à Madagascar pendant cinq années précédant le dépôt de la demande' },
    { statement: 'documents.3', source: 'decret-60-446', quote: 'Dans le cas prévu à l’article 17, il produit en outre un certificat de résidence.' },
    { statement: 'documents.4', source: 'decret-60-446', quote: 'Le déclarant produit les actes de l’état civil qui le concernent ou qui concernent les mineurs au nom desquels est faite la déclaration.' },
    { statement: 'cost', source: 'consulat-grand-ouest', quote: '2 enveloppes Chronopost internationaux de 500 gr' },
    { statement: 'youReceive', source: 'decret-60-446', quote: 'Les déclarations souscrites conformément aux articles 16,17,22 et 47 du code de la nationalité malgache sont dressées en double exemplaire.' },
    { statement: 'processingTime', source: 'la1ere', quote: 'La naturalisation est distribuée avec une parcimonie plus qu’extrême : de 1997 à aujourd’hui, depuis 25 ans, sur des milliers de demandes, un seul dossier a été accepté ! Les autres sont refusés ou s’éternisent dans les tiroirs de l’administration.' },
    { statement: 'whereToApply', source: 'circulaire-1961', quote: 'Les articles 10 et 12 du décret n° 60-446 du 4 novembre 1960 prévoient que l’instruction des dossiers de naturalisation sera assurée par les chefs de district.' },
    { statement: 'whereToApply', source: 'decret-60-446', quote: 'La déclaration prévue aux article 22 et 17 du code de la nationalité malgache est souscrite devant les autorités diplomatiques ou consulaires de la République Malgache lorsque le mariage est célébré hors de Madagascar.' },
    { statement: 'whereToApply', source: 'geneve', quote: 'Au-delà de vingt et un ans l’intéressé devra demander la naturalisation conformément aux dispositions de l’ordonnance n° 60-064 du 22 juillet 1960 .' },
    { statement: 'steps.0', source: 'antsirabe-contacts', quote: 'Suite à une modification du Code de la Nationalité à Madagascar, en début d’année, les enfants d’une mère malagasy acquièrent désormais la nationalité malagasy.' },
    { statement: 'steps.0', source: 'essays-2018', quote: 'Madagascar faisait jusqu’à cette année, partie de la vingtaine de pays où les femmes ne peuvent transmettre leur nationalité à leur enfant au même titre que l’homme.' },
    { statement: 'steps.0', source: 'antsirabe-contacts', quote: 'Le texte étant paru au JO du 27 février 2017 est applicable.' },
    { statement: 'steps.1', source: 'geneve', quote: 'Avoir dix-huit ans révolus - Etre sain d’esprit … Etre de bonnes vie et mœurs et n’avoir encouru aucune condamnation supérieure à une année d’emprisonnement … Avoir eu sa résidence principale à Madagascar pendant cinq années précédant le dépôt de la demande' },
    { statement: 'steps.1', source: 'consulat-grand-ouest', quote: 'Art 27 : "La naturalisation ne pourra être accordée qu’aux étrangers remplissant les conditions suivantes : - Avoir 18 ans révolus ; - Etre sain d’esprit' },
    { statement: 'steps.2', source: 'circulaire-1961', quote: 'l’instruction des dossiers de naturalisation sera assurée par les chefs de district.' },
    { statement: 'steps.2', source: 'geneve', quote: 'Le tout en quatre exemplaires (un original et trois copies)' },
    { statement: 'steps.3', source: 'circulaire-1961', quote: 'La présente circulaire a pour objet de rappeler les principes généraux et de définir la procédure à suivre pour l’instruction des demandes de naturalisation et de réintégration.' },
    { statement: 'legalReferences.0', source: 'geneve', quote: 'Au-delà de vingt et un ans l’intéressé devra demander la naturalisation conformément aux dispositions de l’ordonnance n° 60-064 du 22 juillet 1960 . Art.27' },
    { statement: 'legalReferences.0', source: 'decret-60-446', quote: 'La déclaration prévue aux article 22 et 17 du code de la nationalité malgache' },
    { statement: 'legalReferences.0', source: 'allafrica-2023', quote: 'modifiées et complétées par la loi n°2016-038 … avant d’être promulguée le 25 janvier 2017' },
    { statement: 'legalReferences.1', source: 'circulaire-1961', quote: 'Les articles 10 et 12 du décret n° 60-446 du 4 novembre 1960 prévoient que l’instruction des dossiers de naturalisation sera assurée par les chefs de district.' },
    { statement: 'legalReferences.1', source: 'decret-60-446', quote: 'Décret no. 1960-446 relatif aux formalités qui doivent être observées dans l’instruction des déclarations de nationalité et des demandes de naturalisation ou de réintégration' },
    { statement: 'faq.0', source: 'decret-60-446', quote: 'La déclaration prévue aux article 22 et 17 du code de la nationalité malgache est souscrite devant les autorités diplomatiques ou consulaires de la République Malgache lorsque le mariage est célébré hors de Madagascar.' },
    { statement: 'faq.1', source: 'wikipedia', quote: 'Seules sont ainsi autorisées les cas de binationalité liées à des personnes naturalisées malgaches ayant conservé leur nationalité antérieure' },
    { statement: 'faq.1', source: 'wikipedia', quote: 'L’article 42 de l’ordonnance No 60 - 064 du dispose ainsi : « Perd la nationalité malgache, le Malgache majeur qui acquiert volontairement une nationalité étrangère »' },
    { statement: 'faq.1', source: 'allafrica-2023', quote: 'le débat sur la nationalité ou plus précisément sur la double nationalité du président Andry Rajoelina n’est pas près de retomber quand bien même l’article 42, objet de controverse, serait tombé en désuétude' },
  ],
}

export default service

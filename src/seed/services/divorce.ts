import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'divorce',
  category: 'etat-civil',
  ministry: 'justice',
  slug: { fr: 'divorce', mg: 'fisaraham-panambadiana' },
  title: {
    fr: 'Demander le divorce',
    mg: 'Mangataka fisaraham-panambadiana',
  },
  summary: {
    fr: 'Pour vous séparer légalement de votre conjoint, le divorce est prononcé par le tribunal de première instance, à la demande d’un époux, quand l’autre a gravement manqué à ses devoirs (adultère, violences, abandon du foyer). Le divorce par consentement mutuel n’existe pas dans la loi malgache.',
    mg: 'Mba hisaraka ara-dalàna amin’ny vady, ny Fitsarana ambaratonga voalohany no mamoaka ny fisaraham-panambadiana, rehefa angatahin’ny iray amin’ny mpivady, raha nandika mafy ny adidiny ny iray hafa (fijangajangana, herisetra, fandaozana ny tokantrano). Tsy misy ao amin’ny lalàna malagasy ny fisaraham-panambadiana ifanarahan’izy roa.',
  },
  audience: {
    fr: 'Les personnes mariées civilement (ou dont le mariage traditionnel est enregistré à l’état civil) qui veulent mettre fin à leur mariage.',
    mg: 'Ireo olona nanao fanambadiana ara-panjakana (na voasoratra ao amin’ny sora-piankohonana ny fanambadiana nentim-paharazana) te hamarana ny fanambadiany.',
  },
  documents: {
    fr: [
      'Une requête (demande écrite) au tribunal, qui expose les manquements de l’autre époux',
      { item: 'Une copie de l’acte de mariage', unsure: 'liste des pièces non publiée par le tribunal' },
      { item: 'Les preuves des faits reprochés (certificat médical, témoignages, plainte…)', unsure: 'liste des pièces non publiée par le tribunal' },
    ],
    mg: [
      'Fangatahana an-tsoratra ho an’ny fitsarana, milaza ny tsy fanajan’ny vady ny adidiny',
      { item: 'Kopia fanambadiana', unsure: 'tsy navoakan’ny fitsarana ny lisitry ny taratasy' },
      { item: 'Ny porofon’ireo zavatra iampangana (taratasy avy amin’ny dokotera, fijoroana vavolombelona, fitoriana…)', unsure: 'tsy navoakan’ny fitsarana ny lisitry ny taratasy' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Aucun tarif officiel publié : frais de greffe et, si vous en prenez un, honoraires d’avocat. Demandez les frais au greffe du tribunal et un reçu.',
      mg: 'Tsy navoaka ny sarany ofisialy : saran’ny birao mpitan-tsoratra ary, raha maka mpisolovava ianao, ny karaman’izy. Anontanio amin’ny birao mpitan-tsoratry ny fitsarana ny sarany ary angataho ny rosia.',
    },
  },
  youReceive: {
    fr: 'Le jugement de divorce. Il sert ensuite, par exemple, pour se remarier.',
    mg: 'Ny didim-pitsarana mamoaka ny fisaraham-panambadiana. Ilaina avy eo izany, ohatra, raha hanambady indray.',
  },
  processingTime: {
    fr: 'Durée non publiée : la procédure prévoit une phase de conciliation et un délai de réflexion avant le jugement.',
    mg: 'Tsy navoaka ny faharetany : misy dingana fampihavanana sy fotoana fisaintsainana alohan’ny didim-pitsarana.',
  },
  whereToApply: {
    fr: 'Au tribunal de première instance compétent (à Antananarivo, le tribunal d’Anosy).',
    mg: 'Ao amin’ny Fitsarana ambaratonga voalohany mahefa (eto Antananarivo, ny fitsarana ao Anosy).',
  },
  places: ['tpi-antananarivo-anosy'],
  steps: {
    fr: [
      { title: 'Faites-vous conseiller', detail: 'Un avocat ou une clinique juridique vous aide à savoir si les faits suffisent : la loi n’admet que le divorce pour un manquement grave qui rend la vie commune intolérable.', unsure: 'cliniques juridiques : aucune source sur le divorce' },
      { title: 'Déposez la requête au tribunal', detail: 'L’époux qui demande le divorce saisit le tribunal de première instance compétent.' },
      { title: 'Passez la conciliation', detail: 'Le juge donne aux époux une chance de se réconcilier, avec un délai de réflexion.' },
      { title: 'Le jugement', detail: 'Si la conciliation échoue, le tribunal juge si la faute est prouvée et prononce ou refuse le divorce.' },
      { title: 'Faites mettre à jour l’état civil', detail: 'Demandez au greffe comment le jugement est reporté sur l’acte de mariage et les actes de naissance.', unsure: 'transcription du jugement : aucune source malgache trouvée' },
    ],
    mg: [
      { title: 'Makà torohevitra', detail: 'Manampy anao hahafantatra raha ampy ny zava-nitranga ny mpisolovava na ny toeram-panoroana ara-dalàna : ny fisaraham-panambadiana noho ny fandikana adidy mafy izay tsy ahafahana miara-miaina intsony ihany no ekena amin’ny lalàna.', unsure: 'toeram-panoroana ara-dalàna : tsy nahitana loharano momba ny fisaraham-panambadiana' },
      { title: 'Apetraho any amin’ny fitsarana ny fangatahana', detail: 'Ny vady mangataka ny fisaraham-panambadiana no manatona ny Fitsarana ambaratonga voalohany mahefa.' },
      { title: 'Andalovy ny fampihavanana', detail: 'Omen’ny mpitsara fotoana hihavanana ny mpivady, miaraka amin’ny fotoana fisaintsainana.' },
      { title: 'Ny didim-pitsarana', detail: 'Raha tsy mahomby ny fampihavanana, dia tsaran’ny fitsarana raha voaporofo ny fahadisoana, ary avoakany na laviny ny fisaraham-panambadiana.' },
      { title: 'Asaivo havaozina ny sora-piankohonana', detail: 'Anontanio amin’ny birao mpitan-tsoratra ny fomba anoratana ny didim-pitsarana ao amin’ny kopia fanambadiana sy ny kopia nahaterahana.', unsure: 'fanoratana ny didim-pitsarana : tsy nahitana loharano malagasy' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2007-022 du 20 août 2007 relative au mariage et aux régimes matrimoniaux, articles 80 à 96 (divorce)'],
    mg: ['Lalàna laharana faha-2007-022 tamin’ny 20 aogositra 2007 momba ny fanambadiana sy ny fitsipika mifehy ny fananan’ny mpivady, andininy faha-80 ka hatramin’ny faha-96 (fisaraham-panambadiana)'],
  },
  faq: {
    fr: [
      { question: 'Nous sommes d’accord pour nous séparer. Pouvons-nous divorcer à l’amiable ?', answer: 'Non. La loi malgache n’admet ni le divorce par consentement mutuel ni la répudiation : il faut prouver une faute grave de l’autre époux.' },
      { question: 'Quelles fautes sont admises ?', answer: 'Le plus souvent l’adultère, les violences, l’abandon du domicile conjugal ou le refus de contribuer aux charges du ménage. Le juge apprécie chaque cas.' },
      { question: 'Ma femme est partie chez ses parents. Est-ce un abandon du foyer ?', answer: 'Pas forcément : la femme peut, pour des motifs graves, quitter le foyer (misintaka) pendant deux mois au plus ; après ce délai, le mari doit faire le fampodiana.' },
    ],
    mg: [
      { question: 'Samy manaiky hisaraka izahay. Azo atao ve ny misaraka am-pilaminana ?', answer: 'Tsia. Tsy ekena amin’ny lalàna malagasy na ny fisaraham-panambadiana ifanarahan’izy roa na ny fandroahana vady : tsy maintsy porofoina ny fahadisoana lehibe nataon’ny vady.' },
      { question: 'Inona avy ireo fahadisoana ekena ?', answer: 'Matetika ny fijangajangana, ny herisetra, ny fandaozana ny tokantrano na ny tsy fandraisana anjara amin’ny fandaniana ao an-tokantrano. Ny mpitsara no mandinika isaky ny tranga.' },
      { question: 'Nody any amin’ny ray aman-dreniny ny vadiko. Fandaozana tokantrano ve izany ?', answer: 'Tsy voatery : afaka misintaka noho ny antony lehibe ny vehivavy, mandritra ny roa volana farafahabetsany ; aorian’izany dia tsy maintsy manao fampodiana ny lehilahy.' },
    ],
  },
  related: ['acte-de-mariage', 'se-marier', 'livret-de-famille', 'porter-plainte'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b1 ; recherche : docs/research/issue41/divorce.md). Aucune source officielle de procédure trouvée (ni Torolalana ni ministère de la Justice) : ce qui n’a pas deux éditeurs concordants est marqué « à confirmer ». Le guide repose sur le cabinet Rajerison (2018), Juridixia (2020), une étude de l’Université catholique (2021), Studio Sifaka (tribunal d’Anosy), le texte de la loi 2007-022 reproduit par jwf-legal2 et deux arrêts de la Cour de cassation (n° 189 du 23 novembre 2010, lu sur une copie de la base de jurisprudence du ministère de la Justice, mj.snovibox.com, classée secondaire faute d’adresse officielle ; n° 76 de 2011 sur Juricaf). Deux éditeurs s’accordent : divorce pour faute seulement, loi 2007-022 articles 80 à 96. Marqués : pièces, tarif, délai, tribunal compétent (« Où s’adresser »), cliniques juridiques, transcription du jugement. Le LIST parlait de divorce « par consentement » : il n’existe pas en droit malgache, le guide le dit.',
  },
  sources: [
    { key: 'rajerison', title: 'Les motifs de divorce à Madagascar', publisher: 'Cabinet Rajerison (avocats)', kind: 'secondary', url: 'https://cabinet-rajerison.co/2018/07/16/motifs-divorce', seen: '2026-11-28', published: '2018-07-16' },
    { key: 'juridixia', title: 'La procédure de divorce simplifiée', publisher: 'Juridixia Madagascar', kind: 'secondary', url: 'http://www.juridixia-madagascar.mg/2020/04/28/la-procedure-de-divorce-simplifiee/', seen: '2026-11-28', published: '2020-04-28' },
    { key: 'ucm-2021', title: 'Le divorce en droit malgache (Lydia Randrianja, Université catholique de Madagascar)', publisher: 'Scribd (document d’étudiant)', kind: 'secondary', url: 'https://fr.scribd.com/document/633848716/ilx2hl3yczvo-docx', seen: '2026-11-28', published: '2021-05' },
    { key: 'sifaka', title: 'Antananarivo : 3 500 divorces depuis janvier (entretien avec une avocate)', publisher: 'Studio Sifaka', kind: 'press', url: 'https://studiosifaka.org/articles/interview/item/2775-antananarivo-3-500-divorces-depuis-janvier.html', seen: '2026-11-28' },
    { key: 'jwf-2007-022', title: 'Loi n° 2007-022 du 20 août 2007 relative au mariage et aux régimes matrimoniaux (texte reproduit)', publisher: 'jwf-legal2 (recueil de textes malgaches)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/Lois-12.htm', seen: '2026-11-28' },
    { key: 'mamanaparis', title: 'Ce qu’il faut savoir sur le divorce aujourd’hui (Madagascar)', publisher: 'Mamanaparis', kind: 'secondary', url: 'https://mamanaparis.fr/ce-qu-il-faut-savoir-sur-le-divorce-aujourd-hui', seen: '2026-11-28' },
    { key: 'juricaf-2011', title: 'Madagascar, Cour de cassation, 29 avril 2011, n° 76 (misintaka, fampodiana, obligation de cohabitation)', publisher: 'Juricaf (jurisprudence des cours suprêmes francophones)', kind: 'secondary', url: 'https://master.juricaf.org/arret/MADAGASCAR-COURDECASSATION-20110429-76', seen: '2026-11-28', published: '2011-04-29' },
    { key: 'cassation-2010', title: 'Cour de cassation, arrêt n° 189 du 23 novembre 2010 : divorce, cohabitation, appréciation souveraine des juges du fond', publisher: 'Ministère de la Justice, base de jurisprudence (copie mj.snovibox.com)', kind: 'secondary', url: 'https://mj.snovibox.com/decision/details/DCS67D730359FAD4', seen: '2026-11-28', published: '2010-11-23' },
  ],
  references: [
    { statement: 'summary', source: 'rajerison', quote: 'Lorsqu’un des époux a gravement manqué aux obligations et devoirs réciproques des époux résultant du mariage, et que ce manquement a rendu intolérable le maintien de la vie commune, l’autre époux peut demander le divorce au Tribunal de Première Instance compétent.' },
    { statement: 'summary', source: 'rajerison', quote: 'Le divorce par consentement mutuel tout comme la répudiation ne sont pas admis par le droit malgache.' },
    { statement: 'summary', source: 'juridixia', quote: 'dans notre droit positif, le divorce est uniquement un « divorce » pour faute ( adultères, violences…).' },
    { statement: 'audience', source: 'jwf-2007-022', quote: 'lorsqu’un homme et une femme ayant accompli les cérémonies traditionnelles constitutives d’une union permanente entre eux, cette union est enregistrée à l’état civil.', where: 'Article 2' },
    { statement: 'audience', source: 'ucm-2021', quote: 'Le divorce peut être défini comme la dissolution du mariage du vivant des époux à la suite d’une décision judiciaire rendue à la requête de l’un d’eux' },
    { statement: 'documents.0', source: 'rajerison', quote: 'Sur quelles fautes fonder sa requête?' },
    { statement: 'documents.0', source: 'mamanaparis', quote: 'Pour pouvoir voir une demande de divorce acceptée, il faut tout d’abord se référer aux obligations des époux pour fonder la requête.' },
    { statement: 'youReceive', source: 'ucm-2021', quote: 'la dissolution du mariage du vivant des époux à la suite d’une décision judiciaire' },
    { statement: 'processingTime', source: 'ucm-2021', quote: 'désencourager le divorce en donnant une chance de conciliation aux époux en leur donnant un délai de réflexion et d’apaisement.' },
    { statement: 'whereToApply', source: 'rajerison', quote: 'l’autre époux peut demander le divorce au Tribunal de Première Instance compétent.' },
    { statement: 'whereToApply', source: 'sifaka', quote: 'pour engager une procédure de divorce auprès du tribunal d’Anosy' },
    { statement: 'steps.0', source: 'rajerison', quote: 'En effet, la disparition de l’amour, la volonté de se séparer à l’amiable ne suffisent pas pour que le juge prononce le divorce entre les époux.' },
    { statement: 'steps.1', source: 'rajerison', quote: 'l’autre époux peut demander le divorce au Tribunal de Première Instance compétent.' },
    { statement: 'steps.1', source: 'ucm-2021', quote: 'à la suite d’une décision judiciaire rendue à la requête de l’un d’eux' },
    { statement: 'steps.2', source: 'ucm-2021', quote: 'désencourager le divorce en donnant une chance de conciliation aux époux en leur donnant un délai de réflexion et d’apaisement.' },
    { statement: 'steps.3', source: 'rajerison', quote: 'Il est toutefois toujours laissé au Juge l’appréciation souveraine de retenir le grief soulevé' },
    { statement: 'legalReferences.0', source: 'juridixia', quote: 'la procédure de divorce est régit par la loi n°2007-022 du 20 Aout 2007 relative au mariage et aux régimes matrimoniaux, plus précisément par les articles 80 à 96 de ladite loi.' },
    { statement: 'legalReferences.0', source: 'mamanaparis', quote: 'Ce sont notamment les articles 80 à 96 de cette loi qui prévoient de manière précise les conditions d’un divorce.' },
    { statement: 'faq.0', source: 'rajerison', quote: 'Le divorce par consentement mutuel tout comme la répudiation ne sont pas admis par le droit malgache.' },
    { statement: 'faq.0', source: 'mamanaparis', quote: 'dans la loi malgache, le divorce pour faute est l’unique cas de divorce admis.' },
    { statement: 'faq.1', source: 'sifaka', quote: 'Adultère, violence conjugale, non contribution aux charges du ménage, abandon de foyer…ne font pas bon ménage avec le mariage.' },
    { statement: 'faq.1', source: 'rajerison', quote: 'Il est toutefois toujours laissé au Juge l’appréciation souveraine de retenir le grief soulevé' },
    { statement: 'faq.2', source: 'rajerison', quote: 'La femme peut exceptionnellement user de son « droit de misintaka » pour des motifs graves mais sans excéder une durée de deux mois, durée à l’expiration de laquelle le mari doit procéder au « Fampodiana ».' },
    { statement: 'steps.3', source: 'cassation-2010', quote: 'L’appréciation des éléments constitutifs de cohabitation relève des juges de fond.' },
    { statement: 'steps.1', source: 'cassation-2010', quote: 'les faits invoqués à l’appui de la requête en divorce portent sur des manquements aux obligations du mariage' },
    { statement: 'faq.2', source: 'juricaf-2011', quote: 'Attendu que si le « fisintahana » est une suspension purement provisoire du devoir de cohabitation, l’usage de ce droit impose au mari le devoir de procéder au « fampodiana » selon la coutume' },
    { statement: 'faq.2', source: 'juricaf-2011', quote: 'Le refus, par l’épouse en situation de « misintaka ». de regagner le domicile conjugal après le « fampodiana » fait par le mari constitue une violation de / obligation de cohabitation' },
  ],
}

export default service

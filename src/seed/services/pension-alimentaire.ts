import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'pension-alimentaire',
  category: 'securite-et-justice',
  ministry: 'justice',
  slug: { fr: 'pension-alimentaire', mg: 'vola-fikarakarana-zanaka' },
  title: {
    fr: 'Demander une pension alimentaire',
    mg: 'Mangataka vola fikarakarana zanaka',
  },
  summary: {
    fr: 'Un parent qui ne contribue pas à l’entretien de son enfant peut y être obligé. Essayez d’abord un arrangement (clinique juridique, brigade féminine de proximité) ; sinon, saisissez le tribunal, qui fixe la pension alimentaire.',
    mg: 'Azo terena handray anjara amin’ny fikarakarana ny zanany ny ray na reny tsy manao izany. Andramo aloha ny fifanarahana (trano aro zo, brigade féminine de proximité) ; raha tsy mety, mitoria any amin’ny fitsarana, izay mametraka ny vola fikarakarana zanaka.',
  },
  audience: {
    fr: 'Le parent (souvent la mère) qui élève seul un enfant dont l’autre parent ne paie rien, marié ou non, divorcé ou séparé.',
    mg: 'Ny ray na reny (matetika ny reny) mitaiza irery zanaka tsy andoavan’ny iray hafa na inona na inona, na manambady na tsia, nisaraka na nisara-panambadiana.',
  },
  documents: {
    fr: [
      'Votre CIN',
      'La copie de l’acte de naissance de l’enfant, où figure la reconnaissance par le père',
      'L’acte de mariage ou le jugement de divorce, s’il existe',
      { item: 'Toute preuve des revenus de l’autre parent (fiche de paie, emploi) et de vos besoins', unsure: 'liste de pièces du tribunal non publiée' },
    ],
    mg: [
      'Ny kara-panondronao',
      'Ny kopia nahaterahan’ny zaza, izay ahitana fa nekena ho zanany ny ray',
      'Ny kopia fanambadiana na ny didim-pitsarana nisarahana, raha misy',
      { item: 'Porofo rehetra momba ny fidiram-bolan’ilay ray na reny iray (tapakila karama, asa) sy ny filanao', unsure: 'tsy navoakan’ny fitsarana ny lisitry ny taratasy' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Clinique juridique : aide et conciliation gratuites. Tribunal : frais non publiés ; un avocat peut coûter cher (voir l’aide juridictionnelle).',
      mg: 'Trano aro zo : maimaim-poana ny fanampiana sy ny fampihavanana. Fitsarana : tsy voalaza ny sarany ; mety ho lafo ny mpisolovava (jereo ny fanampiana ara-pitsarana).',
    },
  },
  youReceive: {
    fr: 'Un accord signé devant la clinique juridique, ou un jugement qui fixe le montant mensuel de la pension.',
    mg: 'Fifanarahana voasonia eo anatrehan’ny trano aro zo, na didim-pitsarana mametraka ny vola aloa isam-bolana.',
  },
  processingTime: {
    fr: 'Délai non publié : un arrangement peut se faire en quelques jours, une procédure au tribunal prend plus longtemps.',
    mg: 'Tsy voalaza ny faharetany : mety ho vita ao anatin’ny andro vitsivitsy ny fifanarahana, maharitra kokoa ny raharaha any amin’ny fitsarana.',
  },
  whereToApply: {
    fr: 'Clinique juridique (Trano Aro Zo) ou brigade féminine de proximité (Tsaralalana, Antananarivo) pour un arrangement ; tribunal de première instance pour un jugement.',
    mg: 'Trano aro zo na brigade féminine de proximité (Tsaralalana, Antananarivo) ho an’ny fifanarahana ; Fitsarana ambaratonga voalohany ho an’ny didim-pitsarana.',
  },
  steps: {
    fr: [
      { title: 'Vérifiez que le père a reconnu l’enfant', detail: 'La pension est due quand le lien est établi (reconnaissance, mariage). Sinon, faites d’abord reconnaître l’enfant.' },
      { title: 'Tentez un arrangement', detail: 'La clinique juridique convoque l’autre parent à un face-à-face et peut faire signer un accord sur le montant. La brigade féminine de proximité peut aussi convoquer le couple.' },
      { title: 'Saisissez le tribunal', detail: 'Sans accord, la demande de pension est une affaire civile : déposez-la au tribunal de première instance, seul ou avec un avocat.' },
      { title: 'Faites exécuter la décision', detail: 'Si l’autre parent ne paie pas malgré le jugement, revenez à la clinique juridique ou au tribunal.' },
    ],
    mg: [
      { title: 'Hamarino fa nanaiky ho zanany ilay zaza ny ray', detail: 'Tsy maintsy aloa ny vola fikarakarana rehefa voaporofo ny fifandraisana (fanekena zanaka, fanambadiana). Raha tsy izany, asaivo ekena aloha ny zaza.' },
      { title: 'Andramo ny fifanarahana', detail: 'Ny trano aro zo dia miantso ny ray na reny iray hafa hifanatrika ary afaka mampanao sonia fifanarahana momba ny vola. Afaka miantso ny mpivady koa ny brigade féminine de proximité.' },
      { title: 'Mitoria any amin’ny fitsarana', detail: 'Raha tsy misy fifanarahana, raharaha sivily ny fangatahana vola fikarakarana : apetraho any amin’ny Fitsarana ambaratonga voalohany, irery na miaraka amin’ny mpisolovava.' },
      { title: 'Ampiharo ny didim-pitsarana', detail: 'Raha tsy mandoa ihany ilay ray na reny iray hafa na dia efa misy didim-pitsarana aza, miverena any amin’ny trano aro zo na any amin’ny fitsarana.' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2007-022 relative au mariage et aux régimes matrimoniaux (conditions de l’obligation alimentaire)'],
    mg: ['Lalàna laharana faha-2007-022 momba ny fanambadiana sy ny fitantanana ny fananan’ny mpivady (fepetra mifehy ny adidy hamelona)'],
  },
  faq: {
    fr: [
      { question: 'Le père travaille dans l’informel, sans fiche de paie. Peut-il être obligé ?', answer: 'Oui en principe, mais c’est plus difficile : la loi demande qu’il ait les moyens de payer, et sans emploi déclaré il faut le prouver autrement.' },
      { question: 'Combien de pension peut-on obtenir ?', answer: 'Aucun barème n’est publié : le montant dépend des moyens du parent et des besoins de l’enfant. Dans un cas cité par le PNUD en 2013, un père s’était engagé à payer 15 000 Ar par mois devant la clinique juridique.' },
      { question: 'L’autre parent ne paie pas malgré le jugement. Est-ce un délit ?', answer: 'Le non-paiement d’une pension fixée par la justice pendant plus de deux mois est puni comme abandon de famille ; vous pouvez porter plainte.', unsure: 'article du Code pénal malgache non vérifié' },
    ],
    mg: [
      { question: 'Miasa amin’ny tsy ara-dalàna ilay ray, tsy manana tapakila karama. Azo terena ve izy ?', answer: 'Eny raha ny fitsipika, saingy sarotra kokoa : mitaky ny lalàna fa manana fahafahana handoa izy, ary raha tsy manana asa voasoratra dia tsy maintsy porofoina amin’ny fomba hafa.' },
      { question: 'Ohatrinona no azo ?', answer: 'Tsy misy tabilao navoaka : miankina amin’ny fahafahan’ny ray na reny sy ny filan’ny zaza ny vola. Tamin’ny tranga iray notantarain’ny PNUD tamin’ny 2013, nanaiky handoa 15 000 Ar isam-bolana teo anatrehan’ny trano aro zo ny ray.' },
      { question: 'Tsy mandoa ihany ilay ray na reny iray hafa na dia efa misy didim-pitsarana. Heloka ve izany ?', answer: 'Ny tsy fandoavana mihoatra ny roa volana ny vola fikarakarana napetraky ny fitsarana dia sazina ho fandaozana ny fianakaviana ; afaka mitory ianao.', unsure: 'tsy voamarina ny andininy ao amin’ny Fehezan-dalàna famaizana malagasy' },
    ],
  },
  related: ['aide-juridictionnelle', 'violences-basees-sur-le-genre', 'divorce', 'reconnaissance-d-enfant', 'porter-plainte'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/pension-alimentaire.md). Aucune fiche Torolalana ni page du ministère de la Justice sur la pension alimentaire. Sources : Midi Madagasikara (avril 2017, clinique juridique TAZ d’Andohatapenaka, conditions de la loi 2007-022), L’Express de Madagascar (février 2020, brigade féminine de proximité de Tsaralalana), PNUD (2013, accord de 15 000 Ar par mois à la clinique juridique), Gender Links (2010, clinique créée par le ministère de la Justice), mémoire universitaire (abandon de famille, délai de deux mois). Coût : frais du tribunal non publiés, marqué. Délai non publié, marqué. Texte de loi : numéro et date cités par la presse seulement (« 2007/022/20.05.07 »), intitulé non vérifié, marqué. Article du Code pénal sur l’abandon de famille non vérifié, marqué dans la FAQ.',
  },
  sources: [
    { key: 'midi-2017', title: 'Violence économique : prédominance dans les violences basées sur le genre (VBG)', publisher: 'Midi Madagasikara', kind: 'press', url: 'http://www.midi-madagasikara.mg/economie/2017/04/29/violence-economique-predominance-dans-les-violences-basees-sur-le-genre-vbg/', seen: '2026-11-28', published: '2017-04-29' },
    { key: 'lexpress-2020', title: 'Violence basée sur le genre – La réclamation de pension alimentaire afflue', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/14/02/2020/violence-basee-sur-le-genre-la-reclamation-de-pension-alimentaire-afflue/', seen: '2026-11-28', published: '2020-02-14' },
    { key: 'pnud-2013', title: 'Réaliser l’accès à la justice à Madagascar : le parcours d’une victime', publisher: 'PNUD Madagascar', kind: 'secondary', url: 'http://www.mg.undp.org/content/madagascar/fr/home/presscenter/articles/articles-2013/trim1_2013/realiserlaccesalajusticeamadagascar.html', seen: '2026-11-28', published: '2013-02-04' },
    { key: 'genderlinks-2010', title: 'Pour que les Malgaches connaissent mieux leurs droits', publisher: 'Gender Links', kind: 'secondary', url: 'https://genderlinks.org.za/classification/themes/pour-que-les-malgaches-connaissent-mieux-leurs-droits-2010-07-17/', seen: '2026-11-28', published: '2010-07-17' },
    { key: 'memoire-2022', title: 'Intervention du juge dans l’exécution de l’obligation alimentaire (mémoire de fin d’études)', publisher: '123dok (mémoire universitaire)', kind: 'secondary', url: 'https://123dok.net/article/elements-constitutifs-element-materiel.q05jwo7l', seen: '2026-11-28', published: '2022' },
  ],
  references: [
    { statement: 'summary', source: 'midi-2017', quote: 'ces messieurs choisiraient donc de se soustraire délibérément au paiement de leur obligation alimentaire vis-à-vis de leur progéniture.' },
    { statement: 'summary', source: 'lexpress-2020', quote: 'Elles réclament les pensions alimentaires pour leurs enfants. Elles ne sont pas venues seulement pour se plaindre mais dans la plupart des cas, elles sont prêtes à porter l’affaire jusqu’à la police ou devant le tribunal.' },
    { statement: 'summary', source: 'pnud-2013', quote: 'Un compromis est noué après plusieurs heures de méditation : la garde de l’enfant est confiée à Volatiana et son conjoint devra contribuer à sa pension alimentaire' },
    { statement: 'audience', source: 'lexpress-2020', quote: 'La plupart d’entre eux sont des femmes de moins de 40 ans. Elles réclament les pensions alimentaires pour leurs enfants.' },
    { statement: 'audience', source: 'genderlinks-2010', quote: 'Le tribunal a rendu son verdict selon lequel nos biens communs devaient être équitablement partagés et que j’allais bénéficier d’une pension alimentaire mes deux enfants.' },
    { statement: 'documents.1', source: 'midi-2017', quote: 'D’abord, il faut que le père de l’enfant l’ait reconnu officiellement, il s’agit de la condition sine qua non.' },
    { statement: 'documents.3', source: 'midi-2017', quote: 'il faut que celui-ci soit dans la faculté de s’acquitter de cette obligation financière, c’est-à-dire qu’il ait un emploi formel, une fiche de paie, etc. Enfin, la mère et par extension, son enfant devraient être dans le besoin.' },
    { statement: 'cost', source: 'pnud-2013', quote: 'Habitant dans un quartier défavorisé, Voltatiana aurait eu peu de chance de voir son dossier « de moindre importance » être traité par les tribunaux, ou le cas échéant, cela lui aurait couté cher et allait prendre beaucoup de temps.' },
    { statement: 'youReceive', source: 'pnud-2013', quote: 'son conjoint devra contribuer à sa pension alimentaire, à hauteur de 15.000 Ar par mois. Le versement de cette somme se fera auprès de la Clinique juridique contre la remise d’une facture.' },
    { statement: 'youReceive', source: 'genderlinks-2010', quote: 'Le tribunal a rendu son verdict selon lequel nos biens communs devaient être équitablement partagés et que j’allais bénéficier d’une pension alimentaire mes deux enfants.' },
    { statement: 'processingTime', source: 'pnud-2013', quote: 'cela lui aurait couté cher et allait prendre beaucoup de temps.' },
    { statement: 'whereToApply', source: 'midi-2017', quote: 'Selon la TAZ (Trano Aro Zo), clinique juridique sise à Andohatapenaka et traitant des cas de VBG et de la protection de l’enfance' },
    { statement: 'whereToApply', source: 'lexpress-2020', quote: 'Bon nombre de femmes se rendent au niveau de la Brigade féminine de proximité à Tsaralalàna depuis le début de l’année pour des problèmes financiers dans leur foyer.' },
    { statement: 'whereToApply', source: 'lexpress-2020', quote: 'Dans ces cas, nous les envoyons tout de suite au tribunal car il s’agit d’une affaire civile.' },
    { statement: 'steps.0', source: 'midi-2017', quote: 'D’abord, il faut que le père de l’enfant l’ait reconnu officiellement, il s’agit de la condition sine qua non.' },
    { statement: 'steps.1', source: 'pnud-2013', quote: 'A son arrivée à la Clinique juridique, Volotiana est auditionnée puis son mari est assez vite convoqué pour un entretien contradictoire.' },
    { statement: 'steps.1', source: 'lexpress-2020', quote: '« Les couples sont appelés dans notre bureau. Nous essayons d’arranger les choses. Certains s’arrangent dans notre bureau, d’autres sur le parquet »' },
    { statement: 'steps.2', source: 'lexpress-2020', quote: 'Dans ces cas, nous les envoyons tout de suite au tribunal car il s’agit d’une affaire civile.' },
    { statement: 'steps.3', source: 'genderlinks-2010', quote: 'Mon ancien époux n’a pas tenu compte du jugement. J’ai fait appel Á un avocat mais rien n’était acquis' },
    { statement: 'steps.3', source: 'genderlinks-2010', quote: '« En septembre 2009, je suis allée Á la CJ. J’ai expliqué Á la responsable ce qui m’était arrivée et toutes les démarches que j’ai engagées depuis pour obtenir mon dÁ».' },
    { statement: 'legalReferences.0', source: 'midi-2017', quote: 'La loi du 2007/022/20.05.07, qui stipule que le paiement d’une obligation alimentaire est soumis à plusieurs conditions.' },
    { statement: 'faq.0', source: 'midi-2017', quote: 'il n’est pas rare, voire courant, qu’un père œuvrant dans l’informel n’ait aucune fiche de paie, donc pas de travail déclaré, tout en étant millionnaire, donc en pleine faculté de s’acquitter de ses obligations financi' },
    { statement: 'faq.1', source: 'pnud-2013', quote: 'son conjoint devra contribuer à sa pension alimentaire, à hauteur de 15.000 Ar par mois.' },
    { statement: 'faq.2', source: 'memoire-2022', quote: 'L’infraction se caractérise matériellement par le défaut de paiement pendant un certain temps de la pension alimentaire' },
    { statement: 'faq.2', source: 'memoire-2022', quote: 'A propos de ce délai de deux mois au bout duquel le débiteur sera poursuivi s’il est resté tout ce temps sans acquitter les termes' },
  ],
}

export default service

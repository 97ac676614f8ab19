import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'transfert-de-corps',
  category: 'etat-civil',
  ministry: 'mid',
  slug: { fr: 'transfert-de-corps', mg: 'famindrana-faty' },
  title: {
    fr: 'Transférer un corps ou faire une exhumation',
    mg: 'Mamindra faty na mamadika razana',
  },
  summary: {
    fr: 'Pour transporter un défunt vers le tombeau familial dans une autre commune, ou pour ouvrir un tombeau (exhumation, famadihana), il faut une autorisation. À Antananarivo, la demande passe par le Bureau municipal d’hygiène (BMH) puis l’arrondissement ; ailleurs, par le fokontany et la commune.',
    mg: 'Mila fahazoan-dàlana ny fitondrana maty any amin’ny fasan-drazana any amin’ny kaominina hafa, na ny fanokafana fasana (famadihana). Eto Antananarivo, ny Biraon’ny fahadiovana eo anivon’ny kaominina (BMH) sy ny boriborintany no angatahana izany ; any an-kafa, ny fokontany sy ny kaominina.',
  },
  audience: {
    fr: 'Les familles qui veulent enterrer un proche dans le tombeau familial hors de la commune du décès, rapatrier un corps de l’étranger, ou organiser une exhumation (famadihana).',
    mg: 'Ireo fianakaviana te handevina havana ao amin’ny fasan-drazana ivelan’ny kaominina nahafatesany, te hampody faty avy any ivelany, na hanao famadihana.',
  },
  documents: {
    fr: [
      'La copie de l’acte de décès du défunt',
      'À Antananarivo : l’attestation du BMH sur les causes du décès et l’attestation du médecin traitant',
      'L’autorisation d’inhumer délivrée par l’arrondissement',
      { item: 'La lettre de la commune où le corps sera transféré', unsure: 'pièce citée par un arrondissement d’Antananarivo en 2021' },
      'Pour un corps venant de l’étranger : le permis d’inhumer délivré par la commune malgache où le corps sera inhumé',
    ],
    mg: [
      'Ny kopia fahafatesan’ny maty',
      'Eto Antananarivo : ny fanamarinan’ny BMH momba ny anton’ny fahafatesana sy ny fanamarinan’ny dokotera nitsabo',
      'Ny fahazoan-dàlana handevina omen’ny boriborintany',
      { item: 'Ny taratasy avy amin’ny kaominina hamindrana ny faty', unsure: 'taratasy notononin’ny boriborintany iray eto Antananarivo tamin’ny 2021' },
      'Raha avy any ivelany ny faty : ny fahazoan-dàlana handevina omen’ny kaominina malagasy handevenana azy',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Montant non publié : demandez le tarif au BMH, à l’arrondissement ou à la commune, et un reçu. Les consulats à l’étranger perçoivent des frais de chancellerie.',
      mg: 'Tsy voalaza ny sarany : anontanio ny BMH, ny boriborintany na ny kaominina ny sarany, ary angataho ny rosia. Mampandoa sarany ho an’ny kaonsily ny kaonsoly any ivelany.',
    },
  },
  youReceive: {
    fr: 'Une autorisation de transfert du corps (ou d’exhumation), avec l’autorisation d’inhumer, que la police peut contrôler en route.',
    mg: 'Fahazoan-dàlana hamindra ny faty (na hamadika razana), miaraka amin’ny fahazoan-dàlana handevina, izay mety hojeren’ny polisy eny an-dàlana.',
  },
  processingTime: {
    fr: 'Délai non publié. Un corps enterré provisoirement à Antananarivo ne peut être récupéré qu’après un an.',
    mg: 'Tsy voalaza ny faharetany. Ny faty nalevina vonjimaika eto Antananarivo dia tsy azo alaina raha tsy afaka herintaona.',
  },
  whereToApply: {
    fr: 'À Antananarivo : au BMH (siège à Isotry), puis à l’arrondissement. Ailleurs : au fokontany et à la commune. Depuis l’étranger : au consulat ou à l’ambassade de Madagascar.',
    mg: 'Eto Antananarivo : any amin’ny BMH (foibe ao Isotry), avy eo any amin’ny boriborintany. Any an-kafa : any amin’ny fokontany sy ny kaominina. Avy any ivelany : any amin’ny kaonsoly na masoivoho malagasy.',
  },
  steps: {
    fr: [
      { title: 'Déclarez le décès', detail: 'Faites dresser l’acte de décès à la commune (voir le guide « Acte de décès »).' },
      { title: 'Demandez l’autorisation au BMH', detail: 'À Antananarivo, la famille fait la demande au Bureau municipal d’hygiène, qui vérifie la cause du décès.' },
      { title: 'Obtenez l’accord de la commune d’arrivée', detail: 'La commune où le corps sera inhumé envoie une lettre à l’arrondissement de départ.', unsure: 'pratique décrite par un arrondissement d’Antananarivo en 2021' },
      { title: 'Retirez l’autorisation de transfert', detail: 'L’arrondissement délivre l’autorisation de transfert et l’autorisation d’inhumer. Gardez-les pendant le trajet.' },
      { title: 'Pour une exhumation (famadihana)', detail: 'Déposez la demande au fokontany et à la commune avant la cérémonie. Elle peut être refusée ; certaines communes exigent l’acte de décès des défunts.' },
    ],
    mg: [
      { title: 'Ambarao ny fahafatesana', detail: 'Asaivo soratana ao amin’ny kaominina ny sora-pahafatesana (jereo ny torolalana « Kopia fahafatesana »).' },
      { title: 'Mangataha fahazoan-dàlana amin’ny BMH', detail: 'Eto Antananarivo, ny fianakaviana no mangataka amin’ny Biraon’ny fahadiovana eo anivon’ny kaominina, izay manamarina ny anton’ny fahafatesana.' },
      { title: 'Makà ny fanekena avy amin’ny kaominina handevenana', detail: 'Ny kaominina handevenana ny faty no mandefa taratasy any amin’ny boriborintany hiaingana.', unsure: 'fomba fanao notantarain’ny boriborintany iray eto Antananarivo tamin’ny 2021' },
      { title: 'Raiso ny fahazoan-dàlana hamindra ny faty', detail: 'Ny boriborintany no manome ny fahazoan-dàlana hamindra sy ny fahazoan-dàlana handevina. Tehirizo ireo mandritra ny dia.' },
      { title: 'Ho an’ny famadihana', detail: 'Apetraho any amin’ny fokontany sy ny kaominina ny fangatahana alohan’ny lanonana. Mety ho lavina izany ; misy kaominina mitaky ny kopia fahafatesan’ireo maty.' },
    ],
  },
  legalReferences: {
    fr: ['Décision du Conseil des ministres du 10 juin 2021 sur le transfert des dépouilles depuis la capitale (pièces contrôlées par la Police nationale)'],
    mg: ['Fanapahan-kevitry ny Filankevitry ny Minisitra tamin’ny 10 jona 2021 momba ny famindrana faty avy eto an-drenivohitra (taratasy jeren’ny Polisim-pirenena)'],
  },
  faq: {
    fr: [
      { question: 'Le famadihana est-il autorisé partout ?', answer: 'Il faut une autorisation du fokontany et de la commune. Des maires refusent l’ouverture de tombeaux où ont été enterrées des victimes d’une épidémie (Covid-19 en 2023).' },
      { question: 'Mon proche est mort à l’étranger. Comment le rapatrier ?', answer: 'Le consulat de Madagascar délivre l’autorisation de transport de corps. Il demande notamment la pièce d’identité malgache du défunt, l’acte de décès et le permis d’inhumer délivré à Madagascar là où le corps sera inhumé.' },
    ],
    mg: [
      { question: 'Azo atao na aiza na aiza ve ny famadihana ?', answer: 'Mila fahazoan-dàlana avy amin’ny fokontany sy ny kaominina. Misy ben’ny tanàna mandà ny fanokafana fasana nandevenana maty tamin’ny valan’aretina (Covid-19 tamin’ny 2023).' },
      { question: 'Maty tany ivelany ny havako. Ahoana no hampodiana azy ?', answer: 'Ny kaonsoly malagasy no manome ny fahazoan-dàlana hitondra ny faty. Takiany, ankoatra ny hafa, ny kara-panondro malagasy an’ny maty, ny kopia fahafatesana ary ny fahazoan-dàlana handevina nomena eto Madagasikara any amin’ny toerana handevenana azy.' },
    ],
  },
  related: ['acte-de-deces', 'succession', 'certificat-de-vie'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/transfert-de-corps.md). Aucune fiche Torolalana. Sources : L’Express de Madagascar (11 juin 2021, Conseil des ministres du 10 juin 2021 et un responsable du 5e arrondissement), La Vérité (juillet 2020, BMH et fosses provisoires d’Anjanahary), Studio Sifaka (2021), AllAfrica / Midi (août 2023, famadihana dans le Vakinankaratra), Malagasy News (2020, demandes d’exhumation aux communes), consulat de Madagascar à Lyon (rapatriement). Coût : aucun tarif publié, marqué. Délai de délivrance non publié, marqué ; seul le délai d’un an avant de récupérer un corps enterré provisoirement à Antananarivo est sourcé. Lettre de la commune d’arrivée : pratique d’un seul arrondissement, marquée. Aucun décret sur l’exhumation trouvé.',
  },
  sources: [
    { key: 'lexpress-2021', title: 'Enterrement – Le transport des dépouilles conditionné', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/11/06/2021/enterrement-le-transport-des-depouilles-conditionne/', seen: '2026-11-28', published: '2021-06-11' },
    { key: 'laverite-2020', title: 'Fosses provisoires à Anjanahary – Trente corps inhumés en deux semaines', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/10949-fosses-provisoires-%C3%A0-anjanahary-trente-corps-inhum%C3%A9s-en-deux-semaines.html', seen: '2026-11-28', published: '2020-07-20' },
    { key: 'sifaka', title: 'Vivants, nous avons la même maison ; morts, pas la même tombe', publisher: 'Studio Sifaka', kind: 'press', url: 'https://studiosifaka.org/articles/item/1189-vivants-nous-avons-la-meme-maison-morts-pas-la-meme-tombe.html', seen: '2026-11-28' },
    { key: 'allafrica-2023', title: 'Famadihana – Les demandes d’autorisation affluent', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202308090130.html', seen: '2026-11-28', published: '2023-08' },
    { key: 'malagasynews', title: 'Le rituel du « famadihana » demeure non autorisé', publisher: 'Malagasy News', kind: 'press', url: 'https://malagasynews.com/actualites/culture/le-rituel-du-famadihana-demeure-non-autorise/', seen: '2026-11-28', published: '2020' },
    { key: 'consulat-lyon', title: 'Rapatriement de corps ou d’urne', publisher: 'Consulat de Madagascar à Lyon', kind: 'official', url: 'https://www.consmadalyon.org/index.php/ressortissants/services-du-consulat-de-lyon/rapatriment-de-corps-ou-d-urne', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'lexpress-2021', quote: '« La famille du défunt doit formuler une demande auprès du BMH. Lorsqu’elle obtient l’autorisation venant du BMH, il faut que la commune où le corps sera transféré nous envoie une lettre au préalable à l’issue de laquelle nous pouvons donner l’autorisation en question »' },
    { statement: 'summary', source: 'allafrica-2023', quote: 'Les demandes d’autorisation auprès des fokontany et des communes sont obligatoires. Toutes ne sont pas accordées.' },
    { statement: 'audience', source: 'sifaka', quote: 'Par tradition, la famille ramène le corps dans sa localité d’origine et auprès des siens, c’est-à -dire de ses ancêtres.' },
    { statement: 'audience', source: 'consulat-lyon', quote: 'les pompes funèbres ont besoin de l’autorisation de transport de corps délivrée par les instances malgaches pour le rapatriement du défunt à Madagascar' },
    { statement: 'documents.0', source: 'lexpress-2021', quote: 'Il s’agit de l’acte de décès venant du BMH avec l’attestation venant du médecin traitant.' },
    { statement: 'documents.0', source: 'allafrica-2023', quote: 'À Ambohibary, l’acte de décès des morts est exigé.' },
    { statement: 'documents.1', source: 'lexpress-2021', quote: 'Une attestation sur les causes du décès délivrée par le BMH, une autorisation de transfert délivrée par l’arrondissement avec le l’autorisation d’inhumation octroyée par les délégués des arrondissements seront nécessaires' },
    { statement: 'documents.2', source: 'lexpress-2021', quote: 'l’autorisation d’inhumation octroyée par les délégués des arrondissements' },
    { statement: 'documents.3', source: 'lexpress-2021', quote: 'il faut que la commune où le corps sera transféré nous envoie une lettre au préalable' },
    { statement: 'documents.4', source: 'consulat-lyon', quote: 'Un permis d’inhumer délivré par Madagascar à l’endroit ou le corps sera inhumé.', where: 'Pièces à fournir' },
    { statement: 'cost', source: 'consulat-lyon', quote: 'Frais de chancellerie', where: 'Pièces à fournir' },
    { statement: 'youReceive', source: 'lexpress-2021', quote: 'Ainsi le contrôle des documents d’autorisation effectué par la Police Nationale sera rigoureux.' },
    { statement: 'processingTime', source: 'sifaka', quote: 'la Commune Urbaine d’Antananarivo (CUA) autorise les familles à récupérer les corps enterrés à Anjanahary, après un délai minimum d’un an.' },
    { statement: 'processingTime', source: 'laverite-2020', quote: 'les corps enterrés dans les fosses provisoires, ayant des parties individuelles, pourront être récupérés par leurs familles au bout d’une année' },
    { statement: 'whereToApply', source: 'laverite-2020', quote: 'Le Bureau municipal d’hygiène (BMH) au sein de la CUA demeure le premier responsable des démarches funéraires à Antananarivo. … les familles doivent se déplacer au siège du BMH à Isotry' },
    { statement: 'whereToApply', source: 'allafrica-2023', quote: 'Les demandes d’autorisation auprès des fokontany et des communes sont obligatoires.' },
    { statement: 'whereToApply', source: 'consulat-lyon', quote: 'les pompes funèbres ont besoin de l’autorisation de transport de corps délivrée par les instances malgaches pour le rapatriement du défunt à Madagascar' },
    { statement: 'steps.0', source: 'lexpress-2021', quote: 'Il s’agit de l’acte de décès venant du BMH avec l’attestation venant du médecin traitant.' },
    { statement: 'steps.0', source: 'allafrica-2023', quote: 'À Ambohibary, l’acte de décès des morts est exigé.' },
    { statement: 'steps.1', source: 'lexpress-2021', quote: '« La famille du défunt doit formuler une demande auprès du BMH.' },
    { statement: 'steps.1', source: 'laverite-2020', quote: 'Après l’avis de décès émis par une famille, des personnels dudit bureau effectuent une visite à domicile pour confirmer la cause de la mort.' },
    { statement: 'steps.2', source: 'lexpress-2021', quote: 'il faut que la commune où le corps sera transféré nous envoie une lettre au préalable à l’issue de laquelle nous pouvons donner l’autorisation en question' },
    { statement: 'steps.3', source: 'lexpress-2021', quote: 'une autorisation de transfert délivrée par l’arrondissement avec le l’autorisation d’inhumation octroyée par les délégués des arrondissements seront nécessaires' },
    { statement: 'steps.4', source: 'allafrica-2023', quote: 'Les demandes d’autorisation auprès des fokontany et des communes sont obligatoires. Toutes ne sont pas accordées.' },
    { statement: 'steps.4', source: 'malagasynews', quote: 'les demandes d’autorisation d’exhumation auprès des Communes affluent.' },
    { statement: 'legalReferences.0', source: 'lexpress-2021', quote: 'Le Conseil des ministres du 10 juin a renforcé la décision d’autorisation de transfert des dépouilles mortelles depuis la capitale vers les autres régions' },
    { statement: 'faq.0', source: 'allafrica-2023', quote: '« J’ai refusé sept demandes, depuis le mois de juillet. Elles concernent des tombeaux ouverts pendant cette épidémie et où des victimes de la Covid-19 ont été enterrées»' },
    { statement: 'faq.1', source: 'consulat-lyon', quote: 'Une pièce d’identité Malgache du défunt. - Un permis d’inhumer délivré par Madagascar à l’endroit ou le corps sera inhumé. - Acte de décès.', where: 'Pièces à fournir' },
  ],
}

export default service

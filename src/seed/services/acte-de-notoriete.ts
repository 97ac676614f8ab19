import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'acte-de-notoriete',
  category: 'etat-civil',
  ministry: 'justice',
  slug: { fr: 'acte-de-notoriete', mg: 'taratasy-fanamarinana-maha-mpandova' },
  title: {
    fr: 'Obtenir un acte de notoriété (héritiers)',
    mg: 'Maka taratasy fanamarinana maha-mpandova',
  },
  summary: {
    fr: 'Après un décès, l’acte de notoriété prouve qui sont les héritiers. Il est dressé par un notaire, ou par un officier public authentificateur à la mairie du domicile du défunt.',
    mg: 'Aorian’ny fahafatesana, ny taratasy fanamarinana maha-mpandova (acte de notoriété) no manaporofo hoe iza avy ireo mpandova. Notera no manoratra azy, na mpiandraikitra manamarin-tsoratra ao amin’ny kaominina nonenan’ny maty.',
  },
  audience: {
    fr: 'Les héritiers d’une personne décédée (enfants, conjoint, autres parents) qui doivent prouver leur qualité d’héritier : partage, terrain, compte bancaire, pension.',
    mg: 'Ireo mpandovan’ny olona maty (zanaka, vady, havana hafa) tsy maintsy manaporofo fa mpandova izy : fizarana lova, tany, kaonty amin’ny banky, fisotroan-dronono.',
  },
  documents: {
    fr: [
      { item: 'La copie de l’acte de décès', unsure: 'liste des pièces non publiée' },
      { item: 'Les copies d’acte de naissance des héritiers, le livret de famille du défunt', unsure: 'liste des pièces non publiée' },
      { item: 'La CIN des héritiers et des témoins', unsure: 'liste des pièces et nombre de témoins non publiés' },
      { item: 'Le testament, s’il en existe un', unsure: 'liste des pièces non publiée' },
    ],
    mg: [
      { item: 'Kopia fahafatesana', unsure: 'tsy navoaka ny lisitry ny taratasy' },
      { item: 'Kopia nahaterahan’ireo mpandova, ny bokim-pianakavian’ny maty', unsure: 'tsy navoaka ny lisitry ny taratasy' },
      { item: 'Ny kara-panondron’ireo mpandova sy ny vavolombelona', unsure: 'tsy navoaka ny lisitry ny taratasy sy ny isan’ny vavolombelona' },
      { item: 'Ny didim-pananana (testament), raha misy', unsure: 'tsy navoaka ny lisitry ny taratasy' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Aucun tarif officiel publié : honoraires du notaire, ou frais de la mairie. Demandez le prix avant et un reçu.',
      mg: 'Tsy navoaka ny sarany ofisialy : ny karaman’ny notera, na ny saran’ny kaominina. Anontanio mialoha ny vidiny ary angataho ny rosia.',
    },
  },
  youReceive: {
    fr: 'L’acte de notoriété, qui indique les héritiers du défunt. On le présente ensuite pour le partage, le terrain ou la banque.',
    mg: 'Ny taratasy fanamarinana maha-mpandova, milaza ireo mpandovan’ny maty. Asehoana avy eo izany amin’ny fizarana lova, ny tany na ny banky.',
  },
  processingTime: {
    fr: 'Délai non publié : demandez au notaire ou à la mairie.',
    mg: 'Tsy navoaka ny faharetany : anontanio amin’ny notera na ny kaominina.',
  },
  whereToApply: {
    fr: 'Chez un notaire, ou auprès de l’officier public authentificateur de la mairie du domicile du défunt. S’il y a un testament : chez le notaire ou l’officier qui l’a reçu en dépôt. À l’étranger : autorité diplomatique ou consulaire habilitée.',
    mg: 'Any amin’ny notera, na any amin’ny mpiandraikitra manamarin-tsoratra ao amin’ny kaominina nonenan’ny maty. Raha misy didim-pananana : any amin’ny notera na ny mpiandraikitra nametrahana azy. Any ivelany : ny masoivoho na kaonsoly mahefa.',
  },
  steps: {
    fr: [
      { title: 'Réunissez la famille', detail: 'Mettez-vous d’accord sur la liste des héritiers : des actes différents pour un même défunt, avec des héritiers différents, créent des litiges.' },
      { title: 'Choisissez notaire ou mairie', detail: 'Le notaire compétent est en pratique celui du lieu où vivait le défunt ; sinon, l’officier public authentificateur de la mairie de son domicile.' },
      { title: 'Faites dresser l’acte', detail: 'L’acte est établi sur les déclarations des héritiers, en général avec des témoins, puis signé par l’officier public.', unsure: 'témoins : pratique non décrite par une source malgache' },
      { title: 'Utilisez l’acte', detail: 'Présentez-le pour le partage des biens (à Antananarivo, le chef d’arrondissement lit le certificat d’hérédité pour l’acte de partage), le terrain ou la banque.' },
    ],
    mg: [
      { title: 'Angony ny fianakaviana', detail: 'Mifanaraha amin’ny lisitr’ireo mpandova : miteraka ady ny taratasy samihafa ho an’ny maty iray, misy mpandova tsy mitovy.' },
      { title: 'Safidio ny notera na ny kaominina', detail: 'Raha ny fanao, ny notera ao amin’ny toerana nonenan’ny maty no mandray azy ; raha tsy izany, ny mpiandraikitra manamarin-tsoratra ao amin’ny kaominina nonenany.' },
      { title: 'Asaivo soratana ny taratasy', detail: 'Soratana araka ny fanambaran’ireo mpandova ny taratasy, matetika miaraka amin’ny vavolombelona, dia soniavin’ny mpiandraikitra.', unsure: 'vavolombelona : tsy nofaritan’ny loharano malagasy' },
      { title: 'Ampiasao ny taratasy', detail: 'Asehoy amin’ny fizarana ny fananana (eto Antananarivo, vakian’ny lehiben’ny boriborintany ny taratasy fanamarinana maha-mpandova ho an’ny taratasy fizarana), ny tany na ny banky.' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 68-012 du 4 juillet 1968 relative aux successions, testaments et donations, article 69', 'Loi n° 2007-026 du 12 décembre 2007 portant statut du notariat'],
    mg: ['Lalàna laharana faha-68-012 tamin’ny 4 jolay 1968 momba ny lova, ny didim-pananana ary ny fanomezana, andininy faha-69', 'Lalàna laharana faha-2007-026 tamin’ny 12 desambra 2007 momba ny sata mifehy ny notera'],
  },
  faq: {
    fr: [
      { question: 'L’acte de notoriété peut-il être contesté ?', answer: 'Oui : on peut en demander l’annulation au tribunal. Mais un acte établi sur simples déclarations garde sa force probante tant que personne ne conteste la qualité d’héritier (Cour de cassation, 2017).' },
      { question: 'Faut-il aussi faire une déclaration de succession ?', answer: 'L’acte de notoriété prouve seulement qui hérite. Le partage des biens et les formalités des terrains sont d’autres démarches (voir « succession » et « acte de partage »).' },
    ],
    mg: [
      { question: 'Azo iadiana ve ny taratasy fanamarinana maha-mpandova ?', answer: 'Eny : azo angatahina amin’ny fitsarana ny hanafoanana azy. Saingy ny taratasy natao tamin’ny fanambarana fotsiny dia manan-kery ho porofo raha tsy misy manohitra ny maha-mpandova (Fitsarana Avo, 2017).' },
      { question: 'Mila manao fanambarana lova koa ve ?', answer: 'Manaporofo hoe iza no mpandova fotsiny ny taratasy fanamarinana maha-mpandova. Fomba fanao hafa ny fizarana ny fananana sy ny raharaha momba ny tany (jereo « lova » sy « taratasy fizarana »).' },
    ],
  },
  related: ['succession', 'acte-de-partage', 'acte-de-deces', 'certificat-de-vie'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b1 ; recherche : docs/research/issue41/acte-de-notoriete.md). Source principale : L’Express de Madagascar, « L’acte de notoriété » (décembre 2023) : définition, officiers publics, article 69 de la loi 68-012, notaire ou officier public authentificateur de la mairie, loi 2007-026 sur le notariat ; extrait coupé avant la procédure sans testament. Cour de cassation, arrêt n° 633 du 12 septembre 2017 (base officielle jurisprudence.justice.gov.mg) : force probante. Torolalana, fiche « Demander un acte de partage » (copie publique, dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : lecture du certificat d’hérédité par le chef d’arrondissement. L’article d’AllAfrica du 25 juin 2023 est l’article de L’Express du 24/06/2023 (même série) : compté comme un seul éditeur. Marqués « à confirmer » : pièces, témoins, tarif, délai, lieu et texte sur le notariat (une seule source de presse).',
  },
  sources: [
    { key: 'lexpress-2023', title: 'L’acte de notoriété', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2023/12/lacte-de-notoriete.html', seen: '2026-11-28', published: '2023-12' },
    { key: 'cassation-2017', title: 'Arrêt n° 633 du 12 septembre 2017 : acte de notoriété, valeur probante', publisher: 'Cour de cassation (base de jurisprudence du ministère de la Justice)', kind: 'official', url: 'https://jurisprudence.justice.gov.mg/decision/details/DCS6806DD1E1931C', seen: '2026-11-28', published: '2017-09-12' },
    { key: 'torolalana-partage', title: 'Torolalana — Fangatahana taratasy fizaràna (Demander un acte de partage)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/demander-un-acte-de-partage', seen: '2026-11-28' },
    { key: 'lexpress-2017', title: 'Justice – Un registre pour lutter contre l’arnaque', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpressmada.com/13/12/2017/justice-un-registre-pour-lutter-contre-larnaque/', seen: '2026-11-28', published: '2017-12-13' },
    { key: 'allafrica-2023', title: 'Succession testamentaire (article de L’Express repris par AllAfrica)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://fr.allafrica.com/stories/202306250045.html', seen: '2026-11-28', published: '2023-06-25' },
  ],
  references: [
    { statement: 'summary', source: 'lexpress-2023', quote: '« L’acte de notoriété » est un écrit indispensable destiné à prouver la qualité d’héritier d’un individu.' },
    { statement: 'summary', source: 'lexpress-2023', quote: 'L’on peut s’adresser soit à un notaire soit à un officier public authentificateur auprès de la mairie de la localité du domicile du défunt.' },
    { statement: 'summary', source: 'cassation-2017', quote: 'L’acte de notoriété établi sur simples déclarations, à défaut de contestation sur la qualité d’héritier d’une partie y mentionnée, garde sa force probante.' },
    { statement: 'audience', source: 'lexpress-2023', quote: 'Au décès d’une personne, les héritiers légaux sont appelés à recueillir les biens laissés par celle-ci.' },
    { statement: 'audience', source: 'torolalana-partage', quote: 'Famakian’ny lehiben’ny boriboritany ny taratasy fanamarinana maha mpandova', where: 'Dingana' },
    { statement: 'youReceive', source: 'lexpress-2023', quote: '« L’acte de notoriété » est un écrit indispensable destiné à prouver la qualité d’héritier d’un individu.' },
    { statement: 'youReceive', source: 'torolalana-partage', quote: 'Famakian’ny lehiben’ny boriboritany ny taratasy fanamarinana maha mpandova', where: 'Dingana' },
    { statement: 'whereToApply', source: 'lexpress-2023', quote: 'S’agissant d’un document officiel, l’acte de notoriété doit être dressé par un officier public (notaire, officier d’état civil, autorité diplomatique ou consulaire dûment habilitée).' },
    { statement: 'whereToApply', source: 'lexpress-2023', quote: 'Si la succession est testamentaire (Cf. notre article du 24/06/2023), l’acte de notoriété sera dressé soit par le notaire, soit par l’officier public authentificateur auprès duquel le testament a été déposé.' },
    { statement: 'whereToApply', source: 'allafrica-2023', quote: 'Ce testament est donc déposé soit chez le notaire, soit auprès de la commune du lieu de résid' },
    { statement: 'steps.0', source: 'lexpress-2017', quote: 'D’après ce président, des actes de notoriétés différents pour une même personne décédée enregistrent des nombres d’héritiers différents.' },
    { statement: 'steps.1', source: 'lexpress-2023', quote: 'dans la pratique, ceux-ci tendent de plus en plus à ne s’occuper des actes de notoriété après décès que lorsque le défunt était, de son vivant, domicilié dans leur circonscription d’installation.' },
    { statement: 'steps.1', source: 'lexpress-2023', quote: 'L’on peut s’adresser soit à un notaire soit à un officier public authentificateur auprès de la mairie de la localité du domicile du défunt.' },
    { statement: 'steps.2', source: 'cassation-2017', quote: 'L’acte de notoriété établi sur simples déclarations' },
    { statement: 'steps.3', source: 'torolalana-partage', quote: 'Famakian’ny lehiben’ny boriboritany ny taratasy fanamarinana maha mpandova', where: 'Dingana' },
    { statement: 'legalReferences.0', source: 'lexpress-2023', quote: 'Aux termes de l’article 69 de la loi n°68-012 du 4 juillet 1968 relative aux successions, testaments et donations, l’acte de notoriété est soit dressé par acte notarié soit par acte authentifié.' },
    { statement: 'legalReferences.0', source: 'allafrica-2023', quote: 'Le testament est régi par la loi n°68-012 du 4 juillet 1968 relative aux successions, testaments et donations.' },
    { statement: 'legalReferences.1', source: 'lexpress-2023', quote: 'Notons que la loi 2007-026 du 12 Décembre 2007 portant Statut du notariat à Madagascar donne compétence nationale aux notaires' },
    { statement: 'faq.0', source: 'cassation-2017', quote: 'L’acte de notoriété établi sur simples déclarations, à défaut de contestation sur la qualité d’héritier d’une partie y mentionnée, garde sa force probante.' },
    { statement: 'faq.0', source: 'cassation-2017', quote: 'Arrêt n° 633 du 12 septembre 2017' },
    { statement: 'faq.0', source: 'lexpress-2023', quote: 'il existe une section du Tribunal spécialement dédiée aux affaires de succession et assimilées (litige familial sur les biens, demandes de partage judiciaire, demandes d’annulation de testament, demandes d’annulation d’acte de notoriété, etc…).' },
    { statement: 'faq.1', source: 'lexpress-2023', quote: '« L’acte de notoriété » est un écrit indispensable destiné à prouver la qualité d’héritier d’un individu.' },
    { statement: 'faq.1', source: 'torolalana-partage', quote: 'Fandraisana ny taratasy fizaràna', where: 'Dingana' },
  ],
}

export default service

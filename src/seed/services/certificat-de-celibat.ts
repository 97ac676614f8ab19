import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'certificat-de-celibat',
  category: 'etat-civil',
  ministry: 'mid',
  slug: { fr: 'certificat-de-celibat', mg: 'fanamarinana-maha-mpitovo' },
  title: {
    fr: 'Obtenir un certificat de célibat',
    mg: 'Maka fanamarinana maha-mpitovo',
  },
  summary: {
    fr: 'Le certificat de célibat atteste que vous êtes célibataire. Chaque futur époux le fournit pour se marier. Le fokontany le délivre ; pour un mariage à l’étranger, les ambassades demandent celui de la mairie du lieu de naissance.',
    mg: 'Manamarina ny fanamarinana maha-mpitovo fa tsy manambady ianao. Samy manome izany ireo hanambady. Ny fokontany no manome azy ; raha any ivelany ny fanambadiana, ilay avy amin’ny kaominina nahaterahana no angatahin’ny masoivoho.',
  },
  audience: {
    fr: 'Les futurs époux, à Madagascar ou à l’étranger ; les Malagasy qui se marient devant une mairie étrangère ou à l’ambassade.',
    mg: 'Ireo hanambady, eto Madagasikara na any ivelany ; ireo Malagasy manambady eo anatrehan’ny kaominina any ivelany na ao amin’ny masoivoho.',
  },
  documents: {
    fr: [
      { item: 'Votre CIN', unsure: 'pièces non publiées' },
      { item: 'Au fokontany : votre carnet ou votre certificat de résidence', unsure: 'pièces non publiées' },
      { item: 'À la mairie du lieu de naissance : une copie de votre acte de naissance', unsure: 'pièces non publiées' },
    ],
    mg: [
      { item: 'Ny kara-panondronao', unsure: 'tsy navoaka ny taratasy ilaina' },
      { item: 'Any amin’ny fokontany : ny karinenao na ny fanamarinam-ponenanao', unsure: 'tsy navoaka ny taratasy ilaina' },
      { item: 'Any amin’ny kaominina nahaterahana : kopia nahaterahanao', unsure: 'tsy navoaka ny taratasy ilaina' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Tarif non publié : demandez-le au fokontany ou à la mairie et exigez un reçu.',
      mg: 'Tsy navoaka ny sarany : anontanio amin’ny fokontany na ny kaominina ary angataho ny rosia.',
    },
  },
  youReceive: {
    fr: 'Un certificat de célibat, à joindre au dossier de mariage. Pour un mariage à l’ambassade, il doit avoir moins de 3 mois.',
    mg: 'Fanamarinana maha-mpitovo, ampiarahina amin’ny antontan-taratasy fanambadiana. Ho an’ny fanambadiana ao amin’ny masoivoho, tsy tokony hihoatra ny 3 volana izany.',
  },
  processingTime: {
    fr: 'Délai non publié : demandez au fokontany ou à la mairie.',
    mg: 'Tsy navoaka ny faharetany : anontanio amin’ny fokontany na ny kaominina.',
  },
  whereToApply: {
    fr: 'Pour un mariage à Madagascar : au fokontany de votre domicile. Pour un mariage à l’étranger : à la mairie de votre lieu de naissance à Madagascar ; l’ambassade ne le délivre pas aux Malagasy nés à Madagascar.',
    mg: 'Ho an’ny fanambadiana eto Madagasikara : any amin’ny fokontany onenanao. Ho an’ny fanambadiana any ivelany : any amin’ny kaominina nahaterahanao eto Madagasikara ; tsy manome izany ho an’ny Malagasy teraka teto Madagasikara ny masoivoho.',
  },
  marks: {
    summary: {
      fr: 'fokontany pour un mariage à Madagascar, mairie du lieu de naissance pour l’étranger : répartition déduite des sources, à confirmer',
      mg: 'fokontany ho an’ny fanambadiana eto Madagasikara, kaominina nahaterahana ho an’ny any ivelany : fizarana avy amin’ny loharano, mbola hamafisina',
    },
  },
  steps: {
    fr: [
      { title: 'Demandez où le faire', detail: 'Mariage à Madagascar : le fokontany délivre le certificat de célibat. Mariage à l’étranger : la mairie de votre lieu de naissance.' },
      { title: 'Présentez-vous avec vos papiers', detail: 'Apportez votre CIN et les pièces demandées ; le chef fokontany ou l’officier d’état civil signe le certificat.', unsure: 'pièces et signataire non publiés' },
      { title: 'Joignez-le au dossier de mariage', detail: 'Chaque futur époux fournit son certificat de célibat avec son certificat de résidence et sa copie d’acte de naissance.' },
      { title: 'Mariage à l’étranger', detail: 'Les mairies françaises demandent aussi un certificat de coutume, que l’ambassade délivre ; les ambassades demandent des originaux récents.' },
    ],
    mg: [
      { title: 'Anontanio hoe aiza no hanaovana azy', detail: 'Fanambadiana eto Madagasikara : ny fokontany no manome ny fanamarinana maha-mpitovo. Fanambadiana any ivelany : ny kaominina nahaterahanao.' },
      { title: 'Manatona mitondra ny taratasinao', detail: 'Ento ny kara-panondronao sy ireo taratasy angatahina ; ny sefom-pokontany na ny mpiandraikitra ny sora-piankohonana no manao sonia ny fanamarinana.', unsure: 'tsy navoaka ny taratasy ilaina sy ny manao sonia' },
      { title: 'Ampiarahina amin’ny antontan-taratasy fanambadiana', detail: 'Samy manome ny fanamarinana maha-mpitovo, ny fanamarinam-ponenana ary ny kopia nahaterahany ireo hanambady.' },
      { title: 'Fanambadiana any ivelany', detail: 'Mangataka « certificat de coutume » koa ny kaominina frantsay, ka ny masoivoho no manome azy ; taratasy tany am-boalohany vao nalaina no angatahin’ny masoivoho.' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2007-022 du 20 août 2007 relative au mariage et aux régimes matrimoniaux (interdiction d’un second mariage avant la dissolution du premier)'],
    mg: ['Lalàna laharana faha-2007-022 tamin’ny 20 aogositra 2007 momba ny fanambadiana sy ny fitsipika mifehy ny fananan’ny mpivady (tsy azo atao ny manambady fanindroany raha tsy rava ny voalohany)'],
  },
  faq: {
    fr: [
      { question: 'Je suis veuf (veuve). Quel certificat fournir ?', answer: 'Le fokontany délivre aussi un certificat de non-remariage après décès ; pour vous remarier, il faut en plus l’acte de décès de l’ancien conjoint.' },
      { question: 'Je suis divorcé(e). Puis-je avoir un certificat de célibat ?', answer: 'Pour vous remarier, le mariage précédent doit avoir été dissous par le divorce : joignez le jugement de divorce.', unsure: 'jugement de divorce à joindre : cité par le guide acte-de-mariage, pas par une source officielle lue ici' },
    ],
    mg: [
      { question: 'Maty vady aho. Inona no fanamarinana omeko ?', answer: 'Manome fanamarinana tsy fanambadiana taorian’ny fahafatesana koa ny fokontany ; raha hanambady indray ianao, ilaina koa ny kopia fahafatesan’ny vady taloha.' },
      { question: 'Nisaraka tamin’ny vadiko aho. Afaka mahazo fanamarinana maha-mpitovo ve aho ?', answer: 'Raha hanambady indray ianao, tsy maintsy rava tamin’ny fisaraham-panambadiana ny fanambadiana teo aloha : ampio ny didim-pitsarana.', unsure: 'didim-pitsarana ampiana : lazain’ny torolalana kopia fanambadiana, fa tsy loharano ofisialy novakiana eto' },
    ],
  },
  related: ['se-marier', 'certificat-de-residence', 'acte-de-naissance', 'acte-de-mariage', 'divorce'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b1 ; recherche : docs/research/issue41/certificat-de-celibat.md). Torolalana (copie publique, dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : « Fanamarinana maha mpitovo » et « Fanamarinana tsy fanambadiana taoriana fahafatesana » parmi les certificats du fokontany ; certificat de célibat parmi les pièces du mariage (fiches malgache et française). Ambassades de Madagascar à Paris et à New Delhi : certificat délivré par la mairie du lieu de naissance (moins de 3 mois à New Delhi) ; Paris : certificat de coutume. Marqués « à confirmer » : répartition fokontany / mairie selon le lieu du mariage, pièces, signataire, tarif, délai, jugement de divorce.',
  },
  sources: [
    { key: 'torolalana-fokontany', title: 'Torolalana — Ireo taratasy fanamarinana omen’ny fokontany (Les certificats que le fokontany délivre)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/les-certificats-que-le-fokontany-delivre', seen: '2026-11-28' },
    { key: 'torolalana-mariage', title: 'Torolalana — Acte de mariage et livret de famille', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/acte-de-mariage-et-livret-de-famille', seen: '2026-11-28' },
    { key: 'ambassade-paris', title: 'Autres démarches administratives (certificat de coutume, certificat de célibat)', publisher: 'Ambassade de Madagascar en France', kind: 'official', url: 'https://ambamad-paris.diplomatie.gov.mg/index.php/service-consulaire/service-aux-ressortissants/autres-demarches-administratives', seen: '2026-11-28' },
    { key: 'ambassade-newdelhi', title: 'Civil status (wedding at the Embassy: documents required)', publisher: 'Ambassade de Madagascar en Inde', kind: 'official', url: 'https://ambamad-newdelhi.diplomatie.gov.mg/index.php/services-consulaires/etat-civil', seen: '2026-11-28' },
    { key: 'cua', title: 'Services arrondissements (célébration de mariage civil : certificat de célibat)', publisher: 'Commune urbaine d’Antananarivo (CUA)', kind: 'official', url: 'https://www.cua.mg/services-arrondissements/', seen: '2026-11-28' },
    { key: 'jwf-2007-022', title: 'Loi n° 2007-022 du 20 août 2007 relative au mariage et aux régimes matrimoniaux (texte reproduit)', publisher: 'jwf-legal2 (recueil de textes malgaches)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/Lois-12.htm', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana-fokontany', quote: 'Fanamarinana maha mpitovo', where: 'Ireo taratasy fanamarinana omen’ny fokontany' },
    { statement: 'summary', source: 'torolalana-mariage', quote: 'A fournir par chaque conjoint - Un certificat de célibat - Un certificat de résidence', where: 'Les papiers à fournir' },
    { statement: 'summary', source: 'ambassade-paris', quote: 'L’Ambassade ne délivre ni d’acte de naissance ni de certificat de célibat en vue d’un mariage pour les ressortissants malagasy nés à Madagascar. Ils doivent en faire la demande auprès de la Mairie de leur lieu de naissance à Madagascar.', where: 'Ce qu’il faut connaître' },
    { statement: 'audience', source: 'torolalana-mariage', quote: 'A fournir par chaque conjoint - Un certificat de célibat', where: 'Les papiers à fournir' },
    { statement: 'audience', source: 'ambassade-newdelhi', quote: '01 certificate of celibacy issued by the Town Hall of the place of birth of (less than 03 months of validity)', where: 'Wedding at the Embassy' },
    { statement: 'audience', source: 'ambassade-paris', quote: 'En vue d’une célébration de mariage de ressortissant malagasy, les mairies françaises sollicitent un certificat de coutume', where: 'Autres démarches administratives' },
    { statement: 'youReceive', source: 'torolalana-mariage', quote: 'A fournir par chaque conjoint - Un certificat de célibat', where: 'Les papiers à fournir' },
    { statement: 'youReceive', source: 'ambassade-newdelhi', quote: '01 certificate of celibacy issued by the Town Hall of the place of birth of (less than 03 months of validity)', where: 'Wedding at the Embassy' },
    { statement: 'whereToApply', source: 'torolalana-fokontany', quote: 'Fanamarinana maha mpitovo', where: 'Ireo taratasy fanamarinana omen’ny fokontany' },
    { statement: 'whereToApply', source: 'ambassade-paris', quote: 'L’Ambassade ne délivre ni d’acte de naissance ni de certificat de célibat en vue d’un mariage pour les ressortissants malagasy nés à Madagascar. Ils doivent en faire la demande auprès de la Mairie de leur lieu de naissance à Madagascar.', where: 'Ce qu’il faut connaître' },
    { statement: 'whereToApply', source: 'ambassade-newdelhi', quote: '01 certificate of celibacy issued by the Town Hall of the place of birth of (less than 03 months of validity)', where: 'Wedding at the Embassy' },
    { statement: 'steps.0', source: 'torolalana-fokontany', quote: 'Fanamarinana maha mpitovo', where: 'Ireo taratasy fanamarinana omen’ny fokontany' },
    { statement: 'steps.0', source: 'ambassade-paris', quote: 'Ils doivent en faire la demande auprès de la Mairie de leur lieu de naissance à Madagascar.', where: 'Ce qu’il faut connaître' },
    { statement: 'steps.2', source: 'torolalana-mariage', quote: 'A fournir par chaque conjoint - Un certificat de célibat - Un certificat de résidence - Une copie d’acte de naissance d’au moins 6 mois - Une photo d’identité récente', where: 'Les papiers à fournir' },
    { statement: 'steps.2', source: 'cua', quote: '-Certificat de célibat des intéressés', where: 'Célébration de mariage civil' },
    { statement: 'steps.3', source: 'ambassade-paris', quote: 'En vue d’une célébration de mariage de ressortissant malagasy, les mairies françaises sollicitent un certificat de coutume qui énonce l’essentiel des dispositions légales concernant le mariage à Madagascar.', where: 'Autres démarches administratives' },
    { statement: 'steps.3', source: 'ambassade-paris', quote: 'D’une manière générale, l’Ambassade et les Mairies françaises demandent les originaux des documents administratifs pour un mariage.', where: 'Ce qu’il faut connaître' },
    { statement: 'legalReferences.0', source: 'jwf-2007-022', quote: 'Le mariage est l’acte civil, public et solennel par lequel un homme et une femme qui ne sont engagés ni l’un ni l’autre dans les liens d’un précédent mariage établissent entre eux une union légale et durable', where: 'Article premier' },
    { statement: 'legalReferences.0', source: 'jwf-2007-022', quote: 'LOI N° 2007‑022 du 20 août 2007 relative au mariage et aux régimes matrimoniaux', where: 'Titre' },
    { statement: 'legalReferences.0', source: 'torolalana-mariage', quote: 'Les deux parties ne doivent pas être engagées dans un mariage signifiant qu’ils doivent tous deux doivent être célibataires au yeux de la loi', where: 'Les conditions requises' },
    { statement: 'faq.0', source: 'torolalana-fokontany', quote: 'Fanamarinana tsy fanambadiana taoriana fahafatesana', where: 'Ireo taratasy fanamarinana omen’ny fokontany' },
    { statement: 'faq.0', source: 'torolalana-mariage', quote: 'Si l’un des deux se marie par la suite, ce mariage doit avoir été dissous par un divorce ou, si l’ancien conjoint est veuf, un acte de décès de l’ancien conjoint devra être fourni.', where: 'Les conditions requises' },
    { statement: 'faq.1', source: 'torolalana-mariage', quote: 'Si l’un des deux se marie par la suite, ce mariage doit avoir été dissous par un divorce', where: 'Les conditions requises' },
  ],
}

export default service

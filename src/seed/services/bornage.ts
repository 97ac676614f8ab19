import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'bornage',
  category: 'habitat-et-foncier',
  ministry: 'matsf',
  slug: { fr: 'bornage', mg: 'fanatsatoham-bato' },
  title: {
    fr: 'Faire borner son terrain',
    mg: 'Manatsatoka vato amin’ny tany (bornage)',
  },
  summary: {
    fr: 'Le bornage fixe les limites d’un terrain par des bornes. La loi le réserve aux géomètres experts ; le service foncier fait aussi les travaux de bornage et le rétablissement des bornes et limites.',
    mg: 'Ny fanatsatoham-bato no mamaritra amin’ny vato ny fetran’ny tany. Ny mpandrefy tany manam-pahaizana (géomètre expert) ihany no omen’ny lalàna izany asa izany ; manao ny asa fanatsatoham-bato sy ny famerenana ny vato sy ny fetra ihany koa ny sampan-draharahan’ny fananan-tany.',
  },
  audience: {
    fr: 'Les propriétaires qui veulent fixer ou retrouver les limites de leur terrain : achat, partage, construction, litige avec un voisin.',
    mg: 'Ireo tompon-tany te hamaritra na hamerina ny fetran’ny taniny : fividianana, fizarana, fanorenana, ady amin’ny mpifanolo-bodirindrina.',
  },
  documents: {
    fr: [
      { item: 'Votre CIN', unsure: 'pièces non publiées : demandez la liste au géomètre ou au service' },
      { item: 'Le titre ou le certificat de situation juridique du terrain, et son plan', unsure: 'pièces non publiées : demandez la liste au géomètre ou au service' },
    ],
    mg: [
      { item: 'Ny kara-panondronao (CIN)', unsure: 'tsy voalaza ny antontan-taratasy : anontanio ny mpandrefy tany na ny sampan-draharaha' },
      { item: 'Ny titra na ny fanamarinana ny fananan-tany (CSJ), sy ny sari-tany', unsure: 'tsy voalaza ny antontan-taratasy : anontanio ny mpandrefy tany na ny sampan-draharaha' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Géomètre : dès 300 000 Ar (2019) ou 350 000 Ar (2024) selon la presse. Droits du service foncier non publiés.',
      mg: 'Mpandrefy tany : manomboka amin’ny 300 000 Ar (2019) na 350 000 Ar (2024) araka ny gazety. Tsy voalaza ny saran’ny sampan-draharahan’ny fananan-tany.',
    },
  },
  processingTime: {
    fr: 'Délai non publié : demandez-le au géomètre.',
    mg: 'Tsy voalaza ny faharetany : anontanio ny mpandrefy tany.',
  },
  whereToApply: {
    fr: 'Un géomètre expert de votre district, qui doit avoir sa carte professionnelle ; le service foncier et le service topographique (CIRTOPO) du lieu du terrain.',
    mg: 'Mpandrefy tany manam-pahaizana (géomètre expert) ao amin’ny distrika misy anao, tsy maintsy manana karatra matihanina ; ny sampan-draharahan’ny fananan-tany sy ny fandrefesan-tany (CIRTOPO) misy ny tany.',
  },
  youReceive: {
    fr: 'Des bornes posées aux limites du terrain.',
    mg: 'Vato voatsatoka eo amin’ny fetran’ny tany.',
  },
  steps: {
    fr: [
      { title: 'Choisissez un géomètre expert', detail: 'Demandez à voir sa carte professionnelle et son ordre de mission : des usurpateurs proposent des prix bas.' },
      { title: 'Faites la demande de bornage', detail: 'Le géomètre ou le service foncier enregistre la demande de travaux de bornage pour votre terrain.', unsure: 'démarche au service foncier non détaillée par les sources' },
      { title: 'Faites convoquer les voisins', detail: 'Tous les propriétaires des terrains voisins doivent être convoqués pour la délimitation.' },
      { title: 'Pose des bornes', detail: 'Le géomètre mesure le terrain et pose les bornes aux limites.' },
    ],
    mg: [
      { title: 'Misafidiana mpandrefy tany manam-pahaizana', detail: 'Angataho ny karatra matihaniny sy ny taratasy iraka nomena azy : misy mpisandoka manolotra vidiny mora.' },
      { title: 'Ataovy ny fangatahana fanatsatoham-bato', detail: 'Ny mpandrefy tany na ny sampan-draharahan’ny fananan-tany no mandray ny fangatahana asa fanatsatoham-bato ho an’ny taninao.', unsure: 'tsy nohazavain’ny loharano ny dingana any amin’ny fananan-tany' },
      { title: 'Asaivo antsoina ny mpifanolo-bodirindrina', detail: 'Tsy maintsy antsoina ny tompon’ny tany rehetra manodidina amin’ny famaritana ny fetra.' },
      { title: 'Fanatsatohana ny vato', detail: 'Refesin’ny mpandrefy tany ny tany ary atsatony eo amin’ny fetra ny vato.' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2011-005 du 1er août 2011 sur l’Ordre des géomètres experts (modifiée ensuite par le Parlement, selon la presse)'],
    mg: ['Lalàna laharana faha-2011-005 tamin’ny 1 aogositra 2011 momba ny holafitry ny mpandrefy tany (novaina taty aoriana ny Parlemanta, araka ny gazety)'],
  },
  faq: {
    fr: [
      { question: 'Les bornes de mon terrain ont disparu. Que faire ?', answer: 'Demandez le rétablissement des bornes et limites : c’est un service du service foncier, et un travail réservé aux géomètres experts.' },
      { question: 'Combien coûte un géomètre ?', answer: 'À partir de 300 000 Ar selon un géomètre en 2019, à partir de 350 000 Ar selon une géomètre-experte en 2024 ; le prix dépend du terrain et du lieu. Demandez un devis écrit.' },
    ],
    mg: [
      { question: 'Very ny vato teo amin’ny taniko. Inona no atao ?', answer: 'Angataho ny famerenana ny vato sy ny fetra : tolotry ny sampan-draharahan’ny fananan-tany izany, ary asa omena ny mpandrefy tany manam-pahaizana ihany.' },
      { question: 'Ohatrinona ny saran’ny mpandrefy tany ?', answer: 'Manomboka amin’ny 300 000 Ar araka ny mpandrefy tany iray tamin’ny 2019, manomboka amin’ny 350 000 Ar araka ny mpandrefy tany iray hafa tamin’ny 2024 ; miankina amin’ny tany sy ny toerana ny vidiny. Angataho an-tsoratra ny tombam-bidy.' },
    ],
  },
  related: ['titre-foncier', 'morcellement', 'acheter-un-terrain', 'certificat-de-situation-juridique', 'certificat-foncier'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['documents', 'cost', 'processingTime'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b4 ; docs/research/issue41/bornage.md). Torolalana n’a pas de fiche bornage ; sa fiche « Fitantanana ny toeram-ponenana sy ny fananan-tany » (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) liste « travaux de bornage » et « rétablissement des bornes et limites » parmi les services de la DGSF. Exclusivité des géomètres experts et carte professionnelle : AllAfrica (24 février 2024) et Midi Madagasikara (28 janvier 2016). Convocation des voisins : Midi Madagasikara (3 juin 2017). Prix : deux chiffres de presse (300 000 Ar en 2019, 350 000 Ar en 2024), coût marqué. Pièces et délai : aucune source, marqués. Loi n° 2011-005 : citée par Canal News et Délire Madagascar (articles non datés, vers 2016) avec sa modification votée par l’Assemblée ; texte en vigueur à vérifier. Étape 2 (demande au service foncier) marquée.',
  },
  sources: [
    { key: 'torolalana-gerer', title: 'Torolalana — Fitantanana ny toeram-ponenana sy ny fananan-tany (Gérer son habitation et ses propriétés foncières)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/gerer-son-habitation-et-ses-proprietes-foncieres', seen: '2026-11-28' },
    { key: 'torolalana-achat', title: 'Torolalana — Hividy tany amin’olon-tsotra (Acheter un terrain auprès d’un particulier)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/acheter-un-terrain-aupres-d-un-particulier', seen: '2026-11-28' },
    { key: 'allafrica-2024-02', title: 'Prestation de serment de 19 nouveaux géomètres experts', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202402240058.html', seen: '2026-11-28', published: '2024-02-24' },
    { key: 'allafrica-2024-07', title: 'Foncier : le rôle des géomètres-experts méconnu', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202407260168.html', seen: '2026-11-28', published: '2024-07-26' },
    { key: 'newsmada-2019', title: 'Faire appel à un géomètre : le prix de ses prestations à partir de 300 000 ariary', publisher: 'Newsmada', kind: 'press', url: 'https://www.newsmada.com/2019/06/13/faire-appel-a-un-geometre-le-prix-de-ses-prestations-a-partir-de-300-000-ariary/', seen: '2026-11-28', published: '2019-06-13' },
    { key: 'midi-2017', title: 'Métier hors du commun : géomètre expert', publisher: 'Midi Madagasikara', kind: 'press', url: 'http://www.midi-madagasikara.mg/faits-divers/2017/06/03/metier-hors-du-commun-geometre-expert/', seen: '2026-11-28', published: '2017-06-03' },
    { key: 'midi-2016', title: 'Géomètres experts : création d’une école spécialisée cette année', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/2016/01/28/geometres-experts-creation-dune-ecole-specialisee-cette-annee/', seen: '2026-11-28', published: '2016-01-28' },
    { key: 'canalnews', title: 'Holafitry ny mpahay mandrefy tany : tsy manaiky ny tolo-dalana nasiam-panitsiana', publisher: 'Canal News', kind: 'press', url: 'http://www.canalnews.net/economie/holafitry-ny-mpahay-mandrefy-tany-tsy-manaiky-ny-tolo-dalana-nasiam-panitsiana/', seen: '2026-11-28' },
    { key: 'delire', title: 'Géomètre expert : notsinotsoniavina ny lalana mifehy azy ireo', publisher: 'Délire Madagascar', kind: 'press', url: 'https://www.deliremadagascar.com/geometre-expert-notsinotsoniavina-ny-lalana-mifehy-azy-ireo/', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'allafrica-2024-02', quote: 'la loi malgache réserve exclusivement aux géomètres experts une série de travaux topographiques, notamment les bornages, le morcellement, la gestion des demandes de terrains domaniaux et la réinstallation des bornes.' },
    { statement: 'summary', source: 'torolalana-gerer', quote: 'TRAVAUX DE BORNAGE, TRAVAUX DE RETABLISSEMENT DES BORNES ET LIMITES, MISE A JOUR DES PLANS', where: 'La Direction Générale des Services Fonciers (DGSF)' },
    { statement: 'audience', source: 'allafrica-2024-07', quote: '« avant de procéder à l’achat ou à tout autre travail de propriété foncière, il est primordial, voire impératif, d’engager un géomètre »' },
    { statement: 'audience', source: 'allafrica-2024-02', quote: 'prévenir les litiges fonciers résultant d’erreurs de délimitation des propriétés' },
    { statement: 'cost', source: 'newsmada-2019', quote: '« Si on fait appel aux services d’un géomètre, le prix plancher est de 300.000 ariary », a confié un géomètre assermenté' },
    { statement: 'cost', source: 'allafrica-2024-07', quote: '« un géomètre-expert propose ses services selon les prestations à faire, l’expérience et la réputation de la personne en charge de la mission, à partir de trois cent cinquante mille ariary et plus selon le terrain à étudier»' },
    { statement: 'whereToApply', source: 'allafrica-2024-02', quote: 'Actuellement, Madagascar compte un total de 346 géomètres experts, répartis de manière équitable dans chaque district' },
    { statement: 'whereToApply', source: 'allafrica-2024-02', quote: 'Un géomètre expert est tenu de détenir une carte professionnelle attestant de sa qualification' },
    { statement: 'whereToApply', source: 'torolalana-achat', quote: 'sari-tany (plan): sampandraharahan’ny fandrefesan-tany misy ilay tany (CIRTOPO)', where: 'Toerana' },
    { statement: 'whereToApply', source: 'torolalana-gerer', quote: 'TRAVAUX DE BORNAGE', where: 'La Direction Générale des Services Fonciers (DGSF)' },
    { statement: 'youReceive', source: 'allafrica-2024-02', quote: 'notamment les bornages, le morcellement, la gestion des demandes de terrains domaniaux et la réinstallation des bornes.' },
    { statement: 'steps.0', source: 'midi-2016', quote: 'tout géomètre expert ou opérateur géomètre travaillant sur le terrain doit être muni d’une carte professionnelle et d’un ordre de mission pour éviter tout éventuel usurpateur' },
    { statement: 'steps.0', source: 'allafrica-2024-02', quote: 'les usurpateurs, qui offrent parfois des services à bas prix, sont une source potentielle de complications foncières' },
    { statement: 'steps.1', source: 'torolalana-gerer', quote: 'TRAVAUX DE BORNAGE', where: 'La Direction Générale des Services Fonciers (DGSF)' },
    { statement: 'steps.2', source: 'midi-2017', quote: 'la convocation de tous les propriétaires des terrains jouxtant le domaine à délimiter' },
    { statement: 'steps.3', source: 'canalnews', quote: 'manao ireo asa topografika momba ny fananan-tany toy ny fanatsatoham-bato, ny famaritana ireo fetran-tany sy ireo zavatra eo amboniny' },
    { statement: 'legalReferences.0', source: 'canalnews', quote: 'Voahitsy tamin’izany ny lalana laharana faha-2011-005, ny 01 Aogositra 2011' },
    { statement: 'legalReferences.0', source: 'delire', quote: 'voalaza ao anatin’ny lalana laharana faha-2011/005, andininy faha-22 sy faha-23, fa raha misy ny fanitsiana ny fitsipika mifehy ny holafitra dia tsy maintsy mandalo fivoriana izany.' },
    { statement: 'legalReferences.0', source: 'delire', quote: 'Marihana fa lany teny amin’ny fivoriana azo atrehan’ny besimaro teny amin’ny lapan’Antenimierampirenena omaly' },
    { statement: 'faq.0', source: 'torolalana-gerer', quote: 'TRAVAUX DE RETABLISSEMENT DES BORNES ET LIMITES, MISE A JOUR DES PLANS', where: 'La Direction Générale des Services Fonciers (DGSF)' },
    { statement: 'faq.0', source: 'allafrica-2024-02', quote: 'la loi malgache réserve exclusivement aux géomètres experts une série de travaux topographiques, notamment les bornages, le morcellement, la gestion des demandes de terrains domaniaux et la réinstallation des bornes.' },
    { statement: 'faq.1', source: 'newsmada-2019', quote: '« Si on fait appel aux services d’un géomètre, le prix plancher est de 300.000 ariary », a confié un géomètre assermenté' },
    { statement: 'faq.1', source: 'allafrica-2024-07', quote: 'à partir de trois cent cinquante mille ariary et plus selon le terrain à étudier' },
  ],
}

export default service

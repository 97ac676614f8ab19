import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'echange-de-permis-etranger',
  category: 'conduite-et-transport',
  ministry: 'mid',
  slug: { fr: 'echange-de-permis-etranger', mg: 'fanakalozana-fahazoan-dalana-vahiny' },
  title: {
    fr: 'Échanger un permis de conduire étranger',
    mg: 'Manakalo fahazoan-dàlana vahiny',
  },
  summary: {
    fr: 'En séjour temporaire, un étranger peut conduire avec le permis de son pays. S’il s’installe à Madagascar, il doit l’échanger contre un permis malgache, dans l’année qui suit l’obtention de sa carte de résident, selon un guide privé.',
    mg: 'Raha mijanona vetivety eto ny vahiny, afaka mitondra fiara amin’ny fahazoan-dàlana avy amin’ny fireneny izy. Raha hipetraka eto Madagasikara kosa izy, tsy maintsy manakalo izany ho fahazoan-dàlana malagasy, ao anatin’ny herintaona aorian’ny nahazoany ny karatry ny mponina vahiny, araka ny torolalana tsy miankina iray.',
  },
  marks: {
    summary: {
      fr: 'obligation et délai d’un an : cités par un seul guide privé (2015)',
      mg: 'adidy sy fe-potoana herintaona : torolalana tsy miankina iray ihany no milaza izany (2015)',
    },
  },
  audience: {
    fr: 'Les étrangers qui résident à Madagascar (carte de résident) et conduisent avec un permis délivré dans un autre pays.',
    mg: 'Ireo vahiny mipetraka eto Madagasikara (manana karatry ny mponina vahiny) ary mitondra fiara amin’ny fahazoan-dàlana navoakan’ny firenena hafa.',
  },
  documents: {
    fr: [
      { item: 'Le permis de conduire étranger', form: 'original' },
      'Un certificat de résidence',
      'Le formulaire de demande, rempli sur place',
      { item: 'Un timbre fiscal', unsure: 'montant du timbre (2 000 Ar en 2015) à confirmer' },
    ],
    mg: [
      { item: 'Ny fahazoan-dàlana vahiny', form: 'original' },
      'Fanamarinam-ponenana',
      'Ny taratasy fenoina fangatahana, fenoina eo an-toerana',
      { item: 'Hajia', unsure: 'mbola hamafisina ny sandan’ny hajia (2 000 Ar tamin’ny 2015)' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Montant actuel à confirmer au centre. En 2015, un guide privé donnait 1 600 Ar plus un timbre fiscal de 2 000 Ar, avant le permis biométrique ; le permis biométrique coûte 38 000 Ar de droit de délivrance.',
      mg: 'Mbola hamafisina any amin’ny ivon-toerana ny sarany ankehitriny. Tamin’ny 2015, 1 600 Ar miampy hajia 2 000 Ar no nomen’ny torolalana tsy miankina iray, talohan’ny fahazoan-dàlana biometrika ; 38 000 Ar kosa ny saran’ny famoahana fahazoan-dàlana biometrika.',
    },
  },
  deadline: {
    kind: 'after', count: 1, unit: 'years',
    unsure: { fr: 'un an après la carte de résident : cité par un seul guide privé (2015)', mg: 'herintaona aorian’ny karatry ny mponina vahiny : torolalana tsy miankina iray ihany no milaza izany (2015)' },
  },
  processingTime: {
    fr: 'Environ une semaine en 2015 ; votre permis étranger est gardé et une autorisation provisoire vous est remise en attendant.',
    mg: 'Eo amin’ny herinandro eo tamin’ny 2015 ; tehirizina ny fahazoan-dàlana vahinao ary omena fahazoan-dàlana vonjimaika ianao mandra-piandry.',
  },
  whereToApply: {
    fr: 'Ministère de l’Intérieur, qui délivre les permis par ses centres immatriculateurs ; à Antananarivo, le CIM d’Ambohidahy. Demandez au centre le guichet qui traite les permis étrangers.',
    mg: 'Ministeran’ny Atitany, izay mamoaka ny fahazoan-dàlana amin’ny alalan’ireo ivon-toerana fisoratana fiara ; any Antananarivo, CIM Ambohidahy. Anontanio any amin’ny ivon-toerana ny birao mikarakara ny fahazoan-dàlana vahiny.',
  },
  places: ['cim-ambohidahy'],
  youReceive: {
    fr: 'Un permis de conduire malgache.',
    mg: 'Fahazoan-dàlana mitondra fiara malagasy.',
  },
  steps: {
    fr: [
      { title: 'Obtenez d’abord la carte de résident', detail: 'L’échange concerne les étrangers installés à Madagascar.' },
      { title: 'Remplissez la demande', detail: 'Remplissez le formulaire au centre et joignez votre permis étranger, votre certificat de résidence et le timbre fiscal.', place: 'cim-ambohidahy', unsure: 'guichet et pièces décrits en 2015, à confirmer' },
      { title: 'Laissez votre permis étranger', detail: 'Il est gardé pendant la procédure ; une autorisation provisoire vous est remise.', unsure: 'pratique décrite en 2015' },
    ],
    mg: [
      { title: 'Alao aloha ny karatry ny mponina vahiny', detail: 'Ho an’ireo vahiny mipetraka eto Madagasikara ny fanakalozana.' },
      { title: 'Fenoy ny fangatahana', detail: 'Fenoy any amin’ny ivon-toerana ny taratasy fenoina ary ampio ny fahazoan-dàlana vahinao, ny fanamarinam-ponenana ary ny hajia.', place: 'cim-ambohidahy', unsure: 'birao sy taratasy voalaza tamin’ny 2015, mbola hamafisina' },
      { title: 'Avelao ny fahazoan-dàlana vahinao', detail: 'Tehirizina mandritra ny fikarakarana izy ; omena fahazoan-dàlana vonjimaika ianao.', unsure: 'fanao voalaza tamin’ny 2015' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2017-002 portant Code de la route à Madagascar (règles applicables aux conducteurs) ; aucun texte propre à l’échange des permis étrangers n’a été trouvé'],
    mg: ['Lalàna laharana faha-2017-002 momba ny Fehezan-dalàna mifehy ny fifamoivoizana eto Madagasikara (fitsipika mihatra amin’ny mpamily) ; tsy nahitana lalàna manokana momba ny fanakalozana fahazoan-dàlana vahiny'],
  },
  faq: {
    fr: [
      { question: 'Je suis touriste. Puis-je conduire avec mon permis ?', answer: 'Oui, en séjour temporaire, vous pouvez circuler avec le permis de votre pays ; un guide privé dit que le permis international est reconnu 6 mois.', unsure: 'durée de 6 mois : guide privé' },
      { question: 'Je suis Français. Perdrai-je mon permis français ?', answer: 'Selon l’ambassade de France (2020), ceux qui ont échangé leur permis français contre un permis malgache peuvent, à leur retour en France, obtenir le rétablissement de leurs droits à conduire.' },
    ],
    mg: [
      { question: 'Mpizahatany aho. Afaka mitondra fiara amin’ny fahazoan-dàlanako ve aho ?', answer: 'Eny, raha mijanona vetivety ianao, afaka mitondra fiara amin’ny fahazoan-dàlana avy amin’ny fireneninao ; milaza ny torolalana tsy miankina iray fa ekena mandritra ny 6 volana ny fahazoan-dàlana iraisam-pirenena.', unsure: 'faharetana 6 volana : torolalana tsy miankina' },
      { question: 'Frantsay aho. Ho very ve ny fahazoan-dàlana frantsay ?', answer: 'Araka ny masoivohon’i Frantsa (2020), ireo nanakalo ny fahazoan-dàlana frantsay ho fahazoan-dàlana malagasy dia afaka mahazo indray ny zony hitondra fiara rehefa miverina any Frantsa.' },
    ],
  },
  related: ['carte-de-resident', 'permis-de-conduire', 'permis-de-conduire-international', 'certificat-de-residence'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'whereToApply', 'documents'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/echange-de-permis-etranger.md). Aucune source officielle malgache trouvée, d’où les parts marquées à confirmer ; Torolalana n’a pas de fiche (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026). Procédure, pièces, 1 600 Ar, timbre de 2 000 Ar, une semaine et délai d’un an : guide Expat.com de 2015 (copie ezyomusic), marqués à confirmer. Droit du permis biométrique 38 000 Ar : presse 2019 (madaplus) et fiche Torolalana du permis « médical ». Rétablissement des droits pour les Français : note de l’ambassade de France reprise par Habari za Comores (2020). Permis international reconnu 6 mois : guide privé, FAQ marquée. Guichet au CIM : déduit du rôle des centres immatriculateurs, marqué. Texte de référence : aucun texte propre à l’échange ; la ligne donne le Code de la route (loi n° 2017-002), cité par AllAfrica (26 août 2017), La Vérité (guide des usagers de la route) et vol-direct.net, et signale qu’aucun texte sur l’échange n’a été trouvé.',
  },
  sources: [
    { key: 'expat-2015', title: 'Conduire à Madagascar (guide Expat.com, copie)', publisher: 'ezyomusic.com (copie du guide Expat.com)', kind: 'secondary', url: 'http://ezyomusic.com/fr/guide/afrique/madagascar/12394-conduire-a-madagascar.html', seen: '2026-11-28', published: '2015-05-07' },
    { key: 'habari-2020', title: 'Les permis de conduire malgaches ne pourront plus être échangés en France (note de l’ambassade de France)', publisher: 'Habari za Comores', kind: 'press', url: 'https://www.habarizacomores.com/2020/02/les-permis-de-conduire-malgaches-ne.html', seen: '2026-11-28', published: '2020-02' },
    { key: 'madaplus-2019', title: 'Présentation des nouveaux permis de conduire biométriques au CIM Ambohidahy', publisher: 'Madaplus.info', kind: 'press', url: 'https://www.madaplus.info/Madagascar-Presentation-des-nouveaux-permis-de-conduire-biometriques-au-CIM-Ambohidahy_a13067.html', seen: '2026-11-28', published: '2019-05' },
    { key: 'torolalana-medical', title: 'Torolalana — Fahazoan-dàlana mitondra fiara (Médical)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/permis-de-conduire-medical', seen: '2026-11-28', published: '2026-02' },
    { key: 'sansinteret', title: 'Peut-on conduire à Madagascar avec un permis international ?', publisher: 'sansinteret.info', kind: 'secondary', url: 'https://www.sansinteret.info/voyage/conduire-a-madagascar-avec-un-permis-international/', seen: '2026-11-28' },
    { key: 'allafrica-2017-code', title: 'Loi n° 2017-002 portant Code de la route : méconnue des usagers', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'http://fr.allafrica.com/stories/201708260144.html', seen: '2026-11-28', published: '2017-08-26' },
    { key: 'laverite-guide-usagers', title: 'Corruption sur les axes routiers : un nouveau guide pour les usagers', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/7830-corruption-sur-les-axes-routiers-un-nouveau-guide-pour-les-usagers.html', seen: '2026-11-28' },
    { key: 'vol-direct', title: 'Comment passer son code de la route à Madagascar ?', publisher: 'vol-direct.net', kind: 'secondary', url: 'https://www.vol-direct.net/comment-passer-son-code-de-la-route-a-madagascar.html', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'expat-2015', quote: 'Lors d’un séjour temporaire à Madagascar, il est possible de circuler avec le permis de conduire issu dans votre pays d’origine. Cependant, dans le cadre d’une résidence fixe, le conducteur est tenu d’échanger son permis étranger en permis de conduire malgache.' },
    { statement: 'summary', source: 'habari-2020', quote: 'Les usagers ayant sollicité l’échange de leur permis français contre un permis local pourront toujours, à leur retour en France, obtenir le rétablissement de leurs droits à conduire.' },
    { statement: 'audience', source: 'expat-2015', quote: 'dans le cadre d’une résidence fixe, le conducteur est tenu d’échanger son permis étranger en permis de conduire malgache. Il dispose d’un délai d’un an après l’obtention de sa carte de résident pour faire le nécessaire.' },
    { statement: 'documents.0', source: 'expat-2015', quote: 'Vous devrez notamment présenter les documents suivants : permis de conduire étranger, certificat de résidence, ainsi qu’un timbre fiscal de 2 000 ariary.' },
    { statement: 'documents.1', source: 'expat-2015', quote: 'permis de conduire étranger, certificat de résidence, ainsi qu’un timbre fiscal de 2 000 ariary.' },
    { statement: 'documents.2', source: 'expat-2015', quote: 'il suffit de se rendre au ministère de l’Intérieur et d’en effectuer la demande en remplissant un formulaire.' },
    { statement: 'documents.3', source: 'expat-2015', quote: 'ainsi qu’un timbre fiscal de 2 000 ariary.' },
    { statement: 'cost', source: 'expat-2015', quote: 'La procédure de conversion est particulièrement simple et peu coûteuse (1 600 ariary). … ainsi qu’un timbre fiscal de 2 000 ariary.' },
    { statement: 'cost', source: 'madaplus-2019', quote: 'Les tarifs sont restés les mêmes pour les permis biométriques sont à raison de 38.000Ariary .' },
    { statement: 'cost', source: 'torolalana-medical', quote: 'Saran’ny fisoratana anarana amin’ny fanitarana ny fahazoan-dàlana mitondra fiara (fahazoan-dàlana mitondra fiara biometrika) : 38000 MGA', where: 'frais_service' },
    { statement: 'deadline', source: 'expat-2015', quote: 'Il dispose d’un délai d’un an après l’obtention de sa carte de résident pour faire le nécessaire.' },
    { statement: 'processingTime', source: 'expat-2015', quote: 'Le permis étranger sera alors retenu contre une autorisation provisoire, le temps que la procédure aboutisse (environ une semaine).' },
    { statement: 'whereToApply', source: 'expat-2015', quote: 'il suffit de se rendre au ministère de l’Intérieur et d’en effectuer la demande en remplissant un formulaire.' },
    { statement: 'whereToApply', source: 'torolalana-medical', quote: 'Centres Immatriculateurs des six provinces Ambohidahy, birao 24', where: 'centre_traitement (permis « médical »)' },
    { statement: 'youReceive', source: 'expat-2015', quote: 'le conducteur est tenu d’échanger son permis étranger en permis de conduire malgache.' },
    { statement: 'steps.0', source: 'expat-2015', quote: 'Il dispose d’un délai d’un an après l’obtention de sa carte de résident pour faire le nécessaire.' },
    { statement: 'steps.1', source: 'expat-2015', quote: 'il suffit de se rendre au ministère de l’Intérieur et d’en effectuer la demande en remplissant un formulaire. Vous devrez notamment présenter les documents suivants : permis de conduire étranger, certificat de résidence, ainsi qu’un timbre fiscal de 2 000 ariary.' },
    { statement: 'steps.2', source: 'expat-2015', quote: 'Le permis étranger sera alors retenu contre une autorisation provisoire, le temps que la procédure aboutisse (environ une semaine).' },
    { statement: 'faq.0', source: 'expat-2015', quote: 'Lors d’un séjour temporaire à Madagascar, il est possible de circuler avec le permis de conduire issu dans votre pays d’origine.' },
    { statement: 'faq.0', source: 'sansinteret', quote: 'Ce permis vous permet de conduire pendant une période maximale de six mois' },
    { statement: 'faq.1', source: 'habari-2020', quote: 'Les usagers ayant sollicité l’échange de leur permis français contre un permis local pourront toujours, à leur retour en France, obtenir le rétablissement de leurs droits à conduire.' },
    { statement: 'legalReferences.0', source: 'allafrica-2017-code', quote: 'Bon nombres d’usagers de la route ignorent la loi n°2017-002 portant Code de la Route à Madagascar.' },
    { statement: 'legalReferences.0', source: 'laverite-guide-usagers', quote: 'cette nouvelle édition inclut les nouvelles dispositions de la loi n° 2017-002 du 6 juillet 2017 portant sur le Code de la route à Madagascar et qui sont actuellement en vigueur.' },
    { statement: 'legalReferences.0', source: 'vol-direct', quote: 'voici les points essentiels évoqués par la loi n° 2017-002 portant code de la route à Madagascar : … Les règles applicables aux conducteurs.' },
  ],
}

export default service

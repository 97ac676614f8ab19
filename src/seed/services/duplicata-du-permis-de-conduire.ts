import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'duplicata-du-permis-de-conduire',
  category: 'conduite-et-transport',
  ministry: 'mid',
  slug: { fr: 'duplicata-du-permis-de-conduire', mg: 'dikasolon-ny-fahazoan-dalana-mitondra-fiara' },
  title: {
    fr: 'Remplacer un permis perdu ou usé',
    mg: 'Dikasolon’ny fahazoan-dàlana very na simba',
  },
  summary: {
    fr: 'Votre permis de conduire est perdu ou usé : demandez un duplicata au ministère de l’Intérieur ou au centre immatriculateur (CIM), avec une déclaration de perte ou l’ancien permis.',
    mg: 'Very na simba ny fahazoan-dàlana mitondra fiaranao : mangataha dikasolo any amin’ny Ministeran’ny Atitany na any amin’ny ivon-toerana fisoratana fiara (CIM), mitondra fanambarana fahaverezana na ny fahazoan-dàlana taloha.',
  },
  audience: {
    fr: 'Les titulaires d’un permis de conduire malgache perdu ou usé.',
    mg: 'Ireo manana fahazoan-dàlana mitondra fiara malagasy very na simba.',
  },
  documents: {
    fr: [
      'L’ancien permis s’il est usé, ou la déclaration de perte s’il est perdu',
      'La quittance du droit payé au guichet unique du Trésor',
      { item: 'Votre CIN', form: 'certifiedCopy' },
      'Un certificat de résidence',
    ],
    mg: [
      'Ny fahazoan-dàlana taloha raha simba, na ny fanambarana fahaverezana raha very',
      'Ny rosia fandoavana ny sarany tany amin’ny biraon’ny Tahirim-bolam-panjakana',
      { item: 'Ny kara-panondronao (CIN)', form: 'certifiedCopy' },
      'Fanamarinam-ponenana',
    ],
  },
  cost: {
    free: false,
    amountAriary: 38000,
    details: {
      fr: 'Droit de {montant}, payé au guichet unique du Trésor public ; c’est aussi le droit de délivrance du permis biométrique.',
      mg: 'Sarany {sarany}, aloa any amin’ny biraon’ny Tahirim-bolam-panjakana ; io ihany koa no saran’ny famoahana fahazoan-dàlana biometrika.',
    },
  },
  delay: { from: 72, unit: 'hours' },
  processingTime: {
    fr: 'Environ {délai} hors d’Antananarivo selon un guide non officiel. Les ruptures de cartes au CIM (2025) ont retardé les permis de plusieurs mois.',
    mg: 'Eo amin’ny {faharetany} any ivelan’Antananarivo araka ny torolalana tsy ofisialy iray. Nahatara volana maromaro ny fahazoan-dàlana noho ny tsy fahampian’ny karatra tao amin’ny CIM (2025).',
  },
  whereToApply: {
    fr: 'Permis délivré en province : bureau du courrier du ministère de l’Intérieur (porte 402). À Antananarivo : centre immatriculateur d’Ambohidahy. La déclaration de perte se fait à la police ou à la gendarmerie.',
    mg: 'Fahazoan-dàlana navoaka tany amin’ny faritany : biraon’ny taratasy ao amin’ny Ministeran’ny Atitany (varavarana 402). Any Antananarivo : ivon-toerana fisoratana fiara Ambohidahy. Any amin’ny polisy na zandarimariam-pirenena no anaovana ny fanambarana fahaverezana.',
  },
  places: ['cim-ambohidahy'],
  youReceive: {
    fr: 'Un nouveau permis de conduire biométrique, ou un certificat provisoire quand les cartes manquent.',
    mg: 'Fahazoan-dàlana mitondra fiara biometrika vaovao, na taratasy vonjimaika raha tsy ampy ny karatra.',
  },
  steps: {
    fr: [
      { title: 'Déclarez la perte', detail: 'Si le permis est perdu, faites une déclaration de perte à la police ou à la gendarmerie.', unsure: 'lieu de la déclaration : non précisé par la source' },
      { title: 'Payez le droit', detail: 'Payez {montant} au guichet unique du Trésor public et gardez la quittance.', feeAriary: 38000 },
      { title: 'Déposez le dossier', detail: 'Déposez la quittance, la déclaration de perte (ou l’ancien permis), la copie certifiée de la CIN et le certificat de résidence.' },
      { title: 'Suivez le dossier et retirez le permis', detail: 'Suivez régulièrement votre dossier et retirez le permis à la date indiquée.' },
    ],
    mg: [
      { title: 'Ambarao ny fahaverezana', detail: 'Raha very ny fahazoan-dàlana, manaova fanambarana fahaverezana any amin’ny polisy na zandarimariam-pirenena.', unsure: 'tsy voalazan’ny loharano ny toerana anaovana ny fanambarana' },
      { title: 'Aloavy ny sarany', detail: 'Aloavy any amin’ny biraon’ny Tahirim-bolam-panjakana ny {sarany} ary tehirizo ny rosia.', feeAriary: 38000 },
      { title: 'Apetraho ny antontan-taratasy', detail: 'Apetraho ny rosia, ny fanambarana fahaverezana (na ny fahazoan-dàlana taloha), ny dika mitovy voamarina amin’ny kara-panondro ary ny fanamarinam-ponenana.' },
      { title: 'Araho ny antontan-taratasy ary alao ny fahazoan-dàlana', detail: 'Araho matetika ny antontan-taratasinao ary alao amin’ny daty voatondro ny fahazoan-dàlana.' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2017-002 portant Code de la route à Madagascar (règles applicables aux conducteurs)'],
    mg: ['Lalàna laharana faha-2017-002 momba ny Fehezan-dalàna mifehy ny fifamoivoizana eto Madagasikara (fitsipika mihatra amin’ny mpamily)'],
  },
  faq: {
    fr: [
      { question: 'Puis-je conduire avec le certificat provisoire ?', answer: 'Oui : en 2025, faute de cartes, le CIM d’Antananarivo remettait un certificat provisoire de capacité, qui ne prive pas du droit de conduire. Il n’est pas reconnu à l’étranger.' },
      { question: 'Le duplicata coûte-t-il plus cher que le premier permis ?', answer: 'Non selon les sources : {montant}, comme le permis biométrique.' },
    ],
    mg: [
      { question: 'Afaka mitondra fiara amin’ny taratasy vonjimaika ve aho ?', answer: 'Eny : tamin’ny 2025, noho ny tsy fahampian’ny karatra, nanome taratasy vonjimaika (« certificat provisoire de capacité ») ny CIM Antananarivo, izay tsy manala ny zo hitondra fiara. Tsy ekena any ivelany kosa izany.' },
      { question: 'Lafo kokoa noho ny fahazoan-dàlana voalohany ve ny dikasolo ?', answer: 'Tsia araka ny loharano : {sarany}, mitovy amin’ny fahazoan-dàlana biometrika.' },
    ],
  },
  related: ['permis-de-conduire', 'declaration-de-perte', 'certificat-de-residence', 'certificat-d-authenticite-du-permis'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['processingTime', 'documents'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b4 ; docs/research/issue41/duplicata-du-permis-de-conduire.md). Torolalana n’a pas de fiche sur le duplicata du permis (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026). Pièces, lieu (porte 402 du MID pour les permis des 5 provinces), droit (38 000 Ar au guichet unique du Trésor) et délai (72 heures) d’après la seule fiche Ivotoro (sans date) ; 38 000 Ar est aussi le droit du permis biométrique selon Moov (2019) et Studio Sifaka. Lieu à Antananarivo : La Vérité (16 août 2019) dit que le CIM d’Ambohidahy traite les dossiers d’Antananarivo, dont le remplacement des permis perdus ; AllAfrica (2025) cite la demande de duplicata au CIM de Mahajanga. Lieu de la déclaration de perte (police ou gendarmerie) : non précisé par la source, étape marquée. Texte de référence : loi n° 2017-002 portant Code de la route, citée par la presse (AllAfrica 2017) et un blog (Mondoblog 2017) ; aucune disposition sur le duplicata lue.',
  },
  sources: [
    { key: 'ivotoro', title: 'Duplicata de permis de conduire délivrés dans les 5 provinces autres qu’Antananarivo', publisher: 'Ivotoro (centre d’information administrative)', kind: 'secondary', url: 'https://www.ivotoro.mg/?p=474', seen: '2026-11-28' },
    { key: 'moov-2019', title: 'Les permis de conduire et cartes grises biométriques redélivrés', publisher: 'Moov', kind: 'press', url: 'https://www.moov.mg/actualite/nationale/46905-les-permis-de-conduire-et-carte-grise-biometriques-redelivres', seen: '2026-11-28', published: '2019-05-26' },
    { key: 'studio-sifaka', title: 'Ce qu’il faut savoir sur les procédures pour l’obtention du permis de conduire', publisher: 'Studio Sifaka', kind: 'press', url: 'https://studiosifaka.org/articles/actualites/item/2425-ce-qu-il-faut-savoir-sur-les-procedures-pour-l-obtention-du-permis-de-conduire.html', seen: '2026-11-28' },
    { key: 'allafrica-2025-11', title: 'Reprise de la délivrance des cartes grises et permis biométriques au CIM de Mahajanga', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202511250386.html', seen: '2026-11-28', published: '2025-11-25' },
    { key: 'allafrica-2025-09', title: 'Paralysie de la délivrance au CIM d’Ambohidahy : stocks de permis épuisés', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202509230380.html', seen: '2026-11-28', published: '2025-09-23' },
    { key: 'allafrica-2017-code', title: 'Loi n° 2017-002 portant Code de la route : méconnue des usagers', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'http://fr.allafrica.com/stories/201708260144.html', seen: '2026-11-28', published: '2017-08-26' },
    { key: 'mondoblog-code', title: 'Madagascar a un nouveau code de la route', publisher: 'Mondoblog (feeld)', kind: 'secondary', url: 'http://feeld.mondoblog.org/2017/09/30/madagascar-a-un-nouveau-code-de-la-route/', seen: '2026-11-28', published: '2017-09-30' },
    { key: 'vol-direct', title: 'Comment passer son code de la route à Madagascar ?', publisher: 'vol-direct.net', kind: 'secondary', url: 'https://www.vol-direct.net/comment-passer-son-code-de-la-route-a-madagascar.html', seen: '2026-11-28' },
    { key: 'laverite-2019', title: 'Délivrance de permis biométriques à Antananarivo : plus de 13 000 imprimés distribués', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/8371', seen: '2026-11-28', published: '2019-08-16' },
  ],
  references: [
    { statement: 'summary', source: 'ivotoro', quote: '• Permis usé (en cas d’usure) ou une déclaration de perte (en cas de perte) ;', where: 'Dossiers à constituer' },
    { statement: 'summary', source: 'allafrica-2025-11', quote: 'Plusieurs pièces sont exigées selon la demande du requérant : entre autres, … la demande de duplicata en cas de perte' },
    { statement: 'audience', source: 'ivotoro', quote: '• Permis usé (en cas d’usure) ou une déclaration de perte (en cas de perte) ;', where: 'Dossiers à constituer' },
    { statement: 'documents.0', source: 'ivotoro', quote: '• Permis usé (en cas d’usure) ou une déclaration de perte (en cas de perte) ;', where: 'Dossiers à constituer' },
    { statement: 'documents.1', source: 'ivotoro', quote: '• Quittance de paiement du droit y afférent auprès de l’un des guichets uniques sis dans les 6 centres immatriculées ;', where: 'Dossiers à constituer' },
    { statement: 'documents.2', source: 'ivotoro', quote: '• Photocopie certifiée conforme de la CNI ;', where: 'Dossiers à constituer' },
    { statement: 'documents.3', source: 'ivotoro', quote: '• Certificat de résidence.', where: 'Dossiers à constituer' },
    { statement: 'cost', source: 'ivotoro', quote: 'Gratuit sous réserve du paiement du droit de 38 000 Ariary auprès des guichets uniques du trésor public dans les 6 provinces.', where: 'Frais et droits' },
    { statement: 'cost', source: 'moov-2019', quote: 'Les droits n’ont pas changé. 38 000 ariary pour la délivrance du permis de conduire et 74 300 ariary pour ceux de la carte grise.' },
    { statement: 'cost', source: 'studio-sifaka', quote: 'le droit de demande de permis de conduire auprès du CIM est de 38.000 Ariary.' },
    { statement: 'processingTime', source: 'ivotoro', quote: 'Durée de réalisation • 72 heures ;' },
    { statement: 'processingTime', source: 'allafrica-2025-11', quote: 'l’obtention du permis de conduire biométrique au niveau du Centre immatriculateur de Madagascar (CIM) a également cessé le 19 mai, en raison de problèmes de matériel nécessaire à leur fabrication.' },
    { statement: 'whereToApply', source: 'ivotoro', quote: 'Service, Bureau, Lieu Porte 402, Ministère de l’Intérieur et de la Décentralisation. Procédures • Dépôt du dossier au bureau du courrier du MID ;' },
    { statement: 'youReceive', source: 'allafrica-2025-09', quote: 'Pour les usagers sur place, nous n’avons d’autre choix que de délivrer ce document provisoire' },
    { statement: 'steps.0', source: 'ivotoro', quote: '• Permis usé (en cas d’usure) ou une déclaration de perte (en cas de perte) ;' },
    { statement: 'steps.1', source: 'ivotoro', quote: 'Gratuit sous réserve du paiement du droit de 38 000 Ariary auprès des guichets uniques du trésor public dans les 6 provinces.' },
    { statement: 'steps.1', source: 'moov-2019', quote: 'Les droits n’ont pas changé. 38 000 ariary pour la délivrance du permis de conduire' },
    { statement: 'steps.2', source: 'ivotoro', quote: '• Dépôt du dossier au bureau du courrier du MID ;', where: 'Procédures' },
    { statement: 'steps.3', source: 'ivotoro', quote: '• Suivi régulier du dossier.', where: 'Procédures' },
    { statement: 'faq.0', source: 'allafrica-2025-09', quote: 'L’utilisation de ce certificat ne prive en aucun cas les sortants d’auto-école de leurs droits de conduite.' },
    { statement: 'faq.0', source: 'allafrica-2025-09', quote: 'les certificats provisoires ne sont pas reconnus officiellement à l’extérieur.' },
    { statement: 'faq.1', source: 'ivotoro', quote: 'Gratuit sous réserve du paiement du droit de 38 000 Ariary' },
    { statement: 'faq.1', source: 'moov-2019', quote: '38 000 ariary pour la délivrance du permis de conduire' },
    { statement: 'legalReferences.0', source: 'allafrica-2017-code', quote: 'Bon nombres d’usagers de la route ignorent la loi n°2017-002 portant Code de la Route à Madagascar.' },
    { statement: 'legalReferences.0', source: 'mondoblog-code', quote: 'La loi n°2017-002 portant sur le nouveau code de la route à Madagascar a été adoptée par la Haute Cour Constitutionnelle le 5 juillet 2017 et prend effet immédiat.' },
    { statement: 'legalReferences.0', source: 'vol-direct', quote: 'voici les points essentiels évoqués par la loi n° 2017-002 portant code de la route à Madagascar : … Les règles applicables aux conducteurs.' },
    { statement: 'whereToApply', source: 'laverite-2019', quote: 'Entre le mois de mai jusqu’à hier, le Centre immatriculateur de Madagascar (CIM), situé à Ambohidahy et traitant les dossiers d’Antananarivo et ses périphéries, a délivré 13  497 vrais permis biométriques.' },
    { statement: 'whereToApply', source: 'laverite-2019', quote: 'Il s’agit notamment des nouvelles demandes suite à l’admission aux examens de conduite et de code, le remplacement en cas de perte ainsi que le changement des anciens permis « roses » en biométriques.' },
    { statement: 'summary', source: 'laverite-2019', quote: 'Il s’agit notamment des nouvelles demandes suite à l’admission aux examens de conduite et de code, le remplacement en cas de perte ainsi que le changement des anciens permis « roses » en biométriques.' },
  ],
}

export default service

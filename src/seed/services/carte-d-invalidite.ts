import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'carte-d-invalidite',
  category: 'travail-et-retraite',
  ministry: 'population',
  slug: { fr: 'carte-d-invalidite', mg: 'karatry-ny-sembana' },
  title: {
    fr: 'Demander la carte d’invalidité (handicap)',
    mg: 'Mangataka karatry ny sembana',
  },
  summary: {
    fr: 'La carte d’invalidité est délivrée à toute personne handicapée qui la demande, ou à son tuteur. Elle s’appuie sur la loi de 1998 sur les personnes handicapées, qui leur reconnaît les mêmes droits qu’à tous les citoyens.',
    mg: 'Omena izay olona sembana rehetra mangataka azy, na ny mpiahy azy, ny karatry ny sembana. Miankina amin’ny lalàna tamin’ny 1998 momba ny olona sembana izany, izay manome azy ireo zo mitovy amin’ny an’ny olom-pirenena rehetra.',
  },
  audience: {
    fr: 'Toute personne qui a une déficience physique, mentale ou sensorielle, de naissance ou acquise, qui l’empêche d’assurer seule tout ou partie des besoins d’une vie normale ; son tuteur légal si elle ne peut pas agir elle-même.',
    mg: 'Izay olona manana fahasembanana ara-batana, ara-tsaina na amin’ny fahatsapana, hatramin’ny nahaterahany na vao tratra, izay manakana azy tsy hahavita irery ny ilainy rehetra na ny sasany amin’ny fiainana andavanandro ; ny mpiahy azy ara-dalàna raha tsy afaka manao izany izy.',
  },
  documents: {
    fr: [
      { item: 'Une demande écrite de la personne handicapée ou de son tuteur légal', unsure: 'forme de la demande non publiée' },
      { item: 'Un certificat médical qui décrit le handicap', unsure: 'pièce non confirmée : le texte lu s’arrête avant la liste des pièces' },
      { item: 'Votre CIN (ou l’acte de naissance pour un enfant) et des photos d’identité', unsure: 'pièces non confirmées' },
    ],
    mg: [
      { item: 'Fangatahana an-tsoratra avy amin’ny olona sembana na ny mpiahy azy ara-dalàna', unsure: 'tsy navoaka ny endriky ny fangatahana' },
      { item: 'Taratasy avy amin’ny dokotera milazalaza ny fahasembanana', unsure: 'tsy voamarina : tapaka alohan’ny lisitry ny taratasy ilaina ny lahatsoratra novakiana' },
      { item: 'Ny kara-panondronao (na kopia nahaterahana ho an’ny ankizy) sy sary famantarana', unsure: 'tsy voamarina' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Coût non publié : demandez au service qui reçoit la demande.',
      mg: 'Tsy voalaza ny sarany : anontanio amin’ny sampan-draharaha mandray ny fangatahana.',
    },
  },
  youReceive: {
    fr: 'Une carte d’invalidité à votre nom.',
    mg: 'Karatry ny sembana amin’ny anaranao.',
  },
  processingTime: {
    fr: 'Délai non publié.',
    mg: 'Tsy voalaza ny faharetany.',
  },
  whereToApply: {
    fr: 'Auprès des autorités que désigne l’arrêté interministériel de 2004 ; en pratique, les services du ministère chargé de la Population et de la Protection sociale. Renseignez-vous à la direction régionale de ce ministère.',
    mg: 'Any amin’ireo manam-pahefana voatondron’ny didim-pitondrana iraisan’ny ministera tamin’ny 2004 ; raha ny tena izy, ny sampan-draharahan’ny ministera misahana ny Mponina sy ny Fiahiana ara-tsosialy. Manontania any amin’ny foibem-paritr’io ministera io.',
  },
  steps: {
    fr: [
      { title: 'Renseignez-vous sur le lieu de dépôt', detail: 'Demandez à la direction régionale du ministère de la Population (ou à votre commune) qui reçoit les demandes de carte d’invalidité et quelles pièces apporter.', unsure: 'service compétent non confirmé' },
      { title: 'Faites constater le handicap', detail: 'Consultez un médecin qui décrit votre déficience dans un certificat.', unsure: 'étape non confirmée par le texte lu' },
      { title: 'Déposez la demande', detail: 'Vous-même, ou votre tuteur légal si vous ne pouvez pas agir seul, déposez la demande : la carte est attribuée par les autorités prévues par l’arrêté de 2004.' },
    ],
    mg: [
      { title: 'Fantaro izay toerana hametrahana azy', detail: 'Anontanio any amin’ny foibem-paritry ny ministeran’ny Mponina (na any amin’ny kaominina misy anao) hoe iza no mandray ny fangatahana karatry ny sembana sy inona avy ny taratasy entina.', unsure: 'tsy voamarina ny sampan-draharaha tompon’andraikitra' },
      { title: 'Asaivo hamarinin’ny dokotera ny fahasembanana', detail: 'Manatona dokotera izay hanoratra ny fahasembananao ao amin’ny taratasy fanamarinana.', unsure: 'dingana tsy voamarin’ny lahatsoratra novakiana' },
      { title: 'Apetraho ny fangatahana', detail: 'Ianao mihitsy, na ny mpiahy anao ara-dalàna raha tsy afaka manao irery ianao, no mametraka ny fangatahana : ireo manam-pahefana voalazan’ny didim-pitondrana tamin’ny 2004 no manome ny karatra.' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 97-044 du 2 février 1998 sur les personnes handicapées',
      'Arrêté interministériel n° 24666/2004 portant application de la carte d’invalidité pour les personnes handicapées',
      'Loi n° 2003-044 portant Code du travail, articles 104 à 109 (travailleurs handicapés) ; un nouveau Code du travail a été promulgué par la loi n° 2024-014',
    ],
    mg: [
      'Lalàna laharana 97-044 tamin’ny 2 febroary 1998 momba ny olona sembana',
      'Didim-pitondrana iraisan’ny ministera laharana 24666/2004 mampihatra ny karatry ny sembana',
      'Lalàna laharana 2003-044 mametraka ny Fehezan-dalàna momba ny asa, andininy faha-104 ka hatramin’ny faha-109 (mpiasa sembana) ; efa nisy Fehezan-dalàna momba ny asa vaovao navoakan’ny lalàna laharana 2024-014',
    ],
  },
  faq: {
    fr: [
      { question: 'Quels droits la loi reconnaît-elle aux personnes handicapées ?', answer: 'Tous les droits reconnus aux citoyens, exercés par elles-mêmes ou par un tiers, dont le droit aux services médicaux et à la rééducation spécialisée.' },
      { question: 'Un employeur doit-il embaucher des personnes handicapées ?', answer: 'Le Code du travail prévoit des mesures incitatives pour les entreprises qui en embauchent, mais le décret qui doit les fixer n’est pas encore pris selon les associations.' },
      { question: 'J’ai cotisé à la CNaPS et je ne peux plus travailler. Ai-je droit à une pension ?', answer: 'Selon des guides internationaux, la CNaPS verse une pension d’invalidité à partir de 55 ans, si la capacité de travail a baissé d’au moins 60 % et après au moins 15 ans d’assurance. Demandez à la CNaPS.' },
    ],
    mg: [
      { question: 'Inona avy ireo zo omen’ny lalàna ny olona sembana ?', answer: 'Ny zo rehetra ananan’ny olom-pirenena, ampiasainy mihitsy na amin’ny alalan’olon-kafa, anisan’izany ny zo hahazo fitsaboana sy fanarenana manokana.' },
      { question: 'Tsy maintsy mandray olona sembana ve ny mpampiasa ?', answer: 'Manome famporisihana ho an’ny orinasa mandray azy ireo ny Fehezan-dalàna momba ny asa, saingy mbola tsy nivoaka ny didim-panjakana hamaritra izany, araka ny fikambanana.' },
      { question: 'Nandoa latsakemboka tamin’ny CNaPS aho ary tsy afaka miasa intsony. Manana zo hahazo fisotroan-dronono ve aho ?', answer: 'Araka ny torolalana iraisam-pirenena, manome fisotroan-dronono noho ny fahasembanana ny CNaPS manomboka amin’ny 55 taona, raha nihena 60 % farafahakeliny ny fahafahana miasa ary rehefa nandoa latsakemboka 15 taona farafahakeliny. Anontanio amin’ny CNaPS.' },
    ],
  },
  related: ['certificat-medical', 'accident-du-travail', 'retraite-des-salaries'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['documents', 'cost', 'processingTime', 'whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/carte-d-invalidite.md). Pas de fiche Torolalana. Texte lu : arrêté interministériel n° 24666/2004 (copie Studylib, articles 1 à 4 seulement : carte délivrée à toute personne handicapée, demande de l’intéressé ou de son tuteur, autorités « prévues à l’article … » coupé) ; loi 97-044 du 2 février 1998 (Lexxika, jwf-legal2) ; Code du travail art. 104 à 109 (Studio Sifaka). Non trouvés, marqués : pièces, coût, délai, lieu et service compétent (le ministère de la Population est déduit des signataires de l’arrêté, non affirmé par une source) ; les étapes 1 et 2 sont marquées. Pension d’invalidité de la CNaPS (55 ans, 60 %, 15 ans) : deux guides internationaux (Atlas HXM, SSA sur Scribd). Le ministère de la Population n’existe pas dans la liste des ministères du portail : champ laissé vide.',
  },
  sources: [
    { key: 'arrete-24666', title: 'Arrêté interministériel n° 24666/2004 portant application de la carte d’invalidité pour les personnes handicapées (copie Studylib)', publisher: 'Gouvernement de Madagascar, copie publiée sur Studylib', kind: 'secondary', url: 'https://studylibfr.com/doc/1534802/arrete-24666-carte', seen: '2026-11-28', published: '2004' },
    { key: 'loi-97-044', title: 'Loi n° 97-044 du 2 février 1998 sur les personnes handicapées', publisher: 'Lexxika (textes de lois malgaches)', kind: 'secondary', url: 'https://textes.lexxika.com/lois-malagasy/loi-n97-044-du-2-fevrier-1998-sur-les-personnes-handicapees/', seen: '2026-11-28', published: '1998-02-02' },
    { key: 'jwf-97-044', title: 'Loi n° 97-044 du 2 février 1998 sur les personnes handicapées (JO n° 2482 du 16.02.98)', publisher: 'Recueil de textes juridiques malgaches (jwf-legal2)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/Lois-191.htm', seen: '2026-11-28', published: '1998-02-02' },
    { key: 'studiosifaka', title: 'Personnes en situation de handicap : un article du Code du travail ignoré', publisher: 'Studio Sifaka', kind: 'press', url: 'https://studiosifaka.org/articles/actualites/item/5670-personnes-en-situation-de-handicap-un-article-du-code-du-travail-ignore.html', seen: '2026-11-28' },
    { key: 'nocomment', title: 'Razaka Ralphine : « Les handicapés ne connaissent pas leurs droits »', publisher: 'No Comment', kind: 'press', url: 'https://nocomment.mg/razaka-ralphine-les-handicapes-ne-connaissent-pas-leurs-droits', seen: '2026-11-28' },
    { key: 'atlashxm', title: 'Madagascar — Invalidity Benefits', publisher: 'Atlas HXM (guide pour employeurs)', kind: 'secondary', url: 'https://www.atlashxm.com/countries/madagascar', seen: '2026-11-28' },
    { key: 'ssa-scribd', title: 'Social Security Programs Throughout the World — Madagascar (copie publiée sur Scribd)', publisher: 'U.S. Social Security Administration, copie Scribd', kind: 'secondary', url: 'https://fr.scribd.com/document/421403112/Madagascar', seen: '2026-11-28' },
    { key: 'normlex-2024', title: 'Observation (CEACR) adoptée 2024, publiée 113e session CIT (2025) — Madagascar, conventions n° 81 et 129 (inspection du travail)', publisher: 'Organisation internationale du Travail (NORMLEX)', kind: 'secondary', url: 'https://normlex.ilo.org/dyn/nrmlx_fr/f?p=NORMLEXPUB:13100:0::NO::P13100_COMMENT_ID,P13100_LANG_CODE:4409328,fr', seen: '2026-11-28', published: '2025' },
  ],
  references: [
    { statement: 'summary', source: 'arrete-24666', quote: 'Art.2. : Une carte d’invalidité est délivrée à toute personne handicapée dans les conditions fixées par le présent arrêté.' },
    { statement: 'summary', source: 'arrete-24666', quote: 'Art.4. : A la demande de l’intéressé ou – à défaut – de son tuteur légal, en cas d’incapacité légale d’exercice de droit civique dûment constatée, une carte d’invalidité lui est attribuée' },
    { statement: 'summary', source: 'loi-97-044', quote: 'Article premier. La présente loi a pour objet d’assurer à toutes personnes handicapées la reconnaissance, la jouissance et l’exercice par elles-mêmes ou par d’autres personnes de tous les droits reconnus à tous les citoyens sans distinction.' },
    { statement: 'summary', source: 'jwf-97-044', quote: 'LOI N°97-044 DU 2 FEVRIER 1998 sur les personnes handicapées' },
    { statement: 'audience', source: 'arrete-24666', quote: '« personne handicapée » désigne toute personne qui présente une déficience congénitale ou acquise dans ses capacités physiques, mentales ou sensorielles et qui l’empêche personnellement d’avoir une certaine autonomie pour assurer tout ou partie des nécessités d’une vie individuelle …' },
    { statement: 'audience', source: 'loi-97-044', quote: 'L’expression " Personnes Handicapées " désigne toute personne qui présente une déficience congénitale ou acquise dans ses capacités physiques ou mentales et qui l’empêche d’assurer personnellement tout ou partie des nécessités d’une vie individuelle ou sociale normale.' },
    { statement: 'audience', source: 'arrete-24666', quote: 'A la demande de l’intéressé ou – à défaut – de son tuteur légal' },
    { statement: 'documents.0', source: 'arrete-24666', quote: 'A la demande de l’intéressé ou – à défaut – de son tuteur légal' },
    { statement: 'youReceive', source: 'arrete-24666', quote: 'une carte d’invalidité lui est attribuée par les Autorités prévues à l’arti' },
    { statement: 'youReceive', source: 'loi-97-044', quote: 'Article premier. La présente loi a pour objet d’assurer à toutes personnes handicapées la reconnaissance' },
    { statement: 'whereToApply', source: 'arrete-24666', quote: 'une carte d’invalidité lui est attribuée par les Autorités prévues à l’arti' },
    { statement: 'whereToApply', source: 'arrete-24666', quote: 'LE MINISTRE DE LA POPULATION, DE LA PROTECTION SOCIALE ET DES LOISIRS' },
    { statement: 'steps.2', source: 'arrete-24666', quote: 'Art.4. : A la demande de l’intéressé ou – à défaut – de son tuteur légal, en cas d’incapacité légale d’exercice de droit civique dûment constatée, une carte d’invalidité lui est attribuée par les Autorités prévues à l’arti' },
    { statement: 'legalReferences.0', source: 'loi-97-044', quote: 'LOI N° 97-044 Sur les Personnes handicapées.' },
    { statement: 'legalReferences.0', source: 'jwf-97-044', quote: 'LOI N°97-044 DU 2 FEVRIER 1998 sur les personnes handicapées' },
    { statement: 'legalReferences.1', source: 'arrete-24666', quote: 'ARRETE INTER-MINISTERIEL n°24666 / 2004 PORTANT APPLICATION DE LA CARTE D’INVALIDITE POUR LES PERSONNES HANDICAPEES' },
    { statement: 'legalReferences.2', source: 'studiosifaka', quote: 'Le Code du travail malgache inscrit dans la loi 2003-044 comporte 268 articles. Le cas des personnes en situation de handicap est relaté de l’article 104 à l’article 109.' },
    { statement: 'legalReferences.2', source: 'normlex-2024', quote: 'le nouveau Code du travail, promulgué par la loi no 2024-014 portant Code du travail' },
    { statement: 'faq.0', source: 'loi-97-044', quote: 'La personne handicapée jouit et exerce soit personnellement, soit par l’intermédiaire d’un tiers, les droits reconnus à tous citoyens par la Constitution' },
    { statement: 'faq.0', source: 'jwf-97-044', quote: 'Art. 4 - Toute personne handicapée a le droit de jouir et de bénéficier des services médicaux et de la rééducation spécialisée.' },
    { statement: 'faq.1', source: 'studiosifaka', quote: 'L’article 107 énonce que « toute entreprise ayant embauché un certain nombre de personnes handicapées bénéficie des mesures incitatives ». La présidente … déplore que ces mesures incitatives ne soient pas appliquées pour le moment.' },
    { statement: 'faq.1', source: 'studiosifaka', quote: '« Les mesures ne sont pas encore définies mais lors des consultations qui ont été menées, il est notamment question d’allègement fiscal »' },
    { statement: 'faq.2', source: 'atlashxm', quote: 'Age 55 (50 for merchant seamen) - Working capacity loss of at least 60% - At least 15 years of c' },
    { statement: 'faq.2', source: 'ssa-scribd', quote: 'Disability pension: Age 55 (age 50 for merchant seamen) with at least a 60% loss of working capacity and at least 15 years of coverage' },
  ],
}

export default service

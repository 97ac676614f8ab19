import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'morcellement',
  category: 'habitat-et-foncier',
  ministry: 'matsf',
  slug: { fr: 'morcellement', mg: 'fanavahana-tany' },
  title: {
    fr: 'Diviser un terrain titré (morcellement)',
    mg: 'Manavaka tany misy titra (morcellement)',
  },
  summary: {
    fr: 'Pour vendre une partie d’un terrain ou le partager entre héritiers, il faut le morceler : autorisation de morcellement, travaux d’un géomètre expert, puis projet de morcellement au service foncier pour que chaque part ait son titre.',
    mg: 'Raha hivarotra ampahan-tany na hizara tany amin’ny mpandova, tsy maintsy avahana ilay tany : fanomezan-dàlana hanavaka, asan’ny mpandrefy tany manam-pahaizana, avy eo tetikasa fanavahana any amin’ny sampan-draharahan’ny fananan-tany mba hanan’ny ampahany tsirairay ny titrany.',
  },
  audience: {
    fr: 'Les propriétaires d’un terrain titré ou cadastré qui vendent une partie du terrain, et les héritiers qui le partagent.',
    mg: 'Ireo tompon’ny tany misy titra na kadasitra mivarotra ampahany amin’ny tany, sy ireo mpandova mizara azy.',
  },
  documents: {
    fr: [
      'Un certificat de situation juridique (CSJ) de moins de 3 mois',
      'Le plan du terrain avec les coordonnées Laborde',
      { item: 'Les plans pour une vente d’une partie du terrain', quantity: 5 },
      { item: 'Votre CIN', form: 'certifiedCopy', unsure: 'pièce non citée par la source pour le morcellement' },
    ],
    mg: [
      'Fanamarinana ny fananan-tany (CSJ) latsaky ny 3 volana',
      'Ny sari-tany misy ny « coordonnées Laborde »',
      { item: 'Ny sari-tany ho an’ny fivarotana ampahan-tany', quantity: 5 },
      { item: 'Ny kara-panondronao (CIN)', form: 'certifiedCopy', unsure: 'tsy voatanisan’ny loharano ho an’ny fanavahana' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'L’autorisation de morcellement coûte ce que fixe l’arrêté ou la délibération de la commune. S’y ajoutent les honoraires du géomètre expert et les droits du service foncier, non publiés.',
      mg: 'Ny saran’ny fanomezan-dàlana hanavaka dia izay voafaritry ny didim-panjakana na ny fanapahan-kevitry ny kaominina. Ampiana ny saran’ny mpandrefy tany sy ny saran’ny sampan-draharahan’ny fananan-tany, tsy voalaza.',
    },
  },
  processingTime: {
    fr: 'Délai total non publié ; l’autorisation d’urbanisme seule prend environ 2 jours.',
    mg: 'Tsy voalaza ny faharetany manontolo ; eo amin’ny 2 andro ny fanomezan-dàlana momba ny fanajariana irery.',
  },
  whereToApply: {
    fr: 'Service de l’aménagement du territoire (SRAT) pour l’autorisation ; un géomètre expert pour les travaux ; service foncier (Domaines) du lieu du terrain pour le projet de morcellement.',
    mg: 'Sampan-draharahan’ny fanajariana ny tany (SRAT) ho an’ny fanomezan-dàlana ; mpandrefy tany manam-pahaizana ho an’ny asa ; sampan-draharahan’ny fananan-tany misy ny tany ho an’ny tetikasa fanavahana.',
  },
  youReceive: {
    fr: 'Des parcelles séparées, chacune avec son propre titre.',
    mg: 'Tany voasaraka, samy manana ny titrany avy.',
  },
  steps: {
    fr: [
      { title: 'Préparez le CSJ et le plan', detail: 'Demandez un CSJ de moins de 3 mois et le plan du terrain avec les coordonnées Laborde.' },
      { title: 'Demandez l’autorisation de morcellement', detail: 'Avec le CSJ et le plan, demandez au service de l’aménagement (SRAT) les prescriptions d’urbanisme et l’autorisation de morcellement.', duration: { from: 2, unit: 'days' } },
      { title: 'Faites faire les travaux par un géomètre expert', detail: 'Le morcellement est un travail réservé aux géomètres experts : il mesure et borne les nouvelles parcelles.' },
      { title: 'Déposez le projet de morcellement', detail: 'Au service foncier, déposez la demande de projet de morcellement ; pour une vente ou un partage, faites ensuite la mutation.' },
    ],
    mg: [
      { title: 'Omano ny CSJ sy ny sari-tany', detail: 'Mangataha CSJ latsaky ny 3 volana sy sari-tany misy ny « coordonnées Laborde ».' },
      { title: 'Mangataha fanomezan-dàlana hanavaka', detail: 'Mitondra ny CSJ sy ny sari-tany, mangataha ny fepetra ara-panajariana sy ny fanomezan-dàlana hanavaka ny tany any amin’ny sampan-draharahan’ny fanajariana (SRAT).', duration: { from: 2, unit: 'days' } },
      { title: 'Asaivo mpandrefy tany manam-pahaizana ny asa', detail: 'Asa omena ny mpandrefy tany manam-pahaizana ihany ny fanavahana : izy no mandrefy sy manatsatoka vato ny tany vaovao.' },
      { title: 'Apetraho ny tetikasa fanavahana', detail: 'Any amin’ny sampan-draharahan’ny fananan-tany, apetraho ny fangatahana tetikasa fanavahana ; raha fivarotana na fizarana, ataovy avy eo ny famindrana.' },
    ],
  },
  legalReferences: {
    fr: ['Ordonnance n° 60-146 du 3 octobre 1960 relative au régime foncier de l’immatriculation (modifiée) : livres fonciers et titres fonciers'],
    mg: ['Hitsivolana laharana faha-60-146 tamin’ny 3 oktobra 1960 mikasika ny fitsipika momba ny fampidirana ny tany ao amin’ny boky (novaina) : bokin-tany sy titra'],
  },
  faq: {
    fr: [
      { question: 'Je veux acheter une partie d’un terrain. Que demander au vendeur ?', answer: 'Avant d’acheter, demandez l’autorisation de transaction ou de morcellement, avec le CSJ et le plan aux coordonnées Laborde, et 5 plans pour une partie du terrain.' },
      { question: 'Nous sommes plusieurs héritiers. Faut-il morceler ?', answer: 'Pour que chacun ait sa part, le service foncier fait la mutation par partage, de tout ou partie du terrain, avec ou sans morcellement.' },
    ],
    mg: [
      { question: 'Te hividy ampahan-tany aho. Inona no angatahina amin’ny mpivarotra ?', answer: 'Alohan’ny hividianana, angataho ny fanomezan-dàlana hivarotra na hanavaka, miaraka amin’ny CSJ sy ny sari-tany misy « coordonnées Laborde », ary sari-tany 5 raha ampahan-tany.' },
      { question: 'Mpandova maromaro izahay. Tsy maintsy avahana ve ny tany ?', answer: 'Mba hananan’ny tsirairay ny anjarany, manao famindrana noho ny fizarana ny sampan-draharahan’ny fananan-tany, amin’ny tany manontolo na ampahany, misy na tsy misy fanavahana.' },
    ],
  },
  related: ['bornage', 'acheter-un-terrain', 'acte-de-partage', 'mutation-de-titre-foncier', 'certificat-de-situation-juridique'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b4 ; docs/research/issue41/morcellement.md). Torolalana n’a pas de fiche morcellement : « Fitantanana ny toeram-ponenana sy ny fananan-tany » liste l’autorisation de morcellement (DGATH) et la demande de projet de morcellement et la mutation par partage avec ou sans morcellement (DGSF) ; « Hividy tany amin’olon-tsotra » donne l’autorisation de transaction ou de morcellement (SRAT, 2 jours, coût fixé par décision de l’État ou de la commune), CSJ et plan aux coordonnées Laborde, 5 plans pour une partie (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026). Géomètre expert : AllAfrica (24 février 2024). Coût et délai d’ensemble non publiés : marqués. CIN : pièce non citée, marquée. Nouveau titre pour chaque parcelle : mémoire d’étudiant (chatpfe), une seule source secondaire. Texte de référence ajouté : ordonnance n° 60-146 (copie Droit-Afrique ; l’exposé des motifs de la loi n° 2017-046 la dit en vigueur) ; la loi n° 2017-046, qui devait la remplacer, a été en partie déclarée non conforme par la HCC en 2018 (voir le guide titre-foncier).',
  },
  sources: [
    { key: 'torolalana-gerer', title: 'Torolalana — Fitantanana ny toeram-ponenana sy ny fananan-tany (Gérer son habitation et ses propriétés foncières)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/gerer-son-habitation-et-ses-proprietes-foncieres', seen: '2026-11-28' },
    { key: 'torolalana-achat', title: 'Torolalana — Hividy tany amin’olon-tsotra (Acheter un terrain auprès d’un particulier)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/acheter-un-terrain-aupres-d-un-particulier', seen: '2026-11-28' },
    { key: 'allafrica-2024-02', title: 'Prestation de serment de 19 nouveaux géomètres experts', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202402240058.html', seen: '2026-11-28', published: '2024-02-24' },
    { key: 'terralys-2025', title: 'Acheter un terrain à Madagascar : les étapes à suivre', publisher: 'Terralys (agence immobilière)', kind: 'secondary', url: 'https://terralys.immo/2025/07/23/acheter-un-terrain-a-madagascar', seen: '2026-11-28', published: '2025-07-23' },
    { key: 'chatpfe', title: 'Procédure technique et juridique de morcellement d’un terrain (mémoire de fin d’études)', publisher: 'chatpfe.com (mémoires d’étudiants)', kind: 'secondary', url: 'https://www.chatpfe.com/procedure-technique-et-juridique-de-morcellement-dun-terrain/', seen: '2026-11-28' },
    { key: 'ordonnance-60-146', title: 'Ordonnance n° 60-146 du 3 octobre 1960 relative au régime foncier de l’immatriculation, modifiée (texte, copie Droit-Afrique)', publisher: 'Droit-Afrique (copie sur vdocuments.fr)', kind: 'official', url: 'https://vdocuments.fr/regime-foncier.html', seen: '2026-11-28' },
    { key: 'loi-2017-046', title: 'Loi n° 2017-046 fixant le régime juridique de l’immatriculation et de la propriété foncière titrée, exposé des motifs (copie déposée sur Scribd)', publisher: 'République de Madagascar (copie sur Scribd)', kind: 'official', url: 'https://fr.scribd.com/document/784837953/Mad179673', seen: '2026-11-28', published: '2017' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana-gerer', quote: 'AUTORISATION DE MORCELLEMENT', where: 'La Direction Générale de l’Aménagement du Territoire et de l’Habitat (DGATH)' },
    { statement: 'summary', source: 'torolalana-gerer', quote: 'DEMANDE DE PROJET DE MORCELLEMENT', where: 'La Direction Générale des Services Fonciers (DGSF)' },
    { statement: 'summary', source: 'allafrica-2024-02', quote: 'la loi malgache réserve exclusivement aux géomètres experts une série de travaux topographiques, notamment les bornages, le morcellement' },
    { statement: 'audience', source: 'torolalana-gerer', quote: 'MUTATION PAR PARTAGE (TOTALITÉ OU PARTIE) AVEC OU SANS MORCELLEMENT', where: 'La Direction Générale des Services Fonciers (DGSF)' },
    { statement: 'audience', source: 'torolalana-achat', quote: 'sari-tany dimy (05) raha ampahan-tany, telo (3) raha tany manontolo', where: 'Antontan-taratasy ilaina' },
    { statement: 'documents.0', source: 'torolalana-achat', quote: '«certificat de situation juridique » sy sari-tany (plan) misy«coordonnées Laborde»no entina mangataka izany.', where: 'Fanamarihana' },
    { statement: 'documents.0', source: 'torolalana-achat', quote: 'fanamarinana Fananan-tany iray tsy lany daty ho an’ny tany misy titra na kadasitra (latsaky ny 3 volana)', where: 'Antontan-taratasy ilaina' },
    { statement: 'documents.1', source: 'torolalana-achat', quote: '«certificat de situation juridique » sy sari-tany (plan) misy«coordonnées Laborde»no entina mangataka izany.', where: 'Fanamarihana' },
    { statement: 'documents.2', source: 'torolalana-achat', quote: 'sari-tany dimy (05) raha ampahan-tany, telo (3) raha tany manontolo', where: 'Antontan-taratasy ilaina' },
    { statement: 'documents.2', source: 'terralys-2025', quote: '5 plans pour un morcellement.' },
    { statement: 'cost', source: 'torolalana-achat', quote: 'taratasy momba ny fanajariana: miankina ny didim-panjakana na ny fanampahan-kevitry ny kaominina', where: 'Sarany' },
    { statement: 'processingTime', source: 'torolalana-achat', quote: 'taratasy momba ny fanajariana: roa (2) andro', where: 'Faharetany' },
    { statement: 'whereToApply', source: 'torolalana-achat', quote: 'taratasy momba ny fanajariana:sampandraharahan’ny fananantany misy ilay tany (SRAT).', where: 'Toerana' },
    { statement: 'whereToApply', source: 'torolalana-gerer', quote: 'DEMANDE DE PROJET DE MORCELLEMENT', where: 'La Direction Générale des Services Fonciers (DGSF)' },
    { statement: 'whereToApply', source: 'allafrica-2024-02', quote: 'notamment les bornages, le morcellement' },
    { statement: 'youReceive', source: 'chatpfe', quote: 'il est intéressant de définir les procédures juridiques qu’il faut suivre afin d’obtenir l’immatriculation des terrains morcelés.' },
    { statement: 'steps.0', source: 'torolalana-achat', quote: '«certificat de situation juridique » sy sari-tany (plan) misy«coordonnées Laborde»no entina mangataka izany.', where: 'Fanamarihana' },
    { statement: 'steps.0', source: 'torolalana-achat', quote: 'fanamarinana Fananan-tany iray tsy lany daty ho an’ny tany misy titra na kadasitra (latsaky ny 3 volana)', where: 'Antontan-taratasy ilaina' },
    { statement: 'steps.1', source: 'torolalana-achat', quote: 'angatahana eo anivon’ny fanajariana ny tany aloha ny fepetra ara-panajariana rehetra sy ny fanomezan-dalana hivarotra na hanavaka ny tany (prescription d’urbanisme et autorisation de transaction ou de morcellement)', where: 'Fanamarihana' },
    { statement: 'steps.1', source: 'torolalana-achat', quote: 'taratasy momba ny fanajariana: roa (2) andro', where: 'Faharetany' },
    { statement: 'steps.2', source: 'allafrica-2024-02', quote: 'la loi malgache réserve exclusivement aux géomètres experts une série de travaux topographiques, notamment les bornages, le morcellement' },
    { statement: 'steps.3', source: 'torolalana-gerer', quote: 'DEMANDE DE PROJET DE MORCELLEMENT, CHANGEMENT DE NOM, MUTATION PAR DECES, MUTATION PAR VENTE, MUTATION PAR PARTAGE (TOTALITÉ OU PARTIE) AVEC OU SANS MORCELLEMENT', where: 'La Direction Générale des Services Fonciers (DGSF)' },
    { statement: 'faq.0', source: 'torolalana-achat', quote: 'alohan’ny hividy ny tany dia angatahana eo anivon’ny fanajariana ny tany aloha ny fepetra ara-panajariana rehetra sy ny fanomezan-dalana hivarotra na hanavaka ny tany (prescription d’urbanisme et autorisation de transaction ou de morcellement)', where: 'Fanamarihana' },
    { statement: 'faq.0', source: 'torolalana-achat', quote: 'sari-tany dimy (05) raha ampahan-tany, telo (3) raha tany manontolo', where: 'Antontan-taratasy ilaina' },
    { statement: 'faq.1', source: 'torolalana-gerer', quote: 'MUTATION PAR PARTAGE (TOTALITÉ OU PARTIE) AVEC OU SANS MORCELLEMENT', where: 'La Direction Générale des Services Fonciers (DGSF)' },
    { statement: 'legalReferences.0', source: 'ordonnance-60-146', quote: 'Ordonnance n60-146 du 3 octobre 1960 relative au rgime foncier de limmatriculation modifie par :', where: 'en-tête' },
    { statement: 'legalReferences.0', source: 'ordonnance-60-146', quote: 'La garantie des droits rels est obtenue au moyen de la publication sur des livres fonciers, un compte particulier dnomm titre foncier, ouvert pour chaque immeuble', where: 'article 1' },
    { statement: 'legalReferences.0', source: 'loi-2017-046', quote: 'la réforme du régime foncier de l’immatriculation actuellement régi par l’Ordonnance n° 60-146 du 3 octobre 1960', where: 'exposé des motifs' },
  ],
}

export default service

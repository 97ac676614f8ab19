import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'certificat-de-situation-juridique',
  category: 'habitat-et-foncier',
  ministry: 'matsf',
  slug: { fr: 'certificat-de-situation-juridique', mg: 'fanamarinana-ny-fananan-tany' },
  title: {
    fr: 'Demander un certificat de situation juridique',
    mg: 'Mangataka fanamarinana ny fananan-tany (CSJ)',
  },
  summary: {
    fr: 'Le certificat de situation juridique (CSJ) reproduit ce qui est inscrit au livre foncier d’un terrain titré ou cadastré : le propriétaire, et les charges comme une hypothèque. Il se demande au service des Domaines.',
    mg: 'Ny fanamarinana ny fananan-tany (certificat de situation juridique, CSJ) dia mitovy amin’izay voasoratra ao amin’ny bokin-tany misy titra na kadasitra : ny tompony, sy ny zavatra mavesatra amin’ny tany toy ny antoka (hypothèque). Any amin’ny sampan-draharahan’ny fananan-tany no angatahana azy.',
  },
  audience: {
    fr: 'Les propriétaires de terrains titrés ou cadastrés, et toute personne qui veut acheter un terrain et vérifier le vendeur.',
    mg: 'Ireo tompon’ny tany misy titra na kadasitra, sy izay rehetra te hividy tany ka te hanamarina ny mpivarotra.',
  },
  documents: {
    fr: [
      { item: 'Votre CIN', form: 'certifiedCopy' },
      'Le numéro du titre et le nom du terrain ; pour un cadastre : lieu, section, numéro de parcelle, registre et folio',
      'Le formulaire de demande (imprimé)',
    ],
    mg: [
      { item: 'Ny kara-panondronao (CIN)', form: 'certifiedCopy' },
      'Ny laharan’ny titra sy ny anaran’ny tany ; raha kadasitra : toerana misy azy, sokajy (section), laharan’ny parsely, rejistra ary takelaka (folio)',
      'Ny taratasy fangatahana (imprimé)',
    ],
  },
  cost: {
    free: false,
    amountAriary: 4000,
    details: {
      fr: '{montant} par certificat.',
      mg: '{sarany} isaky ny fanamarinana.',
    },
  },
  delay: { from: 20, unit: 'workingDays' },
  processingTime: {
    fr: 'Environ {délai}.',
    mg: 'Eo amin’ny {faharetany} eo ho eo.',
  },
  whereToApply: {
    fr: 'Au service des Domaines (service foncier) du lieu du terrain.',
    mg: 'Any amin’ny sampan-draharahan’ny fananan-tany misy ilay tany.',
  },
  youReceive: {
    fr: 'Un certificat qui reproduit l’inscription du livre foncier : propriétaire, prénotations, hypothèques.',
    mg: 'Fanamarinana mitovy amin’izay voasoratra ao amin’ny bokin-tany : tompony, fanamarihana mialoha (prénotation), antoka (hypothèque).',
  },
  steps: {
    fr: [
      { title: 'Trouvez le numéro du titre', detail: 'Demandez au propriétaire une copie de son CSJ, ou le numéro du titre et le nom du terrain.' },
      { title: 'Déposez la demande', detail: 'Remplissez l’imprimé au service des Domaines du lieu du terrain et payez {montant}.', feeAriary: 4000 },
      { title: 'Retirez le certificat', detail: 'Revenez le chercher après environ {délai}. Vérifiez le nom du propriétaire et les charges inscrites.', duration: { from: 20, unit: 'workingDays' } },
    ],
    mg: [
      { title: 'Tadiavo ny laharan’ny titra', detail: 'Angataho amin’ny tompony ny dika mitovy amin’ny CSJ-ny, na ny laharan’ny titra sy ny anaran’ny tany.' },
      { title: 'Apetraho ny fangatahana', detail: 'Fenoy ny taratasy fangatahana any amin’ny sampan-draharahan’ny fananan-tany misy ny tany ary aloavy ny {sarany}.', feeAriary: 4000 },
      { title: 'Alao ny fanamarinana', detail: 'Miverena maka azy aorian’ny {faharetany} eo ho eo. Hamarino ny anaran’ny tompony sy izay voasoratra amin’ny tany.', duration: { from: 20, unit: 'workingDays' } },
    ],
  },
  legalReferences: {
    fr: ['Ordonnance n° 60-146 du 3 octobre 1960 relative au régime foncier de l’immatriculation (modifiée) : livres fonciers et titres fonciers'],
    mg: ['Hitsivolana laharana faha-60-146 tamin’ny 3 oktobra 1960 mikasika ny fitsipika momba ny fampidirana ny tany ao amin’ny boky (novaina) : bokin-tany sy titra'],
  },
  faq: {
    fr: [
      { question: 'Combien de temps le CSJ est-il valable ?', answer: 'Pour une vente, il doit dater de moins de 3 mois.' },
      { question: 'Que dois-je vérifier avant d’acheter ?', answer: 'Que le vendeur est inscrit seul propriétaire (ou que tous les propriétaires acceptent), et qu’il n’y a ni prénotation, ni hypothèque, ni gage sur le terrain.' },
    ],
    mg: [
      { question: 'Mandritra ny fotoana hafiriana no manan-kery ny CSJ ?', answer: 'Ho an’ny fivarotana, tsy maintsy latsaky ny 3 volana.' },
      { question: 'Inona no tokony hohamarinina alohan’ny hividianana ?', answer: 'Fa ny mpivarotra irery no voasoratra ho tompony (na manaiky daholo ireo tompony rehetra), ary tsy misy fanamarihana mialoha (prénotation), na antoka (hypothèque), na fampiantohana amin’ny tany.' },
    ],
  },
  related: ['acheter-un-terrain', 'titre-foncier', 'mutation-de-titre-foncier', 'transformer-cadastre-en-titre'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b4 ; docs/research/issue41/certificat-de-situation-juridique.md). Source principale : Torolalana, fiche « Hividy tany amin’olon-tsotra » (étape « fanamarinana ny fananan-tany » : 4 000 Ar, environ 20 jours ouvrables, service foncier du lieu, pièces ; CSJ de moins de trois mois pour une vente), version malgache lue dans la copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) ; « Fitantanana ny toeram-ponenana sy ny fananan-tany » liste le CSJ parmi les services de la DGSF. Jacaranda (2008) : copie du livre foncier. Terralys (2025) et Aina Immobilier : moins de 3 mois, service des domaines, prénotation et hypothèque. Texte de référence ajouté : ordonnance n° 60-146 (copie Droit-Afrique ; l’exposé des motifs de la loi n° 2017-046 la dit en vigueur) ; la loi n° 2017-046, qui devait la remplacer, a été en partie déclarée non conforme par la HCC en 2018 (voir le guide titre-foncier).',
  },
  sources: [
    { key: 'torolalana-achat', title: 'Torolalana — Hividy tany amin’olon-tsotra (Acheter un terrain auprès d’un particulier)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/acheter-un-terrain-aupres-d-un-particulier', seen: '2026-11-28' },
    { key: 'torolalana-gerer', title: 'Torolalana — Fitantanana ny toeram-ponenana sy ny fananan-tany (Gérer son habitation et ses propriétés foncières)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/gerer-son-habitation-et-ses-proprietes-foncieres', seen: '2026-11-28' },
    { key: 'jacaranda-2008', title: 'Acquisition d’un terrain : consulter la situation juridique du terrain', publisher: 'Jacaranda (revue de presse malgache)', kind: 'press', url: 'https://www.jacaranda.fr/en/economie-acquisition-dun-terrain-consulter-la-situation-juridique-du-terrain', seen: '2026-11-28', published: '2008-12-30' },
    { key: 'terralys-2025', title: 'Acheter un terrain à Madagascar : les étapes à suivre', publisher: 'Terralys (agence immobilière)', kind: 'secondary', url: 'https://terralys.immo/2025/07/23/acheter-un-terrain-a-madagascar', seen: '2026-11-28', published: '2025-07-23' },
    { key: 'aina', title: 'Acquérir un bien immobilier', publisher: 'Aina Immobilier Antsirabe (agence immobilière)', kind: 'secondary', url: 'https://aina-immobilier-antsirabe.com/acquerir-un-bien-immobilier', seen: '2026-11-28' },
    { key: 'ordonnance-60-146', title: 'Ordonnance n° 60-146 du 3 octobre 1960 relative au régime foncier de l’immatriculation, modifiée (texte, copie Droit-Afrique)', publisher: 'Droit-Afrique (copie sur vdocuments.fr)', kind: 'official', url: 'https://vdocuments.fr/regime-foncier.html', seen: '2026-11-28' },
    { key: 'loi-2017-046', title: 'Loi n° 2017-046 fixant le régime juridique de l’immatriculation et de la propriété foncière titrée, exposé des motifs (copie déposée sur Scribd)', publisher: 'République de Madagascar (copie sur Scribd)', kind: 'official', url: 'https://fr.scribd.com/document/784837953/Mad179673', seen: '2026-11-28', published: '2017' },
  ],
  references: [
    { statement: 'summary', source: 'jacaranda-2008', quote: 'Si le titre reste dans les services des domaines, le certificat juridique cependant est une copie identique de ce qui est inscrit dans le livre foncier.', where: 'Certificat de situation juridique' },
    { statement: 'summary', source: 'terralys-2025', quote: 'Voir si le terrain fait l’objet d’une hypothèque, d’un antichrèse, ou d’un gage ; Confirmer que le vendeur est le véritable propriétaire.' },
    { statement: 'summary', source: 'torolalana-achat', quote: 'fanamarinana ny fanana-tany: sampandraharahan’ny fananan-tany misy ilay tany.', where: 'Toerana' },
    { statement: 'audience', source: 'torolalana-achat', quote: 'Hamarinina tsara aloha raha manana titra na kadasitra marina ilay olona hivarotra. Alaina aminy ny fotokopian’ny taratasy fanamarinana fananan-tany vita kadasitra na titra (certificat de situation juridique)', where: 'Description' },
    { statement: 'documents.0', source: 'torolalana-achat', quote: 'dika mitovy voamarina ny karam-panondrom-pirenena;', where: 'Antontan-taratasy ilaina' },
    { statement: 'documents.1', source: 'torolalana-achat', quote: 'laharan’ny «titra» sy anaran’ny tany ; raha kadasitra : toerana misy azy, ny sokajy (section), laharan’ny parsely, ny rejistra ary ny takelaka (folio).', where: 'Antontan-taratasy ilaina' },
    { statement: 'documents.2', source: 'torolalana-achat', quote: 'taratasy fangatahana (imprimé).', where: 'Antontan-taratasy ilaina' },
    { statement: 'cost', source: 'torolalana-achat', quote: 'fanamarinana ny fanana-tany:4 000 Ar.', where: 'Sarany' },
    { statement: 'processingTime', source: 'torolalana-achat', quote: 'fanamarinana ny fanana-tany:  roapolo (20) andro iasana eo ho eo', where: 'Faharetany' },
    { statement: 'whereToApply', source: 'torolalana-achat', quote: 'fanamarinana ny fanana-tany: sampandraharahan’ny fananan-tany misy ilay tany.', where: 'Toerana' },
    { statement: 'whereToApply', source: 'aina', quote: 'un certificat de situation juridique datant de moins de trois mois, délivré par le service des domaines' },
    { statement: 'youReceive', source: 'jacaranda-2008', quote: 'le certificat juridique cependant est une copie identique de ce qui est inscrit dans le livre foncier.', where: 'Certificat de situation juridique' },
    { statement: 'youReceive', source: 'terralys-2025', quote: 'Détecter s’il y a une prénotion (promesse de vente à une autre personne) ; Voir si le terrain fait l’objet d’une hypothèque, d’un antichrèse, ou d’un gage' },
    { statement: 'steps.0', source: 'torolalana-achat', quote: 'Alaina aminy ny fotokopian’ny taratasy fanamarinana fananan-tany vita kadasitra na titra (certificat de situation juridique), na ny laharan’ny titra sy ny anaran’ny tany.', where: 'Description' },
    { statement: 'steps.0', source: 'jacaranda-2008', quote: 'Vous pouvez le consulter en ayant le nom du terrain et le numéro du titre' },
    { statement: 'steps.1', source: 'torolalana-achat', quote: 'taratasy fangatahana (imprimé).', where: 'Antontan-taratasy ilaina' },
    { statement: 'steps.1', source: 'torolalana-achat', quote: 'fanamarinana ny fanana-tany:4 000 Ar.', where: 'Sarany' },
    { statement: 'steps.2', source: 'torolalana-achat', quote: 'fanamarinana ny fanana-tany:  roapolo (20) andro iasana eo ho eo', where: 'Faharetany' },
    { statement: 'steps.2', source: 'torolalana-achat', quote: 'hamarinina tsara fa olona voasoratra ao anatin’ny « Certificat de Situation Juridique - CSJ » latsaky ny telo volana ny olona hivarotra ary izy irery ihany no tompony', where: 'Fanamarihana' },
    { statement: 'faq.0', source: 'torolalana-achat', quote: 'fanamarinana Fananan-tany iray tsy lany daty ho an’ny tany misy titra na kadasitra (latsaky ny 3 volana)', where: 'Antontan-taratasy ilaina' },
    { statement: 'faq.0', source: 'terralys-2025', quote: 'Demandez un "Certificat d’immatriculation et de situation juridique" du terrain, daté de moins de 3 mois, auprès du service des domaines (DDPF).' },
    { statement: 'faq.1', source: 'torolalana-achat', quote: 'hamarinina tsara fa olona voasoratra ao anatin’ny « Certificat de Situation Juridique - CSJ » latsaky ny telo volana ny olona hivarotra ary izy irery ihany no tompony, na ireo tompony hafa dia samy manaiky ny hivarotra daholo;', where: 'Fanamarihana' },
    { statement: 'faq.1', source: 'terralys-2025', quote: 'Détecter s’il y a une prénotion (promesse de vente à une autre personne) ; Voir si le terrain fait l’objet d’une hypothèque, d’un antichrèse, ou d’un gage' },
    { statement: 'legalReferences.0', source: 'ordonnance-60-146', quote: 'Ordonnance n60-146 du 3 octobre 1960 relative au rgime foncier de limmatriculation modifie par :', where: 'en-tête' },
    { statement: 'legalReferences.0', source: 'ordonnance-60-146', quote: 'La garantie des droits rels est obtenue au moyen de la publication sur des livres fonciers, un compte particulier dnomm titre foncier, ouvert pour chaque immeuble', where: 'article 1' },
    { statement: 'legalReferences.0', source: 'loi-2017-046', quote: 'la réforme du régime foncier de l’immatriculation actuellement régi par l’Ordonnance n° 60-146 du 3 octobre 1960', where: 'exposé des motifs' },
  ],
}

export default service

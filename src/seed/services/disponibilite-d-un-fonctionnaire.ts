import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'disponibilite-d-un-fonctionnaire',
  category: 'fonction-publique',
  ministry: 'fop',
  slug: { fr: 'disponibilite-d-un-fonctionnaire', mg: 'fiatoana-amin-ny-asa-mpiasam-panjakana' },
  title: {
    fr: 'Demander une mise en disponibilité',
    mg: 'Mangataka fiatoana amin’ny asa (disponibilité)',
  },
  summary: {
    fr: 'La mise en disponibilité permet à un fonctionnaire de cesser temporairement de travailler pour l’État, sans salaire, tout en restant fonctionnaire. Elle est prononcée par un arrêté du ministre chargé de la Fonction publique, à votre demande ou d’office.',
    mg: 'Ny fiatoana amin’ny asa (disponibilité) dia ahafahan’ny mpiasam-panjakana mijanona vonjimaika tsy hiasa ho an’ny Fanjakana, tsy mandray karama, nefa mbola mpiasam-panjakana ihany. Didim-pitondrana (arrêté) avy amin’ny minisitra misahana ny Asam-panjakana no mamoaka izany, noho ny fangatahanao na avy hatrany.',
  },
  marks: {
    summary: {
      fr: 'conditions, durée et procédure actuelles (décret n° 2005-507) non lues : ce résumé s’appuie sur des décisions de justice anciennes',
      mg: 'tsy voavaky ny fepetra, ny faharetany ary ny fomba fanao ankehitriny (didim-panjakana laharana faha-2005-507) : didim-pitsarana taloha no nanorenana ity famintinana ity',
    },
  },
  audience: {
    fr: 'Les fonctionnaires qui veulent cesser un temps de servir l’État sans démissionner.',
    mg: 'Ireo mpiasam-panjakana te hiato vetivety tsy hiasa ho an’ny Fanjakana nefa tsy hametra-pialana.',
  },
  documents: {
    fr: [
      { item: 'Une demande écrite et motivée, adressée au ministre chargé de la Fonction publique par la voie hiérarchique', unsure: 'forme de la demande non trouvée dans une source' },
      { item: 'L’avis de votre ministère employeur', unsure: 'pièce demandée pour le détachement ; pour la disponibilité, non confirmée' },
    ],
    mg: [
      { item: 'Taratasy fangatahana an-tsoratra misy antony, alefa amin’ny minisitra misahana ny Asam-panjakana amin’ny alalan’ny lehibenao', unsure: 'tsy hita tao amin’ny loharano ny endriky ny fangatahana' },
      { item: 'Ny hevitry ny ministera mampiasa anao', unsure: 'takiana amin’ny famindrana toerana ; tsy voamarina ho an’ny fiatoana amin’ny asa' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Aucun tarif publié : à confirmer. Pendant la disponibilité, vous ne touchez pas votre salaire.',
      mg: 'Tsy nisy saran-draharaha navoaka : mbola hamafisina. Mandritra ny fiatoana dia tsy mandray karama ianao.',
    },
  },
  youReceive: {
    fr: 'Un arrêté qui vous place en position de disponibilité, avec sa date de début.',
    mg: 'Didim-pitondrana (arrêté) mametraka anao amin’ny toerana fiatoana amin’ny asa, miaraka amin’ny daty anombohany.',
  },
  processingTime: {
    fr: 'Aucun délai publié : déposez la demande bien avant la date voulue et ne quittez pas votre poste avant d’avoir l’arrêté.',
    mg: 'Tsy misy faharetany navoaka : apetraho aloha be ny fangatahana ary aza miala amin’ny toeranao raha tsy mbola azonao ny didim-pitondrana.',
  },
  whereToApply: {
    fr: 'Au ministère chargé de la Fonction publique (MTEFoP), par l’intermédiaire de votre ministère employeur.',
    mg: 'Ao amin’ny Ministera misahana ny Asam-panjakana (MTEFoP), amin’ny alalan’ny ministera mampiasa anao.',
  },
  steps: {
    fr: [
      { title: 'Parlez-en à votre supérieur', detail: 'Demandez à votre service comment transmettre la demande et quels motifs sont acceptés.', unsure: 'procédure non publiée' },
      { title: 'Déposez une demande écrite', detail: 'Adressez-la au ministre chargé de la Fonction publique, avec la date de début souhaitée.', unsure: 'procédure non publiée' },
      { title: 'Attendez l’arrêté', detail: 'La disponibilité commence à la date fixée par l’arrêté.' },
      { title: 'Préparez votre retour', detail: 'Avant la fin de la disponibilité, demandez votre réintégration à votre ministère.', unsure: 'délai de la demande de réintégration non trouvé' },
    ],
    mg: [
      { title: 'Resaho amin’ny lehibenao', detail: 'Anontanio amin’ny sampan-draharahanao ny fomba handefasana ny fangatahana sy ny antony ekena.', unsure: 'tsy navoaka ny fomba fanao' },
      { title: 'Apetraho ny fangatahana an-tsoratra', detail: 'Alefaso amin’ny minisitra misahana ny Asam-panjakana izany, miaraka amin’ny daty tianao hanombohana.', unsure: 'tsy navoaka ny fomba fanao' },
      { title: 'Andraso ny didim-pitondrana', detail: 'Manomboka amin’ny daty voafaritry ny didim-pitondrana ny fiatoana.' },
      { title: 'Omano ny fiverenanao', detail: 'Alohan’ny hifaranan’ny fiatoana, angataho amin’ny ministeranao ny hiverenanao amin’ny asa.', unsure: 'tsy hita ny fe-potoana hangatahana ny fiverenana' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2003-011 du 3 septembre 2003 portant statut général des fonctionnaires',
      'Décret n° 2005-507 du 2 août 2005 fixant certaines positions réglementaires des fonctionnaires et certaines modalités de cessation définitive de fonction',
    ],
    mg: [
      'Lalàna laharana faha-2003-011 tamin’ny 3 septambra 2003 momba ny sata ankapoben’ny mpiasam-panjakana',
      'Didim-panjakana laharana faha-2005-507 tamin’ny 2 aogositra 2005 mamaritra ny toeran’ny mpiasam-panjakana sy ny fomba fialana tanteraka amin’ny asa',
    ],
  },
  faq: {
    fr: [
      { question: 'Je suis candidat à une élection. Dois-je demander une disponibilité ?', answer: 'Non : selon la loi sur le régime général des élections, l’agent de l’État candidat (hors hauts emplois) est mis en autorisation spéciale d’absence de la publication de la liste officielle des candidats jusqu’au scrutin. Les hauts emplois (directeurs, secrétaires généraux…) doivent démissionner.' },
      { question: 'Quelle différence avec le détachement ?', answer: 'En détachement, vous travaillez ailleurs (autre administration, organisme) en restant fonctionnaire. En disponibilité, vous ne servez plus l’État pendant un temps et vous n’êtes pas payé par lui.' },
    ],
    mg: [
      { question: 'Kandida amin’ny fifidianana aho. Tsy maintsy mangataka fiatoana amin’ny asa ve aho ?', answer: 'Tsia : araka ny lalàna momba ny fitsipika ankapoben’ny fifidianana, ny mpiasan’ny Fanjakana kandida (ankoatra ny asa ambony) dia omena fahazoan-dàlana manokana tsy hiasa manomboka amin’ny famoahana ny lisitra ofisialin’ny kandida ka hatramin’ny andro fifidianana. Tsy maintsy mametra-pialana kosa ireo manana asa ambony (tale, sekretera jeneraly…).' },
      { question: 'Inona no maha samy hafa azy amin’ny famindrana toerana ?', answer: 'Amin’ny famindrana toerana dia miasa any an-kafa ianao (fitantanan-draharaha hafa, sampan-draharaha) nefa mbola mpiasam-panjakana. Amin’ny fiatoana amin’ny asa kosa dia tsy miasa ho an’ny Fanjakana ianao mandritra ny fotoana iray ary tsy karamainy.' },
    ],
  },
  related: ['detachement-d-un-fonctionnaire', 'retraite-des-fonctionnaires'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'documents', 'whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/disponibilite-d-un-fonctionnaire.md). Pas de fiche Torolalana (copie publique, dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) ni de page du ministère trouvée. Sources : deux arrêts de la Cour suprême (1982, 1984, via Juricaf) montrant une disponibilité « sans solde » prononcée par arrêté du ministre de la Fonction publique ; titre du décret 2005-507 (jwf-legal2.fr.gd) ; AllAfrica 2019 et Studio Sifaka sur les candidats aux élections. Le contenu du décret 2005-507 (cas, durée, réintégration) n’a pas été lu : résumé marqué, pièces, coût, délai et lieu marqués, étapes 1, 2 et 4 marquées. Guide à compléter dès qu’une source officielle sur la procédure est trouvée.',
  },
  sources: [
    { key: 'cour-supreme-1984', title: 'Cour suprême de Madagascar, chambre administrative, 12 décembre 1984 (disponibilité sans solde prononcée par arrêté du ministre de la Fonction publique)', publisher: 'Juricaf (jurisprudence francophone)', kind: 'secondary', url: 'https://master.juricaf.org/arret/MADAGASCAR-COURSUPREME-19841212-5684ADM', seen: '2026-11-28', published: '1984-12-12' },
    { key: 'cour-supreme-1982', title: 'Cour suprême de Madagascar, chambre administrative, 16 juin 1982 (fin de détachement, disponibilité d’office)', publisher: 'Juricaf (jurisprudence francophone)', kind: 'secondary', url: 'https://master.juricaf.org/arret/MADAGASCAR-COURSUPREME-19820616-1882ADM', seen: '2026-11-28', published: '1982-06-16' },
    { key: 'decret-2005-507', title: 'Décret n° 2005-507 du 2 août 2005 fixant certaines positions réglementaires des fonctionnaires (texte reproduit)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/D-e2-crets-67.htm', seen: '2026-11-28', published: '2005-08-02' },
    { key: 'allafrica-2019', title: 'Élections : l’article 6 de la loi sur le régime général des élections (autorisation spéciale d’absence)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/201904160593.html', seen: '2026-11-28', published: '2019-04-16' },
    { key: 'allafrica-2018', title: 'Projet de loi organique n° 05/2018 relative au régime général des élections : obligation de démission des hauts emplois', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'http://fr.allafrica.com/stories/201802270682.html', seen: '2026-11-28', published: '2018-02-27' },
    { key: 'decret-60-051', title: 'Décret n° 60-051 du 9 mars 1960 relatif au régime particulier de certaines positions des fonctionnaires (texte reproduit)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/D-e2-crets-541.htm', seen: '2026-11-28', published: '1960-03-09' },
  ],
  references: [
    { statement: 'summary', source: 'cour-supreme-1984', quote: 'l’arrêté N° 941-FOP/PE.1 du 2 Mars 1984 par lequel le Ministre de la Fonction Publique et des lois sociales l’a placé d’office dans la position de disponibilité sans solde' },
    { statement: 'summary', source: 'cour-supreme-1982', quote: 'l’arrêté n° 3.949/81-FOP/PE1a du 7 octobre 1981 mettant fin à son détachement et le plaçant d’office dans la position de disponibilité' },
    { statement: 'youReceive', source: 'cour-supreme-1984', quote: 'l’a placé d’office dans la position de disponibilité sans solde à compter du 07 Juillet 1981' },
    { statement: 'youReceive', source: 'cour-supreme-1982', quote: 'l’arrêté n° 3.949/81-FOP/PE1a du 7 octobre 1981 mettant fin à son détachement et le plaçant d’office dans la position de disponibilité' },
    { statement: 'whereToApply', source: 'cour-supreme-1984', quote: 'par lequel le Ministre de la Fonction Publique et des lois sociales l’a placé d’office dans la position de disponibilité' },
    { statement: 'steps.2', source: 'cour-supreme-1984', quote: 'l’a placé d’office dans la position de disponibilité sans solde à compter du 07 Juillet 1981' },
    { statement: 'legalReferences.0', source: 'decret-2005-507', quote: 'Vu la loi n° 2003-011 du 3 septembre 2003 portant statut général des fonctionnaires,' },
    { statement: 'legalReferences.1', source: 'decret-2005-507', quote: 'DECRET N° 2005-507 du 2 août 2005 Fixant certaines positions réglementaires des fonctionnaires et de certaines modalités de cessation définitive de fonction.' },
    { statement: 'faq.0', source: 'allafrica-2019', quote: 'Tout agent de l’Etat, des Collectivités Territoriales Décentralisées et tout fonctionnaire civil ou militaire n’exerçant pas de hautes fonctions et hauts emplois civils et militaires de l’Etat, candidats à des élections, sont mis dans une position d’autorisation spéciale d’absence' },
    { statement: 'faq.0', source: 'allafrica-2019', quote: '… à compter de la date de publication de la liste officielle des candidats jusqu’à la date du scrutin.' },
    { statement: 'faq.0', source: 'allafrica-2018', quote: 'secrétaire généraux, directeurs généraux et directeurs de ministères … sont assujettis à l’obligation de démission s’ils souhaitent se porter candidat aux élections.' },
    { statement: 'faq.1', source: 'decret-60-051', quote: '1° Détachement auprès d’une administration, d’un office ou d’un établissement public de l’Etat dans un emploi conduisant à pension ;', where: 'Art. 2' },
    { statement: 'faq.1', source: 'cour-supreme-1984', quote: 'l’a placé d’office dans la position de disponibilité sans solde' },
  ],
}

export default service

import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'transformer-cadastre-en-titre',
  category: 'habitat-et-foncier',
  ministry: 'matsf',
  slug: { fr: 'transformer-cadastre-en-titre', mg: 'famadihana-kadasitra-ho-titra' },
  title: {
    fr: 'Transformer un cadastre en titre foncier',
    mg: 'Mamadika kadasitra ho titra',
  },
  summary: {
    fr: 'Votre terrain est inscrit au cadastre : le service foncier peut le transformer en titre foncier, avec son propre livre foncier (« boky »).',
    mg: 'Voasoratra amin’ny kadasitra ny taninao : azon’ny sampan-draharahan’ny fananan-tany avadika ho titra izany, miaraka amin’ny bokin-taniny manokana.',
  },
  audience: {
    fr: 'Les propriétaires d’un terrain cadastré qui veulent un titre foncier.',
    mg: 'Ireo tompon’ny tany voasoratra amin’ny kadasitra te hanana titra.',
  },
  documents: {
    fr: [
      { item: 'Les références du terrain cadastré : lieu, section, numéro de parcelle, registre et folio', unsure: 'la fiche officielle ne donne pas la liste des pièces' },
      { item: 'Votre CIN', form: 'certifiedCopy', unsure: 'la fiche officielle ne donne pas la liste des pièces' },
    ],
    mg: [
      { item: 'Ny mombamomba ny tany voasoratra amin’ny kadasitra : toerana misy azy, sokajy (section), laharan’ny parsely, rejistra ary takelaka (folio)', unsure: 'tsy omen’ny torolalana ofisialy ny lisitry ny antontan-taratasy' },
      { item: 'Ny kara-panondronao (CIN)', form: 'certifiedCopy', unsure: 'tsy omen’ny torolalana ofisialy ny lisitry ny antontan-taratasy' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Quatre droits : droit de rédaction 50 000 Ar, droit fixe de rédaction 30 000 Ar, création du livre foncier 30 000 Ar, inscription des limites et du contenu du terrain 20 000 Ar.',
      mg: 'Sarany efatra : saram-panoratana 50 000 Ar, saram-panoratana tsy miova 30 000 Ar, famoronana bokin-tany 30 000 Ar, fanoratana ny fetran’ny tany sy ny ao anatiny 20 000 Ar.',
    },
  },
  delay: { from: 1, to: 20, unit: 'days' },
  processingTime: {
    fr: '{délai} après le paiement des droits.',
    mg: '{faharetany} aorian’ny fandoavana ny sarany.',
  },
  whereToApply: {
    fr: 'Au service foncier (Domaines) du lieu du terrain ; le dossier se dépose au « birao ifoton’ny fananan-tany ».',
    mg: 'Any amin’ny sampan-draharahan’ny fananan-tany misy ilay tany ; apetraka any amin’ny birao ifoton’ny fananan-tany ny antontan-taratasy.',
  },
  youReceive: {
    fr: 'Un titre foncier, avec un livre foncier créé pour votre terrain.',
    mg: 'Titra, miaraka amin’ny bokin-tany noforonina ho an’ny taninao.',
  },
  steps: {
    fr: [
      { title: 'Déposez le dossier', detail: 'Déposez votre dossier au bureau du service foncier. S’il n’y a pas d’observation, le responsable le reçoit et vous donne un numéro de prévisa.' },
      { title: 'Attendez le visa', detail: 'Le dossier est visé. S’il manque une pièce, complétez-le.' },
      { title: 'Payez les droits', detail: 'Quand le dossier est complet, payez les droits de rédaction ; vous recevez le numéro du dossier.' },
      { title: 'Traitement et signature', detail: 'Le dossier est réparti entre les sections, traité puis signé.' },
      { title: 'Retirez le titre', detail: 'Le dossier est gardé aux archives en attendant la remise du titre : revenez le retirer.' },
    ],
    mg: [
      { title: 'Apetraho ny antontan-taratasy', detail: 'Apetraho any amin’ny biraon’ny fananan-tany ny antontan-taratasinao. Raha tsy misy fanamarihana, raisin’ny tompon’andraikitra izany ary omeny laharana « prévisa » ianao.' },
      { title: 'Miandrasa ny visa', detail: 'Asiana visa ny antontan-taratasy. Raha misy tsy feno, fenoy.' },
      { title: 'Aloavy ny sarany', detail: 'Rehefa feno ny antontan-taratasy, aloavy ny saram-panoratana ; omena anao ny laharan’ny antontan-taratasy.' },
      { title: 'Fikarakarana sy fanasoniavana', detail: 'Zaraina amin’ny sampan-draharaha isan-tsokajiny ny antontan-taratasy, karakaraina ary asiana sonia.' },
      { title: 'Alao ny titra', detail: 'Tehirizina ao amin’ny arisiva ny antontan-taratasy miandry ny fanomezana ny titra : miverena maka azy.' },
    ],
  },
  legalReferences: {
    fr: ['Ordonnance n° 60-146 du 3 octobre 1960 relative au régime foncier de l’immatriculation (modifiée) : livres fonciers et titres fonciers'],
    mg: ['Hitsivolana laharana faha-60-146 tamin’ny 3 oktobra 1960 mikasika ny fitsipika momba ny fampidirana ny tany ao amin’ny boky (novaina) : bokin-tany sy titra'],
  },
  faq: {
    fr: [
      { question: 'Le cadastre ne suffit-il pas ?', answer: 'Selon la presse (2008), le titre cadastral a la même valeur que le titre foncier. La transformation donne au terrain son propre livre foncier.' },
      { question: 'Combien de temps après le paiement ?', answer: '{délai} après le paiement des droits, selon Torolalana.' },
    ],
    mg: [
      { question: 'Tsy ampy ve ny kadasitra ?', answer: 'Araka ny gazety (2008), mitovy hery amin’ny titra ny titra kadasitra. Ny famadihana kosa dia manome bokin-tany manokana ho an’ny tany.' },
      { question: 'Hafiriana aorian’ny fandoavana ?', answer: '{faharetany} aorian’ny fandoavana ny sarany, araka ny Torolalana.' },
    ],
  },
  related: ['titre-foncier', 'certificat-de-situation-juridique', 'certificat-foncier', 'acheter-un-terrain', 'gerer-son-habitation'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['documents', 'whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b4 ; docs/research/issue41/transformer-cadastre-en-titre.md). Source principale : Torolalana, fiche « Famadihana ny kadasitra ho titra fananan-tany » (Transformer cadastre en titre), version malgache lue dans la copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : étapes, quatre droits, délai de 1 à 20 jours après paiement, lieu. La fiche ne donne aucune liste de pièces : les deux lignes (données du cadastre, tirées de la fiche Torolalana « Acheter un terrain », et CIN) sont marquées. « Birao ifoton’ny fananan-tany » repris tel quel : bureau du service foncier ou guichet foncier communal, « Où s’adresser » marqué. FAQ sur la valeur du cadastre : Jacaranda (2008), une seule source de presse. Texte de référence ajouté : ordonnance n° 60-146 (copie Droit-Afrique ; l’exposé des motifs de la loi n° 2017-046 la dit en vigueur) ; la loi n° 2017-046, qui devait la remplacer, a été en partie déclarée non conforme par la HCC en 2018 (voir le guide titre-foncier).',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Famadihana ny kadasitra ho titra fananan-tany (Transformer cadastre en titre)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/transformer-cadastre-en-titre', seen: '2026-11-28' },
    { key: 'torolalana-achat', title: 'Torolalana — Hividy tany amin’olon-tsotra (Acheter un terrain auprès d’un particulier)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/acheter-un-terrain-aupres-d-un-particulier', seen: '2026-11-28' },
    { key: 'jacaranda-2008', title: 'Acquisition d’un terrain : consulter la situation juridique du terrain', publisher: 'Jacaranda (revue de presse malgache)', kind: 'press', url: 'https://www.jacaranda.fr/en/economie-acquisition-dun-terrain-consulter-la-situation-juridique-du-terrain', seen: '2026-11-28', published: '2008-12-30' },
    { key: 'ordonnance-60-146', title: 'Ordonnance n° 60-146 du 3 octobre 1960 relative au régime foncier de l’immatriculation, modifiée (texte, copie Droit-Afrique)', publisher: 'Droit-Afrique (copie sur vdocuments.fr)', kind: 'official', url: 'https://vdocuments.fr/regime-foncier.html', seen: '2026-11-28' },
    { key: 'loi-2017-046', title: 'Loi n° 2017-046 fixant le régime juridique de l’immatriculation et de la propriété foncière titrée, exposé des motifs (copie déposée sur Scribd)', publisher: 'République de Madagascar (copie sur Scribd)', kind: 'official', url: 'https://fr.scribd.com/document/784837953/Mad179673', seen: '2026-11-28', published: '2017' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana', quote: 'Famadihana ny kadasitra ho titra fananan-tany', where: 'Lohateny' },
    { statement: 'summary', source: 'torolalana', quote: 'famoronana bokin-tany : 30 000Ar', where: 'Sarany' },
    { statement: 'audience', source: 'torolalana', quote: 'Famadihana ny kadasitra ho titra fananan-tany', where: 'Lohateny' },
    { statement: 'documents.0', source: 'torolalana-achat', quote: 'laharan’ny «titra» sy anaran’ny tany ; raha kadasitra : toerana misy azy, ny sokajy (section), laharan’ny parsely, ny rejistra ary ny takelaka (folio).', where: 'Antontan-taratasy ilaina' },
    { statement: 'cost', source: 'torolalana', quote: 'saram-panoratana : 50 000Ar', where: 'Sarany' },
    { statement: 'cost', source: 'torolalana', quote: 'saram-panoratana tsy miova : 30 000Ar', where: 'Sarany' },
    { statement: 'cost', source: 'torolalana', quote: 'famoronana bokin-tany : 30 000Ar', where: 'Sarany' },
    { statement: 'cost', source: 'torolalana', quote: 'fanoratana ny fetran’ny tany sy ny ao anatiny : 20 000Ar', where: 'Sarany' },
    { statement: 'processingTime', source: 'torolalana', quote: 'Faharetan’ny fikarakarana :1 ka hatramin’ny 20 andro aorian’ny fandoavana vola', where: 'Description' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Sampandraharahan’ny fananan-tany misy ilay tany', where: 'Toerana' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Fandefasana ny antontan-taratasy any amin’ny birao Ifoton’ny fananan-tany', where: 'Dingana' },
    { statement: 'youReceive', source: 'torolalana', quote: 'Fitehirizana ny antontan-taratasy ao amin’ny arisiva miandry ny fanomezana ny titra', where: 'Dingana' },
    { statement: 'youReceive', source: 'torolalana', quote: 'famoronana bokin-tany : 30 000Ar', where: 'Sarany' },
    { statement: 'steps.0', source: 'torolalana', quote: 'Fandefasana ny antontan-taratasy any amin’ny birao Ifoton’ny fananan-tany, Fandraisanan’ny tomponan’andraikitra ny antontan-taratasy raha tsy misy fanamarihana, Fahazoana ny laharana prévisa', where: 'Dingana' },
    { statement: 'steps.1', source: 'torolalana', quote: 'Visa, … Fanampiana ny antontan-taratasy tsy feno', where: 'Dingana' },
    { statement: 'steps.2', source: 'torolalana', quote: 'Fandoavana ny saram-panoratana (raha feno ny antontan-taratasy), … Fahazoana ny laharan’ny antontan-taratasy', where: 'Dingana' },
    { statement: 'steps.3', source: 'torolalana', quote: 'Fizarana ny antontan-taratasy amin’ny sampan-draharaha isan-tsokajiny, Fikarakarana, Fanasoniavana', where: 'Dingana' },
    { statement: 'steps.4', source: 'torolalana', quote: 'Fitehirizana ny antontan-taratasy ao amin’ny arisiva miandry ny fanomezana ny titra', where: 'Dingana' },
    { statement: 'faq.0', source: 'jacaranda-2008', quote: 'Le titre cadastral a une valeur identique que le titre foncier', where: 'Cadastre' },
    { statement: 'faq.1', source: 'torolalana', quote: 'Faharetan’ny fikarakarana :1 ka hatramin’ny 20 andro aorian’ny fandoavana vola', where: 'Description' },
    { statement: 'legalReferences.0', source: 'ordonnance-60-146', quote: 'Ordonnance n60-146 du 3 octobre 1960 relative au rgime foncier de limmatriculation modifie par :', where: 'en-tête' },
    { statement: 'legalReferences.0', source: 'ordonnance-60-146', quote: 'La garantie des droits rels est obtenue au moyen de la publication sur des livres fonciers, un compte particulier dnomm titre foncier, ouvert pour chaque immeuble', where: 'article 1' },
    { statement: 'legalReferences.0', source: 'loi-2017-046', quote: 'la réforme du régime foncier de l’immatriculation actuellement régi par l’Ordonnance n° 60-146 du 3 octobre 1960', where: 'exposé des motifs' },
  ],
}

export default service

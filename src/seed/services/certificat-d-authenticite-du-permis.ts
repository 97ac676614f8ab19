import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'certificat-d-authenticite-du-permis',
  category: 'conduite-et-transport',
  ministry: 'mid',
  slug: { fr: 'certificat-d-authenticite-du-permis', mg: 'fanamarinana-fahamarinan-ny-fahazoan-dalana' },
  title: {
    fr: 'Certificat d’authenticité du permis de conduire',
    mg: 'Fanamarinana fa marina ny fahazoan-dàlana mitondra fiara',
  },
  summary: {
    fr: 'Le certificat d’authenticité atteste que votre permis de conduire malgache est authentique. On le demande avant de partir à l’étranger, en indiquant le motif, le lieu et la durée du séjour. Il est gratuit, selon le guide officiel Torolalana.',
    mg: 'Manamarina fa marina ny fahazoan-dàlana mitondra fiara malagasy anananao ny taratasy fanamarinana. Angatahina alohan’ny handehanana any ivelany izy, amin’ny filazana ny antony, ny toerana ary ny faharetan’ny fijanonana. Maimaim-poana izy, araka ny torolalana ofisialy Torolalana.',
  },
  audience: {
    fr: 'Les titulaires d’un permis de conduire malgache qui vont séjourner à l’étranger et doivent prouver que leur permis est authentique.',
    mg: 'Ireo manana fahazoan-dàlana mitondra fiara malagasy handeha hijanona any ivelany ka tsy maintsy manaporofo fa marina ny fahazoan-dàlana ananany.',
  },
  documents: {
    fr: [
      'Une demande adressée au ministre de l’Intérieur, indiquant le motif, le lieu et la durée du séjour',
      { item: 'La photocopie certifiée du permis de conduire', form: 'certifiedCopy' },
      { item: 'La photocopie certifiée du passeport', form: 'certifiedCopy' },
    ],
    mg: [
      'Fangatahana ho an’ny minisitra misahana ny Atitany, milaza ny antony, ny toerana ary ny faharetan’ny fijanonana',
      { item: 'Dika mitovy voamarina ny fahazoan-dàlana mitondra fiara', form: 'certifiedCopy' },
      { item: 'Dika mitovy voamarina ny pasipaoro', form: 'certifiedCopy' },
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'Le certificat est gratuit selon Torolalana ; seules les copies certifiées peuvent être payantes à la commune.',
      mg: 'Maimaim-poana ny taratasy fanamarinana araka ny Torolalana ; ny dika mitovy voamarina ihany no mety hisy sarany any amin’ny kaominina.',
    },
  },
  delay: { from: 72, unit: 'hours' },
  processingTime: {
    fr: '{délai}, selon Torolalana.',
    mg: '{faharetany}, araka ny Torolalana.',
  },
  whereToApply: {
    fr: 'Direction d’appui et de coordination des centres immatriculateurs (ministère de l’Intérieur), à Antananarivo : dépôt et retrait au bureau 204.',
    mg: 'Direction d’appui et de coordination des centres immatriculateurs (ministeran’ny Atitany), any Antananarivo : apetraka sy alaina ao amin’ny birao 204.',
  },
  places: ['mid-dacci-bureau-204'],
  youReceive: {
    fr: 'Un certificat d’authenticité de votre permis de conduire, signé par la direction d’appui et de coordination des centres immatriculateurs.',
    mg: 'Taratasy fanamarinana fa marina ny fahazoan-dàlana mitondra fiaranao, nosoniavin’ny Direction d’appui et de coordination des centres immatriculateurs.',
  },
  steps: {
    fr: [
      { title: 'Faites certifier les copies', detail: 'Faites des photocopies du permis et du passeport et faites-les certifier conformes.' },
      { title: 'Déposez le dossier au bureau 204', detail: 'Remettez la demande et les copies certifiées au bureau 204.', place: 'mid-dacci-bureau-204' },
      { title: 'Laissez le service traiter la demande', detail: 'Le dossier est traité au bureau 4, à Anosy, puis signé par la direction d’appui et de coordination des centres immatriculateurs.', duration: { from: 72, unit: 'hours' } },
      { title: 'Retirez le certificat', detail: 'Le certificat vous est remis au bureau 204.', place: 'mid-dacci-bureau-204' },
    ],
    mg: [
      { title: 'Asaivo hamarinina ny dika mitovy', detail: 'Manaova dika mitovy ny fahazoan-dàlana sy ny pasipaoro ary asaivo hamarinina.' },
      { title: 'Apetraho ao amin’ny birao 204 ny antontan-taratasy', detail: 'Atolory ao amin’ny birao 204 ny fangatahana sy ny dika mitovy voamarina.', place: 'mid-dacci-bureau-204' },
      { title: 'Avelao hikarakara ny fangatahana ny sampan-draharaha', detail: 'Karakaraina ao amin’ny birao faha-4 any Anosy ny antontan-taratasy, avy eo soniavin’ny Direction d’appui et de coordination des centres immatriculateurs.', duration: { from: 72, unit: 'hours' } },
      { title: 'Alao ny taratasy fanamarinana', detail: 'Omena anao ao amin’ny birao 204 ny taratasy fanamarinana.', place: 'mid-dacci-bureau-204' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2017-002 portant Code de la route à Madagascar (règles applicables aux conducteurs) ; Torolalana ne cite aucun texte propre au certificat'],
    mg: ['Lalàna laharana faha-2017-002 momba ny Fehezan-dalàna mifehy ny fifamoivoizana eto Madagasikara (fitsipika mihatra amin’ny mpamily) ; tsy misy lalàna manokana momba ity taratasy fanamarinana ity voalazan’ny Torolalana'],
  },
  faq: {
    fr: [
      { question: 'Mon permis malgache est-il reconnu en France ?', answer: 'Depuis fin mars 2020, la France n’échange plus les permis malgaches. Il y reste reconnu un an après votre installation, s’il est accompagné d’une traduction en français ou d’un permis international ; ensuite, il faut passer le permis français.' },
      { question: 'Combien de temps faut-il attendre ?', answer: 'Selon Torolalana, {délai} : le dossier est traité au bureau 4, à Anosy, puis le certificat vous est remis au bureau 204.' },
    ],
    mg: [
      { question: 'Ekena any Frantsa ve ny fahazoan-dàlana malagasy ?', answer: 'Nanomboka tamin’ny faran’ny volana martsa 2020, tsy manakalo fahazoan-dàlana malagasy intsony i Frantsa. Ekena any kosa izy mandritra ny herintaona aorian’ny nipetrahanao, raha misy dikan-teny frantsay na fahazoan-dàlana iraisam-pirenena miaraka aminy ; aorian’izay, tsy maintsy manao ny fahazoan-dàlana frantsay.' },
      { question: 'Hafiriana no andrasana ?', answer: 'Araka ny Torolalana, {faharetany} : karakaraina ao amin’ny birao faha-4 any Anosy ny antontan-taratasy, avy eo omena anao ao amin’ny birao 204 ny taratasy fanamarinana.' },
    ],
  },
  related: ['permis-de-conduire', 'permis-de-conduire-international', 'passeport', 'legalisation-de-documents'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/certificat-d-authenticite-du-permis.md). Source : Torolalana, fiche « Taratasim-panamarinana ny fahazoan-dàlana mitondra fiara » (certificat d’authenticité), version malgache seule, lue dans la copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : pièces, étapes (bureaux 204 et 4 Anosy), 72 heures, gratuit. FAQ France : note de l’ambassade de France reprise par Habari za Comores (« à compter du 31 mars 2020 ») et La Vérité (« à partir du 30 mars 2020 ») : la FAQ dit « fin mars 2020 ». Bâtiment du bureau 204 non publié, non affiché. FAQ sur le délai : même fiche Torolalana (72 heures, bureaux 4 et 204). Texte de référence : Torolalana n’en cite aucun ; la ligne donne le Code de la route (loi n° 2017-002), cité par AllAfrica (26 août 2017), La Vérité (guide des usagers de la route) et vol-direct.net, et dit que Torolalana ne cite aucun texte propre au certificat.',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Taratasim-panamarinana ny fahazoan-dàlana mitondra fiara (Certificat d’authenticité de permis de conduire)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/certificat-d-authenticite-de-permis-de-conduire', seen: '2026-11-28', published: '2026-02' },
    { key: 'habari-2020', title: 'Les permis de conduire malgaches ne pourront plus être échangés en France (note de l’ambassade de France)', publisher: 'Habari za Comores', kind: 'press', url: 'https://www.habarizacomores.com/2020/02/les-permis-de-conduire-malgaches-ne.html', seen: '2026-11-28', published: '2020-02' },
    { key: 'laverite-2020', title: 'Permis de conduire malagasy – Utilisation dorénavant interdite en France !', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/9621-permis-de-conduire-malagasy-utilisation-dor%C3%A9navant-interdite-en-france%20.html', seen: '2026-11-28', published: '2020-02-05' },
    { key: 'allafrica-2017-code', title: 'Loi n° 2017-002 portant Code de la route : méconnue des usagers', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'http://fr.allafrica.com/stories/201708260144.html', seen: '2026-11-28', published: '2017-08-26' },
    { key: 'laverite-guide-usagers', title: 'Corruption sur les axes routiers : un nouveau guide pour les usagers', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/7830-corruption-sur-les-axes-routiers-un-nouveau-guide-pour-les-usagers.html', seen: '2026-11-28' },
    { key: 'vol-direct', title: 'Comment passer son code de la route à Madagascar ?', publisher: 'vol-direct.net', kind: 'secondary', url: 'https://www.vol-direct.net/comment-passer-son-code-de-la-route-a-madagascar.html', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana', quote: 'fangatahana natao ho an’ny Minisitra misahana ny Atitany milaza ny antony, ny toerana ary ny faharetan’ny fijanonana,', where: 'documents_requis' },
    { statement: 'summary', source: 'torolalana', quote: 'maimaim-poana.', where: 'frais_service' },
    { statement: 'audience', source: 'torolalana', quote: 'fangatahana natao ho an’ny Minisitra misahana ny Atitany milaza ny antony, ny toerana ary ny faharetan’ny fijanonana, … dika mitovy ny pasipaoro voamarina', where: 'documents_requis' },
    { statement: 'documents.0', source: 'torolalana', quote: 'fangatahana natao ho an’ny Minisitra misahana ny Atitany milaza ny antony, ny toerana ary ny faharetan’ny fijanonana,', where: 'documents_requis' },
    { statement: 'documents.1', source: 'torolalana', quote: 'dika mitovy ny taratasy nahazoan-dàlana mitondra fiara voamarina', where: 'documents_requis' },
    { statement: 'documents.2', source: 'torolalana', quote: 'dika mitovy ny pasipaoro voamarina', where: 'documents_requis' },
    { statement: 'cost', source: 'torolalana', quote: 'maimaim-poana.', where: 'frais_service' },
    { statement: 'processingTime', source: 'torolalana', quote: '72 heures', where: 'temps_traitement' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Fanaterana ny antontan-taratasy ao amin’ny birao faha 204', where: 'etapes' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Sonia ataon’ny tompon’andraikitra (Direction d’Appui et de Coordination des Centres Immatriculateurs)', where: 'etapes' },
    { statement: 'youReceive', source: 'torolalana', quote: 'Sonia ataon’ny tompon’andraikitra (Direction d’Appui et de Coordination des Centres Immatriculateurs)', where: 'etapes' },
    { statement: 'youReceive', source: 'torolalana', quote: 'Fanomezana ny taratasim-panamarinana ny fahazoan-dàlana mitondra fiara ao amin’ny birao faha 204', where: 'etapes' },
    { statement: 'steps.0', source: 'torolalana', quote: 'Dika mitovy sy voamarina momba ny antontan-taratasy nangatahana,', where: 'etapes' },
    { statement: 'steps.1', source: 'torolalana', quote: 'Fanaterana ny antontan-taratasy ao amin’ny birao faha 204', where: 'etapes' },
    { statement: 'steps.2', source: 'torolalana', quote: 'Fikarakarana ataon’ny tompon’andraikitra ao amin’ny birao faha 4 Anosy', where: 'etapes' },
    { statement: 'steps.2', source: 'torolalana', quote: 'Sonia ataon’ny tompon’andraikitra (Direction d’Appui et de Coordination des Centres Immatriculateurs)', where: 'etapes' },
    { statement: 'steps.2', source: 'torolalana', quote: '72 heures', where: 'temps_traitement' },
    { statement: 'steps.3', source: 'torolalana', quote: 'Fanomezana ny taratasim-panamarinana ny fahazoan-dàlana mitondra fiara ao amin’ny birao faha 204', where: 'etapes' },
    { statement: 'faq.0', source: 'habari-2020', quote: 'les permis de conduire malgaches ne pourront plus être échangés en France à compter du 31 mars 2020.' },
    { statement: 'faq.0', source: 'habari-2020', quote: 'Les permis de conduire malgaches régulièrement délivrés resteront toutefois reconnus en France, tant qu’ils sont accompagnés d’une traduction en français ou d’un permis de conduire international, pour une durée d’un an à compter de l’établissement en France de leur titulaire' },
    { statement: 'faq.0', source: 'laverite-2020', quote: 'Désormais et plus précisément à partir du 30 mars 2020, les permis de conduire malagasy ne pourront plus être échangés en France.' },
    { statement: 'faq.1', source: 'torolalana', quote: '72 heures', where: 'temps_traitement' },
    { statement: 'faq.1', source: 'torolalana', quote: 'Fikarakarana ataon’ny tompon’andraikitra ao amin’ny birao faha 4 Anosy', where: 'etapes' },
    { statement: 'faq.1', source: 'torolalana', quote: 'Fanomezana ny taratasim-panamarinana ny fahazoan-dàlana mitondra fiara ao amin’ny birao faha 204', where: 'etapes' },
    { statement: 'legalReferences.0', source: 'allafrica-2017-code', quote: 'Bon nombres d’usagers de la route ignorent la loi n°2017-002 portant Code de la Route à Madagascar.' },
    { statement: 'legalReferences.0', source: 'laverite-guide-usagers', quote: 'cette nouvelle édition inclut les nouvelles dispositions de la loi n° 2017-002 du 6 juillet 2017 portant sur le Code de la route à Madagascar et qui sont actuellement en vigueur.' },
    { statement: 'legalReferences.0', source: 'vol-direct', quote: 'voici les points essentiels évoqués par la loi n° 2017-002 portant code de la route à Madagascar : … Les règles applicables aux conducteurs.' },
  ],
}

export default service

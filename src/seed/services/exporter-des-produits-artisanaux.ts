import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'exporter-des-produits-artisanaux',
  category: 'entreprises',
  ministry: 'tourisme',
  slug: { fr: 'exporter-des-produits-artisanaux', mg: 'fanondranana-vokatra-asa-tanana' },
  title: {
    fr: 'Exporter des produits artisanaux',
    mg: 'Manondrana vokatra asa-tanana',
  },
  summary: {
    fr: 'Pour exporter de l’artisanat malagasy, l’entreprise demande un certificat au ministère de l’Artisanat et des Métiers, qui contrôle les pièces et les produits avant l’envoi.',
    mg: 'Mba hanondranana asa-tanana malagasy, mangataka taratasy fanamarinana (certificat) amin’ny Ministeran’ny Asa-tanana sy ny Asa-matihanina ny orinasa, izay manamarina ny antontan-taratasy sy ny vokatra alohan’ny handefasana azy.',
  },
  audience: {
    fr: 'Toute entreprise qui veut exporter des produits de l’artisanat malagasy.',
    mg: 'Ny orinasa rehetra maniry hanondrana vokatra asa-tanana malagasy.',
  },
  documents: {
    fr: [
      { item: 'Carte NIF et carte statistique', form: 'photocopy' },
      'Facture en plusieurs exemplaires, en euros',
      'Domiciliation bancaire si le montant dépasse 3 000 000 Ar',
      'Visa des ministères concernés selon le type de produit',
      'Procès-verbal de constatation et de contrôle des produits',
    ],
    mg: [
      { item: 'Karatra NIF sy karatra statistika', form: 'photocopy' },
      'Faktiora maromaro, amin’ny euro',
      'Fanamarinana avy amin’ny banky (domiciliation bancaire) raha mihoatra ny 3 000 000 Ar ny vola',
      'Visa avy amin’ireo ministera voakasika arakaraka ny karazana vokatra',
      'Fitanana an-tsoratra momba ny fanamarinana sy ny fanaraha-maso ny vokatra',
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'Le guide officiel Torolalana indique 0 Ar pour le certificat. Les visas des autres ministères et la douane ne sont pas compris.',
      mg: '0 Ar no voalazan’ny torolalana ofisialy Torolalana ho an’ny taratasy fanamarinana. Tsy tafiditra ao ny visa avy amin’ny ministera hafa sy ny fadin-tseranana.',
    },
  },
  delay: { from: 24, unit: 'hours' },
  processingTime: {
    fr: 'Immédiat au bureau du ministère ; {délai} si le contrôle des produits a lieu à votre dépôt.',
    mg: 'Avy hatrany ao amin’ny biraon’ny ministera ; {faharetany} raha any amin’ny toerana fametrahanao ny entana no anaovana ny fanamarinana ny vokatra.',
  },
  whereToApply: {
    fr: 'Ministère de l’Artisanat et des Métiers, 67 Ha Sud, porte 101, Antananarivo (service de Certification).',
    mg: 'Ministeran’ny Asa-tanana sy ny Asa-matihanina, 67 Ha Atsimo, varavarana 101, Antananarivo (sampan-draharaha misahana ny fanamarinana).',
  },
  places: ['mam-certification-67ha'],
  youReceive: {
    fr: 'Le certificat d’exportation des produits artisanaux.',
    mg: 'Ny taratasy fanamarinana ho an’ny fanondranana vokatra asa-tanana.',
  },
  steps: {
    fr: [
      { title: 'Déposez le dossier', detail: 'Déposez les pièces à la porte 101 du ministère de l’Artisanat et des Métiers.', place: 'mam-certification-67ha' },
      { title: 'Vérification du dossier', detail: 'Le service de Certification du ministère vérifie les pièces.' },
      { title: 'Constatation des produits', detail: 'Les agents examinent les produits, au bureau ou à votre dépôt.', duration: { from: 24, unit: 'hours' } },
      { title: 'Recevez le certificat', detail: 'Le certificat vous est remis ; joignez-le aux documents d’exportation.' },
    ],
    mg: [
      { title: 'Apetraho ny antontan-taratasy', detail: 'Apetraho eo amin’ny varavarana 101 ao amin’ny Ministeran’ny Asa-tanana sy ny Asa-matihanina ny taratasy.', place: 'mam-certification-67ha' },
      { title: 'Fanamarinana ny antontan-taratasy', detail: 'Ny sampan-draharaha misahana ny fanamarinana ao amin’ny ministera no manamarina ny taratasy.' },
      { title: 'Fanamarinana ny vokatra', detail: 'Jeren’ny mpiasa ny vokatra, ao amin’ny birao na any amin’ny toerana fametrahanao ny entana.', duration: { from: 24, unit: 'hours' } },
      { title: 'Raiso ny taratasy fanamarinana', detail: 'Omena anao ny taratasy fanamarinana ; ampiarahina amin’ny antontan-taratasy fanondranana izany.' },
    ],
  },
  legalReferences: {
    fr: ['Ordonnance n° 88-015 du 1er septembre 1988 relative à la politique d’exportation'],
    mg: ['Hitsivolana laharana faha-88-015 tamin’ny 1 septambra 1988 momba ny politikan’ny fanondranana'],
  },
  faq: {
    fr: [
      { question: 'Faut-il montrer des échantillons à plusieurs ministères ?', answer: 'Selon le type de produit, oui : le visa des ministères concernés est exigé. En 2020, des exportateurs citaient la Culture et l’Environnement, et les Mines pour les pierres et les bijoux, avant une visite du CENAM et de la douane.' },
      { question: 'Quand faut-il une domiciliation bancaire ?', answer: 'Quand le montant de l’exportation dépasse 3 000 000 Ar.' },
    ],
    mg: [
      { question: 'Tsy maintsy asehoana ministera maromaro ve ny santionany ?', answer: 'Arakaraka ny karazana vokatra, eny : takiana ny visa avy amin’ireo ministera voakasika. Tamin’ny 2020, nitanisa ny Kolontsaina sy ny Tontolo iainana ireo mpanondrana, ary ny Harena an-kibon’ny tany ho an’ny vato sy ny firavaka, alohan’ny fitsidihan’ny CENAM sy ny fadin-tseranana.' },
      { question: 'Rahoviana no ilaina ny fanamarinana avy amin’ny banky (domiciliation bancaire) ?', answer: 'Rehefa mihoatra ny 3 000 000 Ar ny vola amin’ny fanondranana.' },
    ],
  },
  related: ['devenir-exportateur', 'certificat-d-origine', 'formation-artisanat', 'numero-d-identification-fiscale', 'carte-statistique'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/exporter-des-produits-artisanaux.md) d’après Torolalana, fiche « Exporter des produits artisanaux » (/mg/services/exporter-des-produits-artisanaux, listes en français et en malagasy), lue dans la copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : pièces, étapes, délai (immédiat sur place, 24 heures hors place), lieu (67 ha Sud, porte 101), frais 0 Ar. L’Express (28 février 2020) décrit en plus les visas d’autres ministères, le contrôle du CENAM et de la douane. Le texte de référence (ordonnance 88-015 sur la politique d’exportation) n’est cité que par une table de textes, non par Torolalana. Aucun téléphone ni horaire publié pour la porte 101. Ministère responsable : Torolalana (février 2026) nomme le ministère de l’Artisanat et des Métiers, qui n’a pas de clé dans la liste ; la presse de décembre 2025 rattache l’artisanat au ministère du Tourisme (clé « tourisme », sigle MTA) : rattachement à confirmer, signalé dans le rapport du lot b7.',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Fanondranana vokatra asa-tanana (Exporter des produits artisanaux)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/exporter-des-produits-artisanaux', seen: '2026-11-28' },
    { key: 'lexpress-2020', title: 'Artisanat – Les procédures d’exportation se compliquent', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/28/02/2020/artisanat-les-procedures-dexportation-se-compliquent/', seen: '2026-11-28', published: '2020-02-28' },
    { key: 'recueil-droit-commercial', title: 'Lois et sociétés commerciales (table des textes : ordonnance 88-015 relative à la politique d’exportation)', publisher: 'Recueil de textes (copie en ligne, doczz)', kind: 'secondary', url: 'https://fr.doczz.net/doc/3056716/lois-et-societes-commerciales---consulat-de-madagascar', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana', quote: 'Fangatahana taratasy fanamarinana ho an’ny orinasa rehetra izay maniry hanondrana ny zavakanto Malagasy.', where: 'Description' },
    { statement: 'summary', source: 'torolalana', quote: 'Vérification des dossiers par le Service de Certification du Ministère de l\'Artisanat et des Métiers.', where: 'Liste (français)' },
    { statement: 'audience', source: 'torolalana', quote: 'Fangatahana taratasy fanamarinana ho an’ny orinasa rehetra izay maniry hanondrana ny zavakanto Malagasy.', where: 'Description' },
    { statement: 'documents.0', source: 'torolalana', quote: 'Photocopie de la carte NIF et STAT', where: 'Documents requis' },
    { statement: 'documents.1', source: 'torolalana', quote: 'Facture en plusieurs exemplaires en euros', where: 'Documents requis' },
    { statement: 'documents.1', source: 'lexpress-2020', quote: 'la présentation des factures qui doivent être établies en plusieurs exemplaires, en Euro' },
    { statement: 'documents.2', source: 'torolalana', quote: 'Domiciliation bancaire si le montant est supérieur à 3 000 000 Ar', where: 'Documents requis' },
    { statement: 'documents.3', source: 'torolalana', quote: 'Visa des ministères concernés selon les types de produits', where: 'Documents requis' },
    { statement: 'documents.4', source: 'torolalana', quote: 'Procès-verbal de constatation et de contrôle des produits', where: 'Documents requis' },
    { statement: 'cost', source: 'torolalana', quote: '0 Ar', where: 'Sarany' },
    { statement: 'processingTime', source: 'torolalana', quote: 'Traitement immédiat sur place (au bureau du Ministère)', where: 'Délai' },
    { statement: 'processingTime', source: 'torolalana', quote: '24 heures hors place (au dépôt de l\'exportateur)', where: 'Délai' },
    { statement: 'whereToApply', source: 'torolalana', quote: '67 ha Sud, Porte 101', where: 'Toerana' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Ministère de l’Artisanat et des Métiers', where: 'Toerana' },
    { statement: 'youReceive', source: 'torolalana', quote: 'Délivrance du certificat.', where: 'Étapes' },
    { statement: 'steps.0', source: 'torolalana', quote: 'Dépôt des dossiers à la Porte 101 du Ministère de l\'Artisanat et des Métiers', where: 'Étapes' },
    { statement: 'steps.1', source: 'torolalana', quote: 'Vérification des dossiers par le Service de Certification du Ministère de l\'Artisanat et des Métiers.', where: 'Étapes' },
    { statement: 'steps.2', source: 'torolalana', quote: 'Constatation du produit.', where: 'Étapes' },
    { statement: 'steps.2', source: 'torolalana', quote: '24 heures hors place (au dépôt de l\'exportateur)', where: 'Délai' },
    { statement: 'steps.3', source: 'torolalana', quote: 'Délivrance du certificat.', where: 'Étapes' },
    { statement: 'faq.0', source: 'torolalana', quote: 'Visa des ministères concernés selon les types de produits', where: 'Documents requis' },
    { statement: 'faq.0', source: 'lexpress-2020', quote: 'Un échantillon du produit pour chaque ministère, celui de la Culture, et le ministère de l’environnement. Ceux qui exportent des pierres ou bijoux sont contraints d’aller au ministère des Mines. Les échantillons rejoignent ensuite le Cenam' },
    { statement: 'faq.0', source: 'lexpress-2020', quote: 'Il lui faut alors trois jours au minimum car la Douane effectue également une autre visite.' },
    { statement: 'faq.1', source: 'torolalana', quote: 'Domiciliation bancaire si le montant est supérieur à 3 000 000 Ar', where: 'Documents requis' },
    { statement: 'legalReferences.0', source: 'recueil-droit-commercial', quote: 'IV.1. ORDONNANCE N° 88-015 du 1 er septembre 1988 relative à la politique d’exportation', where: 'Table des matières, livre IV' },
  ],
}

export default service

import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'formation-artisanat',
  category: 'agriculture-et-elevage',
  ministry: 'tourisme',
  slug: { fr: 'formation-artisanat', mg: 'fiofanana-amin-ny-asa-tanana' },
  title: {
    fr: 'Se former aux métiers de l’artisanat',
    mg: 'Miofana amin’ny asa-tanana',
  },
  summary: {
    fr: 'Le CENAM (Centre national de l’artisanat malagasy) propose des formations aux métiers de l’artisanat, de 5 jours à 4 mois selon le module, avec une attestation à la fin. Inscription à la porte 108 du CENAM.',
    mg: 'Manolotra fiofanana amin’ny asa-tanana ny CENAM (Centre national de l’artisanat malagasy), 5 andro ka hatramin’ny 4 volana arakaraka ny « module », ary misy taratasy fanamarinana (attestation) amin’ny farany. Eo amin’ny varavarana 108 ao amin’ny CENAM no misoratra anarana.',
  },
  audience: {
    fr: 'Particuliers, associations, coopératives, entreprises, ONG, établissements publics et organisations internationales.',
    mg: 'Olom-pirenena tsotra, fikambanana, fiaraha-miasa (coopératives), orinasa, ONG, établissements publics ary fikambanana iraisam-pirenena.',
  },
  documents: {
    fr: [
      { item: 'CIN', form: 'photocopy' },
      'Certificat de résidence',
      'Photo d’identité',
    ],
    mg: [
      { item: 'Kara-panondro', form: 'photocopy' },
      'Fanamarinam-ponenana',
      'Sary famantarana',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'De 30 000 Ar à 200 000 Ar selon le module de formation. Des formations gratuites sont parfois organisées pour les artisans vulnérables, avec des partenaires.',
      mg: '30 000 Ar ka hatramin’ny 200 000 Ar arakaraka ny « module » fiofanana. Indraindray misy fiofanana maimaim-poana ho an’ny mpanao asa-tanana marefo, miaraka amin’ny mpiara-miasa.',
    },
  },
  processingTime: {
    fr: 'De 5 jours à 4 mois selon le module de formation.',
    mg: '5 andro ka hatramin’ny 4 volana arakaraka ny « module » fiofanana.',
  },
  whereToApply: {
    fr: 'CENAM, formation professionnelle en artisanat, porte 108, au siège de 67 Ha Sud à Antananarivo (ministère de l’Artisanat et des Métiers).',
    mg: 'CENAM, fiofanana matihanina amin’ny asa-tanana, varavarana 108, ao amin’ny foibe ao 67 Ha Atsimo eto Antananarivo (Ministeran’ny Asa-tanana sy ny Asa-matihanina).',
  },
  places: ['cenam-formation-porte-108'],
  youReceive: {
    fr: 'Une attestation de formation.',
    mg: 'Taratasy fanamarinana fa nanaraka fiofanana (attestation).',
  },
  steps: {
    fr: [
      { title: 'Inscrivez-vous et déposez le dossier', detail: 'Inscription et dépôt des pièces à la porte 108 du CENAM.', place: 'cenam-formation-porte-108' },
      { title: 'Remplissez la fiche d’inscription', detail: 'Le CENAM enregistre vos informations sur la fiche d’inscription.' },
      { title: 'Suivez la formation', detail: 'La formation dure de 5 jours à 4 mois selon le module.' },
      { title: 'Évaluation', detail: 'Le formateur vous évalue, et vous évaluez la formation.' },
      { title: 'Recevez l’attestation', detail: 'Après le suivi, le CENAM vous remet une attestation.' },
    ],
    mg: [
      { title: 'Misoratra anarana ary apetraho ny antontan-taratasy', detail: 'Eo amin’ny varavarana 108 ao amin’ny CENAM no misoratra anarana sy mametraka ny taratasy.', place: 'cenam-formation-porte-108' },
      { title: 'Fenoy ny taratasy fisoratana anarana', detail: 'Soratan’ny CENAM ao amin’ny taratasy fisoratana anarana (fiche d’inscription) ny mombamomba anao.' },
      { title: 'Araho ny fiofanana', detail: '5 andro ka hatramin’ny 4 volana ny fiofanana arakaraka ny « module ».' },
      { title: 'Fanombanana', detail: 'Ombanan’ny mpampiofana ianao, ary ombananao koa ny fiofanana.' },
      { title: 'Raiso ny taratasy fanamarinana', detail: 'Rehefa vita ny fanaraha-maso dia omen’ny CENAM anao ny taratasy fanamarinana (attestation).' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 95-004 du 21 juin 1995 relative à l’artisanat', 'Décret n° 98-166 du 19 février 1998 portant organisation de l’activité d’artisan'],
    mg: ['Lalàna laharana faha-95-004 tamin’ny 21 jona 1995 momba ny asa-tanana', 'Didim-panjakana laharana faha-98-166 tamin’ny 19 febroary 1998 mandamina ny asan’ny mpanao asa-tanana'],
  },
  faq: {
    fr: [
      { question: 'Y a-t-il des formations hors d’Antananarivo ?', answer: 'Le CENAM a des centres régionaux (CERAM) : il avait des locaux dans 8 régions, dont Boeny, Atsinanana, Diana, Itasy, Analanjirofo, Vakinankaratra et Haute Matsiatra, et forme aussi dans les régions avec le ministère. Renseignez-vous sur les sessions près de chez vous.', unsure: 'centres régionaux en activité aujourd’hui non confirmés' },
      { question: 'Quels métiers peut-on apprendre ?', answer: 'Par exemple la coupe et couture, le tissage ou la fabrication de bijoux fantaisie, avec des notions de gestion, de marketing et d’entrepreneuriat.' },
    ],
    mg: [
      { question: 'Misy fiofanana ivelan’Antananarivo ve ?', answer: 'Manana foibe isam-paritra (CERAM) ny CENAM : nanana trano tany amin’ny faritra 8 izy, anisan’izany Boeny, Atsinanana, Diana, Itasy, Analanjirofo, Vakinankaratra ary Haute Matsiatra, ary manao fiofanana any amin’ny faritra koa miaraka amin’ny ministera. Manontania momba ny fiofanana akaiky anao.', unsure: 'tsy voamarina hoe mbola miasa ankehitriny ireo foibe isam-paritra ireo' },
      { question: 'Inona avy no asa azo ianarana ?', answer: 'Ohatra ny fanjairana, ny fanenomana na ny fanamboarana firavaka tsotra, miaraka amin’ny fitantanana, ny varotra ary ny fandraharahana.' },
    ],
  },
  related: ['exporter-des-produits-artisanaux', 'carte-producteur', 'carte-statistique'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/formation-artisanat.md) d’après Torolalana, fiche « Se former aux métiers de l’artisanat » (/mg/services/se-former-aux-metiers-de-l-artisanat), lue dans la copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : public, pièces, étapes, centre (CENAM, porte 108, ministère de l’Artisanat et des Métiers), frais de 30 000 à 200 000 Ar et durée de 5 jours à 4 mois selon le module. Presse : Matin (siège du CENAM à 67 ha Sud ; centres régionaux CERAM ; métiers enseignés), AllAfrica (2022 : formations gratuites pour artisans vulnérables avec le FID ; décembre 2025 : certificat en fin de formation). Textes de référence (loi 95-004, décret 98-166) cités par une table de recueil de textes. Centres régionaux en activité : marqués à la FAQ. Ministère responsable : Torolalana (février 2026) nomme le ministère de l’Artisanat et des Métiers, qui n’a pas de clé dans la liste ; la presse de décembre 2025 rattache l’artisanat au ministère du Tourisme (clé « tourisme », sigle MTA) : rattachement à confirmer, signalé dans le rapport du lot b7.',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Fiofanana amin’ny asa-tanana (Se former aux métiers de l’artisanat)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/se-former-aux-metiers-de-l-artisanat', seen: '2026-11-28' },
    { key: 'matin-tika', title: 'Nouveau centre de formation du Cenam – Les femmes artisans privilégiées', publisher: 'Matin (Le Quotidien)', kind: 'press', url: 'https://www.matin.mg/?p=3492', seen: '2026-11-28' },
    { key: 'matin-ceram', title: 'Lancement de centre régional artisanal – Le Cenam en quête de financement', publisher: 'Matin (Le Quotidien)', kind: 'press', url: 'http://matin.mg/?p=4658', seen: '2026-11-28' },
    { key: 'vohizo-tika', title: 'Coopération : trente femmes vulnérables à former dans l’artisanat', publisher: 'Vohizo (reprise de presse)', kind: 'press', url: 'http://vohizo.e-monsite.com/pages/socio-eco/cooperation-trente-femmes-vulnerables-a-former-dans-l-artisanat.html', seen: '2026-11-28' },
    { key: 'allafrica-2022', title: 'Artisanat : formation gratuite pour les ménages artisans vulnérables (accord FID – ministère de l’Artisanat)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202204150553.html', seen: '2026-11-28', published: '2022-04' },
    { key: 'allafrica-2025', title: 'Tourisme et artisanat : 160 artisans formés en Atsinanana avec le CENAM', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202512060231.html', seen: '2026-11-28', published: '2025-12-06' },
    { key: 'recueil-droit-commercial', title: 'Lois et sociétés commerciales (table des textes : loi 95-004 relative à l’artisanat, décret 98-166)', publisher: 'Recueil de textes (copie en ligne, doczz)', kind: 'secondary', url: 'https://fr.doczz.net/doc/3056716/lois-et-societes-commerciales---consulat-de-madagascar', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana', quote: '5 andro ka hatramin’ny 4 volana arakaraka ny module fiofanana.', where: 'Faharetany' },
    { statement: 'summary', source: 'torolalana', quote: 'Fisoratana anarana sy fametrahana antontan-taratasy eo amin’ny Porte 108 ao amin’ny CENAM.', where: 'Dingana' },
    { statement: 'summary', source: 'torolalana', quote: 'Fanaraha-maso sy fanomezana taratasy fanamarinana (attestation).', where: 'Dingana' },
    { statement: 'audience', source: 'torolalana', quote: 'Pour qui ? ONG, olom-pirenena tsotra, fikambanana, fiaraha-miasa (coopératives), orinasa, établissements publics, fikambanana iraisam-pirenena, sns.', where: 'Description' },
    { statement: 'documents.0', source: 'torolalana', quote: 'Dika mitovy amin’ny karapanondro (CNI)', where: 'Antontan-taratasy ilaina' },
    { statement: 'documents.1', source: 'torolalana', quote: 'Taratasy fanamarinam-ponenana', where: 'Antontan-taratasy ilaina' },
    { statement: 'documents.2', source: 'torolalana', quote: 'Sary tapaka', where: 'Antontan-taratasy ilaina' },
    { statement: 'cost', source: 'torolalana', quote: '30.000 Ar hatramin’ny 200.000 Ar arakaraka ny module fiofanana.', where: 'Sarany' },
    { statement: 'cost', source: 'allafrica-2022', quote: 'Les ménages artisans vulnérables bénéficieront d’une formation et d’encadrements gratuits dispensés par le Centre national de l’artisanat malagasy.' },
    { statement: 'processingTime', source: 'torolalana', quote: '5 andro ka hatramin’ny 4 volana arakaraka ny module fiofanana.', where: 'Faharetany' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'DIRECTION GÉNÉRALE DU CENTRE NATIONAL DE L\'ARTISANAT MALAGASY (CENAM) … FORMATION PROFESSIONNELLE EN ARTISANAT … Ministère de l\'Artisanat et des Métiers (MAM)', where: 'Toerana' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Fisoratana anarana sy fametrahana antontan-taratasy eo amin’ny Porte 108 ao amin’ny CENAM.', where: 'Dingana' },
    { statement: 'whereToApply', source: 'matin-tika', quote: 'La cérémonie d’inauguration du centre s’est tenue hier au siège du Cenam à 67 ha Sud.' },
    { statement: 'youReceive', source: 'torolalana', quote: 'Fanaraha-maso sy fanomezana taratasy fanamarinana (attestation).', where: 'Dingana' },
    { statement: 'youReceive', source: 'allafrica-2025', quote: 'Un certificat leur est délivré à la fin de leur formation.' },
    { statement: 'steps.0', source: 'torolalana', quote: 'Fisoratana anarana sy fametrahana antontan-taratasy eo amin’ny Porte 108 ao amin’ny CENAM.', where: 'Dingana' },
    { statement: 'steps.1', source: 'torolalana', quote: 'Fandaminana miaraka amin’ny fiche d’inscription ao amin’ny CENAM ho fanoratana ny mombamomba ny mpangataka.', where: 'Dingana' },
    { statement: 'steps.2', source: 'torolalana', quote: 'Fiofanana amin’ny asa-tanana.', where: 'Dingana' },
    { statement: 'steps.2', source: 'torolalana', quote: '5 andro ka hatramin’ny 4 volana arakaraka ny module fiofanana.', where: 'Faharetany' },
    { statement: 'steps.3', source: 'torolalana', quote: 'Fanombanana ny mpangataka nataon’ny mpampiofana sy fanombanana ny fiofanana nataon’ny mpangataka.', where: 'Dingana' },
    { statement: 'steps.4', source: 'torolalana', quote: 'Fanaraha-maso sy fanomezana taratasy fanamarinana (attestation).', where: 'Dingana' },
    { statement: 'legalReferences.0', source: 'recueil-droit-commercial', quote: 'I.1. LOI N° 95-004 du 21 juin 1995 relative à l’artisanat', where: 'Table des matières, livre I' },
    { statement: 'legalReferences.1', source: 'recueil-droit-commercial', quote: 'I.2. DECRET N°98-166 du 19 février 1998 portant organisation de l’activité d’artisan', where: 'Table des matières, livre I' },
    { statement: 'faq.0', source: 'matin-ceram', quote: 'Actuellement, le centre possède déjà des locaux dans 8 Régions, entre autres dans le Boeny, Antsinanana, Diana, Vatovavy Fitovinany, Itasy, Analanjirofo, Vakinankaratra et Haute Matsiatra.' },
    { statement: 'faq.0', source: 'allafrica-2025', quote: '160 artisans opérant dans la région Atsinanana ont bénéficié d’une formation en matière de coupe et couture et création, et ce, en étroite collaboration avec le CENAM' },
    { statement: 'faq.1', source: 'vohizo-tika', quote: 'le centre en formera trente parmi les plus vulnérables, en coupe et couture, en tissage, en fabrication de bijoux de fantaisie accompagnés de gestion simplifiée. Elles s’initieront aussi au leadership, au marketing, à la création de fonds et à l’entrepreneuriat' },
    { statement: 'faq.1', source: 'matin-tika', quote: 'cela porte sur la professionnalisation de la filière, l’application et le respect des principes fondamentaux et des normes fondamentales exigés par le marché international, les stratégies marketing, auto-entreprenariat' },
  ],
}

export default service

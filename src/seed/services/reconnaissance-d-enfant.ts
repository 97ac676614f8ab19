import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'reconnaissance-d-enfant',
  category: 'etat-civil',
  ministry: 'mid',
  slug: { fr: 'reconnaissance-d-enfant', mg: 'fanekena-zanaka' },
  title: {
    fr: 'Reconnaître un enfant né hors mariage',
    mg: 'Manaiky ho zanaka ny zaza teraka ivelan’ny fanambadiana',
  },
  summary: {
    fr: 'Quand un enfant naît hors mariage, son père le reconnaît à l’état civil de la commune : la reconnaissance est inscrite au registre et donne à l’enfant une filiation envers son père.',
    mg: 'Rehefa teraka ivelan’ny fanambadiana ny zaza, ny rainy no manaiky azy ao amin’ny sora-piankohonana ao amin’ny kaominina : soratana ao amin’ny rejisitra ny fanekena ary manome ny zaza ray ara-dalàna.',
  },
  marks: {
    summary: {
      fr: 'effet sur la filiation : aucune source malgache officielle trouvée',
      mg: 'vokatra eo amin’ny firazanana : tsy nahitana loharano ofisialy malagasy',
    },
  },
  audience: {
    fr: 'Les pères (et, au besoin, les mères) d’un enfant né hors mariage.',
    mg: 'Ireo ray (ary, raha ilaina, ireo reny) manan-janaka teraka ivelan’ny fanambadiana.',
  },
  documents: {
    fr: [
      'À Antananarivo : une lettre de consentement légalisée, signée par la mère et par le père',
      'Une copie de l’acte de naissance de l’enfant de moins de 6 mois',
      { item: 'Photocopie de la CIN', form: 'photocopy', unsure: 'de qui (père, mère ou les deux) : la liste publiée est coupée à cet endroit' },
    ],
    mg: [
      'Eto Antananarivo : taratasy fanekena voamarina sonia, soniavin’ny reny sy ny ray',
      'Kopia nahaterahan’ny zaza tsy mihoatra ny 6 volana',
      { item: 'Dika mitovin’ny kara-panondro', form: 'photocopy', unsure: 'an’iza (ray, reny na izy roa) : tapaka eo amin’io toerana io ny lisitra navoaka' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Le tarif n’est pas publié : demandez-le à l’état civil de la commune et exigez un reçu. La légalisation de la lettre de consentement se paie à part.',
      mg: 'Tsy navoaka ny sarany : anontanio amin’ny sora-piankohonana ao amin’ny kaominina ary angataho ny rosia. Aloa misaraka ny fanamarinana sonia amin’ny taratasy fanekena.',
    },
  },
  youReceive: {
    fr: 'La reconnaissance inscrite au registre d’état civil ; les copies de l’acte de naissance de l’enfant porteront ensuite le nom du père.',
    mg: 'Ny fanekena voasoratra ao amin’ny rejisitry ny sora-piankohonana ; hisy ny anaran’ny ray avy eo ny kopia nahaterahan’ny zaza.',
  },
  processingTime: {
    fr: 'Délai non publié : demandez à la commune quand la reconnaissance sera inscrite.',
    mg: 'Tsy navoaka ny faharetany : anontanio amin’ny kaominina hoe rahoviana no hosoratana ny fanekena.',
  },
  whereToApply: {
    fr: 'Au bureau d’état civil de la commune (à Antananarivo, à l’état civil de l’arrondissement). À l’étranger : l’ambassade ou le consulat de Madagascar.',
    mg: 'Ao amin’ny biraon’ny sora-piankohonana ao amin’ny kaominina (eto Antananarivo, ao amin’ny sora-piankohonan’ny boriborintany). Any ivelany : ny masoivoho na kaonsoly malagasy.',
  },
  steps: {
    fr: [
      { title: 'Préparez la lettre de consentement', detail: 'La mère et le père signent une lettre où ils acceptent la reconnaissance, puis font légaliser leurs signatures.' },
      { title: 'Demandez une copie récente de l’acte de naissance', detail: 'La copie de l’acte de naissance de l’enfant doit avoir moins de 6 mois.' },
      { title: 'Allez à l’état civil', detail: 'Le père se présente avec les pièces. L’officier d’état civil inscrit la reconnaissance au registre.', unsure: 'présence des deux parents et lieu (commune de naissance ou de résidence) non précisés par les sources' },
      { title: 'Demandez une nouvelle copie', detail: 'Vérifiez que la nouvelle copie de l’acte de naissance de l’enfant mentionne le père.', unsure: 'mention en marge de l’acte : aucune source malgache trouvée' },
    ],
    mg: [
      { title: 'Omano ny taratasy fanekena', detail: 'Manao sonia taratasy milaza fa manaiky ny fanekena ny reny sy ny ray, dia asaina hamarinina ny sonian’izy ireo.' },
      { title: 'Makà kopia nahaterahana vao nalaina', detail: 'Tsy tokony hihoatra ny 6 volana ny kopia nahaterahan’ny zaza.' },
      { title: 'Mankanesa any amin’ny sora-piankohonana', detail: 'Manatona mitondra ireo taratasy ny ray. Soratan’ny mpiandraikitra ny sora-piankohonana ao amin’ny rejisitra ny fanekena.', unsure: 'tsy lazain’ny loharano raha tsy maintsy tonga izy roa sy ny kaominina (nahaterahana na onenana)' },
      { title: 'Mangataha kopia vaovao', detail: 'Hamarino fa voasoratra ao amin’ny kopia nahaterahan’ny zaza vaovao ny ray.', unsure: 'fanamarihana an-tsisin’ny soratra : tsy nahitana loharano malagasy' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 63-022 du 20 novembre 1963 sur la filiation, l’adoption, le rejet et la tutelle',
      'Loi n° 2018-027 du 8 février 2019 relative à l’état civil',
    ],
    mg: [
      'Lalàna laharana faha-63-022 tamin’ny 20 novambra 1963 momba ny firazanana, ny fananganan-jaza, ny fanariana ary ny fitondrana zaza tsy ampy taona',
      'Lalàna laharana faha-2018-027 tamin’ny 8 febroary 2019 momba ny sora-piankohonana',
    ],
  },
  faq: {
    fr: [
      { question: 'La mère doit-elle aussi reconnaître l’enfant ?', answer: 'En principe non : selon la loi de 1963 sur la filiation, la filiation envers la mère résulte de l’accouchement. Elle signe seulement la lettre de consentement.', unsure: 'texte de 1963 lu seulement dans une étude non officielle' },
      { question: 'Je suis né hors mariage et je vis à l’étranger. Quelle pièce montrer ?', answer: 'Pour transcrire l’acte de naissance d’un enfant à l’ambassade, celle de Dakar demande une photocopie de l’acte de reconnaissance du père quand les parents ne sont pas mariés et que le père a reconnu l’enfant.' },
    ],
    mg: [
      { question: 'Tsy maintsy manaiky ny zaza koa ve ny reny ?', answer: 'Raha ny fitsipika dia tsia : araka ny lalàna tamin’ny 1963 momba ny firazanana, ny fiterahana no mampifandray ny zaza sy ny reny. Manao sonia ny taratasy fanekena fotsiny izy.', unsure: 'tamin’ny fanadihadiana tsy ofisialy ihany no namakiana ny lalàna tamin’ny 1963' },
      { question: 'Teraka ivelan’ny fanambadiana aho ary any ivelany no mipetraka. Inona no taratasy asehoko ?', answer: 'Mba hanoratana ao amin’ny masoivoho ny fahaterahan’ny zaza, mangataka dika mitovin’ny taratasy fanekena nataon’ny ray ny masoivoho any Dakar, raha tsy nanambady ny ray aman-dreny ary nanaiky ny zaza ny ray.' },
    ],
  },
  related: ['declaration-de-naissance', 'acte-de-naissance', 'livret-de-famille', 'legalisation-de-documents'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b1 ; recherche : docs/research/issue41/reconnaissance-d-enfant.md). Seule source officielle de procédure : la Commune urbaine d’Antananarivo (« Enregistrement de reconnaissance » : lettre de consentement légalisée, copie d’acte de naissance de moins de 6 mois, photocopie CIN) ; l’extrait lu est coupé avant la fin de la liste, le délai et le tarif. Torolalana (rubrique État civil, lue dans la copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) cite l’« acte de reconnaissance » sans procédure. Filiation maternelle par l’accouchement (loi 63-022, art. 1er) lue dans une étude non officielle (clicours). Marqués : tarif et délai (non publiés), effet sur la filiation (résumé), présence des parents et commune compétente, mention en marge, titulaire de la CIN.',
  },
  sources: [
    { key: 'cua', title: 'Services arrondissements (enregistrement de reconnaissance)', publisher: 'Commune urbaine d’Antananarivo (CUA)', kind: 'official', url: 'https://www.cua.mg/services-arrondissements/', seen: '2026-11-28' },
    { key: 'torolalana', title: 'Torolalana — État civil (acte de naissance, de mariage, de décès, de reconnaissance)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/etat-civil/', seen: '2026-11-28' },
    { key: 'ambassade-dakar', title: 'État civil (transcriptions d’actes de naissance étrangers)', publisher: 'Ambassade de Madagascar au Sénégal', kind: 'official', url: 'https://ambamad-dakar.diplomatie.gov.mg/index.php/services-consulaires/etat-civil', seen: '2026-11-28' },
    { key: 'ambassade-paris', title: 'État civil — faits d’état civil des ressortissants à l’étranger', publisher: 'Ambassade de Madagascar en France', kind: 'official', url: 'https://ambamad-paris.diplomatie.gov.mg/index.php/service-consulaire/service-aux-ressortissants/etat-civil', seen: '2026-11-28' },
    { key: 'clicours', title: 'Les droits successoraux des enfants naturels en droit malgache (reconnaissance, filiation maternelle)', publisher: 'Clicours (étude juridique en ligne)', kind: 'secondary', url: 'https://clicours.com/les-droits-successoraux-des-enfants-naturels-en-droit-malgache', seen: '2026-11-28' },
    { key: 'jwf-63-022', title: 'Loi n° 63-022 du 20 novembre 1963 sur la filiation, l’adoption, le rejet et la tutelle (texte reproduit)', publisher: 'jwf-legal2 (recueil de textes malgaches)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/Lois-275.htm', seen: '2026-11-28' },
    { key: 'gapec', title: 'Jurisprudence des avis : Madagascar, naissance (reconnaissance et consentement de la mère)', publisher: 'GAPEC (association belge des agents de l’état civil)', kind: 'secondary', url: 'https://www.gapec.be/pages/c-a-gapec/jurisprudence-des-avis-acec/madagascar/-naissance.html', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'cua', quote: 'Il s’agit de la transcription de la reconnaissance d’un enfant dans le registre d’état civil de l’Arrondissement de la Commune Urbaine d’Antananarivo.', where: 'Enregistrement de reconnaissance' },
    { statement: 'summary', source: 'gapec', quote: 'Un acte de reconnaissance malgache pourrait être reconnu dans l’ordre juridique belge s’il respecte les conditions de forme du droit malgache' },
    { statement: 'audience', source: 'ambassade-dakar', quote: 'Photocopie de l’acte de reconnaissance du père, si les parents ne sont pas mariés et que le père a reconnu l’enfant ;', where: 'Transcriptions, pièces à fournir' },
    { statement: 'audience', source: 'cua', quote: '-Lettre de consentement légalisée (mère et père)', where: 'Enregistrement de reconnaissance' },
    { statement: 'documents.0', source: 'cua', quote: '-Lettre de consentement légalisée (mère et père)', where: 'Enregistrement de reconnaissance' },
    { statement: 'documents.1', source: 'cua', quote: '-Copie d’acte de naissance (moins de 6 mois)', where: 'Enregistrement de reconnaissance' },
    { statement: 'documents.2', source: 'cua', quote: '-Photocopie CIN', where: 'Enregistrement de reconnaissance' },
    { statement: 'youReceive', source: 'cua', quote: 'Il s’agit de la transcription de la reconnaissance d’un enfant dans le registre d’état civil de l’Arrondissement de la Commune Urbaine d’Antananarivo.', where: 'Enregistrement de reconnaissance' },
    { statement: 'whereToApply', source: 'cua', quote: 'Il s’agit de la transcription de la reconnaissance d’un enfant dans le registre d’état civil de l’Arrondissement de la Commune Urbaine d’Antananarivo.', where: 'Enregistrement de reconnaissance' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Acte de naissance, acte de mariage, acte de décès, acte de reconnaissance', where: 'Rubrique État civil' },
    { statement: 'whereToApply', source: 'ambassade-paris', quote: 'les faits d’état civil concernant les ressortissants de nationalité malagasy établis à l’étranger sont déclarés au poste diplomatique ou consulaire dans la juridiction duquel ils ont fixé leur résidence habituelle.', where: 'État civil' },
    { statement: 'steps.0', source: 'cua', quote: '-Lettre de consentement légalisée (mère et père)', where: 'Enregistrement de reconnaissance' },
    { statement: 'steps.1', source: 'cua', quote: '-Copie d’acte de naissance (moins de 6 mois)', where: 'Enregistrement de reconnaissance' },
    { statement: 'steps.2', source: 'cua', quote: 'Il s’agit de la transcription de la reconnaissance d’un enfant dans le registre d’état civil de l’Arrondissement de la Commune Urbaine d’Antananarivo.', where: 'Enregistrement de reconnaissance' },
    { statement: 'legalReferences.0', source: 'jwf-63-022', quote: 'LOI N° 63-022 DU 20 NOVEMBRE 1963 SUR LA FILIATION, L’ADOPTION, LE REJET ET', where: 'Titre' },
    { statement: 'legalReferences.0', source: 'clicours', quote: 'L’article premier de la loi numéro 63-022 du 20 Novembre 1963 prévoit que « la filiation maternelle résulte du fait de l’accouchement ».' },
    { statement: 'legalReferences.1', source: 'gapec', quote: 'la loi n°2018-027 du 8 février 2019 relative à l’état civil.' },
    { statement: 'legalReferences.1', source: 'ambassade-paris', quote: 'Conformément à la Loi N° 2018-027 du 08 février 2019 relative aux actes de l’état civil', where: 'État civil' },
    { statement: 'faq.0', source: 'clicours', quote: 'L’article premier de la loi numéro 63-022 du 20 Novembre 1963 prévoit que « la filiation maternelle résulte du fait de l’accouchement ». Cette disposition est conforme à la coutume et permet de ne pas exiger de la mère la reconnaissance de l’enfant né d’elle en dehors des liens du mariage.' },
    { statement: 'faq.1', source: 'ambassade-dakar', quote: 'Photocopie de l’acte de reconnaissance du père, si les parents ne sont pas mariés et que le père a reconnu l’enfant ;', where: 'Transcriptions, pièces à fournir' },
  ],
}

export default service

import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'livret-de-famille',
  category: 'etat-civil',
  ministry: 'mid',
  slug: { fr: 'livret-de-famille', mg: 'bokim-pianakaviana' },
  title: {
    fr: 'Obtenir ou remplacer le livret de famille',
    mg: 'Maka na manolo ny bokim-pianakaviana',
  },
  summary: {
    fr: 'Le livret de famille est remis aux époux à la fin du mariage civil. Il sert ensuite pour déclarer une naissance ou un décès, demander une copie d’acte de naissance, un certificat de résidence ou une CIN.',
    mg: 'Omena ny mpivady amin’ny fiafaran’ny fanambadiana ara-panjakana ny bokim-pianakaviana. Ampiasaina avy eo izany amin’ny fanambarana fahaterahana na fahafatesana, ny fangatahana kopia nahaterahana, fanamarinam-ponenana na kara-panondro.',
  },
  audience: {
    fr: 'Les couples mariés civilement, à Madagascar ou à l’étranger (mariage transcrit à l’ambassade), et les familles qui ont perdu ou abîmé leur livret.',
    mg: 'Ireo mpivady nanao fanambadiana ara-panjakana, eto Madagasikara na any ivelany (fanambadiana nosoratana tao amin’ny masoivoho), ary ireo fianakaviana very na simba ny bokim-pianakaviany.',
  },
  marks: {
    audience: {
      fr: 'remplacement d’un livret perdu ou abîmé : aucune source trouvée',
      mg: 'fanoloana bokim-pianakaviana very na simba : tsy nahitana loharano',
    },
  },
  documents: {
    fr: [
      'Au mariage : aucune démarche à part, le livret est remis à la fin de la célébration',
      'Mariage célébré à l’étranger : la copie intégrale originale de l’acte de mariage étranger de moins de 3 mois et une copie d’acte de naissance des époux, pour la transcription à l’ambassade',
      { item: 'Pour remplacer un livret : la copie de l’acte de mariage et la CIN des époux', unsure: 'pièces non publiées' },
    ],
    mg: [
      'Amin’ny fanambadiana : tsy misy fomba fanao manokana, omena amin’ny fiafaran’ny fankalazana ny bokim-pianakaviana',
      'Fanambadiana natao any ivelany : ny kopia feno tany am-boalohany amin’ny soratra fanambadiana avy any ivelany tsy mihoatra ny 3 volana ary kopia nahaterahan’ny mpivady, ho an’ny fanoratana ao amin’ny masoivoho',
      { item: 'Hanoloana bokim-pianakaviana : kopia fanambadiana sy ny kara-panondron’ny mpivady', unsure: 'tsy navoaka ny taratasy ilaina' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Le prix du livret est compris dans les frais du mariage fixés par la commune. Le prix d’un nouveau livret n’est pas publié : demandez-le à la commune et exigez un reçu.',
      mg: 'Tafiditra ao anatin’ny saran’ny fanambadiana voafetran’ny kaominina ny vidin’ny bokim-pianakaviana. Tsy navoaka ny vidin’ny bokim-pianakaviana vaovao : anontanio amin’ny kaominina ary angataho ny rosia.',
    },
  },
  youReceive: {
    fr: 'Le livret de famille, où sont inscrits les époux puis, au fil du temps, les naissances et les décès de la famille.',
    mg: 'Ny bokim-pianakaviana, izay anoratana ny mpivady ary, rehefa mandeha ny fotoana, ny fahaterahana sy ny fahafatesana ao amin’ny fianakaviana.',
  },
  processingTime: {
    fr: 'Au mariage : remis le jour même, à la fin de la célébration. Pour un remplacement : délai non publié.',
    mg: 'Amin’ny fanambadiana : omena amin’io andro io ihany, amin’ny fiafaran’ny fankalazana. Raha hanolo : tsy navoaka ny faharetany.',
  },
  whereToApply: {
    fr: 'À l’état civil de la commune où le mariage a été célébré. Pour un mariage à l’étranger : l’ambassade ou le consulat de Madagascar, au moment de la transcription de l’acte de mariage.',
    mg: 'Ao amin’ny sora-piankohonana ao amin’ny kaominina nanaovana ny fanambadiana. Raha tany ivelany ny fanambadiana : ny masoivoho na kaonsoly malagasy, rehefa anoratana ny soratra fanambadiana.',
  },
  steps: {
    fr: [
      { title: 'Recevez-le au mariage', detail: 'À la fin de la célébration, l’officier d’état civil remet aux époux le livret de famille et une copie de l’acte de mariage.' },
      { title: 'Gardez-le à jour', detail: 'Présentez le livret à chaque déclaration de naissance ou de décès, pour que l’événement y soit inscrit.', unsure: 'inscription des naissances et décès dans le livret : pratique non décrite par une source' },
      { title: 'Mariés à l’étranger ?', detail: 'Demandez le livret à l’ambassade ou au consulat au moment de la transcription de votre acte de mariage.' },
      { title: 'Livret perdu ou abîmé', detail: 'Adressez-vous à l’état civil de la commune du mariage pour savoir comment en obtenir un nouveau.', unsure: 'procédure de remplacement non publiée' },
    ],
    mg: [
      { title: 'Raiso amin’ny fanambadiana', detail: 'Amin’ny fiafaran’ny fankalazana, omen’ny mpiandraikitra ny sora-piankohonana ny mpivady ny bokim-pianakaviana sy kopia fanambadiana.' },
      { title: 'Tehirizo ho vaovao hatrany', detail: 'Asehoy ny bokim-pianakaviana isaky ny fanambarana fahaterahana na fahafatesana, mba hanoratana ao ilay zava-niseho.', unsure: 'fanoratana ny fahaterahana sy fahafatesana ao amin’ny bokim-pianakaviana : tsy nofaritan’ny loharano' },
      { title: 'Nanambady tany ivelany ?', detail: 'Angataho amin’ny masoivoho na kaonsoly ny bokim-pianakaviana rehefa anoratana ny soratra fanambadianareo.' },
      { title: 'Very na simba ny bokim-pianakaviana', detail: 'Manatona ny sora-piankohonana ao amin’ny kaominina nanaovana ny fanambadiana mba hahafantarana ny fomba hahazoana vaovao.', unsure: 'tsy navoaka ny fomba fanoloana' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2018-027 du 8 février 2019 relative à l’état civil'],
    mg: ['Lalàna laharana faha-2018-027 tamin’ny 8 febroary 2019 momba ny sora-piankohonana'],
  },
  faq: {
    fr: [
      { question: 'À quoi sert le livret de famille ?', answer: 'Il regroupe les actes d’état civil d’une famille et facilite la preuve de l’état des personnes. On le demande pour déclarer une naissance, pour une copie d’acte de naissance ou pour le certificat de résidence au fokontany.' },
      { question: 'Nous ne sommes pas mariés. Avons-nous un livret ?', answer: 'Les sources lues ne parlent que du livret remis au mariage. Demandez à votre commune.', unsure: 'livret pour des parents non mariés : aucune source malgache trouvée' },
    ],
    mg: [
      { question: 'Inona no ilana ny bokim-pianakaviana ?', answer: 'Mitambatra ao ny sora-piankohonan’ny fianakaviana iray ary manamora ny fanaporofoana ny maha-izy ny olona. Angatahina izany amin’ny fanambarana fahaterahana, ny kopia nahaterahana na ny fanamarinam-ponenana any amin’ny fokontany.' },
      { question: 'Tsy manambady ara-dalàna izahay. Manana bokim-pianakaviana ve izahay ?', answer: 'Ny bokim-pianakaviana omena amin’ny fanambadiana ihany no resahin’ny loharano novakiana. Anontanio amin’ny kaominina.', unsure: 'bokim-pianakaviana ho an’ny ray aman-dreny tsy manambady : tsy nahitana loharano malagasy' },
    ],
  },
  related: ['se-marier', 'acte-de-mariage', 'declaration-de-naissance', 'certificat-de-residence', 'acte-de-naissance'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b1 ; recherche : docs/research/issue41/livret-de-famille.md). Torolalana, fiches « Raki-tsoram-panambadiana sy bokim-pianakaviana », « Fangalana kopia nahaterahana » et « Obtenir sa carte nationale d’identité » (lues dans la copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : remise à la fin du mariage, usages (déclaration de naissance, copie d’acte, certificat de résidence). Ambassade de Madagascar au Sénégal : livret établi à la transcription d’un mariage étranger. Rôle du livret : exposé des motifs de la loi 61-025 (abrogée par la loi 2018-027), cité seulement pour ce qu’est le livret. Marqués « à confirmer » : remplacement (pièces, prix, délai), inscription des événements, livret des parents non mariés, prix compris dans les frais du mariage.',
  },
  sources: [
    { key: 'torolalana-mariage', title: 'Torolalana — Raki-tsoram-panambadiana sy bokim-pianakaviana (Acte de mariage et livret de famille)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/acte-de-mariage-et-livret-de-famille', seen: '2026-11-28' },
    { key: 'torolalana-naissance', title: 'Torolalana — Fangalana kopia nahaterahana (Obtenir un acte de naissance)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/demande-d-acte-de-naissance', seen: '2026-11-28' },
    { key: 'torolalana-cin', title: 'Torolalana — Obtenir sa carte nationale d’identité (copie de naissance, certificat de résidence)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/obtenir-sa-carte-nationale-didentite', seen: '2026-11-28' },
    { key: 'ambassade-dakar', title: 'État civil (transcription d’un acte de mariage étranger, livret de famille)', publisher: 'Ambassade de Madagascar au Sénégal', kind: 'official', url: 'https://ambamad-dakar.diplomatie.gov.mg/index.php/services-consulaires/etat-civil', seen: '2026-11-28' },
    { key: 'ambassade-paris', title: 'État civil (loi n° 2018-027 du 8 février 2019)', publisher: 'Ambassade de Madagascar en France', kind: 'official', url: 'https://ambamad-paris.diplomatie.gov.mg/index.php/service-consulaire/service-aux-ressortissants/etat-civil', seen: '2026-11-28' },
    { key: 'jwf-61-025', title: 'Loi n° 61-025 du 9 octobre 1961 relative aux actes de l’état civil, exposé des motifs (texte reproduit ; loi abrogée en 2019)', publisher: 'jwf-legal2 (recueil de textes malgaches)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/Lois-281.htm', seen: '2026-11-28' },
    { key: 'scribd-61-025', title: 'Loi n° 61-025 du 9 octobre 1961 relative aux actes de l’état civil (document déposé)', publisher: 'Scribd (document déposé)', kind: 'secondary', url: 'https://fr.scribd.com/document/626347650/Law61-025-Madagascar', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana-mariage', quote: 'Farany, amin’ny fiafaran’ny fankalazana dia omena ny mpivady ny “bokim-pianakaviana” na ny firaketana an-tsoratra momba ny fianakaviana', where: 'Fanazavana' },
    { statement: 'summary', source: 'torolalana-naissance', quote: 'Boki-pianakaviana,', where: 'Antontan-taratasy ilaina' },
    { statement: 'summary', source: 'torolalana-cin', quote: 'Et pour prendre une copie de naissance, on a besoin du livret de famille et/ou d’un certificat de résidence ou juste d’une ancienne copie de naissance.', where: 'Première demande de CNI' },
    { statement: 'summary', source: 'torolalana-cin', quote: 'Le certificat de résidence peut être récupéré au sein du fokontany où l’on habite, en apportant un livret de famille ou un bulletin de naissance.', where: 'Première demande de CNI' },
    { statement: 'audience', source: 'torolalana-mariage', quote: 'Farany, amin’ny fiafaran’ny fankalazana dia omena ny mpivady ny “bokim-pianakaviana”', where: 'Fanazavana' },
    { statement: 'audience', source: 'ambassade-dakar', quote: 'Un livret de famille pourra être établi à la demande expresse de l’époux malagasy, par le Chef de mission diplomatique ou consulaire au moment de la transcription de l’acte de mariage.', where: 'Acte de mariage étranger' },
    { statement: 'documents.0', source: 'torolalana-mariage', quote: 'Farany, amin’ny fiafaran’ny fankalazana dia omena ny mpivady ny “bokim-pianakaviana”', where: 'Fanazavana' },
    { statement: 'documents.1', source: 'ambassade-dakar', quote: 'COPIE INTEGRALE (OU LITTERALE) ORIGINALE de l’acte de mariage dressée par les autorités locales compétentes moins de 3 mois ; - Une copie d’acte de naissance des époux ;', where: 'Acte de mariage étranger' },
    { statement: 'youReceive', source: 'torolalana-mariage', quote: 'omena ny mpivady ny “bokim-pianakaviana” na ny firaketana an-tsoratra momba ny fianakaviana', where: 'Fanazavana' },
    { statement: 'youReceive', source: 'jwf-61-025', quote: 'l’organisation du livret de famille, document qui renferme tous les actes concernant l’état civil d’une famille', where: 'Exposé des motifs' },
    { statement: 'processingTime', source: 'torolalana-mariage', quote: 'Farany, amin’ny fiafaran’ny fankalazana dia omena ny mpivady ny “bokim-pianakaviana”', where: 'Fanazavana' },
    { statement: 'whereToApply', source: 'torolalana-mariage', quote: 'Marihina fa eo amin’ny ambaratongan’ny “Firaisana” izay misy ny iray amin’ireo roa tonta farafahakeliny no hanaovana ny soratra.', where: 'Ny taratasy omena' },
    { statement: 'whereToApply', source: 'ambassade-dakar', quote: 'Un livret de famille pourra être établi à la demande expresse de l’époux malagasy, par le Chef de mission diplomatique ou consulaire au moment de la transcription de l’acte de mariage.', where: 'Acte de mariage étranger' },
    { statement: 'steps.0', source: 'torolalana-mariage', quote: 'Farany, amin’ny fiafaran’ny fankalazana dia omena ny mpivady ny “bokim-pianakaviana” na ny firaketana an-tsoratra momba ny fianakaviana sy ny dika mitovy amin’ny “sora-piankohonana” na ny taratasy fanamarinana mariazy.', where: 'Fanazavana' },
    { statement: 'steps.2', source: 'ambassade-dakar', quote: 'Un livret de famille pourra être établi à la demande expresse de l’époux malagasy, par le Chef de mission diplomatique ou consulaire au moment de la transcription de l’acte de mariage.', where: 'Acte de mariage étranger' },
    { statement: 'legalReferences.0', source: 'ambassade-paris', quote: 'Conformément à la Loi N° 2018-027 du 08 février 2019 relative aux actes de l’état civil', where: 'État civil' },
    { statement: 'faq.0', source: 'jwf-61-025', quote: 'l’organisation du livret de famille, document qui renferme tous les actes concernant l’état civil d’une famille, n’était prévue que pour certains centres. Pourtant, cette institution facilite considérablement la preuve de l’état d’une personne.', where: 'Exposé des motifs' },
    { statement: 'faq.0', source: 'scribd-61-025', quote: 'l’organisation du livret de famille, document qui renferme tous les actes concernant l’état civil d’une famille, n’était prévue que pour certains centres. Pourtant, cette institution facilite considérablement la preuve de l’état d’une personne.', where: 'Exposé des motifs' },
    { statement: 'faq.0', source: 'torolalana-naissance', quote: 'Boki-pianakaviana,', where: 'Antontan-taratasy ilaina' },
    { statement: 'faq.0', source: 'torolalana-cin', quote: 'Le certificat de résidence peut être récupéré au sein du fokontany où l’on habite, en apportant un livret de famille ou un bulletin de naissance.', where: 'Première demande de CNI' },
  ],
}

export default service

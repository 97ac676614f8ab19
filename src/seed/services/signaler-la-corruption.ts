import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'signaler-la-corruption',
  category: 'securite-et-justice',
  ministry: 'bianco',
  slug: { fr: 'signaler-la-corruption', mg: 'mitory-kolikoly' },
  title: {
    fr: 'Signaler un acte de corruption au BIANCO',
    mg: 'Mitory kolikoly any amin’ny BIANCO',
  },
  summary: {
    fr: 'Un agent vous demande de l’argent pour un service, ou vous êtes témoin de corruption ? Le Bureau indépendant anti-corruption (BIANCO) enquête sur la corruption, dans le secteur public comme dans le privé ; la dénonciation est gratuite et peut être anonyme.',
    mg: 'Nisy mpiasa nangataka vola taminao ho takalon’ny tolotra iray, na vavolombelon’ny kolikoly ianao ? Manadihady ny kolikoly ny Birao mahaleo tena miady amin’ny kolikoly (BIANCO), na amin’ny sehatry ny fanjakana na amin’ny sehatra tsy miankina ; maimaim-poana ny fitoriana ary azo atao tsy misy anarana.',
  },
  audience: {
    fr: 'Toute victime ou tout témoin de corruption, dans un service public ou dans une entreprise privée.',
    mg: 'Izay rehetra niharan’ny kolikoly na vavolombelona tamin’izany, na ao amin’ny sampan-draharaham-panjakana na ao amin’ny orinasa tsy miankina.',
  },
  documents: {
    fr: [
      'Le récit des faits, par écrit (ou de vive voix au bureau du BIANCO)',
      { item: 'Les preuves que vous avez : reçus, messages, noms des témoins', unsure: 'non cité par les sources' },
    ],
    mg: [
      'Ny fitantarana ny zava-nitranga, an-tsoratra (na am-bava any amin’ny biraon’ny BIANCO)',
      { item: 'Ireo porofo eo am-pelatananao : rosia, hafatra, anaran’ireo vavolombelona', unsure: 'tsy voalazan’ny loharano' },
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'Tous les services du BIANCO sont gratuits.',
      mg: 'Maimaim-poana avokoa ny tolotra rehetra ataon’ny BIANCO.',
    },
  },
  youReceive: {
    fr: 'Une enquête du BIANCO ; s’il y a matière, le dossier est transmis à la justice (Pôle anti-corruption ou tribunal), seule à pouvoir poursuivre.',
    mg: 'Fanadihadiana ataon’ny BIANCO ; raha misy porofo, atolotra any amin’ny fitsarana (Pôle anti-corruption na fitsarana) ny antontan-taratasy, satria izy irery no afaka manenjika.',
  },
  processingTime: {
    fr: 'Aucun délai publié. Les doléances qui ne relèvent pas du BIANCO ou qui ne sont pas fondées sont classées.',
    mg: 'Tsy misy faharetany navoaka. Ajanona ireo fitarainana tsy anjaran’ny BIANCO na tsy misy fototra.',
  },
  whereToApply: {
    fr: 'Au siège du BIANCO (Villa « La Piscine », Ambohibao, Antananarivo) ou dans ses directions territoriales (Toamasina, Antsiranana, Toliara, Fianarantsoa, Mahajanga) ; dans la boîte à doléances de votre district ; en ligne sur le site du BIANCO.',
    mg: 'Ao amin’ny foiben’ny BIANCO (Villa « La Piscine », Ambohibao, Antananarivo) na ao amin’ireo sampany any amin’ny faritra (Toamasina, Antsiranana, Toliara, Fianarantsoa, Mahajanga) ; ao amin’ny boaty fitarainana ao amin’ny distrikanao ; an-tserasera amin’ny tranonkalan’ny BIANCO.',
  },
  places: ['bianco-ambohibao'],
  steps: {
    fr: [
      { title: 'Notez les faits', detail: 'Écrivez ce qui s’est passé : le service, la personne, la date, ce qui vous a été demandé. Gardez les preuves.', unsure: 'conseil de rédaction non détaillé par les sources' },
      { title: 'Choisissez comment dénoncer', detail: 'Au siège ou dans un bureau du BIANCO, par lettre, courriel, téléphone, sur la plateforme en ligne, ou dans une boîte à doléances.' },
      { title: 'Boîte à doléances : une lettre fermée', detail: 'Mettez la lettre dans une enveloppe fermée adressée au Directeur général du BIANCO et déposez-la dans la boîte du chef-lieu de district (à la poste ou près du bureau du district). Signer n’est pas obligatoire.' },
      { title: 'Le BIANCO examine et enquête', detail: 'Les doléances sont examinées dans le secret de l’enquête. Si les faits sont établis, le dossier part à la justice.' },
    ],
    mg: [
      { title: 'Soraty ny zava-nitranga', detail: 'Soraty izay nitranga : ny sampan-draharaha, ny olona, ny daty, izay nangatahina taminao. Tehirizo ireo porofo.', unsure: 'tsy voalazan’ny loharano amin’ny antsipiriany ny torohevitra amin’ny fanoratana' },
      { title: 'Fidio ny fomba hitoriana', detail: 'Any amin’ny foibe na biraon’ny BIANCO, amin’ny taratasy, mailaka, telefaonina, amin’ny sehatra an-tserasera, na ao amin’ny boaty fitarainana.' },
      { title: 'Boaty fitarainana : taratasy mihidy', detail: 'Ataovy ao anaty valopy mihidy halefa any amin’ny Tale jeneralin’ny BIANCO ny taratasy ary ataovy ao amin’ny boaty ao amin’ny renivohitry ny distrika (any amin’ny paositra na akaikin’ny biraon’ny distrika). Tsy voatery manao sonia ianao.' },
      { title: 'Mandinika sy manadihady ny BIANCO', detail: 'Dinihina ao anatin’ny tsiambaratelon’ny fanadihadiana ny fitarainana. Raha voaporofo ny zava-nitranga, alefa any amin’ny fitsarana ny antontan-taratasy.' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2004-030 du 9 septembre 2004 sur la lutte contre la corruption',
      'Décret n° 2004-937 portant création du BIANCO (article 37 : pouvoir d’investigation)',
      'Loi n° 2016-020 du 22 août 2016 sur la lutte contre la corruption et loi n° 2016-021 du 22 août 2016 sur les pôles anti-corruption',
    ],
    mg: [
      'Lalàna laharana faha-2004-030 tamin’ny 9 septambra 2004 momba ny ady amin’ny kolikoly',
      'Didim-panjakana laharana faha-2004-937 mananga ny BIANCO (andininy faha-37 : fahefana hanadihady)',
      'Lalàna laharana faha-2016-020 tamin’ny 22 aogositra 2016 momba ny ady amin’ny kolikoly sy lalàna laharana faha-2016-021 tamin’ny 22 aogositra 2016 momba ny Pôle anti-corruption',
    ],
  },
  faq: {
    fr: [
      { question: 'Puis-je rester anonyme ?', answer: 'Oui : signer la lettre et y mettre votre nom n’est pas obligatoire. Le BIANCO traite les dossiers dans le strict respect de la confidentialité.' },
      { question: 'Risque-t-on des représailles ?', answer: 'Les dénonciateurs, victimes et témoins sont protégés par la loi contre toute forme de représailles. Révéler l’identité d’un informateur est sanctionné par la loi n° 2004-030.', unsure: 'loi n° 2004-030 citée par une page non datée du BIANCO ; une loi n° 2016-020 sur la lutte contre la corruption a suivi en 2016' },
      { question: 'Quels numéros appeler ?', answer: 'Numéros publiés en 2020 : Antananarivo 033 54 600 00 ; Toamasina 033 23 088 23 ; Antsiranana 033 54 690 49 ; Toliara 033 50 670 02 ; Fianarantsoa 034 99 281 38 ; Mahajanga 033 61 483 50.', unsure: 'numéros publiés par la presse en 2020, à vérifier' },
    ],
    mg: [
      { question: 'Azoko atao ve ny tsy manonona ny anarako ?', answer: 'Eny : tsy voatery manao sonia na manoratra ny anaranao amin’ny taratasy ianao. Tandremin’ny BIANCO tsara ny tsiambaratelon’ny antontan-taratasy.' },
      { question: 'Mety hisy valifaty ve ?', answer: 'Arovan’ny lalàna amin’ny valifaty rehetra ireo mpitory, niharany ary vavolombelona. Sazian’ny lalàna laharana faha-2004-030 ny mampahafantatra ny mombamomba ny olona nanome vaovao.', unsure: 'ny lalàna laharana faha-2004-030 dia notononin’ny pejy tsy misy daty an’ny BIANCO ; nisy lalàna laharana faha-2016-020 momba ny ady amin’ny kolikoly tamin’ny 2016' },
      { question: 'Laharana inona no antsoina ?', answer: 'Laharana navoaka tamin’ny 2020 : Antananarivo 033 54 600 00 ; Toamasina 033 23 088 23 ; Antsiranana 033 54 690 49 ; Toliara 033 50 670 02 ; Fianarantsoa 034 99 281 38 ; Mahajanga 033 61 483 50.', unsure: 'laharana navoakan’ny gazety tamin’ny 2020, mbola hamarinina' },
    ],
  },
  onlineServices: {
    fr: [{ label: 'BIANCO – site et plateforme de dénonciation en ligne', url: 'http://bianco-mg.org' }],
    mg: [{ label: 'BIANCO – tranonkala sy sehatra fitoriana an-tserasera', url: 'http://bianco-mg.org' }],
  },
  related: ['doleances', 'porter-plainte', 'signaler-la-delinquance-economique', 'saisir-le-mediateur'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b8 ; recherche : docs/research/issue41/signaler-la-corruption.md). Site du BIANCO, page FAQ (bianco-mg.org, non datée : services gratuits, secteurs public et privé, confidentialité, loi 2004-030, adresse Villa « La Piscine » Ambohibao) ; Midi Madagasikara (boîtes à doléances dans les districts, lettre non signée, protection contre les représailles, loi 2004-030 du 9 septembre 2004 ; décret 2004-937, art. 37 : pouvoir d’investigation seulement) ; Madagascar Tribune (25 mars 2020 : plateforme « i-toroka », numéros des directions territoriales) ; Newsmada (2023 : doléances classées, transmission au PAC ou au TPI) ; Tsy Coolkoly (moyens de dénonciation). À vérifier : numéros de 2020 (marqués) ; adresse exacte de la plateforme en ligne (seul le site est lié) ; loi n° 2016-020 du 22 août 2016 sur la lutte contre la corruption (citée par l’exposé des motifs de la loi 2018-043, copie en ligne) : son rapport avec la loi 2004-030 (remplacement ?) reste à vérifier, FAQ marquée.',
  },
  sources: [
    { key: 'bianco-faq', title: 'FAQ du BIANCO (gratuité, confidentialité, loi 2004-030)', publisher: 'Bureau indépendant anti-corruption (BIANCO)', kind: 'official', url: 'http://bianco-mg.org/faq/', seen: '2026-11-28' },
    { key: 'midi-doleances', title: 'Boîtes à doléances du Bianco dans les districts', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/?p=70841', seen: '2026-11-28' },
    { key: 'midi-competence', title: 'Bianco : un bureau indépendant à compétence limitée (décret n° 2004-937)', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/bianco-un-bureau-independant-a-competence-limitee', seen: '2026-11-28' },
    { key: 'tribune-2020', title: 'La réception des doléances auprès du BIANCO temporairement réglementée (i-toroka, contacts des directions territoriales)', publisher: 'Madagascar Tribune', kind: 'press', url: 'https://madagascar-tribune.com/La-reception-des-doleances-aupres-du-BIANCO-temporairement-reglementee.html', seen: '2026-11-28', published: '2020-03-25' },
    { key: 'newsmada-2023', title: 'Corruption : 390 dossiers reçus par le Bianco en janvier', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/2023/04/12/corruption-390-dossiers-recus-par-le-bianco-en-janvier', seen: '2026-11-28', published: '2023-04-12' },
    { key: 'loi-2018-043-copie', title: 'Loi n° 2018-043 sur la lutte contre le blanchiment de capitaux et le financement du terrorisme, exposé des motifs (rappel des lois n° 2016-020 et n° 2016-021), copie en ligne', publisher: 'fdocuments.fr (copie d’un texte officiel)', kind: 'secondary', url: 'https://fdocuments.fr/document/loi-n2018-043.html', seen: '2026-11-28' },
    { key: 'tsycoolkoly', title: 'Quels recours à Madagascar ? (moyens de dénonciation auprès du BIANCO)', publisher: 'Tsy Coolkoly (campagne de la société civile)', kind: 'secondary', url: 'http://www.tsycoolkoly.org/en-savoir-plus-sur-la-corruption/quels-recours-a-madagascar/', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'bianco-faq', quote: 'Tous les services rendus par le BIANCO dans l’accomplissement de sa mission sont gratuits' },
    { statement: 'summary', source: 'bianco-faq', quote: 'Cette lutte concerne aussi bien le secteur public que le secteur privé.' },
    { statement: 'summary', source: 'midi-doleances', quote: 'Signer la lettre et y indiquer le nom de l’intéressé n’est pas obligatoire.' },
    { statement: 'audience', source: 'tsycoolkoly', quote: 'Que doit-on faire si on a été victime ou témoin de la corruption?' },
    { statement: 'audience', source: 'bianco-faq', quote: 'Cette lutte concerne aussi bien le secteur public que le secteur privé.' },
    { statement: 'documents.0', source: 'midi-doleances', quote: 'Si une personne est témoin ou victime d’un fait de corruption, elle rédige le fait sur un papier.' },
    { statement: 'documents.0', source: 'midi-doleances', quote: 'la saisine du Bianco peut se faire par entretien direct à son siège ou dans ses bureaux de liaison.' },
    { statement: 'cost', source: 'bianco-faq', quote: 'Tous les services rendus par le BIANCO dans l’accomplissement de sa mission sont gratuits' },
    { statement: 'cost', source: 'midi-doleances', quote: 'Tous les services rendus par le BIANCO sont gratuits.' },
    { statement: 'youReceive', source: 'newsmada-2023', quote: '23 doléances ont par contre pu être transmises auprès de différentes juridictions telles que le Pôle anti-corruption (Pac) ou encore le Tribunal de Premier instance (TPI).' },
    { statement: 'youReceive', source: 'midi-competence', quote: 'Le Bureau indépendant n’a pas le pouvoir de poursuite, jusqu’ici réservé au ministère public.' },
    { statement: 'processingTime', source: 'newsmada-2023', quote: 'certains dossiers ne répondent pas aux conditions permettant au Bianco de les étudier, tandis que d’autres ne sont tout simplement pas fondés.' },
    { statement: 'whereToApply', source: 'bianco-faq', quote: 'Villa « La Piscine » Ambohibao – BP 399 – 101 Antananarivo' },
    { statement: 'whereToApply', source: 'tribune-2020', quote: 'la plateforme de dénonciation en ligne « i-toroka » figurant sur le site internet du BIANCO' },
    { statement: 'whereToApply', source: 'tribune-2020', quote: 'Les directions territoriales du BIANCO sont, par ailleurs, joignables aux contacts suivants : Antananarivo … Toamasina … Antsiranana … Toliara … Fianarantsoa … Mahajanga' },
    { statement: 'whereToApply', source: 'midi-doleances', quote: 'Dans chaque chef lieu de district, la boîte est installée soit au bureau de la poste, soit à proximité du bureau du district.' },
    { statement: 'steps.0', source: 'midi-doleances', quote: 'Si une personne est témoin ou victime d’un fait de corruption, elle rédige le fait sur un papier.' },
    { statement: 'steps.1', source: 'tsycoolkoly', quote: 'Aller directement au siège ou au bureau de liaison - Envoyer un e-mail ou une lettre - Appeler pendant les heures de bureau ou laisser un message vocal le cas échéant - Envoyer un fax - Utiliser les boites à doléances' },
    { statement: 'steps.1', source: 'tribune-2020', quote: 'Elles sont à adresser au BIANCO par le biais de moyens de communication alternatifs tels que le téléphone, le courriel et la plateforme de dénonciation en ligne « i-toroka »' },
    { statement: 'steps.2', source: 'midi-doleances', quote: 'Et puis, elle met la lettre dans une enveloppe fermée à l’adresse du Directeur Général du Bianco. Signer la lettre et y indiquer le nom de l’intéressé n’est pas obligatoire. Ensuite, on dépose la lettre dans la boîte à doléances la plus proche.' },
    { statement: 'steps.2', source: 'midi-doleances', quote: 'Dans chaque chef lieu de district, la boîte est installée soit au bureau de la poste, soit à proximité du bureau du district.' },
    { statement: 'steps.3', source: 'tsycoolkoly', quote: 'Les plaintes et doléances seront examinées par le Bianco dans le respect total du secret de l’investigation.' },
    { statement: 'steps.3', source: 'newsmada-2023', quote: '23 doléances ont par contre pu être transmises auprès de différentes juridictions telles que le Pôle anti-corruption (Pac) ou encore le Tribunal de Premier instance (TPI).' },
    { statement: 'legalReferences.0', source: 'midi-doleances', quote: 'le Bianco a pour compétence pour mener des investigations sur des faits de corruption et infractions assimilées prévues par la loi 2004-030 du 9 septembre 2004 sur la lutte contre la corruption.' },
    { statement: 'legalReferences.0', source: 'bianco-faq', quote: 'est redevable, non pas devant le BIANCO, mais principalement devant la loi 2004-030 (Tit. II – Chap. IV).' },
    { statement: 'legalReferences.1', source: 'midi-competence', quote: 'A lire l’article 37 du décret n°2004-937 portant création du Bianco, ce dernier n’a que le pouvoir d’investigation' },
    { statement: 'legalReferences.2', source: 'loi-2018-043-copie', quote: 'a abouti à l’adoption de la Loi n° 2016-020 du 22 août 2016 sur la Lutte contre la Corruption, ainsi que la Loi n° 2016-021 du 22 août 2016 sur les Pôles Anti-Corruption.' },
    { statement: 'faq.0', source: 'midi-doleances', quote: 'Signer la lettre et y indiquer le nom de l’intéressé n’est pas obligatoire.' },
    { statement: 'faq.0', source: 'bianco-faq', quote: 'Le traitement des dossiers relatifs à des faits soupçonnés de corruption et infractions assimilées, est effectué par le Bureau dans le strict respect de la confidentialité.' },
    { statement: 'faq.1', source: 'midi-doleances', quote: 'les dénonciateurs, victimes ou témoins de corruption, sont protégés par la loi contre toute forme de représailles.' },
    { statement: 'faq.1', source: 'bianco-faq', quote: 'Toute personne … qui aura révélé l’identité ou les renseignements pouvant conduire à l’identification d’une personne faisant l’objet d’une enquête … est redevable, non pas devant le BIANCO, mais principalement devant la loi 2004-030 (Tit. II – Chap. IV).' },
    { statement: 'faq.2', source: 'tribune-2020', quote: 'Antananarivo : 033 54 600 00 – bianco@moov.mg Toamasina : 033 23 088 23 – biancodtt@moov.mg Antsiranana : 033 54 690 49 – biancods@moov.mg Toliara : 033 50 670 02 – biancotoliara@gmail.mg Fianarantsoa : 034 99 281 38 – bianco.dtf@moov.mg Mahajanga : 033 61 483 50' },
    { statement: 'onlineServices.0', source: 'tribune-2020', quote: 'la plateforme de dénonciation en ligne « i-toroka » figurant sur le site internet du BIANCO (www.bianco-mg – Facebook : biancomadagascar-page)' },
  ],
}

export default service

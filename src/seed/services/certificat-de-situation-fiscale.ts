import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'certificat-de-situation-fiscale',
  category: 'fiscalite',
  ministry: 'dgi',
  slug: { fr: 'certificat-de-situation-fiscale', mg: 'fanamarinana-fa-ara-dalana-amin-ny-hetra' },
  title: {
    fr: 'Obtenir un certificat de situation fiscale',
    mg: 'Maka fanamarinana fa ara-dalàna amin’ny hetra',
  },
  summary: {
    fr: 'Le certificat de situation fiscale (ou de régularité fiscale) est délivré par l’administration fiscale : il atteste que vous avez rempli vos obligations fiscales et payé vos impôts et taxes. Les candidats aux élections doivent notamment le fournir.',
    mg: 'Ny fanamarinana fa ara-dalàna amin’ny hetra dia omen’ny sampan-draharahan’ny hetra : manamarina izy fa nanatanteraka ny adidinao ara-ketra ianao ary nandoa ny hetra sy haba rehetra. Tsy maintsy manome azy ireo kandida amin’ny fifidianana, ohatra.',
  },
  audience: {
    fr: 'Les contribuables, particuliers ou entreprises, à qui un dossier demande la preuve qu’ils sont en règle avec le fisc : candidats à l’élection présidentielle, aux communales et aux municipales, et d’autres dossiers qui l’exigent.',
    mg: 'Ireo mpandoa hetra, olon-tsotra na orinasa, izay angatahina porofo fa ara-dalàna amin’ny hetra ao amin’ny antontan-taratasy iray : kandida amin’ny fifidianana filoham-pirenena, ben’ny tanàna sy mpanolotsaina, ary antontan-taratasy hafa mitaky izany.',
  },
  marks: {
    audience: {
      fr: 'dossiers autres que les élections (marchés publics, banques…) : aucune source trouvée',
      mg: 'antontan-taratasy hafa ankoatra ny fifidianana (tsenam-panjakana, banky…) : tsy nahitana loharano',
    },
  },
  documents: {
    fr: [
      { item: 'Votre NIF (carte d’identification fiscale)', unsure: 'pièce non citée par une source pour ce certificat' },
      'Vos déclarations d’impôts déposées et les reçus des impôts payés, arriérés compris',
      { item: 'Votre CIN', unsure: 'pièce non citée par une source pour ce certificat' },
      'Candidat aux communales : les pièces listées à l’annexe 4 du décret n° 2024-1796 du 6 août 2024',
    ],
    mg: [
      { item: 'Ny NIF-nao (karatra famantarana ara-ketra)', unsure: 'tsy voalazan’ny loharano ho an’ity fanamarinana ity' },
      'Ny fanambarana hetra napetrakao sy ny rosian’ny hetra naloanao, ao anatin’izany ny hetra tara',
      { item: 'Ny kara-panondronao', unsure: 'tsy voalazan’ny loharano ho an’ity fanamarinana ity' },
      'Kandida amin’ny fifidianana kaominaly : ireo taratasy voatanisa ao amin’ny tovana faha-4 amin’ny didim-panjakana laharana faha-2024-1796 tamin’ny 6 aogositra 2024',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Coût du certificat non publié : demandez-le au centre fiscal. Vous devez d’abord avoir payé tous les impôts dus et les arriérés.',
      mg: 'Tsy navoaka ny saran’ny fanamarinana : anontanio any amin’ny ivon-ketra. Tsy maintsy efa naloanao aloha ny hetra rehetra tokony haloa sy ny hetra tara.',
    },
  },
  youReceive: {
    fr: 'Un certificat de l’administration fiscale attestant que vous êtes en règle avec la législation et la réglementation fiscales (appelé aussi certificat de régularité fiscale, ou « état 211 bis »).',
    mg: 'Taratasy fanamarinana avy amin’ny sampan-draharahan’ny hetra milaza fa manaraka ny lalàna sy ny fitsipika momba ny hetra ianao (antsoina koa hoe « certificat de régularité fiscale » na « état 211 bis »).',
  },
  processingTime: {
    fr: 'Délai non publié : demandez-le au centre fiscal, et faites la demande bien avant la date limite de votre dossier.',
    mg: 'Tsy navoaka ny faharetany : anontanio any amin’ny ivon-ketra, ary mangataha mialoha tsara ny daty farany hametrahana ny antontan-taratasinao.',
  },
  whereToApply: {
    fr: 'Au centre fiscal qui gère votre dossier (celui de votre domicile ou de votre activité). Les grandes entreprises dépendent de la Direction des grandes entreprises (DGE).',
    mg: 'Any amin’ny ivon-ketra mitantana ny antontan-taratasinao (ao amin’ny toerana onenanao na iasanao). Ny orinasa lehibe dia miankina amin’ny Direction des grandes entreprises (DGE).',
  },
  steps: {
    fr: [
      { title: 'Déclarez et payez tout ce qui est dû', detail: 'Déposez vos déclarations dans les délais, payez vos impôts et taxes et réglez vos arriérés : c’est indispensable pour obtenir le certificat.' },
      { title: 'Demandez le certificat au centre fiscal', detail: 'Adressez-vous au centre fiscal dont vous dépendez, avec votre NIF et vos reçus. Payez seulement au bureau du centre fiscal.', unsure: 'formulaire de demande et liste exacte des pièces non publiés' },
      { title: 'Vérifiez le certificat', detail: 'Contrôlez votre nom, votre NIF et la date avant de partir : certains dossiers demandent un certificat récent.', unsure: 'durée de validité du certificat non publiée' },
      { title: 'Joignez-le à votre dossier', detail: 'Pour une candidature aux communales, le certificat de l’administration fiscale fait partie du dossier, établi en quatre exemplaires.' },
    ],
    mg: [
      { title: 'Ambarao sy aloavy izay rehetra tokony haloa', detail: 'Apetraho ara-potoana ny fanambaranao, aloavy ny hetra sy haba ary aloavy ny hetra tara : tsy maintsy atao izany vao mahazo ny fanamarinana.' },
      { title: 'Angataho any amin’ny ivon-ketra ny fanamarinana', detail: 'Manatona ny ivon-ketra iankinanao, mitondra ny NIF-nao sy ny rosianao. Ao amin’ny biraon’ny ivon-ketra ihany no andoavana vola.', unsure: 'tsy navoaka ny taratasy fenoina sy ny lisitry ny taratasy ilaina marina' },
      { title: 'Hamarino ny fanamarinana', detail: 'Jereo ny anaranao, ny NIF-nao ary ny daty alohan’ny handehananao : misy antontan-taratasy mitaky fanamarinana vao nalaina.', unsure: 'tsy navoaka ny faharetan’ny fanamarinana' },
      { title: 'Ampio amin’ny antontan-taratasinao', detail: 'Ho an’ny kandida amin’ny fifidianana kaominaly, anisan’ny antontan-taratasy ny fanamarinana avy amin’ny sampan-draharahan’ny hetra, atao in-efatra.' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2014-020 du 27 septembre 2014 relative aux ressources des collectivités territoriales décentralisées et aux élections territoriales, article 272 : certificat de l’administration fiscale dans le dossier de candidature',
      'Décret n° 2024-1796 du 6 août 2024 (élections communales et municipales), annexe 4 : pièces à fournir pour la délivrance du certificat fiscal',
    ],
    mg: [
      'Lalàna laharana faha-2014-020 tamin’ny 27 septambra 2014 momba ny loharanom-bolan’ny vondrom-bahoaka itsinjaram-pahefana sy ny fifidianana azy ireo, andininy faha-272 : fanamarinana avy amin’ny sampan-draharahan’ny hetra ao amin’ny antontan-taratasin’ny kandida',
      'Didim-panjakana laharana faha-2024-1796 tamin’ny 6 aogositra 2024 (fifidianana kaominaly sy ben’ny tanàna), tovana faha-4 : taratasy ilaina hahazoana ny fanamarinana ara-ketra',
    ],
  },
  faq: {
    fr: [
      { question: 'Je suis candidat aux communales : que demande le fisc ?', answer: 'D’après un communiqué de la Direction des impôts rapporté par la presse en 2024 : avoir déposé ses déclarations et payé ses impôts et taxes dans les délais, et avoir réglé ses arriérés. Les pièces à fournir sont listées à l’annexe 4 du décret n° 2024-1796 du 6 août 2024.' },
      { question: 'Pour la présidentielle, le certificat suffit-il ?', answer: 'Non. Le dossier comprend un certificat de l’administration fiscale et, en plus, une déclaration sur l’honneur du candidat qu’il a payé tous les impôts et taxes exigibles.' },
      { question: 'Un agent vient me demander de l’argent pour ce certificat. Que faire ?', answer: 'Un agent du fisc en mission doit présenter un ordre de mission signé et un badge avec photo. Ne payez qu’au bureau du centre fiscal et, en cas de doute, prévenez le centre fiscal.' },
    ],
    mg: [
      { question: 'Kandida amin’ny fifidianana kaominaly aho : inona no takian’ny sampan-draharahan’ny hetra ?', answer: 'Araka ny fanambarana navoakan’ny Foiben-ketra ka notaterin’ny gazety tamin’ny 2024 : efa nametraka ny fanambarana sy nandoa ara-potoana ny hetra sy haba, ary efa nandoa ny hetra tara. Voatanisa ao amin’ny tovana faha-4 amin’ny didim-panjakana laharana faha-2024-1796 tamin’ny 6 aogositra 2024 ny taratasy ilaina.' },
      { question: 'Ho an’ny fifidianana filoham-pirenena, ampy ve ny fanamarinana ?', answer: 'Tsia. Ao amin’ny antontan-taratasy ny fanamarinana avy amin’ny sampan-draharahan’ny hetra ary, ankoatra izany, fanambarana ataon’ny kandida amin’ny voninahiny fa naloany ny hetra sy haba rehetra takiana.' },
      { question: 'Nisy mpiasa tonga nangataka vola amiko ho an’ity fanamarinana ity. Inona no atao ?', answer: 'Tsy maintsy mampiseho baiko fanirahana voasonia sy marika misy sary ny mpiasan’ny hetra iraka. Ao amin’ny biraon’ny ivon-ketra ihany no andoavana vola ary, raha misy ahiahy, ampahafantaro ny ivon-ketra.' },
    ],
  },
  related: ['numero-d-identification-fiscale', 'impot-synthetique', 'declarer-ses-impots-en-ligne', 'casier-judiciaire-bulletin-n-3'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b8 ; recherche : docs/research/issue41/certificat-de-situation-fiscale.md). Aucune fiche Torolalana ni page de la DGI sur ce certificat n’a été trouvée. Sources : Newsmada (communiqué de la Direction des impôts, 2024 : déclarations, paiements et arriérés ; loi n° 2014-020, art. 272 ; décret n° 2024-1796, annexe 4), Orange Actu (2023, présidentielle : certificat de l’administration fiscale et déclaration sur l’honneur), L’info.re (2018, déclaration sur l’honneur), AllAfrica (2024 : « certificat de régularité fiscale (ou état 211 bis) » ; 2017 : communiqué de la DGI sur les faux agents et le paiement au centre fiscal), Africa24 (2024). Non confirmés et marqués : coût, délai, formulaire et pièces exactes (NIF, CIN), durée de validité, lieu (centre fiscal du domicile ou de l’activité, DGE pour les grandes entreprises : déduit, non écrit pour ce certificat), usages hors élections.',
  },
  sources: [
    { key: 'newsmada-2024', title: 'Élections communales : rappel de l’Administration fiscale (certificat de régularité fiscale)', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/?p=95216', seen: '2026-11-28', published: '2024-08' },
    { key: 'orange-2023', title: 'Madagascar – Les conditions à remplir pour être candidat à l’élection présidentielle de 2023', publisher: 'Orange Actu Madagascar', kind: 'press', url: 'https://actu.orange.mg/madagascar-les-condition-a-remplir-pour-etre-candidat-a-lelection-presidentielle-de-2023/', seen: '2026-11-28', published: '2023-08-02' },
    { key: 'linfo-2018', title: 'Madagascar : 15 pièces à fournir pour le dossier de candidature à la présidentielle', publisher: 'Linfo.re', kind: 'press', url: 'https://linfo.re/ocean-indien/madagascar/madagascar-15-pieces-a-fournir-pour-le-dossier-de-candidature-a-la-presidentielle', seen: '2026-11-28', published: '2018-07' },
    { key: 'allafrica-2024', title: 'Candidatures aux communales : le certificat de nationalité et l’état 211 bis', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202409140151.html', seen: '2026-11-28', published: '2024-09-14' },
    { key: 'africa24-2024', title: 'Madagascar – élections municipales 2024 : la direction des impôts rappelle les obligations fiscales des candidats', publisher: 'Africa24', kind: 'press', url: 'https://africa24tv.com/madagascar-elections-municipales-2024-la-direction-des-impots-rappelle-les-obligations-fiscales-des-candidats', seen: '2026-11-28', published: '2024' },
    { key: 'allafrica-2017', title: 'DGI : communiqué contre les faux agents du fisc (ordre de mission et badge, paiement au centre fiscal)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/201702140485.html', seen: '2026-11-28', published: '2017-02-14' },
  ],
  references: [
    { statement: 'summary', source: 'orange-2023', quote: 'un certificat délivré par l’Administration fiscale attestant que l’intéressé a rempli ses obligations fiscales et s’est acquitté de tous les impôts et taxes exigibles de toute nature' },
    { statement: 'summary', source: 'newsmada-2024', quote: 'un certificat délivré par l’Administration fiscale attestant que l’intéressé est en règle vis-à-vis de la législation et de la réglementation fiscales' },
    { statement: 'audience', source: 'newsmada-2024', quote: 'la Direction des impôts rappelle les procédures requises pour l’obtention d’un certificat de régularité fiscale, pour les futurs candidats aux élections communales.' },
    { statement: 'audience', source: 'orange-2023', quote: 'un certificat délivré par l’Administration fiscale attestant que l’intéressé a rempli ses obligations fiscales' },
    { statement: 'audience', source: 'africa24-2024', quote: 'les candidats aux communales et aux municipales seront tenus de produire des déclarations de revenus et de payer les impôts dus ainsi que toute dette fiscale pour certifier leur régularité fiscale.' },
    { statement: 'documents.1', source: 'africa24-2024', quote: 'les candidats aux communales et aux municipales seront tenus de produire des déclarations de revenus et de payer les impôts dus ainsi que toute dette fiscale pour certifier leur régularité fiscale.' },
    { statement: 'documents.1', source: 'newsmada-2024', quote: 'le respect des obligations de déclaration et de paiement des impôts et taxes dans les délais légaux, ainsi que le règlement des arriérés fiscaux, sont indispensables pour obtenir une attestation de régularité fiscale.' },
    { statement: 'documents.3', source: 'newsmada-2024', quote: 'Cette exigence est stipulée dans l’annexe 4 du décret 2024-1796 du 6 août 2024 en précisant les pièces à fournir pour tout candidat, en vue de la délivrance d’un certificat fiscal.' },
    { statement: 'youReceive', source: 'newsmada-2024', quote: 'un certificat délivré par l’Administration fiscale attestant que l’intéressé est en règle vis-à-vis de la législation et de la réglementation fiscales' },
    { statement: 'youReceive', source: 'allafrica-2024', quote: 'le certificat de régularité fiscale (ou état 211 bis)' },
    { statement: 'whereToApply', source: 'allafrica-2017', quote: 'tout paiement d’impôts et taxes ne peut être effectué qu’au bureau du Centre fiscal territorialement compétent' },
    { statement: 'steps.0', source: 'newsmada-2024', quote: 'le respect des obligations de déclaration et de paiement des impôts et taxes dans les délais légaux, ainsi que le règlement des arriérés fiscaux, sont indispensables pour obtenir une attestation de régularité fiscale.' },
    { statement: 'steps.0', source: 'africa24-2024', quote: 'les candidats aux communales et aux municipales seront tenus de produire des déclarations de revenus et de payer les impôts dus ainsi que toute dette fiscale pour certifier leur régularité fiscale.' },
    { statement: 'steps.1', source: 'allafrica-2017', quote: 'tout paiement d’impôts et taxes ne peut être effectué qu’au bureau du Centre fiscal territorialement compétent' },
    { statement: 'steps.3', source: 'newsmada-2024', quote: '«le dossier de candidature doit être établi en quadruple exemplaire, sous peine d’irrecevabilité et composé de… un certificat délivré par l’Administration fiscale attestant que l’intéressé est en règle vis-à-vis de la législation et de la réglementation fiscales».' },
    { statement: 'legalReferences.0', source: 'newsmada-2024', quote: 'Dans l’article 272 de la loi n°2024-020 du 27 septembre 2014, relative aux ressources des collectivités territoriales décentralisées, aux modalités d’élections ainsi qu’à l’organisation, au fonctionnement et aux attributions de leur organe' },
    { statement: 'legalReferences.1', source: 'newsmada-2024', quote: 'Cette exigence est stipulée dans l’annexe 4 du décret 2024-1796 du 6 août 2024 en précisant les pièces à fournir pour tout candidat, en vue de la délivrance d’un certificat fiscal.' },
    { statement: 'faq.0', source: 'newsmada-2024', quote: 'le respect des obligations de déclaration et de paiement des impôts et taxes dans les délais légaux, ainsi que le règlement des arriérés fiscaux, sont indispensables pour obtenir une attestation de régularité fiscale.' },
    { statement: 'faq.0', source: 'newsmada-2024', quote: 'Cette exigence est stipulée dans l’annexe 4 du décret 2024-1796 du 6 août 2024 en précisant les pièces à fournir pour tout candidat, en vue de la délivrance d’un certificat fiscal.' },
    { statement: 'faq.0', source: 'africa24-2024', quote: 'les candidats aux communales et aux municipales seront tenus de produire des déclarations de revenus et de payer les impôts dus ainsi que toute dette fiscale pour certifier leur régularité fiscale.' },
    { statement: 'faq.1', source: 'orange-2023', quote: 'un certificat délivré par l’Administration fiscale attestant que l’intéressé a rempli ses obligations fiscales et s’est acquitté de tous les impôts et taxes exigibles de toute nature ainsi qu’une déclaration sur l’honneur du candidat selon laquelle il s’est acquitté d' },
    { statement: 'faq.1', source: 'linfo-2018', quote: 'Une déclaration sur l’honneur du candidat selon laquelle il s’est acquitté de tous les impôts et taxes exigibles de toute nature' },
    { statement: 'faq.2', source: 'allafrica-2017', quote: 'Tout agent de l’Administration fiscale effectuant une mission en dehors du Bureau du Centre fiscal (notamment pendant la fiscalité de proximité) doit être en possession d’un ordre de mission dûment signé par son supérieur hiérarchique et d’un badge avec photo mentionnant son identité' },
    { statement: 'faq.2', source: 'allafrica-2017', quote: 'en cas de doute ou de suspicion d’escroquerie, le public doit informer immédiatement le Centre fiscal au lieu de résidence du contribuable' },
  ],
}

export default service

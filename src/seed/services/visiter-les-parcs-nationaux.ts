import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'visiter-les-parcs-nationaux',
  category: 'tourisme-et-voyage',
  ministry: 'environnement',
  slug: { fr: 'visiter-les-parcs-nationaux', mg: 'hitsidika-valan-javaboary' },
  title: {
    fr: 'Visiter un parc national',
    mg: 'Hitsidika valan-javaboary',
  },
  summary: {
    fr: 'Madagascar compte 43 aires protégées (parcs nationaux, réserves) gérées par Madagascar National Parks (MNP). Pour en visiter une, achetez le ticket d’entrée au bureau d’accueil du parc et prenez un guide. Le prix dépend du parc et de votre catégorie : Malgache, étranger résident ou touriste.',
    mg: 'Manana faritra arovana 43 (valan-javaboary, faritra natokana) tantanan’ny Madagascar National Parks (MNP) i Madagasikara. Raha hitsidika ny iray amin’izy ireo, mividiana tapakila fidirana eo amin’ny biraon’ny fandraisana ao amin’ny valan-javaboary ary mitondrà mpitari-dalana. Miankina amin’ny valan-javaboary sy ny sokajinao ny vidiny : Malagasy, vahiny mponina na mpizahatany.',
  },
  audience: {
    fr: 'Tous les visiteurs : Malgaches, étrangers qui résident à Madagascar et touristes internationaux, adultes et enfants. Les réserves naturelles intégrales ne sont ouvertes qu’aux chercheurs.',
    mg: 'Ny mpitsidika rehetra : Malagasy, vahiny mipetraka eto Madagasikara ary mpizahatany avy any ivelany, olon-dehibe sy ankizy. Ho an’ny mpikaroka ihany ny faritra natokana tanteraka (réserves naturelles intégrales).',
  },
  documents: {
    fr: [
      'De quoi payer le ticket d’entrée et le guide (en ariary)',
      { item: 'Une pièce d’identité (CIN, passeport ou carte de résident) pour le tarif qui vous correspond', unsure: 'aucune source ne dit quelle pièce est demandée au guichet' },
    ],
    mg: [
      'Vola handoavana ny tapakila fidirana sy ny mpitari-dalana (ariary)',
      { item: 'Taratasy maha-izy anao (kara-panondro, pasipaoro na karatry ny mponina vahiny) mba hahazoana ny vidiny mifanaraka aminao', unsure: 'tsy misy loharano milaza izay taratasy angatahina eo amin’ny birao' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: '15 000 Ar par jour pour un adulte malgache à l’Isalo et à l’Ankarana, 5 000 Ar pour un enfant malgache, 75 000 Ar pour un étranger résident, 130 000 Ar pour un touriste international. C’est le barème doublé annoncé par MNP (avant : 7 500 Ar pour un adulte malgache), prévu pour 2026 puis reporté à novembre 2026 selon la presse. Les autres parcs ont leur propre barème. Guide en plus, au tarif affiché au bureau du parc.',
      mg: 'Isalo sy Ankarana : 15 000 Ar isan’andro ho an’ny olon-dehibe malagasy, 5 000 Ar ho an’ny ankizy malagasy, 75 000 Ar ho an’ny vahiny mponina, 130 000 Ar ho an’ny mpizahatany avy any ivelany. Io no vidiny avo roa heny nambaran’ny MNP (teo aloha : 7 500 Ar ho an’ny olon-dehibe malagasy), tokony ho tamin’ny 2026 ary nahemotra ho novambra 2026 araka ny gazety. Manana ny vidiny manokana ny valan-javaboary hafa. Miampy ny saran’ny mpitari-dalana, araka ny vidiny apetaka ao amin’ny biraon’ny valan-javaboary.',
    },
  },
  processingTime: {
    fr: 'Le ticket s’achète sur place, le jour de la visite, au bureau d’accueil du parc.',
    mg: 'Vidiana eo an-toerana ny tapakila, amin’ny andro itsidihana, ao amin’ny biraon’ny fandraisana ao amin’ny valan-javaboary.',
  },
  whereToApply: {
    fr: 'Au bureau d’accueil, à l’entrée de chaque parc ou réserve géré par Madagascar National Parks. La liste des 43 aires protégées et leur situation sont sur Torolalana et sur le site de MNP.',
    mg: 'Ao amin’ny biraon’ny fandraisana, eo am-baravaran’ny valan-javaboary na faritra arovana tantanan’ny Madagascar National Parks tsirairay. Hita ao amin’ny Torolalana sy ao amin’ny tranokalan’ny MNP ny lisitry ny faritra arovana 43 sy ny toerana misy azy.',
  },
  youReceive: {
    fr: 'Un ticket d’entrée pour la journée, à garder pendant la visite.',
    mg: 'Tapakila fidirana ho an’ny andro iray, tehirizina mandritra ny fitsidihana.',
  },
  steps: {
    fr: [
      { title: 'Choisissez le parc', detail: 'Consultez la liste des aires protégées (Torolalana ou site de MNP) : parcs nationaux et réserves spéciales se visitent ; les réserves naturelles intégrales, non.' },
      { title: 'Achetez le ticket d’entrée', detail: 'Au bureau d’accueil du parc. Le prix dépend du parc, de votre âge et de votre catégorie (Malgache, résident, touriste).' },
      { title: 'Prenez un guide', detail: 'Le guide est obligatoire dans presque tous les parcs ; son tarif officiel est affiché au bureau et s’ajoute au ticket.' },
      { title: 'Payez les activités en plus', detail: 'Visite de nuit, observation des oiseaux ou piscines naturelles se paient à part (50 000 Ar pour les étrangers, selon MNP).', unsure: 'tarif annoncé par la presse' },
    ],
    mg: [
      { title: 'Safidio ny valan-javaboary', detail: 'Jereo ny lisitry ny faritra arovana (Torolalana na tranokalan’ny MNP) : azo tsidihina ny valan-javaboary sy ny faritra natokana manokana ; tsy azo tsidihina kosa ny faritra natokana tanteraka.' },
      { title: 'Vidio ny tapakila fidirana', detail: 'Ao amin’ny biraon’ny fandraisana ao amin’ny valan-javaboary. Miankina amin’ny valan-javaboary, ny taonanao ary ny sokajinao (Malagasy, mponina vahiny, mpizahatany) ny vidiny.' },
      { title: 'Mitondrà mpitari-dalana', detail: 'Tsy maintsy misy mpitari-dalana saika amin’ny valan-javaboary rehetra ; apetaka ao amin’ny birao ny sarany ofisialy ary miampy ny tapakila izany.' },
      { title: 'Aloavy manokana ny hetsika fanampiny', detail: 'Aloa manokana ny fitsidihana amin’ny alina, ny fijerena vorona na ny dobo voajanahary (50 000 Ar ho an’ny vahiny, araka ny MNP).', unsure: 'vidiny navoakan’ny gazety' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2015-005 du 26 février 2015 portant refonte du Code de gestion des aires protégées (COAP), et son décret d’application n° 2017-415 du 30 mai 2017'],
    mg: ['Lalàna laharana faha-2015-005 tamin’ny 26 febroary 2015 manavao ny Fehezan-dalàna momba ny fitantanana ny faritra arovana (COAP), sy ny didim-panjakana laharana faha-2017-415 tamin’ny 30 mey 2017 mametraka ny fepetra fampiharana azy'],
  },
  faq: {
    fr: [
      { question: 'Les Malgaches paient-ils moins cher ?', answer: 'Oui. À l’Isalo et à l’Ankarana, l’adulte malgache paie 15 000 Ar avec le nouveau barème, contre 130 000 Ar pour un touriste international.', unsure: 'date d’application du nouveau barème' },
      { question: 'Peut-on visiter sans guide ?', answer: 'Presque jamais : le guide est obligatoire dans presque tous les parcs. Son tarif officiel est affiché au bureau d’accueil ; ne payez pas plus.' },
      { question: 'Quels parcs peut-on visiter ?', answer: 'Parmi d’autres : Isalo, Ankarafantsika, Andringitra, Ranomafana, Masoala, Marojejy, la Montagne d’Ambre, les Tsingy de Bemaraha, Analamazaotra (Andasibe), Nosy Tanihely. Torolalana donne la liste complète avec la région de chaque parc.' },
    ],
    mg: [
      { question: 'Mora kokoa ve ho an’ny Malagasy ?', answer: 'Eny. Any Isalo sy Ankarana, 15 000 Ar no aloan’ny olon-dehibe malagasy amin’ny vidiny vaovao, raha 130 000 Ar ho an’ny mpizahatany avy any ivelany.', unsure: 'daty hampiharana ny vidiny vaovao' },
      { question: 'Azo tsidihina tsy misy mpitari-dalana ve ?', answer: 'Saika tsy azo : tsy maintsy misy mpitari-dalana saika amin’ny valan-javaboary rehetra. Apetaka ao amin’ny biraon’ny fandraisana ny sarany ofisialy ; aza mandoa mihoatra.' },
      { question: 'Valan-javaboary inona avy no azo tsidihina ?', answer: 'Anisan’izany : Isalo, Ankarafantsika, Andringitra, Ranomafana, Masoala, Marojejy, Tendrombohitra Ambre, Tsingy de Bemaraha, Analamazaotra (Andasibe), Nosy Tanihely. Omen’ny Torolalana ny lisitra feno miaraka amin’ny faritra misy ny tsirairay.' },
    ],
  },
  onlineServices: {
    fr: [{ label: 'Madagascar National Parks (site officiel)', url: 'https://www.parcs-madagascar.com/' }],
    mg: [{ label: 'Madagascar National Parks (tranokala ofisialy)', url: 'https://www.parcs-madagascar.com/' }],
  },
  related: ['visa-touristique', 'regions-et-districts'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/visiter-les-parcs-nationaux.md). Torolalana, fiche « Hitsidika valan-javaboary » (version malgache, copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : 43 aires protégées gérées par MNP, adresse du site de MNP, liste des parcs ; pas de tarifs. Tarifs : allAfrica (26 août 2025) et Moov (barème MNP 2026 : 15 000, 5 000, 75 000, 130 000 Ar ; activités 50 000 Ar pour les étrangers), allAfrica (25 novembre 2025 : doublement reporté à novembre 2026) ; le coût reste marqué à confirmer au bureau du parc. Guide obligatoire, tickets au bureau d’accueil : Routard, et tarif de guidage affiché (geoploria). Ministère de tutelle (Environnement) absent de la liste des ministères : champ laissé vide. Texte de référence : loi n° 2015-005 (COAP), citée par L’Express de Madagascar (21 octobre 2023), et décret d’application n° 2017-415 (texte signé, copie sur Scribd) ; ni l’un ni l’autre n’a été lu sur les droits d’entrée.',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Hitsidika valan-javaboary (Visiter les parcs nationaux)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/visiter-les-parcs-nationaux', seen: '2026-11-28', published: '2026-02' },
    { key: 'allafrica-2025-08', title: 'Madagascar National Parks : révision à la hausse des tarifs d’accès aux parcs nationaux à partir de 2026', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202508260429.html', seen: '2026-11-28', published: '2025-08-26' },
    { key: 'allafrica-2025-11', title: 'Parcs nationaux : le doublement des droits d’entrée reporté', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202511250320.html', seen: '2026-11-28', published: '2025-11-25' },
    { key: 'moov', title: 'Parcs nationaux – Madagascar National Parks double les droits d’entrée', publisher: 'Moov.mg', kind: 'press', url: 'https://moov.mg/article/105949-parcs-nationaux-madagascar-national-parks-double-les-droits-dentree', seen: '2026-11-28', published: '2025' },
    { key: 'routard', title: 'Madagascar : sports et loisirs (parcs nationaux et réserves, fonctionnement de MNP)', publisher: 'Le Routard', kind: 'secondary', url: 'https://routard.com/fr/guide/a/que-faire/afrique/madagascar', seen: '2026-11-28' },
    { key: 'geoploria', title: 'Ce qu’il faut savoir sur les parcs et réserves malgaches', publisher: 'geoploria.com', kind: 'secondary', url: 'http://www.geoploria.com/afrique/expedition-madagascar/ce-qu-il-faut-savoir-sur-les-parcs-et-reserves-malgaches.html', seen: '2026-11-28' },
    { key: 'lexpress-2023', title: 'Les aires protégées', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/21/10/2023/les-aires-protegees/', seen: '2026-11-28', published: '2023-10-21' },
    { key: 'decret-2017-415', title: 'Décret n° 2017-415 du 30 mai 2017 fixant les modalités et les conditions d’application de la loi n° 2015-005 portant refonte du COAP (texte signé, copie)', publisher: 'Scribd (copie du décret du ministère de l’Environnement)', kind: 'secondary', url: 'https://fr.scribd.com/document/703204002/DECRET-COAP-Signe', seen: '2026-11-28', published: '2017-05-30' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana', quote: 'Ankehitriny, Madagasikara dia manana faritra arovana miisa 43 izay ahitana valan-javaboary, faritra arovana ary ala voajanahary izay tantanan’ny "Madagascar National Parks"', where: 'description' },
    { statement: 'summary', source: 'routard', quote: 'Tickets d’entrée : ils s’achètent au bureau d’accueil de chaque site. Leur montant est élevé varie selon la catégorie du parc' },
    { statement: 'summary', source: 'allafrica-2025-08', quote: 'La mesure concerne l’ensemble des catégories de visiteurs - étrangers, résidents et nationaux' },
    { statement: 'audience', source: 'allafrica-2025-08', quote: 'La mesure concerne l’ensemble des catégories de visiteurs - étrangers, résidents et nationaux' },
    { statement: 'audience', source: 'routard', quote: 'les réserves naturelles intégrales, entièrement protégées, sont ouvertes uniquement aux chercheurs.' },
    { statement: 'documents.0', source: 'routard', quote: 'Tickets d’entrée : ils s’achètent au bureau d’accueil de chaque site. … Guides : ils sont obligatoires dans presque tous les parcs. Leurs services se payent en plus' },
    { statement: 'cost', source: 'allafrica-2025-08', quote: 'l’entrée au parc de l’Isalo et à celui de l’Ankarana, considérés comme « exceptionnels », passera à 15 000 ariary pour les adultes malgaches (contre 7 500 actuellement) et 5 000 ariary pour les enfants. Pour les résidents étrangers, le tarif atteindra 75 000 ariary pour les adultes' },
    { statement: 'cost', source: 'allafrica-2025-08', quote: 'Les visiteurs internationaux devront s’acquitter de 130 000 ariary, soit le double du prix actuel.' },
    { statement: 'cost', source: 'moov', quote: 'Dès 2026, les droits d’entrée doubleront pour tous les visiteurs. Les adultes malgaches paieront 15 000 ariary pour accéder aux parcs de l’Isalo et de l’Ankarana. Les résidents étrangers débourseront 75 000 ariary et les touristes internationaux 130 000 ariary.' },
    { statement: 'cost', source: 'allafrica-2025-11', quote: 'À la demande des tours opérateurs et des agences de voyages, l’application de ce doublement des prix d’entrée sera reportée en novembre 2026' },
    { statement: 'cost', source: 'geoploria', quote: 'le visiteur doit payer le tarif de guidage. Pour éviter toute tentative d’abus, il est toujours clairement et officiellement affiché dans les bureaux des Madagascar National Parks.' },
    { statement: 'processingTime', source: 'routard', quote: 'Tickets d’entrée : ils s’achètent au bureau d’accueil de chaque site.' },
    { statement: 'processingTime', source: 'geoploria', quote: 'Celui-ci s’achète au bureau d’accueil de chaque site' },
    { statement: 'documents.0', source: 'geoploria', quote: 'leur accès n’est autorisé que sur présentation d’un ticket d’entrée. … Une fois acquitté le coût du billet d’entrée, le visiteur doit payer le tarif de guidage.' },
    { statement: 'whereToApply', source: 'routard', quote: 'Tickets d’entrée : ils s’achètent au bureau d’accueil de chaque site.' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'faritra arovana miisa 43 izay ahitana valan-javaboary, faritra arovana ary ala voajanahary izay tantanan’ny "Madagascar National Parks" (https://www.parcs-madagascar.com/', where: 'description' },
    { statement: 'youReceive', source: 'geoploria', quote: 'leur accès n’est autorisé que sur présentation d’un ticket d’entrée. Celui-ci s’achète au bureau d’accueil de chaque site' },
    { statement: 'youReceive', source: 'allafrica-2025-11', quote: 'les clients internationaux doivent payer entre 45 000 ariary et 130 000 ariary par jour et par personne.' },
    { statement: 'steps.0', source: 'torolalana', quote: 'Ireto ambany ireto ny fitanisana ireo valan-javaboaary ireo', where: 'description' },
    { statement: 'steps.0', source: 'routard', quote: 'les parcs nationaux, comme Isalo ou Bemaraha (célèbre pour ses Tsingy) sont accessibles à tous … les réserves spéciales … sont aussi accessibles au public ; les réserves naturelles intégrales, entièrement protégées, sont ouvertes uniquement aux chercheurs.' },
    { statement: 'steps.1', source: 'routard', quote: 'Tickets d’entrée : ils s’achètent au bureau d’accueil de chaque site.' },
    { statement: 'steps.1', source: 'allafrica-2025-08', quote: '15 000 ariary pour les adultes malgaches (contre 7 500 actuellement) et 5 000 ariary pour les enfants. Pour les résidents étrangers, le tarif atteindra 75 000 ariary' },
    { statement: 'steps.2', source: 'routard', quote: 'Guides : ils sont obligatoires dans presque tous les parcs. Leurs services se payent en plus' },
    { statement: 'steps.2', source: 'geoploria', quote: 'le visiteur doit payer le tarif de guidage. Pour éviter toute tentative d’abus, il est toujours clairement et officiellement affiché dans les bureaux des Madagascar National Parks.' },
    { statement: 'steps.3', source: 'allafrica-2025-08', quote: 'accès aux piscines naturelles, circuits de birdwatching, classes vertes ou visites de nuit. À partir du 1er septembre, les entrées supplémentaires pour ces activités s’élèveront à 50 000 ariary pour les étrangers' },
    { statement: 'steps.3', source: 'moov', quote: 'Les activités complémentaires, comme le birdwatching, les visites nocturnes ou l’accès aux piscines naturelles, coûteront 50 000 ariary pour les étrangers.' },
    { statement: 'faq.0', source: 'moov', quote: 'Les adultes malgaches paieront 15 000 ariary pour accéder aux parcs de l’Isalo et de l’Ankarana. Les résidents étrangers débourseront 75 000 ariary et les touristes internationaux 130 000 ariary.' },
    { statement: 'faq.0', source: 'allafrica-2025-08', quote: 'passera à 15 000 ariary pour les adultes malgaches … Les visiteurs internationaux devront s’acquitter de 130 000 ariary' },
    { statement: 'faq.1', source: 'routard', quote: 'Guides : ils sont obligatoires dans presque tous les parcs. Leurs services se payent en plus' },
    { statement: 'faq.1', source: 'geoploria', quote: 'il est toujours clairement et officiellement affiché dans les bureaux des Madagascar National Parks.' },
    { statement: 'faq.2', source: 'torolalana', quote: 'Andringitra: any amin’ny faritra Haute-Matsiatra … Ankarafantsika: any amin’ny faritra Boeny … Bemaraha: any atsimon’ny faritra Melaky … Isalo: any amin’ny 269 km ny Fianarantsoa sy 80 km ny Ihosy', where: 'liste des parcs' },
    { statement: 'faq.2', source: 'torolalana', quote: 'Marojejy: any amin’ny faritra Avarata atsinanana … Masoala: … Ranomafana: … Tendrombohitra Ambre: 38 km ny Antsiranana … Marin Nosy Tanihely: 8,5 km … Analamazaotra: faritra Alaotra Mangoro', where: 'liste des parcs' },
    { statement: 'onlineServices.0', source: 'torolalana', quote: 'tantanan’ny "Madagascar National Parks" (https://www.parcs-madagascar.com/', where: 'description' },
    { statement: 'legalReferences.0', source: 'lexpress-2023', quote: 'Selon l’article premier de la loi 2015-005 du 26 février 2015 portant refonte du Code de Gestion des Aires Protégées (COAP), une aire protégée est « un territoire délimité, terrestre, marin, côtier, aquatique' },
    { statement: 'legalReferences.0', source: 'lexpress-2023', quote: 'Elles concernent exclusivement les Réserves Naturelles Intégrales, les Parcs Nationaux et les Réserves Spéciales.' },
    { statement: 'legalReferences.0', source: 'decret-2017-415', quote: 'DECRET N°2017- 415 du 30 mai 2017 fixant les modalités et les conditions d’application de la LOI n° 2015- 005 du 26 février 2015 portant refonte du Code de Gestion des Aires Protégées' },
  ],
}

export default service

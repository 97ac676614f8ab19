import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'impot-sur-les-revenus-salariaux',
  category: 'fiscalite',
  ministry: 'dgi',
  slug: { fr: 'impot-sur-les-revenus-salariaux', mg: 'hetra-amin-ny-karama' },
  title: {
    fr: 'Comprendre l’IRSA, l’impôt sur les salaires',
    mg: 'Fantaro ny IRSA, hetra amin’ny karama',
  },
  summary: {
    fr: 'L’IRSA (impôt sur les revenus salariaux et assimilés) est l’impôt sur les salaires : votre employeur le retient chaque mois sur votre salaire et le verse au fisc. Voici le barème et comment vérifier votre fiche de paie.',
    mg: 'Ny IRSA (hetra amin’ny vola miditra avy amin’ny karama sy ny mitovy amin’izany) no hetra amin’ny karama : ny mpampiasa anao no manala azy isam-bolana amin’ny karamanao ary mandoa azy any amin’ny sampan-draharahan’ny hetra. Ireto ny tahany sy ny fomba hanamarinana ny taratasy karamanao.',
  },
  audience: {
    fr: 'Les salariés du privé et du public, et toute personne payée pour un emploi salarié à Madagascar (primes et indemnités comprises) ; les employeurs, qui calculent, retiennent et versent l’impôt.',
    mg: 'Ireo mpiasa mandray karama, na amin’ny sehatra tsy miankina na amin’ny fanjakana, ary izay rehetra mandray karama amin’ny asa atao eto Madagasikara (ao anatin’izany ny tambin-karama sy ny tambiny) ; ireo mpampiasa, izay manao ny kajy, manala ary mandoa ny hetra.',
  },
  documents: {
    fr: [
      'Votre fiche de paie (bulletin de salaire), où figure la ligne IRSA',
      { item: 'Pour la réduction pour enfants à charge : les pièces demandées par l’employeur (actes de naissance par exemple)', unsure: 'pièces et montant de la réduction non confirmés par une source officielle' },
    ],
    mg: [
      'Ny taratasy karamanao (fiche de paie), izay ahitana ny andalana IRSA',
      { item: 'Ho an’ny fihenam-ketra noho ny zanaka iantohana : ny taratasy angatahin’ny mpampiasa (kopia nahaterahana, ohatra)', unsure: 'tsy voamarin’ny loharano ofisialy ny taratasy sy ny habetsaky ny fihenany' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'IRSA : 0 % jusqu’à 350 000 Ar de revenu imposable par mois, puis 5 %, 10 % et 15 % par tranche, et 20 % au-delà de 600 000 Ar. Aucun frais de démarche.',
      mg: 'IRSA : 0 % hatramin’ny 350 000 Ar isam-bolana amin’ny vola miditra iharan’ny hetra, avy eo 5 %, 10 % ary 15 % isaky ny sokajy, ary 20 % mihoatra ny 600 000 Ar. Maimaim-poana ny fomba fanao.',
    },
  },
  youReceive: {
    fr: 'Un salaire net après retenue de l’IRSA, détaillée sur votre fiche de paie.',
    mg: 'Karama madio rehefa nesorina ny IRSA, voasoritra amin’ny antsipiriany ao amin’ny taratasy karamanao.',
  },
  processingTime: {
    fr: 'Retenu chaque mois sur le salaire ; l’employeur le verse au fisc dans les 15 premiers jours du mois suivant.',
    mg: 'Esorina isam-bolana amin’ny karama ; aloan’ny mpampiasa any amin’ny sampan-draharahan’ny hetra ao anatin’ny 15 andro voalohany amin’ny volana manaraka.',
  },
  whereToApply: {
    fr: 'Rien à faire au guichet : votre employeur calcule, retient et verse l’IRSA. En cas de doute sur votre fiche de paie, adressez-vous à l’employeur, puis au centre fiscal dont il dépend.',
    mg: 'Tsy misy atao eo amin’ny birao : ny mpampiasa anao no manao ny kajy, manala ary mandoa ny IRSA. Raha misy ahiahy momba ny taratasy karamanao, manatona ny mpampiasa, avy eo ny ivon-ketra iankinany.',
  },
  steps: {
    fr: [
      { title: 'Calculez le revenu imposable', detail: 'Partez du salaire brut (primes et indemnités comprises) et retirez les cotisations sociales (CNaPS, organisme de santé comme l’OSTIE).' },
      { title: 'Appliquez le barème par tranche', detail: '0 % jusqu’à 350 000 Ar ; 5 % de 350 001 à 400 000 Ar ; 10 % de 400 001 à 500 000 Ar ; 15 % de 500 001 à 600 000 Ar ; 20 % au-delà de 600 000 Ar. Chaque taux ne porte que sur la part du revenu comprise dans sa tranche : au plus 2 500 Ar pour la tranche à 5 %, 10 000 Ar pour celle à 10 %, 15 000 Ar pour celle à 15 %.' },
      { title: 'Vérifiez votre fiche de paie', detail: 'L’IRSA retenu doit figurer sur la fiche de paie. L’employeur le verse chaque mois au fisc, dans les 15 premiers jours du mois suivant.' },
      { title: 'En cas d’erreur, demandez une correction', detail: 'Montrez votre calcul à l’employeur (service de la paie). S’il n’y a pas d’accord, renseignez-vous au centre fiscal dont dépend l’employeur.', unsure: 'recours du salarié non décrit par une source' },
    ],
    mg: [
      { title: 'Kajio ny vola miditra iharan’ny hetra', detail: 'Atombohy amin’ny karama feno (ao anatin’izany ny tambin-karama sy ny tambiny) ary esory ny latsakemboka ara-tsosialy (CNaPS, fikambanana ara-pahasalamana toy ny OSTIE).' },
      { title: 'Ampiharo ny taha isaky ny sokajy', detail: '0 % hatramin’ny 350 000 Ar ; 5 % manomboka amin’ny 350 001 ka hatramin’ny 400 000 Ar ; 10 % manomboka amin’ny 400 001 ka hatramin’ny 500 000 Ar ; 15 % manomboka amin’ny 500 001 ka hatramin’ny 600 000 Ar ; 20 % mihoatra ny 600 000 Ar. Ny ampahan’ny vola miditra ao anatin’ny sokajiny ihany no iharan’ny taha tsirairay : 2 500 Ar farafahabetsany ho an’ny sokajy 5 %, 10 000 Ar ho an’ny sokajy 10 %, 15 000 Ar ho an’ny sokajy 15 %.' },
      { title: 'Hamarino ny taratasy karamanao', detail: 'Tsy maintsy hita ao amin’ny taratasy karama ny IRSA nesorina. Aloan’ny mpampiasa isam-bolana any amin’ny sampan-draharahan’ny hetra izany, ao anatin’ny 15 andro voalohany amin’ny volana manaraka.' },
      { title: 'Raha misy diso, angataho ny fanitsiana', detail: 'Asehoy ny mpampiasa (sampana mikarakara ny karama) ny kajinao. Raha tsy mifanaraka ianareo, manontania any amin’ny ivon-ketra iankinan’ny mpampiasa.', unsure: 'tsy voalazan’ny loharano ny zo azon’ny mpiasa ampiasaina' },
    ],
  },
  legalReferences: {
    fr: [
      'Code général des impôts, partie I, titre III (IRSA) ; article 01.03.16 (détermination de l’impôt)',
      'Loi de finances 2021 (barème progressif), taux maintenus par la loi de finances rectificative 2024',
    ],
    mg: [
      'Fehezan-dalàna ankapoben’ny hetra, fizarana I, lohateny III (IRSA) ; andininy faha-01.03.16 (fikajiana ny hetra)',
      'Lalàna mifehy ny tetibolam-panjakana 2021 (taha miakatra tsikelikely), tazonin’ny lalàna fanitsiana ny tetibolam-panjakana 2024 ny taha',
    ],
  },
  faq: {
    fr: [
      { question: 'Je gagne moins de 350 000 Ar : est-ce que je paie l’IRSA ?', answer: 'Le taux est de 0 % jusqu’à 350 000 Ar de revenu imposable, mais un minimum est prélevé : 2 000 Ar selon la presse (article 01.03.16) et une page de Torolalana, 3 000 Ar selon une autre page de Torolalana. Demandez à votre employeur ou au centre fiscal.', unsure: 'minimum : 2 000 Ar ou 3 000 Ar selon les sources' },
      { question: 'Certaines pages disent 20 % dès 350 000 Ar. Pourquoi ?', answer: 'C’était la règle avant la loi de finances 2021. Depuis cette loi, le taux est progressif par tranche. Une page de Torolalana donne encore 20 % au-delà de 350 000 Ar.' },
      { question: 'Les enfants à charge réduisent-ils l’IRSA ?', answer: 'Selon des praticiens de la paie, une réduction de 2 000 Ar par personne à charge s’applique (Code général des impôts, article 01.03.19). Demandez à votre employeur.', unsure: 'montant et conditions non confirmés par une source officielle' },
      { question: 'Le taux de 20 % va-t-il passer à 25 % ?', answer: 'Pas pour l’instant : en 2024, la ministre de l’Économie et des Finances a démenti cette hausse, et la loi de finances rectificative 2024 garde les mêmes taux.' },
    ],
    mg: [
      { question: 'Latsaky ny 350 000 Ar ny karamako : mandoa IRSA ve aho ?', answer: '0 % ny taha hatramin’ny 350 000 Ar amin’ny vola miditra iharan’ny hetra, saingy misy farafahakeliny alaina : 2 000 Ar araka ny gazety (andininy faha-01.03.16) sy ny pejy iray ao amin’ny Torolalana, 3 000 Ar araka ny pejy hafa ao amin’ny Torolalana. Anontanio ny mpampiasa anao na ny ivon-ketra.', unsure: 'farafahakeliny : 2 000 Ar na 3 000 Ar arakaraka ny loharano' },
      { question: 'Misy pejy milaza 20 % manomboka amin’ny 350 000 Ar. Nahoana ?', answer: 'Izany no fitsipika talohan’ny lalàna mifehy ny tetibolam-panjakana 2021. Nanomboka tamin’io lalàna io, miakatra tsikelikely isaky ny sokajy ny taha. Mbola milaza 20 % mihoatra ny 350 000 Ar ny pejy iray ao amin’ny Torolalana.' },
      { question: 'Mampihena ny IRSA ve ny zanaka iantohana ?', answer: 'Araka ireo mpikarakara karama, misy fihenana 2 000 Ar isaky ny olona iantohana (Fehezan-dalàna ankapoben’ny hetra, andininy faha-01.03.19). Anontanio ny mpampiasa anao.', unsure: 'tsy voamarin’ny loharano ofisialy ny habetsany sy ny fepetra' },
      { question: 'Hiakatra ho 25 % ve ny taha 20 % ?', answer: 'Tsia amin’izao fotoana izao : nolavin’ny minisitry ny Toekarena sy ny Fitantanam-bola io fiakarana io tamin’ny 2024, ary mitovy ihany ny taha ao amin’ny lalàna fanitsiana ny tetibolam-panjakana 2024.' },
    ],
  },
  related: ['declarer-ses-impots-en-ligne', 'affiliation-a-la-cnaps', 'numero-d-identification-fiscale', 'impot-synthetique'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, lot b8 ; recherche : docs/research/issue41/impot-sur-les-revenus-salariaux.md). Torolalana (deux fiches malgaches lues dans la copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : « S’informer sur la fiscalité d’entreprise » (0 % jusqu’à 350 000 Ar, 20 % au-delà, minimum 2 000 Ar, paiement dans les 15 premiers jours du mois suivant) et « Les différents types d’impôts » (taux progressif jusqu’à 20 %, minimum 3 000 Ar). Barème par tranches (5, 10, 15, 20 %) : L’Express et La Vérité (janvier et février 2021, loi de finances 2021 ; plafond de chaque tranche : 2 500, 10 000, 15 000 Ar), AllAfrica (août 2024, LFR 2024 inchangée), Manao (2025 inchangé). Contradictions laissées visibles : minimum 2 000 Ar ou 3 000 Ar (FAQ contestée) ; 20 % dès 350 000 Ar sur une fiche Torolalana (ancienne règle, expliquée dans la FAQ). Réduction pour personnes à charge (2 000 Ar, art. 01.03.19) : forum de praticiens seulement, marquée. Recours du salarié en cas d’erreur : sans source, marqué.',
  },
  sources: [
    { key: 'torolalana-fiscalite', title: 'Torolalana — Fampahafantarana momba ny hetra ho an’ny orinasa : IRSA (S’informer sur la fiscalité d’entreprise)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/s-informer-sur-la-fiscalite-d-entreprise', seen: '2026-11-28' },
    { key: 'torolalana-impots', title: 'Torolalana — Ireo karazan-ketra eto Madagasikara : IRSA (Les différents types d’impôts à Madagascar)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/les-differents-types-d-impots-a-madagascar', seen: '2026-11-28' },
    { key: 'lexpress-2021', title: 'Fiscalité : un nouveau mode de calcul de l’IRSA', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/10/02/2021/fiscalite-un-nouveau-mode-de-calcul-de-lirsa/', seen: '2026-11-28', published: '2021-02-10' },
    { key: 'laverite-2021', title: 'Impôt sur les revenus salariaux et assimilés – Un nouveau barème effectif', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/economie/item/12581-imp%C3%B4t-sur-les-revenus-salariaux-et-assimil%C3%A9s-un-nouveau-bar%C3%A8me-effectif.html', seen: '2026-11-28', published: '2021-01-24' },
    { key: 'laverite-2021b', title: 'IRSA – Des salariés induits en erreur (tableau par tranche, minimum de 2 000 Ar)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/economie/item/12725-irsa-des-salari%C3%A9s-induits-en-erreur.html', seen: '2026-11-28', published: '2021-02-08' },
    { key: 'allafrica-2024', title: 'Fisc – Pas d’augmentation du taux de l’IRSA', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202408100072.html', seen: '2026-11-28', published: '2024-08-10' },
    { key: 'manao', title: 'Méthode de calcul de l’IRSA', publisher: 'Manao (éditeur de logiciel de paie)', kind: 'secondary', url: 'https://manao.mg/fr/methode-calcul-irsa-a003', seen: '2026-11-28', published: '2024-11' },
    { key: 'agoramada', title: 'Calcul de l’IRSA avec 2 enfants à charge (forum de praticiens)', publisher: 'Agoramada', kind: 'secondary', url: 'https://agoramada.com/t/calcul-de-lirsa-avec-2-enfants-a-charge/51', seen: '2026-11-28' },
    { key: 'vivre-a-madagascar', title: 'Comprendre l’IRSA à Madagascar : comment sont calculés vos impôts sur le salaire ?', publisher: 'Vivre à Madagascar (guide en ligne)', kind: 'secondary', url: 'https://vivre-a-madagascar.com/guide/comprendre-l-irsa-a-madagascar-comment-sont-calcules-vos-impots-sur-le-salaire', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana-fiscalite', quote: 'Vola alaina amin’ny karaman’ny mpiasa isam-bolana nataon’ny orinasa, izay tokony haloa any amin’ny fitondram-panjakana misahana ny hetra.', where: 'IRSA' },
    { statement: 'summary', source: 'laverite-2021', quote: 'L’IRSA est directement retenu à la source par l’employeur.' },
    { statement: 'audience', source: 'manao', quote: 'L’IRSA englobe tous les revenus du travail : les salaires et traitements • les revenus des dirigeants et administrateurs • les indemnités et autres allocations considérées comme un complément de revenu' },
    { statement: 'audience', source: 'torolalana-impots', quote: 'Hetra alaina amin’ny karaman’ny mpiasa.', where: 'Impôt sur les Revenus Salariaux et Assimilés (IRSA)' },
    { statement: 'audience', source: 'vivre-a-madagascar', quote: 'C’est l’employeur qui : calcule l’impôt, le retient sur le salaire, puis le reverse à l’administration fiscale.' },
    { statement: 'documents.0', source: 'vivre-a-madagascar', quote: 'Quand vous recevez un bulletin de paie à Madagascar, une ligne revient toujours : IRSA.' },
    { statement: 'documents.1', source: 'agoramada', quote: 'la réduction pour personne à charge en matière d’IRSA est de 2000 Ar par personne.' },
    { statement: 'cost', source: 'lexpress-2021', quote: 'Entre 350 001 et 400 000 ariary, le taux pour cette tranche est de 5%. Entre 400 001 et 500 000 Ar, le taux pour cette tranche est de 10%. Entre 500 001 et 600 000 Ar, l’IRSA sera ponctionné à hauteur de 15%. Pour les salariés à plus de 600 000 Ar, le taux normal de 20% est donc maintenu.' },
    { statement: 'cost', source: 'allafrica-2024', quote: 'les taux de l’IRSA demeurent inchangés. À savoir : 0% pour la tranche de salaires inférieurs à 350 000 ariary, 5% pour la tranche de salaires compris entre 350 001 ariary et 400' },
    { statement: 'youReceive', source: 'vivre-a-madagascar', quote: 'Quand vous recevez un bulletin de paie à Madagascar, une ligne revient toujours : IRSA.' },
    { statement: 'youReceive', source: 'laverite-2021', quote: 'L’IRSA est directement retenu à la source par l’employeur.' },
    { statement: 'processingTime', source: 'torolalana-fiscalite', quote: 'Fandoavana isam-bolana: ao anatin’ny 15 andro voalohany amin’ny volana manaraka.', where: 'Fanambarana' },
    { statement: 'processingTime', source: 'torolalana-impots', quote: 'Fandoavana: isam-bolana ao anatin’ny 15 andro voalohany.', where: 'Impôt sur les Revenus Salariaux et Assimilés (IRSA)' },
    { statement: 'whereToApply', source: 'laverite-2021', quote: 'L’IRSA est directement retenu à la source par l’employeur.' },
    { statement: 'whereToApply', source: 'manao', quote: 'Il est donc retenu sur le salaire et reversé directement par l’employeur à l’administration fiscale.' },
    { statement: 'steps.0', source: 'laverite-2021', quote: 'Il faut d’abord soustraire du salaire brut les cotisations sociales comme la Caisse nationale de prévoyance sociale (CNaPS) et l’Organisation sanitaire tananarivienne inter-' },
    { statement: 'steps.0', source: 'lexpress-2021', quote: 'ces tranches concernent les revenus imposables c’est-à-dire après déduction des cotisations pour les organismes sociaux.' },
    { statement: 'steps.1', source: 'lexpress-2021', quote: 'Entre 350 001 et 400 000 ariary, le taux pour cette tranche est de 5%. Entre 400 001 et 500 000 Ar, le taux pour cette tranche est de 10%. Entre 500 001 et 600 000 Ar, l’IRSA sera ponctionné à hauteur de 15%. Pour les salariés à plus de 600 000 Ar, le taux normal de 20% est donc maintenu.' },
    { statement: 'steps.1', source: 'allafrica-2024', quote: 'les taux de l’IRSA demeurent inchangés. À savoir : 0% pour la tranche de salaires inférieurs à 350 000 ariary, 5% pour la tranche de salaires compris entre 350 001 ariary et 400' },
    { statement: 'steps.1', source: 'laverite-2021b', quote: '350 001\n400 000\n5\n2 500\n400 001\n500 000\n10\n10 000\n500 001\n600 000\n15\n15 000', where: 'Tableau « Calcul » (début de tranche, fin de tranche, taux, IRSA)' },
    { statement: 'faq.0', source: 'laverite-2021b', quote: 'Contrairement au Conseil des ministres, la LFI stipule que les salariés paient quand même le minimum de perception de 2 000 ariary même s’ils gagnent moins de 350 000 ariary.' },
    { statement: 'steps.2', source: 'torolalana-fiscalite', quote: 'Fandoavana isam-bolana: ao anatin’ny 15 andro voalohany amin’ny volana manaraka.', where: 'Fanambarana' },
    { statement: 'steps.2', source: 'vivre-a-madagascar', quote: 'Quand vous recevez un bulletin de paie à Madagascar, une ligne revient toujours : IRSA.' },
    { statement: 'legalReferences.0', source: 'manao', quote: 'Son fonctionnement détaillé est fixé par le Code des Impôts suivant la loi de finances rectificative 2024, partie I, titre III.' },
    { statement: 'legalReferences.0', source: 'lexpress-2021', quote: 'L’article 01.03.16 de la loi de Finances, relative à la détermination de l’impôt' },
    { statement: 'legalReferences.1', source: 'laverite-2021', quote: 'Le Gouvernement a modifié la modalité de calcul de l’Impôt sur les revenus salariaux et assimilés (IRSA). Une décision prise lors de l’élaboration de la loi de Finances initiale (LFI) 2021.' },
    { statement: 'legalReferences.1', source: 'allafrica-2024', quote: 'Cette précision est d’ailleurs confirmée dans les dispositions fiscales de la loi de finances rectificative 2024 où les taux de l’IRSA demeurent inchangés.' },
    { statement: 'faq.0', source: 'lexpress-2021', quote: 'L’article 01.03.16 de la loi de Finances, relative à la détermination de l’impôt, indique toutefois que pour cette tranche, elle ne doit pas être inférieure à 2000 ariary.' },
    { statement: 'faq.0', source: 'torolalana-fiscalite', quote: 'Karama hatramin’ny 350.000 Ar → 0% amin’ny karama brut. … Farafahakeliny amin’ny fandoavana: 2.000 Ar.', where: 'Fomba kajy' },
    { statement: 'faq.0', source: 'torolalana-impots', quote: 'Farafahakeliny: 3.000 Ar.', where: 'Impôt sur les Revenus Salariaux et Assimilés (IRSA)', says: 'otherwise' },
    { statement: 'faq.1', source: 'laverite-2021', quote: 'L’année dernière, le taux s’élevait à 20 % pour ceux qui gagnent un salaire supérieur à 350 000 ariary. Les montants inférieurs restent exonérés. Ce taux devient progressif, comme l’indique la LFI.' },
    { statement: 'faq.1', source: 'torolalana-fiscalite', quote: 'Karama mihoatra ny 350.000 Ar → 20% amin’ny karama brut.', where: 'Fomba kajy' },
    { statement: 'faq.2', source: 'agoramada', quote: 'la réduction pour personne à charge en matière d’IRSA est de 2000 Ar par personne.' },
    { statement: 'faq.2', source: 'agoramada', quote: 'le texte qui détermine les personnes ou les enfants à charge se trouve dans l’ article 01.03.19 du Code des Impots.' },
    { statement: 'faq.3', source: 'allafrica-2024', quote: 'Ces publications font notamment état d’une augmentation du taux de l’IRSA sur les branches de salaires les plus élevées, actuellement de 20% à 25%.' },
    { statement: 'faq.3', source: 'allafrica-2024', quote: '« On a effectivement discuté avec le FMI sur ce taux de l’IRSA mais jusqu’à présent l’État n’a pas encore décidé de l’augmenter », a précisé la ministre.' },
    { statement: 'faq.3', source: 'allafrica-2024', quote: 'Cette précision est d’ailleurs confirmée dans les dispositions fiscales de la loi de finances rectificative 2024 où les taux de l’IRSA demeurent inchangés.' },
    { statement: 'faq.3', source: 'manao', quote: 'En novembre 2024, le gouvernement annonçait officiellement que l’IRSA ne serait pas modifié en 2025.' },
  ],
}

export default service

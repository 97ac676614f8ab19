import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'impot-synthetique',
  category: 'fiscalite',
  ministry: 'dgi',
  slug: { fr: 'impot-synthetique', mg: 'hetra-tambatra' },
  title: {
    fr: 'Impôt synthétique (IS) : déclarer et payer',
    mg: 'Hetra tambatra (IS) : fanambarana sy fandoavana',
  },
  summary: {
    fr: 'L’impôt synthétique est l’impôt unique des petites entreprises dont le chiffre d’affaires annuel est inférieur à 200 000 000 Ar selon la DGI (400 000 000 Ar selon Torolalana). Il remplace l’impôt sur les revenus et la TVA.',
    mg: 'Ny hetra tambatra no hetra tokana aloan’ireo orinasa madinika izay latsaky ny 200 000 000 Ar isan-taona ny vola miditra amin’ny varotra araka ny DGI (400 000 000 Ar araka ny Torolalana). Misolo ny hetra amin’ny fidiram-bola sy ny TVA izy.',
  },
  marks: {
    summary: {
      fr: 'seuil non confirmé : 200 000 000 Ar selon la DGI, 400 000 000 Ar selon Torolalana ; à vérifier dans la loi de finances en vigueur',
      mg: 'tsy voamarina ny fetra : 200 000 000 Ar araka ny DGI, 400 000 000 Ar araka ny Torolalana ; hamarinina ao amin’ny lalàna mifehy ny fitantanam-bolam-panjakana manan-kery',
    },
    audience: {
      fr: 'seuil non confirmé : 200 000 000 Ar selon la DGI, 400 000 000 Ar selon Torolalana ; à vérifier dans la loi de finances en vigueur',
      mg: 'tsy voamarina ny fetra : 200 000 000 Ar araka ny DGI, 400 000 000 Ar araka ny Torolalana ; hamarinina ao amin’ny lalàna mifehy ny fitantanam-bolam-panjakana manan-kery',
    },
  },
  audience: {
    fr: 'Personnes physiques, entreprises individuelles et petites sociétés dont le chiffre d’affaires annuel est inférieur à 200 000 000 Ar (400 000 000 Ar selon Torolalana) : commerçants, artisans, agriculteurs, éleveurs, pêcheurs, gargotiers, transporteurs, prestataires, professions libérales.',
    mg: 'Olon-tokana, orinasa tsy miankina ary orinasa madinika izay latsaky ny 200 000 000 Ar isan-taona ny vola miditra (400 000 000 Ar araka ny Torolalana) : mpivarotra, mpanao asa tanana, mpamboly, mpiompy, mpanjono, tompon’ny hotely madinika, mpitatitra, mpanome tolotra, mpanao asa malalaka.',
  },
  documents: {
    fr: [
      'Carte fiscale ou NIF',
      { item: 'Formulaire de déclaration de l’impôt synthétique, à retirer au centre fiscal', unsure: 'formulaire à demander au centre fiscal' },
      'Entreprise individuelle dont le chiffre d’affaires est inférieur à 100 millions d’ariary : récapitulatif des recettes et des dépenses de l’année',
      'Entreprise individuelle dont le chiffre d’affaires est compris entre 100 et 200 millions d’ariary : états financiers tenus selon le système minimal de trésorerie',
      'Société : bilan, comptes de résultat (par fonctions et par nature) et tableau des flux de trésorerie',
      { item: 'Reçus des acomptes déjà payés dans l’année', unsure: 'pièce à confirmer au centre fiscal' },
      { item: 'CIN du contribuable, ou procuration légalisée et CIN du représentant', unsure: 'pièce à confirmer au centre fiscal' },
    ],
    mg: [
      'Karatra ara-ketra na NIF',
      { item: 'Taratasy fanambarana ny hetra tambatra, alaina any amin’ny ivon-ketra', unsure: 'taratasy angatahina any amin’ny ivon-ketra' },
      'Orinasa tsy miankina amin’olon-tokana latsaky ny 100 tapitrisa ariary ny vola miditra : famintinana ny vola niditra sy nivoaka nandritra ny taona',
      'Orinasa tsy miankina amin’olon-tokana eo anelanelan’ny 100 sy 200 tapitrisa ariary ny vola miditra : tatitra ara-bola araka ny « système minimal de trésorerie »',
      'Orinasa iombonana : bilan, kaontin’ny vokatra (araka ny asa sy araka ny karazany) ary tabilao momba ny fivezivezen’ny vola (flux de trésorerie)',
      { item: 'Tapakilan’ireo vola mialoha efa naloa tamin’ny taona', unsure: 'taratasy hamarinina any amin’ny ivon-ketra' },
      { item: 'CIN an’ny mpandoa hetra, na taratasy fanomezan-dàlana voamarina sy CIN an’ny misolo azy', unsure: 'taratasy hamarinina any amin’ny ivon-ketra' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'L’impôt est égal à 5 % du chiffre d’affaires (ou du revenu brut ou des gains) de l’année précédente. Deux réductions sont possibles, sans que l’impôt descende sous 3 % : 2 % du montant des achats de biens et services justifiés par des factures régulières, et 2 % des salaires déclarés dont l’IRSA est payé. L’impôt ne peut pas être inférieur au minimum de votre activité : 16 000 Ar (agriculteurs, éleveurs, pêcheurs, petits exploitants miniers, transport non motorisé), 50 000 Ar (artisans, gargotiers, petits producteurs, petits commerçants), 100 000 Ar (commerçants, prestataires, hôteliers, restaurateurs, artistes, artisans miniers), 150 000 Ar (professions libérales, activités multiples et autres).',
      mg: 'Ny hetra dia 5 % amin’ny vola niditra (na fidiram-bola feno na tombony) tamin’ny taona lasa. Misy fihenam-bola roa azo atao, nefa tsy latsaky ny 3 % ny hetra : 2 % amin’ny vidin’ny entana sy tolotra novidiana misy faktiora ara-dalàna, ary 2 % amin’ny karama voambara izay voaloa ny IRSA. Tsy azo latsaky ny farany ambany voafetra ho an’ny asanao ny hetra : 16 000 Ar (mpamboly, mpiompy, mpanjono, mpitrandraka harena an-kibon’ny tany madinika, fitaterana tsy misy motera), 50 000 Ar (mpanao asa tanana, mpivarotra sakafo « gargote », mpamokatra madinika, mpivarotra madinika), 100 000 Ar (mpivarotra, mpanome tolotra, tompon’ny hotely sy trano fisakafoanana, mpanakanto, mpanao asa tanana amin’ny harena an-kibon’ny tany), 150 000 Ar (asa malalaka, asa maromaro ary ny sisa).',
    },
  },
  youReceive: {
    fr: 'Le reçu de paiement du centre fiscal, ou le SMS de confirmation du paiement par mobile money : il prouve que votre impôt synthétique de l’année est payé.',
    mg: 'Ny tapakila fandoavana avy amin’ny ivon-ketra, na ny SMS manamarina ny fandoavana tamin’ny « mobile money » : porofo fa voaloa ny hetra tambatra amin’ity taona ity.',
  },
  processingTime: {
    fr: 'Une nouvelle activité paie l’impôt synthétique avant de commencer. Ensuite, la déclaration et le paiement annuels se font avant le 31 mars de l’année suivante, pour une année close le 31 décembre (le 15 mai est l’échéance de l’impôt sur les revenus, pas celle de l’impôt synthétique). Des acomptes semestriels (la moitié de l’impôt de l’année précédente) sont dus selon un document non officiel : demandez le calendrier au centre fiscal. Si l’échéance tombe un jour férié ou un week-end, elle est reportée au jour ouvrable suivant ; vérifiez chaque année le calendrier de la DGI. Par mobile money, le SMS de confirmation vaut récépissé.',
    mg: 'Ny asa vaovao dia mandoa ny hetra tambatra alohan’ny hanombohana. Avy eo dia atao alohan’ny 31 martsa amin’ny taona manaraka ny fanambarana sy ny fandoavana isan-taona, ho an’ny taona mifarana ny 31 desambra (ny 15 mey dia fe-potoanan’ny hetra amin’ny fidiram-bola fa tsy an’ny hetra tambatra). Misy vola mialoha tsy maintsy aloa isaky ny enim-bolana (ny antsasaky ny hetra tamin’ny taona lasa) araka ny antontan-taratasy tsy ofisialy iray: anontanio any amin’ny ivon-ketra ny fe-potoana. Raha andro tsy fiasana na faran’ny herinandro ny fe-potoana, dia afindra amin’ny andro fiasana manaraka ; hamarino isan-taona ny alimanaky ny DGI. Raha amin’ny « mobile money », ny SMS manamarina no porofon’ny fandoavana.',
  },
  whereToApply: {
    fr: 'Centre fiscal (ivon-ketra) dont dépend votre activité, ou lors des opérations de fiscalité de proximité organisées dans les communes. Paiement possible partout par mobile money (e-Hetraphone : MVola, Orange Money, Airtel Money) avec votre NIF ; le SMS reçu vaut récépissé. Lors de la fiscalité de proximité, exigez l’ordre de mission et le badge de l’agent.',
    mg: 'Ivon-ketra miandraikitra ny asanao, na mandritra ny hetsika « fiscalité de proximité » karakaraina any amin’ny kaominina. Azo aloa na aiza na aiza amin’ny alalan’ny « mobile money » (e-Hetraphone : MVola, Orange Money, Airtel Money) miaraka amin’ny NIF-nao ; ny SMS voarainao no porofon’ny fandoavana. Mandritra ny « fiscalité de proximité », angataho amin’ny mpiasa ny taratasy iraka sy ny marika famantarana azy.',
  },
  steps: {
    fr: [
      {
        title: 'Vérifier que vous relevez de l’IS',
        detail: 'Si votre chiffre d’affaires annuel est inférieur à 200 millions d’ariary, vous relevez de l’impôt synthétique. De 200 millions à moins de 400 millions d’ariary, vous payez l’impôt sur les revenus, sans TVA. À partir de 400 millions d’ariary, vous payez l’impôt sur les revenus et la TVA.',
        unsure: 'seuils à confirmer au centre fiscal : Torolalana indique 400 millions d’ariary comme limite de l’impôt synthétique',
      },
      {
        title: 'Calculer votre chiffre d’affaires',
        detail: 'Additionnez toutes les sommes encaissées l’année précédente pour vos ventes et services. Tenez un cahier des recettes et des dépenses pour faciliter ce calcul.',
      },
      {
        title: 'Remplir la déclaration',
        detail: 'Indiquez votre chiffre d’affaires sur le formulaire. L’impôt est de 5 % de ce montant, moins les réductions éventuelles (sans descendre sous 3 %), et jamais inférieur au minimum de votre activité.',
      },
      {
        title: 'Payer l’impôt',
        detail: 'Payez au centre fiscal ou par mobile money avec votre NIF, avant le 31 mars. Gardez le reçu ou le SMS : il vaut justificatif de paiement.',
      },
      {
        title: 'Conserver vos justificatifs',
        detail: 'Gardez déclarations, reçus et cahier de recettes pendant plusieurs années. Ils seront demandés en cas de contrôle.',
        unsure: 'durée de conservation non publiée : demandez-la au centre fiscal',
      },
    ],
    mg: [
      {
        title: 'Hamarino raha iharan’ny IS ianao',
        detail: 'Raha latsaky ny 200 tapitrisa ariary isan-taona ny vola miditra aminao, hetra tambatra no iharanao. Manomboka amin’ny 200 tapitrisa ka latsaky ny 400 tapitrisa ariary, hetra amin’ny fidiram-bola no aloanao, tsy misy TVA. Manomboka amin’ny 400 tapitrisa ariary, hetra amin’ny fidiram-bola sy TVA no aloanao.',
        unsure: 'fetra hamarinina any amin’ny ivon-ketra : 400 tapitrisa ariary no fetran’ny hetra tambatra hoy ny Torolalana',
      },
      {
        title: 'Kajio ny vola niditra',
        detail: 'Ampitomboy ny vola rehetra voaray tamin’ny varotra sy ny tolotra tamin’ny taona lasa. Mitanà kahie firaketana ny vola miditra sy mivoaka mba hanamorana izany kajy izany.',
      },
      {
        title: 'Fenoy ny fanambarana',
        detail: 'Soraty ao amin’ny taratasy ny vola niditra. 5 % amin’io vola io ny hetra, esorina ny fihenam-bola mety misy (tsy latsaky ny 3 %), ary tsy latsaky ny farany ambany voafetra ho an’ny asanao mihitsy.',
      },
      {
        title: 'Aloavy ny hetra',
        detail: 'Aloavy any amin’ny ivon-ketra na amin’ny « mobile money » miaraka amin’ny NIF-nao, alohan’ny 31 martsa. Tehirizo ny tapakila na ny SMS : porofon’ny fandoavana izany.',
      },
      {
        title: 'Tehirizo ny porofo',
        detail: 'Tehirizo mandritra ny taona maromaro ny fanambarana, ny tapakila ary ny kahie firaketana. Hangatahina ireo raha misy fanaraha-maso.',
        unsure: 'tsy voalaza ny faharetan’ny fitehirizana: anontanio any amin’ny ivon-ketra',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Code général des impôts, chapitre de l’impôt synthétique (articles 01.02.02 et suivants, selon les guides fiscaux)',
      'Loi de finances de l’année en cours (taux, minima de perception et échéances) ; minima par activité instaurés par la loi de finances pour 2017',
    ],
    mg: [
      'Fehezan-dalàna ankapoben’ny hetra, toko momba ny hetra tambatra (andininy 01.02.02 sy ny manaraka, araka ireo torolalana momba ny hetra)',
      'Lalàna mifehy ny fitantanam-bolam-panjakana amin’ity taona ity (taha, farany ambany ary fe-potoana) ; ny farany ambany isaky ny karazan’asa dia napetraky ny lalàna mifehy ny fitantanam-bolam-panjakana ho an’ny taona 2017',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Je viens de commencer mon activité. Combien dois-je payer ?',
        answer: 'Avant de commencer, vous payez au centre fiscal un acompte égal au minimum de votre activité (de 16 000 à 150 000 Ar selon l’activité). L’impôt de l’année est ensuite calculé sur votre chiffre d’affaires réel.',
      },
      {
        question: 'Dois-je facturer la TVA ?',
        answer: 'Non. L’impôt synthétique remplace la TVA et l’impôt sur les revenus : vous ne facturez pas de TVA à vos clients.',
      },
      {
        question: 'Que se passe-t-il si je ne déclare pas ?',
        answer: 'Le centre fiscal peut vous imposer d’office et appliquer des pénalités de retard. Régularisez le plus tôt possible.',
        unsure: 'imposition d’office et pénalités : aucune source lue ne les décrit',
      },
    ],
    mg: [
      {
        question: 'Vao nanomboka ny asako aho. Ohatrinona no tsy maintsy aloako ?',
        answer: 'Alohan’ny hanombohana dia mandoa vola mialoha any amin’ny ivon-ketra ianao, mitovy amin’ny farany ambany voafetra ho an’ny asanao (16 000 ka hatramin’ny 150 000 Ar arakaraka ny asa). Avy eo dia kajiana araka ny vola tena niditra ny hetra amin’ny taona.',
      },
      {
        question: 'Tsy maintsy mampiditra TVA amin’ny faktiora ve aho ?',
        answer: 'Tsia. Ny hetra tambatra no misolo ny TVA sy ny hetra amin’ny fidiram-bola : tsy mampiditra TVA amin’ny mpanjifanao ianao.',
      },
      {
        question: 'Inona no mitranga raha tsy manambara aho ?',
        answer: 'Afaka manamarina ny hetranao ho azy ny ivon-ketra ary mampihatra sazy noho ny fahatarana. Ataovy ara-dalàna haingana araka izay azo atao ny toe-javatra.',
        unsure: 'tsy misy loharano novakiana milaza ny fanamarinana ny hetra ho azy sy ny sazy',
      },
    ],
  },
  onlineServices: {
    fr: [
      { label: 'Direction générale des impôts', url: 'https://www.impots.mg' },
      { label: 'Hetraonline – espace contribuable', url: 'https://hetraonline.impots.mg' },
    ],
    mg: [
      { label: 'Foibe jeneralin’ny hetra', url: 'https://www.impots.mg' },
      { label: 'Hetraonline – kaontin’ny mpandoa hetra', url: 'https://hetraonline.impots.mg' },
    ],
  },
  related: ['numero-d-identification-fiscale', 'creer-sa-societe', 'impots-fonciers', 'declarer-ses-impots-en-ligne'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  // Torolalana (official) and the guide's delay: declared and paid before 31 March of the following year.
  deadline: { kind: 'yearly', day: 31, month: 3 },
  unconfirmed: ['whereToApply'],
  review: {
    status: 'toVerify',
    notes: 'Relu le 2026-11-28 contre la recherche de l’issue 40 (docs/research/issue40/impot-synthetique.md). Seuil : 200 000 000 Ar selon le simulateur de la DGI (impôt sur les revenus dès ce chiffre d’affaires) et le document « Régimes fiscaux » (LFI 2021), 400 000 000 Ar selon Torolalana (avril 2024), dont la règle de tenue des comptes s’arrête pourtant à 200 millions : les deux affichés, résumé, public et étape 1 marqués tant que la loi de finances en vigueur n’est pas lue. Taux, réductions, minima et échéance du 31 mars confirmés par Torolalana (avril 2024). Acomptes semestriels : un seul document non officiel, attribué dans le texte. Phrases « déclaration gratuite » et « pénalités » retirées du coût (aucune source) : non affichées. Lieu : fiscalité de proximité, ordre de mission et badge des agents tirés d’un communiqué de la DGI de 2017 (AllAfrica) non relu : lieu signalé. Formulaire, reçus d’acomptes, CIN ou procuration, durée de conservation et imposition d’office : aucune source, lignes marquées. Torolalana écrit « Hetra Synthétique » en malgache ; la fiche garde « hetra tambatra », à valider par un relecteur.',
  },
  sources: [
    { key: 'torolalana-fiscalite', title: 'Torolalana — Fampahafantarana momba ny hetra ho an’ny orinasa (S’informer sur la fiscalité d’entreprise : impôt synthétique, seuil, taux, minima, pièces, échéance du 31 mars)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/s-informer-sur-la-fiscalite-d-entreprise', seen: '2026-11-28', published: '2024-04' },
    { key: 'torolalana-impots', title: 'Torolalana — Ireo karazan-ketra eto Madagasikara (Les différents types d’impôts à Madagascar)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/les-differents-types-d-impots-a-madagascar', seen: '2026-11-28' },
    { key: 'dgi-simulateur', title: 'Simulateur : impôt sur les revenus, dû dès 200 000 000 Ar de chiffre d’affaires hors taxe', publisher: 'Direction générale des impôts (DGI)', kind: 'official', url: 'https://www.impots.mg/fr/simulator', seen: '2026-11-28' },
    { key: 'dgi-calendrier', title: 'Alimanàka ny fotoam-pandoavan-ketra 2024 (calendrier fiscal : report au jour ouvrable suivant)', publisher: 'Direction générale des impôts (DGI)', kind: 'official', url: 'https://www.impots.mg/calendar', seen: '2026-11-28', published: '2024' },
    { key: 'mef-ehetraphone', title: 'Toromarika amin’ny fampiasana ny tolotra e-Hetraphone (page du ministère hébergée sur mail.mfb.gov.mg, lien non publié)', publisher: 'Ministère de l’Économie et des Finances', kind: 'official', seen: '2026-11-28' },
    { key: 'scribd-regimes', title: 'Régimes fiscaux à Madagascar (IS sous 200 000 000 Ar, IR sans TVA jusqu’à 400 000 000 Ar, acomptes semestriels, déclaration au plus tard le 31 mars)', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://fr.scribd.com/document/685837678/REGIMES-FISCAUX-A-MADAGASCAR', seen: '2026-11-28' },
    { key: 'lexpress-2016', title: 'Impôts synthétiques : le fisc instaure un minima (loi de finances pour 2017, de 16 000 à 150 000 Ar selon l’activité)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'http://www.lexpressmada.com/blog/actualites/impots-synthetiques-le-fisc-instaure-un-minima/', seen: '2026-11-28', published: '2016-11' },
    { key: 'matv-2020', title: 'Signature des conventions Hetraphone avec Airtel, Orange et Telma (SMS de confirmation valant récépissé)', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/?p=128529', seen: '2026-11-28', published: '2020-01' },
    { key: 'lexpress-2021', title: 'Antsiranana : mobilisation sur les « Anjara hetrako » et e-Hetraphone (NIF et compte mobile money)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/01/12/2021/antsiranana-mobilisation-sur-les-anjara-hetrako-et-e-hetraphone/', seen: '2026-11-28', published: '2021-12-01' },
    { key: 'allafrica-2022', title: 'E-Hetraphone déployé dans tous les centres fiscaux', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202209120528.html', seen: '2026-11-28', published: '2022-09' },
    { key: 'allafrica-2017', title: 'DGI : communiqué contre les faux agents du fisc (ordre de mission et badge, fiscalité de proximité)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/201702140485.html', seen: '2026-11-23', published: '2017-02-14' },
    { key: 'ereg', title: 'Fiche de procédure « Business registration » de l’EDBM (minima de l’impôt synthétique, CGI art. 01.02.05 ; copie sur un site tiers)', publisher: 'EDBM (copie non officielle)', kind: 'secondary', seen: '2026-11-28' },
    { key: 'stileex', title: 'L’impôt synthétique à Madagascar, l’impôt des TPE/PME', publisher: 'Stileex', kind: 'secondary', url: 'https://stileex.xyz/impot-synthetique-madagascar/', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'dgi-simulateur', quote: 'réalisés à Madagascar par les personnes physiques ou morales non soumises à l’IRSA dont le chiffre d’affaires annuel hors taxe est supérieur ou égal à Ar 200 000 000' },
    { statement: 'summary', source: 'scribd-regimes', quote: 'personnes physiques ou morales et les entreprises ayant réalisé un chiffre d’affaires inférieur à 200 000 000 MGA' },
    { statement: 'summary', source: 'stileex', quote: 'L’impôt synthétique est cet impôt qui libère le contribuable de l’IR (Impôt sur les revenus) et de la TVA' },
    { statement: 'summary', source: 'torolalana-fiscalite', quote: 'Tsy voatery mandoa TVA.', where: 'Hetra Synthétique (IS)' },
    { statement: 'summary', source: 'torolalana-fiscalite', quote: 'Tsy maintsy aloan’ny orinasa raha < 400 tapitrisa Ariary ny vola miditra isan-taona.', where: 'Hetra Synthétique (IS)', says: 'otherwise' },
    { statement: 'summary', source: 'torolalana-impots', quote: 'Mihatra raha < 400 tapitrisa Ar ny vola miditra isan-taona.', where: 'Hetra Synthétique (IS)', says: 'otherwise' },
    { statement: 'audience', source: 'stileex', quote: 'les agriculteurs, éleveurs et pêcheurs ; les producteurs ; les artisans ; les commerçants ; les prestataires de service de tout genre ; les personnes exerçant des professions libérales ; … les gargotiers … les transporteurs' },
    { statement: 'audience', source: 'stileex', quote: 'qui réalisent un chiffre d’affaires annuel inférieur à 200 000 000 Ar suivant le code général des impôts dans son article 01.02.02' },
    { statement: 'audience', source: 'dgi-simulateur', quote: 'réalisés à Madagascar par les personnes physiques ou morales non soumises à l’IRSA dont le chiffre d’affaires annuel hors taxe est supérieur ou égal à Ar 200 000 000' },
    { statement: 'audience', source: 'torolalana-impots', quote: 'Mihatra raha < 400 tapitrisa Ar ny vola miditra isan-taona.', where: 'Hetra Synthétique (IS)', says: 'otherwise' },
    { statement: 'documents.0', source: 'mef-ehetraphone', quote: 'Fepetra takiana : Manana Laharam-pamantarana ara-ketra na NIF' },
    { statement: 'documents.2', source: 'torolalana-fiscalite', quote: 'Ho an’ny orinasa tsotra (entreprises individuelles): Raha CA < 100 tapitrisa Ar → famintinana ny vola miditra sy fandaniana (Récapitulatif des recettes et dépenses).' },
    { statement: 'documents.2', source: 'scribd-regimes', quote: 'si CA < 100 000 000 MGA : tenue d’un journal de recettes ou de dépenses' },
    { statement: 'documents.3', source: 'torolalana-fiscalite', quote: 'Raha CA eo anelanelan’ny 100 – 200 tapitrisa Ar → états financiers araka ny Système Minimal de Trésorerie.' },
    { statement: 'documents.3', source: 'scribd-regimes', quote: 'si CA est compris entre 100 000 000 MGA et 200 000 000 MGA : tenue d’une comptabilité suivant le système minimal de trésorerie' },
    { statement: 'documents.4', source: 'torolalana-fiscalite', quote: 'bilan … compte de résultat araka ny fonction … compte de résultat araka ny nature … tabilao momba ny flux de trésorerie.' },
    { statement: 'cost', source: 'torolalana-fiscalite', quote: 'Ny fototra kajiana hetra dia ny vola miditra (Chiffre d’Affaires) azo nandritra ny taom-piasana nifarana.' },
    { statement: 'cost', source: 'torolalana-fiscalite', quote: 'Taham-pandoavana: 5%, farafahakeliny 3% raha misy fihenam-bola amin’ny hetra, toy ny: Fihenam-bola 2% amin’ny sandan’ny fividianana entana sy tolotra voarain’ny faktiora ara-dalàna.' },
    { statement: 'cost', source: 'torolalana-fiscalite', quote: '… Fihenam-bola 2% amin’ny fandaniana momba ny karama voambarina, miaraka amin’ny fandoavana IRSA.' },
    { statement: 'cost', source: 'torolalana-fiscalite', quote: '16.000 Ar → sehatra voalohany (primary), mpandraharaha kely, mpitatitra tsy manana fiara. 50.000 Ar → mpanao asa tanana, fivarotana kely, mpivarotra madinika. 100.000 Ar → asa fizahantany, fitrandrahana, mpanome tolotra. 150.000 Ar → asa matihanina tsy miankina, asa maromaro, hafa rehetra.' },
    { statement: 'cost', source: 'torolalana-impots', quote: 'Taham-pandoavana: 5% (afaka mihena ho 3%).' },
    { statement: 'cost', source: 'lexpress-2016', quote: 'Les agriculteurs, les éleveurs, les pêcheurs, les petits exploitants miniers, et les transporteurs utilisant des véhicules non motorisé comme la charrette doivent payer annuellement au moins 16 000 ariary' },
    { statement: 'youReceive', source: 'mef-ehetraphone', quote: 'Mahazo hafatra someso izay manana lanja mitovy amin’ireo tapakila na « récépissé » omen’ny ivon-ketra ianao, manamarina fa voarain’ny DGI soa aman-tsara ny hetra naloa.' },
    { statement: 'youReceive', source: 'matv-2020', quote: 'le contribuable recevra un message téléphonique (SMS) à titre de confirmation et qui fait, en même temps, office de récépissé du paiement' },
    { statement: 'processingTime', source: 'torolalana-fiscalite', quote: 'Alohan’ny 31 Marsa amin’ny taona manaraka (taom-piasana mifarana ny 31 Desambra).' },
    { statement: 'processingTime', source: 'torolalana-impots', quote: 'Fanambarana: alohan’ny 31 Martsa isan-taona. … Fanambarana: alohan’ny 15 Mey isan-taona.', where: 'Hetra synthétique ; impôt sur les revenus' },
    { statement: 'processingTime', source: 'scribd-regimes', quote: 'paiement des acomptes semestriels correspondant à ½ de l’IS payé à titre de l’exercice précédent' },
    { statement: 'processingTime', source: 'dgi-calendrier', quote: 'N.B: Si la date mentionnée est férié ou week end, l’échéance est réportée au jour ouvrable qui suit' },
    { statement: 'processingTime', source: 'mef-ehetraphone', quote: 'Mahazo hafatra someso izay manana lanja mitovy amin’ireo tapakila na « récépissé » omen’ny ivon-ketra ianao, manamarina fa voarain’ny DGI soa aman-tsara ny hetra naloa.' },
    { statement: 'deadline', source: 'torolalana-fiscalite', quote: 'Alohan’ny 31 Marsa amin’ny taona manaraka (taom-piasana mifarana ny 31 Desambra).' },
    { statement: 'deadline', source: 'torolalana-impots', quote: 'Fanambarana: alohan’ny 31 Martsa isan-taona.' },
    { statement: 'deadline', source: 'scribd-regimes', quote: 'déclaration de l’IS au plus tard le 31 mars de l’année suivante' },
    { statement: 'whereToApply', source: 'mef-ehetraphone', quote: 'AIRTEL MONEY : *436*8*8# • MVOLA : #111*1*5*7*2# • ORANGE MONEY : #144#3-1-4-1' },
    { statement: 'whereToApply', source: 'lexpress-2021', quote: 'Avoir un numéro fiscal et un compte mobile money sont les seules exigences du système' },
    { statement: 'whereToApply', source: 'lexpress-2021', quote: 'cela peut être fait partout où un endroit est couvert par l’un de ces trois réseaux' },
    { statement: 'whereToApply', source: 'allafrica-2022', quote: 'le déploiement du service E-Hetraphone dans tous les centres fiscaux de Madagascar' },
    { statement: 'steps.0', source: 'scribd-regimes', quote: 'personnes physiques ou morales et les entreprises réalisant un chiffre d’affaires supérieur ou égal à 200 000 000 MGA et inférieur à 400 000 000 MGA. Impôt à payer : IR' },
    { statement: 'steps.0', source: 'torolalana-impots', quote: 'Tsy maintsy aloa raha ≥ 400 tapitrisa Ar ny vola miditra isan-taona.', where: 'TVA' },
    { statement: 'steps.0', source: 'torolalana-fiscalite', quote: 'Tsy maintsy aloan’ny orinasa raha < 400 tapitrisa Ariary ny vola miditra isan-taona.', where: 'Hetra Synthétique (IS)', says: 'otherwise' },
    { statement: 'steps.1', source: 'torolalana-fiscalite', quote: 'Ny fototra kajiana hetra dia ny vola miditra (Chiffre d’Affaires) azo nandritra ny taom-piasana nifarana.' },
    { statement: 'steps.1', source: 'scribd-regimes', quote: 'si CA < 100 000 000 MGA : tenue d’un journal de recettes ou de dépenses' },
    { statement: 'steps.2', source: 'torolalana-fiscalite', quote: 'Taham-pandoavana: 5%, farafahakeliny 3% raha misy fihenam-bola amin’ny hetra' },
    { statement: 'steps.2', source: 'torolalana-fiscalite', quote: 'Fandoavam-bola aloha (Acompte provisionnel) sy minimum fandoavana', where: 'Titre de la rubrique des minima' },
    { statement: 'steps.3', source: 'torolalana-fiscalite', quote: 'Alohan’ny 31 Marsa amin’ny taona manaraka (taom-piasana mifarana ny 31 Desambra).' },
    { statement: 'steps.3', source: 'mef-ehetraphone', quote: 'Mahazo hafatra someso izay manana lanja mitovy amin’ireo tapakila na « récépissé » omen’ny ivon-ketra ianao, manamarina fa voarain’ny DGI soa aman-tsara ny hetra naloa.' },
    { statement: 'legalReferences.0', source: 'stileex', quote: 'suivant le code général des impôts dans son article 01.02.02' },
    { statement: 'legalReferences.0', source: 'ereg', quote: 'synthetic tax (IS) [cf. Art 01.02.05 of the General Tax Code]' },
    { statement: 'legalReferences.0', source: 'scribd-regimes', quote: 'article 01.02.07 du CGI suivant LFI 2021' },
    { statement: 'legalReferences.1', source: 'lexpress-2016', quote: 'Le projet de loi des Finances 2017 prévoit « l’instauration des minima de perception par catégorie d’activités en matière d’impôt synthétique ».' },
    { statement: 'faq.0', source: 'torolalana-fiscalite', quote: '16.000 Ar → sehatra voalohany (primary), mpandraharaha kely, mpitatitra tsy manana fiara. … 150.000 Ar → asa matihanina tsy miankina, asa maromaro, hafa rehetra.', where: 'Fandoavam-bola aloha (Acompte provisionnel) sy minimum fandoavana' },
    { statement: 'faq.1', source: 'torolalana-fiscalite', quote: 'Tsy voatery mandoa TVA.', where: 'Hetra Synthétique (IS)' },
    { statement: 'faq.1', source: 'torolalana-impots', quote: 'Tsy mandoa TVA.', where: 'Hetra Synthétique (IS)' },
    { statement: 'onlineServices.0', source: 'dgi-calendrier', quote: 'Alimanàka ny fotoam-pandoavan-ketra 2024', where: 'Titre de la page (www.impots.mg)' },
    { statement: 'onlineServices.1', source: 'mef-ehetraphone', quote: 'Manomboka eo dia efa azonao jerena ao amin’ny kaonty Hetraonline (hetraonline.impots.mg) ny fanambarana ara-ketra sy ny hetra naloanao.' },
  ],
}

export default service

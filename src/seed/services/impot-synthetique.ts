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
    fr: 'L’impôt synthétique est l’impôt unique des petites entreprises dont le chiffre d’affaires annuel est inférieur à 200 millions d’ariary. Il remplace l’impôt sur les revenus et la TVA.',
    mg: 'Ny hetra tambatra no hetra tokana aloan’ireo orinasa madinika izay latsaky ny 200 tapitrisa ariary isan-taona ny vola miditra amin’ny varotra. Misolo ny hetra amin’ny fidiram-bola sy ny TVA izy.',
  },
  audience: {
    fr: 'Personnes physiques, entreprises individuelles et petites sociétés dont le chiffre d’affaires annuel est inférieur à 200 000 000 Ar : commerçants, artisans, agriculteurs, éleveurs, pêcheurs, gargotiers, transporteurs, prestataires, professions libérales.',
    mg: 'Olon-tokana, orinasa tsy miankina ary orinasa madinika izay latsaky ny 200 000 000 Ar isan-taona ny vola miditra : mpivarotra, mpanao asa tanana, mpamboly, mpiompy, mpanjono, tompon’ny hotely madinika, mpitatitra, mpanome tolotra, mpanao asa malalaka.',
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
      fr: 'L’impôt est égal à 5 % du chiffre d’affaires (ou du revenu brut ou des gains) de l’année précédente. Deux réductions sont possibles, sans que l’impôt descende sous 3 % : 2 % du montant des achats de biens et services justifiés par des factures régulières, et 2 % des salaires déclarés dont l’IRSA est payé. L’impôt ne peut pas être inférieur au minimum de votre activité : 16 000 Ar (agriculteurs, éleveurs, pêcheurs, petits exploitants miniers, transport non motorisé), 50 000 Ar (artisans, gargotiers, petits producteurs, petits commerçants), 100 000 Ar (commerçants, prestataires, hôteliers, restaurateurs, artistes, artisans miniers), 150 000 Ar (professions libérales, activités multiples et autres). La déclaration elle-même est gratuite. Des pénalités s’ajoutent en cas de retard.',
      mg: 'Ny hetra dia 5 % amin’ny vola niditra (na fidiram-bola feno na tombony) tamin’ny taona lasa. Misy fihenam-bola roa azo atao, nefa tsy latsaky ny 3 % ny hetra : 2 % amin’ny vidin’ny entana sy tolotra novidiana misy faktiora ara-dalàna, ary 2 % amin’ny karama voambara izay voaloa ny IRSA. Tsy azo latsaky ny farany ambany voafetra ho an’ny asanao ny hetra : 16 000 Ar (mpamboly, mpiompy, mpanjono, mpitrandraka harena an-kibon’ny tany madinika, fitaterana tsy misy motera), 50 000 Ar (mpanao asa tanana, mpivarotra sakafo « gargote », mpamokatra madinika, mpivarotra madinika), 100 000 Ar (mpivarotra, mpanome tolotra, tompon’ny hotely sy trano fisakafoanana, mpanakanto, mpanao asa tanana amin’ny harena an-kibon’ny tany), 150 000 Ar (asa malalaka, asa maromaro ary ny sisa). Maimaim-poana ny fanambarana. Misy sazy fanampiny raha tara.',
    },
  },
  youReceive: {
    fr: 'Le reçu de paiement du centre fiscal, ou le SMS de confirmation du paiement par mobile money : il prouve que votre impôt synthétique de l’année est payé.',
    mg: 'Ny tapakila fandoavana avy amin’ny ivon-ketra, na ny SMS manamarina ny fandoavana tamin’ny « mobile money » : porofo fa voaloa ny hetra tambatra amin’ity taona ity.',
  },
  processingTime: {
    fr: 'Une nouvelle activité paie l’impôt synthétique avant de commencer. Ensuite, la déclaration et le paiement annuels se font avant le 31 mars de l’année suivante, pour une année close le 31 décembre (le 15 mai est l’échéance de l’impôt sur les revenus, pas celle de l’impôt synthétique). Des acomptes sont possibles. Si l’échéance tombe un jour férié ou un week-end, elle est reportée au jour ouvrable suivant ; vérifiez chaque année le calendrier de la DGI. Par mobile money, le SMS de confirmation vaut récépissé.',
    mg: 'Ny asa vaovao dia mandoa ny hetra tambatra alohan’ny hanombohana. Avy eo dia atao alohan’ny 31 martsa amin’ny taona manaraka ny fanambarana sy ny fandoavana isan-taona, ho an’ny taona mifarana ny 31 desambra (ny 15 mey dia fe-potoanan’ny hetra amin’ny fidiram-bola fa tsy an’ny hetra tambatra). Azo aloa tsikelikely mialoha. Raha andro tsy fiasana na faran’ny herinandro ny fe-potoana, dia afindra amin’ny andro fiasana manaraka ; hamarino isan-taona ny alimanaky ny DGI. Raha amin’ny « mobile money », ny SMS manamarina no porofon’ny fandoavana.',
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
      },
    ],
  },
  legalReferences: {
    fr: [
      'Code général des impôts, titre relatif à l’impôt synthétique (article 01.02.01 et suivants)',
      'Loi de finances de l’année en cours (taux, minima de perception et échéances) ; minima par activité instaurés par la loi de finances pour 2017',
    ],
    mg: [
      'Fehezan-dalàna ankapoben’ny hetra, lohateny momba ny hetra tambatra (andininy 01.02.01 sy ny manaraka)',
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
  related: ['numero-d-identification-fiscale', 'creer-sa-societe', 'impots-fonciers'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  // Torolalana (official) and the guide's delay: declared and paid before 31 March of the following year.
  deadline: { kind: 'yearly', day: 31, month: 3 },
  unconfirmed: ['legalReferences', 'onlineServices'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiches « S’informer sur la fiscalité d’entreprise » et « Les différents types d’impôts à Madagascar », lues dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026, texte malgache mis à jour en avril 2024). Corrigé : étape 1 disait qu’au-delà de 200 000 000 Ar on passe « à l’impôt sur les revenus et à la TVA » ; désormais : de 200 à moins de 400 millions, impôt sur les revenus sans TVA ; TVA à partir de 400 millions (texte de la DGI sur impots.mg : impôt sur les revenus dès 200 000 000 Ar de chiffre d’affaires ; document « Régimes fiscaux à Madagascar »). Désaccord : Torolalana : impôt synthétique si le chiffre d’affaires est inférieur à 400 millions ; fiche : inférieur à 200 millions ; décision : 200 millions (texte de la DGI, administration compétente), étape 1 marquée « à confirmer » tant que la loi de finances en vigueur n’est pas lue. Montant : taux de 5 %, plancher de 3 % après réductions de 2 % (achats facturés, salaires avec IRSA) et minima de 16 000, 50 000, 100 000 et 150 000 Ar confirmés par Torolalana et par la presse sur la loi de finances pour 2017 : marque retirée. Délai : la source « calendrier fiscal 2024 » de la DGI donne le 15 mai pour l’impôt sur les revenus, la fiche le 31 mars pour l’impôt synthétique ; Torolalana et le document « Régimes fiscaux » confirment le 31 mars pour l’IS : 31 mars gardé, la fiche précise désormais que le 15 mai est l’échéance de l’IR. Pièces : pièces comptables selon le chiffre d’affaires reprises de Torolalana ; formulaire, reçus d’acomptes et CIN ou procuration marqués. FAQ : acompte de première année égal au minimum de l’activité (Torolalana). Texte : numéro d’article du CGI (01.02.01 ou 01.02.02) à vérifier dans le CGI en vigueur. Site en ligne : le service « Hetra online » existe (presse 2020) mais le nom de domaine hetraonline.impots.mg n’est pas confirmé. Torolalana écrit « Hetra Synthétique » en malgache ; la fiche garde « hetra tambatra », à valider par un relecteur.',
  },
  sources: [
    { title: 'Torolalana — S’informer sur la fiscalité d’entreprise (impôt synthétique : seuil, taux, minima, pièces, échéance du 31 mars)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/s-informer-sur-la-fiscalite-d-entreprise', seen: '2026-11-25', published: '2026-02', supports: ['cost', 'processingTime', 'documents', 'faq'] },
    { title: 'Torolalana — Les différents types d’impôts à Madagascar', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/les-differents-types-d-impots-a-madagascar', seen: '2026-11-25', published: '2026-02', supports: ['cost', 'processingTime'] },
    { title: 'Simulateur : impôt sur les revenus, dû dès 200 000 000 Ar de chiffre d’affaires hors taxe', publisher: 'Direction générale des impôts (DGI)', kind: 'official', url: 'https://www.impots.mg/fr/simulator', seen: '2026-11-25', supports: ['summary', 'audience', 'steps'] },
    { title: 'Régimes fiscaux à Madagascar (IS sous 200 000 000 Ar, IR sans TVA jusqu’à 400 000 000 Ar, déclaration de l’IS au plus tard le 31 mars)', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://fr.scribd.com/document/685837678/REGIMES-FISCAUX-A-MADAGASCAR', seen: '2026-11-25', supports: ['steps', 'processingTime'] },
    { title: 'Impôts synthétiques : le fisc instaure un minima (loi de finances pour 2017, de 16 000 à 150 000 Ar selon l’activité)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'http://www.lexpressmada.com/blog/actualites/impots-synthetiques-le-fisc-instaure-un-minima/', seen: '2026-11-25', published: '2016-11', supports: ['cost'] },
    { title: 'Alimanàka ny fotoam-pandoavan-ketra 2024 (calendrier fiscal : impôt sur les revenus au plus tard le 15 mai ; report au jour ouvrable suivant)', publisher: 'Direction générale des impôts (DGI)', kind: 'official', url: 'https://www.impots.mg/calendar', seen: '2026-11-25', published: '2024', supports: ['processingTime'] },
    { title: 'Hetra phone : paiement de l’impôt synthétique via MVola', publisher: 'Direction générale du Trésor', kind: 'official', url: 'http://www.tresorpublic.mg/?p=27016', seen: '2026-11-23', published: '2017-03', supports: ['whereToApply'] },
    { title: 'Signature des conventions Hetraphone avec Airtel, Orange et Telma (SMS de confirmation valant récépissé)', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/?p=128529', seen: '2026-11-23', published: '2020-01', supports: ['whereToApply'] },
    { title: 'Impôt : déploiement du « e-Hetra phone » au niveau national', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/economie/item/14191', seen: '2026-11-23', published: '2021-08-24', supports: ['whereToApply'] },
    { title: 'Antsiranana : mobilisation sur les « Anjara hetrako » et e-Hetraphone (NIF et compte mobile money)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/01/12/2021/antsiranana-mobilisation-sur-les-anjara-hetrako-et-e-hetraphone/', seen: '2026-11-23', published: '2021-12-01', supports: ['whereToApply'] },
    { title: 'Direction générale des impôts : l’utilisation des plateformes digitales conseillée aux usagers (Hetra online)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/economie/item/10810', seen: '2026-11-23', published: '2020-07-06', supports: ['onlineServices'] },
    { title: 'DGI : communiqué contre les faux agents du fisc (ordre de mission et badge, fiscalité de proximité)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/201702140485.html', seen: '2026-11-23', published: '2017-02-14', supports: ['whereToApply'] },
    { title: 'Fiche de procédure « Business registration » de l’EDBM (minima de l’impôt synthétique, CGI art. 01.02.05 ; copie sur un site tiers)', publisher: 'EDBM (copie non officielle)', kind: 'secondary', seen: '2026-11-23', supports: ['cost'] },
    { title: 'Obligations fiscales des sociétés (échéance avant le 31 mars)', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://fr.scribd.com/document/467836152/obligations-fiscales-des-stes-doc', seen: '2026-11-23', supports: ['processingTime'] },
    { title: 'La déclaration et le paiement des impôts reportés au 31 mai', publisher: 'Les Décrypteurs', kind: 'press', url: 'http://www.lesdecrypteurs.com/actualites/madagascar/2018/05/15/declaration-paiement-impots-reportes-31-mai/', seen: '2026-11-23', published: '2018-05-15', supports: ['processingTime'] },
    { title: 'L’impôt synthétique à Madagascar, l’impôt des TPE/PME', publisher: 'Stileex', kind: 'secondary', url: 'https://stileex.xyz/impot-synthetique-madagascar/', seen: '2026-11-23', supports: ['summary', 'cost'] },
    { title: 'Les impôts synthétiques à Madagascar', publisher: 'Madagascar Services', kind: 'secondary', url: 'https://www.madagascar-services.com/blog/post/2018/03/28/impots-synthetique-a-madagascar', seen: '2026-11-23', published: '2018-03-28', supports: ['summary', 'cost'] },
    { title: 'De nouvelles mesures pour les contribuables', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpressmada.com/blog/actualites/de-nouvelles-mesures-pour-les-contribuables/', seen: '2026-11-23', published: '2017' },
    { title: 'Paiement des impôts synthétiques par mobile money', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202108260499.html', seen: '2026-11-23', published: '2021-08-26', supports: ['whereToApply'] },
  ],
}

export default service

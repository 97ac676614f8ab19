import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'affiliation-a-la-cnaps',
  category: 'entreprises',
  ministry: 'cnaps',
  slug: { fr: 'affiliation-a-la-cnaps', mg: 'fisoratana-amin-ny-cnaps' },
  title: {
    fr: 'Affiliation à la CNaPS (employeurs et salariés)',
    mg: 'Fisoratana amin’ny CNaPS (mpampiasa sy mpiasa)',
  },
  summary: {
    fr: 'Tout employeur du secteur privé doit s’affilier à la Caisse nationale de prévoyance sociale (CNaPS), y déclarer ses salariés et payer les cotisations. Vos salariés ont ainsi droit aux allocations familiales, à la couverture des accidents du travail et à la retraite.',
    mg: 'Tsy maintsy misoratra amin’ny Tahirim-pirenena momba ny fiahiana ara-tsosialy (CNaPS) ny mpampiasa rehetra amin’ny sehatra tsy miankina, ary manambara ny mpiasany sy mandoa ny latsakemboka. Amin’izay dia manan-jo amin’ny fanampiana ho an’ny ankohonana, ny fiantohana amin’ny loza mahazo amin’ny asa ary ny fisotroan-dronono ny mpiasanao.',
  },
  audience: {
    fr: 'Entreprises, associations, ONG et particuliers qui emploient au moins un salarié régi par le Code du travail ; salariés qui veulent vérifier leur immatriculation.',
    mg: 'Ireo orinasa, fikambanana, ONG ary olon-tsotra mampiasa mpiasa iray farafahakeliny fehezin’ny Fehezan-dalàna momba ny asa ; ireo mpiasa te hanamarina ny fisoratany.',
  },
  documents: {
    fr: [
      'Demande d’immatriculation employeur (formulaire de la CNaPS, téléchargeable sur cnaps.mg)',
      { item: 'Statuts et extrait RCS, pour une société', form: 'photocopy', unsure: 'pièce à confirmer auprès de la CNaPS' },
      { item: 'Carte fiscale (NIF) et carte statistique', form: 'photocopy', unsure: 'pièce à confirmer auprès de la CNaPS' },
      { item: 'CIN du dirigeant ou de l’employeur', form: 'photocopy', unsure: 'pièce à confirmer auprès de la CNaPS' },
      { item: 'Liste du personnel avec la date d’embauche et le salaire de chacun', unsure: 'pièce à confirmer auprès de la CNaPS' },
      'Pour chaque salarié : formulaire « avis d’embauche, de débauche, demande d’immatriculation du travailleur » de la CNaPS',
      { item: 'Pour un salarié jamais immatriculé : sa CIN', form: 'certifiedCopy', unsure: 'pièce citée par un cabinet de paie, à confirmer auprès de la CNaPS' },
    ],
    mg: [
      'Fangatahana laharana maha mpikambana ho an’ny mpampiasa (taratasy avy amin’ny CNaPS, azo alaina ao amin’ny cnaps.mg)',
      { item: 'Sata sy kopia RCS, ho an’ny orinasa iombonana', form: 'photocopy', unsure: 'taratasy hamarinina any amin’ny CNaPS' },
      { item: 'Karatra ara-ketra (NIF) sy karatra statistika', form: 'photocopy', unsure: 'taratasy hamarinina any amin’ny CNaPS' },
      { item: 'CIN an’ny tompon’andraikitra na ny mpampiasa', form: 'photocopy', unsure: 'taratasy hamarinina any amin’ny CNaPS' },
      { item: 'Lisitry ny mpiasa miaraka amin’ny daty nandraisana sy ny karaman’ny tsirairay', unsure: 'taratasy hamarinina any amin’ny CNaPS' },
      'Ho an’ny mpiasa tsirairay : taratasy « filazana fampidirana na fanalana mpiasa, fangatahana laharana CNaPS ho an’ny mpiasa » avy amin’ny CNaPS',
      { item: 'Ho an’ny mpiasa mbola tsy nanana laharana mihitsy : ny CIN-ny', form: 'certifiedCopy', unsure: 'taratasy voalazan’ny birao mpikarakara karama, hamarinina any amin’ny CNaPS' },
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'L’affiliation de l’entreprise, l’immatriculation des salariés et le dépôt des dossiers à la CNaPS ne coûtent rien (« frais de service : aucun »). En revanche, l’employeur doit ensuite payer des cotisations sur les salaires. Elles sont calculées sur le salaire brut, plafonné à 8 fois le salaire minimum d’embauche ; ce salaire minimum a changé plusieurs fois depuis 2022 : demandez à la CNaPS le plafond en vigueur. Un taux patronal réduit pour les organisations religieuses est signalé par la presse, à confirmer auprès de la CNaPS.',
      mg: 'Maimaim-poana ny fisoratan’ny orinasa, ny fanomezana laharana ho an’ny mpiasa ary ny fametrahana antontan-taratasy any amin’ny CNaPS (« sarany : tsy misy »). Kanefa, tsy maintsy mandoa latsakemboka amin’ny karama avy eo ny mpampiasa. Kajiana amin’ny karama feno izany, voafetra ho 8 heny amin’ny karama ambany indrindra amin’ny fandraisana mpiasa ; niova imbetsaka io karama ambany indrindra io nanomboka tamin’ny 2022 : anontanio any amin’ny CNaPS ny fetra manan-kery. Misy taha nampihenina ho an’ny fikambanana ara-pivavahana voalazan’ny gazety, hamarinina any amin’ny CNaPS.',
    },
    othersPay: {
      fr: 'Les cotisations sont à la charge de l’employeur : 13 % du salaire brut à la CNaPS, 5 % au service médical inter-entreprises (OSTIE, ESIA, AMIT…) et 1 % au FMFP (formation professionnelle). Le salarié, lui, paie 1 % à la CNaPS et 1 % au service médical, retenus sur sa paie.',
      mg: 'Ny mpampiasa no mandoa ny latsakemboka : 13 % amin’ny karama feno ho an’ny CNaPS, 5 % ho an’ny toeram-pitsaboana iombonan’ny orinasa (OSTIE, ESIA, AMIT…) ary 1 % ho an’ny FMFP (fampiofanana matihanina). Ny mpiasa kosa mandoa 1 % ho an’ny CNaPS sy 1 % ho an’ny toeram-pitsaboana, alaina amin’ny karamany.',
    },
  },
  youReceive: {
    fr: 'Un numéro d’employeur à la CNaPS, puis un numéro d’immatriculation pour chaque salarié déclaré.',
    mg: 'Laharana maha mpampiasa ao amin’ny CNaPS, ary avy eo laharana ho an’ny mpiasa tsirairay voambara.',
  },
  processingTime: {
    fr: 'Vous devez déclarer vos salariés dans les 15 jours qui suivent l’ouverture de l’entreprise ou l’embauche. Le numéro d’affiliation est en général attribué en quelques jours. Ensuite, un dossier complet de prestations est traité en 15 jours ouvrables (prestations familiales) ou 90 jours ouvrables (pension de retraite).',
    mg: 'Tsy maintsy ambaranao ao anatin’ny 15 andro manaraka ny fanokafana ny orinasa na ny fandraisana mpiasa ny mpiasanao. Ao anatin’ny andro vitsivitsy amin’ny ankapobeny no omena ny laharana fisoratana. Avy eo, ny antontan-taratasy feno mitaky tolotra dia vita ao anatin’ny 15 andro fiasana (fanampiana ny fianakaviana) na 90 andro fiasana (fisotroan-dronono).',
  },
  whereToApply: {
    fr: 'Dans n’importe quel bureau de la CNaPS : siège à Ampefiloha (Antananarivo), délégations régionales, antennes et agences ; renseignements aussi par courriel (clientele.cnaps@cnaps.mg). Pour une société créée à l’EDBM, l’affiliation peut être engagée lors de la création.',
    mg: 'Ao amin’ny biraon’ny CNaPS rehetra : foibe ao Ampefiloha (Antananarivo), solontena isam-paritra, sampana ary birao manodidina ; azo anontaniana amin’ny mailaka koa (clientele.cnaps@cnaps.mg). Ho an’ny orinasa iombonana atsangana ao amin’ny EDBM, azo atomboka mandritra ny fananganana ny fisoratana.',
  },
  places: ['cnaps-siege-ampefiloha'],
  steps: {
    fr: [
      {
        title: 'Affilier l’entreprise',
        detail: 'Déposez la demande d’immatriculation employeur avec les pièces de l’entreprise, au siège ou dans le bureau CNaPS le plus proche. La CNaPS vous attribue un numéro employeur.',
        feeAriary: 0,
        place: 'cnaps-siege-ampefiloha',
      },
      {
        title: 'Immatriculer chaque salarié',
        detail: 'Pour chaque embauche, remplissez le formulaire d’avis d’embauche ; pour un salarié jamais immatriculé, il vaut aussi demande d’immatriculation du travailleur.',
        feeAriary: 0,
      },
      {
        title: 'Déclarer les salaires',
        detail: 'Chaque trimestre, déposez la déclaration nominative des salaires (DNS), qui indique le salaire de chaque salarié, avec le bordereau unique CNaPS-FMFP.',
      },
      {
        title: 'Payer les cotisations',
        detail: 'Versez la part employeur et la part salariale retenue sur les salaires, dans les délais fixés par la CNaPS. Un retard entraîne des majorations.',
        unsure: 'date limite de paiement à confirmer auprès de la CNaPS',
      },
      {
        title: 'Signaler les départs et changements',
        detail: 'Informez la CNaPS de chaque embauche, départ (avis de débauche) ou changement important (dénomination, adresse, cessation d’activité).',
      },
    ],
    mg: [
      {
        title: 'Ampisoraty ny orinasa',
        detail: 'Apetraho any amin’ny foibe na amin’ny biraon’ny CNaPS akaiky indrindra ny fangatahana laharana ho mpampiasa miaraka amin’ny taratasin’ny orinasa. Omen’ny CNaPS laharana mpampiasa ianao.',
        feeAriary: 0,
        place: 'cnaps-siege-ampefiloha',
      },
      {
        title: 'Ampisoraty ny mpiasa tsirairay',
        detail: 'Isaky ny mandray mpiasa, fenoy ny taratasy filazana fampidirana mpiasa ; ho an’ny mpiasa mbola tsy nanana laharana mihitsy, izy io ihany koa no fangatahana laharana CNaPS ho azy.',
        feeAriary: 0,
      },
      {
        title: 'Ambarao ny karama',
        detail: 'Isaky ny telovolana, apetraho ny fanambarana ny karaman’ny mpiasa tsirairay (DNS), miaraka amin’ny taratasy fanamarinana tokana CNaPS-FMFP.',
      },
      {
        title: 'Aloavy ny latsakemboka',
        detail: 'Aloavy ny anjaran’ny mpampiasa sy ny anjaran’ny mpiasa nalaina tamin’ny karama, ao anatin’ny fe-potoana voafetran’ny CNaPS. Misy sazy fanampiny raha tara.',
        unsure: 'fe-potoana farany handoavana hamarinina any amin’ny CNaPS',
      },
      {
        title: 'Ampahafantaro ny fialana sy ny fiovana',
        detail: 'Ampahafantaro ny CNaPS isaky ny misy mpiasa vaovao, mpiasa miala (filazana fanalana mpiasa) na fiovana lehibe (anaran’ny orinasa, adiresy, fampitsaharana asa).',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2003-044 du 28 juillet 2004 portant Code du travail',
      'Code de prévoyance sociale et textes fixant les taux de cotisation à la CNaPS',
    ],
    mg: [
      'Lalàna laharana faha-2003-044 tamin’ny 28 jolay 2004 mikasika ny Fehezan-dalàna momba ny asa',
      'Fehezan-dalàna momba ny fiahiana ara-tsosialy sy ireo didy mametra ny tahan’ny latsakemboka amin’ny CNaPS',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Mon employeur ne m’a pas déclaré. Que puis-je faire ?',
        answer: 'Rendez-vous à la représentation CNaPS la plus proche avec votre contrat ou vos bulletins de paie. Vous pouvez aussi saisir l’inspection du travail.',
      },
      {
        question: 'Quelles prestations la CNaPS verse-t-elle ?',
        answer: 'Les allocations familiales et prénatales, les indemnités en cas d’accident du travail ou de maladie professionnelle, et les pensions de retraite.',
      },
      {
        question: 'Les travailleurs indépendants peuvent-ils cotiser ?',
        answer: 'Le régime couvre surtout les salariés. Les artisans peuvent être couverts depuis 2022 grâce à une convention avec le ministère de l’Artisanat. Renseignez-vous auprès de la CNaPS.',
      },
    ],
    mg: [
      {
        question: 'Tsy nambaran’ny mpampiasa ahy aho. Inona no azoko atao ?',
        answer: 'Mankanesa any amin’ny solontenan’ny CNaPS akaiky indrindra miaraka amin’ny fifanarahana niasana na ny tapakilan-karamanao. Afaka mitory any amin’ny mpanara-maso ny asa (inspection du travail) ihany koa ianao.',
      },
      {
        question: 'Inona avy no tolotra omen’ny CNaPS ?',
        answer: 'Ny fanampiana ho an’ny ankohonana sy ho an’ny vehivavy bevohoka, ny onitra raha misy loza mahazo amin’ny asa na aretina vokatry ny asa, ary ny fisotroan-dronono.',
      },
      {
        question: 'Afaka mandoa latsakemboka ve ireo miasa tsy miankina ?',
        answer: 'Ny mpikarama no tena arovan’ny rafitra. Nanomboka tamin’ny 2022 dia afaka voaaro ihany koa ireo mpanao asa tanana noho ny fifanarahana tamin’ny ministeran’ny asa tanana. Manontania any amin’ny CNaPS.',
      },
    ],
  },
  onlineServices: {
    fr: [
      { label: 'CNaPS – comment adhérer', url: 'https://www.cnaps.mg/fr/categorie/comment-adherer' },
      { label: 'CNaPS – formulaires à télécharger', url: 'https://www.cnaps.mg/fr/telechargement' },
    ],
    mg: [
      { label: 'CNaPS – ahoana no hidirana ho mpikambana', url: 'https://www.cnaps.mg/fr/categorie/comment-adherer' },
      { label: 'CNaPS – taratasy azo alaina', url: 'https://www.cnaps.mg/fr/telechargement' },
    ],
  },
  related: ['creer-sa-societe', 'numero-d-identification-fiscale', 'immatriculation-au-registre-du-commerce'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiche « Caisse nationale de prévoyance sociale (CNaPS) » et fiche « S’informer sur la fiscalité d’entreprise », partie prévoyance sociale, lues dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026). Corrigé : le coût affichait un « Gratuit » sans réserve ; désormais la procédure est gratuite (Torolalana : « frais de service : aucun ») et « qui paie quoi » dit que l’employeur paie 13 % (CNaPS) + 5 % (service médical) + 1 % (FMFP) et le salarié 1 % + 1 % (Torolalana, CLEISS 2023). Corrigé : le plafond « 2 000 000 Ar par mois en 2023 » est retiré : ce montant est celui annoncé par la CNaPS en août 2022 (salaire minimum de 250 000 Ar, décret n° 2022-626) ; pour 2023, un cabinet donne 238 800 × 8 = 1 910 400 Ar (décret n° 2023-563) ; en 2024 le salaire minimum non agricole serait de 262 680 Ar (décret n° 2024-794, sources secondaires). Montant : la fiche donne la règle (8 fois le salaire minimum d’embauche) et renvoie à la CNaPS pour le plafond en vigueur ; taux réduit des organisations religieuses (8 %, presse 2019) non confirmé, cité sans chiffre. Désaccord : Torolalana : plafond de 8 fois le salaire minimum, « soit 1 600 000 MGA » ; fiche : pas de montant ; décision : pas de montant (celui de Torolalana correspond à un salaire minimum de 200 000 Ar, dépassé depuis 2022). Délai : déclaration dans les 15 jours (presse 2019) et attribution du numéro « en quelques jours » non confirmées ; délais des prestations (15 et 90 jours ouvrables) repris de Torolalana. Pièces : formulaires (immatriculation employeur, avis d’embauche et d’immatriculation du travailleur) confirmés par Torolalana ; autres pièces marquées. Étape 3 : DNS trimestrielle avec bordereau unique CNaPS-FMFP (Torolalana) ; étape 4 : date limite de paiement marquée. Texte : référence et date du Code de prévoyance sociale à trouver. Site en ligne : cnaps.mg (pages « comment adhérer » et « téléchargement ») donné par Torolalana. Bureau : siège à Ampefiloha (Torolalana), téléphone non publié (aucun numéro affiché). Terme « latsakemboka » pour « cotisations » repris de Torolalana.',
  },
  sources: [
    { title: 'Torolalana — Caisse nationale de prévoyance sociale (CNaPS)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/caisse-nationale-de-prevoyance-sociale-cnaps', seen: '2026-11-25', published: '2026-02', supports: ['documents', 'whereToApply', 'onlineServices'] },
    { title: 'Torolalana — S’informer sur la fiscalité d’entreprise (prévoyance sociale, couverture santé, formation professionnelle : taux et déclaration trimestrielle)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/s-informer-sur-la-fiscalite-d-entreprise', seen: '2026-11-25', published: '2026-02', supports: ['summary', 'steps'] },
    { title: 'Caisse nationale de prévoyance sociale : révision à la hausse des prestations (plafond de 2 000 000 Ar après le décret n° 2022-626)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/16786-caisse-nationale-de-pr%C3%A9voyance-sociale-r%C3%A9vision-%C3%A0-la-hausse-des-prestations.html', seen: '2026-11-25', published: '2022-08-07', supports: ['cost'] },
    { title: 'Le plafond des cotisations sociales de la CNaPS suivant le salaire minimum d’embauche (238 800 × 8 = 1 910 400 Ar, décret n° 2023-563)', publisher: 'Madagascar Services (cabinet)', kind: 'secondary', url: 'https://www.madagascar-services.com/blog/fr/post/2022/12/07/lajustement-du-plafond-de-la-cnaps-suivant-le-salaire-minimum-dembauche-sme', seen: '2026-11-25', supports: ['cost'] },
    { title: 'SMIC à Madagascar : décret n° 2024-794, 262 680 Ar dans le secteur non agricole', publisher: 'Simulation-impots.net', kind: 'secondary', url: 'https://www.simulation-impots.net/smic-a-madagascar-quel-est-le-montant-actuel-du-salaire-minimum', seen: '2026-11-25', supports: ['cost'] },
    { title: 'Les cotisations à Madagascar (taux au 1er janvier 2023)', publisher: 'CLEISS (Centre des liaisons européennes et internationales de sécurité sociale, France)', kind: 'official', url: 'https://www.cleiss.fr/docs/cotisations/madagascar.html', seen: '2026-11-23', published: '2023', supports: ['cost'] },
    { title: 'Le régime malgache de sécurité sociale', publisher: 'CLEISS (Centre des liaisons européennes et internationales de sécurité sociale, France)', kind: 'official', url: 'https://www.cleiss.fr/docs/regimes/regime_madagascar.html', seen: '2026-11-23', published: '2023', supports: ['summary', 'audience'] },
    { title: 'Conditions générales d’utilisation d’Orinasa (la CNaPS gère l’affiliation des salariés des entreprises créées)', publisher: 'EDBM – Orinasa', kind: 'official', url: 'https://orinasa.edbm.mg/Articles_17', seen: '2026-11-23', published: '2021-10', supports: ['whereToApply'] },
    { title: 'Protection sociale des employés : l’affiliation à la CNaPS, une nécessité', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/dossier/item/7789', seen: '2026-11-23', published: '2019', supports: ['audience', 'processingTime'] },
    { title: 'Principes de la déclaration CNaPS à Madagascar', publisher: 'Sidina', kind: 'secondary', url: 'https://www.sidina.eu/fr/principes-declarations-cnaps-madagascar-manao-paie', seen: '2026-11-23', supports: ['steps'] },
    { title: 'Sécurité sociale à Madagascar (loi n° 2003-044 portant Code du travail)', publisher: 'Africarrières', kind: 'secondary', url: 'https://africarrieres.com/madagascar/fr/guide/droit-du-travail/social-security', seen: '2026-11-23', supports: ['legalReferences'] },
    { title: 'Caisse nationale de prévoyance sociale (Madagascar)', publisher: 'Kampuspedia (copie de Wikipédia)', kind: 'secondary', url: 'https://kampuspedia.com/fr/Caisse_nationale_de_pr%C3%A9voyance_sociale_(Madagascar)', seen: '2026-11-23', supports: ['summary'] },
  ],
}

export default service

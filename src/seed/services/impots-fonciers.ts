import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'impots-fonciers',
  category: 'fiscalite',
  ministry: 'mid',
  slug: { fr: 'impots-fonciers', mg: 'hetra-amin-ny-tany-sy-ny-trano' },
  title: {
    fr: 'Impôts fonciers (IFT et IFPB) à payer à la commune',
    mg: 'Hetra amin’ny tany sy ny trano (IFT sy IFPB) aloa any amin’ny kaominina',
  },
  summary: {
    fr: 'Si vous possédez ou occupez un terrain ou une maison, vous payez chaque année à votre commune l’impôt foncier sur les terrains (IFT) et, pour les constructions, l’impôt foncier sur la propriété bâtie (IFPB). Ce guide explique comment ils sont calculés et payés.',
    mg: 'Raha manana na mipetraka amin’ny tany na trano ianao dia mandoa isan-taona any amin’ny kaominina ny hetra amin’ny tany (IFT) ary, ho an’ny trano, ny hetra amin’ny fananana misy trano (IFPB). Ity torolalana ity dia manazava ny fomba fikajiana sy fandoavana azy ireo.',
  },
  audience: {
    fr: 'Propriétaires de terrains et de constructions, et occupants effectifs d’un terrain, quelle que soit la situation juridique du terrain (titré, cadastré, avec certificat foncier ou non).',
    mg: 'Ireo tompon’ny tany sy trano, ary ireo tena mipetraka na mampiasa tany, na inona na inona toetra ara-dalàn’ilay tany (misy titra, voasoratra amin’ny kadasitra, misy kara-tany na tsia).',
  },
  documents: {
    fr: [
      'Avis d’imposition envoyé par la commune, s’il vous a été remis',
      'CIN du propriétaire ou de l’occupant',
      'Références du terrain ou de la maison : titre foncier, certificat foncier ou acte d’acquisition',
      'Reçus des années précédentes',
      'Pour une déclaration ou une réclamation : contrat de bail (si le bien est loué) et tout justificatif utile (date d’achèvement des travaux, démolition…)',
    ],
    mg: [
      'Taratasy fampandoavana hetra (avis d’imposition) nalefan’ny kaominina, raha nomena anao',
      'CIN an’ny tompony na an’ny mipetraka',
      'Famantarana ny tany na ny trano : titra, kara-tany na taratasy nahazoana azy',
      'Tapakila tamin’ireo taona lasa',
      'Ho an’ny fanambarana na fitarainana : fifanarahana fanofana (raha ofaina ilay fananana) sy porofo hafa ilaina (daty nahavitana ny asa, fandravana…)',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Le montant varie selon la commune et le bien. L’IFPB est calculé sur la valeur locative du bâtiment (pour un bien loué, les loyers d’une année), avec un taux voté par la commune, en général entre 5 % et 10 %. À Antananarivo, les taux sont de 5 % (logement occupé par le propriétaire), 6 % (autre usage par le propriétaire) et 7 % (bien loué ou occupé par un tiers) ; la Commune applique des abattements selon le montant. L’IFT dépend de la superficie et de la nature du terrain. Les constructions neuves sont exonérées d’IFPB pendant 5 ans après leur achèvement. Des pénalités s’appliquent en cas de retard. Torolalana indique que l’IFT est de 1 % de la valeur vénale du terrain nu : demandez le mode de calcul à votre commune.',
      mg: 'Miovaova arakaraka ny kaominina sy ny fananana ny habetsaky ny hetra. Ny IFPB dia kajiana amin’ny sandan’ny hofan’ilay trano (raha ofaina : ny hofan-trano mandritra ny herintaona), amin’ny taha lanian’ny kaominina, eo anelanelan’ny 5 % sy 10 % amin’ny ankapobeny. Eto Antananarivo, 5 % (trano onenan’ny tompony), 6 % (ampiasain’ny tompony amin’ny zavatra hafa) ary 7 % (trano hofaina na onenan’olon-kafa) ny tahany ; manao fihenam-bidy arakaraka ny habetsaky ny hetra ny Kaominina. Ny IFT kosa miankina amin’ny velaran’ny tany sy ny karazany. Tsy mandoa IFPB mandritra ny 5 taona aorian’ny nahavitana azy ny trano vaovao. Misy sazy raha tara ny fandoavana. Milaza ny Torolalana fa 1 % amin’ny sandan’ny tany foana eny an-tsena ny IFT : anontanio any amin’ny kaomininao ny fomba fikajiana azy.',
    },
  },
  youReceive: {
    fr: 'Le reçu de paiement délivré par la commune pour l’année : gardez-le, il peut vous être demandé lors d’une vente, d’une succession ou d’une demande de permis de construire.',
    mg: 'Ny tapakila fandoavana omen’ny kaominina ho an’ny taona : tehirizo, mety hangatahina izy rehefa mivarotra, mizara lova na mangataka fahazoan-dàlana hanorina trano.',
  },
  processingTime: {
    fr: 'Impôts annuels, établis selon la situation au 1er janvier. Payez avant la date limite fixée par votre commune ; le reçu est remis immédiatement au guichet.',
    mg: 'Hetra isan-taona, mifototra amin’ny toe-javatra tamin’ny 1 janoary. Aloavy alohan’ny fe-potoana farany voafetran’ny kaomininao ; omena avy hatrany eny amin’ny birao ny tapakila.',
  },
  whereToApply: {
    fr: 'Service des impôts ou de la fiscalité de la commune où se trouve le terrain ou la maison (mairie, bureau municipal des recettes). À Antananarivo : services de la Commune urbaine d’Antananarivo (CUA).',
    mg: 'Sampan-draharaha misahana ny hetra ao amin’ny kaominina misy ny tany na ny trano (lapan’ny tanàna, biraon’ny fandraisam-bola). Eto Antananarivo : sampan-draharahan’ny Kaominina Antananarivo Renivohitra (CUA).',
  },
  steps: {
    fr: [
      {
        title: 'Identifier vos biens imposables',
        detail: 'Listez vos terrains (IFT) et vos constructions (IFPB), y compris ceux que vous occupez sans titre. Chaque partie habitable d’un immeuble peut être imposée dès qu’elle est habitée.',
      },
      {
        title: 'Recevoir ou demander l’avis d’imposition',
        detail: 'La commune recense les biens et établit l’avis d’imposition. Si vous ne l’avez pas reçu, présentez-vous au service des impôts de la commune avec les références du bien.',
      },
      {
        title: 'Vérifier le montant',
        detail: 'Contrôlez la superficie, la valeur locative et le taux appliqués. En cas d’erreur, déposez une réclamation écrite à la commune avec vos justificatifs.',
      },
      {
        title: 'Payer à la commune',
        detail: 'Payez au guichet de la commune avant la date limite et gardez le reçu. Il peut vous être demandé lors d’une vente, d’une succession ou d’une demande de permis de construire.',
      },
    ],
    mg: [
      {
        title: 'Fantaro ny fananana iharan’ny hetra',
        detail: 'Ataovy lisitra ny taninao (IFT) sy ny tranonao (IFPB), ao anatin’izany izay ampiasainao na tsy misy titra aza. Ny ampahan’ny trano tsirairay azo onenana dia mety handoa hetra raha vao misy mipetraka ao.',
      },
      {
        title: 'Raiso na angataho ny taratasy fampandoavana hetra',
        detail: 'Ny kaominina no manisa ny fananana sy manomana ny taratasy fampandoavana hetra. Raha tsy nahazo izany ianao, mankanesa any amin’ny sampan’ny hetra ao amin’ny kaominina miaraka amin’ny famantarana ny fananana.',
      },
      {
        title: 'Hamarino ny vola aloa',
        detail: 'Jereo ny velarana, ny sandan’ny hofa ary ny taha nampiharina. Raha misy diso, apetraho any amin’ny kaominina ny fitarainana an-tsoratra miaraka amin’ny porofo.',
      },
      {
        title: 'Aloavy any amin’ny kaominina',
        detail: 'Aloavy eny amin’ny biraon’ny kaominina alohan’ny fe-potoana farany ary tehirizo ny tapakila. Mety hangatahina izany rehefa mivarotra, mizara lova na mangataka fahazoan-dàlana hanorina trano.',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Code général des impôts, impôts locaux : impôt foncier sur les terrains (articles 10.01.01 à 10.01.10) et impôt foncier sur la propriété bâtie (articles 10.02.01 et suivants)',
      'Délibérations du conseil municipal fixant les taux et la valeur locative dans chaque commune',
    ],
    mg: [
      'Fehezan-dalàna ankapoben’ny hetra, hetra ho an’ny vondrom-bahoaka ifotony : hetra amin’ny tany (andininy 10.01.01 ka hatramin’ny 10.01.10) sy hetra amin’ny fananana misy trano (andininy 10.02.01 sy ny manaraka)',
      'Fanapahan-kevitry ny filankevitry ny kaominina mametra ny taha sy ny sandan’ny hofa isaky ny kaominina',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Je n’ai pas de titre foncier. Dois-je quand même payer ?',
        answer: 'Oui. Les impôts fonciers sont dus par le propriétaire ou, à défaut, par l’occupant effectif, quelle que soit la situation juridique du terrain. Le reçu ne vaut toutefois pas titre de propriété.',
      },
      {
        question: 'Ma maison est neuve. Suis-je exonéré ?',
        answer: 'Les constructions neuves, reconstructions et agrandissements sont exonérés d’IFPB pendant 5 ans à compter de leur achèvement. L’IFT reste dû pour le terrain.',
      },
      {
        question: 'Je trouve mon IFPB trop élevé. Que faire ?',
        answer: 'Déposez une réclamation écrite à la commune en expliquant l’erreur. Certaines communes, comme Antananarivo, ont aussi décidé des abattements sur les impôts impayés : renseignez-vous.',
      },
    ],
    mg: [
      {
        question: 'Tsy manana titra aho. Tsy maintsy mandoa ihany ve aho ?',
        answer: 'Eny. Ny tompony, na raha tsy misy izany dia ny tena mipetraka amin’ilay tany, no mandoa ny hetra amin’ny tany, na inona na inona toetra ara-dalàn’ilay tany. Tsy porofon’ny fananana anefa ny tapakila.',
      },
      {
        question: 'Vaovao ny tranoko. Tsy mandoa ve aho ?',
        answer: 'Tsy mandoa IFPB mandritra ny 5 taona manomboka amin’ny nahavitana azy ny trano vaovao, ny trano naorina indray ary ny fanitarana. Aloa ihany kosa ny IFT ho an’ny tany.',
      },
      {
        question: 'Hitako fa lafo loatra ny IFPB-ko. Inona no atao ?',
        answer: 'Apetraho any amin’ny kaominina ny fitarainana an-tsoratra manazava ny diso. Misy kaominina, toa an’i Antananarivo, nanapaka fihenam-bidy ho an’ny hetra tsy voaloa : manontania.',
      },
    ],
  },
  related: ['titre-foncier', 'certificat-foncier', 'permis-de-construire', 'impot-synthetique'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'documents', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiche « Les différents types d’impôts à Madagascar », partie impôts locaux, lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026, texte malgache). Désaccord : Torolalana : IFT égal à 1 % de la valeur vénale du terrain nu ; fiche : IFT selon la superficie et la nature du terrain ; décision : les deux indiqués, calcul à demander à la commune (Torolalana répète deux fois la ligne IFT, la seconde devait sans doute décrire l’IFPB, et sa phrase sur les logements, « un tiers de la valeur », n’est pas assez claire pour être reprise). Texte : numéros d’articles du CGI (10.01.01 à 10.01.10, 10.02.01) relevés dans un mémoire : à vérifier dans le CGI en vigueur. Montant : mode de calcul de l’IFT (taux ou barème au m² selon la superficie et la nature du terrain) non confirmé. Délai : date limite de paiement fixée par chaque commune non trouvée ; remise immédiate du reçu non vérifiée. Pièces (avis d’imposition, CIN, références du bien, bail pour une réclamation) non confirmées. Base, taux de 5 à 10 %, exonération de 5 ans et situation au 1er janvier confirmés par la presse (2022-2024) et un mémoire : à recontrôler dans le CGI en vigueur. Choix du ministère (« mid », communes) à valider, la DGI pouvant être préférée. Termes malgaches des deux impôts à valider.',
  },
  sources: [
    { title: 'Torolalana — Les différents types d’impôts à Madagascar (impôts locaux : IFT et IFPB)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/les-differents-types-d-impots-a-madagascar', seen: '2026-11-25', published: '2026-02', supports: ['summary'] },
    { title: 'L’impôt foncier sur la propriété bâtie (IFPB) (CGI 2022, articles 10.02.01 et suivants)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/28/11/2022/limpot-foncier-sur-la-propriete-batie-ifpb/', seen: '2026-11-23', published: '2022-11-28', supports: ['cost', 'legalReferences'] },
    { title: 'La CUA appelle les contribuables à s’acquitter de l’impôt foncier sur la propriété bâtie (taux de 5, 6 et 7 %)', publisher: 'Orange Actu', kind: 'press', url: 'https://actu.orange.mg/la-cua-appelle-les-contribuables-a-sacquitter-de-limpot-foncier-sur-la-propriete-batie/', seen: '2026-11-23', published: '2023-02-27', supports: ['cost'] },
    { title: 'La CUA et l’abattement de l’IFPB', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202409290040.html', seen: '2026-11-23', published: '2024-09-29', supports: ['cost', 'faq'] },
    { title: 'Mémoire : généralités sur les impôts fonciers (articles 10.01.01 à 10.01.10, situation au 1er janvier)', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://fr.scribd.com/document/600079405/Memoire-Partie-1', seen: '2026-11-23', supports: ['processingTime', 'legalReferences'] },
    { title: 'Fiscalité', publisher: 'Chambre de commerce et d’industrie de Diego-Suarez', kind: 'secondary', url: 'https://ccidiego.com/fiscalite/', seen: '2026-11-23', supports: ['summary'] },
  ],
}

export default service

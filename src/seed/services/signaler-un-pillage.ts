import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'signaler-un-pillage',
  category: 'securite-et-justice',
  ministry: 'securite-publique',
  slug: { fr: 'signaler-un-pillage', mg: 'hilaza-fandrobana' },
  title: {
    fr: 'Signaler un pillage en cours',
    mg: 'Hilaza fandrobana mitranga',
  },
  summary: {
    fr: 'Si vous êtes victime ou témoin d’un pillage en cours, remplissez depuis votre téléphone le formulaire de signalement du guide officiel Torolalana, avec la géolocalisation activée. Si le formulaire ne fonctionne pas, et seulement dans ce cas, appelez le 935.',
    mg: 'Raha iharana na mahita fandrobana mitranga ianao, fenoy amin’ny findainao ny taratasy fenoina fitaterana fampahalalana ao amin’ny torolalana ofisialy Torolalana, ary alefaso ny fitaovana manondro ny toerana misy anao (géolocalisation). Raha tsy mandeha ilay taratasy fenoina, ary amin’izay ihany, antsoy ny 935.',
  },
  audience: {
    fr: 'Toute personne qui voit un pillage en train de se produire (magasin, dépôt, maison) ou qui en est victime.',
    mg: 'Izay rehetra mahita fandrobana mitranga (fivarotana, trano fitehirizana entana, trano) na iharan’izany.',
  },
  documents: {
    fr: [
      'Un téléphone avec Internet et la géolocalisation activée',
    ],
    mg: [
      'Finday misy Internet ary mandeha ny fitaovana manondro ny toerana misy anao (géolocalisation)',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Aucun frais n’est indiqué par le guide officiel ; il faut seulement de la connexion Internet sur le téléphone.',
      mg: 'Tsy voalazan’ny torolalana ofisialy ny sarany ; mila fifandraisana Internet amin’ny finday fotsiny.',
    },
  },
  youReceive: {
    fr: 'Votre signalement, avec la position du pillage, est transmis au service concerné.',
    mg: 'Alefa any amin’ny sampan-draharaha voakasika ny fampahalalanao, miaraka amin’ny toerana misy ny fandrobana.',
  },
  processingTime: {
    fr: 'Délai d’intervention non publié.',
    mg: 'Tsy voalaza ny faharetan’ny fidinana ifotony.',
  },
  whereToApply: {
    fr: 'En ligne, par le formulaire de la page « Signalement Pillage » de Torolalana. Seulement si le formulaire ne marche pas : appelez le 935.',
    mg: 'An-tserasera, amin’ny taratasy fenoina ao amin’ny pejy « Fandrobana eto Madagascar » ao amin’ny Torolalana. Raha tsy mandeha ilay taratasy fenoina ihany : antsoy ny 935.',
  },
  steps: {
    fr: [
      { title: 'Mettez-vous à l’abri', detail: 'Ne vous approchez pas des pillards : signalez de loin.' },
      { title: 'Activez la géolocalisation de votre téléphone', detail: 'Elle indique l’endroit du pillage.' },
      { title: 'Remplissez le formulaire', detail: 'Ouvrez la page « Signalement Pillage » de Torolalana, renseignez les informations demandées et cliquez sur « Soumettre ».' },
      { title: 'Appelez le 935 seulement si le formulaire ne fonctionne pas', detail: 'Le guide officiel réserve ce numéro à ce seul cas.' },
      { title: 'Victime ? Portez plainte ensuite', detail: 'Après les faits, déclarez les biens volés à la police ou à la gendarmerie (voir « Porter plainte après une infraction »).' },
    ],
    mg: [
      { title: 'Mialokaloka', detail: 'Aza manakaiky ireo mpandroba : lazao avy lavitra.' },
      { title: 'Alefaso ny fitaovana manondro ny toerana misy anao', detail: 'Izy no manondro ny toerana misy ny fandrobana.' },
      { title: 'Fenoy ny taratasy fenoina', detail: 'Sokafy ny pejy « Fandrobana eto Madagascar » ao amin’ny Torolalana, fenoy ireo fampahalalana angatahina ary tsindrio ny « Soumettre ».' },
      { title: 'Antsoy ny 935 raha tsy mandeha ilay taratasy fenoina ihany', detail: 'Io tranga io ihany no anokanan’ny torolalana ofisialy io laharana io.' },
      { title: 'Iharany ? Mitoria avy eo', detail: 'Aorian’ny zava-nitranga, ambarao any amin’ny polisy na ny zandary ireo fananana nangalarina (jereo « Mametraka fitoriana rehefa niharan’ny fandikan-dalàna »).' },
    ],
  },
  legalReferences: {
    fr: ['Aucun texte publié trouvé : le signalement est organisé par la page officielle Torolalana « Signalement Pillage », validée par le service concerné'],
    mg: ['Tsy nahitana lalàna navoaka : ny pejy ofisialy Torolalana « Fandrobana eto Madagascar », nankatoavin’ny sampan-draharaha voakasika, no mandamina ny fampahalalana'],
  },
  onlineServices: {
    fr: [{ label: 'Signalement Pillage (Torolalana)', url: 'https://torolalana.gov.mg/fr/services/signalement-pillage-a-madagascar' }],
    mg: [{ label: 'Fandrobana eto Madagascar (Torolalana)', url: 'https://torolalana.gov.mg/mg/services/signalement-pillage-a-madagascar' }],
  },
  faq: {
    fr: [
      { question: 'Puis-je appeler directement le 935 ?', answer: 'Le guide officiel demande d’utiliser d’abord le formulaire, et d’appeler le 935 seulement s’il ne fonctionne pas.' },
      { question: 'Les habitants peuvent-ils s’organiser pour protéger leur quartier ?', answer: 'Lors des pillages de septembre 2025, des fokontany ont formé des comités de vigilance (andrimasom-pokonolona) en lien avec les forces de l’ordre. Attention aux fausses alertes : elles ont semé la panique.' },
    ],
    mg: [
      { question: 'Azoko antsoina avy hatrany ve ny 935 ?', answer: 'Mangataka ny torolalana ofisialy ny hampiasana aloha ny taratasy fenoina, ary ny hiantso ny 935 raha tsy mandeha izy ihany.' },
      { question: 'Afaka mandamina ny tenany hiarovana ny fokontaniny ve ny mponina ?', answer: 'Nandritra ny fandrobana tamin’ny septambra 2025, nanangana andrimasom-pokonolona niara-niasa tamin’ny mpitandro filaminana ny fokontany maro. Tandremo ny fampitandremana diso : niteraka tahotra be izany.' },
    ],
  },
  related: ['porter-plainte', 'numeros-d-urgence', 'mecanisme-de-gestion-des-plaintes'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/signaler-un-pillage.md) d’après Torolalana, fiche « Signalement Pillage » (français et malgache), lue dans la copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : formulaire depuis le téléphone, géolocalisation, « Soumettre », 935 seulement si le formulaire ne fonctionne pas. L’adresse du formulaire lui-même (« Cliquez ici ») n’est pas dans la copie : le service en ligne renvoie à la page Torolalana. Service qui reçoit les signalements et statut du 935 non publiés. Coût : aucun frais n’est indiqué, la gratuité n’est pas écrite : marqué. Délai d’intervention non publié, marqué. Aucun texte trouvé : la ligne des textes renvoie à la page Torolalana et reste marquée. Ministère : Torolalana ne nomme pas le service ; Sécurité publique retenue parce que la police a mené les arrestations de pillards en septembre 2025 (La Vérité), à confirmer, signalé ici pour l’éditeur. Contexte : La Vérité et Midi Madagasikara (septembre 2025, comités de vigilance, fausses alertes).',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Signalement Pillage', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/signalement-pillage-a-madagascar', seen: '2026-11-28' },
    { key: 'torolalana-mg', title: 'Torolalana — Fandrobana eto Madagascar', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/signalement-pillage-a-madagascar', seen: '2026-11-28' },
    { key: 'laverite-2025', title: 'Comité villageois de sécurité – La population agacée par des fausses alertes nocturnes', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/25318-comit%C3%A9-villageois-de-s%C3%A9curit%C3%A9-la-population-agac%C3%A9e-par-des-fausses-alertes-nocturnes.html', seen: '2026-11-28', published: '2025-09-29' },
    { key: 'midi-2025', title: 'Antananarivo – Les « Andrimasom-pokonolona » sur le qui-vive', publisher: 'Midi Madagasikara (via AllAfrica)', kind: 'press', url: 'https://fr.allafrica.com/stories/202509290299.html', seen: '2026-11-28', published: '2025-09-29' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana', quote: 'Si vous constatez un pillage en cours, remplissez le formulaire suivant à partir de votre téléphone.', where: 'Comment procéder' },
    { statement: 'summary', source: 'torolalana', quote: 'Activez la géolocalisation de votre téléphone Renseignez les informations Cliquez sur "Soumettre" Formulaire: Cliquez ici Si le formulaire ne fonctionne pas, et seulement dans ce cas, appelez le 935 .', where: 'Comment procéder' },
    { statement: 'summary', source: 'torolalana-mg', quote: 'Raha iharana na mahatsikaritra tranga fandrobana ianao dia fenoy ity "formulaire" ity amin’ny alalan’ny findainao.', where: 'Description' },
    { statement: 'audience', source: 'torolalana-mg', quote: 'Raha iharana na mahatsikaritra tranga fandrobana ianao dia fenoy ity "formulaire" ity amin’ny alalan’ny findainao.', where: 'Description' },
    { statement: 'audience', source: 'torolalana', quote: 'Si vous constatez un pillage en cours, remplissez le formulaire suivant à partir de votre téléphone.' },
    { statement: 'documents.0', source: 'torolalana', quote: 'Activez la géolocalisation de votre téléphone', where: 'Comment procéder' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Formulaire: Cliquez ici Si le formulaire ne fonctionne pas, et seulement dans ce cas, appelez le 935 .', where: 'Comment procéder' },
    { statement: 'whereToApply', source: 'torolalana-mg', quote: 'Si le formulaire ne fonctionne pas, et seulement dans ce cas, appelez le 935.', where: 'Raha tsy mandeha ilay lien' },
    { statement: 'steps.1', source: 'torolalana', quote: 'Activez la géolocalisation de votre téléphone', where: 'Comment procéder' },
    { statement: 'steps.1', source: 'torolalana-mg', quote: 'Activez la géolocalisation de votre téléphone', where: 'Ahoana no hatao' },
    { statement: 'steps.2', source: 'torolalana', quote: 'Renseignez les informations Cliquez sur "Soumettre"', where: 'Comment procéder' },
    { statement: 'steps.2', source: 'torolalana-mg', quote: 'Renseignez les informations, Cliquez sur "Soumettre"', where: 'Ahoana no hatao' },
    { statement: 'steps.3', source: 'torolalana', quote: 'Si le formulaire ne fonctionne pas, et seulement dans ce cas, appelez le 935 .', where: 'Comment procéder' },
    { statement: 'steps.3', source: 'torolalana-mg', quote: 'Si le formulaire ne fonctionne pas, et seulement dans ce cas, appelez le 935.', where: 'Raha tsy mandeha ilay lien' },
    { statement: 'legalReferences.0', source: 'torolalana', quote: 'Contenus validés par le service concerné', where: 'Pied de page' },
    { statement: 'onlineServices.0', source: 'torolalana', quote: 'Si vous constatez un pillage en cours, remplissez le formulaire suivant à partir de votre téléphone.' },
    { statement: 'faq.0', source: 'torolalana', quote: 'Si le formulaire ne fonctionne pas, et seulement dans ce cas, appelez le 935 .', where: 'Comment procéder' },
    { statement: 'faq.1', source: 'midi-2025', quote: 'des groupes d’auto-défense, les « Andrimasom-pokonolona », se sont constitués un peu partout dans les quartiers d’Antananarivo et ses environs. … leurs actions s’effectuent en coordination avec les forces de l’ordre.' },
    { statement: 'faq.1', source: 'laverite-2025', quote: 'Mais de fausses alertes nocturnes répétées inquiètent la population.' },
  ],
}

export default service

import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'carte-producteur',
  category: 'agriculture-et-elevage',
  ministry: 'minae',
  slug: { fr: 'carte-producteur', mg: 'karatry-ny-mpamokatra' },
  title: {
    fr: 'Demander la carte producteur',
    mg: 'Mangataka karatry ny mpamokatra',
  },
  summary: {
    fr: 'La carte producteur, délivrée par le ministère de l’Agriculture et de l’Élevage, prouve que vous êtes agriculteur, éleveur ou pêcheur. Elle est valable 10 ans, porte vos informations, un QR code et un « numéro d’identifiant fonctionnel ». La demande se fait en ligne.',
    mg: 'Ny karatry ny mpamokatra, omen’ny Ministeran’ny Fambolena sy ny Fiompiana, dia manamarina fa mpamboly, mpiompy na mpanjono ianao. Manan-kery 10 taona izy io, misy ny mombamomba anao, kaody QR ary « numéro d’identifiant fonctionnel ». An-tserasera no anaovana ny fangatahana.',
  },
  audience: {
    fr: 'Les agriculteurs, éleveurs et pêcheurs de Madagascar.',
    mg: 'Ireo mpamboly, mpiompy ary mpanjono eto Madagasikara.',
  },
  documents: {
    fr: [
      { item: 'Le formulaire de demande « carte producteur », rempli en ligne sur app.torolalana.gov.mg' },
      { item: 'Votre CIN', unsure: 'le guide officiel ne donne pas la liste des pièces' },
    ],
    mg: [
      { item: 'Ny taratasy fangatahana « carte producteur », fenoina an-tserasera ao amin’ny app.torolalana.gov.mg' },
      { item: 'Ny kara-panondronao', unsure: 'tsy omen’ny torolalana ofisialy ny lisitry ny taratasy' },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Montant non publié par le guide officiel Torolalana : demandez-le au ministère avant de payer, et exigez un reçu.',
      mg: 'Tsy navoakan’ny torolalana ofisialy Torolalana ny sarany : anontanio amin’ny ministera alohan’ny handoavana, ary angataho ny rosia.',
    },
  },
  processingTime: {
    fr: 'Délai non publié par le guide officiel.',
    mg: 'Tsy navoakan’ny torolalana ofisialy ny faharetany.',
  },
  whereToApply: {
    fr: 'En ligne sur app.torolalana.gov.mg ; la demande est traitée par le ministère de l’Agriculture et de l’Élevage (MINAE), qui distribue ensuite les cartes.',
    mg: 'An-tserasera ao amin’ny app.torolalana.gov.mg ; ny Ministeran’ny Fambolena sy ny Fiompiana (MINAE) no mikarakara ny fangatahana, ary avy eo mizara ny karatra.',
  },
  youReceive: {
    fr: 'Une carte producteur valable 10 ans, avec vos informations, un QR code et un numéro d’identifiant fonctionnel, utilisable dans tout le pays et, sous conditions, à l’étranger.',
    mg: 'Karatry ny mpamokatra manan-kery 10 taona, misy ny mombamomba anao, kaody QR ary laharana famantarana (numéro d’identifiant fonctionnel), azo ampiasaina manerana ny nosy ary, raha mahafeno fepetra, any ivelany.',
  },
  steps: {
    fr: [
      { title: 'Remplissez la demande en ligne', detail: 'Remplissez le formulaire « carte producteur » sur app.torolalana.gov.mg.' },
      { title: 'Traitement par le ministère', detail: 'Le ministère de l’Agriculture et de l’Élevage (MINAE) traite votre demande.' },
      { title: 'Recevez votre carte', detail: 'Le ministère distribue les cartes aux producteurs.', unsure: 'lieu et mode de remise de la carte non précisés' },
    ],
    mg: [
      { title: 'Fenoy an-tserasera ny fangatahana', detail: 'Fenoy ao amin’ny app.torolalana.gov.mg ny taratasy fangatahana « carte producteur ».' },
      { title: 'Fikarakarana ataon’ny ministera', detail: 'Ny Ministeran’ny Fambolena sy ny Fiompiana (MINAE) no mikarakara ny fangatahanao.' },
      { title: 'Raiso ny karatrao', detail: 'Ny ministera no mizara ny karatra ho an’ny mpamokatra.', unsure: 'tsy voalaza ny toerana sy ny fomba fanomezana ny karatra' },
    ],
  },
  legalReferences: {
    fr: ['Aucun texte publié trouvé : la carte producteur est décrite par le guide officiel Torolalana (ministère de l’Agriculture et de l’Élevage)'],
    mg: ['Tsy nahitana lalàna navoaka : ny torolalana ofisialy Torolalana no manoritsoritra ny karatry ny mpamokatra (Ministeran’ny Fambolena sy ny Fiompiana)'],
  },
  faq: {
    fr: [
      { question: 'À quoi sert la carte producteur ?', answer: 'Elle confirme que vous êtes producteur (agriculteur, éleveur ou pêcheur) et sert d’outil d’identification ; elle est utilisable dans tout le pays et, si les conditions sont remplies, à l’étranger.' },
      { question: 'Faut-il la renouveler ?', answer: 'Elle est valable 10 ans : prévoyez une nouvelle demande à l’échéance.', unsure: 'procédure de renouvellement non décrite' },
    ],
    mg: [
      { question: 'Inona no ilana ny karatry ny mpamokatra ?', answer: 'Manamafy fa mpamokatra ianao (mpamboly, mpiompy na mpanjono) izy io ary fitaovana famantarana ; azo ampiasaina manerana ny nosy izy ary, raha mahafeno ny fepetra, any ivelany.' },
      { question: 'Tsy maintsy havaozina ve izy ?', answer: 'Manan-kery 10 taona izy : mangataha vaovao rehefa tapitra izany.', unsure: 'tsy voalaza ny fomba fanavaozana' },
    ],
  },
  onlineServices: {
    fr: [{ label: 'Formulaire « carte producteur » (Torolalana)', url: 'https://app.torolalana.gov.mg/' }],
    mg: [{ label: 'Taratasy fangatahana « carte producteur » (Torolalana)', url: 'https://app.torolalana.gov.mg/' }],
  },
  related: ['fiche-individuelle-de-bovide', 'certificat-phytosanitaire', 'formation-artisanat'],
  directory: 'none',
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost', 'processingTime', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/carte-producteur.md) d’après Torolalana, fiche « Demande de Carte Producteur » (/mg/services/demander-un-carte-producteur), lue dans la copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026) : description (MINAE, validité de 10 ans, QR code, numéro d’identifiant fonctionnel, usage dans tout le pays et à l’étranger sous conditions) et trois étapes (formulaire en ligne, traitement au MINAE, distribution). La fiche ne donne ni pièces, ni montant, ni délai, ni texte de référence : CIN, montant, délai, remise de la carte et renouvellement marqués ; aucun texte de référence trouvé : la ligne le dit et la partie est marquée. Aucune autre source (presse, ministère) trouvée sur cette carte.',
  },
  sources: [
    { key: 'torolalana', title: 'Torolalana — Fangatahana karatry ny mpamokatra (Demande de Carte Producteur)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/mg/services/demander-un-carte-producteur', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'torolalana', quote: 'Ny Ministère de l’Agriculture et de l’Élevage dia mamoaka ny karatra mpamokatra, izay fitaovana fanamarinana ny mpamboly, mpiompy ary mpanjono any Madagasikara. Manan-kery 10 taona izy io, misy mombamomba ny mpamokatra, kaody QR ary “numéro d’identifiant fonctionnel”', where: 'Description' },
    { statement: 'summary', source: 'torolalana', quote: 'Dingana 1 fenoy ny taratasy fangatahana "carte producteur" - karatra Carte producteur - Torolalana https://app.torolalana.gov.mg/', where: 'Dingana' },
    { statement: 'audience', source: 'torolalana', quote: 'izay fitaovana fanamarinana ny mpamboly, mpiompy ary mpanjono any Madagasikara', where: 'Description' },
    { statement: 'documents.0', source: 'torolalana', quote: 'Dingana 1 fenoy ny taratasy fangatahana "carte producteur" - karatra Carte producteur - Torolalana https://app.torolalana.gov.mg/', where: 'Dingana' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Dingana 2 fikarakarana ny fangatahana : Fikarakarana ny fangatahana eo amin’ny MINAE (Minisitry ny Fambolena sy ny Fiompiana).', where: 'Dingana' },
    { statement: 'whereToApply', source: 'torolalana', quote: 'Dingana 1 fenoy ny taratasy fangatahana "carte producteur" - karatra Carte producteur - Torolalana https://app.torolalana.gov.mg/', where: 'Dingana' },
    { statement: 'youReceive', source: 'torolalana', quote: 'Manan-kery 10 taona izy io, misy mombamomba ny mpamokatra, kaody QR ary “numéro d’identifiant fonctionnel”, ary manamafy ny maha-mpamokatra ny tompony, azo ampiasaina manerana ny nosy sy any ivelany raha mifanaraka amin’ny fepetra.', where: 'Description' },
    { statement: 'steps.0', source: 'torolalana', quote: 'Dingana 1 fenoy ny taratasy fangatahana "carte producteur" - karatra Carte producteur - Torolalana https://app.torolalana.gov.mg/', where: 'Dingana' },
    { statement: 'steps.1', source: 'torolalana', quote: 'Dingana 2 fikarakarana ny fangatahana : Fikarakarana ny fangatahana eo amin’ny MINAE (Minisitry ny Fambolena sy ny Fiompiana).', where: 'Dingana' },
    { statement: 'steps.2', source: 'torolalana', quote: 'Dingana 3 : fizarana karatra', where: 'Dingana' },
    { statement: 'faq.0', source: 'torolalana', quote: 'ary manamafy ny maha-mpamokatra ny tompony, azo ampiasaina manerana ny nosy sy any ivelany raha mifanaraka amin’ny fepetra.', where: 'Description' },
    { statement: 'faq.1', source: 'torolalana', quote: 'Manan-kery 10 taona izy io', where: 'Description' },
    { statement: 'legalReferences.0', source: 'torolalana', quote: 'Ny Ministère de l’Agriculture et de l’Élevage dia mamoaka ny karatra mpamokatra', where: 'Description' },
    { statement: 'onlineServices.0', source: 'torolalana', quote: 'Dingana 1 fenoy ny taratasy fangatahana "carte producteur" - karatra Carte producteur - Torolalana https://app.torolalana.gov.mg/', where: 'Dingana' },
  ],
}

export default service

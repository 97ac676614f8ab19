import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: "equivalence-de-diplome",
  category: "etudes-superieures",
  ministry: "fop",
  slug: { fr: "equivalence-de-diplome", mg: "fampitoviana-mari-pahaizana" },
  title: { fr: "Équivalence de diplôme", mg: "Fampitoviana mari-pahaizana" },
  summary: {
    fr: "Pour un concours administratif ou un recrutement dans la fonction publique, votre diplôme doit avoir une équivalence administrative. Ce guide explique comment obtenir l'extrait nominatif d'équivalence, et l'arrêté d'équivalence pour un diplôme étranger.",
    mg: "Raha hanao fifaninanana ho mpiasam-panjakana na handray anjara amin'ny fandraisana mpiasa ao amin'ny asam-panjakana ianao dia tsy maintsy manana fampitoviana ara-pitantanana ny mari-pahaizanao. Ity torolalana ity dia manazava ny fomba ahazoana ny « extrait nominatif d'équivalence », sy ny « arrêté d'équivalence » ho an'ny mari-pahaizana azo tany ivelany.",
  },
  audience: {
    fr: "Les diplômés (université publique ou privée, école, formation professionnelle) qui se présentent à un concours administratif ou à un recrutement dans un ministère, et les titulaires d'un diplôme obtenu à l'étranger.",
    mg: "Ireo manana mari-pahaizana (oniversite panjakana na tsy miankina, sekoly, fiofanana matihanina) hanao fifaninanana ho mpiasam-panjakana na handray anjara amin'ny fandraisana mpiasa ao amin'ny ministera iray, ary ireo nahazo mari-pahaizana tany ivelany.",
  },
  documents: {
    fr: [
      { item: "Diplôme", form: 'original' },
      { item: "Diplôme, certifié par l'établissement qui l'a délivré (pour un diplôme étranger : version originale certifiée)", form: 'certifiedCopy' },
      { item: "CIN du titulaire du diplôme", form: 'photocopy' },
      "Fiche de demande, remise au dépôt à la porte 108",
      "Pour un diplôme étranger : traduction en français ou en anglais par un traducteur assermenté, et photocopie de cette traduction certifiée par l'ambassade du pays qui a délivré le diplôme et par le ministère des Affaires étrangères",
      "Certains diplômes demandent des pièces en plus : l'outil de recherche du portail Torolalana les liste pour chaque diplôme",
    ],
    mg: [
      { item: "Mari-pahaizana", form: 'original' },
      { item: "Mari-pahaizana, nohamarinin'ny ivon'ampianarana nanome azy (raha avy any ivelany: ny dika tany am-boalohany voamarina)", form: 'certifiedCopy' },
      { item: "CIN an'ny tompon'ny mari-pahaizana", form: 'photocopy' },
      "Taratasy fangatahana, omena rehefa mametraka ao amin'ny varavarana 108",
      "Raha mari-pahaizana avy any ivelany: fandikana amin'ny teny frantsay na anglisy ataon'ny mpandika teny nianiana, ary dika mitovin'io fandikana io nohamarinin'ny masoivohon'ny firenena nanome ny mari-pahaizana sy ny Ministeran'ny Raharaham-bahiny",
      "Misy mari-pahaizana mila taratasy fanampiny: ny fitaovana fikarohana ao amin'ny vavahadin-tserasera Torolalana no mitanisa azy isaky ny mari-pahaizana",
    ],
  },
  cost: {
    free: false,
    details: {
      fr: "Aucun tarif officiel n'a été trouvé pour l'extrait nominatif. Prévoyez au minimum les frais de copies certifiées et, pour un diplôme étranger, de traduction officielle. Renseignez-vous au guichet avant le dépôt.",
      mg: "Tsy nahitana sarany ofisialy ho an'ny « extrait nominatif ». Kajio farafahakeliny ny saran'ny dika mitovy voamarina ary, raha mari-pahaizana avy any ivelany, ny fandikan-teny ofisialy. Manontania eo amin'ny birao alohan'ny hametrahana.",
    },
  },
  processingTime: {
    fr: "Délai variable selon l'affluence, surtout en période de concours. L'extrait nominatif est désormais valable deux ans (au lieu d'un an) depuis décembre 2025 : faites la demande bien avant la date limite du concours.",
    mg: "Miovaova arakaraka ny habetsahan'ny mpangataka ny fe-potoana, indrindra amin'ny fotoam-pifaninanana. Manan-kery roa taona (fa tsy herintaona intsony) ny « extrait nominatif » nanomboka tamin'ny desambra 2025: ataovy mialoha be ny daty farany amin'ny fifaninanana ny fangatahana.",
  },
  whereToApply: {
    fr: "Ministère du Travail, de l'Emploi, de la Fonction publique et des Lois sociales (MTEFPLS), 67 Ha, Antananarivo : dépôt à la porte 108, retrait à la porte 109. Pour un diplôme étranger, la demande d'arrêté d'équivalence est examinée par la Commission nationale des équivalences administratives des titres (CNEAT), au sein du même ministère. Pour poursuivre des études, c'est l'université d'accueil qui décide de l'admission.",
    mg: "Ministeran'ny Asa, ny Fampiasana, ny Asam-panjakana ary ny Lalàna sosialy (MTEFPLS), 67 Ha, Antananarivo: fametrahana ao amin'ny varavarana 108, fakana ao amin'ny varavarana 109. Raha mari-pahaizana azo tany ivelany, ny Vaomiera nasionaly misahana ny fampitoviana ara-pitantanana ny mari-pahaizana (CNEAT), ao amin'io ministera io ihany, no mandinika ny fangatahana « arrêté d'équivalence ». Raha hanohy fianarana kosa, ny oniversite handray anao no manapaka ny fandraisana.",
  },
  steps: {
    fr: [
      { title: "Vérifiez si votre diplôme a déjà une équivalence", detail: "Utilisez l'outil de recherche du portail Torolalana. Si le diplôme figure dans la liste, les pièces à fournir s'affichent." },
      { title: "Diplôme malgache sans équivalence", detail: "Renseignez-vous auprès de l'établissement qui vous a délivré le diplôme : la formation doit être habilitée par le ministère de l'Enseignement supérieur." },
      { title: "Diplôme étranger : demandez l'arrêté d'équivalence", detail: "Déposez d'abord une demande d'arrêté d'équivalence auprès de la CNEAT. L'extrait nominatif ne peut être délivré qu'ensuite." },
      { title: "Préparez et déposez le dossier", detail: "Rassemblez les pièces demandées et déposez le dossier à la porte 108 du ministère, à 67 Ha. Vous pouvez prendre rendez-vous à l'avance. On vous remet un ticket qui indique la date et l'heure du retrait.", place: 'mtefpls-equivalences-67ha' },
      { title: "Retirez l'extrait nominatif", detail: "Présentez-vous avec le ticket à la porte 109, à la date et à l'heure indiquées. Joignez l'extrait à votre dossier de concours ou de recrutement : il est valable deux ans.", place: 'mtefpls-equivalences-67ha' },
    ],
    mg: [
      { title: "Hamarino raha efa manana fampitoviana ny mari-pahaizanao", detail: "Ampiasao ny fitaovana fikarohana ao amin'ny vavahadin-tserasera Torolalana. Raha ao anaty lisitra ny mari-pahaizanao dia hiseho ny taratasy ilaina." },
      { title: "Mari-pahaizana malagasy tsy misy fampitoviana", detail: "Manontania any amin'ny ivon'ampianarana nanome anao ny mari-pahaizana: tsy maintsy nahazo fankatoavana avy amin'ny Ministeran'ny Fampianarana ambony ilay fiofanana." },
      { title: "Mari-pahaizana azo tany ivelany: angataho ny « arrêté d'équivalence »", detail: "Apetraho aloha any amin'ny CNEAT ny fangatahana « arrêté d'équivalence ». Aorian'izay vao afaka omena anao ny « extrait nominatif »." },
      { title: "Omano ary apetraho ny antontan-taratasy", detail: "Vorivorio ny taratasy ilaina ary apetraho ao amin'ny varavarana 108 ao amin'ny ministera, any 67 Ha. Afaka mamandrika fotoana mialoha ianao. Omena tapakila milaza ny daty sy ny ora handraisana ianao.", place: 'mtefpls-equivalences-67ha' },
      { title: "Alao ny « extrait nominatif »", detail: "Mankanesa ao amin'ny varavarana 109 mitondra ny tapakila, amin'ny daty sy ny ora voasoratra eo. Ampiarahony amin'ny antontan-taratasinao ho an'ny fifaninanana na fandraisana mpiasa ny « extrait nominatif »: manan-kery roa taona izany.", place: 'mtefpls-equivalences-67ha' },
    ],
  },
  legalReferences: {
    fr: [
      "Décret n° 2005-074 fixant les missions, la composition et les règles de fonctionnement de la Commission nationale des équivalences administratives des titres (CNEAT)",
      "Loi n° 2003-011 du 3 septembre 2003 portant statut général des fonctionnaires",
      "Note de service n° 293/MTEFoP/SG du 25 novembre 2025 (validité de l'extrait nominatif portée à deux ans)",
    ],
    mg: [
      "Didim-panjakana laharana faha-2005-074 mamaritra ny andraikitra, ny mpikambana ary ny fitsipika fiasan'ny Vaomiera nasionaly misahana ny fampitoviana ara-pitantanana ny mari-pahaizana (CNEAT)",
      "Lalàna laharana faha-2003-011 tamin'ny 3 septambra 2003 momba ny sata ankapoben'ny mpiasam-panjakana",
      "Taratasy fampahafantarana laharana faha-293/MTEFoP/SG tamin'ny 25 novambra 2025 (manan-kery roa taona ny « extrait nominatif »)",
    ],
  },
  faq: {
    fr: [
      { question: "L'équivalence administrative me permet-elle de m'inscrire dans une université ?", answer: "Non. Elle sert aux concours et aux recrutements dans la fonction publique. Pour poursuivre des études, adressez-vous directement à l'université, qui examine votre dossier." },
      { question: "Combien de temps l'extrait nominatif est-il valable ?", answer: "Deux ans depuis la décision annoncée en décembre 2025 par le ministère (auparavant un an)." },
      { question: "Mon diplôme vient d'une école privée. Est-il reconnu ?", answer: "Il doit correspondre à une formation habilitée par le ministère de l'Enseignement supérieur. Consultez la liste des formations habilitées et l'outil de recherche du portail Torolalana." },
    ],
    mg: [
      { question: "Ahafahako misoratra anarana any amin'ny oniversite ve ny fampitoviana ara-pitantanana?", answer: "Tsia. Ampiasaina amin'ny fifaninanana sy fandraisana mpiasa ao amin'ny asam-panjakana izy. Raha hanohy fianarana dia manatòna mivantana ny oniversite, izay handinika ny antontan-taratasinao." },
      { question: "Hafiriana no manan-kery ny « extrait nominatif »?", answer: "Roa taona hatramin'ny fanapahan-kevitra nambaran'ny ministera tamin'ny desambra 2025 (herintaona teo aloha)." },
      { question: "Avy amin'ny sekoly tsy miankina ny mari-pahaizako. Ekena ve izany?", answer: "Tsy maintsy mifanaraka amin'ny fiofanana nahazo fankatoavana avy amin'ny Ministeran'ny Fampianarana ambony izy. Jereo ny lisitry ny fiofanana nahazo fankatoavana sy ny fitaovana fikarohana ao amin'ny vavahadin-tserasera Torolalana." },
    ],
  },
  youReceive: {
    fr: "L'extrait nominatif d'équivalence administrative de votre diplôme, valable deux ans ; pour un diplôme étranger sans équivalence, d'abord l'arrêté d'équivalence de la CNEAT.",
    mg: "Ny « extrait nominatif » momba ny fampitoviana ara-pitantanana ny mari-pahaizanao, manan-kery roa taona ; raha mari-pahaizana avy any ivelany tsy mbola misy fampitoviana, ny « arrêté d'équivalence » avy amin'ny CNEAT aloha.",
  },
  places: ['mtefpls-equivalences-67ha'],
  onlineServices: {
    fr: [
      { label: "Torolalana : fiche « Extrait nominatif d'équivalence administrative de titres et diplômes »", url: "https://torolalana.gov.mg/mg/services/equivalence-administrative-de-titres-et-diplomes" },
    ],
    mg: [
      { label: "Torolalana: « Extrait nominatif d'équivalence administrative de titres et diplômes »", url: "https://torolalana.gov.mg/mg/services/equivalence-administrative-de-titres-et-diplomes" },
    ],
  },
  related: ["inscription-a-l-universite", "legalisation-de-documents", "bourse-d-etudes-universitaires"],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Torolalana, fiche « Équivalence administrative de titres et diplômes », lue dans une copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026), confirme le lieu (porte 108 pour le dépôt, porte 109 pour le retrait avec un ticket, MTEFPLS, 67 Ha), les pièces communes et les étapes. Torolalana : pièces communes = diplôme original, 1 photocopie certifiée par l\'établissement, 1 photocopie de la CIN, fiche de demande (et traduction assermentée pour un diplôme étranger) ; fiche : demande au ministère, copies certifiées du diplôme, des relevés de notes et de la CIN ; décision : liste de Torolalana (portail officiel, « contenus validés par le service » compétent), relevés de notes retirés. Montant : aucun tarif publié, ni par Torolalana. Délai : non publié (Torolalana non plus). Texte : date exacte du décret n° 2005-074 (CNEAT) et référence de la loi n° 2003-011 à confirmer au Journal officiel. Procédure de reconnaissance académique d\'un diplôme étranger auprès du ministère de l\'Enseignement supérieur non documentée. Termes malgaches « fampitoviana ara-pitantanana » et « vavahadin-tserasera » à valider.',
  },
  sources: [
    { title: 'Torolalana — Équivalence administrative de titres et diplômes', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/equivalence-administrative-de-titres-et-diplomes', seen: '2026-11-25', published: '2026-02', supports: ['documents', 'whereToApply', 'steps', 'onlineServices'] },
    { title: 'Équivalence administrative des diplômes : validité portée à deux ans', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202512030359.html', seen: '2026-11-23', published: '2025-12-03', supports: ['legalReferences', 'faq'] },
    { title: 'Équivalence administrative des diplômes : une validité portée à deux ans (note de service n° 293/MTEFoP/SG du 25 novembre 2025)', publisher: 'L’Écho du Sud', kind: 'press', url: 'https://www.lechodusud.com/post/équivalence-administrative-des-diplômes-une-validité-portée-à-deux-ans-un-tournant-attendu-pour-l', seen: '2026-11-23', published: '2025-12', supports: ['legalReferences', 'faq'] },
    { title: 'Décret n° 2005-074 fixant les missions de la CNEAT (copie déposée sur Scribd)', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://fr.scribd.com/document/598869754/D-2005-74-CNEAT', seen: '2026-11-23', supports: ['legalReferences'] },
    { title: 'Concours administratifs : les équivalences des titres facultatives', publisher: 'La Gazette de la Grande Île', kind: 'press', url: 'http://www.lagazette-dgi.com/?p=56464', seen: '2026-11-23', published: '2021', supports: ['audience'] },
    { title: 'Accréditation et habilitation des formations', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/?p=96913', seen: '2026-11-23' },
  ],
}
export default service

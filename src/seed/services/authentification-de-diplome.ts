import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'authentification-de-diplome',
  category: 'etudes-superieures',
  ministry: 'mesupres',
  slug: { fr: 'authentification-de-diplome', mg: 'fanamarinana-ny-maha-izy-azy-ny-diplaoma' },
  title: {
    fr: 'Faire authentifier un diplôme',
    mg: 'Manamarina ny maha-izy azy ny diplaoma',
  },
  summary: {
    fr: 'Un employeur, une école ou un pays étranger peut exiger la preuve que votre diplôme est authentique. L’établissement qui l’a délivré le vérifie et certifie vos copies ; pour un usage à l’étranger, le ministère des Affaires étrangères authentifie ensuite le document, gratuitement.',
    mg: 'Mety hitaky porofo fa tena marina ny diplaomanao ny mpampiasa, ny sekoly na ny firenena vahiny. Ny ivon’ampianarana nanome azy no manamarina izany sy manamarina ny dika mitovinao ; raha hampiasaina any ivelany, ny Ministeran’ny Raharaham-bahiny avy eo no manamarina ny taratasy, maimaim-poana.',
  },
  audience: {
    fr: 'Les diplômés d’une université ou d’une école qui postulent à un emploi, à une bourse ou à des études, à Madagascar ou à l’étranger, et les employeurs qui veulent vérifier un diplôme.',
    mg: 'Ireo nahazo diplaoma avy amin’ny oniversite na sekoly mangataka asa, vatsim-pianarana na fianarana, eto Madagasikara na any ivelany, ary ireo mpampiasa te hanamarina diplaoma.',
  },
  documents: {
    fr: [
      { item: 'L’original du diplôme', form: 'original' },
      { item: 'Une photocopie du diplôme certifiée par l’établissement qui l’a délivré (ou par la commune)', form: 'certifiedCopy' },
      'Pour le ministère des Affaires étrangères : une demande adressée au ministre',
      'Si le document doit être traduit : une traduction faite par un traducteur assermenté',
    ],
    mg: [
      { item: 'Ny diplaoma tany am-boalohany', form: 'original' },
      { item: 'Dika mitovy amin’ny diplaoma nohamarinin’ny ivon’ampianarana nanome azy (na ny kaominina)', form: 'certifiedCopy' },
      'Ho an’ny Ministeran’ny Raharaham-bahiny : taratasy fangatahana alefa amin’ny minisitra',
      'Raha tsy maintsy adika amin’ny teny hafa : dikan-teny nataon’ny mpandika teny voatokana ara-dalàna',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'L’authentification au ministère des Affaires étrangères est gratuite. La certification des copies à l’université est payante (7 000 Ar à Ankatso en 2008) : tarif actuel à confirmer auprès de l’établissement.',
      mg: 'Maimaim-poana ny fanamarinana ao amin’ny Ministeran’ny Raharaham-bahiny. Mandoa vola kosa ny fanamarinana dika mitovy ao amin’ny oniversite (7 000 Ar tany Ankatso tamin’ny 2008) : hamafiso any amin’ny ivon’ampianarana ny sarany ankehitriny.',
    },
  },
  youReceive: {
    fr: 'Des copies certifiées de votre diplôme et, pour l’étranger, le cachet d’authentification du ministère des Affaires étrangères.',
    mg: 'Dika mitovy voamarina amin’ny diplaomanao ary, ho an’ny any ivelany, ny tombo-kase fanamarinana avy amin’ny Ministeran’ny Raharaham-bahiny.',
  },
  delay: { from: 48, unit: 'hours' },
  processingTime: {
    fr: '{délai} au ministère des Affaires étrangères. Le délai de l’université n’est pas publié.',
    mg: '{faharetany} ao amin’ny Ministeran’ny Raharaham-bahiny. Tsy navoaka ny faharetany ao amin’ny oniversite.',
  },
  whereToApply: {
    fr: 'D’abord la scolarité de la faculté ou de l’école qui a délivré le diplôme ; pour l’étranger, ensuite le ministère des Affaires étrangères à Antananarivo.',
    mg: 'Voalohany, ny biraon’ny fianarana (scolarité) ao amin’ny fakiolte na sekoly nanome ny diplaoma ; ho an’ny any ivelany, avy eo ny Ministeran’ny Raharaham-bahiny eto Antananarivo.',
  },
  steps: {
    fr: [
      { title: 'Demandez ce qui est exigé', detail: 'L’organisme qui vous le demande veut-il une copie certifiée, une vérification par l’université ou une authentification pour l’étranger ?' },
      { title: 'Faites certifier vos copies', detail: 'À la scolarité de l’établissement qui a délivré le diplôme, avec l’original.' },
      { title: 'Faites vérifier le diplôme si on vous le demande', detail: 'Les universités vérifient leurs diplômes à la demande et encouragent les employeurs à le faire. Les relevés de notes de l’Université d’Antananarivo sont envoyés directement à l’organisme, par e-mail.' },
      { title: 'Pour l’étranger : passez au ministère des Affaires étrangères', detail: 'Déposez la demande, l’original et la copie certifiée. Traitement en {délai}, gratuit.', feeAriary: 0 },
    ],
    mg: [
      { title: 'Anontanio izay takiana', detail: 'Dika mitovy voamarina ve, fanamarinana ataon’ny oniversite, sa fanamarinana ho an’ny any ivelany no tadiavin’ny mangataka azy aminao ?' },
      { title: 'Ampanamarino ny dika mitovinao', detail: 'Ao amin’ny biraon’ny fianarana (scolarité) ao amin’ny ivon’ampianarana nanome ny diplaoma, mitondra ny tany am-boalohany.' },
      { title: 'Ampanamarino ny diplaoma raha angatahina', detail: 'Manamarina ny diplaomany ny oniversite raha angatahina, ary manentana ny mpampiasa hanao izany. Alefan’ny Oniversiten’Antananarivo mivantana amin’ny mailaka any amin’ny fikambanana mangataka ny taratasy naoty.' },
      { title: 'Ho an’ny any ivelany : mankanesa any amin’ny Ministeran’ny Raharaham-bahiny', detail: 'Apetraho ny fangatahana, ny tany am-boalohany ary ny dika mitovy voamarina. Vita ao anatin’ny {faharetany}, maimaim-poana.', feeAriary: 0 },
    ],
  },
  legalReferences: {
    fr: ['Arrêté de 2014 interdisant la remise directe des relevés de notes aux étudiants (appliqué par des facultés de l’Université d’Antananarivo depuis mars 2025 ; numéro non publié)'],
    mg: ['Didim-pitondrana tamin’ny 2014 mandrara ny fanomezana mivantana ny taratasy naoty amin’ny mpianatra (ampiharin’ny fakiolte sasany ao amin’ny Oniversiten’Antananarivo nanomboka tamin’ny martsa 2025 ; tsy navoaka ny laharany)'],
  },
  faq: {
    fr: [
      { question: 'Pourquoi l’université ne me remet-elle plus mes relevés de notes ?', answer: 'Depuis mars 2025, plusieurs facultés de l’Université d’Antananarivo appliquent un arrêté de 2014 contre les faux relevés : elles envoient les notes par e-mail à l’université, à l’entreprise ou à l’organisme de bourse. Donnez l’adresse e-mail de l’organisme à la scolarité.' },
      { question: 'Qu’est-ce qu’un diplôme sécurisé ?', answer: 'Les diplômes des universités publiques portent plusieurs protections contre la falsification, dont un code infalsifiable : une vérification auprès de l’établissement révèle les faux.' },
    ],
    mg: [
      { question: 'Nahoana no tsy omen’ny oniversite ahy intsony ny taratasy naotiko ?', answer: 'Nanomboka tamin’ny martsa 2025, fakiolte maro ao amin’ny Oniversiten’Antananarivo no mampihatra didim-pitondrana tamin’ny 2014 hiadiana amin’ny taratasy naoty sandoka : alefany amin’ny mailaka any amin’ny oniversite, orinasa na fikambanana manome vatsim-pianarana ny naoty. Omeo ny biraon’ny fianarana ny adiresy mailakan’ilay fikambanana.' },
      { question: 'Inona no atao hoe diplaoma voaaro (diplôme sécurisé) ?', answer: 'Misy fiarovana maro amin’ny fanaovana sandoka ny diplaoman’ny oniversitem-panjakana, anisan’izany ny kaody tsy azo sandohana : ny fanamarinana any amin’ny ivon’ampianarana no mampiseho ny sandoka.' },
    ],
  },
  related: ['legalisation-de-documents', 'equivalence-de-diplome', 'duplicata-du-diplome-du-bac', 'inscription-a-l-universite'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Rédigé le 2026-11-28 (issue 41, docs/research/issue41/authentification-de-diplome.md). Pas de fiche Torolalana (copie publique, dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026). Partie ministère (demande au ministre, original, photocopie certifiée par le Firaisana ou l’établissement, 48 heures, gratuit, traducteurs assermentés) : page « Authentification » du ministère des Affaires étrangères, déjà utilisée par le guide legalisation-de-documents ; son adresse Gmail et ses numéros ne sont pas repris. Partie université : L’Express 2022 (faculté EGS, demande d’authentification, code infalsifiable), RFI via AllAfrica 2026 (relevés envoyés par e-mail, arrêté de 2014 sans numéro), tribune de l’ancien président de l’Université d’Antananarivo (diplômes sécurisés), Madagascar Tribune 2008 (certification à 7 000 Ar, tarif ancien dit comme tel). Tarif et délai actuels de l’université : non publiés ; la phrase du coût et celle du délai le signalent au citoyen (« à confirmer », « n’est pas publié »).',
  },
  sources: [
    { key: 'mae', title: 'Authentification (procédure, dossiers à constituer, durée de traitement)', publisher: 'Ministère des Affaires étrangères de Madagascar', kind: 'official', url: 'https://diplomatie.gov.mg/index.php/le-ministere/services/40-services-publics/146-authentification', seen: '2026-11-28' },
    { key: 'lexpress-2022', title: 'Enseignement supérieur – Les faux diplômes pullulent', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/04/08/2022/enseignement-superieur-les-faux-diplomes-pullulent/', seen: '2026-11-28', published: '2022-08-04' },
    { key: 'rfi-2026', title: 'À Madagascar, des étudiants face au refus des universités de délivrer des relevés de note', publisher: 'RFI (via AllAfrica)', kind: 'press', url: 'https://fr.allafrica.com/stories/202602090284.html', seen: '2026-11-28', published: '2026-02-09' },
    { key: 'beninwebtv-2026', title: 'Madagascar : les universités refusent de délivrer les relevés de note aux étudiants', publisher: 'Bénin Web TV', kind: 'press', url: 'https://beninwebtv.com/madagascar-les-universites-refusent-de-delivrer-les-releves-de-note-aux-etudiants/', seen: '2026-11-28', published: '2026-02-09' },
    { key: 'andriamananoro', title: 'Madagascar faux diplômes : le Pr Abel Andriantsimahavandy réagit', publisher: 'andriamananoro.org (tribune d’un ancien président de l’Université d’Antananarivo)', kind: 'secondary', url: 'https://andriamananoro.org/madagascar-informations-politiques/a-la-une/5739-madagascar-faux-diplomes-le-pr-abel-andriantsimahavandy-reagit.html', seen: '2026-11-28' },
    { key: 'tribune-2008', title: 'Université d’Antananarivo : Tout se paye cher', publisher: 'Madagascar Tribune', kind: 'press', url: 'https://www.madagascar-tribune.com/Tout-se-paye-cher,9156.html', seen: '2026-11-28', published: '2008-10-01' },
    { key: 'laverite-2018', title: 'Faux diplômes de Baccalauréat - Les vendeurs traqués !', publisher: 'La Vérité', kind: 'press', url: 'http://laverite.mg/societe/item/5632-faux-dipl%C3%B4mes-de-baccalaur%C3%A9at-les-vendeurs-traqu%C3%A9s%C2%A0.html', seen: '2026-11-28', published: '2018-02-09' },
  ],
  references: [
    { statement: 'summary', source: 'mae', quote: 'Photocopie certifiée du document (certifiée par le Firaisana ou les Etablissements ayant delivré les actes) - Original du document - Demande formulée par l’intéressé(e) adressée au Ministre des affaires étrangères', where: 'Dossiers à constituer' },
    { statement: 'summary', source: 'mae', quote: '48H / GRATUIT', where: 'Durée de traitement' },
    { statement: 'summary', source: 'lexpress-2022', quote: 'La faculté EGS encourage une demande d’authentification des diplômes pour détecter à temps les falsifications de diplôme.' },
    { statement: 'audience', source: 'lexpress-2022', quote: 'Toutes les informations sont erronées alors que la personne en question avait postulé pour un emploi chez un organisme onusien.' },
    { statement: 'audience', source: 'rfi-2026', quote: 'L’alerte a été donnée par des étudiants de Madagascar qui ne parviennent plus à postuler à temps à des bourses, des universités étrangères, voire à des stages.' },
    { statement: 'documents.0', source: 'mae', quote: 'Original du document', where: 'Dossiers à constituer' },
    { statement: 'documents.1', source: 'mae', quote: 'Photocopie certifiée du document (certifiée par le Firaisana ou les Etablissements ayant delivré les actes)', where: 'Dossiers à constituer' },
    { statement: 'documents.2', source: 'mae', quote: 'Demande formulée par l’intéressé(e) adressée au Ministre des affaires étrangères', where: 'Dossiers à constituer' },
    { statement: 'documents.3', source: 'mae', quote: 'Seuls les « traducteurs assermentés » peuvent traduire les actes à certifier.', where: 'Observations' },
    { statement: 'cost', source: 'mae', quote: '48H / GRATUIT', where: 'Durée de traitement' },
    { statement: 'cost', source: 'tribune-2008', quote: 'rien n’est gratuit au sein de l’administration d’Ankatso, le coût minimum est pour une certification qui est d’Ar 7000' },
    { statement: 'youReceive', source: 'mae', quote: 'Procédure à suivre(Circuit) - Dépôt - Traitement - Délivrance', where: 'Procédure' },
    { statement: 'youReceive', source: 'tribune-2008', quote: 'les frais afférents à la certification des diplômes, à la légalisation de la fiche et autres photocopies' },
    { statement: 'processingTime', source: 'mae', quote: '48H / GRATUIT', where: 'Durée de traitement' },
    { statement: 'whereToApply', source: 'mae', quote: 'Demande formulée par l’intéressé(e) adressée au Ministre des affaires étrangères', where: 'Dossiers à constituer' },
    { statement: 'whereToApply', source: 'rfi-2026', quote: '« Aujourd’hui, quand on va au bureau de la scolarité, on nous demande de fournir une adresse e-mail à laquelle envoyer nos notes' },
    { statement: 'steps.1', source: 'mae', quote: 'Photocopie certifiée du document (certifiée par le Firaisana ou les Etablissements ayant delivré les actes)', where: 'Dossiers à constituer' },
    { statement: 'steps.1', source: 'tribune-2008', quote: 'Certification, demande de diplôme, carte d’étudiant perdue, rien n’est gratuit au sein de l’administration d’Ankatso' },
    { statement: 'steps.2', source: 'lexpress-2022', quote: 'La publication sur notre page a été une manière d’attirer l’attention sur la présence d’un contrôle d’authentification systématique à faire' },
    { statement: 'steps.2', source: 'rfi-2026', quote: 'on nous demande de fournir une adresse e-mail à laquelle envoyer nos notes : celle d’une université, d’une entreprise ou d’un organisme qui attribue des bourses.' },
    { statement: 'steps.2', source: 'laverite-2018', quote: 'le ministère de tutelle interpelle les responsables des entreprises ou encore les institutions à consulter les listes pour éviter d’être dupés' },
    { statement: 'steps.3', source: 'mae', quote: 'Dépôt - Traitement - Délivrance … Photocopie certifiée du document … Original du document … Demande formulée par l’intéressé(e) adressée au Ministre des affaires étrangères … 48H / GRATUIT' },
    { statement: 'legalReferences.0', source: 'rfi-2026', quote: 'Depuis mars 2025, plusieurs facultés ont décidé d’appliquer un arrêté datant de 2014 qui interdit la délivrance directe des relevés de notes aux étudiants.' },
    { statement: 'legalReferences.0', source: 'beninwebtv-2026', quote: 'Plusieurs facultés ont commencé, à cette date, à mettre en œuvre un arrêté promulgué en 2014 qui interdit désormais la remise directe des relevés de notes aux étudiants.' },
    { statement: 'faq.0', source: 'rfi-2026', quote: 'Depuis mars 2025, plusieurs facultés ont décidé d’appliquer un arrêté datant de 2014 qui interdit la délivrance directe des relevés de notes aux étudiants. Une mesure censée lutter contre la prolifération de faux bulletins.' },
    { statement: 'faq.0', source: 'rfi-2026', quote: 'on nous demande de fournir une adresse e-mail à laquelle envoyer nos notes : celle d’une université, d’une entreprise ou d’un organisme qui attribue des bourses.' },
    { statement: 'faq.0', source: 'beninwebtv-2026', quote: 'À l’Université d’Antananarivo, la tension gagne les rangs étudiants depuis l’instauration d’une nouvelle pratique administrative en mars 2025.' },
    { statement: 'faq.1', source: 'andriamananoro', quote: 'Les diplômes délivrés par les six universités publiques malgaches sont qualifiés de «diplômes sécurisés ». Au même titre que tout document sécurisé (billet de banque, par exemple), ils présentent en effet plusieurs niveaux de sécurisation.' },
    { statement: 'faq.1', source: 'lexpress-2022', quote: 'Actuellement, nous disposons du code infalsifiable dans le cadre du diplôme sécurisé. Le diplôme ne sort qu’après des procédures de sécurisation' },
  ],
}

export default service

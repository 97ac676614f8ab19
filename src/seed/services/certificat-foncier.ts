import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'certificat-foncier',
  category: 'habitat-et-foncier',
  ministry: 'matsf',
  slug: { fr: 'certificat-foncier', mg: 'kara-tany' },
  title: {
    fr: 'Certificat foncier (guichet foncier communal)',
    mg: 'Kara-tany (biraon’ny fananan-tany ao amin’ny kaominina)',
  },
  summary: {
    fr: 'Le certificat foncier prouve que vous êtes propriétaire d’un terrain non titré que vous occupez et mettez en valeur. Il est délivré par le guichet foncier de votre commune, plus vite et moins cher qu’un titre foncier.',
    mg: 'Ny kara-tany dia manaporofo fa anao ny tany tsy misy titra ipetrahanao sy ampiasainao. Omen’ny biraon’ny fananan-tany ao amin’ny kaomininao izy, haingana kokoa sy mora kokoa noho ny titra.',
  },
  audience: {
    fr: 'Agriculteurs, familles et particuliers qui occupent et exploitent depuis longtemps un terrain sans titre, dans une commune dotée d’un guichet foncier ; acheteurs ou héritiers d’un tel terrain. Le terrain doit être occupé et mis en valeur depuis au moins 15 ans ; un terrain inexploité n’est pas considéré comme occupé (loi n° 2021-016).',
    mg: 'Ireo tantsaha, fianakaviana ary olon-tsotra efa ela no mipetraka sy mampiasa tany tsy misy titra, ao amin’ny kaominina misy biraon’ny fananan-tany ; ireo nividy na nandova tany toy izany. Tsy maintsy efa nobodoina sy nampiasaina nandritra ny 15 taona farafahakeliny ny tany ; tsy heverina ho nobodoina ny tany tsy nampiasaina (lalàna laharana faha-2021-016).',
  },
  documents: {
    fr: [
      'Formulaire de demande de certificat foncier, disponible au guichet foncier',
      'Copie de la CIN du demandeur',
      'Certificat de résidence',
      'Pièces qui montrent votre droit sur le terrain : acte de vente, petit papier validé par le fokontany, acte de succession ou de donation, s’il y en a',
      'Noms des voisins du terrain',
      'Reçus des impôts fonciers payés à la commune, s’il y en a',
    ],
    mg: [
      'Taratasy fangatahana kara-tany, azo alaina ao amin’ny biraon’ny fananan-tany',
      'Kopian’ny CIN an’ny mpangataka',
      'Fanamarinam-ponenana',
      'Taratasy manaporofo ny zonao amin’ilay tany : taratasy fivarotana, « taratasy madinika » nankatoavin’ny fokontany, taratasy fizarana lova na fanomezana, raha misy',
      'Anaran’ireo mpifanolo-bodirindrina amin’ilay tany',
      'Tapakilan’ny hetra amin’ny tany naloa tany amin’ny kaominina, raha misy',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Le prix est fixé par une délibération du conseil municipal et varie selon la commune et la superficie de la parcelle. Il est en général bien moins élevé qu’une immatriculation. Lors d’opérations de certification appuyées par l’État ou un projet, le coût peut être réduit. Demandez le tarif affiché au guichet foncier.',
      mg: 'Fanapahan-kevitry ny filankevitry ny kaominina no mametra ny vidiny, ary miovaova arakaraka ny kaominina sy ny velaran’ny tany. Mora lavitra noho ny fampidirana ao amin’ny bokim-pananan-tany izy amin’ny ankapobeny. Mety hihena ny sarany mandritra ny hetsika fanomezana kara-tany tohanan’ny fanjakana na tetikasa. Angataho ny sarany apetaka ao amin’ny biraon’ny fananan-tany.',
    },
  },
  youReceive: {
    fr: 'Un certificat foncier à votre nom, délivré par le guichet foncier de la commune : il prouve votre propriété sur un terrain non titré.',
    mg: 'Kara-tany amin’ny anaranao, omen’ny biraon’ny fananan-tany ao amin’ny kaominina : manaporofo ny fananana tany tsy misy titra izy.',
  },
  processingTime: {
    fr: 'Quelques semaines à quelques mois. La procédure comprend un affichage public d’au moins 15 jours pour permettre les oppositions.',
    mg: 'Herinandro vitsivitsy ka hatramin’ny volana vitsivitsy. Ao anatin’ny dingana ny fampahafantarana ny besinimaro amin’ny fametahana mandritra ny 15 andro farafahakeliny mba hahafahan’izay manohitra miteny.',
  },
  whereToApply: {
    fr: 'Guichet foncier de la commune où se trouve le terrain (bureau installé à la mairie). Si votre commune n’a pas de guichet foncier, adressez-vous à la circonscription domaniale et foncière du district.',
    mg: 'Biraon’ny fananan-tany ao amin’ny kaominina misy ilay tany (birao ao amin’ny lapan’ny tanàna). Raha tsy manana biraon’ny fananan-tany ny kaomininao, mankanesa any amin’ny faritra misahana ny Fananan-tany ao amin’ny distrika.',
  },
  steps: {
    fr: [
      {
        title: 'Vérifier que le terrain peut être certifié',
        detail: 'Au guichet foncier, l’agent consulte le plan local d’occupation foncière (PLOF). Seuls les terrains non titrés et hors domaine de l’État peuvent recevoir un certificat.',
      },
      {
        title: 'Déposer la demande',
        detail: 'Remplissez le formulaire, joignez vos pièces et payez les frais. Vous recevez un récépissé.',
      },
      {
        title: 'Affichage public',
        detail: 'Votre demande est affichée à la commune et au fokontany pendant au moins 15 jours. Toute personne qui conteste votre droit peut faire opposition.',
      },
      {
        title: 'Reconnaissance locale sur le terrain',
        detail: 'La commission de reconnaissance locale, avec des représentants du fokontany, visite la parcelle en présence des voisins. Les limites sont vérifiées et relevées.',
      },
      {
        title: 'Délivrance du certificat',
        detail: 'Sans opposition, le maire signe le certificat foncier, qui est inscrit au registre du guichet. Conservez-le précieusement.',
      },
    ],
    mg: [
      {
        title: 'Hamarino raha azo omena kara-tany ilay tany',
        detail: 'Ao amin’ny biraon’ny fananan-tany, jeren’ny mpiasa ny sarintany mampiseho ny fananan-tany ao an-toerana (PLOF). Ny tany tsy misy titra sy tsy tanim-panjakana ihany no azo omena kara-tany.',
      },
      {
        title: 'Apetraho ny fangatahana',
        detail: 'Fenoy ny taratasy, ampio ny antontan-taratasinao ary aloavy ny sarany. Omena tapakila fandraisana ianao.',
      },
      {
        title: 'Fampahafantarana ny besinimaro',
        detail: 'Apetaka ao amin’ny kaominina sy ny fokontany mandritra ny 15 andro farafahakeliny ny fangatahanao. Afaka manohitra izay rehetra mihevitra fa tsy anao ilay tany.',
      },
      {
        title: 'Fanamarinana eny an-toerana',
        detail: 'Mitsidika ilay tany ny vaomieran’ny fanamarinana ifotony, miaraka amin’ny solontenan’ny fokontany sy ny mpifanolo-bodirindrina. Hamarinina sy raketina ny fetran’ny tany.',
      },
      {
        title: 'Fanomezana ny kara-tany',
        detail: 'Raha tsy misy fanoherana dia sonian’ny ben’ny tanàna ny kara-tany, ary raketina ao amin’ny bokin’ny birao. Tehirizo tsara izy.',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2005-019 du 17 octobre 2005 fixant les principes régissant les statuts des terres',
      'Loi n° 2006-031 du 24 novembre 2006 fixant le régime juridique de la propriété foncière privée non titrée, modifiée par la loi n° 2021-016',
    ],
    mg: [
      'Lalàna laharana faha-2005-019 tamin’ny 17 oktobra 2005 mametra ny fitsipika mifehy ny sata ankapoben’ny tany',
      'Lalàna laharana faha-2006-031 tamin’ny 24 novambra 2006 mametra ny fitsipika mifehy ny fananan-tany tsy miankina tsy misy titra, novain’ny lalàna laharana faha-2021-016',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Le certificat foncier a-t-il la même valeur qu’un titre ?',
        answer: 'Il prouve votre propriété et permet de vendre, louer, donner, hériter ou obtenir un crédit auprès d’une institution de microfinance. Contrairement au titre, il peut toutefois être contesté devant le juge.',
      },
      {
        question: 'Combien d’années d’occupation faut-il ?',
        answer: 'La loi de 2021 exige une occupation et une mise en valeur d’environ 15 ans. Renseignez-vous au guichet foncier sur les conditions qui s’appliquent à votre cas.',
      },
      {
        question: 'Ma commune n’a pas de guichet foncier. Que faire ?',
        answer: 'Vous devez alors passer par le service des Domaines pour une immatriculation (titre foncier). Demandez aussi à la commune si l’ouverture d’un guichet est prévue.',
      },
    ],
    mg: [
      {
        question: 'Mitovy lanja amin’ny titra ve ny kara-tany ?',
        answer: 'Manaporofo ny fananana azy izy ary ahafahana mivarotra, manofa, manome, mandova na mindrana vola amin’ny ivontoerana mpampindram-bola madinika. Tsy toy ny titra anefa, azo iadian-kevitra eo anatrehan’ny mpitsara izy.',
      },
      {
        question: 'Firy taona no tsy maintsy nipetrahana tamin’ilay tany ?',
        answer: 'Ny lalàna tamin’ny 2021 dia mitaky fipetrahana sy fampiasana ny tany mandritra ny 15 taona eo ho eo. Manontania any amin’ny biraon’ny fananan-tany momba ny fepetra mihatra aminao.',
      },
      {
        question: 'Tsy manana biraon’ny fananan-tany ny kaomininay. Inona no atao ?',
        answer: 'Tsy maintsy mandalo any amin’ny sampan-draharahan’ny Fananan-tany ianao mba hahazoana titra. Anontanio ihany koa ny kaominina raha misy drafitra hanokafana birao.',
      },
    ],
  },
  related: ['titre-foncier', 'impots-fonciers', 'certificat-de-residence'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'documents', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026) : Torolalana n’a pas de fiche sur le certificat foncier (seulement « Transformer cadastre en titre », « Acheter un terrain auprès d’un particulier » et « Gérer son habitation et ses propriétés foncières »), rien à reprendre ni à contredire. Montant : tarifs variables par commune, aucun montant de référence trouvé ; fixation par délibération du conseil municipal non confirmée. Délai (« quelques semaines à quelques mois ») et durée d’affichage de 15 jours issus d’articles anciens (2008-2010) : à confirmer. Pièces à confirmer auprès d’un guichet foncier. Texte de la loi n° 2021-016 (numéro, date, contenu exact) à lire au Journal officiel : la condition de 15 ans est confirmée par la presse et une association. Terme malgache « kara-tany » et nom malgache du guichet foncier (« biraon’ny fananan-tany », sigle BIF ?) à valider.',
  },
  sources: [
    { title: 'Société civile : texte sur la propriété privée non titrée (15 ans d’occupation, loi n° 2005-019)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202204250559.html', seen: '2026-11-23', published: '2022-04-25', supports: ['audience', 'legalReferences'] },
    { title: 'Points saillants de la nouvelle loi 2021-016 régissant la propriété privée non titrée (PPNT)', publisher: 'AFASPA (Association française d’amitié et de solidarité avec les peuples d’Afrique)', kind: 'secondary', url: 'https://afaspa.com/points-saillants-de-la-nouvelle-loi-2021-016-regissant-la-propriete-privee-non-titree-ppnt', seen: '2026-11-23', supports: ['audience', 'legalReferences'] },
    { title: 'Développement des guichets fonciers', publisher: 'Ambassade de France à Madagascar', kind: 'official', url: 'http://www.ambafrance-mada.org/Developpement-des-guichets', seen: '2026-11-23', supports: ['whereToApply'] },
    { title: 'Région Diana : tout le foncier repose sur la commune', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/08/03/2023/region-diana-tout-le-foncier-repose-sur-la-commune/', seen: '2026-11-23', published: '2023-03-08', supports: ['whereToApply'] },
    { title: 'Administration : au moins un guichet foncier par commune (adresse d’origine mal formée, lien retiré)', publisher: 'L’Express de Madagascar', kind: 'press', seen: '2026-11-23' },
    { title: 'Agripreneuriat : l’octroi de certificat foncier se poursuit', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/24/09/2020/agripreneuriat-loctroi-de-certificat-foncier-se-poursuit/', seen: '2026-11-23', published: '2020-09-24', supports: ['summary'] },
    { title: 'Le coût de la certification (guichet foncier de Faratsiho)', publisher: '123dok (mémoire universitaire en ligne)', kind: 'secondary', url: 'https://123dok.net/article/co%C3%BBt-certification-limite-demande-certificat.y96rj02r', seen: '2026-11-23', supports: ['cost'] },
  ],
}

export default service

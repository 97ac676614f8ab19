import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: "inscription-au-baccalaureat",
  category: "education",
  ministry: "office-du-bac",
  slug: { fr: "inscription-au-baccalaureat", mg: "fisoratana-anarana-bakalorea" },
  title: { fr: "Inscription à l'examen du baccalauréat", mg: "Fisoratana anarana amin'ny fanadinana bakalorea" },
  summary: {
    fr: "Ce guide explique comment s'inscrire au baccalauréat (général, technologique ou professionnel), comme élève d'un lycée ou comme candidat libre, et dans quels délais.",
    mg: "Ity torolalana ity dia manazava ny fomba hisoratana anarana amin'ny bakalorea (ankapobe, teknolojika na matihanina), na amin'ny maha-mpianatra ao amin'ny lisea na amin'ny maha-kandidà tsy miankina, sy ny fe-potoana tsy maintsy arahina.",
  },
  audience: {
    fr: "Les élèves de Terminale (candidats d'école), les candidats libres et les candidats de nationalité étrangère ayant fait leur scolarité à Madagascar.",
    mg: "Ireo mpianatra ao amin'ny kilasy farany (kandidà avy amin'ny sekoly), ireo kandidà tsy miankina ary ireo kandidà vahiny nianatra teto Madagasikara.",
  },
  documents: {
    fr: [
      "Fiche d'inscription (dossier de candidature) retirée auprès de la direction ou du service du baccalauréat, remplie et signée",
      "Bulletin ou copie récente de l'acte de naissance",
      "Fiche de visite médicale complétée (aptitude à l'épreuve d'éducation physique et sportive) ; la visite est en principe gratuite",
      "Photos d'identité récentes",
      "Reçu de paiement du droit d'inscription",
      "Candidat libre au bac professionnel et technique : copie du brevet d'études professionnelles (BEP)",
      "Candidat étranger : copie du passeport ou de la carte de résident",
    ],
    mg: [
      "Taratasy fisoratana anarana (antontan-taratasy fangatahana) alaina any amin'ny fitaleavana na sampan-draharaha misahana ny bakalorea, feno sy voasonia",
      "Kopia nahaterahana vao haingana",
      "Taratasy fizahana ara-pahasalamana feno (fahafahana manao ny fanadinana fanatanjahan-tena) ; tokony ho maimaim-poana ny fizahana",
      "Sary famantarana vao haingana",
      "Rosia fandoavana ny saram-pisoratana",
      "Kandidà tsy miankina amin'ny bakalorea matihanina sy teknika: dika mitovy amin'ny BEP (brevet d'études professionnelles)",
      "Kandidà vahiny: dika mitovy amin'ny pasipaoro na ny karatry ny mponina",
    ],
  },
  cost: {
    free: false,
    amountAriary: 15000,
    details: {
      fr: "Droits d'inscription fixés par le ministère de l'Enseignement supérieur (inchangés de 2021 à la session 2026) : 15 000 Ar pour un candidat d'école, 50 000 Ar pour un candidat libre, 100 000 Ar pour un candidat de nationalité étrangère ayant fait sa scolarité à Madagascar.",
      mg: "Saram-pisoratana voafaritry ny Ministeran'ny Fampianarana ambony (tsy niova nanomboka tamin'ny 2021 ka hatramin'ny fizarana 2026): 15 000 Ar ho an'ny kandidà avy amin'ny sekoly, 50 000 Ar ho an'ny kandidà tsy miankina, 100 000 Ar ho an'ny kandidà vahiny nianatra teto Madagasikara.",
    },
  },
  processingTime: {
    fr: "Les registres sont ouverts environ trois mois par an. Session 2026 : inscriptions du 12 janvier au 10 avril 2026 à 18 h ; épreuves du bac général du 17 au 21 août 2026 (bac technologique et professionnel : deuxième partie du 24 au 27 août). Aucune dérogation n'est accordée après la date de clôture.",
    mg: "Misokatra eo amin'ny telo volana eo ho eo isan-taona ny rejisitra. Fizarana 2026: fisoratana anarana manomboka ny 12 janoary ka hatramin'ny 10 aprily 2026 amin'ny 18 ora ; fanadinana bakalorea ankapobeny ny 17 ka hatramin'ny 21 aogositra 2026 (bakalorea teknolojika sy matihanina: fizarana faharoa ny 24 ka hatramin'ny 27 aogositra). Tsy misy alalana manokana omena aorian'ny daty fanakatonana.",
  },
  whereToApply: {
    fr: "Candidat d'école : votre lycée dépose le dossier pour vous. Candidat libre : directement à la direction ou au service du baccalauréat de l'université de votre province (Office du baccalauréat / direction des Examens nationaux à Ankatso pour Antananarivo ; universités de Fianarantsoa, Toamasina, Mahajanga, Toliara et Antsiranana ailleurs).",
    mg: "Kandidà avy amin'ny sekoly: ny liseanao no mametraka ny antontan-taratasinao. Kandidà tsy miankina: mivantana any amin'ny fitaleavana na sampan-draharaha misahana ny bakalorea ao amin'ny oniversiten'ny faritany misy anao (Office du baccalauréat / fitaleavan'ny fanadinam-pirenena any Ankatso ho an'Antananarivo; oniversiten'i Fianarantsoa, Toamasina, Mahajanga, Toliara ary Antsiranana any amin'ny faritra hafa).",
  },
  steps: {
    fr: [
      { title: "Consultez le calendrier officiel", detail: "Le ministère de l'Enseignement supérieur publie chaque année, en janvier ou février, les dates d'inscription et des épreuves." },
      { title: "Retirez la fiche d'inscription", detail: "Candidat d'école : auprès de votre lycée. Candidat libre : au service du baccalauréat de votre université." },
      { title: "Remplissez-la avec soin", detail: "Vérifiez l'orthographe de vos noms selon l'acte de naissance. Le choix de matière (SVT ou physique-chimie) est définitif." },
      { title: "Passez la visite médicale", detail: "Elle conditionne l'épreuve pratique d'éducation physique et sportive. En cas d'inaptitude, fournissez un certificat médical pour passer l'épreuve théorique." },
      { title: "Payez et déposez le dossier avant la clôture", detail: "Réglez le droit d'inscription et déposez le dossier complet. Gardez votre reçu ; vérifiez que votre lycée a bien déposé et payé pour vous." },
      { title: "Retirez votre convocation", detail: "Avant les épreuves, récupérez votre numéro d'inscription et votre centre d'examen." },
    ],
    mg: [
      { title: "Jereo ny tetiandro ofisialy", detail: "Isan-taona, amin'ny volana janoary na febroary, no mamoaka ny datin'ny fisoratana sy ny fanadinana ny Ministeran'ny Fampianarana ambony." },
      { title: "Alao ny taratasy fisoratana", detail: "Kandidà avy amin'ny sekoly: ao amin'ny liseanao. Kandidà tsy miankina: ao amin'ny sampan-draharaha misahana ny bakalorea ao amin'ny oniversitenao." },
      { title: "Fenoy tsara", detail: "Hamarino ny tsipelin'ny anaranao araka ny kopia nahaterahanao. Tsy azo ovaina intsony ny taranja nofidiana (SVT na fizika-simia)." },
      { title: "Manaova fizahana ara-pahasalamana", detail: "Io no mamaritra raha afaka manao ny fanadinana fanatanjahan-tena azo tsapain-tanana ianao. Raha tsy afaka, omeo taratasy avy amin'ny dokotera mba hanaovana ny fanadinana ara-teorika." },
      { title: "Mandoava ary apetraho alohan'ny fanakatonana", detail: "Aloavy ny saram-pisoratana ary apetraho ny antontan-taratasy feno. Tehirizo ny rosia; hamarino fa nametraka sy nandoa ho anao tokoa ny liseanao." },
      { title: "Alao ny taratasy fiantsoana", detail: "Alohan'ny fanadinana, alao ny laharam-pisoratanao sy ny foibe hanaovanao fanadinana." },
    ],
  },
  legalReferences: {
    fr: [
      "Loi n° 2004-004 du 26 juillet 2004 portant orientation générale du système d'éducation, d'enseignement et de formation à Madagascar",
      "Communiqué ou arrêté annuel du ministère de l'Enseignement supérieur et de la Recherche scientifique fixant le calendrier et les droits d'inscription au baccalauréat",
    ],
    mg: [
      "Lalàna laharana faha-2004-004 tamin'ny 26 jolay 2004 mametraka ny fitsipika ankapoben'ny rafitry ny fanabeazana, ny fampianarana ary ny fiofanana eto Madagasikara",
      "Fanambarana na didy isan-taona avy amin'ny Ministeran'ny Fampianarana ambony sy ny Fikarohana ara-tsiansa mamaritra ny tetiandro sy ny saram-pisoratana amin'ny bakalorea",
    ],
  },
  faq: {
    fr: [
      { question: "Que se passe-t-il si je dépose mon dossier après la date limite ?", answer: "Le dossier est refusé : le ministère n'accorde aucune dérogation. Déposez au plus tôt, sans attendre le dernier jour." },
      { question: "Mon lycée s'occupe de tout : dois-je vérifier quelque chose ?", answer: "Oui. Demandez la preuve que votre dossier et votre droit d'inscription ont bien été remis. Des élèves ont déjà failli manquer l'examen parce que leur école n'avait pas versé les droits." },
      { question: "L'épreuve d'éducation physique est-elle obligatoire ?", answer: "Oui. Un candidat absent à l'EPS sans justificatif risque l'élimination. En cas de problème de santé, un certificat médical permet de passer l'épreuve théorique." },
    ],
    mg: [
      { question: "Inona no hitranga raha apetrako aorian'ny daty farany ny antontan-taratasiko?", answer: "Lavina izany: tsy manome alalana manokana ny ministera. Apetraho haingana, aza miandry ny andro farany." },
      { question: "Ny liseako no mikarakara ny zava-drehetra: mila manamarina zavatra ve aho?", answer: "Eny. Angataho ny porofo fa tena natolotra ny antontan-taratasinao sy ny saram-pisoratanao. Efa nisy mpianatra saika tsy nanao fanadinana satria tsy nandoa ny sarany ny sekoliny." },
      { question: "Tsy maintsy atao ve ny fanadinana fanatanjahan-tena?", answer: "Eny. Mety ho esorina ny kandidà tsy tonga amin'ny EPS nefa tsy manana antony voaporofo. Raha misy olana ara-pahasalamana, ny taratasy avy amin'ny dokotera no ahafahana manao ny fanadinana ara-teorika." },
    ],
  },
  youReceive: {
    fr: "Le reçu de dépôt du dossier, puis la convocation avec votre numéro d'inscription (numéro de table), le centre et les dates d'examen.",
    mg: "Ny rosia fametrahana ny antontan-taratasy, avy eo ny taratasy fiantsoana misy ny laharam-pisoratanao (laharana eo amin'ny latabatra), ny foibe sy ny daty anaovana ny fanadinana.",
  },
  onlineServices: { fr: [], mg: [] },
  related: ["resultats-du-baccalaureat", "acte-de-naissance", "certificat-medical", "inscription-a-l-universite"],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['documents', 'whereToApply', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Texte : loi n° 2004-004 du 26 juillet 2004 retrouvée (texte publié par l\'Université Laval ; date confirmée par la loi n° 2008-011 qui la modifie) ; le communiqué de la session 2026 n\'a été lu que par la presse (Moov). Pièces : liste officielle (nombre de photos, enveloppes, fiche d\'inscription) à confirmer ; examen médical parfois payé 2 000 à 5 000 Ar alors qu\'il devrait être gratuit (2022). Inscription par internet éventuelle non vérifiée (non affichée). Lieu : nom exact du service à Antananarivo (Office du baccalauréat ou direction des Examens nationaux) à confirmer, les deux noms ont été utilisés. Torolalana n\'a pas de fiche sur l\'inscription au baccalauréat (catalogue de février 2026, lu dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana) ; sa fiche « Consultation résultats BACC » ne traite que des résultats.',
  },
  sources: [
    { title: 'Loi n° 2004-004 portant orientation générale du système d’éducation, d’enseignement et de formation à Madagascar (texte ; article 1 : enseignement obligatoire à partir de 6 ans)', publisher: 'Université Laval, site L’aménagement linguistique dans le monde', kind: 'secondary', url: 'https://axl-cefan.cstip.ulaval.ca/afrique/madagascar-loi-004-2004.htm', seen: '2026-11-25', published: '2004-07-26', supports: ['legalReferences'] },
    { title: 'Loi n° 2008-011 modifiant certaines dispositions de la loi n° 2004-004 du 26 juillet 2004 (copie déposée sur Scribd)', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://ru.scribd.com/document/476852106/Loi-2008-011-pdf', seen: '2026-11-25', published: '2008', supports: ['legalReferences'] },
    { title: 'Enseignement : l’année scolaire 2025-2026 des candidats au baccalauréat s’étendra sur 11 mois (calendrier et droits de la session 2026)', publisher: 'Moov', kind: 'press', url: 'https://moov.mg/article/111203-enseignement-lannee-scolaire-2025-2026-des-candidats-au-baccalaureat-setendra-sur-11-mois', seen: '2026-11-23', published: '2026-01', supports: ['cost', 'processingTime'] },
    { title: 'BAC Madagascar : calendrier des examens et frais d’inscription 2025', publisher: '237examens', kind: 'secondary', url: 'https://237examens.com/bac-madagascar-calendrier-des-examens-du-bac-et-frais-dinscription-2025', seen: '2026-11-23', published: '2025', supports: ['cost', 'processingTime'] },
    { title: 'Calendrier du baccalauréat 2021 : droits inchangés, BEP pour les candidats libres au bac professionnel', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202103130193.html', seen: '2026-11-23', published: '2021-03-13', supports: ['cost', 'documents'] },
    { title: 'Baccalauréat : un nouveau tarif pour les candidats libres (Office du baccalauréat)', publisher: 'L’Express de Madagascar (copie rssing)', kind: 'press', url: 'https://madagascar603.rssing.com/chan-51766487/article819.html', seen: '2026-11-23', published: '2015', supports: ['cost', 'whereToApply'] },
    { title: 'Enseignement : la participation aux examens coûte cher (visite médicale)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/11/03/2022/enseignement-la-participation-aux-examens-coute-cher/', seen: '2026-11-23', published: '2022-03-11', supports: ['documents', 'faq'] },
    { title: 'Examen du baccalauréat : les candidats indisciplinés risquent l’élimination', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202503140380.html', seen: '2026-11-23', published: '2025-03-14' },
    { title: 'Baccalauréat : des milliers de dossiers non rendus', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2025/04/baccalaureat-des-milliers-de-dossiers.html', seen: '2026-11-23', published: '2025-04', supports: ['steps'] },
    { title: 'Calendrier et inscriptions au baccalauréat 2023', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202302090437.html', seen: '2026-11-23', published: '2023-02-09', supports: ['processingTime', 'steps'] },
    { title: 'Baccalauréat : dossiers en retard irrecevables', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/23/02/2019/baccalaureat-dossiers-en-retard-irrecevables/', seen: '2026-11-23', published: '2019-02-23', supports: ['steps'] },
  ],
}
export default service

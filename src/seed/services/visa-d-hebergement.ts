import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: "visa-d-hebergement",
  category: "tourisme-et-voyage",
  ministry: "mid",
  slug: { fr: "visa-d-hebergement", mg: "visa-fampiantranoana-vahiny" },
  title: {
    fr: "Héberger un étranger : certificat et visa d'hébergement",
    mg: "Fampiantranoana vahiny: fanamarinana fampiantranoana sy visa fampiantranoana",
  },
  summary: {
    fr: "Le portail officiel Torolalana appelle « visa d'hébergement » le visa que le chef du fokontany appose, pour 10 000 Ar, sur le certificat d'hébergement d'un étranger logé dans le fokontany. Ce n'est pas un visa d'entrée. Ce guide explique ce visa et le certificat d'hébergement légalisé que vous fournissez à un parent ou un ami étranger pour sa demande de visa ou de prolongation de séjour.",
    mg: "« Visa d'hébergement » (visa fampiantranoana) no iantsoan'ny vavahadin-tserasera ofisialy Torolalana ny visa apetraky ny sefom-pokontany, amin'ny 10 000 Ar, eo amin'ny taratasy fanamarinana fampiantranoana ny vahiny mipetraka ao amin'ny fokontany. Tsy visa fidirana eto amin'ny firenena izy io. Ity torolalana ity dia manazava io visa io sy ny taratasy fanamarinana fampiantranoana voamarina omenao ny havana na namana vahiny, ilainy amin'ny fangatahana visa na fanitarana ny fijanonany.",
  },
  marks: {
    summary: { fr: "cas exacts où le visa du fokontany est exigé à confirmer au fokontany", mg: "hamarinina any amin'ny fokontany hoe rahoviana marina no takiana ny visan'ny fokontany" },
  },
  audience: {
    fr: "Toute personne résidant à Madagascar (citoyen malgache ou étranger en situation régulière) qui héberge un étranger : famille, conjoint, ami, volontaire d'association. Le document sert surtout aux visas de long séjour (visa transformable, regroupement familial) et parfois aux visas de court séjour demandés à une ambassade.",
    mg: "Izay olona rehetra mipetraka eto Madagasikara (olom-pirenena malagasy na vahiny manara-dalàna) mampiantrano vahiny: fianakaviana, vady, namana, mpiasa an-tsitrapo ao amin'ny fikambanana. Ampiasaina indrindra amin'ny visa maharitra (visa azo ovaina, fampivondronana fianakaviana) io taratasy io, ary indraindray amin'ny visa fohy angatahina any amin'ny masoivoho.",
  },
  documents: {
    fr: [
      "Certificat (ou attestation) d'hébergement signé par l'hébergeant, précisant l'adresse et la durée de l'accueil",
      "Copie de la CIN de l'hébergeant (ou de sa carte de résident s'il est étranger), certifiée conforme à la commune ou, selon les cas, au commissariat de police",
      "Certificat de résidence de l'hébergeant délivré par le fokontany",
      "Copie du passeport de la personne hébergée (pages d'identité)",
      "Justificatif du logement si on vous le demande (titre de propriété, bail ou quittance)",
      "Pour un regroupement familial : copie de l'acte de mariage ou de l'acte de naissance prouvant le lien de parenté",
    ],
    mg: [
      "Taratasy fanamarinana fampiantranoana vonosonian'ny mpampiantrano, milaza ny adiresy sy ny faharetan'ny fandraisana",
      "Dika mitovy voamarina ny CIN an'ny mpampiantrano (na ny karatry ny mponina raha vahiny izy), nohamarinina tany amin'ny kaominina na, arakaraka ny tranga, tany amin'ny kaomisarià",
      "Fanamarinam-ponenan'ny mpampiantrano omen'ny fokontany",
      "Dika mitovy amin'ny pasipaoron'ilay ampiantranoina (pejy misy ny mombamomba azy)",
      "Porofon'ny trano raha angatahina (taratasim-pananana, fifanarahana fanofana na rosia fanofana)",
      "Raha fampivondronana fianakaviana: kopia fanambadiana na kopia nahaterahana manaporofo ny fifandraisana ara-pianakaviana",
    ],
  },
  cost: {
    free: false,
    amountAriary: 10000,
    details: {
      fr: "Le visa d'hébergement apposé par le chef du fokontany coûte 10 000 Ar selon Torolalana. Le certificat d'hébergement lui-même n'a pas de tarif national connu. Comptez les frais de légalisation de signature à la commune et les frais de copies certifiées, qui varient selon la commune. Le visa est payé à part par la personne hébergée : le visa transformable en long séjour coûte 182 000 Ar (tarif 2026 annoncé).",
      mg: "10 000 Ar ny visa fampiantranoana apetraky ny sefom-pokontany, araka ny Torolalana. Tsy fantatra raha misy sarany nasionaly ho an'ny taratasy fanamarinana fampiantranoana. Kajio kosa ny saran'ny fanamarinana sonia any amin'ny kaominina sy ny dika mitovy voamarina, izay miovaova arakaraka ny kaominina. Aloan'ilay ampiantranoina manokana ny saran'ny visa: 182 000 Ar ny visa azo ovaina ho fipetrahana maharitra (sarany 2026 nambara).",
    },
  },
  processingTime: {
    fr: "Au fokontany, le visa d'hébergement est délivré sur place. La légalisation à la commune se fait en général le jour même ou en quelques jours. Le visa demandé ensuite suit son propre délai.",
    mg: "Eo no ho eo dia omena any amin'ny fokontany ny visa fampiantranoana. Matetika vita anio ihany na ao anatin'ny andro vitsivitsy ny fanamarinana sonia any amin'ny kaominina. Manana ny fe-potoany manokana kosa ny visa angatahina avy eo.",
  },
  whereToApply: {
    fr: "Bureau du fokontany (visa d'hébergement, certificat de résidence) et commune de votre lieu de résidence (légalisation de signature). Le dossier de visa est ensuite déposé par l'étranger : à l'ambassade ou au consulat de Madagascar avant le départ, ou, pour un visa de long séjour, auprès du ministère chargé de l'Intérieur (dépôt possible au district).",
    mg: "Biraon'ny fokontany (visa fampiantranoana, fanamarinam-ponenana) sy kaominina misy ny fonenanao (fanamarinana sonia). Ilay vahiny avy eo no mametraka ny antontan-taratasy momba ny visa: any amin'ny masoivoho na kaonsilin'i Madagasikara alohan'ny handehanany, na any amin'ny ministera misahana ny Atitany raha visa maharitra (azo apetraka any amin'ny distrika).",
  },
  steps: {
    fr: [
      { title: "Vérifiez ce que demande le visa", detail: "Demandez à la personne que vous accueillez la liste des pièces exigées par l'ambassade ou par le service des visas. Le certificat d'hébergement n'est pas toujours obligatoire pour un court séjour." },
      { title: "Rédigez le certificat d'hébergement", detail: "Indiquez votre nom, votre numéro de CIN, votre adresse exacte, le nom et le numéro de passeport de la personne accueillie, et les dates du séjour. Signez-le." },
      { title: "Demandez un certificat de résidence", detail: "Au fokontany, demandez un certificat de résidence récent à votre nom." },
      { title: "Faites légaliser votre signature", detail: "À la commune, faites légaliser la signature du certificat d'hébergement. Faites certifier la copie de votre CIN à la commune ou au commissariat de police, selon ce que demande le service des visas." },
      { title: "Faites viser le certificat au fokontany", detail: "Au bureau du fokontany où loge l'étranger, présentez le certificat d'hébergement et son passeport (ou sa carte d'identité). Après vérification, payez les frais : le chef du fokontany appose le visa d'hébergement sur place.", feeAriary: 10000 },
      { title: "Envoyez les documents à la personne hébergée", detail: "Elle les joint à sa demande de visa ou de prolongation. Gardez une copie de tous les documents." },
    ],
    mg: [
      { title: "Hamarino izay takian'ny visa", detail: "Angataho amin'ilay olona horaisinao ny lisitry ny antontan-taratasy takian'ny masoivoho na ny sampan-draharaha misahana ny visa. Tsy voatery ilaina foana ny fanamarinana fampiantranoana amin'ny fijanonana fohy." },
      { title: "Soraty ny taratasy fanamarinana fampiantranoana", detail: "Asio ny anaranao, ny laharan'ny CIN-nao, ny adiresinao marina, ny anarana sy ny laharan'ny pasipaoron'ilay raisina, ary ny daty hijanonany. Soniavo." },
      { title: "Angataho ny fanamarinam-ponenana", detail: "Any amin'ny fokontany no angatahinao fanamarinam-ponenana vao haingana amin'ny anaranao." },
      { title: "Ampamarino ny sonianao", detail: "Any amin'ny kaominina no hanamarinana ny sonia eo amin'ny taratasy fanamarinana fampiantranoana. Ampamarino any amin'ny kaominina na any amin'ny kaomisarià ny dika mitovy amin'ny CIN-nao, araka izay takian'ny sampan-draharaha misahana ny visa." },
      { title: "Ampametraho visa any amin'ny fokontany ny taratasy fanamarinana", detail: "Any amin'ny biraon'ny fokontany ipetrahan'ilay vahiny, asehoy ny taratasy fanamarinana fampiantranoana sy ny pasipaorony (na ny kara-panondrony). Rehefa voamarina, aloavy ny sarany: eo no ho eo dia apetraky ny sefom-pokontany ny visa fampiantranoana.", feeAriary: 10000 },
      { title: "Alefaso any amin'ilay ampiantranoina ny taratasy", detail: "Ampiany amin'ny fangatahany visa na fanitarana fijanonana izany. Tehirizo ny dika mitovy amin'ny taratasy rehetra." },
    ],
  },
  legalReferences: {
    fr: [
      "Loi n° 62-006 du 6 juin 1962 fixant l'organisation et le contrôle de l'immigration",
      "Décret n° 94-652 du 11 octobre 1994 fixant les modalités d'application de la loi n° 62-006",
    ],
    mg: [
      "Lalàna laharana faha-62-006 tamin'ny 6 jona 1962 mametraka ny fandaminana sy ny fanaraha-maso ny fifindra-monina",
      "Didim-panjakana laharana faha-94-652 tamin'ny 11 oktobra 1994 mamaritra ny fomba fampiharana ny lalàna laharana faha-62-006",
    ],
  },
  faq: {
    fr: [
      { question: "Existe-t-il un « visa d'hébergement » à Madagascar ?", answer: "Oui, sous ce nom sur le portail officiel Torolalana : c'est le visa du chef du fokontany sur le certificat d'hébergement d'un étranger, pour 10 000 Ar, délivré sur place. Ce n'est pas un visa d'entrée : l'étranger demande à part un visa de court séjour (tourisme, visite) ou de long séjour, dont le certificat d'hébergement est une pièce." },
      { question: "Suis-je responsable de la personne que j'héberge ?", answer: "Vous attestez qu'elle loge chez vous. Elle doit respecter la durée de son visa et ne pas travailler sans autorisation. En cas de doute, renseignez-vous auprès du commissariat ou du district." },
      { question: "Un étranger peut-il prolonger son visa touristique grâce à mon hébergement ?", answer: "Un visa de court séjour (non immigrant) ne peut pas être transformé en visa de long séjour. Pour s'installer, il faut en principe un visa transformable obtenu avant l'arrivée." },
    ],
    mg: [
      { question: "Misy « visa fampiantranoana » ve eto Madagasikara?", answer: "Eny, amin'io anarana io ao amin'ny vavahadin-tserasera ofisialy Torolalana: ny visan'ny sefom-pokontany eo amin'ny taratasy fanamarinana fampiantranoana ny vahiny izy io, 10 000 Ar, omena eo no ho eo. Tsy visa fidirana izy io: mangataka manokana visa fijanonana fohy (fizahantany, fitsidihana) na visa maharitra ilay vahiny, ary iray amin'ireo taratasy ilainy amin'izany ny fanamarinana fampiantranoana." },
      { question: "Tompon'andraikitra amin'ilay olona ampiantranoiko ve aho?", answer: "Manamarina ianao fa mipetraka ao aminao izy. Tsy maintsy manaja ny faharetan'ny visany izy ary tsy miasa raha tsy nahazo alalana. Raha misy ahiahy, manontania any amin'ny kaomisarià na ny distrika." },
      { question: "Afaka manitatra ny visa fizahan-taniny ve ny vahiny noho ny fampiantranoako?", answer: "Tsy azo ovaina ho visa maharitra ny visa fijanonana fohy (tsy mpifindra monina). Raha te hipetraka izy dia mila visa azo ovaina azo alohan'ny nahatongavany." },
    ],
  },
  youReceive: {
    fr: "Le certificat d'hébergement signé, portant le visa du chef du fokontany et la légalisation de votre signature, à remettre à la personne hébergée pour son dossier de visa.",
    mg: "Ny taratasy fanamarinana fampiantranoana voasonia, misy ny visan'ny sefom-pokontany sy ny fanamarinana ny sonianao, omena an'ilay ampiantranoina ho an'ny antontan-taratasiny momba ny visa.",
  },
  onlineServices: { fr: [], mg: [] },
  related: ["visa-touristique", "certificat-de-residence", "legalisation-de-documents", "passeport"],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['documents'],
  review: {
    status: 'toVerify',
    notes: 'Torolalana, fiche « Demander un Visa d\'Hébergement » (catégorie Citoyenneté), lue dans une copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026) (texte malgache) : visa délivré par le chef du fokontany à un étranger logé dans le fokontany, sur présentation du certificat d\'hébergement et du passeport ou de la CIN, frais de 10 000 Ar, délivrance sur place, au bureau du fokontany. Torolalana : un « visa d\'hébergement » existe ; fiche : « Madagascar n\'a pas de visa d\'hébergement à part » ; décision : résumé, titre, coût, lieu, étapes et FAQ corrigés selon Torolalana (portail officiel) ; le cas exact où ce visa est exigé (logement chez un particulier ou en établissement d\'hébergement) reste marqué dans le résumé. Pièces : existence d\'un modèle officiel de certificat d\'hébergement non confirmée ; au-delà des 2 pièces de Torolalana, la liste repose sur un témoignage de 2012 (qui fait certifier la copie de la CIN au commissariat, pas à la commune). Texte : loi n° 62-006 du 6 juin 1962 et décret n° 94-652 du 11 octobre 1994 retrouvés (copies du Journal officiel sur Refworld) ; aucun texte propre au visa du fokontany trouvé. Terme malgache « fanamarinana fampiantranoana » à valider.',
  },
  sources: [
    { title: 'Torolalana — Demander un Visa d’Hébergement', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/demander-un-visa-d-hebergement', seen: '2026-11-25', published: '2026-02', supports: ['cost', 'whereToApply', 'steps', 'faq', 'processingTime'] },
    { title: 'Décret n° 94-652 fixant les modalités d’application de la loi n° 62-006 (texte du Journal officiel du 7 novembre 1994)', publisher: 'Refworld (HCR), lu dans l’archive web du HCR', kind: 'secondary', url: 'https://www.refworld.org/docid/3ae6b4ef0.html', seen: '2026-11-25', published: '1994-11-07', supports: ['legalReferences'] },
    { title: 'Loi n° 62-006 du 6 juin 1962 fixant l’organisation et le contrôle de l’immigration (texte du Journal officiel du 16 juin 1962)', publisher: 'Refworld (HCR), lu dans l’archive web du HCR', kind: 'secondary', url: 'https://www.refworld.org/docid/3ae6b4f14.html', seen: '2026-11-25', published: '1962-06-16', supports: ['legalReferences'] },
    { title: 'Va-et-vient administratif : visa de rapprochement familial (témoignage)', publisher: 'Blog Madagascar aventures', kind: 'secondary', url: 'http://madagascar-aventures.blogspot.com/2012/05/va-et-vient-administratif.html', seen: '2026-11-23', published: '2012-05-21', supports: ['documents'] },
    { title: 'Visa de séjour à Madagascar : le gouvernement dévoile les nouveaux tarifs (visa transformable 182 000 Ar)', publisher: 'Habari za Comores (reprise d’Orange Actu)', kind: 'press', url: 'https://www.habarizacomores.com/2026/02/visa-de-sejour-madagascar-le.html', seen: '2026-11-23', published: '2026-02', supports: ['cost'] },
    { title: 'Légalisation de signature à la commune (délivrance toutes les heures)', publisher: 'Madagascar Tribune', kind: 'press', url: 'https://madagascar-tribune.com/Aucun-cadre-legal-n-impose-cette,4623.html', seen: '2026-11-23', published: '2008-02-06', supports: ['steps'] },
    { title: 'Démarche de demande de visa pour les séjours de plus de 3 mois', publisher: 'doczz.fr (document déposé par un particulier)', kind: 'secondary', url: 'https://doczz.fr/doc/4819306/voir-la-liste-des-pi%C3%A8ces-demand%C3%A9es.', seen: '2026-11-23', supports: ['faq'] },
    { title: 'Partir à Madagascar : séjour inférieur ou supérieur à 3 mois', publisher: 'Blog Agir avec Madagascar', kind: 'secondary', url: 'http://agir.avec.madagascar.over-blog.com/2016/03/partir-a-madagascar.html', seen: '2026-11-23', published: '2016-03', supports: ['faq'] },
    { title: 'Profil synoptique des conditions de séjour et de circulation des étrangers à Madagascar', publisher: 'PRIORI (copie sur doczz.fr)', kind: 'secondary', url: 'https://doczz.fr/doc/5962076/profil-synoptique-des-conditions-d-%C3%A9mission-de-s%C3%A9jour-et-de', seen: '2026-11-23', published: '2008', supports: ['faq'] },
    { title: 'Les visas à Madagascar', publisher: 'Expat.com', kind: 'secondary', url: 'https://www.expat.com/fr/guide/afrique/madagascar/3599-les-visas-a-madagascar.html', seen: '2026-11-23', supports: ['faq'] },
  ],
}
export default service

import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: "inscription-a-l-universite",
  category: "etudes-superieures",
  ministry: "mesupres",
  slug: { fr: "inscription-a-l-universite", mg: "fisoratana-anarana-any-amin-ny-oniversite" },
  title: { fr: "S'inscrire à l'université publique", mg: "Fisoratana anarana any amin'ny oniversite panjakana" },
  summary: {
    fr: "Après le baccalauréat, l'entrée en première année dans une université publique se fait sur dossier, par test d'accès ou par concours. Ce guide explique les étapes, les pièces et les frais.",
    mg: "Aorian'ny bakalorea, miankina amin'ny fandinihana antontan-taratasy, fitsapana fidirana na fifaninanana ny fidirana amin'ny taona voalohany ao amin'ny oniversite panjakana. Ity torolalana ity dia manazava ny dingana, ny taratasy ilaina ary ny sarany.",
  },
  audience: {
    fr: "Les nouveaux bacheliers et les titulaires du baccalauréat qui veulent entrer dans une université publique (Antananarivo, Fianarantsoa, Toamasina, Mahajanga, Toliara, Antsiranana, ou l'une des universités régionales ouvertes en 2025 : Itasy, Sava, Vakinankaratra, Melaky, Analanjirofo) ou dans un institut supérieur public.",
    mg: "Ireo vao nahazo bakalorea sy ireo manana bakalorea te hiditra ao amin'ny oniversite panjakana iray (Antananarivo, Fianarantsoa, Toamasina, Mahajanga, Toliara, Antsiranana, na iray amin'ireo oniversite isam-paritra nisokatra tamin'ny 2025 : Itasy, Sava, Vakinankaratra, Melaky, Analanjirofo) na ao amin'ny ivon'ampianarana ambony panjakana.",
  },
  documents: {
    fr: [
      "Fiche de préinscription remplie (téléchargeable sur le site de certaines universités ou retirée sur place)",
      "Copie de l'acte de naissance de moins de 6 mois",
      "Photocopie certifiée du relevé de notes du baccalauréat (ou de l'attestation de réussite)",
      { item: "Enveloppes timbrées à votre adresse", quantity: 2, unsure: "demandé à Mahajanga, à vérifier pour votre université" },
      "Reçu du versement des frais de préinscription à la banque indiquée par l'université",
      { item: "Personne naturalisée depuis moins de 3 mois : certificat de nationalité", unsure: "demandé à Mahajanga, à vérifier pour votre université" },
    ],
    mg: [
      "Taratasy fisoratana mialoha feno (azo alaina ao amin'ny tranokalan'ny oniversite sasany na alaina eny an-toerana)",
      "Kopia nahaterahana tsy mihoatra ny 6 volana",
      "Dika mitovy voamarina amin'ny taratasy misy ny naoty tamin'ny bakalorea (na fanamarinana fahombiazana)",
      { item: "Valopy misy hajia sy ny adiresinao", quantity: 2, unsure: "takiana tany Mahajanga, hamarino any amin'ny oniversitenao" },
      "Rosia fandoavana ny saran'ny fisoratana mialoha any amin'ny banky tondroin'ny oniversite",
      { item: "Olona vao nahazo zom-pirenena tao anatin'ny 3 volana: taratasy fanamarinana zom-pirenena", unsure: "takiana tany Mahajanga, hamarino any amin'ny oniversitenao" },
    ],
  },
  cost: {
    free: false,
    details: {
      fr: "Les frais varient selon l'université et la filière. Exemple : à l'université de Mahajanga pour 2025-2026, la préinscription coûtait 70 000 Ar pour les nationaux et 110 000 Ar pour les étrangers ; à l'université d'Antananarivo, les frais d'inscription étaient de 40 000 à 50 000 Ar en 2024. Les concours et tests d'accès peuvent avoir leurs propres droits, et des droits d'inscription administrative s'ajoutent après l'admission.",
      mg: "Miovaova arakaraka ny oniversite sy ny sampam-pianarana ny sarany. Ohatra: tao amin'ny oniversiten'i Mahajanga ho an'ny taona 2025-2026, 70 000 Ar ho an'ny teratany ary 110 000 Ar ho an'ny vahiny ny fisoratana mialoha ; tao amin'ny oniversiten'Antananarivo, 40 000 ka hatramin'ny 50 000 Ar ny saram-pisoratana tamin'ny 2024. Mety manana ny sarany manokana ny fifaninanana sy ny fitsapana fidirana, ary misy saram-pisoratana ara-pitantanana fanampiny rehefa voaray.",
    },
  },
  processingTime: {
    fr: "Les préinscriptions et concours ont lieu en général de septembre à décembre, après la publication des résultats du bac (à Mahajanga, du 15 septembre au 31 octobre 2025). Les dates changent chaque année selon l'établissement.",
    mg: "Matetika manomboka amin'ny septambra ka hatramin'ny desambra ny fisoratana mialoha sy ny fifaninanana, aorian'ny famoahana ny valim-panadinana bakalorea (tany Mahajanga, 15 septambra ka hatramin'ny 31 oktobra 2025). Miova isan-taona arakaraka ny ivon'ampianarana ny daty.",
  },
  whereToApply: {
    fr: "Au service de la scolarité de la faculté, de l'école ou de l'institut choisi, ou en ligne lorsque l'université le propose. Exemples à Antananarivo : examen de dossier pour la médecine et les sciences, test d'accès pour les lettres, le droit et l'économie, concours pour l'ENS, l'ESSA et l'ESPA.",
    mg: "Any amin'ny sampan-draharaha misahana ny fisoratana ao amin'ny fakiolte, sekoly na ivon'ampianarana nofidinao, na an-tserasera raha manolotra izany ny oniversite. Ohatra any Antananarivo: fandinihana antontan-taratasy ho an'ny fitsaboana sy ny siansa, fitsapana fidirana ho an'ny literatiora, ny lalàna ary ny toekarena, fifaninanana ho an'ny ENS, ESSA ary ESPA.",
  },
  steps: {
    fr: [
      { title: "Choisissez votre filière", detail: "Informez-vous au salon de l'étudiant et sur les sites des universités. Les places en première année sont limitées." },
      { title: "Vérifiez le mode d'entrée et les dates", detail: "Selon la filière : sélection sur dossier, test d'accès ou concours. Notez les dates d'ouverture et de clôture des dossiers." },
      { title: "Payez les frais de préinscription", detail: "Versez le montant demandé à la banque indiquée sur la fiche et gardez le reçu." },
      { title: "Déposez ou envoyez votre dossier", detail: "Déposez-le au service de la scolarité ou envoyez-le par la poste avant la date limite, selon ce que permet l'établissement." },
      { title: "Passez les épreuves de sélection", detail: "Présentez-vous au test ou au concours avec votre convocation et votre CIN." },
      { title: "Finalisez l'inscription après l'admission", detail: "Si vous êtes admis, faites votre inscription administrative et demandez en même temps la bourse d'études." },
    ],
    mg: [
      { title: "Safidio ny sampam-pianarana", detail: "Makà vaovao any amin'ny fampirantiana ho an'ny mpianatra sy ao amin'ny tranokalan'ny oniversite. Voafetra ny toerana amin'ny taona voalohany." },
      { title: "Hamarino ny fomba fidirana sy ny daty", detail: "Arakaraka ny sampam-pianarana: fifantenana amin'ny antontan-taratasy, fitsapana fidirana na fifaninanana. Soraty ny daty anokafana sy anakatonana ny fametrahana taratasy." },
      { title: "Aloavy ny saran'ny fisoratana mialoha", detail: "Aloavy any amin'ny banky voalaza ao amin'ny taratasy ny vola takiana ary tehirizo ny rosia." },
      { title: "Apetraho na alefaso ny antontan-taratasinao", detail: "Apetraho any amin'ny sampan-draharaha misahana ny fisoratana na alefaso amin'ny paositra alohan'ny daty farany, araka izay avelan'ny ivon'ampianarana." },
      { title: "Ataovy ny fanadinana fifantenana", detail: "Tongava amin'ny fitsapana na fifaninanana mitondra ny taratasy fiantsoana sy ny CIN-nao." },
      { title: "Vitao ny fisoratana rehefa voaray", detail: "Raha voaray ianao dia ataovy ny fisoratana ara-pitantanana ary angataho miaraka amin'izay ny vatsim-pianarana." },
    ],
  },
  legalReferences: {
    fr: [
      "Loi n° 2004-004 du 26 juillet 2004 portant orientation générale du système d'éducation, d'enseignement et de formation à Madagascar",
      "Textes relatifs à l'organisation des études supérieures selon le système Licence-Master-Doctorat (LMD)",
      "Décret n° 2002-565 du 4 juillet 2002 (organisation de l'université d'Antananarivo)",
    ],
    mg: [
      "Lalàna laharana faha-2004-004 tamin'ny 26 jolay 2004 mametraka ny fitsipika ankapoben'ny rafitry ny fanabeazana, ny fampianarana ary ny fiofanana eto Madagasikara",
      "Didy mifehy ny fandaminana ny fampianarana ambony araka ny rafitra Licence-Master-Doctorat (LMD)",
      "Didim-panjakana laharana faha-2002-565 tamin'ny 4 jolay 2002 (fandaminana ny Oniversiten'Antananarivo)",
    ],
  },
  faq: {
    fr: [
      { question: "Que faire si je ne suis pas admis dans une université publique ?", answer: "Vous pouvez tenter une autre filière ou une autre université publique, ou choisir un établissement privé. Vérifiez alors que la formation est habilitée par le ministère de l'Enseignement supérieur." },
      { question: "Comment savoir si un diplôme d'une école privée est reconnu ?", answer: "Consultez la liste des formations habilitées publiée par le ministère de l'Enseignement supérieur et de la Recherche scientifique." },
      { question: "Puis-je m'inscrire l'année suivant mon bac ?", answer: "Oui, en général les titulaires d'un bac des années précédentes peuvent candidater, mais certaines filières limitent l'année d'obtention du bac. Lisez bien l'avis de concours." },
    ],
    mg: [
      { question: "Inona no atao raha tsy voaray any amin'ny oniversite panjakana aho?", answer: "Afaka manandrana sampam-pianarana hafa na oniversite panjakana hafa ianao, na misafidy ivon'ampianarana tsy miankina. Amin'izay dia hamarino fa nahazo fankatoavana avy amin'ny Ministeran'ny Fampianarana ambony ilay fiofanana." },
      { question: "Ahoana no hahafantarana raha ekena ny diplaoman'ny sekoly tsy miankina?", answer: "Jereo ny lisitry ny fiofanana nahazo fankatoavana avoakan'ny Ministeran'ny Fampianarana ambony sy ny Fikarohana ara-tsiansa." },
      { question: "Afaka misoratra anarana amin'ny taona manaraka ny nahazoako bakalorea ve aho?", answer: "Eny, amin'ny ankapobeny afaka milatsaka ireo nahazo bakalorea tamin'ny taona lasa, saingy misy sampam-pianarana mametra ny taona nahazoana bakalorea. Vakio tsara ny filazana momba ny fifaninanana." },
    ],
  },
  youReceive: {
    fr: "Après l'admission et l'inscription administrative : la carte d'étudiant et le certificat de scolarité de votre établissement.",
    mg: "Aorian'ny fandraisana sy ny fisoratana ara-pitantanana: ny karatry ny mpianatra sy ny taratasy fanamarinana fianarana avy amin'ny ivon'ampianaranao.",
  },
  onlineServices: { fr: [], mg: [] },
  related: ["resultats-du-baccalaureat", "bourse-d-etudes-universitaires", "equivalence-de-diplome", "acte-de-naissance"],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Texte : loi n° 2004-004 du 26 juillet 2004 retrouvée (texte publié par l\'Université Laval ; date confirmée par la loi n° 2008-011 qui la modifie) ; texte sur le système LMD non trouvé, à vérifier au Journal officiel ; décret n° 2002-565 du 4 juillet 2002 (université d\'Antananarivo) ajouté d\'après Torolalana. Les pièces et frais (70 000 / 110 000 Ar) viennent de l\'université de Mahajanga pour 2025-2026 (deux lignes de pièces marquées « à vérifier ») et les frais d\'Antananarivo de la presse (2024) : à vérifier pour les autres universités et l\'année en cours. Préinscriptions par internet officielles non vérifiées (aucune URL fiable trouvée, donc aucun lien affiché). Terme malgache « hajia » (timbre) pour les enveloppes timbrées à valider. Torolalana, fiche « Université d\'Antananarivo » (lu dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana) : organisation de l\'université et liste des facultés et mentions, sans procédure d\'inscription, ni pièces, ni frais ; aucun désaccord avec la fiche.',
  },
  sources: [
    { title: 'Loi n° 2004-004 portant orientation générale du système d’éducation, d’enseignement et de formation à Madagascar (texte ; article 1 : enseignement obligatoire à partir de 6 ans)', publisher: 'Université Laval, site L’aménagement linguistique dans le monde', kind: 'secondary', url: 'https://axl-cefan.cstip.ulaval.ca/afrique/madagascar-loi-004-2004.htm', seen: '2026-11-25', published: '2004-07-26', supports: ['legalReferences'] },
    { title: 'Torolalana — Université d’Antananarivo (décret n° 2002-565 du 4 juillet 2002, liste des facultés, écoles et mentions)', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/universite-d-antananarivo', seen: '2026-11-25', published: '2026-02', supports: ['legalReferences'] },
    { title: 'Université de Mahajanga : inscriptions ouvertes jusqu’au 31 octobre (pièces et frais 2025-2026)', publisher: 'L’Express de Madagascar (via AllAfrica)', kind: 'press', url: 'https://fr.allafrica.com/stories/202509200107.html', seen: '2026-11-23', published: '2025-09-20', supports: ['documents', 'cost', 'processingTime'] },
    { title: 'Capacité d’accueil de l’université d’Antananarivo et modes d’entrée par faculté', publisher: 'La Gazette de la Grande Île', kind: 'press', url: 'http://www.lagazette-dgi.com/?p=20751', seen: '2026-11-23', published: '2018-10-23', supports: ['whereToApply'] },
    { title: 'Ankatso : frais d’inscription de 40 000 à 50 000 Ar', publisher: 'RFI (via AllAfrica)', kind: 'press', url: 'https://fr.allafrica.com/stories/202410020559.html', seen: '2026-11-23', published: '2024-10-02', supports: ['cost'] },
    { title: 'Nouvelles universités régionales (Itasy, Sava, Vakinankaratra, Melaky, Analanjirofo)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202508270143.html', seen: '2026-11-23', published: '2025-08-27', supports: ['audience'] },
    { title: 'Enseignement supérieur : ouverture des concours dans les universités publiques', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/23/08/2023/enseignement-superieur-ouverture-des-concours-dans-les-universites-publiques/', seen: '2026-11-23', published: '2023-08-23', supports: ['processingTime', 'steps'] },
    { title: 'Université d’Antananarivo : les inscriptions pour les concours débutent', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpressmada.com/blog/actualites/universite-dantananarivo-les-inscriptions-pour-debutent-les-concours/', seen: '2026-11-23', supports: ['processingTime', 'steps'] },
    { title: 'Accréditation et habilitation des formations', publisher: 'Newsmada', kind: 'press', url: 'https://newsmada.com/?p=96913', seen: '2026-11-23', supports: ['faq'] },
  ],
}
export default service

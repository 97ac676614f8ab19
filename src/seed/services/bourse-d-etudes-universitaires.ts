import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: "bourse-d-etudes-universitaires",
  category: "etudes-superieures",
  ministry: "mesupres",
  slug: { fr: "bourse-d-etudes-universitaires", mg: "vatsim-pianarana-oniversite" },
  title: { fr: "Bourse d'études universitaires", mg: "Vatsim-pianarana ho an'ny mpianatra eny amin'ny oniversite" },
  summary: {
    fr: "Les étudiants des universités publiques peuvent recevoir une bourse d'études de l'État, versée par mois avec une allocation d'équipement. Ce guide explique qui y a droit, comment la demander et comment elle est payée.",
    mg: "Afaka mahazo vatsim-pianarana avy amin'ny Fanjakana, aloa isam-bolana miampy vola fividianana fitaovana, ireo mpianatra ao amin'ny oniversite panjakana. Ity torolalana ity dia manazava hoe iza no mahazo izany, ahoana no angatahana azy ary ahoana no andoavana azy.",
  },
  audience: {
    fr: "Les étudiants malgaches régulièrement inscrits dans l'une des six universités publiques (Antananarivo, Fianarantsoa, Toamasina, Mahajanga, Toliara, Antsiranana), dans les instituts supérieurs rattachés au ministère de l'Enseignement supérieur et dans les universités de proximité.",
    mg: "Ireo mpianatra malagasy voasoratra ara-dalàna ao amin'ny iray amin'ireo oniversite panjakana enina (Antananarivo, Fianarantsoa, Toamasina, Mahajanga, Toliara, Antsiranana), ao amin'ireo ivon'ampianarana ambony miankina amin'ny Ministeran'ny Fampianarana ambony ary ao amin'ireo oniversite akaiky vahoaka.",
  },
  documents: {
    fr: [
      "Demande de bourse faite lors de l'inscription (formulaire de l'établissement)",
      "Carte d'étudiant ou certificat d'inscription de l'année en cours",
      "Copie de la CIN",
      "Relevé de notes de l'année précédente ou du baccalauréat (nouveaux bacheliers)",
      "Carte de paiement électronique (e-poketra) ou autre moyen de paiement indiqué par l'université",
    ],
    mg: [
      "Fangatahana vatsim-pianarana atao mandritra ny fisoratana anarana (taratasy avy amin'ny ivon'ampianarana)",
      "Karatry ny mpianatra na taratasy fanamarinana fisoratana amin'ny taona ankehitriny",
      "Dika mitovy amin'ny CIN",
      "Taratasy misy ny naoty tamin'ny taona lasa na tamin'ny bakalorea (ho an'ny vao nahazo bakalorea)",
      "Karatra fandoavam-bola elektronika (e-poketra) na fomba fandoavana hafa tondroin'ny oniversite",
    ],
  },
  cost: {
    free: true,
    details: {
      fr: "La demande est gratuite. Montants indicatifs relevés dans la presse : environ 24 200 Ar par mois en première année de licence et 48 400 Ar par mois en master, plus une allocation d'équipement une fois par an. Redoublants : 6 050 Ar par mois en L1 et 12 100 Ar par mois en master. Ces montants ne sont pas officiels (témoignage publié en 2024). La bourse couvre en principe dix mois.",
      mg: "Maimaim-poana ny fangatahana. Vola voalaza tao amin'ny gazety, ho fanondroana: eo amin'ny 24 200 Ar isam-bolana amin'ny taona voalohany amin'ny licence ary 48 400 Ar isam-bolana amin'ny master, miampy vola fividianana fitaovana indray mandeha isan-taona. Ho an'ny mamerina taona: 6 050 Ar isam-bolana amin'ny L1 ary 12 100 Ar isam-bolana amin'ny master. Tsy ofisialy ireo vola ireo (fijoroana vavolombelona navoaka tamin'ny 2024). Folo volana no andrakofany amin'ny ankapobeny.",
    },
  },
  processingTime: {
    fr: "Les bourses sont versées par tranches (par exemple trois ou cinq mois à la fois) selon un calendrier publié par le ministère, souvent plusieurs mois après la rentrée. Les étudiants en master sont généralement payés en premier, ceux de première année en dernier.",
    mg: "Aloa isaky ny ampahany (ohatra telo na dimy volana indray mandeha) ny vatsim-pianarana araka ny tetiandro avoakan'ny ministera, matetika volana maromaro aorian'ny fidirana. Matetika ireo mpianatra amin'ny master no voaloa voalohany, ireo amin'ny taona voalohany no farany.",
  },
  whereToApply: {
    fr: "Au service des bourses ou à la scolarité de votre faculté, école ou institut, au moment de l'inscription. Le paiement se fait aux caisses ouvertes par l'université, par la Poste ou sur la carte e-poketra, selon les établissements.",
    mg: "Any amin'ny sampan-draharaha misahana ny vatsim-pianarana na ny fisoratana ao amin'ny fakiolte, sekoly na ivon'ampianarana misy anao, mandritra ny fisoratana anarana. Any amin'ny toeram-pandoavana sokafan'ny oniversite, amin'ny alalan'ny Paositra na amin'ny karatra e-poketra no andoavana azy, arakaraka ny ivon'ampianarana.",
  },
  steps: {
    fr: [
      { title: "Demandez la bourse dès l'inscription", detail: "Cochez ou remplissez la demande de bourse en même temps que votre inscription administrative. Sans demande, vous ne serez pas sur la liste." },
      { title: "Vérifiez la liste des boursiers", detail: "L'établissement affiche la liste des bénéficiaires. Si votre nom manque, faites une réclamation avant le premier paiement." },
      { title: "Suivez le calendrier de paiement", detail: "Le ministère publie les dates de paiement par université et par niveau. Un paiement manqué sans motif sérieux peut faire perdre le mois concerné." },
      { title: "Percevez votre bourse", detail: "Présentez-vous avec votre carte d'étudiant et votre CIN au guichet indiqué, ou vérifiez le crédit sur votre carte e-poketra." },
      { title: "Gardez votre droit à la bourse", detail: "Soyez assidu et présentez-vous aux examens de première session : un étudiant absent aux examens ne touche plus la bourse." },
    ],
    mg: [
      { title: "Angataho ny vatsim-pianarana rehefa misoratra anarana", detail: "Fenoy ny fangatahana vatsim-pianarana miaraka amin'ny fisoratana anarana ara-pitantanana. Raha tsy mangataka ianao dia tsy ho ao anaty lisitra." },
      { title: "Hamarino ny lisitry ny mahazo vatsim-pianarana", detail: "Mametaka ny lisitry ny mpisitraka ny ivon'ampianarana. Raha tsy ao ny anaranao dia manaova fitarainana alohan'ny fandoavana voalohany." },
      { title: "Araho ny tetiandro fandoavana", detail: "Mamoaka ny daty fandoavana isaky ny oniversite sy isaky ny ambaratonga ny ministera. Raha tsy tonga ianao nefa tsy misy antony mitombina dia mety ho very ny volana voakasika." },
      { title: "Raiso ny vatsim-pianaranao", detail: "Mankanesa eo amin'ny toerana voatondro mitondra ny karatry ny mpianatra sy ny CIN-nao, na hamarino raha efa tonga ao amin'ny karatra e-poketra ny vola." },
      { title: "Tandremo tsy ho very ny zonao", detail: "Manatreha tsy tapaka ary manaova ny fanadinana voalohany: tsy mahazo vatsim-pianarana intsony ny mpianatra tsy nanatrika fanadinana." },
    ],
  },
  legalReferences: {
    fr: [
      "Textes réglementaires du ministère de l'Enseignement supérieur et de la Recherche scientifique fixant le régime et le montant des bourses d'études",
      "Calendrier annuel de paiement des bourses publié par le ministère",
    ],
    mg: [
      "Didy avy amin'ny Ministeran'ny Fampianarana ambony sy ny Fikarohana ara-tsiansa mamaritra ny fitsipika sy ny habetsahan'ny vatsim-pianarana",
      "Tetiandro fandoavana vatsim-pianarana avoakan'ny ministera isan-taona",
    ],
  },
  faq: {
    fr: [
      { question: "Les étudiants des universités privées ont-ils droit à cette bourse ?", answer: "Non, cette bourse concerne les établissements publics d'enseignement supérieur. Certaines écoles privées ou partenaires proposent leurs propres aides." },
      { question: "Pourquoi la bourse arrive-t-elle en retard ?", answer: "La liste définitive des boursiers doit être vérifiée établissement par établissement avant le paiement. Le ministère paie ensuite par tranches, selon un calendrier." },
      { question: "Existe-t-il des bourses pour étudier à l'étranger ?", answer: "Oui, des pays partenaires offrent des bourses (Chine, Inde, Türkiye, Japon, États-Unis…). Renseignez-vous auprès du ministère de l'Enseignement supérieur et des ambassades concernées." },
    ],
    mg: [
      { question: "Mahazo io vatsim-pianarana io ve ny mpianatra ao amin'ny oniversite tsy miankina?", answer: "Tsia, ho an'ireo ivon'ampianarana ambony panjakana io vatsim-pianarana io. Misy sekoly tsy miankina na mpiara-miasa manome fanampiana manokana." },
      { question: "Nahoana no tara ny vatsim-pianarana?", answer: "Tsy maintsy hamarinina isaky ny ivon'ampianarana ny lisitra farany alohan'ny handoavana. Avy eo ny ministera no mandoa isaky ny ampahany, araka ny tetiandro." },
      { question: "Misy vatsim-pianarana hianarana any ivelany ve?", answer: "Eny, misy firenena mpiara-miasa manome vatsim-pianarana (Sina, India, Torkia, Japana, Etazonia…). Manontania any amin'ny Ministeran'ny Fampianarana ambony sy ny masoivoho voakasika." },
    ],
  },
  youReceive: {
    fr: "Le versement de la bourse (mensualités, par la Poste ou selon le mode indiqué par l'université) après l'inscription sur la liste des boursiers.",
    mg: "Ny vatsim-pianarana aloa (isam-bolana, amin'ny alalan'ny Paositra na araka ny fomba lazain'ny oniversite) rehefa voasoratra ao amin'ny lisitry ny mpahazo vatsim-pianarana.",
  },
  onlineServices: { fr: [], mg: [] },
  related: ["inscription-a-l-universite", "resultats-du-baccalaureat", "equivalence-de-diplome"],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-23',
  unconfirmed: ['cost', 'documents', 'whereToApply', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Montants : barème officiel introuvable ; 24 200 Ar/mois (L1), 48 400 Ar/mois (master) et montants des redoublants ne reposent que sur un témoignage publié en 2024 (25 000 à 40 000 Ar/mois selon RFI en 2022) ; montant de l\'allocation d\'équipement inconnu ; gratuité de la demande non confirmée. Pièces à fournir (formulaire, carte d\'étudiant, CIN, relevé de notes, e-poketra) non confirmées. Lieu et mode de paiement : seule la Poste est confirmée ; caisses de l\'université, carte e-poketra ou mobile money à vérifier ; service où déposer la demande non confirmé. Texte : aucun texte réglementaire fixant le régime des bourses trouvé. Critères d\'attribution (âge, redoublement, assiduité aux examens, non-cumul) à vérifier. Terme malgache « akaiky vahoaka » pour les universités de proximité à valider. Torolalana n\'a pas de fiche sur les bourses d\'études (catalogue de février 2026, lu dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana) : rien à comparer.',
  },
  sources: [
    { title: 'Les problèmes de bourse pour les étudiants de l’université d’Antsiranana (montants par niveau)', publisher: 'Témoignages (reporters étudiants)', kind: 'press', url: 'https://www.temoignages.re/international/madagascar-grande-ile/les-problemes-de-bourse-pour-les-etudiants-de-l-universite-d-antsiranana', seen: '2026-11-23', published: '2024-10-04', supports: ['cost'] },
    { title: 'Universités : paiement des bourses jusqu’en juin !', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/21431', seen: '2026-11-23', published: '2024-05-07', supports: ['processingTime'] },
    { title: 'Calendrier de paiement des bourses : les étudiants en master en tête de liste', publisher: 'La Vérité', kind: 'press', url: 'https://www.laverite.mg/societe/item/18644', seen: '2026-11-23', published: '2023-04-17', supports: ['processingTime'] },
    { title: 'Paiement des bourses d’études commencé le 6 mai 2024', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202405080252.html', seen: '2026-11-23', published: '2024-05-08', supports: ['processingTime', 'whereToApply'] },
    { title: 'Madagascar : la grogne des étudiants dans l’attente du versement de leurs bourses', publisher: 'RFI', kind: 'press', url: 'https://www.rfi.fr/fr/afrique/20220320-madagascar-la-grogne-des-%C3%A9tudiants-dans-l-attente-du-versement-de-leurs-bourses', seen: '2026-11-23', published: '2022-03-20', supports: ['processingTime'] },
    { title: 'Bourses d’études à l’université d’Antananarivo (dix mois et équipement)', publisher: 'Madonline (blog)', kind: 'secondary', url: 'https://www.madonline.com/?p=2379', seen: '2026-11-23', supports: ['cost'] },
  ],
}
export default service

import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: "resultats-du-baccalaureat",
  category: "education",
  ministry: "office-du-bac",
  slug: { fr: "resultats-du-baccalaureat", mg: "valim-panadinana-bakalorea" },
  title: { fr: "Consulter les résultats du baccalauréat", mg: "Fijerena ny valim-panadinana bakalorea" },
  summary: {
    fr: "Ce guide explique comment et quand les résultats du baccalauréat sont publiés, par quels canaux officiels les consulter, et comment obtenir ensuite votre relevé de notes et votre attestation de réussite.",
    mg: "Ity torolalana ity dia manazava ny fomba sy ny fotoana amoahana ny valim-panadinana bakalorea, ireo fantsona ofisialy hijerena azy, ary ny fomba hahazoana avy eo ny taratasy misy ny naotinao sy ny fanamarinana fahombiazana.",
  },
  audience: {
    fr: "Les candidats au baccalauréat (général, technologique, professionnel et technique) et leurs parents.",
    mg: "Ireo kandidà tamin'ny bakalorea (ankapobe, teknolojika, matihanina sy teknika) sy ny ray aman-dreniny.",
  },
  documents: {
    fr: [
      "Votre numéro d'inscription (numéro de table) figurant sur votre convocation",
      "Votre nom complet tel qu'inscrit au dossier de candidature",
      { item: "Pour retirer le relevé de notes ou l'attestation de réussite : CIN (ou autre pièce d'identité) et convocation", unsure: "pièces à confirmer auprès du service du baccalauréat" },
    ],
    mg: [
      "Ny laharam-pisoratanao (laharana eo amin'ny latabatra) voasoratra ao amin'ny taratasy fiantsoana",
      "Ny anaranao feno araka ny voasoratra tao amin'ny antontan-taratasy fisoratana",
      { item: "Raha haka ny taratasy misy ny naoty na ny fanamarinana fahombiazana: kara-panondrom-pirenena (CIN) na taratasy famantarana hafa, ary taratasy fiantsoana", unsure: "hamarinina any amin'ny sampan-draharaha misahana ny bakalorea ny antontan-taratasy" },
    ],
  },
  cost: {
    free: true,
    details: {
      fr: "Gratuit sur les listes affichées dans les centres d'examen et sur les sites officiels ; le SMS de résultat (au tarif de votre opérateur, non publié) et le journal des résultats sont payants. Ce prix paie le canal, pas le résultat : personne ne peut exiger d'argent pour vous donner votre résultat.",
      mg: "Maimaim-poana amin'ny lisitra apetaka ao amin'ny foibe nanaovana fanadinana sy amin'ny tranokala ofisialy ; andoavam-bola kosa ny SMS mampahafantatra ny valiny (araka ny sarany faritan'ny orinasan-tariby ampiasainao, tsy navoaka) sy ny gazety mamoaka ny valiny. Ny fantsona no aloanao fa tsy ny valiny : tsy misy afaka mitaky vola aminao hanomezana anao ny valinao.",
    },
  },
  processingTime: {
    fr: "Les résultats sont publiés province par province. En 2025, ils sont sortis entre la mi-août et le 24 août ; Antananarivo, qui a le plus de candidats, publie en dernier. Pour la session 2026, les épreuves ayant lieu du 17 au 27 août, les résultats sont attendus en septembre 2026. Les listes sont souvent affichées de nuit.",
    mg: "Isam-paritany no amoahana ny valiny. Tamin'ny 2025, nivoaka teo anelanelan'ny tapaky ny volana aogositra sy ny 24 aogositra ny valiny ; Antananarivo, izay be kandidà indrindra, no farany mamoaka. Ho an'ny fizarana 2026, satria atao ny 17 ka hatramin'ny 27 aogositra ny fanadinana, amin'ny volana septambra 2026 no andrasana ny valiny. Matetika amin'ny alina no apetaka ny lisitra.",
  },
  whereToApply: {
    fr: "Tableaux d'affichage des centres d'examen (grands lycées) ; sites de consultation officiels indiqués par Torolalana pour les provinces d'Antsiranana, de Fianarantsoa, de Mahajanga, de Toamasina et de Toliara (voir « Services en ligne ») ; SMS auprès des trois opérateurs de téléphonie mobile partenaires (en 2025 : Airtel, Yas, ex-Telma, et Orange) ; journal partenaire désigné par l'université. Pour le relevé de notes, l'attestation de réussite ou une réclamation : la direction ou le service du baccalauréat de l'université de votre province.",
    mg: "Takelaka fametahana ao amin'ireo foibe nanaovana fanadinana (lisea lehibe); tranokala ofisialy hijerena ny valiny nomen'ny Torolalana ho an'ny faritanin'Antsiranana, Fianarantsoa, Mahajanga, Toamasina ary Toliara (jereo ny « Tolotra an-tserasera »); SMS amin'ireo orinasan-tariby finday telo mpiara-miasa (tamin'ny 2025: Airtel, Yas, Telma taloha, ary Orange); gazety mpiara-miasa voatondron'ny oniversite. Ho an'ny taratasy misy ny naoty, ny fanamarinana fahombiazana na fitarainana: ny fitaleavana na sampan-draharaha misahana ny bakalorea ao amin'ny oniversiten'ny faritany misy anao.",
  },
  steps: {
    fr: [
      { title: "Suivez les annonces officielles", detail: "L'université de votre province annonce la date de délibération et de publication. Méfiez-vous des rumeurs et des fausses listes sur les réseaux sociaux." },
      { title: "Consultez les résultats", detail: "Regardez les listes affichées dans les centres d'examen, consultez le site officiel de votre province quand il existe (voir « Services en ligne »), ou envoyez votre numéro par SMS selon les instructions officielles de votre opérateur." },
      { title: "Vérifiez par un second canal", detail: "En cas de doute, comparez avec l'affichage officiel au centre d'examen : c'est la référence." },
      { title: "Retirez votre relevé de notes", detail: "Quelques semaines plus tard, le service du baccalauréat délivre les relevés de notes et les attestations de réussite. Vous en aurez besoin pour vous inscrire à l'université.", unsure: "délai et lieu de retrait à confirmer auprès du service du baccalauréat" },
      { title: "Faites une réclamation si nécessaire", detail: "En cas d'erreur sur votre nom ou votre note, adressez-vous rapidement au service du baccalauréat de votre université avec votre convocation.", unsure: "procédure de réclamation à confirmer" },
    ],
    mg: [
      { title: "Araho ny fanambarana ofisialy", detail: "Ny oniversiten'ny faritany misy anao no manambara ny datin'ny fakan-kevitra sy ny famoahana ny valiny. Tandremo ny tsaho sy ny lisitra sandoka eny amin'ny tambajotra sosialy." },
      { title: "Jereo ny valiny", detail: "Jereo ny lisitra apetaka ao amin'ny foibe nanaovana fanadinana, jereo ny tranokala ofisialin'ny faritaninao raha misy (jereo ny « Tolotra an-tserasera »), na alefaso amin'ny SMS ny laharanao araka ny toromarika ofisialin'ny orinasan-tariby ampiasainao." },
      { title: "Hamarino amin'ny fantsona faharoa", detail: "Raha misy ahiahy, ampitahao amin'ny lisitra ofisialy apetaka ao amin'ny foibe nanaovana fanadinana: io no marina." },
      { title: "Alao ny taratasy misy ny naotinao", detail: "Herinandro vitsivitsy aty aoriana, ny sampan-draharaha misahana ny bakalorea no manome ny taratasy misy ny naoty sy ny fanamarinana fahombiazana. Ilainao izany hisoratana anarana any amin'ny oniversite.", unsure: "hamarinina any amin'ny sampan-draharaha misahana ny bakalorea ny fotoana sy ny toerana handraisana azy" },
      { title: "Manaova fitarainana raha ilaina", detail: "Raha misy diso ny anaranao na ny naotinao, manatona haingana ny sampan-draharaha misahana ny bakalorea ao amin'ny oniversitenao, mitondra ny taratasy fiantsoana.", unsure: "hamarinina ny fomba fanaovana fitarainana" },
    ],
  },
  legalReferences: {
    fr: [
      "Loi n° 2004-004 du 26 juillet 2004 portant orientation générale du système d'éducation, d'enseignement et de formation à Madagascar",
      "Textes du ministère de l'Enseignement supérieur et de la Recherche scientifique organisant l'examen du baccalauréat",
    ],
    mg: [
      "Lalàna laharana faha-2004-004 tamin'ny 26 jolay 2004 mametraka ny fitsipika ankapoben'ny rafitry ny fanabeazana, ny fampianarana ary ny fiofanana eto Madagasikara",
      "Didy avy amin'ny Ministeran'ny Fampianarana ambony sy ny Fikarohana ara-tsiansa mandrindra ny fanadinana bakalorea",
    ],
  },
  faq: {
    fr: [
      { question: "Le SMS m'annonce un résultat différent de l'affichage. Qui croire ?", answer: "L'affichage officiel au centre d'examen fait foi. En cas de contradiction, renseignez-vous auprès du service du baccalauréat de votre université." },
      { question: "Les résultats sont-ils publiés sur Internet ?", answer: "Oui pour cinq provinces : le portail officiel Torolalana donne les sites de consultation d'Antsiranana, Mahajanga et Toliara (bacc.digital.gov.mg), de Fianarantsoa (bacc.univ-fianarantsoa.mg) et de Toamasina (bacc.univ-toamasina.mg), ainsi que les pages Facebook des universités. Pour Antananarivo, aucun site n'est indiqué. Des pages non officielles publient aussi des listes : fiez-vous uniquement à ces adresses et aux canaux annoncés par votre université." },
      { question: "Quand aurai-je mon diplôme ?", answer: "Le relevé de notes et l'attestation de réussite sont délivrés d'abord ; le diplôme définitif est remis plus tard par le service du baccalauréat." },
    ],
    mg: [
      { question: "Hafa amin'ny lisitra apetaka ny valiny nambaran'ny SMS. Iza no marina?", answer: "Ny lisitra ofisialy apetaka ao amin'ny foibe nanaovana fanadinana no manan-kery. Raha mifanohitra izy ireo dia manontania any amin'ny sampan-draharaha misahana ny bakalorea ao amin'ny oniversitenao." },
      { question: "Avoaka amin'ny Internet ve ny valiny?", answer: "Eny ho an'ny faritany dimy: omen'ny vavahadin-tserasera ofisialy Torolalana ny tranokala hijerena ny valiny any Antsiranana, Mahajanga ary Toliara (bacc.digital.gov.mg), Fianarantsoa (bacc.univ-fianarantsoa.mg) ary Toamasina (bacc.univ-toamasina.mg), sy ny pejy Facebook-n'ireo oniversite. Tsy misy tranokala voatondro ho an'Antananarivo. Misy pejy tsy ofisialy mamoaka lisitra koa: ireo adiresy ireo sy ny fantsona nambaran'ny oniversitenao ihany no atokisana." },
      { question: "Rahoviana no ho azoko ny diplaomako?", answer: "Ny taratasy misy ny naoty sy ny fanamarinana fahombiazana no omena aloha; aty aoriana kokoa vao omen'ny sampan-draharaha misahana ny bakalorea ny diplaoma tena izy." },
    ],
  },
  youReceive: {
    fr: "Votre résultat (admis ou ajourné, avec la mention), puis le relevé de notes et l'attestation de réussite délivrés par le service du baccalauréat.",
    mg: "Ny valinao (afaka na tsy afaka, miaraka amin'ny mention), avy eo ny taratasy misy ny naoty sy ny fanamarinana fahombiazana omen'ny sampan-draharaha misahana ny bakalorea.",
  },
  onlineServices: {
    fr: [
      { label: "Résultats du bac — province d'Antsiranana", url: "https://bacc.digital.gov.mg/?province=antsiranana" },
      { label: "Résultats du bac — province de Fianarantsoa", url: "https://bacc.univ-fianarantsoa.mg" },
      { label: "Résultats du bac — province de Mahajanga", url: "https://bacc.digital.gov.mg/?province=mahajanga" },
      { label: "Résultats du bac — province de Toamasina", url: "https://bacc.univ-toamasina.mg/" },
      { label: "Résultats du bac — province de Toliara", url: "https://bacc.digital.gov.mg/?province=toliara" },
    ],
    mg: [
      { label: "Valim-panadinana bakalorea — faritanin'Antsiranana", url: "https://bacc.digital.gov.mg/?province=antsiranana" },
      { label: "Valim-panadinana bakalorea — faritanin'i Fianarantsoa", url: "https://bacc.univ-fianarantsoa.mg" },
      { label: "Valim-panadinana bakalorea — faritanin'i Mahajanga", url: "https://bacc.digital.gov.mg/?province=mahajanga" },
      { label: "Valim-panadinana bakalorea — faritanin'i Toamasina", url: "https://bacc.univ-toamasina.mg/" },
      { label: "Valim-panadinana bakalorea — faritanin'i Toliara", url: "https://bacc.digital.gov.mg/?province=toliara" },
    ],
  },
  related: ["inscription-au-baccalaureat", "inscription-a-l-universite", "bourse-d-etudes-universitaires"],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Torolalana, fiche « Consultation résultats BACC », lue dans une copie publique (dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026), donne les sites officiels de consultation de 5 provinces (bacc.digital.gov.mg pour Antsiranana, Mahajanga et Toliara ; bacc.univ-fianarantsoa.mg ; bacc.univ-toamasina.mg) et les pages Facebook des universités : ajoutés aux services en ligne et à la FAQ. Torolalana : consultation en ligne ; fiche : « aucun site web officiel trouvé » ; décision : suivre Torolalana (portail officiel) ; aucun site n\'y figure pour Antananarivo, ce que la fiche dit. Montant : coût du SMS et prix du journal des résultats non publiés. Pièces pour retirer le relevé de notes et l\'attestation : marquées « à confirmer » sur la ligne ; délai de retrait (« quelques semaines ») et procédure de réclamation non confirmés. Texte : loi n° 2004-004 du 26 juillet 2004 retrouvée (texte publié par l\'Université Laval) ; textes d\'organisation du bac non trouvés. Codes ou numéros SMS non vérifiés (aucun affiché). Malgache : « CIN na karapanondro » nommait deux fois la même pièce, réécrit « kara-panondrom-pirenena (CIN) ». Terme malgache « fakan-kevitra » pour la délibération à valider.',
  },
  sources: [
    { title: 'Loi n° 2004-004 portant orientation générale du système d’éducation, d’enseignement et de formation à Madagascar (texte)', publisher: 'Université Laval, site L’aménagement linguistique dans le monde', kind: 'secondary', url: 'https://axl-cefan.cstip.ulaval.ca/afrique/madagascar-loi-004-2004.htm', seen: '2026-11-25', published: '2004-07-26', supports: ['legalReferences'] },
    { title: 'Torolalana — Consultation résultats BACC', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/consultation-resultats-bacc', seen: '2026-11-25', published: '2026-02', supports: ['onlineServices', 'whereToApply', 'faq'] },
    { title: 'Résultats du bac à Antananarivo : canaux officiels', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202508200273.html', seen: '2026-11-23', published: '2025-08-20', supports: ['whereToApply', 'steps'] },
    { title: 'Délibération du 22 août 2025 : Airtel, Yas, Orange et le journal partenaire', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202508230088.html', seen: '2026-11-23', published: '2025-08-23', supports: ['whereToApply'] },
    { title: 'Résultats du bac proclamés le dimanche 24 août 2025', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202508250499.html', seen: '2026-11-23', published: '2025-08-25', supports: ['processingTime'] },
    { title: 'Baccalauréat à Antananarivo : les résultats publiés ce week-end (directeur des Examens nationaux)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/12000', seen: '2026-11-23', published: '2020-11-12', supports: ['processingTime'] },
    { title: 'Enseignement : l’année scolaire 2025-2026 des candidats au baccalauréat s’étendra sur 11 mois (épreuves du 17 au 27 août 2026)', publisher: 'Moov', kind: 'press', url: 'https://moov.mg/article/111203-enseignement-lannee-scolaire-2025-2026-des-candidats-au-baccalaureat-setendra-sur-11-mois', seen: '2026-11-23', published: '2026-01', supports: ['processingTime'] },
    { title: 'Examen officiel : les résultats du bac à la mi-août', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2025/07/examen-officiel-les-resultats-du.html', seen: '2026-11-23', published: '2025-07', supports: ['processingTime'] },
    { title: 'Toamasina : un taux de réussite de 45,21 % au bac (résultats par messages)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/09/11/2020/toamasina-un-taux-de-reussite-de-4521-au-bac/', seen: '2026-11-23', published: '2020-11-09', supports: ['whereToApply'] },
    { title: 'Examen : grosse confusion aux résultats du bac (adresse d’origine mal formée, lien retiré)', publisher: 'L’Express de Madagascar', kind: 'press', seen: '2026-11-23', published: '2017', supports: ['faq'] },
    { title: 'Baccalauréat 2017 : taux de réussite en baisse, 44,48 % pour Antananarivo (affichage dans les grands lycées)', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://www.midi-madagasikara.mg/societe/2017/08/25/baccalaureat-2017-taux-de-reussite-en-baisse-4448-pour-antananarivo/', seen: '2026-11-23', published: '2017-08-25', supports: ['whereToApply'] },
  ],
}
export default service

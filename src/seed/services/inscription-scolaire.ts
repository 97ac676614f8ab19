import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: "inscription-scolaire",
  category: "education",
  ministry: "men",
  slug: { fr: "inscription-scolaire", mg: "fisoratana-anarana-any-an-tsekoly" },
  title: {
    fr: "Inscrire son enfant à l'école publique",
    mg: "Fampidirana ny zanaka any amin'ny sekoly panjakana",
  },
  summary: {
    fr: "Ce guide explique comment inscrire ou réinscrire votre enfant dans une école primaire publique (EPP), un collège (CEG) ou un lycée public, et ce que vous aurez à payer.",
    mg: "Ity torolalana ity dia manazava ny fomba hampidirana na hanoratana indray ny zanakao ao amin'ny sekoly ambaratonga voalohany panjakana (EPP), kolejy (CEG) na lisea panjakana, ary ny vola mety haloanao.",
  },
  audience: {
    fr: "Les parents ou tuteurs d'un enfant en âge d'aller à l'école, pour une première inscription, une réinscription ou un changement d'établissement. Les familles vulnérables peuvent bénéficier de la gratuité totale.",
    mg: "Ny ray aman-dreny na mpiahy ny zaza efa tonga taona hianatra, ho an'ny fisoratana voalohany, fisoratana indray na famindrana sekoly. Afaka misitraka ny tsy fandoavam-bola tanteraka ireo fianakaviana sahirana.",
  },
  documents: {
    fr: [
      "Copie de l'acte de naissance de l'enfant (ou jugement supplétif si la naissance n'a pas été déclarée)",
      "Carnet de santé ou de vaccination de l'enfant, si l'école le demande",
      "Dernier bulletin de notes ou livret scolaire (réinscription)",
      "Certificat de radiation (« exeat ») de l'ancienne école en cas de changement d'établissement",
      "Photos d'identité de l'enfant, selon l'établissement",
      "Pour la gratuité : inscription sur la liste des familles vulnérables établie par le chef fokontany",
    ],
    mg: [
      "Kopia nahaterahan'ilay zaza (na didim-pitsarana mameno raha tsy voasoratra ny fahaterahany)",
      "Karinem-pahasalamana na karinem-panaovam-bakisinin'ilay zaza, raha angatahin'ny sekoly",
      "Taratasim-panamarinana naoty na bokikelin'ny mpianatra farany (fisoratana indray)",
      "Taratasy fanamarinana fialana (« exeat ») avy amin'ny sekoly teo aloha raha mifindra sekoly",
      "Sary famantaran'ilay zaza, arakaraka ny sekoly",
      "Ho an'ny tsy fandoavam-bola: fisoratana ao amin'ny lisitry ny fianakaviana sahirana ataon'ny sefom-pokontany",
    ],
  },
  cost: {
    free: false,
    details: {
      fr: "Le droit d'inscription dans les écoles publiques est gratuit selon le ministère de l'Éducation nationale. Les parents paient souvent une contribution fixée par l'assemblée générale des parents (FEFFI), surtout pour rémunérer les enseignants FRAM non subventionnés, ainsi que des frais généraux : de 15 000 à 70 000 Ar à l'EPP selon les écoles, davantage au CEG et au lycée. Les familles vulnérables recensées par le fokontany ne paient rien, pas même la contribution aux enseignants FRAM : une commission (chef fokontany, FEFFI, directeur) vérifie la situation des familles ; si l'école est pleine, l'enfant peut être orienté vers une autre école.",
      mg: "Maimaim-poana ny fisoratana anarana any amin'ny sekoly panjakana araka ny filazan'ny Ministeran'ny Fanabeazam-pirenena. Matetika anefa ny ray aman-dreny no mandoa anjara biriky tapahin'ny fivoriamben'ny ray aman-dreny (FEFFI), indrindra handoavana ny karaman'ny mpampianatra FRAM tsy omen'ny Fanjakana fanampiana, sy sarany ankapobeny: 15 000 ka hatramin'ny 70 000 Ar any amin'ny EPP arakaraka ny sekoly, mihoatra izany any amin'ny CEG sy ny lisea. Tsy mandoa na inona na inona ireo fianakaviana sahirana voasoratry ny fokontany, na dia ny anjara biriky ho an'ny mpampianatra FRAM aza : misy komity (sefom-pokontany, FEFFI, talen-tsekoly) manamarina ny toe-javatry ny fianakaviana ; raha feno ny sekoly dia mety halefa any amin'ny sekoly hafa ny zaza.",
    },
  },
  processingTime: {
    fr: "L'inscription se fait sur place le jour du dépôt, pendant la période fixée par le calendrier scolaire (en général en août, avant la rentrée de septembre). Certaines écoles n'ouvrent la réinscription que quelques jours : renseignez-vous tôt.",
    mg: "Vita eo no ho eo ny fisoratana amin'ny andro ametrahana ny taratasy, mandritra ny fotoana voafaritry ny tetiandro fianarana (matetika amin'ny volana aogositra, alohan'ny fidirana amin'ny septambra). Andro vitsivitsy ihany no anokafan'ny sekoly sasany ny fisoratana indray: manontania aloha.",
  },
  whereToApply: {
    fr: "Directement auprès de la direction de l'école (EPP), du collège (CEG) ou du lycée public le plus proche de chez vous. Pour la gratuité des familles vulnérables : chef fokontany. En cas de problème : la circonscription scolaire (CISCO) ou la direction régionale de l'Éducation nationale (DREN).",
    mg: "Mivantana any amin'ny talen'ny sekoly (EPP), kolejy (CEG) na lisea panjakana akaiky anao indrindra. Ho an'ny tsy fandoavam-bola ho an'ny fianakaviana sahirana: sefom-pokontany. Raha misy olana: ny faritra fanabeazana (CISCO) na ny fitantanana isam-paritry ny Fanabeazam-pirenena (DREN).",
  },
  steps: {
    fr: [
      { title: "Renseignez-vous sur les dates", detail: "Le ministère publie chaque année le calendrier des inscriptions. L'école affiche aussi ses dates et les pièces demandées." },
      { title: "Demandez la gratuité si votre famille est vulnérable", detail: "Faites-vous recenser auprès du chef fokontany. Un comité (fokontany, FEFFI, directeur) vérifie la situation et transmet la liste à l'école." },
      { title: "Préparez les documents", detail: "L'acte de naissance est indispensable. Si votre enfant n'en a pas, demandez un jugement supplétif au tribunal sans attendre." },
      { title: "Présentez-vous à l'école", detail: "Remplissez la fiche d'inscription avec le directeur. Demandez le détail et un reçu pour toute somme versée." },
      { title: "Assurez la rentrée", detail: "Notez la date de rentrée, la classe de votre enfant et la liste des fournitures. Si l'école est pleine, elle doit vous orienter vers une autre école." },
    ],
    mg: [
      { title: "Fantaro ny daty", detail: "Mamoaka isan-taona ny tetiandro fisoratana anarana ny ministera. Mametaka ny daty sy ny taratasy ilaina koa ny sekoly." },
      { title: "Angataho ny tsy fandoavam-bola raha sahirana ny fianakavianao", detail: "Misorata anarana any amin'ny sefom-pokontany. Misy komity (fokontany, FEFFI, talen-tsekoly) manamarina ny zava-misy ary mampita ny lisitra any amin'ny sekoly." },
      { title: "Omano ny taratasy", detail: "Tsy maintsy misy ny kopia nahaterahana. Raha tsy voasoratra ny fahaterahan'ny zanakao dia mangataha didim-pitsarana mameno any amin'ny fitsarana avy hatrany." },
      { title: "Mankanesa any amin'ny sekoly", detail: "Fenoy miaraka amin'ny talen-tsekoly ny taratasy fisoratana. Angataho ny antsipirihany sy ny rosia amin'ny vola rehetra aloanao." },
      { title: "Omano ny fidirana an-tsekoly", detail: "Soraty ny datin'ny fidirana, ny kilasin'ny zanakao ary ny lisitry ny fitaovana ilaina. Raha feno ny sekoly dia tsy maintsy atorony sekoly hafa ianao." },
    ],
  },
  legalReferences: {
    fr: [
      "Loi n° 2004-004 du 26 juillet 2004 portant orientation générale du système d'éducation, d'enseignement et de formation à Madagascar",
      "Note circulaire du ministère de l'Éducation nationale du 4 août 2021 (gratuité des droits d'inscription et de réinscription)",
      "Décisions et notes annuelles du ministère de l'Éducation nationale sur le calendrier scolaire et la gratuité des inscriptions",
    ],
    mg: [
      "Lalàna laharana faha-2004-004 tamin'ny 26 jolay 2004 mametraka ny fitsipika ankapoben'ny rafitry ny fanabeazana, ny fampianarana ary ny fiofanana eto Madagasikara",
      "Taratasy boribory avy amin'ny Ministeran'ny Fanabeazam-pirenena tamin'ny 4 aogositra 2021 (maimaim-poana ny fisoratana anarana sy ny fisoratana indray)",
      "Fanapahan-kevitra sy taratasy isan-taona avy amin'ny Ministeran'ny Fanabeazam-pirenena momba ny tetiandro fianarana sy ny tsy fandoavam-bola amin'ny fisoratana",
    ],
  },
  faq: {
    fr: [
      { question: "L'école publique est-elle vraiment gratuite ?", answer: "Le droit d'inscription est gratuit. Mais les parents financent souvent les enseignants FRAM non subventionnés et certains frais, selon ce que décide l'assemblée des parents. Les familles vulnérables recensées par le fokontany sont exonérées de tout." },
      { question: "L'école peut-elle refuser mon enfant sans acte de naissance ?", answer: "L'acte de naissance est exigé. Si votre enfant n'en a pas, lancez vite la procédure de jugement supplétif ; des opérations gratuites sont parfois organisées avec les communes." },
      { question: "À quel âge inscrire mon enfant ?", answer: "L'enseignement fondamental est obligatoire à partir de 6 ans. Renseignez-vous auprès de l'EPP pour le préscolaire." },
    ],
    mg: [
      { question: "Tena maimaim-poana ve ny sekoly panjakana?", answer: "Maimaim-poana ny fisoratana anarana. Matetika anefa ny ray aman-dreny no mamatsy vola ny mpampianatra FRAM tsy omena fanampiana sy sarany sasany, araka ny tapahin'ny fivorian'ny ray aman-dreny. Afaka amin'ny sarany rehetra ireo fianakaviana sahirana voasoratry ny fokontany." },
      { question: "Afaka mandà ny zanako tsy manana kopia nahaterahana ve ny sekoly?", answer: "Takiana ny kopia nahaterahana. Raha tsy voasoratra ny fahaterahan'ny zanakao dia atombohy haingana ny fangatahana didim-pitsarana mameno; misy indraindray ny hetsika maimaim-poana karakaraina miaraka amin'ny kaominina." },
      { question: "Amin'ny firy taona no tokony hampidirana ny zanako?", answer: "Tsy maintsy atao manomboka amin'ny 6 taona ny fampianarana fototra. Manontania any amin'ny EPP momba ny sekoly fanabeazana zaza madinika." },
    ],
  },
  youReceive: {
    fr: "L'inscription de l'enfant dans la classe, avec le reçu de la contribution versée s'il y en a une ; en cas de changement d'école, l'exeat délivré par l'ancienne école.",
    mg: "Ny fisoratan'ny zaza ao amin'ny kilasy, miaraka amin'ny rosian'ny anjara biriky naloa raha misy ; raha miova sekoly, ny exeat omen'ny sekoly taloha.",
  },
  onlineServices: { fr: [], mg: [] },
  related: ["acte-de-naissance", "jugement-suppletif-de-naissance", "vaccination", "inscription-au-baccalaureat"],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['processingTime', 'documents', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Pièces : liste officielle (acte de naissance, carnet de vaccination, bulletin, exeat, photos) non confirmée. Délai et période d\'inscription (« en général en août ») non confirmés : calendrier officiel de l\'année en cours à vérifier. Texte : loi n° 2004-004 du 26 juillet 2004 retrouvée (texte publié par l\'Université Laval ; date confirmée par la loi n° 2008-011 qui la modifie), son article 1 confirme l\'enseignement obligatoire à partir de 6 ans ; numéro de la note circulaire du 4 août 2021 introuvable. Maintien en 2026 de la gratuité pour les familles vulnérables (annoncée en 2024 et 2025) à vérifier. Les montants des contributions parentales viennent de reportages de presse (2020-2024) et varient fortement. Termes malgaches « faritra fanabeazana » (CISCO) et « didim-pitsarana solon\'ny sora-pahaterahana » à valider. Torolalana n\'a pas de fiche sur l\'inscription scolaire (catalogue de février 2026, lu dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana) : rien à comparer.',
  },
  sources: [
    { title: 'Loi n° 2004-004 portant orientation générale du système d’éducation, d’enseignement et de formation à Madagascar (texte ; article 1 : enseignement obligatoire à partir de 6 ans)', publisher: 'Université Laval, site L’aménagement linguistique dans le monde', kind: 'secondary', url: 'https://axl-cefan.cstip.ulaval.ca/afrique/madagascar-loi-004-2004.htm', seen: '2026-11-25', published: '2004-07-26', supports: ['legalReferences'] },
    { title: 'Loi n° 2008-011 modifiant certaines dispositions de la loi n° 2004-004 du 26 juillet 2004 (copie déposée sur Scribd)', publisher: 'Scribd (document déposé par un particulier)', kind: 'secondary', url: 'https://ru.scribd.com/document/476852106/Loi-2008-011-pdf', seen: '2026-11-25', published: '2008', supports: ['legalReferences'] },
    { title: 'Gratuité des inscriptions pour les plus vulnérables (commission fokontany, FEFFI, directeur ; capacité d’accueil)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202507240161.html', seen: '2026-11-23', published: '2025-07-24', supports: ['audience', 'cost', 'steps'] },
    { title: 'Enseignement public : les inscriptions à « zéro ariary » pour les plus vulnérables', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202408280300.html', seen: '2026-11-23', published: '2024-08-28', supports: ['audience', 'cost'] },
    { title: 'Mise en œuvre de la gratuité dans les fokontany (contribution parentale de 60 000 Ar citée)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202408290364.html', seen: '2026-11-23', published: '2024-08-29', supports: ['cost'] },
    { title: 'Éducation : le salaire des non-fonctionnaires à la charge des parents (note circulaire du 4 août 2021)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/06/08/2021/education-le-salaire-des-non-fonctionnaires-a-la-charge-des-parents/', seen: '2026-11-23', published: '2021-08-06', supports: ['cost', 'legalReferences'] },
    { title: 'Éducation : le taux d’inscription est faible', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/10/08/2023/education-le-taux-dinscription-est-faible/', seen: '2026-11-23', published: '2023-08-10', supports: ['summary'] },
    { title: 'Rentrée scolaire : les écoles publiques sont payantes', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/14/09/2020/rentree-scolaire-les-ecoles-publiques-sont-payantes/', seen: '2026-11-23', published: '2020-09-14', supports: ['cost'] },
    { title: 'Hausse des frais d’inscription dans les écoles publiques', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202408270133.html', seen: '2026-11-23', published: '2024-08-27', supports: ['cost'] },
    { title: 'Ivato : plusieurs personnes sans acte de naissance', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/14/09/2023/ivato-plusieurs-personnes-sans-acte-de-naissance/', seen: '2026-11-23', published: '2023-09-14', supports: ['faq'] },
  ],
}
export default service

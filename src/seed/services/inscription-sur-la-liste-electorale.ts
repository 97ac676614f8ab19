import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'inscription-sur-la-liste-electorale',
  category: 'citoyennete',
  ministry: 'ceni',
  slug: { fr: 'inscription-sur-la-liste-electorale', mg: 'fisoratana-anarana-amin-ny-lisi-pifidianana' },
  title: {
    fr: 'S’inscrire sur la liste électorale',
    mg: 'Misoratra anarana amin’ny lisi-pifidianana',
  },
  summary: {
    fr: 'Pour voter, votre nom doit figurer sur la liste électorale de votre fokontany. L’inscription se fait chaque année pendant la révision annuelle organisée par la CENI.',
    mg: 'Mba hahafahanao mifidy dia tsy maintsy hita ao amin’ny lisi-pifidianan’ny fokontany misy anao ny anaranao. Atao isan-taona ny fisoratana, mandritra ny fanavaozana isan-taona karakarain’ny CENI.',
  },
  audience: {
    fr: 'Les Malagasy de 18 ans et plus jouissant de leurs droits civils et politiques : nouveaux majeurs, personnes qui ont obtenu leur CIN récemment, qui ont déménagé ou qui ne figuraient pas sur la dernière liste.',
    mg: 'Ireo Malagasy feno 18 taona no ho miakatra ary manana ny zony sivily sy politika : ireo vao tonga taona, ireo vao nahazo kara-panondro, ireo nifindra toerana, na ireo tsy hita tao amin’ny lisitra farany.',
  },
  documents: {
    fr: [
      'Votre CIN (ou le récépissé de demande de CIN)',
      'Votre carnet de fokontany ou un certificat de résidence',
      'En cas de changement d’adresse : l’indication de votre ancien fokontany d’inscription',
    ],
    mg: [
      'Ny kara-panondronao (na ny rosian’ny fangatahana kara-panondro)',
      'Ny bokin’ny fokontany na fanamarinam-ponenana',
      'Raha nifindra toerana : ny anaran’ny fokontany nisoratanao teo aloha',
    ],
  },
  cost: {
    free: true,
    details: {
      fr: 'L’inscription et la vérification de la liste électorale sont entièrement gratuites. Personne ne peut vous demander d’argent pour cela.',
      mg: 'Maimaim-poana tanteraka ny fisoratana sy ny fanamarinana ny lisi-pifidianana. Tsy misy olona afaka mangataka vola aminao amin’izany.',
    },
  },
  youReceive: {
    fr: 'Votre inscription sur la liste électorale ; la carte d’électeur est remise avant le scrutin.',
    mg: 'Ny fisoratanao ao amin’ny lisi-pifidianana ; omena alohan’ny fifidianana ny karatra maha-mpifidy.',
  },
  processingTime: {
    fr: 'L’inscription se fait sur place. Elle prend effet après l’arrêt de la liste : arrêt provisoire vers la mi-février, arrêt définitif vers le 15 mai. Tous les dix ans, la liste est entièrement refaite (dernière refonte : 2022-2023).',
    mg: 'Atao eo no ho eo ny fisoratana. Manan-kery izy rehefa voafaritra ny lisitra : famaritana vonjimaika manodidina ny tapaky ny volana febroary, famaritana farany manodidina ny 15 mey. Isaky ny folo taona dia averina atao manontolo ny lisitra (ny farany : 2022-2023).',
  },
  whereToApply: {
    fr: 'Au bureau du fokontany de votre lieu de résidence, pendant la période de révision annuelle de la liste électorale (en général du 1er décembre au 15 mai). Le démembrement de la CENI au district peut aussi vous renseigner.',
    mg: 'Ao amin’ny biraon’ny fokontany misy ny fonenanao, mandritra ny fotoana fanavaozana isan-taona ny lisi-pifidianana (matetika 1 desambra ka hatramin’ny 15 mey). Afaka manome fanazavana koa ny rantsan’ny CENI ao amin’ny distrika.',
  },
  steps: {
    fr: [
      { title: 'Vérifiez si vous êtes déjà inscrit', detail: 'Consultez la liste affichée au fokontany pendant la période de révision.' },
      { title: 'Présentez-vous au fokontany', detail: 'Pendant la révision annuelle, allez au bureau du fokontany avec votre CIN et votre carnet de fokontany.', unsure: 'pièces à présenter : aucune source trouvée' },
      { title: 'Remplissez la fiche d’inscription', detail: 'Vérifiez l’orthographe de vos noms, votre date de naissance et le numéro de votre CIN.' },
      { title: 'Contrôlez la liste provisoire', detail: 'Après l’arrêt provisoire, la liste revient au fokontany : vous avez alors 20 jours pour vérifier que votre nom y figure et signaler toute erreur ou omission, avant l’arrêt définitif.' },
      { title: 'Repérez votre bureau de vote', detail: 'Avant chaque scrutin, renseignez-vous au fokontany sur votre bureau de vote et la carte d’électeur.' },
    ],
    mg: [
      { title: 'Jereo raha efa voasoratra ianao', detail: 'Jereo ny lisitra apetaka ao amin’ny fokontany mandritra ny fotoana fanavaozana.' },
      { title: 'Manatona ny fokontany', detail: 'Mandritra ny fanavaozana isan-taona, mankanesa ao amin’ny biraon’ny fokontany mitondra ny kara-panondronao sy ny bokin’ny fokontany.', unsure: 'taratasy tokony hoentina : tsy nahitana loharano' },
      { title: 'Fenoy ny taratasy fisoratana', detail: 'Hamarino ny fanoratana ny anaranao, ny daty nahaterahanao ary ny laharan’ny kara-panondronao.' },
      { title: 'Hamarino ny lisitra vonjimaika', detail: 'Rehefa voafaritra vonjimaika ny lisitra, averina any amin’ny fokontany izy : manana 20 andro ianao hijerena raha ao ny anaranao sy hanambarana ny diso na ny tsy fahatafiditra, alohan’ny famaritana farany.' },
      { title: 'Fantaro ny biraom-pifidianana misy anao', detail: 'Alohan’ny fifidianana tsirairay, anontanio ao amin’ny fokontany ny biraom-pifidiananao sy ny karatra maha-mpifidy.' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi organique n° 2018-008 relative au régime général des élections et des référendums',
      'Loi n° 2015-020 du 19 octobre 2015 relative à la structure nationale indépendante chargée de l’organisation et de la gestion des opérations électorales (CENI)',
    ],
    mg: [
      'Lalàna fehizoro laharana faha-2018-008 momba ny fitsipika ankapoben’ny fifidianana sy ny fitsapan-kevi-bahoaka',
      'Lalàna laharana faha-2015-020 tamin’ny 19 oktobra 2015 momba ny rafitra nasionaly mahaleo tena misahana ny fandaminana sy ny fitantanana ny fifidianana (CENI)',
    ],
  },
  faq: {
    fr: [
      { question: 'Je n’ai pas encore de CIN. Puis-je m’inscrire ?', answer: 'La CIN est en principe nécessaire. Faites votre demande de CIN au district au plus vite ; si vous n’avez pas d’acte de naissance, commencez par un jugement supplétif.' },
      { question: 'J’ai déménagé. Dois-je me réinscrire ?', answer: 'Oui, inscrivez-vous dans votre nouveau fokontany pendant la révision annuelle pour voter près de chez vous.' },
      { question: 'Est-ce obligatoire ?', answer: 'L’inscription est une démarche volontaire, mais sans elle vous ne pouvez pas voter.' },
    ],
    mg: [
      { question: 'Tsy mbola manana kara-panondro aho. Afaka misoratra ve ?', answer: 'Raha ny fitsipika dia ilaina ny kara-panondro. Mangataha haingana araka izay azo atao any amin’ny distrika ; raha tsy manana kopia nahaterahana ianao, manomboka amin’ny didim-pitsarana mameno.' },
      { question: 'Nifindra trano aho. Tsy maintsy misoratra indray ve ?', answer: 'Eny, misoratra ao amin’ny fokontany vaovao misy anao mandritra ny fanavaozana isan-taona mba hifidy akaikin’ny fonenanao.' },
      { question: 'Tsy maintsy atao ve izany ?', answer: 'Fomba fanao an-tsitrapo ny fisoratana, nefa raha tsy misoratra ianao dia tsy afaka mifidy.' },
    ],
  },
  onlineServices: {
    fr: [{ label: 'Commission électorale nationale indépendante (CENI) : site officiel', url: 'https://www.ceni-madagascar.mg/' }],
    mg: [{ label: 'Vaomieram-pirenena Mahaleo Tena Misahana ny Fifidianana (CENI) : tranokala ofisialy', url: 'https://www.ceni-madagascar.mg/' }],
  },
  related: ['carte-nationale-d-identite', 'certificat-de-residence', 'jugement-suppletif-de-naissance'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'documents'],
  review: {
    status: 'toVerify',
    notes: 'Relu le 2026-11-28 énoncé par énoncé (docs/research/issue40/inscription-sur-la-liste-electorale.md). Torolalana (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026) n’a aucune fiche sur cette démarche. Montant : gratuité de l’inscription affirmée sans source explicite : coût marqué, retirée du résumé. Pièces (CIN ou récépissé, carnet de fokontany ou certificat de résidence) : aucune source, affichées « à confirmer » (et marquées à l’étape 2). Carte d’électeur remise avant le scrutin : aucune source, affichée « à confirmer ». Calendrier (révision du 1er décembre au 15 mai, arrêt provisoire le 15 février, 20 jours pour vérifier la liste revenue au fokontany, refonte achevée le 20 juillet 2023) : presse de 2019 à 2024, à reconfirmer pour la révision 2026-2027 et avec l’enrôlement biométrique. Texte : loi n° 2015-020 du 19 octobre 2015 confirmée sur le site de la CENI (lien ajouté : www.ceni-madagascar.mg) ; loi organique n° 2018-008 citée par une seule source de presse, sa date n’est pas connue.',
  },
  sources: [
    { key: 'ceni', title: 'Lois et décrets d’application', publisher: 'Commission électorale nationale indépendante (CENI)', kind: 'official', url: 'https://www.ceni-madagascar.mg/lois-et-decrets-application/', seen: '2026-11-28', published: '2016-04-09' },
    { key: 'quotidien-2022', title: 'Madagascar : adoption d’un décret relatif à la refonte totale des listes électorales', publisher: 'Le Quotidien du Peuple (édition française)', kind: 'press', url: 'http://french.people.com.cn/Afrique/n3/2022/0516/c96852-10096908.html', seen: '2026-11-28', published: '2022-05-16' },
    { key: 'allafrica-2022-05', title: 'Refonte de la liste électorale (loi organique : refonte tous les dix ans)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202205160429.html', seen: '2026-11-28', published: '2022-05' },
    { key: 'allafrica-2019-05', title: 'Liste électorale arrêtée définitivement le 15 mai 2019', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/201905170621.html', seen: '2026-11-28', published: '2019-05' },
    { key: 'allafrica-2024-01', title: 'Révision annuelle de la liste électorale : arrêt provisoire le 15 février, définitif à la mi-mai', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202401230330.html', seen: '2026-11-28', published: '2024-01-23' },
    { key: 'allafrica-2024-02', title: 'RALE : arrêtage provisoire au niveau des districts', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202402280186.html', seen: '2026-11-28', published: '2024-02' },
    { key: 'allafrica-2024-03', title: 'Résultats de la révision annuelle de la liste électorale (RFI)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202403030013.html', seen: '2026-11-28', published: '2024-03' },
    { key: 'lexpress-2024', title: 'Législatives : la liste électorale', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2024/04/legislatives-la-liste-electorale.html', seen: '2026-11-28', published: '2024-04' },
    { key: 'lexpress-2023', title: 'La présidentielle à la merci des fokontany', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/20/04/2023/la-presidentielle-a-la-merci-des-fokontany/', seen: '2026-11-28', published: '2023-04-20' },
    { key: 'afribone', title: 'Madagascar : la nouvelle liste électorale est prête (RFI)', publisher: 'afribone.com', kind: 'press', url: 'https://www.afribone.com/la-nouvelle-liste-electorale-est-prete/', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'quotidien-2022', quote: "La liste électorale est un document administratif qui recense l'ensemble des citoyens malgaches ayant plus de 18 ans et jouissant de leurs droits civils et politiques. Elle est dressée au niveau de chaque fokontany" },
    { statement: 'summary', source: 'lexpress-2024', quote: "Selon la Ceni, la liste électorale est actuellement disponible au niveau des fokontany pour les électeurs." },
    { statement: 'summary', source: 'quotidien-2022', quote: "La liste électorale est revue chaque année entre le 1er décembre et le 15 mai pour inscrire les nouveaux électeurs et retirer du registre ceux qui sont décédés." },
    { statement: 'summary', source: 'allafrica-2024-03', quote: "les résultats de la « révision annuelle de la liste électorale » ont été dévoilés, hier, vendredi 1er mars. Ce processus qui a lieu chaque année" },
    { statement: 'audience', source: 'quotidien-2022', quote: "La liste électorale est un document administratif qui recense l'ensemble des citoyens malgaches ayant plus de 18 ans et jouissant de leurs droits civils et politiques." },
    { statement: 'audience', source: 'allafrica-2024-01', quote: "Les personnes qui doivent s'inscrire à la RALE incluent les nouveaux majeurs, ceux qui ont obtenu récemment leur carte d'identité nationale, ceux qui ont changé de lieu de résidence récemment, ainsi que ceux qui ont été omises lors de la dernière refonte totale de la liste électorale" },
    { statement: 'processingTime', source: 'allafrica-2024-01', quote: "la liste sera arrêtée provisoirement le 15 février prochain tandis que l'arrêtage définitif ne va intervenir qu'à la mi-mai." },
    { statement: 'processingTime', source: 'lexpress-2024', quote: "Après l'arrêtage provisoire de la Révision annuelle de la liste électorale (RALE) au mois de février, la liste reste à disposition des électeurs qui veulent s'inscrire jusqu'au 15 mai, date de l'arrêtage définitif de cette liste." },
    { statement: 'processingTime', source: 'allafrica-2022-05', quote: "Selon la loi organique précitée, \"la refonte du registre électoral national est effectuée tous les dix ans\"." },
    { statement: 'processingTime', source: 'quotidien-2022', quote: "Tous les dix ans, la totalité du registre électoral national est supprimée et un nouveau recensement est effectué. En retard de deux ans, la dernière refonte date de novembre 2010." },
    { statement: 'processingTime', source: 'allafrica-2024-03', quote: "par rapport à la liste qui a fait l'objet de la refonte, arrêtée définitivement le 20 juillet 2023" },
    { statement: 'processingTime', source: 'lexpress-2023', quote: "l'exemplaire de couleur jaune du document de recensement (article 15 de la loi organique 2018-008 relative au régime général des élections et des référendums) retourné par la CENI, le 16 décembre 2022" },
    { statement: 'whereToApply', source: 'quotidien-2022', quote: "La liste électorale est revue chaque année entre le 1er décembre et le 15 mai pour inscrire les nouveaux électeurs et retirer du registre ceux qui sont décédés." },
    { statement: 'whereToApply', source: 'lexpress-2024', quote: "… la liste reste à disposition des électeurs qui veulent s'inscrire jusqu'au 15 mai, date de l'arrêtage définitif de cette liste." },
    { statement: 'whereToApply', source: 'allafrica-2024-02', quote: "aujourd'hui marque l'arrêtage provisoire de cette RALE au niveau des districts." },
    { statement: 'steps.0', source: 'lexpress-2024', quote: "la liste est déjà disponible au niveau des fokontany et les électeurs peuvent la consulter" },
    { statement: 'steps.0', source: 'allafrica-2024-02', quote: "dès que la liste sera renvoyée au niveau des «fokontany», les électeurs pourront de nouveau s'inscrire" },
    { statement: 'steps.1', source: 'quotidien-2022', quote: "Elle est dressée au niveau de chaque fokontany" },
    { statement: 'steps.1', source: 'allafrica-2024-02', quote: "dès que la liste sera renvoyée au niveau des «fokontany», les électeurs pourront de nouveau s'inscrire" },
    { statement: 'steps.2', source: 'lexpress-2023', quote: "l'exemplaire de couleur jaune du document de recensement (article 15 de la loi organique 2018-008 relative au régime général des élections et des référendums) retourné par la CENI, le 16 décembre 2022" },
    { statement: 'steps.3', source: 'allafrica-2024-02', quote: "Au moment où la liste retourne au niveau des «fokontany», les électeurs auront, d'après la loi, vingt jours supplémentaires pour vérifier ou inscrire leur nom dans la RALE." },
    { statement: 'steps.3', source: 'allafrica-2019-05', quote: "Tout citoyen non inscrit sur la liste disposait d'un délai de recours de 20 jours après l'affichage de l'avis de dépôt de la liste électorale au bureau du Fokontany." },
    { statement: 'legalReferences.0', source: 'lexpress-2023', quote: "article 15 de la loi organique 2018-008 relative au régime général des élections et des référendums" },
    { statement: 'legalReferences.1', source: 'ceni', quote: "LOI n° 2015 – 020 relative à la structure nationale indépendante chargée de l'organisation et de la gestion des opérations électorales dénommée « Commission Électorale Nationale Indépendante » LOI n° 2015 – 020 du 19 octobre 2015" },
    { statement: 'faq.1', source: 'allafrica-2024-01', quote: "… ceux qui ont changé de lieu de résidence récemment …" },
    { statement: 'faq.1', source: 'lexpress-2024', quote: "les personnes ayant récemment changé de lieu d'habitation peuvent s'inscrire afin de pouvoir aller voter" },
    { statement: 'faq.2', source: 'afribone', quote: "refusant de remplir les fiches de recensement, une formalité qui n'est pas obligatoire." },
    { statement: 'onlineServices.0', source: 'ceni', quote: "LOI n° 2015 – 020 relative à la structure nationale indépendante chargée de l'organisation et de la gestion des opérations électorales dénommée « Commission Électorale Nationale Indépendante »", where: 'site www.ceni-madagascar.mg' },
  ],
}

export default service

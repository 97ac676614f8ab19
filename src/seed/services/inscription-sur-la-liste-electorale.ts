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
    fr: 'Pour voter, votre nom doit figurer sur la liste électorale de votre fokontany. L’inscription est gratuite et se fait chaque année pendant la révision annuelle organisée par la CENI.',
    mg: 'Mba hahafahanao mifidy dia tsy maintsy hita ao amin’ny lisi-pifidianan’ny fokontany misy anao ny anaranao. Maimaim-poana ny fisoratana ary atao isan-taona mandritra ny fanavaozana isan-taona karakarain’ny CENI.',
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
      { title: 'Présentez-vous au fokontany', detail: 'Pendant la révision annuelle, allez au bureau du fokontany avec votre CIN et votre carnet de fokontany.' },
      { title: 'Remplissez la fiche d’inscription', detail: 'Vérifiez l’orthographe de vos noms, votre date de naissance et le numéro de votre CIN.' },
      { title: 'Contrôlez la liste provisoire', detail: 'Après l’arrêt provisoire, vérifiez que votre nom y figure et signalez toute erreur ou omission avant l’arrêt définitif.' },
      { title: 'Repérez votre bureau de vote', detail: 'Avant chaque scrutin, renseignez-vous au fokontany sur votre bureau de vote et la carte d’électeur.' },
    ],
    mg: [
      { title: 'Jereo raha efa voasoratra ianao', detail: 'Jereo ny lisitra apetaka ao amin’ny fokontany mandritra ny fotoana fanavaozana.' },
      { title: 'Manatona ny fokontany', detail: 'Mandritra ny fanavaozana isan-taona, mankanesa ao amin’ny biraon’ny fokontany mitondra ny kara-panondronao sy ny bokin’ny fokontany.' },
      { title: 'Fenoy ny taratasy fisoratana', detail: 'Hamarino ny fanoratana ny anaranao, ny daty nahaterahanao ary ny laharan’ny kara-panondronao.' },
      { title: 'Hamarino ny lisitra vonjimaika', detail: 'Rehefa voafaritra vonjimaika ny lisitra, jereo raha ao ny anaranao ary ambarao ny diso na ny tsy fahatafiditra alohan’ny famaritana farany.' },
      { title: 'Fantaro ny biraom-pifidianana misy anao', detail: 'Alohan’ny fifidianana tsirairay, anontanio ao amin’ny fokontany ny biraom-pifidiananao sy ny karatra maha-mpifidy.' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi organique n° 2018-008 relative au régime général des élections et des référendums',
      'Loi n° 2015-020 relative à la structure nationale indépendante chargée des élections (CENI)',
    ],
    mg: [
      'Lalàna fehizoro laharana faha-2018-008 momba ny fitsipika ankapoben’ny fifidianana sy ny fitsapan-kevi-bahoaka',
      'Lalàna laharana faha-2015-020 momba ny rafitra nasionaly mahaleo tena misahana ny fifidianana (CENI)',
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
  related: ['carte-nationale-d-identite', 'certificat-de-residence', 'jugement-suppletif-de-naissance'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'documents', 'legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026) : aucune fiche sur cette démarche, donc ni accord ni désaccord à consigner. Montant : gratuité de l’inscription affirmée sans source explicite. Pièces (CIN ou récépissé, carnet de fokontany ou certificat de résidence) non confirmées. Texte : loi organique n° 2018-008 et loi n° 2015-020 (numéros et intitulés) introuvables, à vérifier au Journal officiel. Calendrier de la révision annuelle (1er décembre – 15 mai) confirmé par la presse : à reconfirmer pour la révision 2026-2027 et dans le contexte d’une refonte liée à l’enrôlement biométrique. Aucun lien vers la CENI tant que son portail officiel n’est pas identifié.',
  },
  sources: [
    { title: 'Madagascar : adoption d’un décret relatif à la refonte totale des listes électorales (révision du 1er décembre au 15 mai)', publisher: 'Le Quotidien du Peuple (édition française)', kind: 'press', url: 'http://french.people.com.cn/Afrique/n3/2022/0516/c96852-10096908.html', seen: '2026-11-23', published: '2022-05-16', supports: ['processingTime'] },
    { title: 'Révision annuelle de la liste électorale : arrêt provisoire le 15 février, définitif à la mi-mai', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202401230330.html', seen: '2026-11-23', published: '2024-01-23', supports: ['processingTime', 'steps'] },
    { title: 'Législatives : la liste électorale', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://www.lexpress.mg/2024/04/legislatives-la-liste-electorale.html', seen: '2026-11-23', published: '2024-04', supports: ['summary'] },
    { title: 'Colonel Michaël Randrianirina : « Mettre fin aux doublons dans l’identification des citoyens » (listes électorales)', publisher: 'Midi Madagasikara (via AllAfrica)', kind: 'press', url: 'https://fr.allafrica.com/stories/202601280250.html', seen: '2026-11-23', published: '2026-01-28', supports: ['summary'] },
  ],
}

export default service

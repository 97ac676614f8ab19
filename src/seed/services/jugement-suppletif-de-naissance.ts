import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'jugement-suppletif-de-naissance',
  category: 'etat-civil',
  ministry: 'justice',
  slug: { fr: 'jugement-suppletif-de-naissance', mg: 'didim-pitsarana-mameno-fahaterahana' },
  title: {
    fr: 'Obtenir un jugement supplétif d’acte de naissance',
    mg: 'Mahazo didim-pitsarana mameno ny kopia nahaterahana',
  },
  summary: {
    fr: 'Si une naissance n’a pas été déclarée dans les 30 jours, ou si l’acte est introuvable, le tribunal peut rendre un jugement supplétif. La commune transcrit ensuite ce jugement et délivre l’acte de naissance.',
    mg: 'Raha tsy nambara tao anatin’ny 30 andro ny fahaterahana, na tsy hita intsony ny soratra, dia afaka mamoaka didim-pitsarana mameno ny fitsarana. Avy eo ny kaominina no manoratra izany didy izany ao amin’ny rejisitra ary manome ny kopia nahaterahana.',
  },
  audience: {
    fr: 'Les enfants et les adultes qui n’ont jamais eu d’acte de naissance, ou dont l’acte a disparu (registre perdu, brûlé ou illisible), ainsi que leurs parents.',
    mg: 'Ny ankizy sy ny olon-dehibe tsy mbola nanana kopia nahaterahana mihitsy, na very ny soratra (rejisitra very, may na tsy azo vakiana), ary ny ray aman-dreniny.',
  },
  documents: {
    fr: [
      'Une requête (demande) adressée au président du tribunal de première instance, souvent sur formulaire',
      'Un certificat de recherche infructueuse délivré par la commune du lieu de naissance',
      'Le certificat de résidence du demandeur (et de l’enfant s’il s’agit d’un mineur)',
      'Un certificat d’examen somatique indiquant l’âge probable, si la date de naissance est inconnue',
      'La CIN de deux témoins qui connaissent les faits de la naissance',
      'La CIN ou l’acte de naissance des parents, s’ils sont connus',
    ],
    mg: [
      'Taratasy fangatahana alefa any amin’ny filohan’ny Fitsarana ambaratonga voalohany, matetika amin’ny taratasy efa voaomana',
      'Taratasy fanamarinana fa tsy nahitana ny soratra (certificat de recherche infructueuse) avy amin’ny kaominina nahaterahana',
      'Fanamarinam-ponenan’ny mpangataka (sy an’ilay zaza raha zaza tsy ampy taona)',
      'Taratasy fanamarinana avy amin’ny dokotera milaza ny taona mety ho nahaterahana (examen somatique), raha tsy fantatra ny daty',
      'Kara-panondron’ny vavolombelona roa mahalala ny fahaterahana',
      'Kara-panondro na kopia nahaterahan’ny ray aman-dreny, raha fantatra izy ireo',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Des frais de greffe et de timbre peuvent être demandés par le tribunal, puis par la commune pour la copie. Lors des audiences foraines et des opérations d’enregistrement organisées par l’État ou ses partenaires (par exemple pour les enfants de moins de 18 ans), la procédure est souvent gratuite ou allégée.',
      mg: 'Mety hangataka sarany amin’ny birao mpitan-tsoratra sy hajia ny fitsarana, ary avy eo ny kaominina ho an’ny kopia. Mandritra ny fitsarana mivahiny sy ny hetsika fanoratana karakarain’ny Fanjakana na ny mpiara-miasa aminy (ohatra ho an’ny ankizy latsaky ny 18 taona), matetika maimaim-poana na nohamaivanina ny fomba fanao.',
    },
  },
  youReceive: {
    fr: 'Le jugement supplétif, puis, après sa transcription par la commune, la copie de votre acte de naissance.',
    mg: 'Ny didim-pitsarana mameno, ary rehefa voasoratry ny kaominina izany, ny kopia nahaterahanao.',
  },
  processingTime: {
    fr: 'Plusieurs semaines à quelques mois selon le tribunal, l’enquête éventuelle et la transcription par la commune. Les audiences foraines sont en général plus rapides.',
    mg: 'Herinandro maromaro ka hatramin’ny volana vitsivitsy, arakaraka ny fitsarana, ny fanadihadiana mety hatao ary ny fanoratana ataon’ny kaominina. Matetika haingana kokoa ny fitsarana mivahiny.',
  },
  whereToApply: {
    fr: 'Au greffe du tribunal de première instance (TPI) dont dépend votre lieu de naissance ou de résidence ; pendant les audiences foraines, directement dans votre commune ou district. La copie est ensuite retirée à la commune.',
    mg: 'Ao amin’ny birao mpitan-tsoratry ny Fitsarana ambaratonga voalohany (TPI) misy ny toerana nahaterahanao na onenanao ; mandritra ny fitsarana mivahiny, eo amin’ny kaominina na distrika misy anao mivantana. Any amin’ny kaominina avy eo no alaina ny kopia.',
  },
  steps: {
    fr: [
      { title: 'Faites constater l’absence d’acte', detail: 'Demandez à la commune du lieu de naissance un certificat de recherche infructueuse, qui prouve qu’aucun acte n’existe.' },
      { title: 'Réunissez les pièces et deux témoins', detail: 'Préparez le certificat de résidence, l’examen somatique si la date est inconnue, et la CIN de deux témoins.' },
      { title: 'Déposez la requête au tribunal', detail: 'Remettez le dossier au greffe du TPI ou lors d’une audience foraine. Gardez le récépissé.' },
      { title: 'Présentez-vous à l’audience', detail: 'Le juge entend le demandeur et les témoins en séance publique, puis rend le jugement supplétif.' },
      { title: 'Faites transcrire le jugement à la commune', detail: 'Le jugement est transmis ou apporté à la commune, qui l’inscrit dans le registre et vous délivre la copie d’acte de naissance.' },
    ],
    mg: [
      { title: 'Asaivo hamarinina fa tsy misy ny soratra', detail: 'Mangataha taratasy fanamarinana fa tsy nahitana soratra any amin’ny kaominina nahaterahana, izay manaporofo fa tsy misy soratra.' },
      { title: 'Angony ny taratasy ary mitadiava vavolombelona roa', detail: 'Omano ny fanamarinam-ponenana, ny fizahana ataon’ny dokotera raha tsy fantatra ny daty, ary ny kara-panondron’ny vavolombelona roa.' },
      { title: 'Apetraho any amin’ny fitsarana ny fangatahana', detail: 'Atolory any amin’ny birao mpitan-tsoratry ny TPI na mandritra ny fitsarana mivahiny ny antontan-taratasy. Tehirizo ny rosia.' },
      { title: 'Manatreha ny fotoam-pitsarana', detail: 'Henoin’ny mpitsara ampahibemaso ny mpangataka sy ny vavolombelona, avy eo dia mamoaka ny didim-pitsarana mameno izy.' },
      { title: 'Asaivo soratana ao amin’ny kaominina ny didy', detail: 'Alefa na entina any amin’ny kaominina ny didim-pitsarana, ary ny kaominina no manoratra azy ao amin’ny rejisitra ka manome anao ny kopia nahaterahana.' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2018-027 du 8 février 2019 relative à l’état civil',
      'Loi n° 2007-040 du 14 janvier 2008 relative à la délivrance des jugements supplétifs d’actes de naissance (programme « Ezaka Kopia ho an’ny Ankizy »), modifiée par la loi n° 2012-019 du 26 décembre 2012',
    ],
    mg: [
      'Lalàna laharana faha-2018-027 tamin’ny 8 febroary 2019 momba ny sora-piankohonana',
      'Lalàna laharana faha-2007-040 tamin’ny 14 janoary 2008 momba ny famoahana didim-pitsarana mameno ny sora-pahaterahana (fandaharana « Ezaka Kopia ho an’ny Ankizy »), novain’ny lalàna laharana faha-2012-019 tamin’ny 26 desambra 2012',
    ],
  },
  faq: {
    fr: [
      { question: 'Qu’est-ce qu’une audience foraine ?', answer: 'C’est une séance du tribunal organisée hors de son siège, dans une commune ou un district, pour traiter beaucoup de demandes à la fois. Elles sont annoncées par la commune, le fokontany ou la radio locale.' },
      { question: 'Faut-il un avocat ?', answer: 'Non, ce n’est pas obligatoire. Le greffe peut vous expliquer comment remplir la requête.' },
      { question: 'Un adulte peut-il encore demander un jugement supplétif ?', answer: 'Oui. Sans acte de naissance, vous ne pouvez pas obtenir de CIN ni vous inscrire sur la liste électorale : la démarche est donc importante à tout âge.' },
    ],
    mg: [
      { question: 'Inona no atao hoe fitsarana mivahiny (audience foraine) ?', answer: 'Fotoam-pitsarana karakaraina ivelan’ny foiben’ny fitsarana, any amin’ny kaominina na distrika iray, handraisana fangatahana maro indray mandeha. Ampahafantarin’ny kaominina, ny fokontany na ny radio eo an-toerana izany.' },
      { question: 'Ilaina ve ny mpisolovava ?', answer: 'Tsia, tsy voatery. Afaka manazava aminao ny fomba famenoana ny fangatahana ny birao mpitan-tsoratra.' },
      { question: 'Mbola afaka mangataka didim-pitsarana mameno ve ny olon-dehibe ?', answer: 'Eny. Raha tsy manana kopia nahaterahana ianao dia tsy afaka mahazo kara-panondro na misoratra anarana amin’ny lisi-pifidianana : zava-dehibe àry io fomba fanao io na firy taona na firy taona ianao.' },
    ],
  },
  related: ['acte-de-naissance', 'carte-nationale-d-identite', 'certificat-de-residence', 'inscription-sur-la-liste-electorale'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'documents'],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026) : aucune fiche sur cette démarche, donc ni accord ni désaccord à consigner. Montant des frais de greffe et de timbre non publié ; gratuité lors des audiences foraines confirmée seulement par des sources secondaires. Délai (« plusieurs semaines à quelques mois ») non confirmé. Pièces (certificat de recherche infructueuse, examen somatique, deux témoins) issues de sources secondaires : à confirmer auprès d’un greffe de TPI. Numéro de la loi promulguée à partir du projet de loi n° 028/2017 (enregistrement rétroactif) à trouver. Terme malgache « didim-pitsarana mameno » à valider.',
  },
  sources: [
    { title: 'Loi n° 2007-040 du 14 janvier 2008 relative à la délivrance des jugements supplétifs d’actes de naissance, modifiée par la loi n° 2012-019 (texte reproduit)', publisher: 'Lexxika (base de textes juridiques)', kind: 'secondary', url: 'https://textes.lexxika.com/lois-malagasy/loi-n2007-040-du-14-janvier-2008-relative-a-la-delivrance-des-jugements-suppletifs-dactes-de-naissance-dans-le-cadre-du-programme-national-de-rehabilitation-de-lenregistrement-des-naissances', seen: '2026-11-23', published: '2008-01-14', supports: ['legalReferences'] },
    { title: 'Projet de loi sur les jugements supplétifs : vers le gonflement du nombre d’électeurs en 2018 (audiences foraines spéciales)', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://www.midi-madagasikara.mg/a-la-une/2017/11/30/projet-de-loi-sur-les-jugements-suppletifs-vers-le-gonflement-du-nombre-d-electeurs-en-2018/', seen: '2026-11-23', published: '2017-11-30', supports: ['cost', 'steps'] },
    { title: 'État civil : les déclarations de naissance touchées par la réforme (jugements supplétifs à Toamasina)', publisher: 'La Vérité', kind: 'press', url: 'https://laverite.mg/societe/item/16966-etat-civil-les-déclarations-de-naissance-touchées-par-la-réforme.html', seen: '2026-11-23', published: '2022-08-31', supports: ['summary'] },
    { title: 'Dresser un acte de naissance à Madagascar après le délai légal', publisher: 'Agoramada (forum)', kind: 'secondary', url: 'https://agoramada.com/t/dresser-un-acte-de-naissance-a-madagascar-apres-le-delai-legal/2267/3', seen: '2026-11-23', supports: ['documents', 'steps'] },
    { title: 'Généralités sur l’acte de naissance (pièces du jugement supplétif)', publisher: 'elearning.education.mg (Ministère de l’Éducation nationale)', kind: 'secondary', url: 'http://elearning.education.mg/course/view.php?id=44', seen: '2026-11-23', supports: ['documents'] },
  ],
}

export default service

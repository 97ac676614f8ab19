import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'fiche-individuelle-de-bovide',
  category: 'agriculture-et-elevage',
  ministry: 'minae',
  slug: { fr: 'fiche-individuelle-de-bovide', mg: 'taratasy-famantarana-omby' },
  title: {
    fr: 'Fiche individuelle de bovidé (FIB) et passeport bovin',
    mg: 'Taratasy famantarana ny omby tsirairay (FIB) sy pasipaoron’omby',
  },
  summary: {
    fr: 'Chaque zébu doit être identifié par une fiche individuelle de bovidé (FIB), établie à la commune après vaccination. La FIB est indispensable pour vendre ou déplacer un bovin et pour obtenir le passeport qui l’accompagne.',
    mg: 'Tsy maintsy fantarina amin’ny alalan’ny taratasy famantarana ny omby tsirairay (FIB) ny omby rehetra, atao ao amin’ny kaominina aorian’ny vakisiny. Tena ilaina ny FIB raha hivarotra na hamindra omby ary hahazoana ny pasipaoro miaraka aminy.',
  },
  audience: {
    fr: 'Éleveurs et propriétaires de bovins, en particulier ceux qui vendent, achètent ou déplacent des animaux ; acheteurs sur les marchés de bovidés.',
    mg: 'Ireo mpiompy sy tompon’omby, indrindra ireo mivarotra, mividy na mamindra biby ; ireo mpividy eny amin’ny tsenan’omby.',
  },
  documents: {
    fr: [
      'CIN du propriétaire',
      'Cahier de bovins (bokin’omby) à jour, coté et paraphé par le chef d’arrondissement',
      'Certificat ou carnet de vaccination de l’animal, signé par le vétérinaire sanitaire (le certificat sanitaire figure aussi sur la FIB)',
      'Pour un animal acheté : FIB de l’ancien propriétaire et acte de vente',
      'Description de l’animal : sexe, âge, race, couleur de la robe et signes distinctifs',
    ],
    mg: [
      'CIN an’ny tompony',
      'Bokin’omby vaovao, voatonta pejy sy nosoniavin’ny lehiben’ny boriborintany',
      'Taratasy fanamarinana na karinen’ny vakisin’ilay biby, nosoniavin’ny dokoteran’ny biby (misy koa ao amin’ny FIB ny fanamarinana ara-pahasalamana)',
      'Ho an’ny omby novidiana : FIB an’ny tompony teo aloha sy taratasy fivarotana',
      'Famaritana ilay biby : lahy na vavy, taona, karazany, volony ary marika manokana',
    ],
  },
  cost: {
    free: false,
    amountAriary: 5000,
    details: {
      fr: 'Droit de délivrance de la FIB : 5 000 Ar par feuillet. Les frais de vaccination et de certification par le vétérinaire sanitaire sont en plus et se fixent avec l’éleveur. Lors des campagnes nationales, le prix du vaccin peut être réduit.',
      mg: 'Saram-panomezana ny FIB : 5 000 Ar isaky ny taratasy. Fanampin’izany ny saran’ny vakisiny sy ny fanamarinan’ny dokoteran’ny biby, ifanarahana amin’ny mpiompy. Mandritra ny hetsika vakisiny nasionaly dia mety hihena ny vidin’ny vakisiny.',
    },
  },
  processingTime: {
    fr: 'En général le jour même ou en quelques jours, une fois la vaccination faite. Un veau doit être inscrit environ deux mois après sa naissance, quand la couleur de sa robe est fixée.',
    mg: 'Amin’ny ankapobeny dia ao anatin’ny andro iray ihany na andro vitsivitsy, rehefa vita ny vakisiny. Tokony hosoratana eo amin’ny roa volana eo ho eo aorian’ny nahaterahany ny zanak’omby, rehefa tsy miova intsony ny volony.',
  },
  whereToApply: {
    fr: 'Chef d’arrondissement administratif (délégué d’arrondissement) de votre commune, avec le fokontany. La partie sanitaire est remplie par le vétérinaire sanitaire titulaire d’un mandat dans votre zone.',
    mg: 'Lehiben’ny boriborintany (délégué d’arrondissement) ao amin’ny kaomininao, miaraka amin’ny fokontany. Ny dokoteran’ny biby manana fahefana ao amin’ny faritra misy anao no mameno ny ampahany momba ny fahasalamana.',
  },
  steps: {
    fr: [
      {
        title: 'Déclarer vos bovins',
        detail: 'Inscrivez vos animaux dans votre bokin’omby et participez au recensement annuel organisé dans chaque fokontany, du 1er septembre au 30 décembre.',
      },
      {
        title: 'Faire vacciner l’animal',
        detail: 'Le vétérinaire sanitaire vaccine l’animal et signe la partie sanitaire de la FIB après la vaccination seulement.',
      },
      {
        title: 'Faire établir la FIB',
        detail: 'Présentez-vous au chef d’arrondissement avec l’animal décrit et vos pièces. Il remplit et signe la partie administrative, sans rature, et attribue le numéro d’identification.',
      },
      {
        title: 'Conserver les exemplaires',
        detail: 'Un exemplaire reste chez vous, les autres sont conservés au fokontany et à l’arrondissement. L’animal peut aussi recevoir une boucle à l’oreille gauche.',
        unsure: 'Nombre d’exemplaires et lieux de conservation à confirmer (un exemplaire pourrait aller à la gendarmerie).',
      },
      {
        title: 'Demander le passeport avant une vente ou un déplacement',
        detail: 'Pour vendre ou déplacer l’animal, demandez le passeport bovin : il n’est délivré que sur présentation de la FIB. Mettez la FIB à jour au nom du nouveau propriétaire après la vente.',
      },
    ],
    mg: [
      {
        title: 'Ambarao ny ombinao',
        detail: 'Soraty ao amin’ny bokin’omby ny bibinao ary mandraisa anjara amin’ny fanisana isan-taona atao isaky ny fokontany, manomboka ny 1 septambra ka hatramin’ny 30 desambra.',
      },
      {
        title: 'Ampanaovy vakisiny ilay biby',
        detail: 'Manao vakisiny ilay biby ny dokoteran’ny biby ary manao sonia ny ampahany momba ny fahasalamana ao amin’ny FIB, rehefa vita ny vakisiny ihany.',
      },
      {
        title: 'Ampanaovy ny FIB',
        detail: 'Mankanesa any amin’ny lehiben’ny boriborintany miaraka amin’ny famaritana ilay biby sy ny antontan-taratasinao. Izy no mameno sy manao sonia ny ampahany ara-pitantanana, tsy misy fafana, ary manome ny laharana famantarana.',
      },
      {
        title: 'Tehirizo ireo kopia',
        detail: 'Kopia iray no ao aminao, ny sisa tehirizina ao amin’ny fokontany sy ny boriborintany. Mety hasiana kavina eo amin’ny sofina havia ihany koa ilay biby.',
        unsure: 'Mbola hamarinina ny isan’ny kopia sy ny toerana itehirizana azy (mety hisy kopia iray ho an’ny zandarimariam-pirenena).',
      },
      {
        title: 'Angataho ny pasipaoro alohan’ny hivarotana na hamindrana',
        detail: 'Raha hivarotra na hamindra ilay biby ianao, angataho ny pasipaoron’omby : tsy omena raha tsy misy FIB izy. Havaozina amin’ny anaran’ny tompony vaovao ny FIB aorian’ny varotra.',
      },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2006-030 du 24 novembre 2006 relative à l’élevage à Madagascar',
      'Décret n° 2005-503 du 26 juillet 2005 relatif au recensement, à l’identification, à la circulation et à la commercialisation des bovins',
      'Arrêté interministériel n° 12.880/2007, modifié par l’arrêté n° 10.254/2012 du 25 mai 2012, relatif à l’identification des bovins',
      'Décret n° 2018-1362 du 15 octobre 2018 relatif à l’identification électronique et à la géolocalisation des bovins',
    ],
    mg: [
      'Lalàna laharana faha-2006-030 tamin’ny 24 novambra 2006 momba ny fiompiana eto Madagasikara',
      'Didim-panjakana laharana faha-2005-503 tamin’ny 26 jolay 2005 momba ny fanisana, ny famantarana, ny fifamoivoizana ary ny fivarotana omby',
      'Didim-pitondrana iraisan’ny ministera laharana faha-12.880/2007, novain’ny laharana faha-10.254/2012 tamin’ny 25 mey 2012, momba ny famantarana ny omby',
      'Didim-panjakana laharana faha-2018-1362 tamin’ny 15 oktobra 2018 momba ny famantarana elektronika sy ny fitadiavana ny toerana misy ny omby',
    ],
  },
  faq: {
    fr: [
      {
        question: 'Que se passe-t-il si je transporte un zébu sans FIB ?',
        answer: 'Sans FIB, l’origine de l’animal est considérée comme douteuse : il peut être saisi lors d’un contrôle par la gendarmerie ou les autorités locales.',
      },
      {
        question: 'Qui peut signer la FIB ?',
        answer: 'Seul le chef d’arrondissement administratif remplit et signe la partie administrative. La partie sanitaire est signée par le vétérinaire sanitaire, après la vaccination.',
      },
      {
        question: 'Une FIB d’une autre région est-elle valable ?',
        answer: 'Non. Chaque région reçoit des fiches numérotées qui lui sont propres. Une FIB d’une autre région ou sans signature du vétérinaire doit faire l’objet d’un signalement.',
      },
    ],
    mg: [
      {
        question: 'Inona no mitranga raha mitondra omby tsy misy FIB aho ?',
        answer: 'Raha tsy misy FIB dia heverina ho mampiahiahy ny niavian’ilay biby : mety ho raisina izy mandritra ny fanaraha-maso ataon’ny zandarimariam-pirenena na ny manam-pahefana ifotony.',
      },
      {
        question: 'Iza no afaka manao sonia ny FIB ?',
        answer: 'Ny lehiben’ny boriborintany ihany no mameno sy manao sonia ny ampahany ara-pitantanana. Ny dokoteran’ny biby kosa no manao sonia ny ampahany momba ny fahasalamana, aorian’ny vakisiny.',
      },
      {
        question: 'Manan-kery ve ny FIB avy amin’ny faritra hafa ?',
        answer: 'Tsia. Samy manana taratasy misy laharana ho azy ny faritra tsirairay. Tokony hotaterina any amin’ny manam-pahefana ny FIB avy amin’ny faritra hafa na tsy misy sonian’ny dokoteran’ny biby.',
      },
    ],
  },
  youReceive: {
    fr: 'La fiche individuelle de bovin (FIB) de chaque animal, établie en plusieurs exemplaires, et, avant une vente ou un déplacement, le passeport bovin.',
    mg: 'Ny taratasy famantarana ny omby tsirairay (FIB) isaky ny biby, natao kopia maromaro, ary, alohan’ny hivarotana na hamindrana azy, ny pasipaoron’omby.',
  },
  onlineServices: {
    fr: [{ label: 'Ministère de l’Agriculture et de l’Élevage', url: 'https://www.minae.gov.mg' }],
    mg: [{ label: 'Ministeran’ny Fambolena sy ny Fiompiana', url: 'https://www.minae.gov.mg' }],
  },
  related: ['certificat-phytosanitaire', 'certificat-de-residence', 'porter-plainte'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: ['cost', 'processingTime', 'documents'],
  review: {
    status: 'toVerify',
    notes: 'Montant : droit de délivrance de 5 000 Ar par feuillet issu d’un seul article de Midi Madagasikara non daté, à confirmer auprès de la DRAE ou de la commune. Délai (le jour même ou quelques jours) et inscription du veau vers deux mois non confirmés. Pièces : CIN du propriétaire, FIB de l’ancien propriétaire et acte de vente non confirmés. Texte : décret n° 2005-503 du 26 juillet 2005 retrouvé par son titre et sa date dans les visas d\'autres textes (index pdfprof, arrêté n° 12.880/2007) ; loi n° 2006-030, arrêté n° 12.880/2007 modifié et décret n° 2018-1362 confirmés par leurs textes (FAOLEX, copie de l\'arrêté) : marque retirée. Nombre d’exemplaires (3 ou 4 avec la gendarmerie ?) et procédure du passeport bovin (signé par le chef fokontany ou l’arrondissement ?) à confirmer : le nombre est marqué à l’étape 4, le signataire du passeport n’est pas affiché. Déploiement actuel de la puce électronique (décret 2018-1362) à vérifier. Termes malgaches « taratasy famantarana ny omby tsirairay » pour la FIB et « pasipaoron’omby » à valider. Torolalana n\'a pas de fiche sur cette démarche (catalogue de février 2026, lu dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana) : rien à comparer.',
  },
  sources: [
    { title: 'Décret n° 2005-503 du 26 juillet 2005 relatif au recensement, à l’identification, à la circulation et à la commercialisation des bovins (titre et date repris dans les visas de plusieurs textes)', publisher: 'pdfprof (index de documents PDF)', kind: 'secondary', url: 'https://pdfprof.com/PDFV2/Documents1/10731/38/1', seen: '2026-11-25', supports: ['legalReferences'] },
    { title: 'Décret n° 2018-1362 du 15 octobre 2018 relatif à l’identification électronique et à la géolocalisation des bovins', publisher: 'ECOLEX / FAOLEX', kind: 'secondary', url: 'https://www.ecolex.org/details/legislation/decret-n2018-1362-du-15-octobre-2018-relatif-a-lidentification-electronique-et-a-la-geolocalisation-des-bovins-lex-faoc185242/', seen: '2026-11-25', supports: ['legalReferences'], published: '2018-10-15' },
    { title: 'Arrêté interministériel n° 12.880/2007 modifié par l’arrêté n° 10.254/2012 du 25 mai 2012 relatif à l’identification des bovins (texte reproduit)', publisher: 'Slideum (document déposé par un particulier)', kind: 'secondary', url: 'https://slideum.com/doc/4695721/identification-des-bovins-en-transaction--objet-d-%C3%A9levage...', seen: '2026-11-25', supports: ['legalReferences'], published: '2012-05-25' },
    { title: 'Madagascar : mise en service d’une nouvelle fiche individuelle de bovin', publisher: 'Afriquinfos', kind: 'press', url: 'https://afriquinfos.com/madagascar-mise-service-nouvelle-fiche-individuelle-bovin-228203', seen: '2026-11-23', supports: ['summary'] },
    { title: 'Madagascar : identification et enregistrement des animaux (bokin’omby, FIB, recensement du 1er septembre au 30 décembre)', publisher: 'SWM Programme (legal hub FAO/CIRAD)', kind: 'secondary', url: 'https://swm-programme.info/fr/web/guest/legal-hub/madagascar/animal-production/identification-et-enregistrement-des-animaux', seen: '2026-11-23', supports: ['summary', 'documents', 'steps'] },
    { title: 'Madagascar : conditions générales de la production animale', publisher: 'SWM Programme (legal hub FAO/CIRAD)', kind: 'secondary', url: 'https://swm-programme.info/fr/web/guest/legal-hub/madagascar/animal-production/conditions-generales', seen: '2026-11-23', supports: ['legalReferences'] },
    { title: 'Circulation et commercialisation bovines dans la région Diana : adoption des fiches individuelles', publisher: 'La Tribune de Diego', kind: 'press', url: 'https://latribune.cyber-diego.com/breves/669-circulation-et-commercialisation-bovines-dans-la-region-diana-adoption-des-fiches-individuelles.html', seen: '2026-11-23', supports: ['summary', 'documents'] },
    { title: 'Contrôle de la délivrance des FIB (5 000 Ar par feuillet)', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/?p=241801', seen: '2026-11-23', supports: ['cost'] },
    { title: 'Ambovombe : lutte contre le trafic de bovidés', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202007150439.html', seen: '2026-11-23', published: '2020-07-15' },
  ],
}

export default service

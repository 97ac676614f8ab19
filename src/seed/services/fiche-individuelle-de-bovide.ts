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
    fr: 'Depuis le décret n° 2018-1362, tout bovin doit avoir une fiche individuelle de bovidé (FIB) ; auparavant, elle ne concernait que les bovins vendus ou soumis au zonage. La FIB est établie par le chef d’arrondissement administratif, après vaccination par le vétérinaire sanitaire. Elle est indispensable pour vendre ou déplacer un bovin et pour obtenir le passeport qui l’accompagne.',
    mg: 'Hatramin’ny didim-panjakana laharana faha-2018-1362, tsy maintsy manana taratasy famantarana ny omby tsirairay (FIB) ny omby rehetra ; taloha dia ny omby amidy na iharan’ny fizarana faritra (zonage) ihany no voakasika. Ny lehiben’ny boriborintany no manao ny FIB, aorian’ny vakisiny ataon’ny dokoteran’ny biby. Tena ilaina ny FIB raha hivarotra na hamindra omby ary hahazoana ny pasipaoro miaraka aminy.',
  },
  audience: {
    fr: 'Éleveurs et propriétaires de bovins, en particulier ceux qui vendent, achètent ou déplacent des animaux ; acheteurs sur les marchés de bovidés (un acheteur professionnel doit avoir une carte professionnelle d’acheteur de bovins).',
    mg: 'Ireo mpiompy sy tompon’omby, indrindra ireo mivarotra, mividy na mamindra biby ; ireo mpividy eny amin’ny tsenan’omby (tsy maintsy manana karatra matihanina ho mpividy omby ny mpividy matihanina).',
  },
  documents: {
    fr: [
      'CIN du propriétaire',
      'Cahier de bovins (bokin’omby) à jour, coté et paraphé par le chef d’arrondissement',
      'Certificat de vaccination signé par le vétérinaire sanitaire : il figure sur la FIB elle-même (partie sanitaire)',
      'Pour un animal acheté : FIB de l’ancien propriétaire et acte de vente',
      'Description de l’animal : sexe, âge, race, couleur de la robe et signes distinctifs',
    ],
    mg: [
      'CIN an’ny tompony',
      'Bokin’omby vaovao, voatonta pejy sy nosoniavin’ny lehiben’ny boriborintany',
      'Fanamarinana ny vakisiny nosoniavin’ny dokoteran’ny biby : ao amin’ny FIB ihany izy (ampahany momba ny fahasalamana)',
      'Ho an’ny omby novidiana : FIB an’ny tompony teo aloha sy taratasy fivarotana',
      'Famaritana ilay biby : lahy na vavy, taona, karazany, volony ary marika manokana',
    ],
  },
  cost: {
    free: false,
    amountAriary: 5000,
    details: {
      fr: 'Droit de délivrance de la FIB : {montant} par feuillet, selon une circulaire du ministère de l’Élevage rapportée par la presse (article non daté). Les frais de vaccination et de certification par le vétérinaire sanitaire sont en plus et se fixent avec l’éleveur. En 2019, l’enregistrement complet d’un zébu coûtait environ 85 dollars (331 500 Ar) selon la SFI, citée par la presse.',
      mg: 'Saram-panomezana ny FIB : {sarany} isaky ny taratasy, araka ny taratasy fampahafantarana avy amin’ny ministeran’ny Fiompiana notaterin’ny gazety (lahatsoratra tsy misy daty). Fanampin’izany ny saran’ny vakisiny sy ny fanamarinan’ny dokoteran’ny biby, ifanarahana amin’ny mpiompy. Tamin’ny 2019, eo amin’ny 85 dolara (331 500 Ar) ny saran’ny fisoratana feno omby iray araka ny SFI, notaterin’ny gazety.',
    },
  },
  processingTime: {
    fr: 'Comptez plusieurs semaines : en 2019, identifier, enregistrer et vacciner un zébu demandait en moyenne 28 jours, auprès de 3 ministères (cartographie de la SFI citée par la presse).',
    mg: 'Mitaky herinandro maromaro : tamin’ny 2019, 28 andro eo ho eo, any amin’ny ministera 3, no nilaina hamantarana, handraketana sy hanaovana vakisiny omby iray (fandinihan’ny SFI notaterin’ny gazety).',
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
        detail: 'Un exemplaire reste chez vous, les autres sont conservés au fokontany et à l’arrondissement. L’animal reçoit aussi une boucle numérotée à l’oreille gauche ; dans certaines régions, une boucle électronique est désormais obligatoire pour vendre un zébu (décret n° 2018-1362).',
        unsure: 'Nombre d’exemplaires de la FIB et lieux de conservation : non confirmés (la règle des trois exemplaires trouvée vaut pour le bokin’omby ; un exemplaire pourrait aller à la gendarmerie).',
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
        detail: 'Kopia iray no ao aminao, ny sisa tehirizina ao amin’ny fokontany sy ny boriborintany. Asiana kavina misy laharana eo amin’ny sofina havia koa ilay biby ; any amin’ny faritra sasany, tsy maintsy asiana kavina elektronika izao ny omby vao azo amidy (didim-panjakana laharana faha-2018-1362).',
        unsure: 'Tsy voamarina ny isan’ny kopian’ny FIB sy ny toerana itehirizana azy (ny fitsipika kopia telo hita dia momba ny bokin’omby ; mety hisy kopia iray ho an’ny zandarimariam-pirenena).',
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
      'Arrêté interministériel n° 12.880/2007, modifié par l’arrêté n° 10.254/2012 du 25 mai 2012, relatif à l’identification des bovins en transaction, objet d’élevage ou soumis au système de zonage',
      'Décret n° 2018-1362 du 15 octobre 2018 relatif à l’identification électronique et à la géolocalisation des bovins',
    ],
    mg: [
      'Lalàna laharana faha-2006-030 tamin’ny 24 novambra 2006 momba ny fiompiana eto Madagasikara',
      'Didim-panjakana laharana faha-2005-503 tamin’ny 26 jolay 2005 momba ny fanisana, ny famantarana, ny fifamoivoizana ary ny fivarotana omby',
      'Didim-pitondrana iraisan’ny ministera laharana faha-12.880/2007, novain’ny laharana faha-10.254/2012 tamin’ny 25 mey 2012, momba ny famantarana ny omby amidy, ompiana na iharan’ny fizarana faritra (zonage)',
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
        unsure: 'Numérotation propre à chaque région et signalement : non confirmés.',
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
        unsure: 'Tsy voamarina ny laharana manokana isam-paritra sy ny fitaterana.',
      },
    ],
  },
  youReceive: {
    fr: 'La fiche individuelle de bovin (FIB) de chaque animal et, avant une vente ou un déplacement, le passeport bovin.',
    mg: 'Ny taratasy famantarana ny omby tsirairay (FIB) isaky ny biby ary, alohan’ny hivarotana na hamindrana azy, ny pasipaoron’omby.',
  },
  onlineServices: {
    fr: [{ label: 'Ministère de l’Agriculture et de l’Élevage', url: 'https://www.minae.gov.mg' }],
    mg: [{ label: 'Ministeran’ny Fambolena sy ny Fiompiana', url: 'https://www.minae.gov.mg' }],
  },
  related: ['certificat-phytosanitaire', 'certificat-de-residence', 'porter-plainte'],
  lastReviewed: '2026-11-28',
  verifiedAt: '2026-11-28',
  unconfirmed: ['cost'],
  review: {
    status: 'toVerify',
    notes: 'Sources reliées phrase par phrase le 2026-11-28 (issue 40, d’après docs/research/issue40/fiche-individuelle-de-bovide.md). Aucune page officielle du MINAE sur la FIB ni sur le passeport ; Torolalana n’a pas de fiche. Les textes sont lus dans des copies et des bases juridiques (FAOLEX, SWM Programme, copie de l’arrêté n° 12.880/2007). Corrigé : la FIB est établie par le chef d’arrondissement administratif (pas « à la commune ») ; tout bovin depuis le décret n° 2018-1362, seulement les bovins vendus ou soumis au zonage auparavant (presse de Diego, arrêté de 2007) ; délai « le jour même ou quelques jours » remplacé par 28 jours en moyenne en 2019 (SFI, citée par la presse). Retirés faute de source : inscription du veau vers deux mois, prix réduit du vaccin lors des campagnes, « plusieurs exemplaires » dans « ce que vous recevez ». Ajouté : carte professionnelle d’acheteur de bovins, boucles électroniques (décret n° 2018-1362), coût total d’environ 85 dollars par zébu en 2019 (SFI). Montant marqué à confirmer : 5 000 Ar par feuillet repose sur un seul article de Midi Madagasikara non daté, qui cite une circulaire ; à confirmer auprès de la DRAE ou de l’arrondissement. Pièces : CIN, FIB de l’ancien propriétaire et acte de vente sans source, affichés « à confirmer ». Nombre d’exemplaires de la FIB (étape 4) et numérotation propre à chaque région (question fréquente) : marqués. Signataire du passeport bovin non affiché. Termes malgaches « taratasy famantarana ny omby tsirairay » pour la FIB et « pasipaoron’omby » à faire relire.',
  },
  sources: [
    { key: 'arrete-12880', title: 'Arrêté interministériel n° 12.880/2007 modifié par l’arrêté interministériel n° 10.254/2012 du 25 mai 2012 relatif à l’identification des bovins en transaction, objet d’élevage ou soumis au système de zonage (texte, copie déposée sur slideum.com)', publisher: 'République de Madagascar (copie sur slideum.com)', kind: 'official', url: 'https://slideum.com/doc/4695721/identification-des-bovins-en-transaction--objet-d-%C3%A9levage...', seen: '2026-11-28', published: '2012-05-25' },
    { key: 'ecolex-2018-1362', title: 'Décret n° 2018-1362 du 15 octobre 2018 relatif à l’identification électronique et à la géolocalisation des bovins', publisher: 'ECOLEX / FAOLEX', kind: 'secondary', url: 'https://www.ecolex.org/details/legislation/decret-n2018-1362-du-15-octobre-2018-relatif-a-lidentification-electronique-et-a-la-geolocalisation-des-bovins-lex-faoc185242/', seen: '2026-11-28', published: '2018-10-15' },
    { key: 'swm-conditions', title: 'Madagascar : production animale, conditions générales (bokin’omby, FIB, recensement du 1er septembre au 30 décembre)', publisher: 'SWM Programme (legal hub FAO/CIRAD/CIFOR)', kind: 'secondary', url: 'https://swm-programme.info/fr/web/guest/legal-hub/madagascar/animal-production/conditions-generales', seen: '2026-11-28' },
    { key: 'swm-identification', title: 'Madagascar : identification et enregistrement des animaux', publisher: 'SWM Programme (legal hub FAO/CIRAD/CIFOR)', kind: 'secondary', url: 'https://swm-programme.info/fr/web/guest/legal-hub/madagascar/animal-production/identification-et-enregistrement-des-animaux', seen: '2026-11-28' },
    { key: 'swm-exportations', title: 'Madagascar : santé animale, exportations (décret n° 2005-503, carte professionnelle d’acheteur de bovins)', publisher: 'SWM Programme (legal hub FAO/CIRAD/CIFOR)', kind: 'secondary', url: 'https://swm-programme.info/fr/web/guest/legal-hub/madagascar/sante-animale/exportations', seen: '2026-11-28' },
    { key: 'midi-fib', title: 'Contrôle de la délivrance des FIB (circulaire du ministère de l’Élevage ; 5 000 Ar par feuillet)', publisher: 'Midi Madagasikara', kind: 'press', url: 'https://midi-madagasikara.mg/?p=241801', seen: '2026-11-28' },
    { key: 'tribune-diego', title: 'Circulation et commercialisation bovines dans la région Diana : adoption des fiches individuelles', publisher: 'La Tribune de Diego', kind: 'press', url: 'https://latribune.cyber-diego.com/breves/669-circulation-et-commercialisation-bovines-dans-la-region-diana-adoption-des-fiches-individuelles.html', seen: '2026-11-28' },
    { key: 'afriquinfos', title: 'Madagascar : mise en service d’une nouvelle fiche individuelle de bovin', publisher: 'Afriquinfos', kind: 'press', url: 'https://afriquinfos.com/madagascar-mise-service-nouvelle-fiche-individuelle-bovin-228203', seen: '2026-11-28' },
    { key: 'allafrica-2021', title: 'Boucles électroniques et traçabilité des zébus (chiffres de la SFI pour 2019)', publisher: 'AllAfrica (presse malgache)', kind: 'press', url: 'https://fr.allafrica.com/stories/202110130636.html', seen: '2026-11-28', published: '2021-10' },
    { key: 'minae-ephyto', title: 'Tetikasa e-Phyto : fanamarinana nomerika ny fahasalaman’ny zava-maniry (page du site du ministère)', publisher: 'Ministère de l’Agriculture et de l’Élevage (MINAE)', kind: 'official', url: 'https://www.minae.gov.mg/tetikasa-e-phyto-fanamarinana-nomerika-ny-fahasalamanny-zava-maniry/', seen: '2026-11-28', published: '2021-03' },
    { key: 'chatpfe-bovins', title: 'Contribution à la mise en place d’un système électronique de traçage statique pour les bétails (mémoire)', publisher: 'Chatpfe (textes de mémoires)', kind: 'secondary', url: 'https://chatpfe.com/contribution-a-la-mise-en-place-dun-systeme-electronique-de-tracage-statique-pour-les-betails', seen: '2026-11-28' },
  ],
  references: [
    { statement: 'summary', source: 'ecolex-2018-1362', quote: 'Avant l\'utilisation de la puce électronique, tous les bovins doivent posséder une Fiche Individuelle de Bovin (FIB) dans la localité d\'enregistrement où naît l\'animal.' },
    { statement: 'summary', source: 'ecolex-2018-1362', quote: 'Décret n°2018-1362 du 15 octobre 2018 relatif à l\'identification électronique et à la géolocalisation des bovins', where: 'titre' },
    { statement: 'summary', source: 'tribune-diego', quote: 'réservées aux bovins de transaction et aux bovins soumis au système de zonage. La fiche individuelle bovine contient toutes les informations permettant d\'identifier l\'animal et ne concerne pas les bœufs destinés à l\'élevage.' },
    { statement: 'summary', source: 'midi-fib', quote: 'le chef d\'arrondissement administratif est le seul habilité à remplir et à signer la partie administrative de la FIB' },
    { statement: 'summary', source: 'midi-fib', quote: 'Le vétérinaire sanitaire ne doit signer la partie réservée aux informations sanitaires de la FIB qu\'après vaccination faite.' },
    { statement: 'summary', source: 'tribune-diego', quote: 'Au niveau des arrondissements administratifs, le passeport ne peut être octroyé sans la présentation de la FIB.' },
    { statement: 'audience', source: 'swm-conditions', quote: 'Chaque propriétaire de bovins doit détenir un Bokinomby dans lequel sont inscrits les bovins déclarés', where: 'article 8' },
    { statement: 'audience', source: 'arrete-12880', quote: 'relatif à l\'identification des bovins en transaction, objet d\'élevage ou soumis au système de zonage', where: 'titre' },
    { statement: 'audience', source: 'swm-exportations', quote: 'il est institué sur le territoire national une carte professionnelle d\'acheteur de bovins' },
    { statement: 'documents.1', source: 'chatpfe-bovins', quote: 'Le « bokin\'omby » est côté et paraphé par le Chef d\'Arrondissement territorialement compétent. La possession d\'un « bokin\'omby » est obligatoire pour chaque éleveur de bovin.' },
    { statement: 'documents.1', source: 'swm-conditions', quote: 'Chaque propriétaire de bovins doit détenir un Bokinomby … Le Bokinomby est un registre fourni uniquement par l\'Imprimerie Nationale (...) La Commune est chargée de l\'approvisionnement en Bokinomby avant la période de recensement annuel.', where: 'articles 8 et 9' },
    { statement: 'documents.2', source: 'afriquinfos', quote: 'la signature du chef d\'Arrondissement de la Commune concernée ainsi que le certificat sanitaire de l\'animal' },
    { statement: 'documents.2', source: 'midi-fib', quote: 'Le vétérinaire sanitaire ne doit signer la partie réservée aux informations sanitaires de la FIB qu\'après vaccination faite.' },
    { statement: 'documents.3', source: 'afriquinfos', quote: 'les éleveurs et propriétaires successifs' },
    { statement: 'documents.4', source: 'afriquinfos', quote: 'comporte entre autres le numéro national d\'identification, le sexe, le type racial et l\'âge de l\'animal ; les signes distinctifs et la robe ; les éleveurs et propriétaires successifs' },
    { statement: 'cost', source: 'midi-fib', quote: 'Les prestations du vétérinaire sanitaire liées à la vaccination et à la certification de la vaccination, la transcription de ces actes dans la FIB, sont fixées de commun accord avec l\'éleveur, indépendamment du droit de délivrance de la FIB fixé à 5 000 ariary par feuillet.' },
    { statement: 'cost', source: 'allafrica-2021', quote: 'Les chiffres clés de la SFI parlent de 85 dollars (331 500 ariary) de coût d\'enregistrement pour un zébu en 2019.' },
    { statement: 'processingTime', source: 'allafrica-2021', quote: 'Un zébu passe par cinquante-cinq étapes auprès de trois ministères pendant vingt-huit jours pour pouvoir être identifié, enregistré et vacciné. C\'est une cartographie de mouvement de zébus réalisée en 2019.' },
    { statement: 'processingTime', source: 'allafrica-2021', quote: 'un délai d\'enregistrement de 24 jours au maximum au lieu de 28' },
    { statement: 'whereToApply', source: 'midi-fib', quote: 'le chef d\'arrondissement administratif est le seul habilité à remplir et à signer la partie administrative de la FIB' },
    { statement: 'whereToApply', source: 'midi-fib', quote: 'détenteur d\'un mandat sanitaire à Antsahalova' },
    { statement: 'whereToApply', source: 'afriquinfos', quote: 'la signature du chef d\'Arrondissement de la Commune concernée' },
    { statement: 'steps.0', source: 'swm-conditions', quote: 'Article 4 – A compter du 1er septembre au 30 décembre de l\'année, il est procédé dans tous les Fokontany au recensement des bovins par les soins d\'une Commission de recensement des bovins dirigée par le Chef de Fokontany.' },
    { statement: 'steps.0', source: 'chatpfe-bovins', quote: 'Le recensement devrait être fait obligatoirement chaque année.' },
    { statement: 'steps.1', source: 'midi-fib', quote: 'Le vétérinaire sanitaire ne doit signer la partie réservée aux informations sanitaires de la FIB qu\'après vaccination faite.' },
    { statement: 'steps.1', source: 'tribune-diego', quote: 'La vaccination des bovidés est une obligation pour les propriétaires et les éleveurs.' },
    { statement: 'steps.2', source: 'midi-fib', quote: 'Avant la délivrance de la FIB, le chef d\'arrondissement est tenu de s\'assurer que toutes les mentions, aussi bien administratives que sanitaires, sont complètement transcrites sur la FIB, sans rature ni gommage.' },
    { statement: 'steps.2', source: 'afriquinfos', quote: 'comporte entre autres le numéro national d\'identification, le sexe, le type racial et l\'âge de l\'animal' },
    { statement: 'steps.3', source: 'swm-identification', quote: 'Article 15 (extrait) – Les bovins sont soumis à un système codifié d\'identification basé sur la fixation d\'une boucle numérotée sur l\'oreille gauche.' },
    { statement: 'steps.3', source: 'tribune-diego', quote: 'L\'indentification des bovidés se poursuivra par la pose de boucles aux oreilles des animaux dont la FIB a été établie.' },
    { statement: 'steps.3', source: 'allafrica-2021', quote: 'doivent désormais obligatoirement être équipés de boucles d\'oreilles électroniques pour pouvoir être commercialisés' },
    { statement: 'steps.3', source: 'ecolex-2018-1362', quote: 'Décret n°2018-1362 du 15 octobre 2018 relatif à l\'identification électronique et à la géolocalisation des bovins', where: 'titre' },
    { statement: 'steps.4', source: 'tribune-diego', quote: 'Au niveau des arrondissements administratifs, le passeport ne peut être octroyé sans la présentation de la FIB.' },
    { statement: 'steps.4', source: 'midi-fib', quote: 'ce document lequel est utile à la circulation et à la commercialisation des bovins' },
    { statement: 'steps.4', source: 'afriquinfos', quote: 'les éleveurs et propriétaires successifs' },
    { statement: 'legalReferences.0', source: 'arrete-12880', quote: 'Vu la loi n°2006-030 du 24 novembre 2006 relative à l\'élevage à Madagascar', where: 'visas' },
    { statement: 'legalReferences.0', source: 'swm-identification', quote: 'En application de l\'article 22 de la loi n° 2006-030 du 24 novembre 2006' },
    { statement: 'legalReferences.1', source: 'swm-exportations', quote: 'En application de l\'article 28 du décret n°2005-503 du 26 juillet 2005 relatif au recensement, à l\'identification, à la circulation et à la commercialisation des bovins' },
    { statement: 'legalReferences.2', source: 'arrete-12880', quote: 'Arrêté interministériel n° 12.880/2007 modifié par l\'arrêté interministériel n° 10.254/2012 du 25 mai 2012 relatif à l\'identification des bovins en transaction, objet d\'élevage ou soumis au système de zonage', where: 'titre' },
    { statement: 'legalReferences.3', source: 'ecolex-2018-1362', quote: 'Décret n°2018-1362 du 15 octobre 2018 relatif à l\'identification électronique et à la géolocalisation des bovins', where: 'titre' },
    { statement: 'faq.0', source: 'tribune-diego', quote: 'La FIB est à présenter aux autorités de contrôle. Sans la présentation de cette fiche, la provenance des bovidés est considérée douteuse.' },
    { statement: 'faq.0', source: 'swm-identification', quote: 'Tous les bovins vivants doivent être munis de puces électroniques sous peine d\'être considérés comme propriétés de l\'Etat.' },
    { statement: 'faq.1', source: 'midi-fib', quote: 'le chef d\'arrondissement administratif est le seul habilité à remplir et à signer la partie administrative de la FIB' },
    { statement: 'faq.1', source: 'midi-fib', quote: 'Le vétérinaire sanitaire ne doit signer la partie réservée aux informations sanitaires de la FIB qu\'après vaccination faite.' },
    { statement: 'faq.1', source: 'afriquinfos', quote: 'la signature du chef d\'Arrondissement de la Commune concernée' },
    { statement: 'faq.2', source: 'tribune-diego', quote: '300 000 fiches ont été délivrées aux différentes localités des quatre Districts' },
    { statement: 'youReceive', source: 'ecolex-2018-1362', quote: 'Avant l\'utilisation de la puce électronique, tous les bovins doivent posséder une Fiche Individuelle de Bovin (FIB) dans la localité d\'enregistrement où naît l\'animal.' },
    { statement: 'youReceive', source: 'tribune-diego', quote: 'Au niveau des arrondissements administratifs, le passeport ne peut être octroyé sans la présentation de la FIB.' },
    { statement: 'onlineServices.0', source: 'minae-ephyto', quote: 'Tetikasa e-Phyto : fanamarinana nomerika ny fahasalaman\'ny zava-maniry', where: 'titre d’une page du site www.minae.gov.mg' },
  ],
}

export default service

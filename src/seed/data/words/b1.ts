/** Citizens' words of the guides added by issue 41, batch 1 (see ../citizenWords.ts). */
export const words: Record<string, { fr: string[]; mg: string[] }> = {
  'declaration-de-naissance': {
    fr: [
      'déclarer une naissance', 'déclarer la naissance', 'déclarer mon bébé', 'declarer bebe', 'enregistrer une naissance', 'enregistrement des naissances', 'accouchement', 'accoucher', 'accouché', 'maternité', 'sage-femme', 'fiche INSTAT', 'fiche statistique de naissance', 'délai de 30 jours', 'trente jours', 'naissance à domicile', 'accouchement à domicile', 'déclarer un enfant', 'déclaration de naissance',
    ],
    mg: [
      'manambara teraka', 'manambara zazakely', 'nanambara zaza', 'ambarao ny zaza', 'niteraka', 'vao niteraka', 'fiterahana', 'mpampivelona', 'toeram-piterahana', 'maternité', 'fisy INSTAT', 'fisy fanisana teraka', 'teraka tany an-trano', '30 andro', 'manoratra zaza', 'soratra zaza vao teraka', 'zaza vao nateraka', 'nateraka', 'fanamarinana fiterahana', 'manambara zaza', 'fanambarana zaza', 'fanambarana fahaterahana',
    ],
  },
  'reconnaissance-d-enfant': {
    fr: [
      'reconnaître mon enfant', 'reconnaitre mon fils', 'reconnaître ma fille', 'reconnaissance de paternité', 'acte de reconnaissance', 'enfant naturel', 'enfant hors mariage', 'né hors mariage', 'concubin', 'concubinage', 'union libre', 'donner mon nom à mon enfant', 'lettre de consentement', 'paternité', 'filiation', 'reconnaitre bb', 'reconnaissance d’enfant', 'reconnaître un enfant',
    ],
    mg: [
      'manaiky ho zanaka', 'fanekena zanaka', 'zaza ivelan’ny fanambadiana', 'tsy manambady ara-dalàna', 'miara-monina', 'mpiara-mipetraka', 'anaran’ny ray', 'omena ny anaran’ny ray', 'ray tsy manambady', 'maha-ray', 'taratasy fanekena', 'firazanana', 'zanaka natiora', 'reconnaissance', 'fanekena zaza', 'manaiky zaza',
    ],
  },
  'adoption': {
    fr: [
      'adopter', 'adopter un enfant', 'adoption simple', 'adoption plénière', 'adopté', 'adoptée', 'enfant adoptif',
      'parents adoptifs', 'ACAM', 'autorité centrale de l’adoption', 'orphelin', 'orphelinat', 'centre d’accueil',
      'adopter mon neveu', 'adopter l’enfant de mon conjoint', 'adoption intrafamiliale', 'adoption internationale',
      'prendre un enfant en charge',
    ],
    mg: [
      'fananganan-jaza', 'manangana zaza', 'zaza natsangana', 'nanangana zaza', 'hanangana zaza',
      'mitaiza zaza', 'zaza kamboty', 'kamboty', 'toeram-pitaizana zaza kamboty', 'ACAM', 'fananganan-jaza tsotra',
      'fananganan-jaza feno', 'manangan-jaza', 'adoption', 'adopter',
    ],
  },
  'divorce': {
    fr: [
      'divorcer', 'divorce', 'divorcé', 'divorcée', 'séparation', 'se séparer', 'séparer de ma femme',
      'séparer de mon mari', 'rupture du mariage', 'divorce pour faute', 'adultère', 'infidélité', 'violences du conjoint',
      'abandon de foyer', 'abandon du domicile conjugal', 'jugement de divorce', 'avocat divorce', 'tribunal Anosy divorce',
      'misintaka', 'fampodiana',
    ],
    mg: [
      'fisaraham-panambadiana', 'misaraka', 'hisaraka', 'nisaraka', 'misara-bady', 'fisarahana', 'manary vady',
      'fandroahana vady', 'divorce', 'divorcer', 'fijangajangana', 'mijangajanga', 'herisetra ataon’ny vady',
      'nandao tokantrano', 'misintaka', 'fampodiana', 'didim-pitsarana fisaraham-panambadiana', 'vady nandao', 'hisaraka amin’ny vadiko', 'misaraka amin’ny vady',
    ],
  },
  'changement-de-nom': {
    fr: [
      'changer de nom', 'changer mon nom', 'changer de prénom', 'changer prénom', 'changement de prénom', 'nouveau nom',
      'modifier mon nom', 'nom de famille', 'porter un autre nom', 'nom ridicule', 'nom difficile à porter',
      'nom d’usage', 'ajouter un prénom', 'nom patronymique', 'changer nom enfant', 'chgt de nom',
    ],
    mg: [
      'manova anarana', 'hanova anarana', 'fanovana anarana', 'niova anarana', 'anarana vaovao', 'ovaina ny anarana',
      'manova fanampin’anarana', 'fanampin’anarana', 'anarana fanampiny', 'anaram-pianakaviana', 'anarana sarotra entina',
      'mampiova anarana', 'changement de nom', 'prénom',
    ],
  },
  'rectification-d-acte-d-etat-civil': {
    fr: [
      'rectification', 'rectifier', 'rectifier mon acte', 'corriger une erreur', 'erreur sur mon acte de naissance',
      'erreur de nom', 'nom mal écrit', 'faute d’orthographe', 'erreur de date de naissance', 'mauvaise date',
      'erreur de sexe', 'erreur lieu de naissance', 'jugement rectificatif', 'ordonnance de rectification',
      'acte erroné', 'mention marginale', 'erreur sur la copie', 'erreur acte de mariage', 'corriger acte de mariage', 'erreur acte de décès',
    ],
    mg: [
      'fanitsiana', 'manitsy', 'hanitsy', 'ahitsy', 'diso soratra', 'diso anarana', 'diso tsipelina', 'diso daty',
      'diso daty nahaterahana', 'diso toerana nahaterahana', 'diso ao amin’ny kopia', 'kopia misy diso', 'fanitsiana kopia',
      'didy manitsy', 'rectification', 'erreur', 'tsy mitovy ny anarana',
    ],
  },
  'acte-de-notoriete': {
    fr: [
      'acte de notoriété', 'notoriété', 'certificat d’hérédité', 'attestation d’hérédité', 'preuve d’héritier',
      'qualité d’héritier', 'liste des héritiers', 'héritier', 'héritiers', 'ayants droit', 'notaire succession',
      'officier public authentificateur', 'acte de notoriete apres deces', 'de cujus',
    ],
    mg: [
      'taratasy fanamarinana maha-mpandova', 'fanamarinana maha mpandova', 'maha-mpandova', 'mpandova', 'mpandova ara-dalàna',
      'lisitry ny mpandova', 'notera', 'taratasy avy amin’ny notera', 'acte de notoriété', 'notoriété', 'zanaka mpandova',
      'porofo fa mpandova', 'taratasim-pandovana',
    ],
  },
  'se-marier': {
    fr: [
      'nous marier', 'célébrer un mariage', 'célébration civile', 'dossier de mariage', 'pièces pour le mariage', 'conditions pour se marier', 'âge pour se marier', 'témoins de mariage', 'date du mariage', 'mariage le samedi', 'prix du mariage civil', 'futurs époux', 'lettre d’engagement', 'mariage coutumier', 'se marier', 'célébration du mariage', 'publication des bans',
    ],
    mg: [
      'hivady', 'hanambady ara-panjakana', 'fanambadiana sivily', 'mariazy sivily', 'manao soratra', 'hanao soratra', 'soratra any amin’ny firaisana', 'firaisana', 'ireo hanambady', 'vavolombelona amin’ny fanambadiana', 'saran’ny fanambadiana', 'daty hanambadiana', 'taratasy ilaina amin’ny fanambadiana', 'fepetra hanambadiana', 'fankalazana fanambadiana', 'mampakarina', 'fanambadiana nentim-paharazana', 'fanambarana ampahibemaso',
    ],
  },
  'livret-de-famille': {
    fr: [
      'livret famille perdu', 'perte du livret de famille', 'nouveau livret de famille', 'duplicata livret de famille', 'second livret', 'livret abîmé', 'livret déchiré', 'carnet de famille', 'livret de mariage', 'mettre à jour le livret', 'inscrire un enfant dans le livret', 'livret famille étranger', 'livret famille ambassade', 'livret de famille',
    ],
    mg: [
      'boky fianakaviana', 'bokim-pianakaviana very', 'very ny bokim-pianakaviana', 'bokim-pianakaviana vaovao', 'bokim-pianakaviana simba', 'boky mena', 'karine fianakaviana', 'livret famille', 'dikasolo bokim-pianakaviana', 'soratana ao amin’ny boky', 'bokin’ny mpivady', 'boky fanambadiana', 'bokim-pianakaviana', 'livret de famille',
    ],
  },
  'certificat-de-celibat': {
    fr: [
      'célibat', 'certificat celibat', 'attestation de célibat', 'célibataire', 'prouver mon célibat', 'certificat de non mariage', 'certificat de non-remariage', 'non remariage', 'certificat de coutume', 'capacité matrimoniale', 'mariage en France', 'mariage à l’étranger', 'certificat de célibat',
    ],
    mg: [
      'fanamarinana maha-mpitovo', 'maha mpitovo', 'mpitovo', 'tokan-tena', 'tsy manambady', 'taratasy mpitovo',
      'fanamarinana tsy fanambadiana', 'tsy nanambady intsony', 'certificat de célibat', 'célibat',
      'hanambady any ivelany', 'hanambady vahiny', 'taratasy avy amin’ny fokontany hanambadiana',
    ],
  },
}

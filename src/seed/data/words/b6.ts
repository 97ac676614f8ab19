/** Citizens' words of the guides added by issue 41, batch 6 (see ../citizenWords.ts). */
export const words: Record<string, { fr: string[]; mg: string[] }> = {
  'concours-de-la-fonction-publique': {
    fr: [
      'devenir fonctionnaire', 'entrer dans la fonction publique', 'concours ENAM', 'ENAM', 'INFA', 'concours INFA',
      'concours direct', 'concours professionnel', 'avis de concours', 'arrêté d’ouverture du concours',
      'date limite de dépôt', 'dossier de concours', 'administrateur civil', 'inspecteur des impôts', 'école nationale d’administration',
      'concours suspendus', 'concours reportés', 'travailler pour l’État', 'poste budgétaire', 'concour fonction publik',
    ],
    mg: [
      'ho mpiasam-panjakana', 'hiditra mpiasam-panjakana', 'miditra amin’ny asam-panjakana', 'fifaninanana ENAM',
      'fifaninanana INFA', 'fifaninanana mivantana', 'filazana fifaninanana', 'mpiadina', 'hiasa amin’ny fanjakana',
      'asa fanjakana', 'concours fanjakana', 'fifaninanana miditra', 'fanadinana hiditra asa',
      'miasa ho an’ny fanjakana', 'fifaninanana natsahatra', 'concour',
    ],
  },
  'recrutement-des-eleves-gendarmes': {
    fr: [
      'devenir gendarme', 'concours gendarmerie', 'élève gendarme', 'eleve gendarme', 'recrutement gendarmerie',
      'école de gendarmerie Ambositra', 'EGNA', 'ENGA', 'Toby Ratsimandrava', 'taille minimum gendarme',
      'âge concours gendarme', 'droit de concours gendarmerie', 'test de grossesse concours',
      'orphelin de gendarme', 'veuve de gendarme', 'concour jandarme', 'gendarme promotion',
    ],
    mg: [
      'ho zandary', 'hiditra ho zandary', 'miditra zandary', 'fifaninanana zandary', 'fifaninanana zandarimaria',
      'mpianatra zandary', 'sekolin’ny zandary', 'zandary Ambositra', 'Toby Ratsimandrava', 'halava zandary',
      'taona zandary', 'saram-pifaninanana zandary', 'kamboty zandary', 'jandarma', 'zandary vaovao', 'concours zandary',
    ],
  },
  'recrutement-de-la-police-nationale': {
    fr: [
      'devenir policier', 'concours police', 'concours police nationale', 'élève agent de police', 'agent de police',
      'inspecteur de police', 'commissaire de police', 'officier de police', 'ENSP Ivato', 'ENIAP Antsirabe',
      'école de police', 'recrutement police', 'policier', 'métier de policier', 'entrer dans la police', 'concour polis', 'policier stagiaire',
    ],
    mg: [
      'ho polisy', 'hiditra ho polisy', 'miditra polisy', 'fifaninanana polisy', 'mpianatra polisy', 'sekolin’ny polisy',
      'agent de police', 'inspektera polisy', 'kaomisera polisy', 'ENIAP', 'ENSP', 'polisim-pirenena fifaninanana',
      'concours polisy', 'ho lasa polisy',
    ],
  },
  'detachement-d-un-fonctionnaire': {
    fr: [
      'détachement', 'detachement fonctionnaire', 'être détaché', 'détaché auprès de', 'arrêté de détachement',
      'fonctionnaire détaché', 'travailler dans un autre ministère', 'mise à disposition', 'bureau 204',
      'changer d’administration', 'fonctionnaire dans une organisation internationale', 'détachement ONG',
    ],
    mg: [
      'famindrana toerana', 'mangataka famindrana toerana', 'détachement', 'mpiasam-panjakana afindra',
      'miasa any amin’ny ministera hafa', 'birao 204', 'didim-pitondrana famindrana', 'afindra toerana',
      'famindran’asa mpiasam-panjakana', 'detachement',
    ],
  },
  'disponibilite-d-un-fonctionnaire': {
    fr: [
      'disponibilité', 'mise en disponibilité', 'disponibilite fonctionnaire', 'congé sans solde', 'sans solde',
      'arrêter de travailler pour l’État', 'pause de carrière', 'quitter temporairement la fonction publique',
      'réintégration', 'reprendre mon poste', 'fonctionnaire en disponibilité', 'candidat élection fonctionnaire',
    ],
    mg: [
      'fiatoana amin’ny asa', 'mangataka fiatoana', 'disponibilité', 'tsy mandray karama', 'sans solde',
      'miato tsy miasa', 'hiverina amin’ny asa', 'fiverenana amin’ny asa', 'mpiasam-panjakana miato',
      'disponibilite', 'kandida mpiasam-panjakana',
    ],
  },
  cepe: {
    fr: [
      'CEPE', 'certificat d’études primaires', 'examen de 7e', 'examen fin primaire', 'inscription CEPE', 'résultat CEPE',
      'date CEPE', 'candidat libre CEPE', 'examen classe de 7eme', 'epreuve problème opérations',
      'cepe resulta', 'convocation CEPE', 'entrée en 6e',
    ],
    mg: [
      'CEPE', 'fanadinana CEPE', 'fanadinana kilasy fahafito', 'fahafito', 'valin’ny CEPE', 'vokatra CEPE',
      'fisoratana anarana CEPE', 'mpiadina CEPE', 'fanadinana EPP', 'afaka CEPE', 'resultat CEPE',
      'taratasy fiantsoana CEPE', 'fanadinam-panjakana voalohany',
    ],
  },
  bepc: {
    fr: [
      'BEPC', 'brevet', 'brevet des collèges', 'examen de 3e', 'examen classe de troisième', 'inscription BEPC',
      'résultat BEPC', 'date BEPC', 'option A', 'option B', 'candidat libre BEPC', 'entrée en seconde',
      'bepc resulta', 'convocation BEPC', 'bpec',
    ],
    mg: [
      'BEPC', 'fanadinana BEPC', 'fanadinana kilasy fahatelo', 'fahatelo', 'valin’ny BEPC', 'vokatra BEPC',
      'fisoratana anarana BEPC', 'mpiadina BEPC', 'afaka BEPC', 'kolejy fanadinana', 'safidy A', 'safidy B',
      'resultat BEPC', 'bpec', 'fisoratana BEPC',
    ],
  },
  'duplicata-du-diplome-du-bac': {
    fr: [
      'diplôme du bac perdu', 'perte du diplôme du bac', 'duplicata bac', 'duplicata diplôme bac', 'copie certifiée bac',
      'bac certifié office du bac', 'relevé de notes bac perdu', 'retrouver mon bac', 'Office du bac', 'office du bacc',
      'direction des examens nationaux', 'vieux diplôme bac', 'diplome bac egare', 'faux bac',
    ],
    mg: [
      'diplaoma bakalorea very', 'very ny bacc', 'dikasolo bacc', 'dika mitovy bacc voamarina', 'bacc voamarina',
      'Office du Bac', 'taratasy naoty bacc very', 'nanary diplaoma', 'diplaoma very', 'bacc sandoka',
      'fanamarinana bacc', 'mangataka bacc indray',
    ],
  },
  'authentification-de-diplome': {
    fr: [
      'authentifier mon diplôme', 'authentification diplôme', 'vérifier un diplôme', 'diplôme authentique',
      'faux diplôme', 'certificat d’authenticité diplôme', 'diplôme sécurisé', 'relevé de notes université', 'relevés de notes non délivrés', 'université ne donne pas les notes',
      'relevés de notes envoyés par e-mail', 'diplôme pour l’étranger', 'légaliser un diplôme', 'copie certifiée diplôme',
      'scolarité faculté', 'étudier à l’étranger diplôme',
    ],
    mg: [
      'manamarina diplaoma', 'fanamarinana diplaoma', 'diplaoma marina', 'diplaoma sandoka', 'diplaoma voaaro',
      'taratasy naoty oniversite', 'naoty amin’ny mailaka', 'diplaoma ho any ivelany', 'dika mitovy diplaoma voamarina',
      'scolarité', 'hianatra any ivelany', 'authentification diplaoma',
    ],
  },
  'ouvrir-une-ecole-privee': {
    fr: [
      'ouvrir une école', 'créer une école privée', 'école privée', 'autorisation d’ouverture', 'ouvrir un collège privé', 'ouvrir un lycée privé', 'ONEP', 'école sans autorisation', 'école clandestine', 'fondateur d’école', 'autorisation d’enseigner', 'autorisation de diriger', 'ecole prive ouverture',
    ],
    mg: [
      'manokatra sekoly', 'hanokatra sekoly', 'sekoly tsy miankina', 'sekoly privé', 'fahazoan-dàlana hisokatra', 'manorina sekoly', 'ONEP', 'sekoly tsy ara-dalàna', 'tompon’ny sekoly', 'fahazoan-dàlana hampianatra', 'ekoly privé',
    ],
  },
  'creer-une-epp': {
    fr: [
      'ouvrir une EPP', 'création EPP', 'creation epp', 'nouvelle école primaire publique', 'demander une école publique', 'école publique au village', 'pas d’école dans notre fokontany', 'village sans école', 'école trop loin', 'construire une école primaire publique', 'école communautaire', 'officialiser une école communautaire', 'donner un terrain pour une école', 'terrain pour l’école', 'projet d’école fokonolona', 'dossier école CISCO', 'enfants non scolarisés', 'conseil communal école', 'la commune veut une école', 'ecole primere publik', 'créer une EPP', 'construire une école au village',
    ],
    mg: [
      'hanorina EPP', 'hanorenana EPP', 'mangataka EPP', 'fangatahana EPP', 'EPP vaovao', 'hanokatra EPP', 'sekolim-panjakana vaovao', 'sekoly fanjakana vaovao', 'mangataka sekoly fanjakana', 'tsy misy sekoly ny fokontany', 'tanàna tsy misy sekoly', 'lavitra ny sekoly', 'ankizy tsy mianatra', 'tany ho an’ny sekoly', 'manolotra tany ho sekoly', 'sekoly naorin’ny fokonolona', 'fokonolona manorina sekoly', 'tetikasa sekoly', 'sekoly ambaratonga fototra', 'epp vao', 'manorina EPP', 'sekoly ho an’ny tanàna',
    ],
  },
}

/** Citizens' words of the guides added by issue 41, batch 5 (see ../citizenWords.ts). */
export const words: Record<string, { fr: string[]; mg: string[] }> = {
  'retraite-des-salaries': {
    fr: [
      'retraite cnaps', 'retraite du privé', 'pension de vieillesse', 'liquidation de pension', 'dossier de retraite', 'départ à la retraite', 'partir en retraite', 'prendre sa retraite', 'âge de la retraite', '60 ans', 'retraite salarié', 'pension cnaps', 'retraite secteur privé', 'CIT', 'compte individuel', 'relevé de carrière', 'années de cotisation', 'trimestres cotisés', 'retraite trimestrielle', 'retrete', 'pension de retraite', 'retraite',
    ],
    mg: [
      'hisotro ronono', 'handeha hisotro ronono', 'fisotroan-dronono CNaPS', 'misotro ronono CNaPS', 'retraite cnaps', 'vola fisotroan-dronono', 'fangatahana fisitrahana ny zo', 'DLPR', 'taonan’ny fisotroan-dronono', '60 taona', 'mpiasa tsy miankina', 'sehatra tsy miankina', 'kaonty CIT', 'latsakemboka naloa', 'telovolana', 'fisotroandronono', 'retrety', 'retraite',
    ],
  },
  'retraite-des-fonctionnaires': {
    fr: [
      'retraite fonctionnaire', 'pension fonctionnaire', 'retraite de l’État', 'agent de l’État retraité', 'carte de pensionné', 'carte de pension', 'dossier de pension', 'Solde et pensions', 'DSP', 'maintien en activité', 'prolongation après 60 ans', 'retraite enseignant', 'retraite militaire', 'agent non encadré', 'ECD retraite', 'perception pension', 'trésorerie pension', 'pension par mobile money', 'retraite proportionnelle', 'CRCM', 'CPR', 'fonctionnaire retraité',
    ],
    mg: [
      'fisotroan-dronono mpiasam-panjakana', 'mpiasam-panjakana hisotro ronono', 'karatry ny mpisotro ronono', 'karatra pension', 'mpampianatra misotro ronono', 'miaramila misotro ronono', 'fanitarana fotoana fiasana', 'maintien en activité', 'Tahirim-bolam-panjakana', 'trésor', 'perception', 'vola pension', 'mpiasa tsy raikitra', 'mpiasam-panjakana raikitra', 'fisotroan-dronono fanjakana', 'CRCM', 'CPR',
    ],
  },
  'accident-du-travail': {
    fr: [
      'accident de travail', 'blessé au travail', 'accident sur le chantier', 'accident de trajet', 'accident en allant au travail', 'maladie professionnelle', 'déclaration d’accident', 'carte d’accidenté', 'feuillet A B C', 'indemnité journalière accident', 'rente accident', 'blessure usine', 'intoxication au travail', 'coupé à la machine', 'tombé au travail', 'zone franche accident', 'accident du travail',
    ],
    mg: [
      'loza vokatry ny asa', 'loza teo am-piasana', 'naratra teo am-piasana', 'naratra tany am-piasana', 'tra-doza', 'karatry ny tra-doza', 'aretina vokatry ny asa', 'loza teny an-dalana mankany am-piasana', 'lozam-pifamoivoizana mankany am-piasana', 'taratasy filazana loza', 'voan’ny milina', 'lavo teo am-piasana', 'accident de travail', 'ratra asa', 'loza mahazo amin’ny asa',
    ],
  },
  'carte-d-invalidite': {
    fr: [
      'carte handicapé', 'carte d’handicapé', 'carte invalidité', 'handicap', 'personne handicapée', 'personne en situation de handicap',
      'PSH', 'invalide', 'infirme', 'aveugle', 'malvoyant', 'sourd', 'fauteuil roulant', 'handicap mental', 'droits des handicapés',
      'loi 97-044', 'pension d’invalidité',
    ],
    mg: [
      'sembana', 'olona sembana', 'fahasembanana', 'karatra sembana', 'karatry ny kilemaina', 'kilemaina', 'kilema',
      'jamba', 'marenina', 'moana', 'mandady', 'seza misy kodiarana', 'zon’ny sembana', 'carte handicapé', 'tsy afaka mandeha',
    ],
  },
  'saisir-l-inspection-du-travail': {
    fr: [
      'inspection du travail', 'inspecteur du travail', 'plainte contre employeur', 'plainte contre mon patron', 'litige avec employeur',
      'conflit au travail', 'licenciement abusif', 'renvoyé sans raison', 'viré', 'salaire impayé', 'salaire pas payé',
      'patron ne paie pas', 'pas de contrat de travail', 'conciliation', 'tribunal du travail', 'Antsahavola', 'doléance travail',
      'droit du travail', 'code du travail',
    ],
    mg: [
      'mpanara-maso ny asa', 'inspection du travail', 'inspecteur du travail', 'mitaraina amin’ny patron', 'fitarainana mpampiasa',
      'olana amin’ny mpampiasa', 'noroahina tsy ara-dalàna', 'voaroaka', 'noroahin’ny patron', 'tsy nomena karama',
      'tsy mandoa karama', 'karama tsy voaloa', 'fampihavanana', 'fitsarana misahana ny asa', 'Antsahavola', 'lalàna momba ny asa',
    ],
  },
  'allocations-familiales': {
    fr: [
      'allocation familiale', 'alloc', 'allocations cnaps', 'allocation enfant', 'argent pour les enfants', 'aide pour enfant', 'prestations familiales', 'enfant à charge', '10 000 ariary par enfant', 'certificat de scolarité cnaps', 'certificat de temps de présence', 'volan-jaza', 'allocation par mois', 'allocations familiales',
    ],
    mg: [
      'volan-jaza', 'volan jaza', 'vola ho an’ny zanaka', 'vola isaky ny zaza', 'fanampiana ny fianakaviana', 'zanaka iahiana', 'allocation familiale', 'alloc', 'tombok’ora', 'fanamarinana fianarana CNaPS', 'vola zaza', 'volanjaza', 'fanampiana ho an’ny ankohonana',
    ],
  },
  'conge-de-maternite': {
    fr: [
      'congé maternité', 'congé de grossesse', 'enceinte au travail', 'salariée enceinte', 'future maman',
      'allocation prénatale', 'allocation de maternité', 'demi-salaire', 'frais d’accouchement', 'remboursement accouchement',
      '14 semaines', 'congé prénatal', 'congé postnatal', 'allaitement travail', 'conge mat',
    ],
    mg: [
      'fialan-tsasatra fiterahana', 'fialan-tsasatry ny bevohoka', 'mpiasa bevohoka', 'mpiasa vehivavy bevohoka', 'hiteraka any am-piasana',
      'volan’ny bevohoka', 'volan’ny mpitaiza kely', 'antsasa-karama', 'vola lany tamin’ny fiterahana',
      'congé maternité', 'mampinono', 'reny vao niteraka',
    ],
  },
  'certificat-de-travail': {
    fr: [
      'certificat de travail', 'attestation de travail', 'attestation d’emploi', 'fin de contrat', 'fin de CDD', 'démission',
      'démissionner', 'quitter mon emploi', 'licenciement', 'licencié', 'solde de tout compte', 'préavis', 'indemnité de licenciement',
      'indemnité de préavis', 'congés non pris', 'rupture de contrat', 'dernier salaire',
    ],
    mg: [
      'taratasy fanamarinana asa', 'fanamarinana niasana', 'certificat de travail', 'attestation de travail', 'miala asa',
      'hiala amin’ny asa', 'nametra-pialana', 'fametraham-pialana', 'noroahina', 'fandroahana', 'tapitra ny fifanarahana',
      'préavis', 'fampandrenesana mialoha', 'kajy farany', 'solde de tout compte', 'karama farany',
    ],
  },
}

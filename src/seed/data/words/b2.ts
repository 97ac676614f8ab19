/** Citizens' words of the guides added by issue 41, batch 2 (see ../citizenWords.ts). */
export const words: Record<string, { fr: string[]; mg: string[] }> = {
  succession: {
    fr: [
      'héritage', 'hériter', 'hérité de mes parents', 'succession', 'testament', 
      'déclaration de succession', 'droits de succession', 'droit de mutation par décès', 'ordre des héritiers',
      'biens du défunt', 'terrain du grand-père', 'terrain des ancêtres', 'indivision',
      'mon père est mort terrain', 'qui hérite', 'heritage terrain',
    ],
    mg: [
      'lova', 'mandova', 'handova', 'nandova', 'lovan-drazana', 'fananana navelan’ny maty',
      'didim-pananana', 'tombam-pananana', 'fanamarinana maha-mpandova',
      'tanin’ny dadabe', 'iza no mandova', 'zara lova', 'lova tany', 'lova trano', 'heritage',
    ],
  },
  'acte-de-partage': {
    fr: [
      'acte de partage', 'partage', 'partager le terrain', 'partage entre héritiers', 'partage amiable',
      'partage judiciaire', 'sortir de l’indivision', 'diviser le terrain entre frères', 'partager la maison',
      'lot de chaque héritier', 'délégué d’arrondissement', 'soulte', 'part de chacun', 'partage terrain famille',
    ],
    mg: [
      'fizarana', 'fizarana lova', 'mizara lova', 'zaraina ny tany',
      'taratasy fizarana', 'anjara', 'anjaran’ny tsirairay', 'mpiray tampo mizara', 'fizarana am-pihavanana',
      'lehiben’ny boriborintany', 'acte de partage', 'zara tany', 'zaraina', 'hozaraina', 'mizara ny tanin-dray',
    ],
  },
  'transfert-de-corps': {
    fr: [
      'transférer un corps', 'transport de corps', 'transporter le défunt', 'rapatriement de corps', 'rapatrier un défunt', 'ramener le corps au village', 'autorisation de transfert', 'permis d’inhumer', 'autorisation d’exhumation', 'retournement des morts', 'ouvrir le tombeau', 'cimetière d’Anjanahary', 'fosse provisoire', 'autorisation famadihana', 'cercueil', 'corbillard', 'transfert du corps', 'dépouille mortelle', 'exhumation',
    ],
    mg: [
      'mamindra faty', 'famindrana razana', 'mitondra faty', 'mampody faty', 'faty any ambanivohitra', 'fahazoan-dàlana hamindra faty', 'fahazoan-dàlana handevina', 'famadihana razana', 'mamadika', 'mamadika razana', 'fanokafana fasana', 'manokatra fasana', 'fasana vonjimaika', 'Anjanahary', 'vata maty', 'fiara mitondra faty', 'exhumation', 'famindrana faty', 'hamindra faty', 'famadihana',
    ],
  },
  'pension-de-reversion': {
    fr: [
      'réversion', 'pension de veuve', 'pension de veuf', 'pension d’orphelin', 'pension de survivant', 'mon mari fonctionnaire est décédé', 'pension du mari décédé', 'conjoint survivant pension', 'ayant droit', 'orphelin pension', 'tuteur d’orphelin', 'retraité décédé', 'service des soldes', 'indemnité installation retraite', 'RIIR', 'pension reversion', 'pension de réversion',
    ],
    mg: [
      'fisotroan-dronono ho an’ny vady', 'fisotroan-dronono ho an’ny kamboty', 'vady navelan’ny maty',
      'vady sisa velona', 'maty ny vadiko mpiasam-panjakana', 'mpiasam-panjakana maty', 'manan-jo', 'ireo manan-jo',
      'mpiahy kamboty', 'fisotroan-dronono vady maty', 'pension veuve', 'réversion', 'solde',
    ],
  },
  'pension-alimentaire': {
    fr: [
      'pension alimentaire', 'pension pour mon enfant', 'le père ne paie rien', 'le père ne paye pas', 'père absent',
      'il ne donne rien pour l’enfant', 'obligation alimentaire', 'entretien de l’enfant', 'contribution pour l’enfant',
      'mère célibataire', 'élever seule mon enfant', 'abandon de famille', 'argent pour les enfants après séparation',
      'séparation garde enfant', 'garde de l’enfant', 'pension alimantaire', 'pension aliment',
    ],
    mg: [
      'vola fikarakarana zanaka', 'vola fitaizana zanaka', 'tsy mandoa vola ho an’ny zanany', 'tsy manome vola ny ray',
      'ray tsy miahy', 'ray tsy mikarakara', 'reny mitaiza irery', 'mitaiza irery', 'fitaizana zaza',
      'fikarakarana zaza', 'adidy hamelona', 'nisaraka tamin’ny vady', 'pension alimentaire',
      'vola sakafon’ny zaza',
    ],
  },
  'aide-juridictionnelle': {
    fr: [
      'avocat gratuit', 'aide juridique', 'aide juridictionnelle', 'assistance judiciaire', 'conseil juridique gratuit',
      'consultation gratuite avocat', 'avocat commis d’office', 'commis d’office', 'pas d’argent pour un avocat',
      'clinique juridique', 'Trano Aro Zo', 'TAZ', 'bâtonnier', 'ordre des avocats', 'maison du droit',
      'conseil gratuit tribunal', 'avocat pas cher',
    ],
    mg: [
      'mpisolovava maimaim-poana', 'mpisolovava', 'mpisolovava voatendry', 'torohevitra ara-dalàna',
      'fanampiana ara-pitsarana', 'fakan-kevitra maimaim-poana', 'trano aro zo', 'TAZ', 'tsy manam-bola hanakarama mpisolovava',
      'avocat', 'avocat gratuit', 'clinique juridique', 'torohevitra momba ny zo', 'zo hiarovan-tena',
    ],
  },
  'violences-basees-sur-le-genre': {
    fr: [
      'mari violent', 'mon mari me bat', 'femme battue', 'violences faites aux femmes',
      'VBG', 'viol', 'violée', 'agression sexuelle', 'harcèlement sexuel', 'inceste', 'enfant maltraité',
      'maltraitance', 'mariage forcé', 'violence économique', 'appel 813', 'ligne 147', 'brigade féminine',
      'CECJ', 'SOS herisetra',
      'mari qui frappe', 'il me frappe', 'femme frappée',
    ],
    mg: [
      'daroka', 'darohan’ny vadiko', 'mikapoka vady', 'vehivavy voadaroka',
      'fanolanana', 'voaolana', 'nolanaina', 'fanorisorenana ara-nofo', 'ankizy ampijaliana', 'fampijaliana ankizy',
      'fanambadiana an-tery', 'herisetra ara-bola', 'SOS herisetra', 'foibe Vonjy', 'VBG', 'antso 813', 'laharana 147',
    ],
  },
  'declaration-de-perte': {
    fr: [
      'déclaration de perte', 'j’ai perdu ma CIN', 'perte CIN', 'perdu mes papiers', 'papiers perdus',
      'perdu mon permis', 'perte de permis', 'perdu ma carte grise', 'portefeuille volé', 'sac volé papiers',
      'attestation de perte', 'récépissé de perte', 'certificat de perte', 'declaration perte', 'perdu kopia',
    ],
    mg: [
      'very', 'very ny kara-panondroko', 'very karapanondro', 'very ny taratasiko', 'taratasy very',
      'fanambarana fahaverezana', 'fanambarana very', 'very permis', 'very carte grise', 'nangalarina ny kitapoko',
      'halatra taratasy', 'fahaverezana', 'déclaration de perte', 'very CIN',
    ],
  },
  'acquerir-la-nationalite-malagasy': {
    fr: [
      'devenir malgache', 'devenir malagasy', 'se faire naturaliser', 'nationalité par mariage',
      'étranger marié à une malgache', 'épouse étrangère', 'vazaha nationalité malgache', 'apatride',
      'garder deux nationalités', 'code de la nationalité', 'acquérir la nationalité', 'demande de naturalisation',
      'nationalite malgache etranger',
    ],
    mg: [
      'lasa Malagasy', 'ho lasa Malagasy', 'mahazo zom-pirenena', 'naturalisation',
      'vahiny te ho Malagasy', 'vazaha te ho Malagasy', 'vadiko vahiny', 'tsy manana zom-pirenena', 'fehezan-dalàna momba ny zom-pirenena', 'nationalité malagasy',
    ],
  },
  'signaler-un-pillage': {
    fr: [
      'pillage', 'pillards', 'piller', 'magasin pillé', 'on pille le magasin', 'vandalisme', 'casse',
      'signaler un pillage', 'signalement pillage', '935', 'formulaire pillage', 'émeute', 'saccage',
      'boutique cassée', 'pillage en cours',
    ],
    mg: [
      'fandrobana', 'mpandroba', 'mandroba', 'robaina', 'norobaina', 'nandroba', 'fivarotana norobaina', 'trano norobaina',
      'fanimbana', 'korontana', 'andrimasom-pokonolona', 'hilaza fandrobana', 'mitatitra fandrobana', '935',
      'pillage',
    ],
  },
}

/** Citizens' words of the guides added by issue 41, batch 8 (see ../citizenWords.ts). */
export const words: Record<string, { fr: string[]; mg: string[] }> = {
  'certificat-de-situation-fiscale': {
    fr: [
      'certificat de situation fiscale', 'CSF', 'quitus fiscal', 'quitus', 'attestation fiscale', 'régularité fiscale',
      'certificat de régularité fiscale', 'attestation de régularité fiscale', 'état 211 bis', '211 bis',
      'en règle avec les impôts', 'à jour des impôts', 'pas de dette fiscale', 'arriérés d’impôts', 'certificat fiscal',
      'dossier de candidature', 'candidat aux élections', 'candidat maire', 'certificat des impots', 'papier des impôts',
      'communales',
    ],
    mg: [
      'fanamarinana ara-ketra', 'fanamarinana fa ara-dalàna amin’ny hetra', 'taratasy fanamarinana hetra',
      'tsy manana trosa hetra', 'trosa hetra', 'hetra tara', 'voaloa ny hetra', 'nandoa hetra rehetra',
      'kandida', 'kandidà', 'mpilatsaka hofidiana', 'filatsahan-tena', 'quitus', 'CSF', 'situation fiscale',
      'certificat fiscal', 'regularite fiscale',
    ],
  },
  'declarer-ses-impots-en-ligne': {
    fr: [
      'impôts en ligne', 'payer impôt en ligne', 'déclaration en ligne', 'télédéclaration', 'télépaiement',
      'e-Hetra', 'ehetra', 'Hetraphone', 'Hetraonline', 'hetra online', 'payer impôt MVola',
      'payer impôt Orange Money', 'payer impôt Airtel Money', 'payer impot par telephone', 'impot mobile money',
      'e-déclaration', 'e-paiement', 'e-bilan', 'QR code carte fiscale',
    ],
    mg: [
      'mandoa hetra an-tserasera', 'manambara hetra an-tserasera', 'fandoavan-ketra amin’ny finday',
      'mandoa hetra amin’ny finday', 'hetra amin’ny MVola', 'hetra Orange Money', 'hetra Airtel Money',
      'vola an-finday', 'mobile money', 'e-Hetra', 'Hetraphone', 'Hetraonline', 'ehetraphone',
      'tsy mila mankany amin’ny ivon-ketra', 'hafatra SMS fanamarinana', 'karatra misy QR code',
    ],
  },
  'impot-sur-les-revenus-salariaux': {
    fr: [
      'IRSA', 'impôt sur le salaire', 'impôt sur salaire', 'impot salaire', 'retenue sur salaire', 'retenue à la source',
      'fiche de paie', 'bulletin de paie', 'bulletin de salaire', 'salaire net', 'salaire brut', 'barème IRSA',
      'taux IRSA', 'calcul IRSA', 'employé salarié', 'paie', 'impôts sur ma paie', 'patron', 'patron enlève impôt', 'revenu imposable', 'réduction pour enfant',
      'minimum IRSA',
    ],
    mg: [
      'IRSA', 'hetra amin’ny karama', 'hetran’ny karama', 'hetra karama', 'karamako', 'karama isam-bolana',
      'esorina amin’ny karama', 'taratasy karama', 'fiche de paie', 'karama madio', 'karama feno', 'mpiasa mandray karama',
      'patron', 'taha IRSA', 'kajy IRSA', 'zanaka iantohana', 'salaire',
    ],
  },
  'permis-de-port-d-arme': {
    fr: [
      'port d’arme', 'permis de port d’arme', 'port d arme', 'arme à feu', 'arme a feu', 'pistolet', 'revolver',
      'fusil de chasse', 'fusil', 'autorisation de détention d’arme', 'détention d’arme', 'acheter une arme',
      'armurier', 'arme de défense', 'chasse', 'gardiennage', 'convoyage de fonds', 'agent de sécurité armé',
      'légaliser une arme', 'amnistie des armes',
    ],
    mg: [
      'basy', 'fahazoan-dàlana hitana basy', 'fahazoan-dalana basy', 'permis basy', 'mitana basy', 'mividy basy',
      'mitondra basy', 'basy poleta', 'poleta', 'basy fihazana', 'mihaza', 'fihazana', 'fiarovan-tena',
      'mpiambina', 'fiambenana', 'mpivarotra basy', 'port d’arme', 'basy tsy ara-dalàna',
    ],
  },
  'signaler-la-delinquance-economique': {
    fr: [
      'escroc', 'escroqué', 'arnaque en ligne', 'fraude', 'fraude financière', 'délinquance économique',
      'délit financier', 'détournement', 'détournement de fonds', 'blanchiment', 'blanchiment d’argent',
      'fraude douanière', 'chèque sans provision', 'faux recrutement', 'faux billets', 'SLDEF', 'SCESLFD',
      'camp Ratsimandrava',
    ],
    mg: [
      'voasoloky', 'nosolokiana', 'mpisoloky vola', 'hosoka ara-bola', 'fandikan-dalàna ara-bola',
      'fanodikodinam-bola', 'famotsiam-bola', 'fivadiham-pitokisana', 'fivadiam-pitokisana', 'ladoany',
      'taratasim-bola tsy misy vola', 'vola sandoka', 'asa sandoka', 'toby Ratsimandrava', 'escroquerie',
    ],
  },
  'signaler-la-corruption': {
    fr: [
      'corrompu', 'agent corrompu', 'bakchich', 'dessous de table', 'payer pour un service', 'argent pour accélérer',
      'dénonciation', 'dénoncer un agent', 'dénoncer la corruption', 'Bureau indépendant anti-corruption',
      'anti-corruption', 'i-toroka', 'e-toroka', 'boîte à doléances BIANCO', 'Ambohibao', 'Villa La Piscine',
      'Pôle anti-corruption', 'PAC', 'lanceur d’alerte', 'témoin de corruption',
    ],
    mg: [
      'mpanao kolikoly', 'nanao kolikoly', 'nangataka kolikoly', 'nomena kolikoly', 'manome kolikoly', 'mitory kolikoly',
      'nangataka vola', 'nangatahana vola', 'nangatahan’ny mpiasam-panjakana vola', 'polisy mpanao kolikoly',
      'fitoriana kolikoly', 'vola an-tsokosoko', 'vola hanafainganana', 'mividy raharaha', 'i-toroka', 'e-toroka',
      'Ambohibao', 'Birao mahaleo tena miady amin’ny kolikoly', 'ady amin’ny kolikoly', 'vavolombelona kolikoly',
      'Pôle anti-corruption', 'PAC',
    ],
  },
  'saisir-le-mediateur': {
    fr: [
      'Médiateur', 'médiateur', 'défenseur du peuple', 'ombudsman', 'Isoraka',
      'litige avec l’administration', 'administration bloque mon dossier', 'salaire non payé', 'pension non payée',
      'retraite non payée', 'décision de justice non exécutée', 'lenteur de la justice', 'recours contre l’État',
      'réclamation écrite', 'saisir la Médiature', 'l’administration ne me paie pas', 'à qui me plaindre', 'pension de l’État',
    ],
    mg: [
      'Mpanelanelana eo anivon’ny Repoblika', 'mpiaro ny vahoaka', 'Médiature', 'Isoraka',
      'olana amin’ny fanjakana', 'karaman’ny mpiasam-panjakana tsy voaloa', 'fisotroan-dronono tsy voaloa', 'didim-pitsarana tsy ampiharina',
      'fahatarana eo amin’ny fitsarana', 'mitaraina amin’ny mpanelanelana', 'médiateur', 'tsy voaloan’ny fanjakana',
      'fisotroan-drononoko tsy voaloa', 'aiza no mitaraina',
    ],
  },
  'reclamation-consommateur': {
    fr: [
      'consommateur', 'consommateurs', 'droits du consommateur', 'protection des consommateurs', 'DPC',
      'produit périmé', 'date de péremption dépassée', 'prix abusif', 'prix trop cher', 'hausse des prix',
      'balance truquée', 'balance trafiquée', 'poids faux', 'contrefaçon', 'marchandise défectueuse',
      'commerçant malhonnête', 'FIMZOMPAM', 'métrologie légale', 'remboursement achat', 'arnaque vendeur',
    ],
    mg: [
      'mpanjifa', 'zon’ny mpanjifa', 'fiarovana ny mpanjifa', 'entana lany daty', 'lany daty', 'vidiny lafo',
      'vidiny tafahoatra', 'fiakaran’ny vidim-piainana', 'mizana voaova', 'mizana hosoka', 'lanja diso',
      'entana sandoka', 'entana simba', 'mpivarotra mpisoloky', 'FIMZOMPAM', 'DPC', 'PPN', 'vidin’entana',
    ],
  },
}

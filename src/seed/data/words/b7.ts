/** Citizens' words of the guides added by issue 41, batch 7 (see ../citizenWords.ts). */
export const words: Record<string, { fr: string[]; mg: string[] }> = {
  'fermer-une-entreprise': {
    fr: [
      'fermer ma société', 'fermeture d’entreprise', 'cessation d’activité', 'arrêter mon activité', 'arrêt d’activité',
      'radiation', 'radiation RCS', 'dissolution', 'liquidation', 'liquidateur', 'mettre la clé sous la porte',
      'faillite', 'fin d’activité', 'fermer boutique', 'clôturer entreprise', 'supprimer NIF', 'cesser le commerce',
    ],
    mg: [
      'manakatona orinasa', 'hanakatona orinasa', 'fanakatonana orinasa', 'fampitsaharana asa', 'hampitsahatra asa',
      'mijanona tsy hivarotra intsony', 'famafana ao amin’ny RCS', 'handrava orinasa', 'fandravana orinasa',
      'bankirompitra', 'faillite', 'tsy miasa intsony ny orinasa', 'akatona ny fivarotana',
    ],
  },
  'carte-professionnelle-de-commercant': {
    fr: [
      'carte professionnelle', 'carte de marchand', 'carte de commerçant', 'badge marché', 'marchand ambulant',
      'vendeur de rue', 'vente sur le trottoir', 'place au marché', 'stand au marché', 'ticket de marché', 'droit de place',
      'marchand des rues', 'Behoririka', 'Analakely marché', 'CIPENS', 'commerçant étranger', 'petit commerce',
    ],
    mg: [
      'karatry ny mpivarotra', 'karatra mpivarotra', 'mpivarotra amoron-dalana', 'mpivarotra eny an-dalana',
      'mpivarotra mivezivezy', 'mpivaro-mandeha', 'toerana eny an-tsena', 'tapakila tsena', 'saran-toerana',
      'mivarotra eny an-tsena', 'mivarotra amin’ny sisin-dalana', 'badge tsena', 'latabatra eny an-tsena', 'vahiny mpivarotra',
    ],
  },
  'exporter-des-produits-artisanaux': {
    fr: [
      'exporter artisanat', 'export artisanat', 'produits artisanaux', 'objets d’art', 'vannerie', 'broderie', 'raphia',
      'sculpture bois', 'certificat artisanat', 'certificat fait main', 'porte 101', 'ministère de l’Artisanat',
      'envoyer artisanat à l’étranger', 'souvenirs à exporter', 'vita malagasy',
    ],
    mg: [
      'manondrana asa-tanana', 'fanondranana asa-tanana', 'vokatra asa-tanana', 'zavakanto', 'harefo', 'penjy',
      'vita tanana', 'sokitra hazo', 'fanamarinana asa-tanana', 'mandefa asa-tanana any ivelany', 'vita malagasy any ivelany',
    ],
  },
  'devenir-exportateur': {
    fr: [
      'exportateur', 'devenir exportateur', 'vendre à l’étranger', 'domiciliation bancaire', 'domiciliation export',
      'rapatriement devises', 'rapatrier devises', 'SIG-OC', 'agrément export', 'agrément vanille', 'exportation vanille',
      'facture domiciliée', 'liste de colisage', 'note de valeur', 'opérateur export', 'commerce extérieur',
    ],
    mg: [
      'mpanondrana entana', 'lasa mpanondrana', 'manondrana entana', 'fanondranana entana', 'mivarotra any ivelany',
      'mamerina vola vahiny', 'famerenana vola vahiny', 'domiciliation', 'agrément lavanila', 'manondrana lavanila',
      'vola vahiny', 'varotra any ivelany',
    ],
  },
  'devenir-importateur': {
    fr: [
      'importateur', 'devenir importateur', 'importer marchandises', 'acheter en Chine', 'acheter à l’étranger', 'conteneur',
      'container', 'BSC', 'bordereau de suivi', 'GasyNet', 'transitaire', 'commissionnaire en douane', 'CAD', 'dédouanement',
      'licence d’importation', 'FSI', 'import-export',
    ],
    mg: [
      'mpanafatra entana', 'lasa mpanafatra', 'manafatra entana', 'fanafarana entana', 'mividy entana any Sina',
      'mividy entana any ivelany', 'kontenera', 'mpanao fanafahana entana', 'transitaire', 'fanafahana entana',
      'entana avy any ivelany', 'haban’ny fadin-tseranana',
    ],
  },
  'dedouaner-un-colis': {
    fr: [
      'colis', 'colis bloqué', 'colis à la douane', 'colis retenu', 'récupérer un colis', 'colis de l’étranger', 'paquet',
      'douane colis', 'taxe colis', 'Paositra Malagasy', 'poste colis', 'EMS', 'Colissimo', 'DHL', 'AliExpress', 'Shein',
      'achat en ligne', 'Amazon', 'colis famille', 'dédouaner',
    ],
    mg: [
      'fonosana', 'fonosana avy any ivelany', 'fonosana voatazona', 'fonosana any amin’ny fadin-tseranana', 'fadin-tseranana',
      'colis', 'kolisy', 'paositra', 'maka fonosana', 'entana nalefa avy any ivelany', 'haba fonosana', 'voatana any amin’ny douane',
      'entana novidiana an-tserasera',
    ],
  },
  'deposer-une-marque': {
    fr: [
      'marque', 'déposer une marque', 'dépôt de marque', 'enregistrer une marque', 'protéger ma marque', 'protéger mon logo',
      'logo', 'nom commercial', 'OMAPI', 'propriété industrielle', 'brevet', 'contrefaçon de marque', 'copie de ma marque',
      'trademark', 'système de Madrid',
    ],
    mg: [
      'marika', 'marika ara-barotra', 'mametraka marika', 'fametrahana marika', 'miaro ny marika', 'fiarovana ny marika',
      'logo', 'logo nangalarina', 'nakan’olona ny logo', 'anaran’ny vokatra', 'OMAPI', 'fananana ara-indostria', 'maka tahaka ny marika', 'marque',
    ],
  },
  'carte-producteur': {
    fr: [
      'carte producteur', 'carte de producteur', 'carte agriculteur', 'carte paysan', 'carte éleveur', 'carte pêcheur',
      'identifiant producteur', 'carte agricole', 'MINAE carte', 'carte QR producteur', 'carte cultivateur',
    ],
    mg: [
      'karatry ny mpamokatra', 'karatra mpamokatra', 'karatra tantsaha', 'karatra mpamboly', 'karatra mpiompy',
      'karatra mpanjono', 'tantsaha', 'mpamboly', 'mpanjono', 'carte producteur',
    ],
  },
  'formation-artisanat': {
    fr: [
      'formation artisanat', 'apprendre l’artisanat', 'formation artisan', 'CENAM', 'porte 108', 'coupe et couture',
      'formation couture', 'tissage', 'fabrication de bijoux', 'apprendre un métier manuel', 'attestation de formation',
      'formation professionnelle artisanat', 'CERAM',
    ],
    mg: [
      'fiofanana asa-tanana', 'miofana asa-tanana', 'hianatra asa-tanana', 'fianarana asa-tanana', 'mpanao asa-tanana',
      'fanjairana', 'fanenomana', 'fianarana fanjairana', 'fiofanana matihanina', 'CENAM',
    ],
  },
  'certificat-d-origine': {
    fr: [
      'certificat d’origine', 'certificat origine', 'CO', 'EUR.1', 'EUR1', 'origine des marchandises', 'preuve d’origine',
      'made in Madagascar', 'AGOA', 'COMESA', 'SADC', 'COI', 'REX', 'CCI', 'chambre de commerce', 'MIDAC',
    ],
    mg: [
      'taratasy fanamarinana ny niaviana', 'fanamarinana niaviana', 'niavian’ny entana', 'certificat d’origine',
      'vita eto Madagasikara', 'CCI', 'Chambre de commerce', 'entana avy eto Madagasikara',
    ],
  },
}

/** Citizens' words of the guides added by issue 41, batch 3 (see ../citizenWords.ts). */
export const words: Record<string, { fr: string[]; mg: string[] }> = {
  'transfert-de-visa': {
    fr: [
      'transfert de visa', 'transférer visa', 'transferer mon visa', 'report de visa', 'reporter le visa',
      'passeport périmé', 'nouveau passeport étranger', 'visa ancien passeport',
      'changer de passeport visa', 'carte de long séjour', 'DIE', 'immigration émigration', 'visa sur nouveau passeport',
    ],
    mg: [
      'famindrana visa', 'mamindra visa', 'afindra visa', 'hamindra ny visa', 'visa pasipaoro lany daty',
      'visa pasipaoro vaovao', 'visa pasipaoro taloha', 'visa vahiny', 'karatra fipetrahana maharitra', 'DIE',
      'transfert visa', 'passeport expiré vahiny',
    ],
  },
  'visa-de-long-sejour': {
    fr: [
      'visa long sejour', 'visa immigrant', 'transformer mon visa', 'transformation de visa', 's’installer à Madagascar', 'vivre à Madagascar', 'expatrié', 'visa travailleur', 'visa investisseur', 'visa retraité', 'visa regroupement familial', 'plus de 3 mois', 'visa de séjour', 'visa conjoint malgache', 'visa long séjour', 'visa transformable',
    ],
    mg: [
      'visa fipetrahana', 'visa azo ovaina', 'hanova visa', 'ovaina ny visa', 'vahiny hipetraka', 'hipetraka eto Madagasikara', 'visa mpiasa vahiny', 'visa mpampiasa vola', 'vady vahiny visa', 'mihoatra 3 volana', 'visa immigrant', 'long sejour', 'long séjour', 'hovaina ho long séjour', 'visa maharitra', 'visa transformable',
    ],
  },
  'carte-de-resident': {
    fr: [
      'carte de résident', 'carte de resident', 'carte résident', 'carte de séjour', 'titre de séjour',
      'carte biométrique étranger', 'carte d’étranger', 'renouveler carte de résident', 'renouvellement carte séjour',
      'carte résident perdue', 'duplicata carte de résident', 'résident étranger', 'vazaha résident', 'carte long séjour',
    ],
    mg: [
      'karatra vahiny', 'karatry ny vahiny', 'karatra mponina vahiny', 'karatra fipetrahana', 'karatra maha-mponina',
      'carte de résident', 'carte résident', 'vazaha mipetraka', 'manavao karatra vahiny', 'havaozina ny karatra vahiny',
      'karatra vahiny very', 'carte de séjour',
    ],
  },
  'autorisation-de-travail-etranger': {
    fr: [
      'permis de travail', 'autorisation de travail', 'autorisation d’emploi', 'travailler à Madagascar étranger',
      'embaucher un étranger', 'embaucher un français', 'employer un étranger', 'recruter un expatrié', 'salarié étranger', 'travailleur étranger', 'expat travail',
      'visa travailleur', 'e-work', 'contrat visé', 'main d’oeuvre étrangère', 'permis de travail vazaha',
    ],
    mg: [
      'fahazoan-dalana hiasa', 'fahazoan-dàlana hiasa vahiny', 'mpiasa vahiny', 'vahiny miasa', 'hiasa eto Madagasikara',
      'mandray mpiasa vahiny', 'vazaha miasa', 'permis de travail', 'autorisation d’emploi', 'visa mpiasa',
      'mampiasa vahiny', 'e-work',
    ],
  },
  'certificat-d-authenticite-du-permis': {
    fr: [
      'certificat d’authenticité', 'certificat d authenticite permis', 'authenticité du permis', 'authentification permis',
      'prouver que mon permis est vrai', 'permis pour l’étranger', 'conduire à l’étranger', 'permis malgache à l’étranger',
      'attestation de permis', 'vérification du permis', 'permis reconnu à l’étranger',
    ],
    mg: [
      'fanamarinana fahazoan-dalana', 'fanamarinana permis', 'permis marina', 'hamarinina ny permis',
      'fahamarinan’ny fahazoan-dàlana', 'permis any ivelany', 'hitondra fiara any ivelany',
      'certificat d’authenticité', 'taratasim-panamarinana permis',
    ],
  },
  'visite-medicale-du-permis': {
    fr: [
      'visite médicale permis', 'visite medicale permis', 'permis médical', 'permis medical expiré', 'renouveler permis médical',
      'prolongation du permis', 'prolonger mon permis', 'permis périmé', 'permis expiré', 'certificat médical permis',
      'aptitude à conduire', 'permis poids lourd renouvellement', 'chauffeur visite médicale',
    ],
    mg: [
      'permis médical', 'permis medical', 'fizahana ara-pahasalamana permis', 'manavao permis', 'havaozina ny permis',
      'permis lany daty', 'permis tapitra', 'fanitarana permis', 'hanitatra ny permis', 'mpamily fizahana dokotera',
      'taratasy dokotera permis',
    ],
  },
  'visiter-les-parcs-nationaux': {
    fr: [
      'parc national', 'parcs nationaux', 'MNP', 'Madagascar National Parks', 'réserve naturelle', 'aire protégée',
      'droit d’entrée parc', 'ticket parc', 'prix entrée Isalo', 'Isalo', 'Ankarana', 'Ranomafana', 'Andasibe',
      'Tsingy de Bemaraha', 'guide du parc', 'lémuriens', 'excursion', 'randonnée',
    ],
    mg: [
      'valan-javaboary', 'valanjavaboary', 'vala-javaboahary', 'faritra arovana', 'hitsidika valan-javaboary',
      'tapakila fidirana', 'saran’ny fidirana', 'mpitari-dalana', 'gidro', 'varika', 'Isalo', 'Ranomafana',
      'Andasibe', 'fitsangatsanganana', 'MNP', 'parc national',
    ],
  },
  'echange-de-permis-etranger': {
    fr: [
      'échange de permis', 'échanger permis étranger', 'echange permis francais', 'convertir permis étranger',
      'conversion de permis', 'permis étranger à Madagascar', 'permis français Madagascar', 'conduire avec permis étranger',
      'transformer permis étranger', 'permis européen Madagascar', 'expatrié permis',
    ],
    mg: [
      'fanakalozana permis', 'manakalo permis', 'hanakalo fahazoan-dalana', 'permis vahiny', 'permis avy any ivelany',
      'permis frantsay', 'vahiny mitondra fiara', 'ovaina ho permis malagasy', 'échange permis',
      'takalo permis', 'permis vazaha',
    ],
  },
  'permis-de-conduire-international': {
    fr: [
      'permis international', 'permis de conduire international', 'PCI', 'permis pour voyager', 'conduire en France',
      'conduire à l’étranger avec permis malgache', 'permis valable à l’étranger', 'traduction du permis', 'louer une auto à l’étranger',
      'permis malgache reconnu', 'conduire à la Réunion', 'permis international touriste',
    ],
    mg: [
      'permis iraisam-pirenena', 'fahazoan-dalana iraisam-pirenena', 'permis international', 'mitondra fiara any ivelany',
      'permis any Frantsa', 'permis malagasy any ivelany', 'hitondra fiara any Frantsa', 'mpizahatany mitondra fiara',
      'permis hivoahana', 'PCI', 'fiara hofaina any ivelany',
    ],
  },
  'laissez-passer': {
    fr: [
      'laissez-passer', 'laisser passer', 'laissez passer', 'document de voyage d’urgence', 'passeport perdu à l’étranger',
      'passeport volé à l’étranger', 'rentrer à Madagascar sans passeport', 'rapatriement', 'bloqué à l’étranger',
      'passeport confisqué', 'retour au pays urgence', 'titre de voyage provisoire',
    ],
    mg: [
      'laissez-passer', 'laisser passer', 'hody any Madagasikara', 'hiverina any an-tanindrazana', 'very pasipaoro any ivelany',
      'tsy manana pasipaoro', 'pasipaoro nalain’ny mpampiasa', 'mody maika', 'masoivoho malagasy', 'taratasy hiverenana',
    ],
  },
}

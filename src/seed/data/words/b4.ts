/** Citizens' words of the guides added by issue 41, batch 4 (see ../citizenWords.ts). */
export const words: Record<string, { fr: string[]; mg: string[] }> = {
  'mutation-de-carte-grise': {
    fr: [
      'carte grise à mon nom', 'mettre la carte grise à mon nom', 'changer le nom sur la carte grise', 'voiture achetée', 'moto achetée', 'acheter une moto d’occasion', 'vendre ma voiture', 'vente de moto', 'acte de vente voiture', 'déclaration sur l’honneur', 'non-gage', 'attestation de non gage', 'fiche de suivi mutation', 'carte grise au nom du vendeur', 'mutation véhicule', 'mutation moto', 'cg a mon nom', 'mutation', 'changement de propriétaire', 'vente de voiture', 'voiture d’occasion',
    ],
    mg: [
      'famindrana karatra volondavenona', 'mamindra carte grise', 'carte grise amin’ny anarako', 'nividy moto', 'moto efa niasa', 'mivarotra fiara', 'nivarotra fiara', 'fivarotana fiara', 'fifanarahana fivarotana fiara', 'anaran’ny mpivarotra', 'fiara niova tompo', 'mutation moto', 'mutation fiara', 'non-gage', 'mutation', 'fanovana tompony', 'nividy fiara',
    ],
  },
  'duplicata-du-permis-de-conduire': {
    fr: [
      'duplicata permis', 'permis perdu', 'duplicata du permis', 'permis de conduire perdu', 'perte du permis', 'permis volé', 'vol de permis',
      'permis abîmé', 'permis usé', 'permis déchiré', 'remplacer mon permis', 'refaire mon permis', 'nouveau permis après perte',
      'déclaration de perte permis', 'porte 402', 'certificat provisoire de capacité',
    ],
    mg: [
      'dikasolo permis', 'dikasolon’ny permis', 'permis nangalarina', 'permis simba', 'permis rovitra', 'very ny permis-ko',
      'nanary permis', 'fahazoan-dàlana very', 'fahazoan-dalana very', 'hanolo permis', 'manolo permis', 'duplicata permis',
      'fanambarana fahaverezana permis',
    ],
  },
  'acheter-un-terrain': {
    fr: [
      'acheter une parcelle', 'acheter un lopin', 'terrain à vendre', 'vendeur de terrain', 'acte de vente terrain', 'frais d’achat terrain', 'droits d’enregistrement terrain', 'autorisation de transaction', 'prescription d’urbanisme', 'coordonnées Laborde', 'CIRDOMA', 'SRAT', 'arnaque terrain', 'terrain vendu deux fois', 'acheter un terrain',
    ],
    mg: [
      'nividy tany', 'tany amidy', 'fivarotana tany', 'mpivarotra tany', 'fifanekena ara-barotra', 'varotra tany', 'tany hovidiana', 'hosoka tany', 'CIRDOMA', 'SRAT', 'firaiketana an-boky tany', 'mividy tany',
    ],
  },
  'transformer-cadastre-en-titre': {
    fr: [
      'transformer cadastre', 'transformation cadastre', 'cadastre en titre', 'titre cadastral', 'terrain cadastré',
      'livre cadastral', 'cadastre vers titre foncier', 'passer du cadastre au titre', 'opération cadastrale', 'numéro de parcelle',
      'droit de rédaction',
    ],
    mg: [
      'kadasitra', 'tany vita kadasitra', 'famadihana kadasitra', 'mamadika kadasitra', 'kadasitra ho titra', 'boky kadasitra',
      'titra kadasitra', 'saram-panoratana', 'famoronana bokin-tany', 'laharan’ny parsely',
    ],
  },
  'mutation-de-titre-foncier': {
    fr: [
      'mutation foncière', 'mutation de terrain', 'mutation par décès', 'mutation par vente', 'mutation par donation',
      'transfert de propriété', 'mettre le terrain à mon nom', 'titre au nom des parents', 'terrain de mes parents décédés',
      'donation de terrain', 'échange de terrain', 'héritage terrain titré', 'inscription au livre foncier',
    ],
    mg: [
      'famindrana tany', 'mamindra tany', 'hamindra tany', 'famindrana titra', 'famindrana araka ny lova', 'tany lova misy titra',
      'titra amin’ny anaran’ny ray aman-dreny', 'tany nomena', 'fanomezana tany', 'takalo tany', 'tany nafindra anarana',
    ],
  },
  'bornage': {
    fr: [
      'borner mon terrain', 'faire borner', 'bornes', 'borne disparue', 'bornes arrachées', 'limites du terrain', 'délimitation', 'géomètre', 'géomètre expert', 'géomètre assermenté', 'prix géomètre', 'rétablissement des bornes', 'voisin empiète', 'empiètement', 'litige de limite', 'bornage',
    ],
    mg: [
      'fanatsatoham-bato', 'manatsatoka vato', 'vato fetra', 'fetran-tany', 'mpandrefy tany', 'géomètre', 'vato very', 'vato nesorina', 'mpifanolo-bodirindrina', 'nandika fetra', 'ady fetra', 'famerenana vato', 'bornage',
    ],
  },
  'certificat-de-situation-juridique': {
    fr: [
      'situation juridique du terrain', 'certificat juridique', 'état du terrain', 'vérifier le propriétaire', 'qui est le propriétaire', 'hypothèque terrain', 'prénotation', 'terrain hypothéqué', 'certificat d’immatriculation et de situation juridique', 'situation juridique', 'certificat de situation juridique', 'CSJ',
    ],
    mg: [
      'fanamarinana ny fananan-tany', 'fanamarinana fananan-tany', 'iza no tompon’ny tany', 'tompon’ilay tany', 'tany misy antoka', 'tany nampiantohana', 'hypothèque', 'situation juridique', 'certificat juridique', 'toe-javatra ara-dalàna tany', 'CSJ',
    ],
  },
  'morcellement': {
    fr: [
      'morceler', 'morcellement', 'diviser un terrain', 'division de terrain', 'découper un terrain', 'partager un terrain',
      'vendre une partie du terrain', 'autorisation de morcellement', 'projet de morcellement', 'lots',
    ],
    mg: [
      'fanavahana tany', 'manavaka tany', 'hanavaka ny tany', 'mizara tany', 'fizarana tany', 'ampahan-tany', 'tapatapany tany',
      'mivarotra ampahan-tany', 'morcellement', 'tany zaraina',
    ],
  },
  'enregistrer-un-bail': {
    fr: [
      'bail', 'contrat de bail', 'contrat de location', 'location maison', 'louer une maison', 'louer un local', 'loyer',
      'locataire', 'bailleur', 'propriétaire qui loue', 'bail commercial', 'bail emphytéotique', 'enregistrement du bail', 'sous-location',
    ],
    mg: [
      'fanofana', 'fifanarahana fanofana', 'manofa trano', 'mampanofa trano', 'hofan-trano', 'mpanofa', 'tompon-trano mampanofa',
      'hofa', 'trano hofaina', 'bail', 'contrat de location', 'fanofana fivarotana', 'manofa tany',
    ],
  },
  'gerer-son-habitation': {
    fr: [
      'démarches foncières', 'démarche terrain', 'services fonciers', 'DGSF', 'DGATH', 'aménagement du territoire',
      'habitat', 'propriété foncière', 'papiers du terrain', 'papiers de la maison', 'certificat négatif de propriété',
      'prescription acquisitive', 'servitude de passage', 'radiation d’hypothèque', 'second duplicata titre',
    ],
    mg: [
      'raharaha momba ny tany', 'taratasy tany sy trano', 'fananan-tany sy trano', 'fanajariana ny tany', 'DGSF', 'DGATH',
      'toeram-ponenana', 'tany sy trano', 'lalana fandalovana', 'tanim-panjakana', 'fangatahana tany',
    ],
  },
}

/**
 * Search synonym groups: acronyms, Malagasy and French words for the same thing,
 * and frequent ways citizens write them. Editors extend them in the admin.
 */
export const synonyms: { label: string; terms: string[] }[] = [
  { label: 'Carte nationale d’identité', terms: ['CIN', 'carte nationale d’identité', 'carte d’identité', 'kara-panondro', 'karapanondro', 'kara panondro'] },
  { label: 'Passeport', terms: ['passeport', 'pasipaoro', 'passport', 'pasport'] },
  { label: 'Acte de naissance', terms: ['acte de naissance', 'copie d’acte de naissance', 'kopia nahaterahana', 'soratra nahaterahana', 'extrait de naissance', 'kopia'] },
  { label: 'Acte de mariage', terms: ['acte de mariage', 'mariage', 'fanambadiana'] },
  { label: 'Acte de décès', terms: ['acte de décès', 'décès', 'fahafatesana', 'maty'] },
  { label: 'Numéro d’identification fiscale', terms: ['NIF', 'numéro d’identification fiscale', 'identifiant fiscal', 'laharam-pamantarana ara-ketra'] },
  { label: 'Carte statistique', terms: ['STAT', 'carte statistique', 'numéro statistique', 'karatra statistika'] },
  { label: 'CNaPS', terms: ['CNaPS', 'caisse nationale de prévoyance sociale', 'sécurité sociale', 'affiliation'] },
  { label: 'Baccalauréat', terms: ['bacc', 'bac', 'baccalauréat', 'bakalorea', 'BACC'] },
  { label: 'Permis de conduire', terms: ['permis', 'permis de conduire', 'fahazoan-dalana mitondra fiara', 'permis voiture'] },
  { label: 'Casier judiciaire', terms: ['casier judiciaire', 'B3', 'bulletin n°3', 'bulletin 3', 'firaketana heloka'] },
  { label: 'Certificat de résidence', terms: ['certificat de résidence', 'résidence', 'fanamarinam-ponenana'] },
  { label: 'Immatriculation de véhicule', terms: ['carte grise', 'immatriculation', 'fisoratana fiara'] },
  { label: 'Doléances', terms: ['doléance', 'plainte', 'réclamation', 'fitarainana'] },
  { label: 'Pharmacie de garde', terms: ['pharmacie de garde', 'pharmacie', 'farmasia', 'fivarotam-panafody'] },
  { label: 'Hôpital', terms: ['hôpital', 'CHU', 'hopitaly', 'clinique'] },
  { label: 'Urgences', terms: ['urgence', 'secours', 'vonjy maika', 'vonjy taitra'] },
  { label: 'Titre foncier', terms: ['titre foncier', 'terrain', 'titra tany', 'tany'] },
  { label: 'Société', terms: ['créer une entreprise', 'créer sa société', 'société', 'entreprise', 'orinasa', 'SARL'] },
  { label: 'Impôts', terms: ['impôt', 'taxe', 'hetra'] },
  { label: 'Vaccin', terms: ['vaccin', 'vaccination', 'vaksiny'] },
  { label: 'Bourse', terms: ['bourse', 'vatsim-pianarana'] },
]

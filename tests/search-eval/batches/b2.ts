import type { EvalQuery } from '../types'

/** Queries for the guides added by issue 41, batch 2 (see ../README.md). */
export const fr: EvalQuery[] = [
  // succession
  { q: 'mon père est décédé, comment partager son héritage', expect: ['succession', 'acte-de-partage', 'journey:deces-d-un-proche'], kind: 'life-event' },
  { q: 'qui hérite quand il n’y a pas de testament', expect: ['succession'], kind: 'question' },
  { q: 'droits de succession centre fiscal', expect: ['succession'], kind: 'noun-form' },
  { q: 'heritage terrain grand pere mort', expect: ['succession'], kind: 'sms-spelling' },
  { q: 'la veuve hérite t elle de son mari', expect: ['succession'], kind: 'question' },
  // acte-de-partage
  { q: 'partager le terrain entre frères et sœurs après le décès', expect: ['acte-de-partage', 'succession'], kind: 'life-event' },
  { q: 'un héritier refuse le partage que faire', expect: ['acte-de-partage'], kind: 'question' },
  { q: 'acte de partage arrondissement pieces', expect: ['acte-de-partage'], kind: 'sms-spelling' },
  { q: 'sortir de l’indivision', expect: ['acte-de-partage'], kind: 'noun-form' },
  // transfert-de-corps
  { q: 'ramener le corps de ma mère au tombeau familial à Antsirabe', expect: ['transfert-de-corps', 'acte-de-deces'], kind: 'life-event' },
  { q: 'autorisation pour le famadihana', expect: ['transfert-de-corps'], kind: 'noun-form' },
  { q: 'comment rapatrier un défunt mort en France', expect: ['transfert-de-corps'], kind: 'question' },
  { q: 'autorisation exhumation commune', expect: ['transfert-de-corps'], kind: 'noun-form' },
  { q: 'tranfert de corp BMH', expect: ['transfert-de-corps'], kind: 'typo' },
  // pension-de-reversion
  { q: 'mon mari fonctionnaire est décédé, ai-je droit à sa pension', expect: ['pension-de-reversion'], kind: 'life-event' },
  { q: 'pension de veuve CNaPS', expect: ['pension-de-reversion'], kind: 'abbreviation' },
  { q: 'pension orphelin tuteur', expect: ['pension-de-reversion'], kind: 'noun-form' },
  { q: 'pension reversion veuve dossier', expect: ['pension-de-reversion'], kind: 'sms-spelling' },
  // pension-alimentaire
  { q: 'le père de mon enfant ne paie rien pour lui', expect: ['pension-alimentaire'], kind: 'life-event' },
  { q: 'comment obtenir une pension alimentaire', expect: ['pension-alimentaire'], kind: 'title-words' },
  { q: 'pension alimantaire tribunal', expect: ['pension-alimentaire'], kind: 'typo' },
  { q: 'mere celibataire papa paye pas', expect: ['pension-alimentaire'], kind: 'sms-spelling' },
  // aide-juridictionnelle
  { q: 'je n’ai pas d’argent pour payer un avocat', expect: ['aide-juridictionnelle'], kind: 'life-event' },
  { q: 'avocat gratuit tribunal', expect: ['aide-juridictionnelle'], kind: 'noun-form' },
  { q: 'clinique juridique TAZ Andohatapenaka', expect: ['aide-juridictionnelle'], kind: 'regional' },
  { q: 'avocat commis d office', expect: ['aide-juridictionnelle'], kind: 'noun-form' },
  // violences-basees-sur-le-genre
  { q: 'mon mari me frappe que faire', expect: ['violences-basees-sur-le-genre', 'porter-plainte'], kind: 'life-event' },
  { q: 'ma fille a été violée où aller', expect: ['violences-basees-sur-le-genre', 'certificat-medical'], kind: 'life-event' },
  { q: 'VBG plainte gendarmerie', expect: ['violences-basees-sur-le-genre', 'porter-plainte'], kind: 'abbreviation' },
  { q: 'violence conjugal femme batue', expect: ['violences-basees-sur-le-genre', 'numeros-d-urgence'], kind: 'typo' },
  { q: 'signaler un enfant maltraité', expect: ['violences-basees-sur-le-genre', 'numeros-d-urgence'], kind: 'verb-form' },
  // declaration-de-perte
  { q: 'j’ai perdu ma CIN dans le taxi-be', expect: ['declaration-de-perte', 'carte-nationale-d-identite'], kind: 'regional' },
  { q: 'ou faire une declaration de perte', expect: ['declaration-de-perte'], kind: 'sms-spelling' },
  { q: 'on m’a volé mon sac avec mes papiers', expect: ['declaration-de-perte', 'porter-plainte'], kind: 'life-event' },
  { q: 'attestation de perte permis', expect: ['declaration-de-perte'], kind: 'noun-form' },
  // acquerir-la-nationalite-malagasy
  { q: 'je suis français marié à une malgache, puis-je devenir malgache', expect: ['acquerir-la-nationalite-malagasy'], kind: 'life-event' },
  { q: 'naturalisation Madagascar conditions', expect: ['acquerir-la-nationalite-malagasy'], kind: 'noun-form' },
  { q: 'comment obtenir la nationalité malagasy pour un étranger', expect: ['acquerir-la-nationalite-malagasy'], kind: 'question' },
  { q: 'se faire naturaliser malgache', expect: ['acquerir-la-nationalite-malagasy'], kind: 'verb-form' },
  // signaler-un-pillage
  { q: 'des gens pillent le magasin en face', expect: ['signaler-un-pillage'], kind: 'life-event' },
  { q: 'numéro 935 pillage', expect: ['signaler-un-pillage'], kind: 'noun-form' },
  { q: 'formulaire signalement pillage', expect: ['signaler-un-pillage'], kind: 'noun-form' },
  { q: 'pilage en cours quartier', expect: ['signaler-un-pillage'], kind: 'typo' },
]

export const mg: EvalQuery[] = [
  // succession
  { q: 'maty ny raiko, ahoana ny lova', expect: ['succession', 'acte-de-partage', 'journey:deces-d-un-proche'], kind: 'life-event' },
  { q: 'iza no mandova raha tsy misy didim-pananana', expect: ['succession'], kind: 'question' },
  { q: 'mandova ve ny vady sisa velona', expect: ['succession'], kind: 'question' },
  { q: 'lova tanin dadabe', expect: ['succession'], kind: 'sms-spelling' },
  // acte-de-partage
  { q: 'hizara ny tany navelan ny raiko izahay mpiray tampo', expect: ['acte-de-partage', 'succession'], kind: 'life-event' },
  { q: 'taratasy fizarana lova', expect: ['acte-de-partage'], kind: 'noun-form' },
  { q: 'mpandova iray tsy manaiky ny fizarana', expect: ['acte-de-partage'], kind: 'life-event' },
  { q: 'zaraina ny tany', expect: ['acte-de-partage', 'morcellement'], kind: 'affix' },
  // transfert-de-corps
  { q: 'hamindra ny faty any amin ny fasan-drazana', expect: ['transfert-de-corps', 'acte-de-deces'], kind: 'affix' },
  { q: 'fahazoan-dalana famadihana', expect: ['transfert-de-corps'], kind: 'spelling-variant' },
  { q: 'mampody faty avy any ivelany', expect: ['transfert-de-corps'], kind: 'life-event' },
  { q: 'hanokatra fasana kaominina', expect: ['transfert-de-corps'], kind: 'affix' },
  // pension-de-reversion
  { q: 'maty ny vadiko mpiasam-panjakana, mahazo fisotroan-dronono ve aho', expect: ['pension-de-reversion'], kind: 'life-event' },
  { q: 'fisotroan-dronono ho an ny kamboty', expect: ['pension-de-reversion'], kind: 'spelling-variant' },
  { q: 'vady navelan ny maty CNaPS', expect: ['pension-de-reversion'], kind: 'abbreviation' },
  { q: 'pension veuve ahoana', expect: ['pension-de-reversion'], kind: 'sms-spelling' },
  // pension-alimentaire
  { q: 'tsy mandoa vola ho an ny zanany ny rain ny zanako', expect: ['pension-alimentaire'], kind: 'life-event' },
  { q: 'vola fikarakarana zanaka fitsarana', expect: ['pension-alimentaire'], kind: 'noun-form' },
  { q: 'mitaiza irery ny zanako ray tsy miahy', expect: ['pension-alimentaire'], kind: 'life-event' },
  { q: 'pension alimentaire ahn', expect: ['pension-alimentaire'], kind: 'sms-spelling' },
  // aide-juridictionnelle
  { q: 'tsy manam-bola handoavana mpisolovava aho', expect: ['aide-juridictionnelle'], kind: 'life-event' },
  { q: 'mpisolovava maimaim-poana', expect: ['aide-juridictionnelle'], kind: 'noun-form' },
  { q: 'trano aro zo aiza', expect: ['aide-juridictionnelle'], kind: 'question' },
  { q: 'avocat gratuit tribonaly', expect: ['aide-juridictionnelle'], kind: 'spelling-variant' },
  // violences-basees-sur-le-genre
  { q: 'darohan ny vadiko isan andro', expect: ['violences-basees-sur-le-genre', 'porter-plainte'], kind: 'life-event' },
  { q: 'voaolana ny zanako vavy aiza no mankany', expect: ['violences-basees-sur-le-genre', 'certificat-medical'], kind: 'life-event' },
  { q: 'ankizy ampijaliana hilaza', expect: ['violences-basees-sur-le-genre', 'numeros-d-urgence'], kind: 'affix' },
  { q: 'herisetra ara-bola karama alain ny vadiko', expect: ['violences-basees-sur-le-genre'], kind: 'life-event' },
  // declaration-de-perte
  { q: 'very ny kara-panondroko', expect: ['declaration-de-perte', 'carte-nationale-d-identite'], kind: 'affix' },
  { q: 'very ny taratasiko rehetra', expect: ['declaration-de-perte'], kind: 'life-event' },
  { q: 'fanambarana very polisy', expect: ['declaration-de-perte'], kind: 'noun-form' },
  { q: 'nangalarina ny kitapoko misy permis', expect: ['declaration-de-perte', 'porter-plainte'], kind: 'life-event' },
  // acquerir-la-nationalite-malagasy
  { q: 'vazaha te ho Malagasy', expect: ['acquerir-la-nationalite-malagasy'], kind: 'regional' },
  { q: 'ahoana no hahazoan ny vadiko vahiny zom-pirenena malagasy', expect: ['acquerir-la-nationalite-malagasy'], kind: 'question' },
  { q: 'naturalisation malagasy fepetra', expect: ['acquerir-la-nationalite-malagasy'], kind: 'noun-form' },
  // signaler-un-pillage
  { q: 'misy mandroba ny fivarotana eto', expect: ['signaler-un-pillage'], kind: 'affix' },
  { q: 'fandrobana hilazana aiza', expect: ['signaler-un-pillage'], kind: 'question' },
  { q: 'norobaina ny tranoko', expect: ['signaler-un-pillage'], kind: 'affix' },
  { q: '935 fandrobana', expect: ['signaler-un-pillage'], kind: 'noun-form' },
]

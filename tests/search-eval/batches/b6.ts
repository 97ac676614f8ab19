import type { EvalQuery } from '../types'

/** Queries for the guides added by issue 41, batch 6 (see ../README.md). */
export const fr: EvalQuery[] = [
  // concours-de-la-fonction-publique
  { q: 'je veux devenir fonctionnaire, comment passer le concours', expect: ['concours-de-la-fonction-publique'], kind: 'question' },
  { q: 'concours ENAM dossier date limite', expect: ['concours-de-la-fonction-publique'], kind: 'abbreviation' },
  { q: 'les concours de la fonction publique sont suspendus ?', expect: ['concours-de-la-fonction-publique'], kind: 'question' },
  { q: 'concour fonction publik inscription', expect: ['concours-de-la-fonction-publique'], kind: 'sms-spelling' },
  // recrutement-des-eleves-gendarmes
  { q: 'mon fils a le bac il veut devenir gendarme', expect: ['recrutement-des-eleves-gendarmes'], kind: 'life-event' },
  { q: 'combien coute le dossier concours gendarmerie', expect: ['recrutement-des-eleves-gendarmes'], kind: 'question' },
  { q: 'concour jandarme ambositra taille minimum', expect: ['recrutement-des-eleves-gendarmes'], kind: 'typo' },
  { q: 'eleve gendarme piece a fournir', expect: ['recrutement-des-eleves-gendarmes'], kind: 'sms-spelling' },
  // recrutement-de-la-police-nationale
  { q: 'comment devenir policier à Madagascar', expect: ['recrutement-de-la-police-nationale'], kind: 'question' },
  { q: 'concours ENIAP Antsirabe agent de police', expect: ['recrutement-de-la-police-nationale'], kind: 'abbreviation' },
  { q: 'je veux entrer à l école de police', expect: ['recrutement-de-la-police-nationale'], kind: 'life-event' },
  { q: 'concour polis inspecteur', expect: ['recrutement-de-la-police-nationale'], kind: 'sms-spelling' },
  // detachement-d-un-fonctionnaire
  { q: 'fonctionnaire je veux travailler dans un autre ministère', expect: ['detachement-d-un-fonctionnaire'], kind: 'life-event' },
  { q: 'demande de détachement bureau 204 pièces', expect: ['detachement-d-un-fonctionnaire'], kind: 'noun-form' },
  { q: 'être détaché auprès d une organisation internationale', expect: ['detachement-d-un-fonctionnaire'], kind: 'verb-form' },
  // disponibilite-d-un-fonctionnaire
  { q: 'fonctionnaire congé sans solde pour raisons personnelles', expect: ['disponibilite-d-un-fonctionnaire'], kind: 'life-event' },
  { q: 'mise en dispo fonctionnaire comment faire', expect: ['disponibilite-d-un-fonctionnaire'], kind: 'sms-spelling' },
  { q: 'je suis fonctionnaire et candidat aux élections, dois-je arrêter', expect: ['disponibilite-d-un-fonctionnaire'], kind: 'question' },
  { q: 'disponibilité fonctionnaire', expect: ['disponibilite-d-un-fonctionnaire'], kind: 'title-words' },
  // cepe
  { q: 'mon fils passe le CEPE cette année, quelles pièces', expect: ['cepe'], kind: 'life-event' },
  { q: 'date du CEPE 2026', expect: ['cepe'], kind: 'question' },
  { q: 'resultat cepe par sms', expect: ['cepe'], kind: 'sms-spelling' },
  { q: 'examen de fin de primaire classe de 7e', expect: ['cepe'], kind: 'noun-form' },
  // bepc
  { q: 'ma fille est en 3e, inscription au brevet', expect: ['bepc'], kind: 'life-event' },
  { q: 'quand sont les épreuves du BEPC', expect: ['bepc'], kind: 'question' },
  { q: 'bepc option A ou B', expect: ['bepc'], kind: 'abbreviation' },
  { q: 'bpec resultat', expect: ['bepc'], kind: 'typo' },
  // duplicata-du-diplome-du-bac
  { q: 'j ai perdu mon diplôme du bac', expect: ['duplicata-du-diplome-du-bac'], kind: 'life-event' },
  { q: 'copie du bac certifiée par l office du bac pour concours', expect: ['duplicata-du-diplome-du-bac'], kind: 'noun-form' },
  { q: 'duplicata bacc perdu que faire', expect: ['duplicata-du-diplome-du-bac'], kind: 'sms-spelling' },
  { q: 'refaire mon diplome de baccalaureat', expect: ['duplicata-du-diplome-du-bac'], kind: 'verb-form' },
  // authentification-de-diplome
  { q: 'faire authentifier mon diplôme de licence pour l étranger', expect: ['authentification-de-diplome', 'legalisation-de-documents'], kind: 'verb-form' },
  { q: 'comment vérifier si un diplôme est un faux', expect: ['authentification-de-diplome'], kind: 'question' },
  { q: 'université ne donne plus les relevés de notes', expect: ['authentification-de-diplome'], kind: 'life-event' },
  { q: 'autentification diplome master', expect: ['authentification-de-diplome'], kind: 'typo' },
  // ouvrir-une-ecole-privee
  { q: 'je veux ouvrir une école primaire privée', expect: ['ouvrir-une-ecole-privee'], kind: 'life-event' },
  { q: 'autorisation d ouverture école privée ONEP', expect: ['ouvrir-une-ecole-privee'], kind: 'abbreviation' },
  { q: 'quelles conditions pour créer un collège privé', expect: ['ouvrir-une-ecole-privee'], kind: 'question' },
  { q: 'ecole sans autorisation peut elle presenter au cepe', expect: ['ouvrir-une-ecole-privee'], kind: 'sms-spelling' },
  // creer-une-epp
  { q: 'notre village n’a pas d’école publique, comment en demander une', expect: ['creer-une-epp'], kind: 'life-event' },
  { q: 'quels papiers pour ouvrir une école primaire publique', expect: ['creer-une-epp'], kind: 'question' },
  { q: 'creer une epp ds notre fokontany dossier cisco', expect: ['creer-une-epp'], kind: 'sms-spelling' },
  { q: 'on a construit une école communautaire, comment la faire reconnaître', expect: ['creer-une-epp'], kind: 'question' },
  { q: 'terain donné pour ecole publik au ministere', expect: ['creer-une-epp'], kind: 'typo' },
]

export const mg: EvalQuery[] = [
  // concours-de-la-fonction-publique
  { q: 'te ho mpiasam-panjakana aho, ahoana ny fifaninanana', expect: ['concours-de-la-fonction-publique'], kind: 'question' },
  { q: 'fifaninanana ENAM rahoviana', expect: ['concours-de-la-fonction-publique'], kind: 'abbreviation' },
  { q: 'hiditra amin ny asam-panjakana', expect: ['concours-de-la-fonction-publique'], kind: 'affix' },
  { q: 'concour fanjakana misokatra ve', expect: ['concours-de-la-fonction-publique'], kind: 'sms-spelling' },
  // recrutement-des-eleves-gendarmes
  { q: 'te ho zandary ny zanako manana bacc', expect: ['recrutement-des-eleves-gendarmes'], kind: 'life-event' },
  { q: 'ohatrinona ny saram-pifaninanana zandary', expect: ['recrutement-des-eleves-gendarmes'], kind: 'question' },
  { q: 'fidirana jandarma ambositra', expect: ['recrutement-des-eleves-gendarmes'], kind: 'spelling-variant' },
  { q: 'hiditra ho zandary', expect: ['recrutement-des-eleves-gendarmes'], kind: 'title-words' },
  // recrutement-de-la-police-nationale
  { q: 'ahoana no hidirana ho polisy', expect: ['recrutement-de-la-police-nationale'], kind: 'question' },
  { q: 'fifaninanana polisy ENIAP', expect: ['recrutement-de-la-police-nationale'], kind: 'abbreviation' },
  { q: 'te ho lasa polisy aho', expect: ['recrutement-de-la-police-nationale'], kind: 'life-event' },
  { q: 'mpianatra polisy fidirana', expect: ['recrutement-de-la-police-nationale'], kind: 'noun-form' },
  // detachement-d-un-fonctionnaire
  { q: 'mangataka famindrana toerana mpiasam-panjakana', expect: ['detachement-d-un-fonctionnaire'], kind: 'title-words' },
  { q: 'te hiasa any amin ny ministera hafa aho mpiasam-panjakana', expect: ['detachement-d-un-fonctionnaire'], kind: 'life-event' },
  { q: 'afindra toerana birao 204', expect: ['detachement-d-un-fonctionnaire'], kind: 'affix' },
  // disponibilite-d-un-fonctionnaire
  { q: 'mpiasam-panjakana te hiato tsy mandray karama', expect: ['disponibilite-d-un-fonctionnaire'], kind: 'life-event' },
  { q: 'fiatoana amin ny asa mpiasam-panjakana ahoana', expect: ['disponibilite-d-un-fonctionnaire'], kind: 'question' },
  { q: 'disponibilite fonctionnaire sans solde', expect: ['disponibilite-d-un-fonctionnaire'], kind: 'spelling-variant' },
  // cepe
  { q: 'hanao CEPE ny zanako taratasy ilaina', expect: ['cepe'], kind: 'life-event' },
  { q: 'rahoviana ny fanadinana CEPE', expect: ['cepe'], kind: 'question' },
  { q: 'valin ny cepe sms 601', expect: ['cepe'], kind: 'sms-spelling' },
  { q: 'fanadinana kilasy fahafito', expect: ['cepe'], kind: 'noun-form' },
  // bepc
  { q: 'mianatra fahatelo ny zanako hanao BEPC', expect: ['bepc'], kind: 'life-event' },
  { q: 'rahoviana ny BEPC 2026', expect: ['bepc'], kind: 'question' },
  { q: 'valin ny bepc', expect: ['bepc'], kind: 'noun-form' },
  { q: 'bpec fisoratana anarana', expect: ['bepc'], kind: 'typo' },
  // duplicata-du-diplome-du-bac
  { q: 'very ny diplaoma bakaloreako', expect: ['duplicata-du-diplome-du-bac'], kind: 'life-event' },
  { q: 'dika mitovy bacc voamarin ny office du bac', expect: ['duplicata-du-diplome-du-bac'], kind: 'noun-form' },
  { q: 'nanary bacc aho inona no atao', expect: ['duplicata-du-diplome-du-bac'], kind: 'question' },
  { q: 'dikasolo bacc', expect: ['duplicata-du-diplome-du-bac'], kind: 'spelling-variant' },
  // authentification-de-diplome
  { q: 'manamarina diplaoma ho any ivelany', expect: ['authentification-de-diplome', 'legalisation-de-documents'], kind: 'verb-form' },
  { q: 'ahoana no hahafantarana raha sandoka ny diplaoma', expect: ['authentification-de-diplome'], kind: 'question' },
  { q: 'tsy omen ny oniversite ny taratasy naotiko', expect: ['authentification-de-diplome'], kind: 'life-event' },
  { q: 'fanamarinana diplaoma licence', expect: ['authentification-de-diplome'], kind: 'affix' },
  // ouvrir-une-ecole-privee
  { q: 'te hanokatra sekoly tsy miankina aho', expect: ['ouvrir-une-ecole-privee'], kind: 'life-event' },
  { q: 'fahazoan-dalana hisokatra sekoly ONEP', expect: ['ouvrir-une-ecole-privee'], kind: 'abbreviation' },
  { q: 'inona no fepetra hanorenana ekoly privé', expect: ['ouvrir-une-ecole-privee'], kind: 'regional' },
  { q: 'manorina EPP ny fokonolona', expect: ['creer-une-epp'], note: 'a community creating a public school (issue 41: its own guide)', kind: 'affix' },
  // creer-une-epp
  { q: 'tsy misy sekoly ny tananay, ahoana no hanorenana EPP', expect: ['creer-une-epp'], kind: 'life-event' },
  { q: 'taratasy ilaina hangatahana EPP vaovao', expect: ['creer-une-epp'], kind: 'affix' },
  { q: 'te hanana sekolim-panjakana ny fokonolona', expect: ['creer-une-epp'], kind: 'life-event' },
  { q: 'lavitra loatra ny sekoly, mangataka epp ho an ny fokontany', expect: ['creer-une-epp'], kind: 'sms-spelling' },
]

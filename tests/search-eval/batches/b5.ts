import type { EvalQuery } from '../types'

/** Queries for the guides added by issue 41, batch 5 (see ../README.md). */
export const fr: EvalQuery[] = [
  // retraite-des-salaries
  { q: "j'ai 60 ans et je travaille dans une société privée, comment toucher ma retraite", expect: ['retraite-des-salaries'], kind: 'life-event' },
  { q: 'combien de temps pour avoir sa pension cnaps', expect: ['retraite-des-salaries'], kind: 'question' },
  { q: 'liquidation pension retraite cnaps dossier', expect: ['retraite-des-salaries'], kind: 'noun-form' },
  { q: 'retrete cnaps papier a fournir', expect: ['retraite-des-salaries'], kind: 'typo' },
  { q: 'verifier si mon patron a paye mes cotisations cnaps', expect: ['retraite-des-salaries', 'affiliation-a-la-cnaps'], kind: 'sms-spelling', note: 'the CIT account is explained in the retirement guide' },
  // retraite-des-fonctionnaires
  { q: 'je suis fonctionnaire et je pars à la retraite l’an prochain', expect: ['retraite-des-fonctionnaires'], kind: 'life-event' },
  { q: 'prolonger après 60 ans fonctionnaire maintien en activité', expect: ['retraite-des-fonctionnaires'], kind: 'noun-form' },
  { q: 'renouvellement carte de pensionné trésor', expect: ['retraite-des-fonctionnaires'], kind: 'noun-form' },
  { q: 'ou toucher la pension d un enseignant retraite', expect: ['retraite-des-fonctionnaires'], kind: 'question' },
  { q: 'CPR agent non encadré retraite', expect: ['retraite-des-fonctionnaires'], kind: 'abbreviation' },
  // accident-du-travail
  { q: "je me suis blessé à l'usine avec une machine", expect: ['accident-du-travail'], kind: 'life-event' },
  { q: 'accident en allant au boulot, la cnaps paie ?', expect: ['accident-du-travail'], kind: 'question' },
  { q: 'declarer accident de travail cnaps', expect: ['accident-du-travail'], kind: 'sms-spelling' },
  { q: 'maladie professionnelle reconnaissance', expect: ['accident-du-travail'], kind: 'noun-form' },
  { q: 'Déclarer un accident du travail', expect: ['accident-du-travail'], kind: 'title-words' },
  // carte-d-invalidite
  { q: 'mon fils est handicapé, comment avoir une carte', expect: ['carte-d-invalidite'], kind: 'life-event' },
  { q: 'carte handicapé madagascar ou la demander', expect: ['carte-d-invalidite'], kind: 'question' },
  { q: 'droits des personnes handicapées loi 97-044', expect: ['carte-d-invalidite'], kind: 'noun-form' },
  { q: 'carte dinvalidite', expect: ['carte-d-invalidite'], kind: 'typo' },
  // saisir-l-inspection-du-travail
  { q: 'mon patron ne me paie plus depuis deux mois', expect: ['saisir-l-inspection-du-travail'], kind: 'life-event' },
  { q: 'viré sans raison que faire', expect: ['saisir-l-inspection-du-travail', 'certificat-de-travail'], kind: 'question' },
  { q: 'porter plainte contre mon employeur', expect: ['saisir-l-inspection-du-travail'], kind: 'verb-form' },
  { q: 'inspection du travail antsahavola', expect: ['saisir-l-inspection-du-travail'], kind: 'regional' },
  { q: 'licenciemen abusif', expect: ['saisir-l-inspection-du-travail', 'certificat-de-travail'], kind: 'typo' },
  // allocations-familiales
  { q: "combien la cnaps donne par enfant", expect: ['allocations-familiales'], kind: 'question' },
  { q: 'toucher les alloc pour mes 3 enfants', expect: ['allocations-familiales'], kind: 'sms-spelling' },
  { q: 'volan-jaza cnaps', expect: ['allocations-familiales'], kind: 'regional' },
  { q: 'allocation familiale jusqua quel age', expect: ['allocations-familiales'], kind: 'question' },
  // conge-de-maternite
  { q: 'je suis enceinte, combien de semaines de congé', expect: ['conge-de-maternite'], kind: 'life-event' },
  { q: 'allocation prénatale cnaps montant', expect: ['conge-de-maternite', 'allocations-familiales'], kind: 'noun-form' },
  { q: 'conge mat salariee', expect: ['conge-de-maternite'], kind: 'sms-spelling' },
  { q: "remboursement des frais d'accouchement cnaps", expect: ['conge-de-maternite'], kind: 'noun-form' },
  // certificat-de-travail
  { q: "je quitte mon travail le mois prochain, qu'est-ce qu'on me doit", expect: ['certificat-de-travail'], kind: 'life-event' },
  { q: 'calcul solde de tout compte madagascar', expect: ['certificat-de-travail'], kind: 'noun-form' },
  { q: 'combien de préavis quand on démissionne', expect: ['certificat-de-travail'], kind: 'question' },
  { q: 'attestation de travail fin de cdd', expect: ['certificat-de-travail'], kind: 'noun-form' },
]

export const mg: EvalQuery[] = [
  // retraite-des-salaries
  { q: 'efa 60 taona aho ary miasa amin’ny orinasa tsy miankina, ahoana no hisotroako ronono', expect: ['retraite-des-salaries'], kind: 'life-event' },
  { q: 'hafiriana vao azo ny fisotroan-dronono CNaPS', expect: ['retraite-des-salaries'], kind: 'question' },
  { q: 'handeha hisotro ronono cnaps taratasy ilaina', expect: ['retraite-des-salaries'], kind: 'affix' },
  { q: 'retraite cnaps ahn', expect: ['retraite-des-salaries'], kind: 'sms-spelling' },
  { q: 'jerena ve raha nandoa latsakemboka ny patron', expect: ['retraite-des-salaries', 'affiliation-a-la-cnaps'], kind: 'affix' },
  // retraite-des-fonctionnaires
  { q: 'mpiasam-panjakana aho ka hisotro ronono amin’ny taona ho avy', expect: ['retraite-des-fonctionnaires'], kind: 'life-event' },
  { q: 'karatry ny mpisotro ronono fanavaozana', expect: ['retraite-des-fonctionnaires'], kind: 'noun-form' },
  { q: 'aiza no alaina ny pension mpampianatra', expect: ['retraite-des-fonctionnaires'], kind: 'question' },
  { q: 'te hiasa mihoatra ny 60 taona mpiasam-panjakana', expect: ['retraite-des-fonctionnaires'], kind: 'question' },
  // accident-du-travail
  { q: 'naratra teo am-piasana aho', expect: ['accident-du-travail'], kind: 'life-event' },
  { q: 'voan’ny milina tany amin’ny orinasa', expect: ['accident-du-travail'], kind: 'life-event' },
  { q: 'loza tamin’ny asa ahoana ny fanambarana', expect: ['accident-du-travail'], kind: 'question' },
  { q: 'manambara loza vokatry ny asa', expect: ['accident-du-travail'], kind: 'title-words' },
  { q: 'accident de travail cnaps ahn', expect: ['accident-du-travail'], kind: 'sms-spelling' },
  // carte-d-invalidite
  { q: 'sembana ny zanako, ahoana no hahazoana karatra', expect: ['carte-d-invalidite'], kind: 'life-event' },
  { q: 'karatra ho an’ny kilemaina', expect: ['carte-d-invalidite'], kind: 'regional' },
  { q: 'zon’ny olona sembana', expect: ['carte-d-invalidite'], kind: 'noun-form' },
  { q: 'carte handicapé aiza', expect: ['carte-d-invalidite'], kind: 'question' },
  // saisir-l-inspection-du-travail
  { q: 'tsy mandoa karama ny patron-ko', expect: ['saisir-l-inspection-du-travail'], kind: 'affix' },
  { q: 'noroahina tsy nisy antony aho', expect: ['saisir-l-inspection-du-travail', 'certificat-de-travail'], kind: 'life-event' },
  { q: 'aiza no itarainana amin’ny mpampiasa', expect: ['saisir-l-inspection-du-travail'], kind: 'question' },
  { q: 'inspection du travail antsahavola', expect: ['saisir-l-inspection-du-travail'], kind: 'regional' },
  // allocations-familiales
  { q: 'ohatrinona ny volan-jaza isaky ny zaza', expect: ['allocations-familiales'], kind: 'question' },
  { q: 'volanjaza cnaps', expect: ['allocations-familiales'], kind: 'spelling-variant' },
  { q: 'vola ho an’ny zanako avy amin’ny cnaps', expect: ['allocations-familiales'], kind: 'noun-form' },
  { q: 'hatramin’ny firy taona ny volan jaza', expect: ['allocations-familiales'], kind: 'question' },
  // conge-de-maternite
  { q: 'bevohoka aho ary miasa, firy herinandro ny fialan-tsasatra', expect: ['conge-de-maternite'], kind: 'life-event' },
  { q: 'volan’ny bevohoka cnaps', expect: ['conge-de-maternite', 'allocations-familiales'], kind: 'noun-form' },
  { q: 'antsasa-karama rehefa miteraka', expect: ['conge-de-maternite'], kind: 'noun-form' },
  { q: 'conge maternite ahn', expect: ['conge-de-maternite'], kind: 'sms-spelling' },
  // certificat-de-travail
  { q: 'hiala amin’ny asako aho, inona no tokony homena ahy', expect: ['certificat-de-travail'], kind: 'life-event' },
  { q: 'taratasy fanamarinana niasana', expect: ['certificat-de-travail'], kind: 'noun-form' },
  { q: 'firy andro ny préavis rehefa mametra-pialana', expect: ['certificat-de-travail'], kind: 'question' },
  { q: 'solde de tout compte kajy', expect: ['certificat-de-travail'], kind: 'noun-form' },
]

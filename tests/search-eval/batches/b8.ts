import type { EvalQuery } from '../types'

/** Queries for the guides added by issue 41, batch 8 (see ../README.md). */
export const fr: EvalQuery[] = [
  // certificat-de-situation-fiscale
  { q: 'je me présente aux communales, il me faut un papier des impôts', expect: ['certificat-de-situation-fiscale'], kind: 'life-event' },
  { q: 'ou demander le quitus fiscal', expect: ['certificat-de-situation-fiscale'], kind: 'question' },
  { q: 'etat 211 bis candidat maire', expect: ['certificat-de-situation-fiscale'], kind: 'abbreviation' },
  { q: 'attestation de regularite fiscale centre fiscal', expect: ['certificat-de-situation-fiscale'], kind: 'sms-spelling' },
  // declarer-ses-impots-en-ligne
  { q: 'payer mon impot avec mvola sans aller au centre fiscal', expect: ['declarer-ses-impots-en-ligne', 'impot-synthetique'], kind: 'life-event' },
  { q: 'comment déclarer ses impôts sur internet', expect: ['declarer-ses-impots-en-ligne'], kind: 'question' },
  { q: 'code ussd hetraphone orange money', expect: ['declarer-ses-impots-en-ligne'], kind: 'noun-form' },
  { q: 'teledeclaration ehetra entreprise', expect: ['declarer-ses-impots-en-ligne'], kind: 'spelling-variant' },
  // impot-sur-les-revenus-salariaux
  { q: 'combien d’impôt sur mon salaire de 500 000 ar', expect: ['impot-sur-les-revenus-salariaux'], kind: 'question' },
  { q: 'retenue IRSA sur ma fiche de paie', expect: ['impot-sur-les-revenus-salariaux'], kind: 'abbreviation' },
  { q: 'bareme irsa 2025 taux', expect: ['impot-sur-les-revenus-salariaux'], kind: 'sms-spelling' },
  { q: 'mon patron enlève des impôts sur ma paie', expect: ['impot-sur-les-revenus-salariaux'], kind: 'life-event' },
  // permis-de-port-d-arme
  { q: 'je veux acheter un pistolet pour me défendre', expect: ['permis-de-port-d-arme'], kind: 'life-event' },
  { q: 'comment avoir un permis de port d’arme', expect: ['permis-de-port-d-arme'], kind: 'question' },
  { q: 'autorisation detention fusil de chasse district', expect: ['permis-de-port-d-arme'], kind: 'noun-form' },
  { q: 'permis port d arme madagascar', expect: ['permis-de-port-d-arme'], kind: 'title-words' },
  // signaler-la-delinquance-economique
  { q: 'on m’a escroqué 5 millions pour un faux travail au Canada', expect: ['signaler-la-delinquance-economique', 'porter-plainte'], kind: 'life-event' },
  { q: 'où porter plainte pour détournement de fonds', expect: ['signaler-la-delinquance-economique', 'porter-plainte'], kind: 'question' },
  { q: 'cheque sans provision plainte gendarmerie', expect: ['signaler-la-delinquance-economique', 'porter-plainte'], kind: 'sms-spelling' },
  { q: 'delinquence economique et financiere', expect: ['signaler-la-delinquance-economique'], kind: 'typo' },
  // signaler-la-corruption
  { q: 'un agent m’a demandé un bakchich pour mon dossier', expect: ['signaler-la-corruption', 'doleances'], kind: 'life-event' },
  { q: 'comment dénoncer un agent corrompu sans donner mon nom', expect: ['signaler-la-corruption', 'doleances'], kind: 'question' },
  { q: 'bianco ambohibao numero', expect: ['signaler-la-corruption'], kind: 'abbreviation' },
  { q: 'denoncer coruption en ligne', expect: ['signaler-la-corruption', 'doleances'], kind: 'typo' },
  // saisir-le-mediateur
  { q: 'l’administration ne me paie pas ma pension depuis un an, à qui me plaindre', expect: ['saisir-le-mediateur', 'doleances'], kind: 'life-event' },
  { q: 'comment saisir le médiateur', expect: ['saisir-le-mediateur', 'doleances'], kind: 'question' },
  { q: 'mediature isoraka reclamation', expect: ['saisir-le-mediateur'], kind: 'regional' },
  { q: 'défenseur du peuple recours contre l’État', expect: ['saisir-le-mediateur'], kind: 'noun-form' },
  // reclamation-consommateur
  { q: 'j’ai acheté un produit périmé au marché', expect: ['reclamation-consommateur'], kind: 'life-event' },
  { q: 'où se plaindre d’une balance truquée', expect: ['reclamation-consommateur'], kind: 'question' },
  { q: 'droits du consomateur madagascar', expect: ['reclamation-consommateur'], kind: 'typo' },
  { q: 'plainte consommateur DPC ministere commerce', expect: ['reclamation-consommateur'], kind: 'abbreviation' },
]

export const mg: EvalQuery[] = [
  // certificat-de-situation-fiscale
  { q: 'hilatsaka ho ben’ny tanàna aho, inona no taratasy avy amin’ny hetra', expect: ['certificat-de-situation-fiscale'], kind: 'life-event' },
  { q: 'aiza no maka fanamarinana fa tsy manana trosa hetra', expect: ['certificat-de-situation-fiscale'], kind: 'question' },
  { q: 'quitus fiscal kandida', expect: ['certificat-de-situation-fiscale'], kind: 'noun-form' },
  { q: 'fanamarinana ara-ketra ho an ny kandidà', expect: ['certificat-de-situation-fiscale'], kind: 'spelling-variant' },
  // declarer-ses-impots-en-ligne
  { q: 'mandoa hetra amin ny mvola ahoana', expect: ['declarer-ses-impots-en-ligne', 'impot-synthetique'], kind: 'question' },
  { q: 'tsy te hankany amin’ny ivon-ketra aho, afaka mandoa an-tserasera ve', expect: ['declarer-ses-impots-en-ligne'], kind: 'life-event' },
  { q: 'hetraphone kaody orange money', expect: ['declarer-ses-impots-en-ligne'], kind: 'noun-form' },
  { q: 'nanambarako an-tserasera ny hetrako', expect: ['declarer-ses-impots-en-ligne'], kind: 'affix' },
  // impot-sur-les-revenus-salariaux
  { q: 'ohatrinona ny hetra esorina amin ny karamako', expect: ['impot-sur-les-revenus-salariaux'], kind: 'question' },
  { q: 'IRSA amin ny fiche de paie', expect: ['impot-sur-les-revenus-salariaux'], kind: 'abbreviation' },
  { q: 'nesorin’ny patron hetra ny karamako', expect: ['impot-sur-les-revenus-salariaux'], kind: 'affix' },
  { q: 'hetra karama 350000 ar', expect: ['impot-sur-les-revenus-salariaux'], kind: 'sms-spelling' },
  // permis-de-port-d-arme
  { q: 'te hividy basy hiarovan-tena aho', expect: ['permis-de-port-d-arme'], kind: 'life-event' },
  { q: 'ahoana no hahazoana fahazoan-dalana hitana basy', expect: ['permis-de-port-d-arme'], kind: 'question' },
  { q: 'permis basy fihazana distrika', expect: ['permis-de-port-d-arme'], kind: 'noun-form' },
  { q: 'mitondra poleta ara-dalàna', expect: ['permis-de-port-d-arme'], kind: 'regional' },
  // signaler-la-delinquance-economique
  { q: 'nosolokiana vola be aho tamin ny asa sandoka', expect: ['signaler-la-delinquance-economique', 'porter-plainte'], kind: 'affix' },
  { q: 'aiza no mitory fanodikodinam-bola', expect: ['signaler-la-delinquance-economique', 'porter-plainte'], kind: 'question' },
  { q: 'fandikan-dalana ara-bola zandary ratsimandrava', expect: ['signaler-la-delinquance-economique'], kind: 'regional' },
  { q: 'famotsiam bola mitory', expect: ['signaler-la-delinquance-economique'], kind: 'spelling-variant' },
  // signaler-la-corruption
  { q: 'nangatahan’ny mpiasam-panjakana vola aho vao nivoaka ny taratasiko', expect: ['signaler-la-corruption', 'doleances'], kind: 'life-event' },
  { q: 'ahoana no mitory kolikoly tsy asiana anarana', expect: ['signaler-la-corruption', 'doleances'], kind: 'question' },
  { q: 'bianco ambohibao laharana', expect: ['signaler-la-corruption'], kind: 'abbreviation' },
  { q: 'nanao kolikoly ilay polisy', expect: ['signaler-la-corruption', 'doleances'], kind: 'affix' },
  // saisir-le-mediateur
  { q: 'tsy voaloan’ny fanjakana ny fisotroan-drononoko, aiza no mitaraina', expect: ['saisir-le-mediateur', 'doleances'], kind: 'life-event' },
  { q: 'ahoana no hitarainana amin ny mpanelanelana eo anivon ny repoblika', expect: ['saisir-le-mediateur', 'doleances'], kind: 'question' },
  { q: 'mediature isoraka fitarainana', expect: ['saisir-le-mediateur'], kind: 'regional' },
  { q: 'mpiaro ny vahoaka olana amin ny fanjakana', expect: ['saisir-le-mediateur'], kind: 'noun-form' },
  // reclamation-consommateur
  { q: 'nividy entana lany daty aho teny an tsena', expect: ['reclamation-consommateur'], kind: 'life-event' },
  { q: 'aiza no mitaraina raha voaova ny mizana', expect: ['reclamation-consommateur'], kind: 'question' },
  { q: 'zon ny mpanjifa', expect: ['reclamation-consommateur'], kind: 'title-words' },
  { q: 'mpivarotra nisoloky vidiny tafahoatra', expect: ['reclamation-consommateur'], kind: 'affix' },
]

/**
 * The coverage map (issue 41): the procedures of a citizen's life, grouped by life event, each placed
 * on a guide, a journey or a question flow of the portal, or « not covered yet » with why. Every
 * Torolalana service appears on it (`torolalana`: its slug on torolalana.gov.mg). Editors read it
 * at /admin/couverture beside the searches that found nothing; map.test.ts checks it against the
 * seeded guides, journeys and flows and against Torolalana's list.
 *
 * Keys are the guides' keys (src/seed/services), the journeys' keys (src/seed/data/journeys.ts) and
 * the flows' keys (src/seed/data/flows). `notCovered` is written for editors, in French, like the
 * review notes.
 */
import type { Localized } from '@/seed/types'

export type CoverageEntry = {
  /** The procedure as citizens name it. */
  need: Localized<string>
  guide?: string
  journey?: string
  flow?: string
  /** Not covered yet: why, and what covers part of it meanwhile (French, for editors). */
  notCovered?: string
  /** The Torolalana services this need corresponds to (their slugs). */
  torolalana?: string[]
}

export type LifeEvent = { key: string; title: Localized<string>; entries: CoverageEntry[] }

const l = (fr: string, mg: string): Localized<string> => ({ fr, mg })

export const coverageMap: LifeEvent[] = [
  {
    key: 'naissance-et-famille',
    title: l('Naissance et famille', 'Fahaterahana sy fianakaviana'),
    entries: [
      { need: l('Déclarer une naissance', 'Manambara fahaterahana'), guide: 'declaration-de-naissance', flow: 'declarer-une-naissance', journey: 'naissance-d-un-enfant' },
      { need: l('Copie d’acte de naissance', 'Kopia nahaterahana'), guide: 'acte-de-naissance', torolalana: ['demande-d-acte-de-naissance'] },
      { need: l('Naissance jamais déclarée : jugement supplétif', 'Fahaterahana tsy voasoratra : didim-pitsarana misolo'), guide: 'jugement-suppletif-de-naissance' },
      { need: l('Reconnaître un enfant', 'Manaiky zaza'), guide: 'reconnaissance-d-enfant' },
      { need: l('Adopter un enfant', 'Manangan-jaza'), guide: 'adoption', journey: 'adopter-un-enfant' },
      { need: l('Se marier à la commune', 'Manambady eny amin’ny kaominina'), guide: 'se-marier', flow: 'se-marier', journey: 'se-marier', torolalana: ['acte-de-mariage-et-livret-de-famille'] },
      { need: l('Copie d’acte de mariage', 'Kopia fanambadiana'), guide: 'acte-de-mariage', torolalana: ['acte-de-mariage-et-livret-de-famille'] },
      { need: l('Livret de famille', 'Bokim-pianakaviana'), guide: 'livret-de-famille', torolalana: ['acte-de-mariage-et-livret-de-famille'] },
      { need: l('Certificat de célibat', 'Fanamarinana fa tsy manambady'), guide: 'certificat-de-celibat', torolalana: ['les-certificats-que-le-fokontany-delivre'] },
      { need: l('Divorcer', 'Misara-panambadiana'), guide: 'divorce', journey: 'divorcer' },
      { need: l('Pension alimentaire', 'Fivelomana ho an’ny zaza'), guide: 'pension-alimentaire' },
      { need: l('Changer de nom ou de prénom', 'Manova anarana'), guide: 'changement-de-nom' },
      { need: l('Corriger une erreur dans un acte d’état civil', 'Manitsy diso ao amin’ny sora-piankohonana'), guide: 'rectification-d-acte-d-etat-civil' },
      { need: l('Acte de notoriété', 'Taratasy fanamarinana avy amin’ny vavolombelona'), guide: 'acte-de-notoriete' },
      { need: l('Certificat de nationalité', 'Fanamarinana maha-teratany'), guide: 'certificat-de-nationalite' },
      { need: l('Acquérir la nationalité malagasy', 'Mahazo ny maha-teratany malagasy'), guide: 'acquerir-la-nationalite-malagasy' },
      { need: l('Sortie du territoire d’un mineur', 'Fivoahan’ny zaza tsy ampy taona'), guide: 'autorisation-de-sortie-du-territoire-mineur' },
      { need: l('Vacciner son enfant', 'Manao vaksiny ny zanaka'), guide: 'vaccination' },
      { need: l('Tutelle d’un enfant mineur', 'Fiahiana zaza tsy ampy taona'), notCovered: 'Aucune source publique trouvée sur la procédure de tutelle devant le tribunal ; l’adoption et la pension alimentaire couvrent une partie des cas.' },
    ],
  },
  {
    key: 'deces-et-succession',
    title: l('Décès et succession', 'Fahafatesana sy lova'),
    entries: [
      { need: l('Déclarer un décès, copie d’acte de décès', 'Manambara fahafatesana, kopia fahafatesana'), guide: 'acte-de-deces', journey: 'deces-d-un-proche', torolalana: ['demande-d-acte-de-deces'] },
      { need: l('Transporter un corps, exhumation', 'Mamindra faty, famadihana'), guide: 'transfert-de-corps', journey: 'deces-d-un-proche' },
      { need: l('Hériter : la succession', 'Mandova'), guide: 'succession', journey: 'deces-d-un-proche' },
      { need: l('Partager un héritage ou un terrain', 'Mizara lova na tany'), guide: 'acte-de-partage', torolalana: ['demander-un-acte-de-partage'] },
      { need: l('Pension de veuve ou d’orphelin', 'Fisotroan-dronono ho an’ny vady sisa velona na ny kamboty'), guide: 'pension-de-reversion', journey: 'deces-d-un-proche' },
      { need: l('Certificat de vie', 'Fanamarinana fa velona'), guide: 'certificat-de-vie' },
      { need: l('Capital décès d’un salarié (CNaPS)', 'Vola omena rehefa maty ny mpiasa (CNaPS)'), notCovered: 'Les sources trouvées ne disent ni le montant ni les pièces ; la pension de réversion renvoie à la CNaPS en attendant.' },
    ],
  },
  {
    key: 'identite-et-voyage',
    title: l('Identité et voyage', 'Maha-izy anao sy dia'),
    entries: [
      { need: l('Carte nationale d’identité', 'Kara-panondro'), guide: 'carte-nationale-d-identite', flow: 'carte-nationale-d-identite', torolalana: ['obtenir-sa-carte-nationale-d-identite'] },
      { need: l('Passeport', 'Pasipaoro'), guide: 'passeport', flow: 'passeport', journey: 'partir-a-l-etranger', torolalana: ['demande-de-passeport'] },
      { need: l('Déclarer la perte de ses papiers', 'Manambara taratasy very'), guide: 'declaration-de-perte' },
      { need: l('Certificat de résidence', 'Fanamarinam-ponenana'), guide: 'certificat-de-residence', torolalana: ['les-certificats-que-le-fokontany-delivre'] },
      { need: l('Légaliser un document', 'Manamarina sonia'), guide: 'legalisation-de-documents' },
      { need: l('Extrait de casier judiciaire', 'Taratasy fanamarinana firaketana heloka'), guide: 'casier-judiciaire-bulletin-n-3', torolalana: ['demander-un-casier-judiciaire-bulletin-n-3'] },
      { need: l('Malagasy à l’étranger sans passeport valide', 'Malagasy any ivelany tsy manana pasipaoro manankery'), guide: 'laissez-passer' },
      { need: l('Visa touristique', 'Visa fizahan-tany'), guide: 'visa-touristique' },
      { need: l('Transférer un visa sur un nouveau passeport', 'Mamindra visa'), guide: 'transfert-de-visa', torolalana: ['transfert-de-visa'] },
      { need: l('Permis de conduire international', 'Fahazoan-dàlana mitondra fiara iraisam-pirenena'), guide: 'permis-de-conduire-international' },
    ],
  },
  {
    key: 'etrangers',
    title: l('Étrangers à Madagascar', 'Vahiny eto Madagasikara'),
    entries: [
      { need: l('Visa d’hébergement', 'Visa fiantranoana'), guide: 'visa-d-hebergement', torolalana: ['demander-un-visa-d-hebergement'] },
      { need: l('Visa de long séjour', 'Visa fipetrahana maharitra'), guide: 'visa-de-long-sejour', journey: 's-installer-a-madagascar' },
      { need: l('Carte de résident', 'Karatry ny mponina vahiny'), guide: 'carte-de-resident', journey: 's-installer-a-madagascar' },
      { need: l('Autorisation de travail d’un étranger', 'Fahazoan-dàlana hiasa ho an’ny vahiny'), guide: 'autorisation-de-travail-etranger', journey: 's-installer-a-madagascar' },
      { need: l('Échanger un permis de conduire étranger', 'Manakalo fahazoan-dàlana mitondra fiara avy any ivelany'), guide: 'echange-de-permis-etranger' },
      { need: l('Équivalence d’un diplôme étranger', 'Fitoviana diplaoma avy any ivelany'), guide: 'equivalence-de-diplome', torolalana: ['equivalence-administrative-de-titres-et-diplomes'] },
    ],
  },
  {
    key: 'vehicules-et-transport',
    title: l('Véhicules et transport', 'Fiara sy fitaterana'),
    entries: [
      { need: l('Permis de conduire', 'Fahazoan-dàlana mitondra fiara'), guide: 'permis-de-conduire', flow: 'permis-de-conduire', journey: 'passer-le-permis-et-rouler', torolalana: ['obtenir-son-permis-de-conduire'] },
      { need: l('Visite médicale du permis', 'Fizahana ara-pahasalamana ho an’ny fahazoan-dàlana'), guide: 'visite-medicale-du-permis', torolalana: ['permis-de-conduire-medical'] },
      { need: l('Certificat d’authenticité du permis', 'Fanamarinana ny maha-marina ny fahazoan-dàlana'), guide: 'certificat-d-authenticite-du-permis', torolalana: ['certificat-d-authenticite-de-permis-de-conduire'] },
      { need: l('Remplacer un permis perdu ou abîmé', 'Manolo fahazoan-dàlana very na simba'), guide: 'duplicata-du-permis-de-conduire' },
      { need: l('Immatriculer un véhicule', 'Mampiditra fiara an-tsoratra'), guide: 'immatriculation-de-vehicule' },
      { need: l('Changer le propriétaire d’un véhicule', 'Manova ny tompon’ny fiara'), guide: 'mutation-de-carte-grise' },
      { need: l('Visite technique', 'Fizahana ara-teknika ny fiara'), guide: 'visite-technique' },
      { need: l('Licence de transport de voyageurs', 'Fahazoan-dàlana mitondra mpandeha'), notCovered: 'Procédure de l’ATT (Agence de transport terrestre) sans source publique à jour trouvée.' },
    ],
  },
  {
    key: 'terre-et-logement',
    title: l('Terre et logement', 'Tany sy trano'),
    entries: [
      { need: l('Acheter un terrain', 'Mividy tany'), guide: 'acheter-un-terrain', journey: 'acheter-un-terrain-et-construire', torolalana: ['acheter-un-terrain-aupres-d-un-particulier'] },
      { need: l('Titre foncier', 'Titra fananan-tany'), guide: 'titre-foncier' },
      { need: l('Certificat foncier', 'Kara-tany'), guide: 'certificat-foncier' },
      { need: l('Transformer un cadastre en titre', 'Mamadika kadasitra ho titra'), guide: 'transformer-cadastre-en-titre', torolalana: ['transformer-cadastre-en-titre'] },
      { need: l('Mutation d’un titre foncier', 'Famindrana anarana amin’ny titra'), guide: 'mutation-de-titre-foncier' },
      { need: l('Bornage d’un terrain', 'Famerana tany'), guide: 'bornage' },
      { need: l('Certificat de situation juridique', 'Fanamarinana ny toe-javatra ara-dalàna momba ny tany'), guide: 'certificat-de-situation-juridique' },
      { need: l('Diviser un terrain (morcellement)', 'Mizara tany'), guide: 'morcellement' },
      { need: l('Gérer sa maison et ses terrains', 'Mitantana trano sy tany'), guide: 'gerer-son-habitation', torolalana: ['gerer-son-habitation-et-ses-proprietes-foncieres'] },
      { need: l('Permis de construire', 'Fahazoan-dàlana hanorina'), guide: 'permis-de-construire' },
      { need: l('Impôts fonciers', 'Hetra amin’ny tany sy trano'), guide: 'impots-fonciers' },
      { need: l('Louer un logement : enregistrer le bail', 'Manofa trano : fisoratana ny fifanarahana'), guide: 'enregistrer-un-bail' },
    ],
  },
  {
    key: 'travail-et-protection-sociale',
    title: l('Travail et protection sociale', 'Asa sy fiahiana ara-tsosialy'),
    entries: [
      { need: l('Être déclaré à la CNaPS', 'Voasoratra ao amin’ny CNaPS'), guide: 'affiliation-a-la-cnaps', torolalana: ['caisse-nationale-de-prevoyance-sociale-cnaps'] },
      { need: l('Retraite d’un salarié du privé', 'Fisotroan-dronon’ny mpiasa tsy miankina'), guide: 'retraite-des-salaries', journey: 'partir-a-la-retraite' },
      { need: l('Retraite d’un fonctionnaire', 'Fisotroan-dronon’ny mpiasam-panjakana'), guide: 'retraite-des-fonctionnaires', journey: 'partir-a-la-retraite' },
      { need: l('Accident du travail', 'Lozam-piasana'), guide: 'accident-du-travail' },
      { need: l('Carte d’invalidité, handicap', 'Karatra ho an’ny sembana'), guide: 'carte-d-invalidite' },
      { need: l('Litige avec l’employeur : inspection du travail', 'Fifanolanana amin’ny mpampiasa'), guide: 'saisir-l-inspection-du-travail' },
      { need: l('Allocations familiales', 'Tambin-karama ho an’ny ankohonana'), guide: 'allocations-familiales' },
      { need: l('Congé de maternité', 'Fialan-tsasatry ny reny niteraka'), guide: 'conge-de-maternite' },
      { need: l('Certificat de travail, fin de contrat', 'Fanamarinana asa, fiafaran’ny fifanarahana'), guide: 'certificat-de-travail' },
      { need: l('Certificat médical', 'Taratasy avy amin’ny dokotera'), guide: 'certificat-medical' },
      { need: l('Chômage, recherche d’emploi', 'Tsy an’asa, fitadiavana asa'), notCovered: 'Madagascar n’a pas d’assurance chômage ; les offres d’emploi publiques (ONEF) n’ont pas de procédure publiée trouvée.' },
    ],
  },
  {
    key: 'fonction-publique',
    title: l('Fonction publique', 'Asam-panjakana'),
    entries: [
      { need: l('Concours de la fonction publique', 'Fifaninanana hidirana amin’ny asam-panjakana'), guide: 'concours-de-la-fonction-publique' },
      { need: l('Devenir gendarme', 'Ho zandary'), guide: 'recrutement-des-eleves-gendarmes', torolalana: ['recrutement-des-eleves-gendarmes'] },
      { need: l('Devenir policier', 'Ho polisy'), guide: 'recrutement-de-la-police-nationale' },
      { need: l('Détachement d’un fonctionnaire', 'Famindrana toerana'), guide: 'detachement-d-un-fonctionnaire', torolalana: ['demander-un-detachement'] },
      { need: l('Disponibilité d’un fonctionnaire', 'Fialana vonjimaika amin’ny asam-panjakana'), guide: 'disponibilite-d-un-fonctionnaire' },
      { need: l('Équivalence administrative de diplômes', 'Fitoviana ara-panjakana ny diplaoma'), guide: 'equivalence-de-diplome', torolalana: ['equivalence-administrative-de-titres-et-diplomes'] },
      { need: l('Engagement dans l’armée', 'Miditra ho miaramila'), notCovered: 'Les recrutements de l’armée sont annoncés au cas par cas ; aucune procédure permanente publiée trouvée.' },
    ],
  },
  {
    key: 'education',
    title: l('Éducation et études', 'Fanabeazana sy fianarana'),
    entries: [
      { need: l('Inscrire un enfant à l’école', 'Mampiditra zaza an-tsekoly'), guide: 'inscription-scolaire', journey: 'naissance-d-un-enfant' },
      { need: l('Examen du CEPE', 'Fanadinana CEPE'), guide: 'cepe' },
      { need: l('Examen du BEPC', 'Fanadinana BEPC'), guide: 'bepc' },
      { need: l('S’inscrire au baccalauréat', 'Misoratra amin’ny bakalorea'), guide: 'inscription-au-baccalaureat' },
      { need: l('Résultats du baccalauréat', 'Valin’ny bakalorea'), guide: 'resultats-du-baccalaureat', torolalana: ['consultation-resultats-bacc'] },
      { need: l('Copie du diplôme du bac, relevé de notes', 'Dika diplaoman’ny bakalorea'), guide: 'duplicata-du-diplome-du-bac' },
      { need: l('Authentifier un diplôme', 'Manamarina diplaoma'), guide: 'authentification-de-diplome' },
      { need: l('S’inscrire à l’université', 'Misoratra amin’ny oniversite'), guide: 'inscription-a-l-universite', torolalana: ['universite-d-antananarivo'] },
      { need: l('Bourse d’études', 'Vatsim-pianarana'), guide: 'bourse-d-etudes-universitaires' },
      { need: l('Ouvrir une école privée', 'Manorina sekoly tsy miankina'), guide: 'ouvrir-une-ecole-privee' },
      { need: l('Créer une école primaire publique (EPP) au village', 'Manorina EPP ho an’ny tanàna'), guide: 'creer-une-epp', torolalana: ['creer-un-epp'] },
      { need: l('Se former à un métier de l’artisanat', 'Fiofanana amin’ny asa-tanana'), guide: 'formation-artisanat', torolalana: ['se-former-aux-metiers-de-l-artisanat'] },
    ],
  },
  {
    key: 'sante',
    title: l('Santé', 'Fahasalamana'),
    entries: [
      { need: l('Trouver un hôpital', 'Hitady hopitaly'), guide: 'hopitaux', torolalana: ['hopitaux'] },
      { need: l('Pharmacie de garde', 'Farmasia miambina'), guide: 'pharmacies-de-garde', torolalana: ['pharmacies-de-garde-1'] },
      { need: l('Ambulance', 'Fiara mpitondra marary'), guide: 'ambulances', torolalana: ['ambulances'] },
      { need: l('Numéros d’urgence', 'Laharana vonjy taitra'), guide: 'numeros-d-urgence', torolalana: ['guide-en-cas-d-incident-securitaire'] },
      { need: l('Maladies non transmissibles (Alzheimer, AVC, cancer)', 'Aretina tsy mifindra'), notCovered: 'Torolalana en donne des informations de santé, pas une démarche : à orienter vers les hôpitaux ; une page d’information n’est pas un guide.', torolalana: ['les-maladies-non-transmissibles'] },
      { need: l('Évacuation sanitaire', 'Famindrana marary any ivelany'), notCovered: 'Aucune procédure publique trouvée (prise en charge par l’État au cas par cas).' },
    ],
  },
  {
    key: 'entreprise-et-commerce',
    title: l('Entreprise et commerce', 'Orinasa sy varotra'),
    entries: [
      { need: l('Créer sa société', 'Manangana orinasa'), guide: 'creer-sa-societe', flow: 'creer-son-entreprise', journey: 'creer-son-entreprise', torolalana: ['creer-sa-societe', 'choisir-la-forme-juridique-de-votre-entreprise'] },
      { need: l('Registre du commerce', 'Rejisitry ny varotra'), guide: 'immatriculation-au-registre-du-commerce' },
      { need: l('Carte statistique', 'Karatra statistika'), guide: 'carte-statistique' },
      { need: l('Fermer son entreprise', 'Manakatona orinasa'), guide: 'fermer-une-entreprise' },
      { need: l('Commerce ambulant, carte professionnelle', 'Mpivarotra mivezivezy, karatra matihanina'), guide: 'carte-professionnelle-de-commercant' },
      { need: l('Importer', 'Manafatra entana'), guide: 'devenir-importateur' },
      { need: l('Exporter', 'Manondrana entana'), guide: 'devenir-exportateur', journey: 'exporter' },
      { need: l('Exporter des produits artisanaux', 'Manondrana vokatra asa-tanana'), guide: 'exporter-des-produits-artisanaux', journey: 'exporter', torolalana: ['exporter-des-produits-artisanaux'] },
      { need: l('Certificat d’origine', 'Fanamarinana ny niavian’ny entana'), guide: 'certificat-d-origine', journey: 'exporter' },
      { need: l('Certificat phytosanitaire', 'Fanamarinana ara-pahasalamam-boly'), guide: 'certificat-phytosanitaire', journey: 'exporter' },
      { need: l('Colis bloqué à la douane', 'Entana voatazona any amin’ny ladoany'), guide: 'dedouaner-un-colis' },
      { need: l('Déposer une marque', 'Mametraka marika'), guide: 'deposer-une-marque' },
      { need: l('Réclamation d’un consommateur', 'Fitarainan’ny mpanjifa'), guide: 'reclamation-consommateur' },
      { need: l('S’informer sur la fiscalité d’entreprise', 'Hetra ho an’ny orinasa'), guide: 'impot-synthetique', torolalana: ['s-informer-sur-la-fiscalite-d-entreprise'] },
    ],
  },
  {
    key: 'impots',
    title: l('Impôts', 'Hetra'),
    entries: [
      { need: l('Numéro d’identification fiscale (NIF)', 'Laharana famantarana ara-ketra (NIF)'), guide: 'numero-d-identification-fiscale' },
      { need: l('Impôt synthétique', 'Hetra tambabe'), guide: 'impot-synthetique', torolalana: ['les-differents-types-d-impots-a-madagascar'] },
      { need: l('Impôt sur les salaires (IRSA)', 'Hetra amin’ny karama (IRSA)'), guide: 'impot-sur-les-revenus-salariaux' },
      { need: l('Déclarer et payer ses impôts en ligne', 'Manambara sy mandoa hetra an-tserasera'), guide: 'declarer-ses-impots-en-ligne' },
      { need: l('Certificat de situation fiscale', 'Fanamarinana ny toe-draharaha ara-ketra'), guide: 'certificat-de-situation-fiscale' },
      { need: l('TVA et impôt sur les revenus des entreprises', 'TVA sy hetra amin’ny fidiram-bolan’ny orinasa'), notCovered: 'Régime réel des entreprises au-delà de 200 millions d’ariary : sources à rassembler ; le guide de l’impôt synthétique en parle.' },
    ],
  },
  {
    key: 'securite-et-justice',
    title: l('Sécurité et justice', 'Filaminana sy fitsarana'),
    entries: [
      { need: l('Porter plainte', 'Mametraka fitoriana'), guide: 'porter-plainte' },
      { need: l('Victime de violences', 'Niharan’ny herisetra'), guide: 'violences-basees-sur-le-genre', torolalana: ['lutte-contre-la-violence'] },
      { need: l('Aide juridictionnelle, conseil gratuit', 'Fanampiana ara-pitsarana maimaim-poana'), guide: 'aide-juridictionnelle' },
      { need: l('Permis de port d’arme', 'Fahazoan-dàlana hitondra basy'), guide: 'permis-de-port-d-arme' },
      { need: l('Signaler la corruption', 'Mitatitra kolikoly'), guide: 'signaler-la-corruption' },
      { need: l('Signaler la délinquance économique et financière', 'Mitatitra heloka ara-bola sy ara-toekarena'), guide: 'signaler-la-delinquance-economique', torolalana: ['lutte-contre-la-delinquance-economique-et-financier'] },
      { need: l('Signaler un pillage', 'Mitatitra fandrobana'), guide: 'signaler-un-pillage', torolalana: ['signalement-pillage-a-madagascar'] },
      { need: l('Incident de sécurité : qui appeler', 'Tsy fandriam-pahalemana : iza no antsoina'), guide: 'numeros-d-urgence', torolalana: ['guide-en-cas-d-incident-securitaire'] },
    ],
  },
  {
    key: 'citoyennete-et-recours',
    title: l('Citoyenneté et recours', 'Zom-pirenena sy fitarainana'),
    entries: [
      { need: l('S’inscrire sur la liste électorale', 'Misoratra anarana amin’ny lisi-pifidianana'), guide: 'inscription-sur-la-liste-electorale' },
      { need: l('Se plaindre d’une administration', 'Mitaraina momba ny fitantanana'), guide: 'doleances' },
      { need: l('Saisir le Médiateur de la République', 'Manatona ny Mpanelanelana ho an’ny Repoblika'), guide: 'saisir-le-mediateur' },
      { need: l('Plainte sur un projet public (e-Koragna)', 'Fitarainana momba tetikasa ho an’ny daholobe'), guide: 'mecanisme-de-gestion-des-plaintes', torolalana: ['e-koragna-mecanisme-de-gestion-de-plaintes'] },
      { need: l('Plateforme des jeunes citoyens', 'Sehatra ho an’ny tanora olom-pirenena'), guide: 'plateforme-civique-des-jeunes', torolalana: ['plateforme-jeunesse-citoyenne'] },
      { need: l('Régions et districts', 'Faritra sy distrika'), guide: 'regions-et-districts', torolalana: ['regions-et-districts'] },
    ],
  },
  {
    key: 'agriculture-et-elevage',
    title: l('Agriculture et élevage', 'Fambolena sy fiompiana'),
    entries: [
      { need: l('Carte de producteur', 'Karatry ny mpamokatra'), guide: 'carte-producteur', torolalana: ['demander-un-carte-producteur'] },
      { need: l('Fiche individuelle de bovidé', 'Taratasim-pananana omby'), guide: 'fiche-individuelle-de-bovide' },
      { need: l('Exporter des produits agricoles', 'Manondrana vokatra fambolena'), guide: 'certificat-phytosanitaire', journey: 'exporter' },
    ],
  },
  {
    key: 'tourisme-et-decouverte',
    title: l('Tourisme et découverte', 'Fizahan-tany'),
    entries: [
      { need: l('Visiter les parcs nationaux', 'Mitsidika valan-javaboary'), guide: 'visiter-les-parcs-nationaux', torolalana: ['visiter-les-parcs-nationaux'] },
      { need: l('Sites classés au patrimoine mondial', 'Toerana voasokajy ho vakoka maneran-tany'), guide: 'visiter-les-parcs-nationaux', torolalana: ['les-sites-touristiques-malgaches-classes-au-patrimoine-mondial'] },
    ],
  },
]

/** How an entry is covered, best first: a guide, else a journey, else a flow, else not yet. */
export function coverageOf(entry: CoverageEntry): 'guide' | 'journey' | 'flow' | 'notCovered' {
  return entry.guide ? 'guide' : entry.journey ? 'journey' : entry.flow ? 'flow' : 'notCovered'
}

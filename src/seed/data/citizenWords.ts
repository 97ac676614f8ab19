/**
 * "Mots des citoyens" / "Tenin'ny olom-pirenena" (issue 24): the words citizens use for each
 * guide and journey, which the guide's own wording may lack. Editors maintain them in the admin
 * afterwards; this is the seed's first version. Keys: a guide's key (src/seed/services) or
 * 'journey:<key>' (src/seed/data/journeys.ts).
 */
import { words as b1 } from './words/b1'
import { words as b2 } from './words/b2'
import { words as b3 } from './words/b3'
import { words as b4 } from './words/b4'
import { words as b5 } from './words/b5'
import { words as b6 } from './words/b6'
import { words as b7 } from './words/b7'
import { words as b8 } from './words/b8'
import { words as journeys41 } from './words/journeys'

const firstGuides: Record<string, { fr: string[]; mg: string[] }> = {
  // ---------------------------------------------------------------- État civil, identité
  'acte-de-deces': {
    fr: [
      'décès', 'mort', 'décédé', 'décédée', 'défunt', 'mourir', 'enterrement', 'inhumation', 'inhumer', 'obsèques', 'funérailles', 'tombeau familial', 'veuve', 'veuf', 'certificat de décès', 'constat de décès', 'BMH',
      'décès à domicile',
    ],
    mg: [
      'maty', 'nodimandry', 'fahafatesana', 'nahafatesana', 'faty', 'razana', 'fandevenana', 'milevina', 'mandevina', 'handevina', 'alevina', 'fasana', 'fasan-drazana', 'mpitondratena', 'maty vady', 'kopia fahafatesana', 'BMH',
      'fahazoan-dalana handevina', 'fahafatesan’ny vady',
    ],
  },
  'acte-de-mariage': {
    fr: [
      'mariage', 'marier', 'mariage civil', 'mariage à la mairie', 'épouser', 'époux', 'épouse', 'mariés', 'fiancés', 'conjoint', 'noces', 'union civile', 'mariage mixte',
    ],
    mg: [
      'fanambadiana', 'manambady', 'hanambady', 'nanambady', 'mpivady', 'mpanambady', 'vady', 'mariazy', 'fanambadiana ara-panjakana', 'fanambadiana any amin’ny kaominina', 'fanambadiana eny amin’ny boriborintany', 'vodiondry', 'mampakatra vady', 'kopia fanambadiana',
    ],
  },
  'acte-de-naissance': {
    fr: [
      'naissance', 'né', 'née', 'nouveau-né', 'bébé', 'extrait de naissance', 'extrait d’acte de naissance', 'bulletin de naissance', 'copie intégrale', 'copie d’acte', 'certificat d’accouchement', 'nom de l’enfant', 'état civil',
    ],
    mg: [
      'fahaterahana', 'teraka', 'vao teraka', 'zaza vao teraka', 'zazakely', 'nahaterahana', 'kopia nahaterahana', 'soratra nahaterahana', 'kopia feno', 'kopian’ny zaza', 'ampidirina an-tsoratra', 'anaran’ny zaza', 'extrait', 'acte de naissance', 'sora-piankohonana',
    ],
  },
  'jugement-suppletif-de-naissance': {
    fr: [
      'jugement supplétif', 'supplétif', 'naissance non déclarée', 'pas d’acte de naissance', 'sans acte de naissance',
      'acte introuvable', 'acte de naissance perdu', 'registre perdu', 'registre brûlé', 'déclaration tardive',
      'déclaration en retard', 'audience foraine', 'tribunal de première instance', 'TPI', 'requête au tribunal',
      'enfant non déclaré',
    ],
    mg: [
      'didim-pitsarana', 'didim-pitsarana mameno', 'didy mameno', 'jugement supplétif', 'supplétif',
      'tsy nambara', 'tsy voasoratra', 'zaza tsy voasoratra', 'tsy manana kopia', 'tsy misy kopia', 'kopia very',
      'rejisitra very', 'tara ny fanambarana', 'fitsarana mivahiny', 'audience foraine', 'fitsarana',
      'fitsarana ambaratonga voalohany', 'TPI',
      'rejisitra may', 'may ny rejisitry', 'tsy hita ny soratra nahaterahana',
    ],
  },
  'carte-nationale-d-identite': {
    fr: [
      'CIN', 'carte d’identité', 'carte nationale', 'pièce d’identité', 'karapanondro', 'kara-panondro',
      'CIN perdue', 'perte de CIN', 'CIN volée', 'duplicata CIN', 'renouvellement CIN', 'nouvelle CIN',
      'CIN biométrique', 'enrôlement biométrique', 'enrôlement', 'NIU', 'numéro d’identification unique',
      'majeur', '18 ans',
    ],
    mg: [
      'kara-panondro', 'karapanondro', 'kara panondro', 'karatra panondro', 'CIN', 'kara-panondro very',
      'very kara-panondro', 'nangalarina kara-panondro', 'kara-panondro vaovao', 'manolo kara-panondro',
      'fanoloana kara-panondro', 'maka kara-panondro', 'hanao kara-panondro', 'kara-panondro biometrika',
      'fisoratana biometrika', 'NIU', 'feno 18 taona', 'tonga taona', 'duplicata',
    ],
  },
  'certificat-de-nationalite': {
    fr: [
      'nationalité', 'nationalité malagasy', 'nationalité malgache', 'preuve de nationalité',
      'certificat de nationalité', 'naturalisation', 'naturalisé', 'double nationalité', 'être malgache',
      'tribunal Anosy', 'Faravohitra', 'greffe',
    ],
    mg: [
      'zom-pirenena', 'zompirenena', 'zom-pirenena malagasy', 'fanamarinana zom-pirenena', 'maha-malagasy',
      'teratany malagasy', 'fanomezana zom-pirenena', 'zom-pirenena roa', 'nationalité',
      'certificat de nationalité', 'fitsarana Anosy', 'Faravohitra',
    ],
  },
  'certificat-de-residence': {
    fr: [
      'certificat de résidence', 'résidence', 'attestation de résidence', 'justificatif de domicile',
      'certificat de domicile', 'preuve d’adresse', 'domicile', 'adresse', 'habiter', 'fokontany',
      'chef fokontany', 'déménagement', 'lieu de résidence',
      'changer de quartier',
    ],
    mg: [
      'fanamarinam-ponenana', 'fanamarinana fonenana', 'fonenana', 'toerana onenana', 'adiresy', 'monina',
      'mipetraka', 'nifindra trano', 'fokontany', 'sefo fokontany', 'sefom-pokontany', 'taratasy avy amin’ny fokontany',
      'certificat de résidence', 'résidence',
      'nifindra tanàna', 'mifindra monina',
    ],
  },
  'certificat-de-vie': {
    fr: [
      'certificat de vie', 'attestation de vie', 'preuve de vie', 'fiche de vie', 'retraité', 'pension', 'pensionné', 'caisse de retraite', 'rente',
    ],
    mg: [
      'fanamarinana fa velona', 'fanamarinana fiainana', 'mbola velona', 'velona', 'misotro ronono', 'mpisotro ronono', 'fisotroan-dronono', 'tahirim-pisotroan-dronono', 'pension', 'retraité', 'certificat de vie',
    ],
  },
  'legalisation-de-documents': {
    fr: [
      'légalisation', 'légaliser', 'légalisation de signature', 'signature légalisée', 'faire légaliser',
      'copie certifiée conforme', 'copie conforme', 'certifier une copie', 'certification conforme',
      'authentification', 'authentifier', 'apostille', 'procuration', 'Affaires étrangères', 'cachet de la mairie',
      'tampon',
      'faire certifier',
    ],
    mg: [
      'fanamarinana sonia', 'manamarina sonia', 'hanamarina sonia', 'légalisation', 'légaliser', 'dika mitovy',
      'dika mitovy voamarina', 'sonia', 'tombo-kase', 'copie conforme', 'fanomezan-dàlana', 'procuration',
      'Raharaham-bahiny', 'Minisiteran’ny Raharaham-bahiny',
      'hamarinina ny sonia',
    ],
  },
  'casier-judiciaire-bulletin-n-3': {
    fr: [
      'casier judiciaire', 'casier', 'B3', 'bulletin n°3', 'bulletin numéro 3', 'bulletin 3', 'extrait de casier',
      'casier vierge', 'certificat de non-condamnation', 'non-condamnation', 'antécédents judiciaires',
      'tribunal Anosy', 'greffe',
      'dossier d’embauche', 'pièces pour un emploi',
    ],
    mg: [
      'firaketana heloka', 'taratasy firaketana heloka', 'B3', 'bulletin 3', 'bulletin numéro 3', 'casier',
      'casier judiciaire', 'tsy voaheloka', 'fanamarinana tsy voaheloka', 'heloka', 'fitsarana Anosy',
      'laharana 3',
      'taratasy ilaina amin’ny asa',
    ],
  },

  // ---------------------------------------------------------------- Voyage, étrangers
  passeport: {
    fr: [
      'passeport', 'passport', 'pasipaoro', 'passeport biométrique', 'renouvellement passeport',
      'renouveler passeport', 'passeport perdu', 'passeport expiré', 'premier passeport', 'passeport enfant',
      'voyager', 'voyage à l’étranger', 'Anosy', 'immigration', 'émigration', 'rendez-vous passeport',
    ],
    mg: [
      'pasipaoro', 'pasipaoro biometrika', 'pasipaoro vaovao', 'manavao pasipaoro', 'hanavao pasipaoro',
      'fanavaozana pasipaoro', 'pasipaoro very', 'pasipaoro lany daty', 'passeport', 'passport',
      'handeha any ivelany', 'handeha an-dafy', 'an-dafy', 'hiasa any ivelany', 'Anosy', 'immigration',
    ],
  },
  'autorisation-de-sortie-du-territoire-mineur': {
    fr: [
      'autorisation de sortie', 'sortie du territoire', 'AST', 'autorisation parentale', 'consentement parental',
      'lettre d’autorisation parentale', 'mineur', 'enfant mineur', 'mineur non accompagné',
      'enfant voyage seul', 'voyager avec un enfant', 'enfant sans ses parents', 'voyage scolaire',
      'police des frontières', 'PAF',
      'voyage avec l’école', 'sortie scolaire à l’étranger',
    ],
    mg: [
      'zaza tsy ampy taona', 'zaza madinika', 'ankizy mandeha irery', 'zaza mandeha irery',
      'fahazoan-dalana ray aman-dreny', 'fanomezan-dalana ray aman-dreny', 'hivoaka ny tanindrazana',
      'fivoahana ny tanindrazana', 'fivoahan’ny zaza', 'autorisation parentale', 'sortie du territoire',
      'ray aman-dreny', 'mpiahy', 'sisintany',
      'dia ara-tsekoly', 'miaraka amin’ny sekoly any ivelany',
    ],
  },
  'visa-touristique': {
    fr: [
      'visa', 'visa touristique', 'visa tourisme', 'visa Madagascar', 'e-visa', 'evisa', 'visa électronique',
      'visa à l’arrivée', 'frais de visa', 'prix du visa', 'prolongation de visa', 'prolonger visa', 'touriste',
      'tourisme', 'séjour', 'evisamada', 'Ivato', 'Nosy Be',
    ],
    mg: [
      'visa', 'visa fizahantany', 'fizahantany', 'mpizahatany', 'vahiny', 'mpitsidika', 'e-visa',
      'visa an-tserasera', 'saran’ny visa', 'fanitarana visa', 'manitatra visa', 'fijanonana', 'Ivato',
    ],
  },
  'visa-d-hebergement': {
    fr: [
      'certificat d’hébergement', 'attestation d’hébergement', 'hébergement', 'héberger', 'héberger un étranger', 'accueillir un étranger', 'lettre d’invitation', 'invitation', 'inviter', 'regroupement familial', 'conjoint étranger', 'prise en charge', 'visa d’hébergement',
      'loger un étranger', 'loger un vazaha',
    ],
    mg: [
      'fampiantranoana', 'fampiantranoana vahiny', 'mampiantrano', 'mampiantrano vahiny', 'mandray vahiny', 'vahiny', 'taratasy fanasana', 'fanasana', 'manasa vahiny', 'manasa havana', 'vady vahiny', 'fampivondronana fianakaviana',
      'mampiantrano vazaha',
    ],
  },

  // ---------------------------------------------------------------- Santé, urgences
  hopitaux: {
    fr: [
      'hôpital', 'hôpitaux', 'CHU', 'CHRR', 'CHRD', 'HJRA', 'Befelatanana', 'Anosiala', 'Soavinandriana',
      'CENHOSOA', 'Ampefiloha', 'Androva', 'Tambohobe', 'Morafeno', 'urgences', 'se faire soigner',
      'hospitalisation', 'soins gratuits', 'kit d’urgence', 'malade',
      'fièvre', 'forte fièvre', 'enfant malade',
    ],
    mg: [
      'hopitaly', 'lopitaly', 'marary', 'mitsabo', 'hitsabo', 'tsaboina', 'fitsaboana', 'toeram-pitsaboana',
      'miditra hopitaly', 'mpiandry marary', 'dokotera', 'aretina', 'vonjy taitra', 'HJRA', 'Befelatanana',
      'CHU', 'CHRD', 'CHRR',
      'tazo', 'zaza marary',
      'manavy', 'manavy mafy',
    ],
  },
  ambulances: {
    fr: [
      'ambulance', 'SAMU', 'pompiers', 'sapeurs-pompiers', '118', 'transport de malade', 'transporter un malade',
      'évacuation sanitaire', 'appeler une ambulance', 'blessé', 'accident de la route', 'malaise',
      'femme qui accouche', 'urgence médicale',
    ],
    mg: [
      'fiara mpitondra marary', 'ambilansy', 'ambulance', 'fiara vonjy taitra', 'mpamonjy voina', 'pompier',
      'SAMU', '118', 'hitondra marary', 'mitondra marary', 'marary mafy', 'naratra', 'lozam-pifamoivoizana',
      'vehivavy hiteraka', 'vonjy taitra',
    ],
  },
  'numeros-d-urgence': {
    fr: [
      'numéro d’urgence', 'urgence', 'secours', '117', '118', '147', '813', 'police secours', 'appeler la police',
      'pompiers', 'incendie', 'feu', 'agression', 'violence conjugale', 'violence sexuelle', 'enfant en danger',
      'ligne verte', 'numéro gratuit', 'numéro vert',
      'numéro de la police',
    ],
    mg: [
      'vonjy taitra', 'vonjy maika', 'laharana vonjy taitra', 'miantso polisy', 'polisy', 'zandary',
      'mpamonjy voina', 'afo', 'hain-trano', 'may ny trano', 'herisetra', 'herisetra an-tokantrano',
      'ankizy atahorana', 'laharana maitso', 'jiolahy', 'loza', '117', '118', '147', '813',
      'laharan’ny polisy', 'tranon’olona may',
    ],
  },
  'pharmacies-de-garde': {
    fr: [
      'pharmacie', 'pharmacie de garde', 'pharmacie ouverte', 'pharmacie de nuit', 'pharmacie ouverte la nuit',
      'pharmacie 24h/24', 'pharmacie dimanche', 'pharmacie jour férié', 'médicament', 'médicaments', 'ordonnance',
      'pharmacien', 'dépôt de médicaments', 'tour de garde',
    ],
    mg: [
      'farmasia', 'farmasia miambina', 'farmasia misokatra', 'farmasia alina', 'fivarotam-panafody', 'fanafody',
      'mividy fanafody', 'taratasim-panafody', 'ordonnance', 'pharmacie', 'pharmacie de garde', 'farmasianina',
      'alahady', 'andro tsy iasana', 'alina',
    ],
  },
  vaccination: {
    fr: [
      'vaccin', 'vaccins', 'vaccination', 'vacciner', 'vaccin bébé', 'carnet de vaccination', 'carnet de santé',
      'calendrier vaccinal', 'PEV', 'BCG', 'rougeole', 'polio', 'fièvre jaune', 'vaccin de voyage',
      'campagne de vaccination', 'rappel', 'piqûre', 'CSB',
      'vaccins de mon enfant',
    ],
    mg: [
      'vaksiny', 'vakisiny', 'manao vaksiny', 'atao vaksiny', 'fanaovana vaksiny', 'vaksinina',
      'karinem-baksiny', 'karine', 'tsindrona', 'tsindrona zaza', 'kitrotro', 'polio', 'tazo mavo',
      'fanentanana vaksiny', 'PEV', 'BCG', 'CSB', 'zazakely',
      'vaksinin’ny zaza', 'vaksinin’ny zanako',
    ],
  },
  'certificat-medical': {
    fr: [
      'certificat médical', 'certificat d’aptitude', 'aptitude physique', 'visite médicale', 'certificat de bonne santé',
      'arrêt de travail', 'arrêt maladie', 'coups et blessures', 'constat de blessures', 'ITT',
      'certificat médico-légal', 'Centre Vonjy', 'médecin', 'examen médical', 'certificat pour concours',
    ],
    mg: [
      'fanamarinana ara-pahasalamana', 'taratasy fanamarinana ara-pahasalamana', 'taratasy fahasalamana',
      'taratasy dokotera', 'dokotera', 'fizahana ara-pahasalamana', 'salama tsara', 'fahasalamana',
      'certificat médical', 'fialan-tsasatra noho ny aretina', 'arrêt maladie', 'ratra', 'voadaroka', 'fikapohana',
      'Centre Vonjy',
    ],
  },

  // ---------------------------------------------------------------- Réclamations, justice, civisme
  doleances: {
    fr: [
      'doléance', 'doléances', 'réclamation', 'se plaindre', 'plainte contre l’administration', 'corruption',
      'pot-de-vin', 'BIANCO', 'Médiateur de la République', 'Médiature', 'abus', 'abus de pouvoir',
      'mauvais accueil', 'dossier bloqué', 'argent demandé', 'dénoncer', 'fonctionnaire', 'racket',
    ],
    mg: [
      'fitarainana', 'mitaraina', 'hitaraina', 'fametrahana fitarainana', 'kolikoly', 'tambitamby', 'BIANCO',
      'Mpanelanelana', 'fanararaotana', 'fanararaotam-pahefana', 'tsy voaray tsara', 'antontan-taratasy voasakana',
      'vola tsy ara-dalàna', 'mpiasam-panjakana', 'doléance',
    ],
  },
  'mecanisme-de-gestion-des-plaintes': {
    fr: [
      'MGP', 'gestion des plaintes', 'projet', 'projet public', 'indemnisation', 'dédommagement', 'dégâts',
      'travaux', 'chantier', 'route', 'bénéficiaire oublié', 'protection sociale', 'FID', 'Banque mondiale',
      'numéro vert', 'boîte à doléances', 'point focal', 'déplacement de population',
    ],
    mg: [
      'MGP', 'tetikasa', 'tetikasam-panjakana', 'onitra', 'fahasimbana', 'fanamboarana lalana', 'asa fanamboarana',
      'mpisitraka', 'mpisitraka adino', 'fiahiana ara-tsosialy', 'fandaharanasa fanampiana', 'famindran-toerana',
      'boaty fitarainana', 'laharana maitso', 'FID', 'fitarainana',
    ],
  },
  'porter-plainte': {
    fr: [
      'porter plainte', 'déposer plainte', 'plainte', 'vol', 'volé', 'cambriolage', 'agression', 'escroquerie',
      'arnaque', 'abus de confiance', 'violence', 'harcèlement', 'menace', 'victime', 'police', 'gendarmerie',
      'commissariat', 'procureur', 'dahalo',
      'OPJ', 'officier de police judiciaire',
      'téléphone volé', 'arnaque mobile money', 'cambrioleur',
    ],
    mg: [
      'fitoriana', 'mitory', 'hitory', 'nitory', 'mametraka fitoriana', 'halatra', 'nangalarina', 'voaroba',
      'fanafihana', 'voafitaka', 'hosoka', 'fisolokiana', 'mpisoloky', 'herisetra', 'fandrahonana', 'polisy',
      'zandary', 'zandarimaria', 'Fampanoavana', 'dahalo',
      'OPJ', 'mpangalatra', 'nidiran’ny mpangalatra', 'finday nangalarina', 'hosoka mobile money',
      'mpangalatra niditra an-trano',
    ],
  },
  'inscription-sur-la-liste-electorale': {
    fr: [
      'liste électorale', 'inscription électorale', 'électeur', 'électrice', 'voter', 'vote', 'élection', 'élections',
      'carte d’électeur', 'CENI', 'bureau de vote', 'révision de la liste', 'droit de vote', 'présidentielle',
      'législatives', 'municipales',
    ],
    mg: [
      'lisi-pifidianana', 'lisitra fifidianana', 'lisitry ny mpifidy', 'mpifidy', 'mifidy', 'hifidy', 'fifidianana',
      'karatra fifidianana', 'karatra mpifidy', 'CENI', 'biraom-pifidianana', 'fanavaozana lisitra',
      'misoratra amin’ny lisitra', 'zo hifidy',
    ],
  },
  'plateforme-civique-des-jeunes': {
    fr: [
      'jeunes', 'jeunesse', 'participation citoyenne', 'engagement citoyen', 'citoyenneté', 'association de jeunes',
      'bénévolat', 'volontariat', 'ministère de la Jeunesse', 'MJS', 'Refondation', 'consultation des jeunes',
      'dialogue', 'concertation', 'QG Tanora', 'Gen Z',
    ],
    mg: [
      'tanora', 'fandraisan’anjaran’ny tanora', 'fikambanan’ny tanora', 'fikambanana tanora', 'mandray anjara',
      'sehatry ny tanora', 'Fanorenana vaovao', 'Refondation', 'fakan-kevitra', 'fifampidinihana',
      'asa an-tsitrapo', 'Ministeran’ny Tanora', 'QG Tanora', 'Gen Z', 'fiainam-pirenena',
    ],
  },
  'regions-et-districts': {
    fr: [
      'région', 'régions', 'district', 'districts', 'commune', 'communes', 'fokontany', 'découpage administratif',
      'province', 'provinces', 'faritany', 'chef-lieu', 'carte de Madagascar', 'liste des régions', 'gouverneur',
      'préfet', 'chef de district', 'Vatovavy', 'Fitovinany',
    ],
    mg: [
      'faritra', 'distrika', 'kaominina', 'fokontany', 'faritany', 'renivohitra', 'renivohitry ny faritra',
      'governora', 'lehiben’ny distrika', 'prefe', 'fizarana ara-pitantanana', 'sarintany', 'lisitry ny faritra',
      'lisitry ny distrika', 'Vatovavy', 'Fitovinany',
    ],
  },

  // ---------------------------------------------------------------- Éducation
  'inscription-scolaire': {
    fr: [
      'école', 'inscription scolaire', 'inscrire son enfant', 'inscription à l’école', 'rentrée scolaire',
      'réinscription', 'changement d’école', 'transfert d’école', 'école primaire', 'EPP', 'CEG', 'collège',
      'lycée', 'écolage', 'frais de scolarité', 'FRAM', 'kit scolaire', 'CISCO', 'DREN',
      'nouvelle école',
    ],
    mg: [
      'sekoly', 'an-tsekoly', 'ampidirina an-tsekoly', 'mampiditra zaza an-tsekoly', 'fidirana an-tsekoly',
      'fisoratana an-tsekoly', 'sekoly panjakana', 'EPP', 'CEG', 'kolejy', 'lisea', 'ekolazy', 'saram-pianarana',
      'FRAM', 'fikambanan’ny ray aman-drenin’ny mpianatra', 'famindrana sekoly', 'fidirana ampianarana',
      'fitaovam-pianarana', 'CISCO',
      'sekolin’ny zanako', 'sekoly vaovao',
    ],
  },
  'inscription-au-baccalaureat': {
    fr: [
      'bac', 'bacc', 'baccalauréat', 'inscription bac', 'inscription bacc', 'dossier bac', 'candidat libre',
      'candidat d’école', 'Terminale', 'examen officiel', 'examen national', 'Office du bac', 'Office du baccalauréat',
      'Ankatso', 'frais d’inscription bac', 'bac technique', 'bac professionnel', 'convocation',
    ],
    mg: [
      'bakalorea', 'bacc', 'bac', 'fanadinana bakalorea', 'hanao bacc', 'hiatrika bacc', 'misoratra anarana bacc',
      'fisoratana bacc', 'kandidà tsy miankina', 'candidat libre', 'Terminale', 'kilasy farany',
      'fanadinam-panjakana', 'lisea', 'Office du bac', 'Ankatso',
    ],
  },
  'resultats-du-baccalaureat': {
    fr: [
      'résultats du bac', 'résultat bac', 'résultats bacc', 'résultat', 'admis', 'ajourné', 'liste des admis',
      'relevé de notes', 'notes du bac', 'attestation de réussite', 'diplôme du bac', 'mention', 'réclamation bac',
      'SMS résultats', 'taux de réussite', 'délibération', 'numéro de table',
    ],
    mg: [
      'valim-panadinana', 'valim-panadinana bakalorea', 'valiny bacc', 'résultat bacc', 'afaka bacc',
      'tsy afaka bacc', 'nahazo bakalorea', 'lisitry ny afaka', 'naoty', 'taratasy misy naoty', 'relevé de notes',
      'fanamarinana fahombiazana', 'fahombiazana', 'diplaoma bacc', 'SMS bacc', 'résultat',
    ],
  },
  'inscription-a-l-universite': {
    fr: [
      'université', 'inscription université', 'inscription à la fac', 'fac', 'faculté', 'Ankatso', 'première année',
      'L1', 'bachelier', 'nouveau bachelier', 'après le bac', 'test d’accès', 'concours d’entrée',
      'études supérieures', 'université publique', 'ENS', 'ESPA', 'ESSA', 'frais d’inscription',
    ],
    mg: [
      'oniversite', 'fac', 'hiditra oniversite', 'mianatra any amin’ny oniversite', 'fisoratana anarana oniversite',
      'mpianatra oniversite', 'taona voalohany', 'L1', 'vao nahazo bakalorea', 'aorian’ny bacc',
      'fitsapana fidirana', 'fifaninanana fidirana', 'fianarana ambony', 'Ankatso', 'ENS', 'ESPA',
    ],
  },
  'bourse-d-etudes-universitaires': {
    fr: [
      'bourse', 'bourses', 'boursier', 'boursière', 'bourse d’études', 'bourse universitaire', 'allocation d’études',
      'allocation d’équipement', 'équipement', 'paiement des bourses', 'retard de bourse', 'liste des boursiers',
      'e-poketra', 'aide financière étudiant', 'étudiant',
    ],
    mg: [
      'vatsim-pianarana', 'vatsy', 'bourse', 'boursier', 'mpianatra mahazo vatsim-pianarana',
      'lisitry ny mahazo vatsim-pianarana', 'fandoavana vatsim-pianarana', 'tara ny vatsim-pianarana',
      'vola fividianana fitaovana', 'e-poketra', 'mpianatra oniversite', 'oniversite',
    ],
  },
  'equivalence-de-diplome': {
    fr: [
      'équivalence', 'équivalence de diplôme', 'équivalence administrative', 'extrait nominatif',
      'arrêté d’équivalence', 'CNEAT', 'reconnaissance de diplôme', 'diplôme étranger', 'valider un diplôme',
      'diplôme privé', 'concours administratif', 'fonction publique', 'MTEFoP', 'porte 108',
    ],
    mg: [
      'fampitoviana', 'fampitoviana mari-pahaizana', 'fampitoviana diplaoma', 'mari-pahaizana', 'diplaoma',
      'diplôme', 'équivalence', 'mari-pahaizana avy any ivelany', 'fifaninanana', 'concours',
      'fifaninanana ho mpiasam-panjakana', 'asam-panjakana', 'extrait nominatif', 'CNEAT',
    ],
  },

  // ---------------------------------------------------------------- Entreprise, impôts, travail
  'creer-sa-societe': {
    fr: [
      'créer une entreprise', 'création d’entreprise', 'créer une société', 'monter une société', 'ouvrir une société',
      'SARL', 'SARLU', 'SA', 'entreprise individuelle', 'EDBM', 'guichet unique', 'statuts', 'capital social',
      'associé', 'gérant', 'entrepreneur', 'Antaninarenina', 'investisseur',
    ],
    mg: [
      'orinasa', 'manangana orinasa', 'hanangana orinasa', 'fananganana orinasa', 'mamorona orinasa',
      'hanokatra orinasa', 'orinasa tsy miankina', 'SARL', 'SARLU', 'société', 'EDBM', 'birao tokana',
      'guichet unique', 'statuts', 'mpiara-miombon’antoka', 'mpitantana', 'mpandraharaha', 'renivola',
    ],
  },
  'numero-d-identification-fiscale': {
    fr: [
      'NIF', 'numéro fiscal', 'numéro d’identification fiscale', 'identifiant fiscal', 'carte fiscale', 'CIF',
      'carte d’identification fiscale', 'immatriculation fiscale', 'obtenir NIF', 'demande NIF', 'contribuable',
      'centre fiscal', 'DGI', 'impôts',
    ],
    mg: [
      'NIF', 'laharana NIF', 'laharam-pamantarana ara-ketra', 'karatra ara-ketra', 'karatra NIF', 'CIF',
      'ivon-ketra', 'mpandoa hetra', 'hetra', 'fisoratana amin’ny hetra', 'maka NIF', 'DGI',
    ],
  },
  'carte-statistique': {
    fr: [
      'carte statistique', 'carte stat', 'STAT', 'numéro STAT', 'numéro statistique', 'identifiant statistique',
      'immatriculation statistique', 'INSTAT', 'statistique', 'formaliser son activité', 'secteur informel',
    ],
    mg: [
      'karatra statistika', 'karatra stat', 'kara-statistika', 'STAT', 'laharana statistika', 'laharana STAT',
      'statistika', 'INSTAT', 'carte statistique', 'carte stat',
    ],
  },
  'immatriculation-au-registre-du-commerce': {
    fr: [
      'RCS', 'registre du commerce', 'registre de commerce', 'registre des sociétés',
      'numéro RCS', 'extrait RCS', 'greffe du tribunal', 'tribunal de commerce', 'commerçant', 'immatriculation RCS',
      'inscription au registre', 'Palais de justice Anosy', 'GIE',
    ],
    mg: [
      'RCS', 'rejisitry ny varotra', 'rejisitra varotra', 'fisoratana RCS', 'laharana RCS', 'mpivarotra', 'varotra',
      'greffe', 'fitsarana ara-barotra', 'mpandraharaha', 'registre du commerce',
    ],
  },
  'impot-synthetique': {
    fr: [
      'impôt synthétique', 'IS', 'patente', 'impôt des commerçants', 'impôt petit commerce', 'payer impôt',
      'payer ses impôts', 'déclaration d’impôt', 'acompte', 'fiscalité de proximité', 'e-Hetraphone',
      'impôt MVola', 'centre fiscal', 'chiffre d’affaires', 'petite entreprise', 'gargote',
    ],
    mg: [
      'hetra tambatra', 'hetra', 'IS', 'mandoa hetra', 'fandoavana hetra', 'fanambarana hetra',
      'hetran’ny mpivarotra', 'patente', 'ivon-ketra', 'e-Hetraphone', 'hetra amin’ny varotra',
      'mpivarotra madinika', 'orinasa madinika', 'hotely madinika',
      'hetra tsotra',
    ],
  },
  'affiliation-a-la-cnaps': {
    fr: [
      'CNaPS', 'sécurité sociale', 'cotisation sociale', 'cotisations', 'déclaration des salariés', 'DNS', 'numéro CNaPS', 'carte CNaPS', 'cotisation retraite', 'employeur', 'salarié', 'embaucher', 'affiliation', 'prévoyance sociale',
      'premier salarié', 'nouveau salarié', 'pas déclaré à la CNaPS', 'patron ne m’a pas déclaré',
    ],
    mg: [
      'CNaPS', 'latsakemboka', 'mandoa latsakemboka', 'fisoratana CNaPS', 'laharana CNaPS', 'karatra CNaPS', 'fiahiana ara-tsosialy', 'fiahiana sosialy', 'mpiasa', 'mpampiasa', 'fandraisana mpiasa', 'karama', 'DNS',
      'mpiasa voalohany', 'handray mpiasa', 'tsy nambaran’ny mpampiasa',
    ],
  },

  // ---------------------------------------------------------------- Foncier, construction
  'titre-foncier': {
    fr: [
      'titre foncier', 'TF', 'titre', 'immatriculation foncière', 'immatriculer un terrain', 'Domaines', 'service des Domaines', 'topographie', 'plan du terrain', 'livre foncier', 'vérifier un terrain', 'mutation', 'litige foncier', 'cadastre',
    ],
    mg: [
      'titra', 'titra tany', 'tany misy titra', 'taratasin-tany', 'fananan-tany', 'bokim-pananan-tany', 'Domaines', 'fanamarinana tany', 'toetry ny tany', 'fetran’ny tany', 'topo', 'ady tany', 'olana momba ny tany', 'tany lova',
    ],
  },
  'certificat-foncier': {
    fr: [
      'certificat foncier', 'CF', 'guichet foncier', 'BIF', 'kara-tany', 'terrain sans titre', 'terrain non titré',
      'propriété non titrée', 'PPNT', 'papier du terrain', 'terrain hérité', 'rizière', 'terrain agricole',
      'terrain de famille',
    ],
    mg: [
      'kara-tany', 'karatany', 'kara tany', 'BIF', 'birao ifotony', 'biraon’ny fananan-tany', 'tany tsy misy titra',
      'taratasy tany', 'tanin-drazana', 'tany lova', 'tanimbary', 'tanim-pianakaviana', 'tantsaha',
    ],
  },
  'permis-de-construire': {
    fr: [
      'permis de construire', 'construire', 'construction', 'bâtir', 'construire une maison', 'clôture',
      'mur de clôture', 'surélévation', 'étage', 'agrandissement', 'extension maison', 'travaux', 'plan de maison',
      'architecte', 'urbanisme', 'autorisation de bâtir',
    ],
    mg: [
      'fahazoan-dalana hanorina trano', 'manorina trano', 'hanorina trano', 'fanorenana', 'fanorenana trano',
      'fefy', 'manao fefy', 'rihana', 'manampy rihana', 'manitatra trano', 'drafitra trano', 'asa fanorenana',
      'permis de construire', 'urbanisme',
    ],
  },
  'impots-fonciers': {
    fr: [
      'impôt foncier', 'impôts fonciers', 'IFT', 'IFPB', 'taxe foncière', 'impôt sur le terrain', 'impôt terrain',
      'impôt maison', 'propriété bâtie', 'impôt de la commune', 'avis d’imposition', 'CUA', 'propriétaire',
    ],
    mg: [
      'hetra amin’ny tany', 'hetra tany', 'hetran-tany', 'hetra trano', 'hetran-trano', 'IFT', 'IFPB',
      'hetra isan-taona', 'mandoa hetra tany', 'tompon-tany', 'tompon-trano', 'hetra kaominina', 'CUA',
    ],
  },

  // ---------------------------------------------------------------- Transport
  'permis-de-conduire': {
    fr: [
      'permis', 'permis de conduire', 'permis biométrique', 'auto-école', 'code de la route', 'examen du code',
      'permis moto', 'permis A', 'permis B', 'permis C', 'conduire', 'apprendre à conduire',
      'ancien permis', 'extension de catégorie', 'ATT', 'CIM', 'Alhambra', 'Ankadimbahoaka',
      'prix du permis', 'coût du permis', 'conduire une voiture', 'conduire une moto',
    ],
    mg: [
      'permis', 'fahazoan-dalana mitondra fiara', 'mitondra fiara', 'hitondra fiara', 'mianatra mitondra fiara',
      'mitondra moto', 'permis moto', 'auto-école', 'sekoly fampianarana mitondra fiara', 'fanadinana permis',
      'kaody', 'code', 'mpamily', 'sofera', 'permis very', 'permis biometrika', 'CIM',
      'saran’ny permis',
    ],
  },
  'immatriculation-de-vehicule': {
    fr: [
      'carte grise', 'immatriculation', 'immatriculer', 'plaque d’immatriculation', 'numéro de plaque', 'achat voiture', 'voiture importée', 'carte grise perdue', 'carte grise biométrique', 'centre immatriculateur', 'CIM', 'Ambohidahy', 'réception technique',
      'importer une voiture', 'voiture venue du Japon', 'faire venir une voiture',
    ],
    mg: [
      'carte grise', 'fisoratana fiara', 'laharan’ny fiara', 'plaque', 'tompon’ny fiara', 'mividy fiara', 'fiara efa niasa', 'fiara nafarana', 'fiara vaovao', 'moto', 'carte grise very', 'CIM', 'Ambohidahy',
      'manafatra fiara', 'fiara avy any Japana',
    ],
  },
  'visite-technique': {
    fr: [
      'visite technique', 'contrôle technique', 'VT', 'contre-visite', 'taxi-be', 'taxi-brousse', 'taxi',
      'freins', 'pneus', 'centre de visite', 'Alarobia', 'Nanisana', 'Betongolo', 'DGSR', 'sécurité routière',
      'véhicule de transport',
      'voiture de plus de 5 ans',
    ],
    mg: [
      'fitsirihana ara-teknika', 'fitsirihana fiara', 'visite technique', 'visite', 'contrôle technique', 'taxi-be',
      'taxi-brousse', 'fiara fitateram-bahoaka', 'frein', 'kodiarana', 'Alarobia', 'DGSR',
      'fiarovana amin’ny lalana',
      'fiara mihoatra ny 5 taona',
    ],
  },

  // ---------------------------------------------------------------- Agriculture, élevage
  'fiche-individuelle-de-bovide': {
    fr: [
      'FIB', 'zébu', 'zébus', 'bœuf', 'bœufs', 'bovin', 'bovidé', 'vache', 'passeport bovin', 'passeport de zébu',
      'vente de zébu', 'acheter un zébu', 'marché de zébus', 'transport de bœufs', 'éleveur', 'élevage',
      'carnet de bovin', 'identification des bovins',
    ],
    mg: [
      'omby', 'FIB', 'taratasim-omby', 'taratasy omby', 'pasipaoron’omby', 'pasipaoro omby', 'bokin’omby',
      'tsenan’omby', 'tsena omby', 'mivarotra omby', 'mividy omby', 'mamindra omby', 'mpiompy', 'fiompiana omby',
      'ombilahy', 'ombivavy', 'vakisinin’omby',
    ],
  },
  'certificat-phytosanitaire': {
    fr: [
      'phytosanitaire', 'certificat phyto', 'phyto', 'e-Phyto', 'DPV', 'protection des végétaux', 'exportation',
      'exporter', 'export', 'vanille', 'girofle', 'litchi', 'café', 'cacao', 'épices', 'fruits', 'plantes',
      'graines', 'inspection phytosanitaire',
      'emporter des fruits à l’étranger',
    ],
    mg: [
      'fanondranana', 'manondrana', 'aondrana', 'vokatra aondrana', 'zava-maniry', 'fahasalaman’ny zava-maniry',
      'fiarovana ny zava-maniry', 'lavanila', 'jirofo', 'letisia', 'kafe', 'kakao', 'zava-manitra', 'voankazo',
      'voa', 'DPV', 'phyto',
      'entina any ivelany',
    ],
  },

  // ---------------------------------------------------------------- Journeys
  'journey:creer-son-entreprise': {
    fr: [
      'créer son entreprise', 'lancer une activité', 'démarrer une activité', 'devenir entrepreneur',
      'travailler à son compte', 'ouvrir un commerce', 'ouvrir une boutique', 'petit commerce',
      'formaliser son activité', 'NIF STAT', 'papiers entreprise', 'étapes création entreprise', 'business',
      'embaucher',
      'se mettre à son compte', 'me mettre à mon compte',
    ],
    mg: [
      'manangana orinasa', 'hanangana orinasa', 'manokatra fivarotana', 'hanokatra fivarotana', 'fivarotana',
      'varotra', 'mivarotra', 'mpandraharaha', 'orinasa madinika', 'asa tanana', 'NIF STAT',
      'dingana fananganana orinasa', 'asa ara-barotra',
      'hiasa ho an’ny tenako',
    ],
  },
  'journey:se-marier': {
    fr: [
      'se marier', 'mariage', 'futurs mariés', 'futurs époux', 'dossier de mariage', 'pièces pour le mariage',
      'préparer son mariage', 'mariage civil', 'publication des bans', 'bans', 'certificat de célibat', 'célibat',
      'épouser', 'fiancés', 'mariage mixte',
    ],
    mg: [
      'manambady', 'hanambady', 'fanambadiana', 'mariazy', 'vodiondry', 'mampakatra vady', 'mpivady',
      'fanomanana fanambadiana', 'taratasy ilaina amin’ny fanambadiana', 'fanambarana ampahibemaso',
      'tsy manambady', 'fanambadiana ara-panjakana',
    ],
  },
  'journey:partir-a-l-etranger': {
    fr: [
      'partir à l’étranger', 'voyage', 'voyager', 'voyager à l’étranger', 'étranger', 'aller en France',
      'travailler à l’étranger', 'études à l’étranger', 'émigrer', 'expatriation', 'billet d’avion',
      'papiers pour voyager', 'quitter Madagascar',
    ],
    mg: [
      'handeha any ivelany', 'handeha an-dafy', 'an-dafy', 'ivelany', 'hiala ny firenena', 'dia any ivelany',
      'hianatra any ivelany', 'hiasa any ivelany', 'fiaramanidina', 'tapakila fiaramanidina', 'Frantsa',
      'handeha hiasa',
    ],
  },
  'journey:naissance-d-un-enfant': {
    fr: [
      'naissance', 'bébé', 'accouchement', 'accoucher', 'enceinte', 'grossesse', 'maternité', 'nouveau-né',
      'nourrisson', 'avoir un enfant', 'devenir parent', 'CPN', 'consultation prénatale', 'sage-femme',
      'on attend un bébé', 'j’attends un bébé', 'ma femme accouche',
    ],
    mg: [
      'teraka', 'miteraka', 'hiteraka', 'niteraka', 'fiterahana', 'fahaterahana', 'bevohoka', 'vohoka',
      'zazakely', 'zaza vao teraka', 'mpampivelona', 'maternité', 'CPN', 'ray aman-dreny',
      'niteraka ny vadiko', 'hiteraka ny vadiko',
    ],
  },
  'journey:acheter-un-terrain-et-construire': {
    fr: [
      'acheter un terrain', 'achat de terrain', 'achat terrain', 'vente de terrain', 'terrain', 'parcelle',
      'lotissement', 'construire une maison', 'bâtir', 'maison', 'notaire', 'acte de vente', 'papier terrain',
      'immobilier',
    ],
    mg: [
      'mividy tany', 'hividy tany', 'fividianana tany', 'mivarotra tany', 'tany', 'tany hanorenana trano',
      'manorina trano', 'hanorina trano', 'trano', 'fifanarahana varotra', 'notera', 'taratasin-tany',
      'lotissement',
    ],
  },
  'journey:passer-le-permis-et-rouler': {
    fr: [
      'permis', 'conduire', 'voiture', 'moto', 'auto-école', 'acheter une voiture', 'rouler', 'automobiliste',
      'motard', 'papiers du véhicule', 'papiers de voiture', 'code de la route', 'véhicule', 'apprendre à conduire',
    ],
    mg: [
      'mitondra fiara', 'hitondra fiara', 'fiara', 'moto', 'mpamily', 'sofera', 'taratasim-piara', 'mividy fiara',
      'permis', 'auto-école', 'fitondrana fiara', 'mianatra mitondra fiara',
    ],
  },
}

/** Every guide's and journey's words: the first guides', then those of the guides added by issue 41 (./words). */
export const citizenWords: Record<string, { fr: string[]; mg: string[] }> = { ...firstGuides, ...b1, ...b2, ...b3, ...b4, ...b5, ...b6, ...b7, ...b8, ...journeys41 }

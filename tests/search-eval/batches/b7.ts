import type { EvalQuery } from '../types'

/** Queries for the guides added by issue 41, batch 7 (see ../README.md). */
export const fr: EvalQuery[] = [
  // fermer-une-entreprise
  { q: 'je veux fermer ma société comment faire', expect: ['fermer-une-entreprise'], kind: 'question' },
  { q: 'cessation d activite sarl madagascar', expect: ['fermer-une-entreprise'], kind: 'sms-spelling' },
  { q: 'radiation du RCS apres faillite', expect: ['fermer-une-entreprise', 'immatriculation-au-registre-du-commerce'], kind: 'noun-form' },
  { q: 'j ai arrêté mon commerce que faire pour les impots', expect: ['fermer-une-entreprise'], kind: 'life-event' },
  // carte-professionnelle-de-commercant
  { q: 'carte pro marchand ambulant', expect: ['carte-professionnelle-de-commercant'], kind: 'sms-spelling' },
  { q: 'comment avoir une place au marché de behoririka', expect: ['carte-professionnelle-de-commercant'], kind: 'regional' },
  { q: 'je vends sur le trottoir à analakely est ce autorisé', expect: ['carte-professionnelle-de-commercant'], kind: 'life-event' },
  { q: 'CIPENS commerçant étranger', expect: ['carte-professionnelle-de-commercant'], kind: 'abbreviation' },
  // exporter-des-produits-artisanaux
  { q: 'exporter de la vannerie en france', expect: ['exporter-des-produits-artisanaux'], kind: 'life-event' },
  { q: 'certificat fait main pour export broderie', expect: ['exporter-des-produits-artisanaux'], kind: 'noun-form' },
  { q: 'porte 101 ministere artisanat 67ha', expect: ['exporter-des-produits-artisanaux'], kind: 'regional' },
  { q: 'j exporte des objets d art raphia quels papiers', expect: ['exporter-des-produits-artisanaux'], kind: 'question' },
  // devenir-exportateur
  { q: 'comment devenir exportateur de vanille', expect: ['devenir-exportateur'], kind: 'question' },
  { q: 'domiciliation bancaire facture export', expect: ['devenir-exportateur'], kind: 'noun-form' },
  { q: 'delai rapatriement devises exportation', expect: ['devenir-exportateur'], kind: 'sms-spelling' },
  { q: 'vendre mes produits a l etranger formalites', expect: ['devenir-exportateur', 'journey:exporter'], kind: 'life-event' },
  // devenir-importateur
  { q: 'importer des marchandises de chine conteneur', expect: ['devenir-importateur'], kind: 'life-event' },
  { q: 'BSC gasynet importation', expect: ['devenir-importateur'], kind: 'abbreviation' },
  { q: 'faut il une licence pour importer', expect: ['devenir-importateur'], kind: 'question' },
  { q: 'commissionaire agree en douane dedouanement', expect: ['devenir-importateur'], kind: 'typo' },
  // dedouaner-un-colis
  { q: 'mon colis est bloqué à la douane', expect: ['dedouaner-un-colis'], kind: 'life-event' },
  { q: 'combien de taxe pour un colis shein', expect: ['dedouaner-un-colis'], kind: 'question' },
  { q: 'recuperer colis paositra malagasy', expect: ['dedouaner-un-colis'], kind: 'sms-spelling' },
  { q: 'colis envoyé par ma famille depuis la france', expect: ['dedouaner-un-colis'], kind: 'life-event' },
  // deposer-une-marque
  { q: 'protéger mon logo contre la copie', expect: ['deposer-une-marque'], kind: 'life-event' },
  { q: 'OMAPI enregistrement marque prix', expect: ['deposer-une-marque'], kind: 'abbreviation' },
  { q: 'combien de temps dure une marque déposée', expect: ['deposer-une-marque'], kind: 'question' },
  { q: 'déposé ma marque de produit', expect: ['deposer-une-marque'], kind: 'verb-form' },
  // carte-producteur
  { q: 'carte de producteur pour agriculteur', expect: ['carte-producteur'], kind: 'noun-form' },
  { q: 'je suis pêcheur comment avoir la carte', expect: ['carte-producteur'], kind: 'life-event' },
  { q: 'carte paysan minae qr code', expect: ['carte-producteur'], kind: 'abbreviation' },
  { q: 'demander la carte producteur', expect: ['carte-producteur'], kind: 'title-words' },
  // formation-artisanat
  { q: 'apprendre la couture au cenam', expect: ['formation-artisanat'], kind: 'abbreviation' },
  { q: 'formation artisan combien ça coute', expect: ['formation-artisanat'], kind: 'question' },
  { q: 'je veux apprendre un métier manuel tissage', expect: ['formation-artisanat'], kind: 'life-event' },
  { q: 'se former aux métiers de l artisanat', expect: ['formation-artisanat'], kind: 'title-words' },
  // certificat-d-origine
  { q: 'certificat d origine pour exporter vers le comesa', expect: ['certificat-d-origine'], kind: 'sms-spelling' },
  { q: 'EUR1 madagascar union européenne', expect: ['certificat-d-origine'], kind: 'abbreviation' },
  { q: 'prouver que ma marchandise est made in madagascar', expect: ['certificat-d-origine'], kind: 'life-event' },
  { q: 'certifficat origine chambre de commerce', expect: ['certificat-d-origine'], kind: 'typo' },
]

export const mg: EvalQuery[] = [
  // fermer-une-entreprise
  { q: 'te hanakatona ny orinasako aho', expect: ['fermer-une-entreprise'], kind: 'affix' },
  { q: 'ahoana ny fampitsaharana asa orinasa', expect: ['fermer-une-entreprise'], kind: 'question' },
  { q: 'hanidy orinasa sarl fomba atao', expect: ['fermer-une-entreprise'], kind: 'regional' },
  { q: 'fanakatonana orinasa edbm', expect: ['fermer-une-entreprise'], kind: 'abbreviation' },
  // carte-professionnelle-de-commercant
  { q: 'karatra mpivarotra eny an tsena', expect: ['carte-professionnelle-de-commercant'], kind: 'sms-spelling' },
  { q: 'mivarotra amoron-dalana ve azo atao', expect: ['carte-professionnelle-de-commercant'], kind: 'question' },
  { q: 'mpivaro-mandeha karatra', expect: ['carte-professionnelle-de-commercant'], kind: 'noun-form' },
  { q: 'hahazo toerana eny amin ny tsena aho', expect: ['carte-professionnelle-de-commercant'], kind: 'life-event' },
  // exporter-des-produits-artisanaux
  { q: 'manondrana harefo any ivelany', expect: ['exporter-des-produits-artisanaux'], kind: 'life-event' },
  { q: 'fanamarinana asa tanana hanondranana', expect: ['exporter-des-produits-artisanaux'], kind: 'affix' },
  { q: 'taratasy ilaina hanondranana vita tanana', expect: ['exporter-des-produits-artisanaux'], kind: 'question' },
  { q: 'export zavakanto malagasy', expect: ['exporter-des-produits-artisanaux'], kind: 'noun-form' },
  // devenir-exportateur
  { q: 'ahoana no ho lasa mpanondrana lavanila', expect: ['devenir-exportateur'], kind: 'question' },
  { q: 'mamerina vola vahiny rehefa manondrana', expect: ['devenir-exportateur'], kind: 'affix' },
  { q: 'domiciliation banky fanondranana', expect: ['devenir-exportateur'], kind: 'noun-form' },
  { q: 'te hivarotra entana any ivelany aho', expect: ['devenir-exportateur', 'journey:exporter'], kind: 'life-event' },
  // devenir-importateur
  { q: 'hanafatra entana avy any sina', expect: ['devenir-importateur'], kind: 'life-event' },
  { q: 'mpanafatra entana inona no ilaina', expect: ['devenir-importateur'], kind: 'question' },
  { q: 'kontenera fadin tseranana transitaire', expect: ['devenir-importateur'], kind: 'regional' },
  { q: 'fanafarana entana bsc', expect: ['devenir-importateur'], kind: 'abbreviation' },
  // dedouaner-un-colis
  { q: 'voatazona any amin ny douane ny fonosako', expect: ['dedouaner-un-colis'], kind: 'affix' },
  { q: 'ohatrinona ny haba amin ny kolisy', expect: ['dedouaner-un-colis'], kind: 'question' },
  { q: 'maka fonosana any amin ny paositra', expect: ['dedouaner-un-colis'], kind: 'life-event' },
  { q: 'colis avy any frantsa', expect: ['dedouaner-un-colis'], kind: 'spelling-variant' },
  // deposer-une-marque
  { q: 'hiaro ny marika ny vokatro', expect: ['deposer-une-marque'], kind: 'affix' },
  { q: 'aiza no mametraka marika', expect: ['deposer-une-marque'], kind: 'question' },
  { q: 'logo nangalarina olona hafa', expect: ['deposer-une-marque'], kind: 'life-event' },
  { q: 'omapi marque', expect: ['deposer-une-marque'], kind: 'abbreviation' },
  // carte-producteur
  { q: 'karatra tantsaha', expect: ['carte-producteur'], kind: 'noun-form' },
  { q: 'ahoana no hahazoana karatra mpamboly', expect: ['carte-producteur'], kind: 'question' },
  { q: 'mpanjono aho mila karatra', expect: ['carte-producteur'], kind: 'life-event' },
  { q: 'mangataka karatry ny mpamokatra', expect: ['carte-producteur'], kind: 'title-words' },
  // formation-artisanat
  { q: 'te hianatra fanjairana aho', expect: ['formation-artisanat'], kind: 'affix' },
  { q: 'fiofanana cenam ohatrinona', expect: ['formation-artisanat'], kind: 'question' },
  { q: 'mianatra asa tanana', expect: ['formation-artisanat'], kind: 'spelling-variant' },
  { q: 'miofana amin ny asa-tanana', expect: ['formation-artisanat'], kind: 'title-words' },
  // certificat-d-origine
  { q: 'fanamarinana ny niavian ny entana', expect: ['certificat-d-origine'], kind: 'noun-form' },
  { q: 'certificat d origine aiza no alaina', expect: ['certificat-d-origine'], kind: 'question' },
  { q: 'porofo fa vita eto madagasikara ny entana', expect: ['certificat-d-origine'], kind: 'life-event' },
  { q: 'eur1 cci', expect: ['certificat-d-origine'], kind: 'abbreviation' },
]

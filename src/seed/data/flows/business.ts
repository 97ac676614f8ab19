import type { FlowSeed } from '../../types'

/*
 * Question flows for the business and driving guides, written from the guides
 * (src/seed/services/creer-sa-societe.ts and its related guides, permis-de-conduire.ts), the
 * offices (src/seed/data/offices), the fact-check notes (docs/fact-check/torolalana-2026-11.md)
 * and the Torolalana text (copy of February 2026). Amounts are in `feeAriary` only.
 */

// ---------------------------------------------------------------- Shared lines: creating a business

const EI_DOCUMENTS = [
  { fr: "CIN originale et photocopies (étrangers : carte de résident et attestation de filiation)", mg: "Kara-panondro (CIN) tena izy sy dika mitovy (vahiny : karatra mponina sy taratasy fanamarinana ny ray aman-dreny)" },
  { fr: "Certificat de résidence de moins de 3 mois, délivré par le fokontany", mg: "Fanamarinam-ponenana tsy mihoatra ny 3 volana, omen’ny fokontany" },
  { fr: "Plan de repérage du lieu d’activité, visé par le chef fokontany", mg: "Sarintany fitadiavana ny toerana iasana, nosoniavin’ny sefom-pokontany" },
  { fr: "Titre de propriété ou contrat de bail du local", mg: "Taratasy fananana na fifanarahana fanofana ny trano fiasana" },
  { fr: "Bordereau et récépissé de l’acompte d’impôt, remis par le centre fiscal : l’INSTAT les demande", mg: "Tapakila fandoavana sy taratasy fanamarinana fandraisana ny vola mialoha amin’ny hetra, avy amin’ny ivon-ketra : takian’ny INSTAT ireo" },
  { fr: "Pour le greffe : copies de la carte fiscale (NIF) et de la carte statistique", mg: "Ho an’ny birao mpitan-tsoratra : dika mitovin’ny karatra ara-ketra (NIF) sy ny karatra statistika" },
  { fr: "Pour le greffe : certificat d’existence de moins d’un mois (fokontany ou INSTAT)", mg: "Ho an’ny birao mpitan-tsoratra : taratasy fanamarinana fisiana tsy mihoatra ny iray volana (fokontany na INSTAT)" },
  { fr: "Pour le greffe : certificat de non-condamnation", mg: "Ho an’ny birao mpitan-tsoratra : taratasy fanamarinana fa tsy voaheloka" },
  { fr: "Acte de mariage de moins de 3 mois, si vous êtes marié", mg: "Kopia fanambadiana tsy mihoatra ny 3 volana, raha manambady ianao" },
  { fr: "Transport : carte grise et licence ; vente de boissons alcooliques : licence", mg: "Fitaterana : karatra volondavenona sy fahazoan-dàlana ; fivarotana zava-pisotro misy alikaola : fahazoan-dàlana (licence)" },
  { fr: "Procuration légalisée, si quelqu’un fait les démarches à votre place", mg: "Taratasy fanomezan-dàlana voamarina, raha olon-kafa no manao ny fomba fanao ho anao" },
]

const SOCIETE_DOCUMENTS = [
  { fr: "Statuts de la société, paraphés à chaque page et signés par tous les associés", mg: "Satan’ny orinasa, misy sonia fohy isaky ny pejy ary nosoniavin’ny mpikambana rehetra" },
  { fr: "Contrat de bail commercial pour le siège social et les lieux d’exploitation", mg: "Fifanarahana fanofana ara-barotra (bail commercial) ho an’ny foiben’ny orinasa sy ny toerana iasana" },
  { fr: "Justificatifs du bail : CSJ ou titre de propriété du terrain, certificat d’existence du local et plan de repérage", mg: "Taratasy manamarina ny fanofana : CSJ na taratasy fananan-tany, taratasy fanamarinana ny fisian’ny trano ary sarintany fanondroana toerana" },
  { fr: "Photocopie de la CIN du dirigeant résident (gérant, directeur général ou administrateur général)", mg: "Dika mitovin’ny CIN an’ny mpitantana monina eto an-toerana (gérant, directeur général na administrateur général)" },
  { fr: "Photocopie de la CIN ou du passeport de chaque associé (étrangers : visa long séjour ou carte de résident)", mg: "Dika mitovin’ny CIN na pasipaoron’ny mpikambana tsirairay (vahiny : visa maharitra na karatra mponina)" },
  { fr: "Certificat de résidence du ou des gérants, de moins de 3 mois", mg: "Fanamarinam-ponenan’ny mpitantana, tsy mihoatra ny 3 volana" },
  { fr: "Acte de mariage de moins de 3 mois si le gérant est marié ; attestation de filiation si le gérant est étranger", mg: "Kopia fanambadiana tsy mihoatra ny 3 volana raha manambady ny mpitantana ; taratasy fanamarinana ny ray aman-dreny raha vahiny izy" },
  { fr: "Déclaration sur l’honneur de non-condamnation ou casier judiciaire du gérant", mg: "Fanambarana ara-boninahitra fa tsy voaheloka na firaketana heloka an’ny mpitantana" },
  { fr: "Activité réglementée : les autorisations demandées pour cette activité", mg: "Asa voafehy ara-dalàna : ireo fahazoan-dàlana takiana amin’io asa io" },
]

const CNAPS_FORM_EMPLOYEUR = { fr: "CNaPS : demande d’immatriculation employeur (formulaire sur cnaps.mg)", mg: "CNaPS : fangatahana laharana maha mpikambana ho an’ny mpampiasa (taratasy fenoina ao amin’ny cnaps.mg)" }
const CNAPS_FORM_SALARIE = { fr: "CNaPS, pour chaque salarié : formulaire « avis d’embauche, demande d’immatriculation du travailleur »", mg: "CNaPS, ho an’ny mpiasa tsirairay : taratasy « filazana fampidirana mpiasa, fangatahana laharana CNaPS ho an’ny mpiasa »" }

const EI_CNAPS_DOCUMENTS = [
  CNAPS_FORM_EMPLOYEUR,
  { fr: "CNaPS : copies de la carte fiscale, de la carte statistique et de la CIN, et liste du personnel avec les salaires", mg: "CNaPS : dika mitovin’ny karatra ara-ketra, ny karatra statistika ary ny CIN, ary lisitry ny mpiasa miaraka amin’ny karamany" },
  CNAPS_FORM_SALARIE,
]

const SOCIETE_CNAPS_DOCUMENTS = [
  CNAPS_FORM_EMPLOYEUR,
  { fr: "CNaPS : copies des statuts, de l’extrait RCS, de la carte fiscale et de la carte statistique, et liste du personnel avec les salaires", mg: "CNaPS : dika mitovin’ny sata, ny kopia RCS, ny karatra ara-ketra ary ny karatra statistika, ary lisitry ny mpiasa miaraka amin’ny karamany" },
  CNAPS_FORM_SALARIE,
]

const EI_FEE_NOTE = {
  fr: "Plusieurs paiements : l’acompte d’impôt au centre fiscal (selon l’activité), la carte statistique à l’INSTAT, l’inscription et l’extrait au greffe.",
  mg: "Fandoavana maromaro : ny vola mialoha amin’ny hetra any amin’ny ivon-ketra (arakaraka ny asa), ny karatra statistika any amin’ny INSTAT, ny fisoratana sy ny kopia RCS any amin’ny birao mpitan-tsoratra.",
}

const EI_STEP_FOKONTANY = {
  fr: "Au fokontany, demandez le certificat de résidence et faites viser le plan de repérage de votre lieu d’activité.",
  mg: "Any amin’ny fokontany, angataho ny fanamarinam-ponenana ary ampanaovy sonia ny sefom-pokontany ny sarintany fitadiavana ny toerana iasanao.",
}
const EI_STEP_CENTRE_FISCAL = {
  fr: "Au centre fiscal, déclarez l’activité et payez l’acompte d’impôt ; gardez le bordereau et le récépissé.",
  mg: "Any amin’ny ivon-ketra, ambarao ny asanao ary aloavy ny vola mialoha amin’ny hetra. Tehirizo ny tapakila sy ny taratasy fanamarinana fandraisana.",
}
const EI_STEP_INSTAT = {
  fr: "Au bureau de l’INSTAT de votre région, déposez le dossier avec le reçu de l’acompte : vous recevez la carte statistique.",
  mg: "Any amin’ny INSTAT ao amin’ny faritra misy anao, apetraho ny antontan-taratasy sy ny rosian’ny vola mialoha : omena anao ny karatra statistika.",
}
const EI_STEP_NIF = {
  fr: "Retournez au centre fiscal (DGI) avec la carte statistique : il enregistre et valide votre NIF.",
  mg: "Miverena any amin’ny ivon-ketra (DGI) mitondra ny karatra statistika. Raketin’ny ivon-ketra sy ankatoaviny ny NIF-nao.",
}
const EI_STEP_GREFFE = {
  fr: "Au greffe du tribunal, déposez le dossier et retirez l’extrait RCS (à Antananarivo : RCS-CM, Palais de justice d’Anosy).",
  mg: "Any amin’ny birao mpitan-tsoratry ny fitsarana, apetraho ny antontan-taratasy ary alao ny kopia RCS (eto Antananarivo : RCS-CM, Lapan’ny Fitsarana Anosy).",
}
const EI_STEP_IMPOT = {
  fr: "Retirez la carte fiscale au centre fiscal, puis déclarez et payez l’impôt synthétique chaque année avant le 31 mars.",
  mg: "Alao any amin’ny ivon-ketra ny karatra ara-ketra, ary ambarao sy aloavy isan-taona alohan’ny 31 martsa ny hetra tambatra.",
}
const EI_UNSURE = {
  fr: "Total non affiché : il dépend de l’activité. Tarifs de l’INSTAT et du greffe, délais et liste des pièces à confirmer sur place.",
  mg: "Tsy aseho ny totalin’ny sarany : miankina amin’ny asa izany. Mbola hamarinina eny an-toerana ny sarany any amin’ny INSTAT sy ny birao mpitan-tsoratra, ny faharetany ary ny lisitry ny taratasy.",
}

const SOCIETE_STEP_STATUTS_EN_LIGNE = {
  fr: "Rédigez les statuts (modèles sur Orinasa et à l’EDBM) et numérisez toutes les pièces.",
  mg: "Soraty ny sata (misy modely ao amin’ny Orinasa sy ny EDBM) ary avadiho ho rakitra nomerika ny antontan-taratasy rehetra.",
}
const SOCIETE_STEP_ORINASA = {
  fr: "Créez votre espace sur orinasa.edbm.mg, déposez le dossier en ligne et faites les corrections demandées.",
  mg: "Mamorona kaonty ao amin’ny orinasa.edbm.mg, apetraho an-tserasera ny antontan-taratasy ary ahitsio izay angatahina aminao.",
}
const SOCIETE_STEP_RENDEZ_VOUS = {
  fr: "Une fois le dossier validé en ligne, prenez rendez-vous et déposez-le au guichet unique de l’EDBM, à Antaninarenina.",
  mg: "Rehefa voamarina an-tserasera ny antontan-taratasy, mandrafia fotoana ary apetraho ao amin’ny birao tokana an’ny EDBM, Antaninarenina.",
}
const SOCIETE_STEP_STATUTS_REGION = {
  fr: "Rédigez les statuts (modèles sur Orinasa et à l’EDBM) et réunissez les pièces.",
  mg: "Soraty ny sata (misy modely ao amin’ny Orinasa sy ny EDBM) ary angony ny antontan-taratasy.",
}
const SOCIETE_STEP_ANTENNE = {
  fr: "Déposez le dossier à l’antenne régionale de l’EDBM ; s’il n’y en a pas dans votre région, demandez à l’EDBM où le déposer.",
  mg: "Apetraho any amin’ny sampana EDBM isam-paritra ny antontan-taratasy ; raha tsy misy ao amin’ny faritra misy anao, anontanio ny EDBM hoe aiza no hametrahana azy.",
}
const SOCIETE_STEP_PAYER = {
  fr: "Payez les droits d’enregistrement, la carte statistique, le RCS et l’acompte d’impôt ; gardez tous les reçus.",
  mg: "Aloavy ny sarany fanoratana, ny karatra statistika, ny RCS ary ny vola mialoha amin’ny hetra ; tehirizo daholo ny rosia.",
}
const SOCIETE_STEP_RETIRER = {
  fr: "Retirez la carte fiscale (NIF), la carte statistique et l’extrait RCS : votre société existe légalement.",
  mg: "Alao ny karatra ara-ketra (NIF), ny karatra statistika ary ny kopia RCS : voaforona ara-dalàna amin’izay ny orinasanao.",
}
const SOCIETE_STEP_PAYER_RETIRER = {
  fr: "Payez les droits et l’acompte d’impôt, puis retirez la carte fiscale (NIF), la carte statistique et l’extrait RCS.",
  mg: "Aloavy ny sarany sy ny vola mialoha amin’ny hetra, avy eo alao ny karatra ara-ketra (NIF), ny karatra statistika ary ny kopia RCS.",
}
const SOCIETE_STEP_CNAPS = {
  fr: "Dès l’embauche, affiliez la société à la CNaPS et déclarez chaque salarié, au siège (Ampefiloha) ou dans le bureau CNaPS le plus proche.",
  mg: "Raha vao mandray mpiasa, ampisoraty amin’ny CNaPS ny orinasa ary ambarao ny mpiasa tsirairay, ao amin’ny foibe (Ampefiloha) na birao CNaPS akaiky.",
}
const SOCIETE_FEE_NOTE = {
  fr: "Selon la forme et le capital : enregistrement des statuts et du bail, RCS, carte statistique et acompte d’impôt. Simulateur de frais sur Orinasa.",
  mg: "Arakaraka ny endriky ny orinasa sy ny renivola : fanoratana ny sata sy ny fifanarahana fanofana, RCS, karatra statistika ary vola mialoha amin’ny hetra. Misy fitaovana manombana ny sarany ao amin’ny Orinasa.",
}
const SOCIETE_UNSURE_COMMON = {
  fr: "Montant total à vérifier sur le simulateur d’Orinasa : l’acompte d’impôt sur les revenus diffère selon les sources. Nombre d’exemplaires des statuts et pièces des associés et du gérant à confirmer auprès de l’EDBM.",
  mg: "Hamarino amin’ny fitaovana manombana ny sarany ao amin’ny Orinasa ny totalin’ny sarany : tsy mitovy arakaraka ny loharano ny vola mialoha amin’ny hetra amin’ny fidiram-bola. Mbola hamarinina any amin’ny EDBM ny isan’ny kopian’ny sata sy ny taratasin’ny mpikambana sy ny mpitantana.",
}
const SOCIETE_UNSURE_REGION = {
  fr: "Délai des antennes régionales non publié ; lieu de dépôt non confirmé là où l’EDBM n’a pas d’antenne. Montant total à vérifier sur le simulateur d’Orinasa ; pièces des associés et du gérant à confirmer auprès de l’EDBM.",
  mg: "Tsy voalaza ny faharetany any amin’ny sampana isam-paritra ; tsy voamarina ny toerana hametrahana ny antontan-taratasy any amin’ny faritra tsy misy sampana EDBM. Hamarino amin’ny fitaovana manombana ny sarany ao amin’ny Orinasa ny totalin’ny sarany ; mbola hamarinina any amin’ny EDBM ny taratasin’ny mpikambana sy ny mpitantana.",
}
const CNAPS_UNSURE = {
  fr: " Pièces demandées par la CNaPS (hors formulaires) et délai pour déclarer les salariés à confirmer auprès de la CNaPS.",
  mg: " Mbola hamarinina any amin’ny CNaPS ireo taratasy takiany (ankoatra ny taratasy fenoina) sy ny fe-potoana hanambarana ny mpiasa.",
}

const SALARIES_QUESTION = {
  text: { fr: "Allez-vous embaucher des salariés ?", mg: "Handray mpiasa ve ianao ?" },
  hint: {
    fr: "Tout employeur doit s’affilier à la CNaPS et y déclarer ses salariés.",
    mg: "Tsy maintsy misoratra amin’ny CNaPS ary manambara ny mpiasany any ny mpampiasa rehetra.",
  },
}
const salariesAnswers = (oui: string, non: string) => [
  { key: 'oui', label: { fr: "Oui", mg: "Eny" }, next: oui },
  { key: 'non', label: { fr: "Non, pas pour l’instant", mg: "Tsia, tsy amin’izao" }, next: non },
]

// ---------------------------------------------------------------- Shared lines: driving licence

const PERMIS_STEPS_PREMIER = [
  { fr: "Inscrivez-vous dans une auto-école agréée : elle vous forme au code et à la conduite, et paie les droits d’examen à l’ATT.", mg: "Misorata anarana ao amin’ny sekoly fampianarana mitondra fiara nahazo alalana : izy no mampianatra anao ary mandoa ny saram-panadinana amin’ny ATT." },
  { fr: "Passez l’examen du code, puis celui de conduite, à l’ATT à Antananarivo : à Tsimbazaza selon Torolalana ; la presse annonçait en 2022 le transfert du centre d’examen à Soarano.", mg: "Ataovy ny fanadinana kaody, avy eo ny fanadinana fitondrana, ao amin’ny ATT any Antananarivo. Any Tsimbazaza araka ny Torolalana. Nambaran’ny gazety tamin’ny 2022 fa nafindra any Soarano ny ivon-toerana fanadinana." },
  { fr: "Avec le bordereau d’envoi de l’auto-école, prenez rendez-vous au centre immatriculateur (CIM) et préparez les pièces.", mg: "Amin’ny taratasy fandefasana avy amin’ny sekoly, mangataha fotoana any amin’ny ivon-toerana fisoratana fiara (CIM) ary omano ny antontan-taratasy." },
  { fr: "Payez le droit de délivrance (à Ambohidahy, bureau 19) et déposez le dossier complet ; gardez le reçu.", mg: "Aloavy ny saran’ny famoahana (any Ambohidahy, birao 19) ary apetraho ny antontan-taratasy feno ; tehirizo ny rosia." },
  { fr: "Venez en personne pour la photo et les empreintes (bureau 202), puis retirez la carte à la date indiquée (bureau 24).", mg: "Tongava manokana halaina sary sy dian-tanana (birao 202), avy eo alao ny karatra amin’ny daty voatondro (birao 24)." },
]
const PERMIS_FEE_NOTE_PREMIER = {
  fr: "Droit de délivrance du permis biométrique, payé au CIM. Les droits d’examen de l’ATT et les cours d’auto-école sont en plus.",
  mg: "Saran’ny famoahana ny fahazoan-dàlana biometrika, aloa ao amin’ny CIM. Fanampiny ny saram-panadinana ATT sy ny saran’ny sekoly fampianarana mitondra fiara.",
}
const PERMIS_TEXT_PREMIER = {
  fr: "Hors d’Antananarivo, adressez-vous au CIM de votre région. Les droits d’examen de l’ATT sont plus élevés pour les étrangers.",
  mg: "Ivelan’i Antananarivo, manatona ny CIM ao amin’ny faritra misy anao. Ambony kokoa ho an’ny vahiny ny saram-panadinana ATT.",
}
const PERMIS_UNSURE_CARTE = {
  fr: "Délai de remise de la carte à confirmer au CIM : en 2025, faute de cartes, beaucoup ne recevaient qu’un certificat provisoire (CCP), non reconnu à l’étranger.",
  mg: "Mbola hamarinina any amin’ny CIM ny faharetan’ny fanomezana ny karatra : tamin’ny 2025, noho ny tsy fahampian’ny karatra, maro no nahazo taratasy vonjimaika (CCP) ihany, tsy ekena any ivelany.",
}
const DOC_BORDEREAU = { fr: "Bordereau d’envoi remis par l’auto-école après la réussite aux examens", mg: "Taratasy fandefasana omen’ny sekoly fampianarana mitondra fiara rehefa afaka ny fanadinana" }
const DOC_NAISSANCE = { fr: "Copie d’acte de naissance", mg: "Kopia nahaterahana" }
const DOC_RESIDENCE = { fr: "Certificat de résidence délivré par le fokontany", mg: "Fanamarinam-ponenana omen’ny fokontany" }
const DOC_CIN_CERTIFIEE = { fr: "Copie certifiée conforme de la CIN", mg: "Dika mitovy voamarin’ny kara-panondro (CIN)" }
const DOC_PHOTOS = { fr: "Photos d’identité récentes (5)", mg: "Sary famantarana vao haingana (5)" }
const DOC_RECU_CIM = { fr: "Reçu du paiement du droit de délivrance, payé au CIM", mg: "Rosia fandoavana ny saran’ny famoahana, aloa ao amin’ny CIM" }
const DOCS_RENOUVELLEMENT = [
  DOC_CIN_CERTIFIEE,
  { fr: "Certificat médical du Bureau municipal d’hygiène (BMH) ou de l’hôpital HJRA", mg: "Fanamarinana ara-pahasalamana avy amin’ny Birao monisipaly misahana ny fahadiovana (BMH) na ny hopitaly HJRA" },
  DOC_RESIDENCE,
]
const STEPS_RENOUVELLEMENT = [
  { fr: "Faites établir le certificat médical au BMH ou à l’HJRA.", mg: "Makà fanamarinana ara-pahasalamana any amin’ny BMH na any amin’ny HJRA." },
  { fr: "Au CIM, passez à l’accueil, puis payez le droit au bureau 19 ; gardez le reçu.", mg: "Ao amin’ny CIM, mandalova eo amin’ny birao fandraisana, avy eo aloavy ao amin’ny birao 19 ny sarany ; tehirizo ny rosia." },
  { fr: "Au bureau 202 : photo, empreintes, signature électronique et vérification de vos données.", mg: "Ao amin’ny birao 202 : fakana sary sy dian-tanana, sonia elektronika ary fanamarinana ny mombamomba anao." },
  { fr: "Retirez le nouveau permis au bureau 24, à la date indiquée.", mg: "Alao ao amin’ny birao 24 ny fahazoan-dàlana vaovao, amin’ny daty voatondro." },
]
const FEE_NOTE_RENOUVELLEMENT = { fr: "Droit payé au bureau 19 du CIM d’Ambohidahy.", mg: "Aloa ao amin’ny birao 19 ao amin’ny CIM Ambohidahy." }
const TEXT_RENOUVELLEMENT = {
  fr: "Ce cas vise le permis « médical » dont la validité a expiré. Hors d’Antananarivo, adressez-vous au centre immatriculateur de votre province.",
  mg: "Ho an’ny fahazoan-dàlana « médical » tapitra ny fe-potoana maha-manan-kery azy ity tranga ity. Ivelan’i Antananarivo, manatona ny ivon-toerana fisoratana fiara ao amin’ny faritany misy anao.",
}
const UNSURE_RENOUVELLEMENT = {
  fr: "Cas repris de Torolalana, pas encore détaillé dans notre guide. Torolalana cite aussi un paiement à l’accueil, sans montant ; les permis concernés restent à préciser.",
  mg: "Tranga nalaina tao amin’ny Torolalana, mbola tsy voazava ao amin’ny torolalanay. Misy fandoavana eo amin’ny birao fandraisana voalazan’ny Torolalana, tsy misy habetsany ; mbola hazavaina hoe fahazoan-dàlana inona avy no voakasika.",
}

export const businessFlows: FlowSeed[] = [
  // ================================================================ Créer son entreprise
  {
    key: 'creer-son-entreprise',
    slug: { fr: 'creer-son-entreprise', mg: 'manangana-orinasa' },
    title: { fr: "Créer son entreprise : ce qu’il vous faut", mg: "Manangana orinasa : izay ilainao" },
    summary: {
      fr: "Deux ou trois questions pour savoir où créer votre entreprise, quelles pièces réunir et quelles inscriptions obtenir (NIF, carte statistique, RCS, CNaPS).",
      mg: "Fanontaniana roa na telo hahafantaranao ny toerana hananganana ny orinasanao, ny antontan-taratasy hangonina ary ny fisoratana ilaina (NIF, karatra statistika, RCS, CNaPS).",
    },
    guide: 'creer-sa-societe',
    reviewNote:
      "Frais : aucun total affiché (il varie selon l’activité, la forme et le capital) ; l’acompte d’impôt sur les revenus à la création reste contradictoire (100 000 ou 320 000 Ar selon la fiche EDBM et le simulateur DGI, 100 000 à 1 000 000 Ar selon Torolalana) ; carte statistique (20 000 Ar INSTAT, 40 000 Ar via l’EDBM) et RCS (8 000 Ar au greffe d’Antananarivo, 16 000 Ar via l’EDBM) non confirmés. Délai société en Analamanga : 3 jours ouvrables d’après la fiche de procédure EDBM (copie sur un site tiers) ; l’EDBM annonce en moyenne moins de 48 heures (1,8 jour au 3e trimestre 2024, presse). Régions : liste des antennes EDBM et lieu de dépôt là où il n’y en a pas (Torolalana : exclusivement aux guichets uniques de l’EDBM ; ancienne fiche : au centre fiscal) à établir ; délai des antennes non publié. Entreprise individuelle : ordre acompte au centre fiscal, carte statistique à l’INSTAT, puis NIF au centre fiscal, d’après la liste de la DGI (recherche issue 40) ; tarifs et délais de l’INSTAT et du greffe, liste des pièces (document DGI non daté, page justice.mg possiblement compromise) ; vérifier que le « certificat de non-condamnation » du greffe est le bulletin n° 3. Pièces du gérant et des associés (certificat de résidence, acte de mariage, filiation, casier, nombre d’exemplaires des statuts) marquées dans le guide. CNaPS : pièces autres que les formulaires et délai de déclaration des salariés (15 jours selon la presse, 2019) non confirmés. Terme malgache « orinasa tsy miankina amin’olon-tokana » et forme courte « Irery (olon-tokana) » à valider par un relecteur natif.",
    questions: [
      {
        key: 'forme',
        text: { fr: "Comment voulez-vous exercer votre activité ?", mg: "Ahoana no hanaovanao ny asanao ?" },
        hint: {
          fr: "Seul sans séparer vos biens : entreprise individuelle ; seul avec une responsabilité limitée : SARLU ; à plusieurs : SARL.",
          mg: "Irery ka tsy manasaraka ny fanananao : orinasa tsy miankina amin’olon-tokana ; irery nefa te hametra ny andraikitrao : SARLU ; maromaro : SARL.",
        },
        answers: [
          {
            key: 'individuelle',
            label: { fr: "Seul, en entreprise individuelle", mg: "Irery, orinasa tsy miankina amin’olon-tokana" },
            short: { fr: "Entreprise individuelle", mg: "Irery (olon-tokana)" },
            next: 'salaries-ei',
          },
          {
            key: 'societe',
            label: { fr: "En société (SARL, SARLU, SA)", mg: "Orinasa iombonana (SARL, SARLU, SA)" },
            short: { fr: "Société (SARL, SA…)", mg: "Orinasa iombonana" },
            next: 'siege',
          },
        ],
      },
      {
        key: 'siege',
        text: { fr: "Où sera le siège de votre société ?", mg: "Aiza no hisy ny foiben’ny orinasanao ?" },
        hint: {
          fr: "Dans la région Analamanga, le dossier se dépose d’abord en ligne, sur Orinasa.",
          mg: "Ao amin’ny faritra Analamanga, an-tserasera ao amin’ny Orinasa no apetraka aloha ny antontan-taratasy.",
        },
        answers: [
          {
            key: 'analamanga',
            label: { fr: "Région Analamanga (Antananarivo)", mg: "Faritra Analamanga (Antananarivo)" },
            short: { fr: "Analamanga (Tana)", mg: "Analamanga" },
            next: 'salaries-analamanga',
          },
          { key: 'region', label: { fr: "Dans une autre région", mg: "Faritra hafa" }, next: 'salaries-region' },
        ],
      },
      { key: 'salaries-ei', ...SALARIES_QUESTION, answers: salariesAnswers('entreprise-individuelle-salaries', 'entreprise-individuelle') },
      { key: 'salaries-analamanga', ...SALARIES_QUESTION, answers: salariesAnswers('societe-analamanga-salaries', 'societe-analamanga') },
      { key: 'salaries-region', ...SALARIES_QUESTION, answers: salariesAnswers('societe-region-salaries', 'societe-region') },
    ],
    outcomes: [
      {
        key: 'entreprise-individuelle',
        title: { fr: "Entreprise individuelle, sans salarié", mg: "Orinasa tsy miankina amin’olon-tokana, tsy misy mpiasa" },
        documents: EI_DOCUMENTS,
        feeNote: EI_FEE_NOTE,
        steps: [EI_STEP_FOKONTANY, EI_STEP_CENTRE_FISCAL, EI_STEP_INSTAT, EI_STEP_NIF, EI_STEP_GREFFE, EI_STEP_IMPOT],
        text: {
          fr: "Vous relevez en général de l’impôt synthétique : l’acompte payé à la création est le minimum prévu pour votre activité.",
          mg: "Amin’ny ankapobeny dia hetra tambatra no iharanao : ny vola mialoha aloa amin’ny fananganana dia ny farany ambany voafetra ho an’ny asanao.",
        },
        unsure: EI_UNSURE,
      },
      {
        key: 'entreprise-individuelle-salaries',
        title: { fr: "Entreprise individuelle, avec des salariés", mg: "Orinasa tsy miankina amin’olon-tokana, misy mpiasa" },
        documents: [...EI_DOCUMENTS, ...EI_CNAPS_DOCUMENTS],
        feeNote: EI_FEE_NOTE,
        steps: [
          {
            fr: "Au fokontany, demandez le certificat de résidence et le visa du plan de repérage ; au centre fiscal, payez l’acompte d’impôt.",
            mg: "Any amin’ny fokontany, angataho ny fanamarinam-ponenana sy ny sonia amin’ny sarintany. Any amin’ny ivon-ketra, aloavy ny vola mialoha amin’ny hetra.",
          },
          EI_STEP_INSTAT,
          EI_STEP_NIF,
          EI_STEP_GREFFE,
          EI_STEP_IMPOT,
          {
            fr: "Dès l’embauche, affiliez-vous à la CNaPS et déclarez chaque salarié, au siège (Ampefiloha) ou dans le bureau CNaPS le plus proche.",
            mg: "Raha vao mandray mpiasa, misorata amin’ny CNaPS ary ambarao ny mpiasa tsirairay, any amin’ny foibe (Ampefiloha) na amin’ny biraon’ny CNaPS akaiky indrindra.",
          },
        ],
        text: {
          fr: "Vous relevez en général de l’impôt synthétique. L’affiliation à la CNaPS est gratuite ; les cotisations sur les salaires se paient ensuite chaque trimestre.",
          mg: "Amin’ny ankapobeny dia hetra tambatra no iharanao. Maimaim-poana ny fisoratana amin’ny CNaPS ; aloa isaky ny telovolana avy eo ny latsakemboka amin’ny karama.",
        },
        unsure: { fr: EI_UNSURE.fr + CNAPS_UNSURE.fr, mg: EI_UNSURE.mg + CNAPS_UNSURE.mg },
      },
      {
        key: 'societe-analamanga',
        title: { fr: "Société (SARL, SARLU, SA) en Analamanga, sans salarié", mg: "Orinasa iombonana (SARL, SARLU, SA) ao Analamanga, tsy misy mpiasa" },
        documents: SOCIETE_DOCUMENTS,
        feeNote: SOCIETE_FEE_NOTE,
        duration: { from: 3, unit: 'workingDays' },
        office: 'edbm-guichet-unique-antananarivo',
        steps: [SOCIETE_STEP_STATUTS_EN_LIGNE, SOCIETE_STEP_ORINASA, SOCIETE_STEP_RENDEZ_VOUS, SOCIETE_STEP_PAYER, SOCIETE_STEP_RETIRER],
        text: {
          fr: "L’EDBM délivre ensemble le NIF, la carte statistique et l’extrait RCS : pas de passage au centre fiscal, à l’INSTAT ni au greffe. Le délai court à partir du dépôt du dossier complet.",
          mg: "Omen’ny EDBM miaraka ny NIF, ny karatra statistika ary ny kopia RCS : tsy mila mandalo any amin’ny ivon-ketra, ny INSTAT na ny birao mpitan-tsoratra ianao. Manomboka rehefa voapetraka ny antontan-taratasy feno ny faharetany.",
        },
        unsure: SOCIETE_UNSURE_COMMON,
      },
      {
        key: 'societe-analamanga-salaries',
        title: { fr: "Société (SARL, SARLU, SA) en Analamanga, avec des salariés", mg: "Orinasa iombonana (SARL, SARLU, SA) ao Analamanga, misy mpiasa" },
        documents: [...SOCIETE_DOCUMENTS, ...SOCIETE_CNAPS_DOCUMENTS],
        feeNote: SOCIETE_FEE_NOTE,
        duration: { from: 3, unit: 'workingDays' },
        office: 'edbm-guichet-unique-antananarivo',
        steps: [SOCIETE_STEP_STATUTS_EN_LIGNE, SOCIETE_STEP_ORINASA, SOCIETE_STEP_RENDEZ_VOUS, SOCIETE_STEP_PAYER_RETIRER, SOCIETE_STEP_CNAPS],
        text: {
          fr: "L’EDBM délivre ensemble le NIF, la carte statistique et l’extrait RCS, et l’affiliation à la CNaPS peut être engagée dès la création. L’affiliation est gratuite ; les cotisations sur les salaires se paient ensuite.",
          mg: "Omen’ny EDBM miaraka ny NIF, ny karatra statistika ary ny kopia RCS, ary azo atomboka mandritra ny fananganana ny fisoratana amin’ny CNaPS. Maimaim-poana ny fisoratana ; aloa avy eo ny latsakemboka amin’ny karama.",
        },
        unsure: { fr: SOCIETE_UNSURE_COMMON.fr + CNAPS_UNSURE.fr, mg: SOCIETE_UNSURE_COMMON.mg + CNAPS_UNSURE.mg },
      },
      {
        key: 'societe-region',
        title: { fr: "Société (SARL, SARLU, SA) hors Analamanga, sans salarié", mg: "Orinasa iombonana (SARL, SARLU, SA) ivelan’ny Analamanga, tsy misy mpiasa" },
        documents: SOCIETE_DOCUMENTS,
        feeNote: SOCIETE_FEE_NOTE,
        steps: [SOCIETE_STEP_STATUTS_REGION, SOCIETE_STEP_ANTENNE, SOCIETE_STEP_PAYER, SOCIETE_STEP_RETIRER],
        text: {
          fr: "Le dépôt en ligne sur Orinasa ne vaut que pour la région Analamanga ; dans les antennes régionales, le traitement est plus long.",
          mg: "Ho an’ny faritra Analamanga ihany ny fametrahana an-tserasera ao amin’ny Orinasa ; any amin’ny sampana isam-paritra dia ela kokoa ny fikarakarana.",
        },
        unsure: SOCIETE_UNSURE_REGION,
      },
      {
        key: 'societe-region-salaries',
        title: { fr: "Société (SARL, SARLU, SA) hors Analamanga, avec des salariés", mg: "Orinasa iombonana (SARL, SARLU, SA) ivelan’ny Analamanga, misy mpiasa" },
        documents: [...SOCIETE_DOCUMENTS, ...SOCIETE_CNAPS_DOCUMENTS],
        feeNote: SOCIETE_FEE_NOTE,
        steps: [SOCIETE_STEP_STATUTS_REGION, SOCIETE_STEP_ANTENNE, SOCIETE_STEP_PAYER_RETIRER, SOCIETE_STEP_CNAPS],
        text: {
          fr: "Le dépôt en ligne sur Orinasa ne vaut que pour la région Analamanga. L’affiliation à la CNaPS est gratuite ; les cotisations sur les salaires se paient ensuite.",
          mg: "Ho an’ny faritra Analamanga ihany ny fametrahana an-tserasera ao amin’ny Orinasa. Maimaim-poana ny fisoratana amin’ny CNaPS ; aloa avy eo ny latsakemboka amin’ny karama.",
        },
        unsure: { fr: SOCIETE_UNSURE_REGION.fr + CNAPS_UNSURE.fr, mg: SOCIETE_UNSURE_REGION.mg + CNAPS_UNSURE.mg },
      },
    ],
  },

  // ================================================================ Permis de conduire
  {
    key: 'permis-de-conduire',
    slug: { fr: 'permis-de-conduire', mg: 'fahazoan-dalana-mitondra-fiara' },
    title: { fr: "Permis de conduire : ce qu’il vous faut", mg: "Fahazoan-dàlana mitondra fiara : izay ilainao" },
    summary: {
      fr: "Quelques questions pour connaître les pièces, le coût, le délai et le bureau : premier permis, nouvelle catégorie, renouvellement ou remplacement.",
      mg: "Fanontaniana vitsivitsy hahafantaranao ny antontan-taratasy, ny sarany, ny faharetany ary ny birao : fahazoan-dàlana voalohany, sokajy vaovao, fanavaozana na fanoloana.",
    },
    guide: 'permis-de-conduire',
    reviewNote:
      "Cas non couverts, faute de source : duplicata d’un permis perdu ou volé, et échange d’un permis étranger (ni le guide ni Torolalana n’en parlent) ; à ajouter au guide puis au parcours. Renouvellement du permis « médical » : repris de Torolalana (fiche « Permis de conduire (Médical) » : CIN certifiée, certificat médical BMH ou HJRA, certificat de résidence ; 38 000 Ar au bureau 19 ; 45 jours avant 60 ans, 1 jour à partir de 60 ans ; bureau 24), absent du guide : vérifier quels permis sont concernés, le paiement « à l’accueil » sans montant et si l’ancien permis est à rendre. Délai de 30 à 45 jours après la photo (presse, 2023) à reconfirmer : rupture de cartes et certificats provisoires en 2025. Photos : 5 pour tous les cas (Torolalana, correction du fact-check 2026-11) ; pour le remplacement d’un ancien permis, l’article de 2016 en citait 4. Pièces du remplacement : guide et Midi Madagasikara (2016), à reconfirmer ; adresse de l’annexe du CIM (Alhambra, Ankadimbahoaka) sans fiche de bureau. Copie de la CIN : certifiée selon le guide, simple copie selon Torolalana. Extension C, D : un an de permis B (presse, 2018). Bénéficiaire du droit de 38 000 Ar et âge minimum par catégorie non vérifiés.",
    questions: [
      {
        key: 'demarche',
        text: { fr: "Que voulez-vous faire ?", mg: "Inona no tianao hatao ?" },
        hint: {
          fr: "Renouvellement : pour un permis « médical » dont la validité a expiré.",
          mg: "Fanavaozana : ho an’ny fahazoan-dàlana « médical » tapitra ny fe-potoana maha-manan-kery azy.",
        },
        answers: [
          {
            key: 'premier',
            label: { fr: "Premier permis (examen)", mg: "Fahazoan-dàlana voalohany (fanadinana)" },
            short: { fr: "Premier permis (examen)", mg: "Voalohany (fanadinana)" },
            next: 'categorie',
          },
          {
            key: 'extension',
            label: { fr: "Ajouter la catégorie C, D ou E", mg: "Hanampy sokajy C, D na E" },
            short: { fr: "Ajouter C, D ou E", mg: "Hanampy C, D na E" },
            next: 'extension-c-d-e',
          },
          {
            key: 'renouvellement',
            label: { fr: "Renouveler un permis « médical » expiré", mg: "Hanavao fahazoan-dàlana « médical » tapitra" },
            short: { fr: "Renouveler (médical)", mg: "Hanavao (médical)" },
            next: 'age',
          },
          {
            key: 'remplacement',
            label: { fr: "Remplacer un ancien permis par la carte biométrique", mg: "Hanolo fahazoan-dàlana taloha ho karatra biometrika" },
            short: { fr: "Remplacer ancien permis", mg: "Hanolo ny taloha" },
            next: 'remplacement-ancien',
          },
        ],
      },
      {
        key: 'categorie',
        text: { fr: "Quelle catégorie voulez-vous passer ?", mg: "Sokajy inona no tianao hadinina ?" },
        hint: {
          fr: "Les catégories C, D et E s’ajoutent ensuite à un permis B.",
          mg: "Ny sokajy C, D ary E dia ampiana amin’ny fahazoan-dàlana B efa azo.",
        },
        answers: [
          { key: 'moto', label: { fr: "Moto (A ou A')", mg: "Moto (A na A')" }, next: 'cin' },
          { key: 'voiture', label: { fr: "Voiture (B)", mg: "Fiara madinika (B)" }, next: 'premier-permis' },
        ],
      },
      {
        key: 'cin',
        text: { fr: "Avez-vous déjà votre carte d’identité nationale (CIN) ?", mg: "Efa manana kara-panondro (CIN) ve ianao ?" },
        hint: {
          fr: "Pour les catégories A et A', un élève sans CIN présente sa carte scolaire.",
          mg: "Ho an’ny sokajy A sy A', ny mpianatra tsy manana CIN dia manolotra ny kara-tsekoly.",
        },
        answers: [
          { key: 'oui', label: { fr: "Oui", mg: "Eny" }, next: 'premier-permis' },
          { key: 'non', label: { fr: "Non, je suis élève", mg: "Tsia, mpianatra aho" }, next: 'premier-permis-eleve' },
        ],
      },
      {
        key: 'age',
        text: { fr: "Quel âge avez-vous ?", mg: "Firy taona ianao ?" },
        hint: {
          fr: "Le délai de renouvellement dépend de l’âge.",
          mg: "Miankina amin’ny taonanao ny faharetan’ny fanavaozana.",
        },
        answers: [
          { key: 'moins-de-60', label: { fr: "Moins de 60 ans", mg: "Latsaky ny 60 taona" }, next: 'renouvellement-medical' },
          { key: '60-et-plus', label: { fr: "60 ans ou plus", mg: "60 taona na mihoatra" }, next: 'renouvellement-medical-60' },
        ],
      },
    ],
    outcomes: [
      {
        key: 'premier-permis',
        title: { fr: "Premier permis (A, A' ou B)", mg: "Fahazoan-dàlana voalohany (A, A' na B)" },
        documents: [DOC_BORDEREAU, DOC_NAISSANCE, DOC_RESIDENCE, DOC_CIN_CERTIFIEE, DOC_PHOTOS, DOC_RECU_CIM],
        feeFromGuide: true,
        feeNote: PERMIS_FEE_NOTE_PREMIER,
        duration: { from: 30, to: 45, unit: 'days' },
        office: 'cim-ambohidahy',
        steps: PERMIS_STEPS_PREMIER,
        text: PERMIS_TEXT_PREMIER,
        unsure: PERMIS_UNSURE_CARTE,
      },
      {
        key: 'premier-permis-eleve',
        title: { fr: "Premier permis moto (A ou A'), élève sans CIN", mg: "Fahazoan-dàlana voalohany moto (A na A'), mpianatra tsy manana CIN" },
        documents: [DOC_BORDEREAU, DOC_NAISSANCE, DOC_RESIDENCE, { fr: "Carte scolaire", mg: "Kara-tsekoly" }, DOC_PHOTOS, DOC_RECU_CIM],
        feeFromGuide: true,
        feeNote: PERMIS_FEE_NOTE_PREMIER,
        duration: { from: 30, to: 45, unit: 'days' },
        office: 'cim-ambohidahy',
        steps: PERMIS_STEPS_PREMIER,
        text: PERMIS_TEXT_PREMIER,
        unsure: {
          fr: PERMIS_UNSURE_CARTE.fr + " L’âge minimum de chaque catégorie n’est pas confirmé.",
          mg: PERMIS_UNSURE_CARTE.mg + " Tsy voamarina ny taona farafahakeliny ho an’ny sokajy tsirairay.",
        },
      },
      {
        key: 'extension-c-d-e',
        title: { fr: "Ajouter la catégorie C, D ou E à un permis B", mg: "Fanampiana sokajy C, D na E amin’ny fahazoan-dàlana B" },
        documents: [
          { fr: "Bordereau d’envoi de l’auto-école après la réussite à l’examen de la nouvelle catégorie", mg: "Taratasy fandefasana omen’ny sekoly fampianarana mitondra fiara rehefa afaka ny fanadinana amin’ny sokajy vaovao" },
          { fr: "Copie certifiée conforme du permis de catégorie B", mg: "Dika mitovy voamarin’ny fahazoan-dàlana sokajy B" },
          { fr: "Certificat médical du Bureau municipal d’hygiène (BMH)", mg: "Fanamarinana ara-pahasalamana navoakan’ny Birao monisipaly misahana ny fahadiovana (BMH)" },
          DOC_NAISSANCE,
          DOC_RESIDENCE,
          DOC_CIN_CERTIFIEE,
          DOC_PHOTOS,
          DOC_RECU_CIM,
        ],
        feeFromGuide: true,
        feeNote: {
          fr: "Droit de délivrance payé au CIM. Les droits d’examen de l’ATT, plus élevés pour C, D et E, et les cours sont en plus.",
          mg: "Saran’ny famoahana aloa ao amin’ny CIM. Fanampiny ny saram-panadinana ATT, ambony kokoa ho an’ny C, D ary E, sy ny saran’ny fampianarana.",
        },
        duration: { from: 30, to: 45, unit: 'days' },
        office: 'cim-ambohidahy',
        steps: [
          { fr: "Pour les catégories C et D, il faut avoir le permis B depuis au moins un an.", mg: "Ho an’ny sokajy C sy D, tsy maintsy efa nanana fahazoan-dàlana B herintaona farafahakeliny ianao." },
          { fr: "Suivez la formation de la nouvelle catégorie dans une auto-école, qui vous inscrit à l’examen de l’ATT.", mg: "Mianara ny sokajy vaovao ao amin’ny sekoly fampianarana mitondra fiara, izay manoratra anao amin’ny fanadinana ATT." },
          { fr: "Faites établir le certificat médical au Bureau municipal d’hygiène (BMH).", mg: "Makà fanamarinana ara-pahasalamana any amin’ny Birao monisipaly misahana ny fahadiovana (BMH)." },
          { fr: "Prenez rendez-vous au CIM, payez le droit de délivrance et déposez la demande d’extension.", mg: "Mangataha fotoana any amin’ny CIM, aloavy ny saran’ny famoahana ary apetraho ny fangatahana fanitarana." },
          { fr: "Venez pour la photo et les empreintes, puis retirez le permis et vérifiez les catégories inscrites.", mg: "Tongava halaina sary sy dian-tanana, avy eo alao ny fahazoan-dàlana ary hamarino ny sokajy voasoratra." },
        ],
        text: { fr: "Hors d’Antananarivo, adressez-vous au CIM de votre région.", mg: "Ivelan’i Antananarivo, manatona ny CIM ao amin’ny faritra misy anao." },
        unsure: {
          fr: PERMIS_UNSURE_CARTE.fr + " L’ancienneté exigée du permis B vient d’un article de presse de 2018.",
          mg: PERMIS_UNSURE_CARTE.mg + " Avy amin’ny lahatsoratra an-gazety tamin’ny 2018 ny faharetan’ny fahazoan-dàlana B takiana.",
        },
      },
      {
        key: 'renouvellement-medical',
        title: { fr: "Renouveler un permis « médical » expiré, moins de 60 ans", mg: "Fanavaozana fahazoan-dàlana « médical » tapitra, latsaky ny 60 taona" },
        documents: DOCS_RENOUVELLEMENT,
        feeFromGuide: true,
        feeNote: FEE_NOTE_RENOUVELLEMENT,
        duration: { from: 45, unit: 'days' },
        office: 'cim-ambohidahy',
        steps: STEPS_RENOUVELLEMENT,
        text: TEXT_RENOUVELLEMENT,
        unsure: UNSURE_RENOUVELLEMENT,
      },
      {
        key: 'renouvellement-medical-60',
        title: { fr: "Renouveler un permis « médical » expiré, 60 ans ou plus", mg: "Fanavaozana fahazoan-dàlana « médical » tapitra, 60 taona na mihoatra" },
        documents: DOCS_RENOUVELLEMENT,
        feeFromGuide: true,
        feeNote: FEE_NOTE_RENOUVELLEMENT,
        duration: { from: 1, unit: 'days' },
        office: 'cim-ambohidahy',
        steps: STEPS_RENOUVELLEMENT,
        text: TEXT_RENOUVELLEMENT,
        unsure: UNSURE_RENOUVELLEMENT,
      },
      {
        key: 'remplacement-ancien',
        title: { fr: "Remplacer un ancien permis par le permis biométrique", mg: "Fanoloana fahazoan-dàlana taloha ho karatra biometrika" },
        documents: [
          { fr: "Ancien permis de conduire", mg: "Fahazoan-dàlana mitondra fiara taloha" },
          DOC_NAISSANCE,
          DOC_RESIDENCE,
          DOC_CIN_CERTIFIEE,
          DOC_PHOTOS,
          { fr: "Reçu du paiement du droit de délivrance", mg: "Rosia fandoavana ny saran’ny famoahana" },
        ],
        feeFromGuide: true,
        feeNote: { fr: "Droit de délivrance du permis biométrique.", mg: "Saran’ny famoahana ny fahazoan-dàlana biometrika." },
        duration: { from: 30, to: 45, unit: 'days' },
        steps: [
          { fr: "Réunissez les pièces et prenez votre ancien permis avec vous.", mg: "Angony ny antontan-taratasy ary ento ny fahazoan-dàlanao taloha." },
          { fr: "À Antananarivo, allez à l’annexe du CIM (Alhambra, Ankadimbahoaka) ; ailleurs, au CIM de votre région.", mg: "Any Antananarivo, mankanesa any amin’ny sampana CIM (Alhambra, Ankadimbahoaka) ; any an-kafa, any amin’ny CIM ao amin’ny faritra misy anao." },
          { fr: "Payez le droit de délivrance et déposez le dossier ; gardez le reçu.", mg: "Aloavy ny saran’ny famoahana ary apetraho ny antontan-taratasy ; tehirizo ny rosia." },
          { fr: "Venez pour la photo et les empreintes, puis retirez la carte à la date indiquée.", mg: "Tongava halaina sary sy dian-tanana, avy eo alao ny karatra amin’ny daty voatondro." },
        ],
        unsure: {
          fr: "Pièces reprises d’un article de 2016 : 5 photos selon Torolalana pour un premier permis, 4 dans cet article. Délai de remise de la carte à confirmer au CIM.",
          mg: "Nalaina tamin’ny lahatsoratra tamin’ny 2016 ny lisitry ny antontan-taratasy : sary 5 araka ny Torolalana ho an’ny fahazoan-dàlana voalohany, 4 ao amin’io lahatsoratra io. Mbola hamarinina any amin’ny CIM ny faharetan’ny fanomezana ny karatra.",
        },
      },
    ],
  },
]

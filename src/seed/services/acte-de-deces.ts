import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'acte-de-deces',
  category: 'etat-civil',
  ministry: 'mid',
  slug: { fr: 'acte-de-deces', mg: 'kopia-fahafatesana' },
  title: {
    fr: 'Déclarer un décès et obtenir un acte de décès',
    mg: 'Manambara fahafatesana sy maka kopia fahafatesana',
  },
  summary: {
    fr: 'Tout décès doit être déclaré à l’état civil de la commune où il a eu lieu. L’acte de décès est ensuite nécessaire pour la succession, la pension de réversion, les comptes bancaires ou le transfert du corps.',
    mg: 'Tsy maintsy ambara ao amin’ny sora-piankohonana ao amin’ny kaominina nisy azy ny fahafatesana rehetra. Ilaina avy eo ny kopia fahafatesana amin’ny fizarana lova, ny fisotroan-dronono ho an’ny vady sisa velona, ny kaonty any amin’ny banky na ny famindrana ny faty.',
  },
  audience: {
    fr: 'La famille ou les proches d’une personne décédée, ou toute personne qui a assisté au décès ; les héritiers qui ont besoin d’une copie.',
    mg: 'Ny fianakaviana na ny havan’ny maty, na izay olona nanatrika ny fahafatesana ; ireo mpandova mila kopia.',
  },
  documents: {
    fr: [
      { item: 'Le certificat ou la fiche de constatation de décès établi par le médecin, l’hôpital ou le CSB (à Antananarivo : délivrée par le Bureau municipal d’hygiène, BMH), ou à défaut une attestation du chef fokontany', unsure: 'attestation du chef fokontany à défaut de certificat : non confirmée' },
      { item: 'La CIN de la personne décédée (à défaut, son acte de naissance)', unsure: 'acte de naissance à défaut de CIN : non cité par le guide officiel' },
      { item: 'Une photocopie de la CIN du déclarant', form: 'photocopy' },
      'Le livret de famille, si la personne était mariée',
      'La fiche statistique de décès (INSTAT), remise par l’état civil',
      'Pour une copie : les nom, date et lieu du décès, et votre CIN',
    ],
    mg: [
      { item: 'Taratasy fanamarinana fahafatesana avy amin’ny dokotera, hopitaly na CSB (eto Antananarivo : omen’ny Biraon’ny fahadiovana monisipaly, BMH), na raha tsy misy, fanamarinana avy amin’ny sefom-pokontany', unsure: 'tsy voamarina ny fanamarinana avy amin’ny sefom-pokontany raha tsy misy taratasy avy amin’ny dokotera' },
      { item: 'Ny kara-panondron’ny maty (raha tsy misy, ny kopia nahaterahany)', unsure: 'tsy voalazan’ny torolalana ofisialy ny kopia nahaterahana raha tsy misy kara-panondro' },
      { item: 'Dika mitovin’ny kara-panondron’ny manambara', form: 'photocopy' },
      'Bokim-pianakaviana, raha nanambady ny maty',
      'Taratasy statistika momba ny fahafatesana (INSTAT), omen’ny sora-piankohonana',
      'Ho an’ny kopia : anarana, daty sy toerana nahafatesana, ary ny kara-panondronao',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'L’enregistrement d’un décès coûte 1 000 Ar selon le guide officiel Torolalana, comme à Antananarivo (tarif publié par la Commune urbaine) ; une commune peut appliquer un autre tarif. Les copies et le permis d’inhumer ou de transfert du corps peuvent avoir un coût séparé selon la commune ; demandez toujours un reçu.',
      mg: '1 000 Ar ny fanoratana fahafatesana araka ny torolalana ofisialy Torolalana, toy ny eto Antananarivo (sarany navoakan’ny Kaominina Ambonivohitr’Antananarivo) ; mety hampihatra sarany hafa ny kaominina sasany. Mety misy sarany manokana arakaraka ny kaominina ny kopia sy ny fahazoan-dalana handevina na hamindra ny faty ; angataho foana ny rosia.',
    },
  },
  youReceive: {
    fr: 'L’acte de décès inscrit au registre de la commune, les copies demandées et, si besoin, le permis d’inhumer ou de transfert du corps.',
    mg: 'Ny fahafatesana voasoratra ao amin’ny rejisitry ny kaominina, ireo kopia fahafatesana angatahina ary, raha ilaina, ny fahazoan-dàlana handevina na hamindra ny faty.',
  },
  processingTime: {
    fr: 'L’acte est dressé sur-le-champ lors de la déclaration (« instantanément » selon la Commune urbaine d’Antananarivo). Demandez à la commune dans quel délai les copies sont remises.',
    mg: 'Soratana eo no ho eo rehefa atao ny fanambarana ny soratra (« avy hatrany » araka ny Kaominina Ambonivohitr’Antananarivo). Anontanio amin’ny kaominina hoe rahoviana no azo ny kopia.',
  },
  whereToApply: {
    fr: 'Au bureau d’état civil de la commune du lieu du décès (mairie d’arrondissement à Antananarivo). Le fokontany peut vous orienter. Pour un décès à l’étranger : ambassade ou consulat de Madagascar.',
    mg: 'Ao amin’ny biraon’ny sora-piankohonana ao amin’ny kaominina nahafatesana (boriborintany eto Antananarivo). Afaka manoro anao ny fokontany. Raha tany ivelany no nahafatesana : masoivoho na kaonsoly malagasy.',
  },
  steps: {
    fr: [
      { title: 'Obtenez le certificat de décès', detail: 'Demandez-le au médecin ou à l’établissement de santé. Si le décès a eu lieu à domicile, informez le chef fokontany.' },
      { title: 'Déclarez le décès à la commune dans les 24 heures', detail: 'Un proche se présente à l’état civil de la commune du lieu du décès, dans les 24 heures qui suivent le décès selon le guide officiel, avec les pièces, et paie 1 000 Ar.', feeAriary: 1000, unsure: 'délai de 24 heures : article de loi non vérifié ; tarif pouvant varier selon la commune' },
      { title: 'Relisez l’acte', detail: 'Vérifiez l’identité du défunt, la date et le lieu du décès avant de signer.' },
      { title: 'Demandez les autorisations nécessaires', detail: 'La commune délivre si besoin le permis d’inhumer ou l’autorisation de transfert du corps vers le tombeau familial.' },
      { title: 'Demandez des copies', detail: 'Prévoyez plusieurs copies pour la banque, l’employeur, la CNaPS ou la caisse de retraite et la succession.' },
    ],
    mg: [
      { title: 'Makà taratasy fanamarinana fahafatesana', detail: 'Angataho amin’ny dokotera na ny toeram-pitsaboana izany. Raha tany an-trano no nahafatesana, ampahafantaro ny sefom-pokontany.' },
      { title: 'Ambarao any amin’ny kaominina ao anatin’ny 24 ora ny fahafatesana', detail: 'Havana iray no manatona ny sora-piankohonana ao amin’ny kaominina nahafatesana, ao anatin’ny 24 ora aorian’ny fahafatesana araka ny torolalana ofisialy, mitondra ireo taratasy, ary mandoa 1 000 Ar.', feeAriary: 1000, unsure: 'fe-potoana 24 ora : tsy voamarina ny andininy ao amin’ny lalàna ; mety miovaova arakaraka ny kaominina ny sarany' },
      { title: 'Vakio indray ny soratra', detail: 'Hamarino ny mombamomba ny maty, ny daty ary ny toerana nahafatesana alohan’ny hanaovanao sonia.' },
      { title: 'Angataho ireo fahazoan-dalana ilaina', detail: 'Raha ilaina dia omen’ny kaominina ny fahazoan-dalana handevina na hamindra ny faty ho any amin’ny fasan-drazana.' },
      { title: 'Mangataha kopia', detail: 'Makà kopia maromaro ho an’ny banky, ny mpampiasa, ny CNaPS na ny tahirim-pisotroan-dronono ary ny fizarana lova.' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2018-027 du 8 février 2019 relative à l’état civil (dispositions sur les actes de décès)'],
    mg: ['Lalàna laharana faha-2018-027 tamin’ny 8 febroary 2019 momba ny sora-piankohonana (fepetra momba ny sora-pahafatesana)'],
  },
  faq: {
    fr: [
      { question: 'Qui peut déclarer un décès ?', answer: 'Un parent du défunt ou toute personne qui dispose des informations nécessaires sur son état civil, par exemple un proche ou un voisin.' },
      { question: 'Le décès a eu lieu dans une autre commune que le domicile. Où déclarer ?', answer: 'À la commune du lieu du décès. La mention du décès est ensuite portée en marge de l’acte de naissance.' },
      { question: 'Que faire si le décès n’a jamais été déclaré ?', answer: 'Passé le délai de déclaration, il faut en général passer par un jugement du tribunal de première instance. Renseignez-vous au greffe.', unsure: 'procédure de déclaration tardive à confirmer' },
    ],
    mg: [
      { question: 'Iza no afaka manambara fahafatesana ?', answer: 'Havana iray amin’ny maty na olona mahalala tsara ny mombamomba azy, ohatra havana na mpifanolo-bodirindrina.' },
      { question: 'Tany amin’ny kaominina hafa ankoatra ny fonenany no nahafatesany. Aiza no hanambarana ?', answer: 'Any amin’ny kaominina nahafatesana. Avy eo dia soratana eo an-tsisin’ny kopia nahaterahany ny fahafatesana.' },
      { question: 'Inona no atao raha tsy nambara mihitsy ny fahafatesana ?', answer: 'Raha tafahoatra ny fe-potoana fanambarana dia matetika ilaina ny didim-pitsaran’ny Fitsarana ambaratonga voalohany. Anontanio ny birao mpitan-tsoratry ny fitsarana.', unsure: 'mbola hamarinina ny fomba fanambarana tara' },
    ],
  },
  related: ['acte-de-naissance', 'acte-de-mariage', 'certificat-de-vie'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiche « Obtenir un acte de décès », lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026, texte malgache). Accord : fiche de constatation du BMH, photocopie de la CIN du déclarant, fiche INSTAT, livret de famille, acte dressé sur-le-champ. Désaccords : Torolalana : déclaration dans les 24 heures « selon la loi » ; fiche : « le plus tôt possible », délai légal introuvable ; décision : 24 heures, marqué à l’étape tant que l’article de la loi 2018-027 n’est pas lu. Torolalana : 1 000 Ar partout ; fiche : 1 000 Ar à Antananarivo seulement ; décision : 1 000 Ar, marqué à l’étape (tarif communal). Torolalana : CIN du défunt ; fiche : CIN ou acte de naissance ; décision : CIN, l’acte de naissance à défaut marqué. Pièce : recevabilité d’une attestation du chef fokontany à défaut de certificat médical non confirmée, marquée. FAQ : déclaration tardive marquée. Frais des copies et du permis d’inhumer ou de transfert non publiés (le texte renvoie à la commune) : aucun montant affiché.',
  },
  sources: [
    { title: 'Torolalana — Obtenir un acte de décès', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/demande-d-acte-de-deces', seen: '2026-11-25', published: '2026-02', supports: ['summary', 'cost', 'processingTime', 'documents', 'whereToApply', 'steps'] },
    { title: 'Services arrondissements : enregistrement de décès (pièces, tarif de 1 000 Ar)', publisher: 'Commune urbaine d’Antananarivo (CUA)', kind: 'official', url: 'https://www.cua.mg/services-arrondissements/', seen: '2026-11-23', supports: ['cost', 'processingTime', 'documents'] },
    { title: 'État civil (déclaration des décès, loi n° 2018-027)', publisher: 'Ambassade de Madagascar en France', kind: 'official', url: 'https://ambamad-paris.diplomatie.gov.mg/index.php/service-consulaire/service-aux-ressortissants/etat-civil', seen: '2026-11-23', supports: ['legalReferences'] },
    { title: 'État civil – transcriptions', publisher: 'Ambassade de Madagascar au Sénégal', kind: 'official', url: 'https://ambamad-dakar.diplomatie.gov.mg/index.php/services-consulaires/etat-civil', seen: '2026-11-23', supports: ['whereToApply'] },
    { title: 'Arrondissements de la capitale : un service minimum assuré (permis d’inhumer)', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/arrondissement-de-la-capitale-un-service-minimum-assure', seen: '2026-11-23', supports: ['steps'] },
  ],
}

export default service

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
      'Le certificat de décès établi par le médecin, l’hôpital ou le CSB (ou à défaut une attestation du chef fokontany)',
      'La CIN ou l’acte de naissance de la personne décédée',
      'La CIN du déclarant',
      'Le livret de famille, si la personne était mariée',
      'Pour une copie : les nom, date et lieu du décès, et votre CIN',
    ],
    mg: [
      'Taratasy fanamarinana fahafatesana avy amin’ny dokotera, hopitaly na CSB (raha tsy misy, fanamarinana avy amin’ny sefom-pokontany)',
      'Kara-panondro na kopia nahaterahan’ny maty',
      'Kara-panondron’ny manambara',
      'Bokim-pianakaviana, raha nanambady ny maty',
      'Ho an’ny kopia : anarana, daty sy toerana nahafatesana, ary ny kara-panondronao',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'La déclaration de décès ne devrait pas être payante. Les copies de l’acte peuvent donner lieu à de petits frais ou à un timbre fiscal selon la commune. Le permis d’inhumer ou de transfert du corps peut avoir un coût séparé.',
      mg: 'Tsy tokony aloa vola ny fanambarana fahafatesana. Mety misy sarany kely na hajia ny kopia arakaraka ny kaominina. Mety misy sarany manokana ny fahazoan-dalana handevina na hamindra ny faty.',
    },
  },
  processingTime: {
    fr: 'L’acte est dressé lors de la déclaration ; la copie est en général remise le jour même ou sous quelques jours.',
    mg: 'Soratana rehefa atao ny fanambarana ny soratra ; matetika azo anio ihany na ao anatin’ny andro vitsivitsy ny kopia.',
  },
  whereToApply: {
    fr: 'Au bureau d’état civil de la commune du lieu du décès (mairie d’arrondissement à Antananarivo). Le fokontany peut vous orienter. Pour un décès à l’étranger : ambassade ou consulat de Madagascar.',
    mg: 'Ao amin’ny biraon’ny sora-piankohonana ao amin’ny kaominina nahafatesana (boriborintany eto Antananarivo). Afaka manoro anao ny fokontany. Raha tany ivelany no nahafatesana : masoivoho na kaonsoly malagasy.',
  },
  steps: {
    fr: [
      { title: 'Obtenez le certificat de décès', detail: 'Demandez-le au médecin ou à l’établissement de santé. Si le décès a eu lieu à domicile, informez le chef fokontany.' },
      { title: 'Déclarez le décès à la commune', detail: 'Un proche se présente à l’état civil de la commune du lieu du décès, le plus tôt possible, avec les pièces.' },
      { title: 'Relisez l’acte', detail: 'Vérifiez l’identité du défunt, la date et le lieu du décès avant de signer.' },
      { title: 'Demandez les autorisations nécessaires', detail: 'La commune délivre si besoin le permis d’inhumer ou l’autorisation de transfert du corps vers le tombeau familial.' },
      { title: 'Demandez des copies', detail: 'Prévoyez plusieurs copies pour la banque, l’employeur, la CNaPS ou la caisse de retraite et la succession.' },
    ],
    mg: [
      { title: 'Makà taratasy fanamarinana fahafatesana', detail: 'Angataho amin’ny dokotera na ny toeram-pitsaboana izany. Raha tany an-trano no nahafatesana, ampahafantaro ny sefom-pokontany.' },
      { title: 'Ambarao any amin’ny kaominina ny fahafatesana', detail: 'Havana iray no manatona haingana araka izay azo atao ny sora-piankohonana ao amin’ny kaominina nahafatesana, mitondra ireo taratasy.' },
      { title: 'Vakio indray ny soratra', detail: 'Hamarino ny mombamomba ny maty, ny daty ary ny toerana nahafatesana alohan’ny hanaovanao sonia.' },
      { title: 'Angataho ireo fahazoan-dalana ilaina', detail: 'Raha ilaina dia omen’ny kaominina ny fahazoan-dalana handevina na hamindra ny faty ho any amin’ny fasan-drazana.' },
      { title: 'Mangataha kopia', detail: 'Makà kopia maromaro ho an’ny banky, ny mpampiasa, ny CNaPS na ny tahirim-pisotroan-dronono ary ny fizarana lova.' },
    ],
  },
  legalReferences: {
    fr: ['Loi n° 2018-027 du 8 février 2019 relative à l’état civil (dispositions sur les actes de décès)'],
    mg: ['Lalàna laharana faha-2018-027 tamin’ny 8 febroary 2019 momba ny sora-piankohonana (fepetra momba ny soratra fahafatesana)'],
  },
  faq: {
    fr: [
      { question: 'Qui peut déclarer un décès ?', answer: 'Un parent du défunt ou toute personne qui dispose des informations nécessaires sur son état civil, par exemple un proche ou un voisin.' },
      { question: 'Le décès a eu lieu dans une autre commune que le domicile. Où déclarer ?', answer: 'À la commune du lieu du décès. La mention du décès est ensuite portée en marge de l’acte de naissance.' },
      { question: 'Que faire si le décès n’a jamais été déclaré ?', answer: 'Au-delà du délai légal, il faut en général passer par un jugement du tribunal de première instance. Renseignez-vous au greffe.' },
    ],
    mg: [
      { question: 'Iza no afaka manambara fahafatesana ?', answer: 'Havana iray amin’ny maty na olona mahalala tsara ny mombamomba azy, ohatra havana na mpifanolo-bodirindrina.' },
      { question: 'Tany amin’ny kaominina hafa ankoatra ny fonenany no nahafatesany. Aiza no hanambarana ?', answer: 'Any amin’ny kaominina nahafatesana. Avy eo dia soratana eo an-tsisin’ny kopia nahaterahany ny fahafatesana.' },
      { question: 'Inona no atao raha tsy nambara mihitsy ny fahafatesana ?', answer: 'Raha tafahoatra ny fe-potoana voafaritry ny lalàna dia matetika ilaina ny didim-pitsaran’ny Fitsarana ambaratonga voalohany. Anontanio ny greffe.' },
    ],
  },
  related: ['acte-de-naissance', 'acte-de-mariage', 'certificat-de-vie'],
  lastReviewed: '2026-11-21',
  review: {
    status: 'toVerify',
    notes: 'Délai légal de déclaration du décès fixé par la loi 2018-027 non trouvé dans les sources : à préciser ; frais de copie et coût du permis d’inhumer ou de transfert du corps à vérifier selon les communes ; recevabilité d’une attestation du chef fokontany à défaut de certificat médical à confirmer.',
  },
  sources: [
    { title: 'État civil – Ambassade de Madagascar en France', url: 'https://ambamad-paris.diplomatie.gov.mg/index.php/service-consulaire/service-aux-ressortissants/etat-civil' },
    { title: 'État civil – Ambassade de Madagascar au Sénégal', url: 'https://ambamad-dakar.diplomatie.gov.mg/index.php/services-consulaires/etat-civil' },
  ],
}

export default service

import type { ServiceSeed } from '../types'

const service: ServiceSeed = {
  key: 'acte-de-mariage',
  category: 'etat-civil',
  ministry: 'mid',
  slug: { fr: 'acte-de-mariage', mg: 'kopia-fanambadiana' },
  title: {
    fr: 'Se marier civilement et obtenir un acte de mariage',
    mg: 'Manao fanambadiana ara-panjakana sy maka kopia fanambadiana',
  },
  summary: {
    fr: 'Le mariage civil est célébré par l’officier d’état civil de la commune. L’acte de mariage et le livret de famille prouvent ensuite votre union devant toutes les administrations.',
    mg: 'Ny mpiandraikitra ny sora-piankohonana ao amin’ny kaominina no manatanteraka ny fanambadiana ara-panjakana. Ny kopia fanambadiana sy ny bokim-pianakaviana avy eo no manaporofo ny fanambadianareo eo anatrehan’ny birao rehetra.',
  },
  audience: {
    fr: 'Les futurs époux âgés d’au moins 18 ans, libres de tout autre mariage, dont l’un au moins réside dans la commune ; les couples mariés qui ont besoin d’une copie.',
    mg: 'Ireo hanambady feno 18 taona farafahakeliny, tsy mbola manambady olon-kafa, ary farafahakeliny iray amin’izy ireo monina ao amin’ilay kaominina ; ireo mpivady mila kopia.',
  },
  documents: {
    fr: [
      'Pour chaque époux : une copie de l’acte de naissance de moins de 6 mois',
      'Pour chaque époux : un certificat de célibat (ou l’acte de décès ou le jugement de divorce du précédent conjoint)',
      'Pour chaque époux : un certificat de résidence',
      'Pour chaque époux : la CIN et une photo d’identité récente',
      'Une photocopie de la CIN des témoins',
      'La demande de célébration de mariage, une lettre d’engagement légalisée et quatre enveloppes timbrées',
      'Selon le cas : autorisation de l’autorité militaire, ordonnance du tribunal pour un mineur ou pour une célébration hors de la mairie',
      'Pour un époux étranger : passeport et certificat de coutume ou de capacité matrimoniale délivré par son ambassade (certificat de capacité à mariage pour un Français)',
    ],
    mg: [
      'Isaky ny mpivady : kopia nahaterahana tsy mihoatra ny 6 volana',
      'Isaky ny mpivady : fanamarinana fa tsy manambady (na kopia fahafatesana na didim-pisaraham-panambadiana raha efa nanambady teo aloha)',
      'Isaky ny mpivady : fanamarinam-ponenana',
      'Isaky ny mpivady : kara-panondro sy sary vao nalaina',
      'Dika mitovy amin’ny kara-panondron’ireo vavolombelona',
      'Ny fangatahana hankalazana ny fanambadiana, taratasy fanekena voamarina ara-dalàna ary valopy efatra misy hajia',
      'Araka ny tranga : fahazoan-dàlana avy amin’ny manam-pahefana miaramila, didy avy amin’ny fitsarana ho an’ny zaza tsy ampy taona na raha hatao ivelan’ny biraon’ny kaominina ny fankalazana',
      'Ho an’ny vahiny : pasipaoro sy fanamarinana avy amin’ny masoivohony (certificat de coutume na de capacité matrimoniale ; certificat de capacité à mariage ho an’ny Frantsay)',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'À Antananarivo, la célébration coûte 20 000 Ar le jeudi et 30 000 Ar le samedi (tarif publié par la Commune urbaine). Ailleurs, et pour le livret de famille ou les copies, demandez le tarif officiel à la commune et un reçu.',
      mg: 'Eto Antananarivo, 20 000 Ar ny fankalazana ny alakamisy ary 30 000 Ar ny asabotsy (sarany navoakan’ny Kaominina Ambonivohitr’Antananarivo). Any amin’ny toeran-kafa, sy ho an’ny bokim-pianakaviana na ny kopia, angataho amin’ny kaominina ny sarany ofisialy sy ny rosia.',
    },
  },
  processingTime: {
    fr: 'À Antananarivo, la célébration a lieu au moins 15 jours après le dépôt du dossier complet, le temps de la publication du projet de mariage. L’acte est dressé le jour de la célébration ; demandez à la commune quand le livret de famille et les copies vous seront remis.',
    mg: 'Eto Antananarivo, farafahakeliny 15 andro aorian’ny fametrahana ny antontan-taratasy feno no atao ny fankalazana, mandritra ny fanambarana ampahibemaso ny fikasana hanambady. Amin’ny andro anatanterahana ny fanambadiana no soratana ny soratra ; anontanio amin’ny kaominina hoe rahoviana no homena anareo ny bokim-pianakaviana sy ny kopia.',
  },
  whereToApply: {
    fr: 'À l’état civil de la commune (mairie d’arrondissement à Antananarivo) où réside au moins l’un des futurs époux. Les copies ultérieures se demandent à la commune où le mariage a été célébré. À l’étranger, l’ambassade ou le consulat de Madagascar peut célébrer le mariage de ressortissants malagasy.',
    mg: 'Ao amin’ny sora-piankohonana ao amin’ny kaominina (boriborintany eto Antananarivo) onenan’ny iray farafahakeliny amin’ireo hanambady. Any amin’ny kaominina nanatanterahana ny fanambadiana no angatahina ny kopia any aoriana. Any ivelany, ny masoivoho na ny kaonsolin’i Madagasikara dia afaka manatanteraka ny fanambadian’ny teratany malagasy.',
  },
  steps: {
    fr: [
      { title: 'Renseignez-vous à la commune', detail: 'Demandez la liste exacte des pièces et fixez une date provisoire de célébration.' },
      { title: 'Déposez le dossier complet', detail: 'Remettez les pièces des deux futurs époux au service d’état civil et notez le nom des témoins.' },
      { title: 'Attendez la publication des bans', detail: 'Le projet de mariage est affiché publiquement pour permettre d’éventuelles oppositions. À Antananarivo, la célébration a lieu au moins 15 jours après le dépôt du dossier.' },
      { title: 'Célébrez le mariage', detail: 'Présentez-vous avec vos témoins devant l’officier d’état civil. Vous choisissez alors votre régime matrimonial.' },
      { title: 'Recevez l’acte et le livret de famille', detail: 'Vérifiez toutes les mentions avant de signer et gardez le livret en lieu sûr.' },
    ],
    mg: [
      { title: 'Mangataha fanazavana any amin’ny kaominina', detail: 'Angataho ny lisitry ny taratasy ilaina tsara ary tendreo ny daty vonjimaika hanatanterahana ny fanambadiana.' },
      { title: 'Apetraho feno ny antontan-taratasy', detail: 'Atolory ny sampan-draharahan’ny sora-piankohonana ny taratasin’ireo hanambady roa ary soraty ny anaran’ny vavolombelona.' },
      { title: 'Andraso ny fanambarana ampahibemaso', detail: 'Apetaka ampahibemaso ny fikasana hanambady mba hahafahan’ny olona manohitra raha misy antony. Eto Antananarivo, farafahakeliny 15 andro aorian’ny fametrahana ny antontan-taratasy no atao ny fankalazana.' },
      { title: 'Atanteraho ny fanambadiana', detail: 'Manatona ny mpiandraikitra ny sora-piankohonana miaraka amin’ny vavolombelona ianareo. Amin’izay ianareo no misafidy ny fitsipika mifehy ny fananan’ny mpivady.' },
      { title: 'Raiso ny soratra sy ny bokim-pianakaviana', detail: 'Hamarino ny zavatra voasoratra rehetra alohan’ny hanaovana sonia, ary tehirizo tsara ny bokim-pianakaviana.' },
    ],
  },
  legalReferences: {
    fr: [
      'Loi n° 2018-027 du 8 février 2019 relative à l’état civil',
      'Loi n° 2007-022 du 20 août 2007 relative au mariage et aux régimes matrimoniaux (âge minimum de 18 ans)',
    ],
    mg: [
      'Lalàna laharana faha-2018-027 tamin’ny 8 febroary 2019 momba ny sora-piankohonana',
      'Lalàna laharana faha-2007-022 tamin’ny 20 aogositra 2007 momba ny fanambadiana sy ny fitsipika mifehy ny fananan’ny mpivady (18 taona farafahakeliny)',
    ],
  },
  faq: {
    fr: [
      { question: 'Le mariage coutumier ou religieux suffit-il ?', answer: 'Pour être reconnu par l’administration, le mariage doit être inscrit à l’état civil. Renseignez-vous à la commune sur l’enregistrement d’un mariage traditionnel.' },
      { question: 'Un mineur peut-il se marier ?', answer: 'L’âge minimum est de 18 ans. Les exceptions sont très encadrées et nécessitent une autorisation ; renseignez-vous au tribunal.' },
      { question: 'Mon conjoint est étranger, que faut-il en plus ?', answer: 'Son passeport et les certificats délivrés par son ambassade, souvent traduits et légalisés. Le dossier peut prendre plus de temps.' },
    ],
    mg: [
      { question: 'Ampy ve ny fanambadiana nentim-paharazana na ara-pivavahana ?', answer: 'Mba hanekena azy eo anatrehan’ny fitondram-panjakana dia tsy maintsy voasoratra ao amin’ny sora-piankohonana ny fanambadiana. Anontanio any amin’ny kaominina ny fomba fanoratana ny fanambadiana nentim-paharazana.' },
      { question: 'Afaka manambady ve ny zaza tsy ampy taona ?', answer: '18 taona ny taona farafahakeliny. Voafetra tsara ny maningana ary mila fahazoan-dalana ; anontanio any amin’ny fitsarana.' },
      { question: 'Vahiny ny vadiko, inona koa no ilaina ?', answer: 'Ny pasipaorony sy ireo fanamarinana avy amin’ny masoivohony, izay matetika tsy maintsy adika sy hamarinina. Mety haharitra kokoa ny dingana.' },
    ],
  },
  related: ['acte-de-naissance', 'certificat-de-residence', 'legalisation-de-documents'],
  lastReviewed: '2026-11-23',
  verifiedAt: '2026-11-23',
  unconfirmed: ['legalReferences'],
  review: {
    status: 'toVerify',
    notes: 'Texte : date exacte de la loi n° 2007-022 (20 août 2007) relative au mariage et aux régimes matrimoniaux à confirmer au Journal officiel (texte introuvable). Frais du livret de famille et des copies, et tarif de la célébration hors Antananarivo, non publiés (le texte renvoie à la commune). Durée légale de la publication des bans non trouvée (seul le délai de 15 jours de la CUA est cité). Page officielle torolalana.gov.mg consultée partiellement seulement.',
  },
  sources: [
    { title: 'Services arrondissements : célébration de mariage civil (pièces, tarifs, délai de 15 jours)', publisher: 'Commune urbaine d’Antananarivo (CUA)', kind: 'official', url: 'https://www.cua.mg/services-arrondissements/', seen: '2026-11-23' },
    { title: 'Acte de mariage et livret de famille', publisher: 'Torolalana (portail des démarches administratives)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/acte-de-mariage-et-livret-de-famille?category=etat-civil', seen: '2026-11-23' },
    { title: 'État civil : célébration des mariages, loi n° 2018-027', publisher: 'Ambassade de Madagascar en France', kind: 'official', url: 'https://ambamad-paris.diplomatie.gov.mg/index.php/service-consulaire/service-aux-ressortissants/etat-civil', seen: '2026-11-23' },
    { title: 'Autres démarches administratives : certificat de coutume, certificat de célibat', publisher: 'Ambassade de Madagascar en France', kind: 'official', url: 'https://ambamad-paris.diplomatie.gov.mg/index.php/service-consulaire/service-aux-ressortissants/autres-demarches-administratives', seen: '2026-11-23' },
    { title: 'Arrondissements de la capitale : un service minimum assuré', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/arrondissement-de-la-capitale-un-service-minimum-assure', seen: '2026-11-23' },
    { title: 'Mariage civil à Madagascar : démarches, documents et conditions', publisher: 'Guide Za Malagasy', kind: 'secondary', url: 'https://guide.za-malagasy.com/demarches-et-documents-administratifs/mariage-civil-a-madagascar-demarches-documents-et-conditions-48.html', seen: '2026-11-23' },
  ],
}

export default service

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
      'Pour chaque époux : une copie récente de l’acte de naissance',
      'Pour chaque époux : un certificat de célibat (ou l’acte de décès ou le jugement de divorce du précédent conjoint)',
      'Pour chaque époux : un certificat de résidence',
      'Pour chaque époux : la CIN et une photo d’identité récente',
      'La CIN des témoins',
      'Pour un époux étranger : passeport et certificat de coutume ou de capacité matrimoniale délivré par son ambassade',
    ],
    mg: [
      'Isaky ny mpivady : kopia nahaterahana vao nalaina',
      'Isaky ny mpivady : fanamarinana fa tsy manambady (na kopia fahafatesana na didim-pisaraham-panambadiana raha efa nanambady teo aloha)',
      'Isaky ny mpivady : fanamarinam-ponenana',
      'Isaky ny mpivady : kara-panondro sy sary vao nalaina',
      'Kara-panondron’ireo vavolombelona',
      'Ho an’ny vahiny : pasipaoro sy fanamarinana avy amin’ny masoivohony (certificat de coutume na de capacité matrimoniale)',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'La célébration à la mairie est en principe gratuite, mais des frais peuvent être demandés pour la publication, le livret de famille ou les copies, selon la commune. Demandez le tarif officiel et un reçu.',
      mg: 'Raha ny fitsipika dia maimaim-poana ny fanatanterahana ny fanambadiana ao amin’ny lapan’ny tanàna, nefa mety misy sarany ho an’ny famoahana ny fanambarana, ny bokim-pianakaviana na ny kopia, arakaraka ny kaominina. Angataho ny saran-dalàna ofisialy sy ny rosia.',
    },
  },
  processingTime: {
    fr: 'Comptez au moins deux semaines entre le dépôt du dossier et la célébration, à cause de la publication des bans (environ 10 jours). L’acte et le livret sont remis le jour de la célébration ou peu après.',
    mg: 'Roa herinandro farafahakeliny eo anelanelan’ny fametrahana ny antontan-taratasy sy ny fanatanterahana ny fanambadiana, noho ny fanambarana ampahibemaso (10 andro eo ho eo). Omena amin’ny andro anatanterahana na tsy ela aorian’izay ny soratra sy ny bokim-pianakaviana.',
  },
  whereToApply: {
    fr: 'À l’état civil de la commune (mairie d’arrondissement à Antananarivo) où réside au moins l’un des futurs époux. Les copies ultérieures se demandent à la commune où le mariage a été célébré.',
    mg: 'Ao amin’ny sora-piankohonana ao amin’ny kaominina (boriborintany eto Antananarivo) onenan’ny iray farafahakeliny amin’ireo hanambady. Any amin’ny kaominina nanatanterahana ny fanambadiana no angatahina ny kopia any aoriana.',
  },
  steps: {
    fr: [
      { title: 'Renseignez-vous à la commune', detail: 'Demandez la liste exacte des pièces et fixez une date provisoire de célébration.' },
      { title: 'Déposez le dossier complet', detail: 'Remettez les pièces des deux futurs époux au service d’état civil et notez le nom des témoins.' },
      { title: 'Attendez la publication des bans', detail: 'Le projet de mariage est affiché publiquement pendant environ 10 jours pour permettre d’éventuelles oppositions.' },
      { title: 'Célébrez le mariage', detail: 'Présentez-vous avec vos témoins devant l’officier d’état civil. Vous choisissez alors votre régime matrimonial.' },
      { title: 'Recevez l’acte et le livret de famille', detail: 'Vérifiez toutes les mentions avant de signer et gardez le livret en lieu sûr.' },
    ],
    mg: [
      { title: 'Mangataha fanazavana any amin’ny kaominina', detail: 'Angataho ny lisitry ny taratasy ilaina tsara ary tendreo ny daty vonjimaika hanatanterahana ny fanambadiana.' },
      { title: 'Apetraho feno ny antontan-taratasy', detail: 'Atolory ny sampan-draharahan’ny sora-piankohonana ny taratasin’ireo hanambady roa ary soraty ny anaran’ny vavolombelona.' },
      { title: 'Andraso ny fanambarana ampahibemaso', detail: 'Apetaka ampahibemaso mandritra ny 10 andro eo ho eo ny fikasana hanambady mba hahafahan’ny olona manohitra raha misy antony.' },
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
  lastReviewed: '2026-11-21',
  review: {
    status: 'toVerify',
    notes: 'Durée de publication des bans (10 jours selon une source secondaire) et validité exigée de la copie d’acte de naissance (moins de 3 ou 6 mois ?) à confirmer ; frais éventuels (publication, livret de famille) à vérifier par commune ; date exacte de la loi n° 2007-022 (20 août 2007) à confirmer ; page officielle torolalana.gov.mg consultée partiellement seulement.',
  },
  sources: [
    { title: 'Acte de mariage et livret de famille – Torolalana (portail des démarches)', url: 'https://torolalana.gov.mg/fr/services/acte-de-mariage-et-livret-de-famille?category=etat-civil' },
    { title: 'Mariage civil à Madagascar : démarches, documents et conditions – Guide Za Malagasy', url: 'https://guide.za-malagasy.com/demarches-et-documents-administratifs/mariage-civil-a-madagascar-demarches-documents-et-conditions-48.html' },
  ],
}

export default service

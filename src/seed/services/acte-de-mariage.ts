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
      { item: 'Copie certifiée de la CIN des deux époux et des 2 témoins (une copie d’acte de naissance peut être demandée aux témoins)', form: 'certifiedCopy' },
      'La demande de mariage civil, retirée à la commune, remplie et signée par les époux et les témoins',
      { item: 'Une lettre d’engagement légalisée', unsure: 'pièce demandée à Antananarivo, non citée par le guide officiel' },
      { item: 'Enveloppes timbrées', quantity: 4 },
      'Selon le cas : autorisation de l’autorité militaire, décision du président du tribunal de première instance pour un mineur, ordonnance du tribunal pour une célébration hors de la mairie',
      'Pour un époux étranger : passeport et certificat de coutume ou de capacité matrimoniale délivré par son ambassade (certificat de capacité à mariage pour un Français)',
    ],
    mg: [
      'Isaky ny mpivady : kopia nahaterahana tsy mihoatra ny 6 volana',
      'Isaky ny mpivady : fanamarinana fa tsy manambady (na kopia fahafatesana na didim-pisaraham-panambadiana raha efa nanambady teo aloha)',
      'Isaky ny mpivady : fanamarinam-ponenana',
      'Isaky ny mpivady : kara-panondro sy sary vao nalaina',
      { item: 'Dika mitovy voamarina amin’ny kara-panondron’ny mpivady sy ny vavolombelona 2 (mety angatahina kopia nahaterahana koa ny vavolombelona)', form: 'certifiedCopy' },
      'Ny taratasy fangatahana fanambadiana ara-panjakana, alaina any amin’ny kaominina, fenoina sy soniavin’ny mpivady sy ny vavolombelona',
      { item: 'Taratasy fanekena voamarina ara-dalàna', unsure: 'takiana eto Antananarivo, tsy voalazan’ny torolalana ofisialy' },
      { item: 'Valopy misy hajia', quantity: 4 },
      'Araka ny tranga : fahazoan-dàlana avy amin’ny manam-pahefana miaramila, fanapahan-kevitry ny filohan’ny Fitsarana ambaratonga voalohany ho an’ny zaza tsy ampy taona, didy avy amin’ny fitsarana raha hatao ivelan’ny biraon’ny kaominina ny fankalazana',
      'Ho an’ny vahiny : pasipaoro sy fanamarinana avy amin’ny masoivohony (certificat de coutume na de capacité matrimoniale ; certificat de capacité à mariage ho an’ny Frantsay)',
    ],
  },
  cost: {
    free: false,
    details: {
      fr: 'Selon le guide officiel Torolalana, l’inscription du mariage coûte de 10 000 à 40 000 Ar selon la commune et le jour (le samedi coûte plus cher qu’un jour ouvrable), et l’ensemble des frais ne dépasse généralement pas 60 000 Ar. À Antananarivo, la célébration coûte 20 000 Ar le jeudi et 30 000 Ar le samedi (tarif publié par la Commune urbaine). Demandez le tarif officiel à votre commune, pour le livret de famille et les copies aussi, et un reçu.',
      mg: 'Araka ny torolalana ofisialy Torolalana, 10 000 ka hatramin’ny 40 000 Ar ny fanoratana ny fanambadiana arakaraka ny kaominina sy ny andro (lafo kokoa ny asabotsy noho ny andro fiasana), ary matetika tsy mihoatra ny 60 000 Ar ny sarany rehetra. Eto Antananarivo, 20 000 Ar ny fankalazana ny alakamisy ary 30 000 Ar ny asabotsy (sarany navoakan’ny Kaominina Ambonivohitr’Antananarivo). Angataho amin’ny kaominina misy anao ny sarany ofisialy, ho an’ny bokim-pianakaviana sy ny kopia koa, ary ny rosia.',
    },
  },
  youReceive: {
    fr: 'Le livret de famille et une copie de l’acte de mariage, remis à la fin de la célébration.',
    mg: 'Ny bokim-pianakaviana sy kopia fanambadiana, omena amin’ny fiafaran’ny fankalazana.',
  },
  delay: { from: 15, to: 20, unit: 'days' },
  processingTime: {
    fr: 'Déposez le dossier complet {délai} avant la date prévue (guide officiel Torolalana) ; à Antananarivo, la célébration a lieu au moins 15 jours après le dépôt, le temps de la publication du projet de mariage. L’acte est dressé le jour de la célébration ; demandez à la commune quand le livret de famille et les copies vous seront remis.',
    mg: 'Apetraho {faharetany} mialoha ny daty kasaina ny antontan-taratasy feno (torolalana ofisialy Torolalana) ; eto Antananarivo, farafahakeliny 15 andro aorian’ny fametrahana no atao ny fankalazana, mandritra ny fanambarana ampahibemaso ny fikasana hanambady. Amin’ny andro anatanterahana ny fanambadiana no soratana ny soratra ; anontanio amin’ny kaominina hoe rahoviana no homena anareo ny bokim-pianakaviana sy ny kopia.',
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
      'Loi n° 2007-022 du 20 août 2007 relative au mariage et aux régimes matrimoniaux, J.O. n° 3163 du 28 janvier 2008 (âge minimum de 18 ans et autorisation du président du tribunal, article 3)',
    ],
    mg: [
      'Lalàna laharana faha-2018-027 tamin’ny 8 febroary 2019 momba ny sora-piankohonana',
      'Lalàna laharana faha-2007-022 tamin’ny 20 aogositra 2007 momba ny fanambadiana sy ny fitsipika mifehy ny fananan’ny mpivady, Gazetim-panjakana laharana faha-3163 tamin’ny 28 janoary 2008 (18 taona farafahakeliny sy alalana avy amin’ny filohan’ny fitsarana, andininy faha-3)',
    ],
  },
  faq: {
    fr: [
      { question: 'Le mariage coutumier ou religieux suffit-il ?', answer: 'Pour être reconnu par l’administration, le mariage doit être inscrit à l’état civil. Renseignez-vous à la commune sur l’enregistrement d’un mariage traditionnel.' },
      { question: 'Un mineur peut-il se marier ?', answer: 'L’âge minimum est de 18 ans. Avant cet âge, seul le président du tribunal de première instance peut autoriser le mariage, pour des motifs graves, à la demande des parents (ou de la personne qui exerce l’autorité sur l’enfant) et avec leur consentement et celui du mineur, donnés devant lui (loi n° 2007-022, article 3). Le seul accord écrit des parents ne suffit pas.' },
      { question: 'Mon conjoint est étranger, que faut-il en plus ?', answer: 'Son passeport et les certificats délivrés par son ambassade, souvent traduits et légalisés. Le dossier peut prendre plus de temps.' },
    ],
    mg: [
      { question: 'Ampy ve ny fanambadiana nentim-paharazana na ara-pivavahana ?', answer: 'Mba hanekena azy eo anatrehan’ny fitondram-panjakana dia tsy maintsy voasoratra ao amin’ny sora-piankohonana ny fanambadiana. Anontanio any amin’ny kaominina ny fomba fanoratana ny fanambadiana nentim-paharazana.' },
      { question: 'Afaka manambady ve ny zaza tsy ampy taona ?', answer: '18 taona ny taona farafahakeliny. Alohan’izany, ny filohan’ny Fitsarana ambaratonga voalohany ihany no afaka manome alalana hanambady, noho ny antony matotra, araka ny fangatahan’ny ray aman-dreny (na ny olona manana fahefana amin’ilay zaza) ary miaraka amin’ny faneken’izy ireo sy ny an’ilay zaza, atao eo anatrehany (lalàna laharana faha-2007-022, andininy faha-3). Tsy ampy ny fanekena an-tsoratra avy amin’ny ray aman-dreny fotsiny.' },
      { question: 'Vahiny ny vadiko, inona koa no ilaina ?', answer: 'Ny pasipaorony sy ireo fanamarinana avy amin’ny masoivohony, izay matetika tsy maintsy adika sy hamarinina. Mety haharitra kokoa ny dingana.' },
    ],
  },
  related: ['acte-de-naissance', 'certificat-de-residence', 'legalisation-de-documents'],
  lastReviewed: '2026-11-25',
  verifiedAt: '2026-11-25',
  unconfirmed: [],
  review: {
    status: 'toVerify',
    notes: 'Comparé le 2026-11-25 à Torolalana (fiche « Acte de mariage et livret de famille », lue dans une copie publique : dépôt GitHub ricoantoniorandrianarivelo/Chatbot-torolalana, février 2026, texte malgache). Accord : copie d’acte de naissance de moins de 6 mois, certificat de célibat, certificat de résidence, photo, 4 enveloppes timbrées, livret de famille remis à la célébration. Ajouts depuis Torolalana : copies certifiées des CIN des 2 témoins, formulaire de demande de la commune, frais de 10 000 à 40 000 Ar (en général 60 000 Ar au plus en tout), dépôt 15 à 20 jours avant la date. Désaccord : Torolalana : un mineur peut se marier avec l’accord écrit de ses parents ; fiche : autorisation du tribunal ; décision : la fiche suit la loi n° 2007-022, article 3 (autorisation du président du tribunal de première instance, à la demande des parents), lue dans le texte reproduit. Pièce « lettre d’engagement légalisée » (Antananarivo) absente de Torolalana : marquée. Textes confirmés : loi n° 2007-022 du 20 août 2007 (J.O. n° 3163 du 28 janvier 2008, texte reproduit) et loi n° 2018-027 (citée par l’ambassade de Madagascar en France) : drapeau levé. Restent ouverts : montant du livret de famille et des copies hors Antananarivo ; durée légale de la publication des bans (seul le délai de 15 jours de la CUA est cité).',
  },
  sources: [
    { title: 'Torolalana — Acte de mariage et livret de famille', publisher: 'Torolalana, portail des démarches administratives (gouvernement)', kind: 'official', url: 'https://torolalana.gov.mg/fr/services/acte-de-mariage-et-livret-de-famille', seen: '2026-11-25', published: '2026-02', supports: ['summary', 'audience', 'cost', 'processingTime', 'documents', 'whereToApply', 'steps'] },
    { title: 'Loi n° 2007-022 du 20 août 2007 relative au mariage et aux régimes matrimoniaux (texte reproduit, J.O. n° 3163 du 28 janvier 2008)', publisher: 'jwf-legal2.fr.gd (recueil de textes malgaches)', kind: 'secondary', url: 'http://jwf-legal2.fr.gd/Lois-12.htm', seen: '2026-11-25', published: '2007-08-20', supports: ['legalReferences', 'audience', 'faq'] },
    { title: 'Le régime matrimonial (loi n° 2007-022 du 20 août 2007)', publisher: 'L’Express de Madagascar', kind: 'press', url: 'https://lexpress.mg/31/07/2023/le-regime-matrimonial/', seen: '2026-11-25', published: '2023-07-31', supports: ['legalReferences'] },
    { title: 'Services arrondissements : célébration de mariage civil (pièces, tarifs, délai de 15 jours)', publisher: 'Commune urbaine d’Antananarivo (CUA)', kind: 'official', url: 'https://www.cua.mg/services-arrondissements/', seen: '2026-11-23', supports: ['cost', 'processingTime', 'documents'] },
    { title: 'État civil : célébration des mariages, loi n° 2018-027', publisher: 'Ambassade de Madagascar en France', kind: 'official', url: 'https://ambamad-paris.diplomatie.gov.mg/index.php/service-consulaire/service-aux-ressortissants/etat-civil', seen: '2026-11-23', supports: ['legalReferences', 'whereToApply'] },
    { title: 'Autres démarches administratives : certificat de coutume, certificat de célibat', publisher: 'Ambassade de Madagascar en France', kind: 'official', url: 'https://ambamad-paris.diplomatie.gov.mg/index.php/service-consulaire/service-aux-ressortissants/autres-demarches-administratives', seen: '2026-11-23', supports: ['documents'] },
    { title: 'Arrondissements de la capitale : un service minimum assuré', publisher: 'MaTV', kind: 'press', url: 'https://matv.mg/arrondissement-de-la-capitale-un-service-minimum-assure', seen: '2026-11-23', supports: ['whereToApply'] },
    { title: 'Mariage civil à Madagascar : démarches, documents et conditions', publisher: 'Guide Za Malagasy', kind: 'secondary', url: 'https://guide.za-malagasy.com/demarches-et-documents-administratifs/mariage-civil-a-madagascar-demarches-documents-et-conditions-48.html', seen: '2026-11-23', supports: ['documents', 'steps'] },
  ],
}

export default service

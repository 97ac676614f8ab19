import type { FlowSeed, Localized } from '../../types'

/**
 * Question flows of the guides added by issue 41, batch 4: buying land from a private person
 * (acheter-un-terrain) and replacing a lost or worn driving licence (duplicata-du-permis-de-conduire), each written
 * from its guide's sources (Torolalana « Hividy tany amin’olon-tsotra », public copy of February 2026; Ivotoro and
 * La Vérité for the licence). Offices without an entry are named in the steps.
 */

const t = (fr: string, mg: string): Localized<string> => ({ fr, mg })

const docs = {
  cinTous: t(
    'Copie certifiée de la CIN de l’acheteur, du vendeur et des deux témoins, avec leurs certificats de résidence',
    'Dika mitovy voamarina amin’ny kara-panondron’ny mpividy, ny mpivarotra ary ny vavolombelona roa, miaraka amin’ny fanamarinam-ponenan’izy ireo',
  ),
  csj: t('Un certificat de situation juridique (CSJ) de moins de 3 mois', 'Fanamarinana ny fananan-tany (CSJ) latsaky ny 3 volana'),
  plans3: t('3 plans du terrain entier, avec les coordonnées Laborde', 'Sari-tany 3 ho an’ny tany manontolo, misy ny « coordonnées Laborde »'),
  plans5: t('5 plans pour une partie du terrain, avec les coordonnées Laborde', 'Sari-tany 5 ho an’ny ampahan-tany, misy ny « coordonnées Laborde »'),
  actes: t('5 exemplaires de l’acte de vente', 'Fifanekena ara-barotra 5'),
  mutation: t(
    'La demande de mutation signée (avec le nom du conjoint si vous êtes marié) et l’attestation signée et légalisée que la vente n’est pas frauduleuse',
    'Ny fangatahana famindrana voasonia (misy ny anaran’ny vady raha manambady) sy ny taratasy voasonia sy voamarina sonia milaza fa tsy misy hosoka ny fifampivarotana',
  ),
  autorisation: t(
    'L’autorisation de transaction ou de morcellement du service de l’aménagement (SRAT)',
    'Ny fanomezan-dàlana hivarotra na hanavaka ny tany avy amin’ny sampan-draharahan’ny fanajariana (SRAT)',
  ),
}

const steps = {
  csj: t(
    'Demandez un CSJ au service des Domaines du lieu du terrain : le vendeur doit y être inscrit seul propriétaire.',
    'Mangataha CSJ any amin’ny sampan-draharahan’ny fananan-tany misy ny tany : tsy maintsy izy irery no voasoratra ho tompony.',
  ),
  plan: t('Demandez le plan au service topographique (CIRTOPO).', 'Mangataha sari-tany any amin’ny sampan-draharahan’ny fandrefesan-tany (CIRTOPO).'),
  urbanisme: t(
    'Avec le CSJ et le plan, demandez les prescriptions d’urbanisme et l’autorisation de transaction (SRAT).',
    'Mitondra ny CSJ sy ny sari-tany, mangataha ny fepetra ara-panajariana sy ny fanomezan-dàlana hivarotra (SRAT).',
  ),
  urbanismePartie: t(
    'Avec le CSJ et le plan, demandez les prescriptions d’urbanisme et l’autorisation de morcellement (SRAT).',
    'Mitondra ny CSJ sy ny sari-tany, mangataha ny fepetra ara-panajariana sy ny fanomezan-dàlana hanavaka ny tany (SRAT).',
  ),
  acte: t(
    'Signez l’acte de vente à la commune ou à l’arrondissement du terrain ; si le vendeur est marié, les deux époux signent.',
    'Asio sonia any amin’ny kaominina na boriboritany misy ny tany ny fifanekena ara-barotra ; raha manambady ny mpivarotra, samy manao sonia ny mpivady.',
  ),
  enregistrer: t('Faites enregistrer l’acte au centre des Impôts du lieu du terrain.', 'Ampiraiketo an-boky any amin’ny ivon-ketra misy ny tany ny fifanekena.'),
  mutation: t('Déposez la demande de mutation au service des Domaines (CIRDOMA).', 'Apetraho any amin’ny sampan-draharahan’ny fananan-tany (CIRDOMA) ny fangatahana famindrana.'),
}

const feeNote = t(
  'Plusieurs frais (certificat, acte de vente, enregistrement, mutation) : voyez « Coût » dans le guide.',
  'Sarany maromaro (fanamarinana, fifanekena ara-barotra, firaiketana an-boky, famindrana) : jereo ny « Sarany » ao amin’ny torolalana.',
)

const achat: FlowSeed = {
  key: 'acheter-un-terrain',
  slug: { fr: 'acheter-un-terrain', mg: 'mividy-tany' },
  title: t('Acheter un terrain : ce qu’il vous faut', 'Mividy tany : izay ilainao'),
  summary: t(
    'Deux questions (qui est inscrit sur le titre, tout ou partie du terrain) pour savoir si vous pouvez acheter et quelles pièces réunir.',
    'Fanontaniana roa (iza no voasoratra ao amin’ny titra, tany manontolo sa ampahany) hahafantaranao raha afaka mividy ianao sy ny taratasy angonina.',
  ),
  guide: 'acheter-un-terrain',
  reviewNote:
    'Écrit le 2026-11-28 (issue 41, lot b4) d’après la fiche Torolalana « Hividy tany amin’olon-tsotra » (copie publique, dépôt ricoantoniorandrianarivelo/Chatbot-torolalana, relevé du 26 février 2026), comme le guide acheter-un-terrain. À vérifier : la liste des pièces de Torolalana mêle les étapes ; taux de 5 % pour le vendeur et 5 % pour l’acheteur (repris par le guide, marqué) ; pièces d’un partage ou d’une mutation par décès non publiées (les résultats renvoient au service des Domaines). Aucune fiche bureau pour les services fonciers : pas d’`office`.',
  questions: [
    {
      key: 'proprietaire',
      text: t('Qui est inscrit comme propriétaire sur le titre ou le cadastre du terrain ?', 'Iza no voasoratra ho tompon’ny tany ao amin’ny titra na kadasitra ?'),
      hint: t('Demandez au vendeur une copie du certificat de situation juridique.', 'Angataho amin’ny mpivarotra ny dika mitovy amin’ny CSJ.'),
      short: t('Qui est inscrit sur le titre ?', 'Iza no voasoratra amin’ny titra ?'),
      answers: [
        { key: 'vendeur', label: t('Le vendeur seul', 'Ny mpivarotra irery'), next: 'surface' },
        { key: 'decedes', label: t('Ses parents, qui sont décédés', 'Ny ray aman-dreniny efa maty'), short: t('Parents décédés', 'Ray aman-dreny maty'), next: 'succession' },
        { key: 'plusieurs', label: t('Plusieurs personnes (héritiers, famille)', 'Olona maromaro (mpandova, fianakaviana)'), short: t('Plusieurs personnes', 'Olona maromaro'), next: 'partage' },
        { key: 'en-cours', label: t('Personne : la demande du terrain est en cours', 'Tsy misy : mbola eo an-dàlana ny fangatahana'), short: t('Demande en cours', 'Efa nangataka'), next: 'demande-en-cours' },
      ],
    },
    {
      key: 'surface',
      text: t('Achetez-vous tout le terrain ou seulement une partie ?', 'Ny tany manontolo sa ampahany ihany no hovidinao ?'),
      short: t('Tout le terrain ou une partie ?', 'Tany manontolo sa ampahany ?'),
      answers: [
        { key: 'tout', label: t('Tout le terrain', 'Ny tany manontolo'), next: 'terrain-entier' },
        { key: 'partie', label: t('Une partie', 'Ampahany'), next: 'partie-du-terrain' },
      ],
    },
  ],
  outcomes: [
    {
      key: 'terrain-entier',
      title: t('Terrain entier, vendeur seul propriétaire', 'Tany manontolo, ny mpivarotra irery no tompony'),
      documents: [docs.cinTous, docs.csj, docs.plans3, docs.actes, docs.mutation],
      feeNote,
      steps: [steps.csj, steps.plan, steps.urbanisme, steps.acte, steps.enregistrer, steps.mutation],
    },
    {
      key: 'partie-du-terrain',
      title: t('Une partie du terrain, vendeur seul propriétaire', 'Ampahan-tany, ny mpivarotra irery no tompony'),
      documents: [docs.cinTous, docs.csj, docs.plans5, docs.autorisation, docs.actes, docs.mutation],
      feeNote,
      steps: [steps.csj, steps.plan, steps.urbanismePartie, steps.acte, steps.enregistrer, steps.mutation],
      text: t('Le terrain doit être divisé (morcellement) pour que votre part ait son titre.', 'Tsy maintsy avahana ny tany (morcellement) mba hanan’ny anjaranao titra.'),
    },
    {
      key: 'succession',
      title: t('Le titre est au nom de parents décédés', 'Amin’ny anaran’ny ray aman-dreny efa maty ny titra'),
      documents: [docs.csj],
      steps: [
        t('Demandez au vendeur de faire d’abord la mutation par décès au service des Domaines.', 'Angataho amin’ny mpivarotra mba hanao aloha ny famindrana araka ny lova any amin’ny sampan-draharahan’ny fananan-tany.'),
        t('Achetez quand le CSJ le montre inscrit comme propriétaire.', 'Vidio rehefa hita ao amin’ny CSJ fa izy no voasoratra ho tompony.'),
      ],
      text: t('Sinon, c’est vous qui devrez faire ces démarches après l’achat.', 'Raha tsy izany dia ianao no hanao ireo dingana ireo aorian’ny fividianana.'),
    },
    {
      key: 'partage',
      title: t('Plusieurs personnes sont inscrites sur le titre', 'Olona maromaro no voasoratra ao amin’ny titra'),
      documents: [docs.csj],
      steps: [
        t('Tous les propriétaires inscrits doivent accepter la vente.', 'Tsy maintsy manaiky ny hivarotra avokoa ireo tompony voasoratra rehetra.'),
        t('Sinon, ils font d’abord le partage au service des Domaines ; achetez ensuite la part du vendeur.', 'Raha tsy izany dia manao fizarana aloha izy ireo any amin’ny sampan-draharahan’ny fananan-tany ; vidio avy eo ny anjaran’ny mpivarotra.'),
      ],
      text: t('Sinon, c’est vous qui devrez faire ces démarches après l’achat.', 'Raha tsy izany dia ianao no hanao ireo dingana ireo aorian’ny fividianana.'),
    },
    {
      key: 'demande-en-cours',
      title: t('La demande du terrain est encore en cours', 'Mbola eo an-dàlana ny fangatahana ny tany'),
      documents: [],
      steps: [t('N’achetez pas : attendez que le demandeur ait obtenu le terrain et qu’un CSJ le montre propriétaire.', 'Aza mividy : andraso ho azon’ilay mpangataka ny tany ary hita ao amin’ny CSJ fa izy no tompony.')],
      text: t('On ne sait pas si le demandeur obtiendra le terrain.', 'Tsy fantatra raha ho azon’ilay mpangataka ny tany na tsia.'),
    },
  ],
}


const permisCommun = {
  quittance: t('La quittance du droit payé au guichet unique du Trésor public', 'Ny rosia fandoavana ny sarany tany amin’ny biraon’ny Tahirim-bolam-panjakana'),
  cin: t('Une copie certifiée de votre CIN', 'Dika mitovy voamarina amin’ny kara-panondronao'),
  residence: t('Un certificat de résidence', 'Fanamarinam-ponenana'),
}
const permisSteps = {
  payer: t('Payez le droit au guichet unique du Trésor public et gardez la quittance.', 'Aloavy any amin’ny biraon’ny Tahirim-bolam-panjakana ny sarany ary tehirizo ny rosia.'),
  deposer: t(
    'Déposez le dossier : permis d’une autre province, au bureau du courrier du ministère de l’Intérieur (porte 402) ; à Antananarivo, au centre immatriculateur d’Ambohidahy.',
    'Apetraho ny antontan-taratasy : fahazoan-dàlana avy amin’ny faritany hafa, any amin’ny biraon’ny taratasy ao amin’ny Ministeran’ny Atitany (varavarana 402) ; any Antananarivo, any amin’ny ivon-toerana fisoratana fiara Ambohidahy.',
  ),
  suivre: t('Suivez le dossier et retirez le permis à la date indiquée.', 'Araho ny antontan-taratasy ary alao amin’ny daty voatondro ny fahazoan-dàlana.'),
}
const permisUnsure = t(
  'Pièces, lieu et délai tirés d’un guide non officiel : confirmez-les au guichet.',
  'Avy amin’ny torolalana tsy ofisialy ny taratasy, ny toerana ary ny faharetany : hamarino any amin’ny birao.',
)

const duplicataPermis: FlowSeed = {
  key: 'duplicata-du-permis-de-conduire',
  slug: { fr: 'duplicata-du-permis-de-conduire', mg: 'dikasolon-ny-fahazoan-dalana-mitondra-fiara' },
  title: t('Duplicata du permis : ce qu’il vous faut', 'Dikasolon’ny fahazoan-dàlana : izay ilainao'),
  summary: t(
    'Une question (permis perdu ou usé) pour savoir quelles pièces apporter.',
    'Fanontaniana iray (very sa simba ny fahazoan-dàlana) hahafantaranao ny taratasy entina.',
  ),
  guide: 'duplicata-du-permis-de-conduire',
  reviewNote:
    'Écrit le 2026-11-28 (issue 41, lot b4) d’après la fiche Ivotoro « Duplicata de permis de conduire délivrés dans les 5 provinces autres qu’Antananarivo » (non datée, source secondaire) et La Vérité (16 août 2019, CIM d’Ambohidahy), comme le guide. Droit lu dans le guide (feeFromGuide). À vérifier : pièces et délai auprès du ministère de l’Intérieur et du CIM ; lieu de la déclaration de perte (police ou gendarmerie) non précisé par la source.',
  questions: [
    {
      key: 'cas',
      text: t('Votre permis est-il perdu (ou volé), ou seulement usé ?', 'Very (na nangalarina) ve ny fahazoan-dàlanao, sa simba fotsiny ?'),
      short: t('Permis perdu ou usé ?', 'Very sa simba ?'),
      answers: [
        { key: 'perdu', label: t('Perdu ou volé', 'Very na nangalarina'), next: 'permis-perdu' },
        { key: 'use', label: t('Usé ou abîmé', 'Simba na rovitra'), next: 'permis-use' },
      ],
    },
  ],
  outcomes: [
    {
      key: 'permis-perdu',
      title: t('Permis perdu ou volé', 'Fahazoan-dàlana very na nangalarina'),
      documents: [t('La déclaration de perte', 'Ny fanambarana fahaverezana'), permisCommun.quittance, permisCommun.cin, permisCommun.residence],
      feeFromGuide: true,
      steps: [t('Faites la déclaration de perte.', 'Manaova fanambarana fahaverezana.'), permisSteps.payer, permisSteps.deposer, permisSteps.suivre],
      unsure: permisUnsure,
    },
    {
      key: 'permis-use',
      title: t('Permis usé ou abîmé', 'Fahazoan-dàlana simba na rovitra'),
      documents: [t('L’ancien permis usé', 'Ny fahazoan-dàlana taloha simba'), permisCommun.quittance, permisCommun.cin, permisCommun.residence],
      feeFromGuide: true,
      steps: [permisSteps.payer, permisSteps.deposer, permisSteps.suivre],
      unsure: permisUnsure,
    },
  ],
}

/** Question flows of the guides added by issue 41, batch 4. */
export const flows: FlowSeed[] = [achat, duplicataPermis]

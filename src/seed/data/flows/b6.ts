import type { FlowSeed, Localized } from '../../types'

/** Question flows of the guides added by issue 41, batch 6. */

const t = (fr: string, mg: string): Localized<string> => ({ fr, mg })

// ---------------------------------------------------------------- Élèves-gendarmes (Torolalana, copie de février 2026)

const common: Localized<string>[] = [
  t(
    'Une demande au ministre délégué chargé de la Gendarmerie (catégorie et centre d’examen choisis) et la fiche d’inscription visée par le commandant du groupement',
    'Taratasy fangatahana alefa amin’ny Minisitra delegao misahana ny Zandarimariam-pirenena (sokajy sy foibe fanadinana nosafidianina) ary taratasy fisoratana anarana voamarin’ny lehiben’ny tobim-paritra',
  ),
  t('Une copie d’acte de naissance de moins de 1 an et une copie de la CIN', 'Kopia nahaterahana latsaky ny 1 taona sy dika mitovy amin’ny kara-panondro'),
  t('Le diplôme du bac certifié par l’Office du bac (ou un diplôme équivalent)', 'Diplaoma bakalorea voamarin’ny Office du Bac (na diplaoma mitovy lenta aminy)'),
  t('Un certificat médical d’un médecin militaire (ou d’un centre de santé public) et un certificat de taille', 'Fanamarinam-pahasalamana avy amin’ny dokotera miaramila (na toeram-pitsaboana ho an’ny daholobe) sy fanamarinana ny halavana'),
  t('Un casier judiciaire et un certificat de résidence, chacun de moins de 3 mois', 'Firaketana heloka sy fanamarinam-ponenana, samy latsaky ny 3 volana'),
  t('Le reçu du droit de concours, 4 photos d’identité et une enveloppe timbrée à votre adresse (valeur du timbre : voir le guide)', 'Ny rosian’ny saram-pifaninanana, sary famantarana 4 ary valopy misy hajia sy ny adiresinao (ny vidin’ny hajia : jereo ny torolalana)'),
  t('Pour les femmes : un test de grossesse négatif de moins de 15 jours', 'Ho an’ny vehivavy : fanamarinana fa tsy bevohoka latsaky ny 15 andro'),
]

const steps: Localized<string>[] = [
  t('Versez le droit de concours sur le compte BOA indiqué dans l’avis de l’année.', 'Aloavy amin’ny kaonty BOA voalaza ao amin’ny filazana amin’ity taona ity ny saram-pifaninanana.'),
  t('Déposez le dossier complet au groupement de gendarmerie le plus proche, pendant la période de dépôt.', 'Apetraho any amin’ny tobim-paritry ny Zandarimariam-pirenena akaiky anao ny antontan-taratasy feno, mandritra ny fotoana fametrahana.'),
  t('Passez les écrits dans votre centre, puis, si vous êtes admissible, la seconde phase à Ambositra.', 'Ataovy any amin’ny foibenao ny fanadinana an-tsoratra, avy eo, raha afaka ianao, ny fiodinana faharoa any Ambositra.'),
]

const fee = {
  feeFromGuide: true as const,
  feeNote: t(
    'Droit de concours selon Torolalana ; repas à vos frais pendant la seconde phase',
    'Saram-pifaninanana araka ny Torolalana ; ianao no mandoa ny sakafonao mandritra ny fiodinana faharoa',
  ),
}

const gendarmes: FlowSeed = {
  key: 'devenir-eleve-gendarme',
  slug: { fr: 'devenir-eleve-gendarme', mg: 'miditra-ho-zandary-izay-ilainao' },
  title: t('Devenir élève-gendarme : ce qu’il vous faut', 'Miditra ho zandary : izay ilainao'),
  summary: t(
    'Une question sur votre situation (civil, militaire, orphelin ou veuve de gendarme, spécialiste) pour savoir quelles pièces joindre.',
    'Fanontaniana iray momba ny toe-javatra misy anao (sivily, miaramila, kambotin’ny zandary na vady navelany, manana fahaizana manokana) hahafantaranao ny taratasy ampidirina.',
  ),
  guide: 'recrutement-des-eleves-gendarmes',
  reviewNote:
    'Pièces recopiées de Torolalana, fiche « Fifaninanana hiditra ho zandary » (copie publique du 26 février 2026), comme le guide. À vérifier : (1) la pièce « taratasy filazana ny servisy vitan’ilay zandary maty » est placée par Torolalana entre les orphelins et les veuves : rattachée ici aux deux cas ; (2) « soram-piankohonanan’izy roa » traduit par « les actes d’état civil des deux époux » ; (3) les conditions d’âge et de taille changent à chaque avis : non reprises ici.',
  questions: [
    {
      key: 'situation',
      text: t('Quelle est votre situation ?', 'Inona no toe-javatra misy anao ?'),
      hint: t('Des places sont réservées aux militaires, aux orphelins et veuves de gendarmes et aux spécialistes.', 'Misy toerana natokana ho an’ny miaramila, ny kamboty sy ny vady navelan’ny zandary ary ny manana fahaizana manokana.'),
      answers: [
        { key: 'civil', label: t('Civil, sans cas particulier', 'Sivily, tsy misy tranga manokana'), short: t('Civil', 'Sivily'), next: 'civil' },
        { key: 'militaire', label: t('Militaire ou ancien militaire', 'Miaramila na miaramila taloha'), short: t('Militaire', 'Miaramila'), next: 'militaire' },
        { key: 'orphelin', label: t('Orphelin d’un gendarme', 'Kambotin’ny zandary'), next: 'orphelin' },
        { key: 'veuve', label: t('Veuve d’un gendarme mort en mission', 'Vady navelan’ny zandary maty nanatanteraka iraka'), short: t('Veuve de gendarme', 'Vadin’ny zandary maty'), next: 'veuve' },
        { key: 'specialiste', label: t('Spécialiste (informatique, automobile, sport…)', 'Manana fahaizana manokana (informatika, fiara…)'), short: t('Spécialiste', 'Fahaizana manokana'), next: 'specialiste' },
      ],
    },
  ],
  outcomes: [
    {
      key: 'civil',
      title: t('Candidat civil', 'Mpiadina sivily'),
      documents: common,
      ...fee,
      steps,
    },
    {
      key: 'militaire',
      title: t('Candidat militaire ou ancien militaire', 'Mpiadina miaramila na miaramila taloha'),
      documents: [
        ...common,
        t('Un état des services effectués', 'Taratasy milaza ny servisy vita'),
        t('Un certificat de bonne conduite', 'Fanamarinam-pitondrantena mendrika'),
        t('La demande d’autorisation accordée par votre chef', 'Taratasy fangatahana nahazoana alalana tamin’ny lehibe'),
      ],
      ...fee,
      steps,
    },
    {
      key: 'orphelin',
      title: t('Orphelin d’un gendarme', 'Kambotin’ny zandary'),
      documents: [
        ...common,
        t('Une copie de votre acte de naissance (filiation avec le gendarme)', 'Dika mitovy amin’ny kopia nahaterahanao (mampiseho ny fifandraisana amin’ilay zandary)'),
        t('L’état des services du gendarme décédé', 'Taratasy filazana ny servisy vitan’ilay zandary maty'),
      ],
      ...fee,
      steps,
      unsure: t(
        'Torolalana place l’état des services du gendarme décédé entre les pièces des orphelins et celles des veuves : confirmez au groupement.',
        'Apetraky ny Torolalana eo anelanelan’ny taratasin’ny kamboty sy ny an’ny vady navela ny taratasy filazana ny servisy vitan’ilay zandary maty : hamarino any amin’ny tobim-paritra.',
      ),
    },
    {
      key: 'veuve',
      title: t('Veuve d’un gendarme mort en mission', 'Vady navelan’ny zandary maty nanatanteraka iraka'),
      documents: [
        ...common,
        t('Une copie de l’acte de décès du gendarme', 'Dika mitovy amin’ny sora-pahafatesan’ilay zandary'),
        t('Une copie des actes d’état civil des deux époux', 'Dika mitovy amin’ny sora-piankohonan’izy mivady'),
        t('L’état des services du gendarme décédé', 'Taratasy filazana ny servisy vitan’ilay zandary maty'),
        t('Le relevé de ses punitions et de ses notes pendant son service', 'Fanamarinana mikasika ny sazy sy ny naotin’ilay miaramila nandritra ny fanompoam-pirenena nataony'),
      ],
      ...fee,
      steps,
    },
    {
      key: 'specialiste',
      title: t('Candidat spécialiste', 'Mpiadina manana fahaizana manokana'),
      documents: [...common, t('Une copie du diplôme de votre spécialité', 'Dika mitovy amin’ny diplaoma mifanaraka amin’ny fahaizanao')],
      ...fee,
      steps,
    },
  ],
}

export const flows: FlowSeed[] = [gendarmes]

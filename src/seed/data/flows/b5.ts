import type { FlowSeed, Localized } from '../../types'

/** Question flows of the guides added by issue 41, batch 5. */

const t = (fr: string, mg: string): Localized<string> => ({ fr, mg })

const af = {
  formulaire: t('Le formulaire « Demande d’allocation familiale » de la CNaPS', 'Ny taratasy fenoina « Fangatahana volan-jaza » avy amin’ny CNaPS'),
  presence: t('Le « certificat de temps de présence » (formulaire CNaPS)', 'Ny « Taratasy fanamarinana tombok’ora » (taratasy fenoina CNaPS)'),
  naissance: t('La copie de l’acte de naissance de l’enfant', 'Ny kopia nahaterahan’ny zaza'),
  petit: t('Un certificat médical ou un certificat de vie de l’enfant', 'Taratasy avy amin’ny dokotera na fanamarinana fa velona ny zaza'),
  scolarite: t('Un certificat de scolarité de l’enfant', 'Fanamarinana fianarana ny zaza'),
}

const afSteps = [
  t('Retirez les formulaires à une agence de la CNaPS ou sur cnaps.mg.', 'Makà ny taratasy fenoina any amin’ny biraon’ny CNaPS na ao amin’ny cnaps.mg.'),
  t('Faites remplir le certificat de temps de présence par votre employeur.', 'Asaivo fenoin’ny mpampiasa anao ny taratasy fanamarinana tombok’ora.'),
  t('Déposez le dossier dans un bureau de la CNaPS, sans frais.', 'Apetraho any amin’ny biraon’ny CNaPS ny antontan-taratasy, maimaim-poana.'),
]

const afUnsure = t(
  'Acte de naissance : non cité par la CNaPS. Certificat médical, de vie ou de scolarité : cités par la presse (2019) seulement.',
  'Kopia nahaterahana : tsy voatonon’ny CNaPS. Taratasy avy amin’ny dokotera, fanamarinana fa velona na fanamarinana fianarana : voalazan’ny gazety (2019) ihany.',
)

const allocations: FlowSeed = {
  key: 'allocations-familiales',
  slug: t('allocations-familiales', 'volan-jaza-cnaps'),
  title: t('Allocations familiales : ce qu’il vous faut', 'Volan-jaza : izay ilainao'),
  summary: t(
    'Une question sur l’âge de l’enfant pour connaître les pièces de la demande d’allocation familiale à la CNaPS.',
    'Fanontaniana iray momba ny taonan’ny zaza hahafantarana ny taratasy ilaina amin’ny fangatahana volan-jaza any amin’ny CNaPS.',
  ),
  guide: 'allocations-familiales',
  reviewNote:
    'Écrit le 2026-11-28 d’après le guide allocations-familiales (issue 41, b5). Formulaires, gratuité, délai de 15 jours ouvrables et bureaux : Torolalana (fiche CNaPS, copie publique de février 2026). Pièces selon l’âge (certificat médical ou de vie avant 6 ans, certificat de scolarité de 6 à 21 ans) : La Vérité du 12 août 2019 seule. Limite de 21 ans : La Vérité 2019 et L’Express 2025. Acte de naissance : non cité. Rôle de l’employeur dans le certificat de temps de présence : non décrit par les sources.',
  questions: [
    {
      key: 'age',
      text: t('Quel âge a l’enfant ?', 'Firy taona ny zaza ?'),
      answers: [
        { key: 'moins-6', label: t('Moins de 6 ans', 'Latsaky ny 6 taona'), next: 'moins-de-6-ans' },
        { key: '6-21', label: t('De 6 à 21 ans', '6 ka hatramin’ny 21 taona'), short: t('De 6 à 21 ans', '6 hatramin’ny 21 taona'), next: 'de-6-a-21-ans' },
        { key: 'plus-21', label: t('Plus de 21 ans', 'Mihoatra ny 21 taona'), next: 'plus-de-21-ans' },
      ],
    },
  ],
  outcomes: [
    {
      key: 'moins-de-6-ans',
      title: t('Enfant de moins de 6 ans', 'Zaza latsaky ny 6 taona'),
      documents: [af.formulaire, af.presence, af.naissance, af.petit],
      feeAriary: 0,
      duration: { from: 15, unit: 'workingDays' },
      office: 'cnaps-siege-ampefiloha',
      steps: afSteps,
      unsure: afUnsure,
    },
    {
      key: 'de-6-a-21-ans',
      title: t('Enfant de 6 à 21 ans', 'Zaza 6 ka hatramin’ny 21 taona'),
      documents: [af.formulaire, af.presence, af.naissance, af.scolarite],
      feeAriary: 0,
      duration: { from: 15, unit: 'workingDays' },
      office: 'cnaps-siege-ampefiloha',
      steps: afSteps,
      unsure: afUnsure,
    },
    {
      key: 'plus-de-21-ans',
      title: t('Enfant de plus de 21 ans', 'Zaza mihoatra ny 21 taona'),
      documents: [],
      steps: [t('Aucune demande à faire : l’allocation familiale s’arrête aux 21 ans de l’enfant.', 'Tsy misy fangatahana atao : mijanona rehefa feno 21 taona ny zaza ny volan-jaza.')],
      text: t('Pour un autre enfant plus jeune, refaites le choix avec son âge.', 'Ho an’ny zanaka hafa zandriny, avereno ny safidy amin’ny taonany.'),
    },
  ],
}

export const flows: FlowSeed[] = [allocations]

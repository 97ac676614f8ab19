import type { FlowSeed, Localized } from '../../types'

/**
 * Question flows of the guides added by issue 41, batch 8. Written from the guide
 * declarer-ses-impots-en-ligne and its sources (page e-Hetraphone of the ministry of the Economy and
 * Finance: operators' codes, SMS worth a receipt, Hetraonline, CIF after 72 hours; press on e-Hetra).
 */

const t = (fr: string, mg: string): Localized<string> => ({ fr, mg })

const nif = t('Votre NIF (numéro d’identification fiscale)', 'Ny NIF-nao (laharam-pamantarana ara-ketra)')
const feeNote = t(
  'Vous payez le montant de votre impôt ; le service en ligne est sans frais.',
  'Ny vola tokony haloa amin’ny hetranao no aloanao ; maimaim-poana ny tolotra an-tserasera.',
)
const taxUnsure = t(
  'Le montant dépend de votre impôt : il n’est pas fixé par ce service.',
  'Miankina amin’ny hetranao ny vola aloa : tsy ity tolotra ity no mametraka azy.',
)
const sms = t(
  'Gardez le SMS de confirmation : il vaut reçu (récépissé) du centre fiscal.',
  'Tehirizo ny hafatra SMS fanamarinana : mitovy lanja amin’ny rosia (« récépissé ») omen’ny ivon-ketra izy.',
)
const cif = t(
  'Vos paiements apparaissent dans votre compte Hetraonline ; après 72 heures, imprimez votre carte fiscale (CIF) avec QR code ou retirez-la au centre fiscal.',
  'Hita ao amin’ny kaonty Hetraonline-nao ny hetra naloanao ; afaka 72 ora, atontay ny karatra famantarana ara-ketra (CIF) misy « QR code » na alao any amin’ny ivon-ketra.',
)
const menu = t('Suivez le menu pour déclarer et payer votre impôt synthétique.', 'Araho ny safidy hanambarana sy handoavana ny hetra tambatra.')

function mobile(key: string, operator: string, code: string): FlowSeed['outcomes'][number] {
  return {
    key,
    title: t(`Impôt synthétique par ${operator}`, `Hetra tambatra amin’ny ${operator}`),
    documents: [nif, t(`Un compte ${operator} approvisionné`, `Kaonty ${operator} misy vola`)],
    feeNote,
    duration: { from: 72, unit: 'hours' },
    steps: [t(`Composez ${code} sur votre téléphone.`, `Tsindrio ny ${code} amin’ny findainao.`), menu, sms, cif],
    unsure: taxUnsure,
  }
}

const impotsEnLigne: FlowSeed = {
  key: 'payer-ses-impots-en-ligne',
  slug: { fr: 'payer-ses-impots-en-ligne', mg: 'mandoa-hetra-an-tserasera' },
  title: t('Impôts en ligne : ce qu’il vous faut', 'Hetra an-tserasera : izay ilainao'),
  summary: t(
    'Deux questions (votre impôt, votre opérateur) pour savoir quel service utiliser et quel code composer.',
    'Fanontaniana roa (ny hetranao, ny mpandraharaha findainao) hahafantaranao ny tolotra hampiasaina sy ny kaody hotsindriana.',
  ),
  guide: 'declarer-ses-impots-en-ligne',
  reviewNote:
    'À vérifier : (1) codes USSD des trois opérateurs, relevés sur la page e-Hetraphone du ministère de l’Économie et des Finances (mail.mfb.gov.mg, non datée) : ils peuvent avoir changé ; (2) e-Hetraphone présenté par la presse comme réservé à l’impôt synthétique (La Vérité, Orange Actu, 2021) ; (3) adhésion à e-Hetra et compte dans une banque partenaire : une seule source de presse (AllAfrica 2020), adresse du portail e-Hetra non relevée ; (4) relecture du malgache par un locuteur natif.',
  questions: [
    {
      key: 'impot',
      text: t('Quel impôt voulez-vous déclarer et payer ?', 'Inona no hetra tianao hambara sy haloa ?'),
      hint: t(
        'e-Hetraphone (téléphone) sert à l’impôt synthétique des petites entreprises.',
        'Ho an’ny hetra tambatra an’ny orinasa madinika ny e-Hetraphone (finday).',
      ),
      answers: [
        {
          key: 'synthetique',
          label: t('L’impôt synthétique (IS) de ma petite entreprise', 'Ny hetra tambatra (IS) an’ny orinasa madinika'),
          short: t('Impôt synthétique', 'Hetra tambatra'),
          next: 'operateur',
        },
        {
          key: 'entreprise',
          label: t('IR, TVA ou IRSA de mon entreprise', 'IR, TVA na IRSA an’ny orinasako'),
          short: t('IR, TVA, IRSA', 'IR, TVA, IRSA'),
          next: 'e-hetra',
        },
      ],
    },
    {
      key: 'operateur',
      text: t('Quel compte mobile money avez-vous ?', 'Inona no kaonty vola an-finday anananao ?'),
      answers: [
        { key: 'mvola', label: t('MVola', 'MVola'), next: 'mvola' },
        { key: 'orange', label: t('Orange Money', 'Orange Money'), next: 'orange-money' },
        { key: 'airtel', label: t('Airtel Money', 'Airtel Money'), next: 'airtel-money' },
      ],
    },
  ],
  outcomes: [
    mobile('mvola', 'MVola', '#111*1*5*7*2#'),
    mobile('orange-money', 'Orange Money', '#144#3-1-4-1'),
    mobile('airtel-money', 'Airtel Money', '*436*8*8#'),
    {
      key: 'e-hetra',
      title: t('Entreprise : la plateforme e-Hetra', 'Orinasa : ny sehatra e-Hetra'),
      documents: [
        nif,
        t('L’adhésion de l’entreprise à la plateforme e-Hetra', 'Ny fisoratan’ny orinasa ao amin’ny sehatra e-Hetra'),
        t('Un compte dans une banque partenaire, pour le télépaiement', 'Kaonty ao amin’ny banky miara-miasa, handoavana an-tserasera'),
      ],
      feeNote,
      steps: [
        t('Connectez-vous à la plateforme e-Hetra de la Direction générale des impôts.', 'Midira ao amin’ny sehatra e-Hetra an’ny Foiben-ketra.'),
        t('Déposez la déclaration (e-déclaration), puis payez (e-paiement).', 'Apetraho ny fanambarana (e-déclaration), avy eo aloavy (e-paiement).'),
        t('Déposez aussi votre bilan en ligne (e-bilan) quand il est dû.', 'Apetraho an-tserasera koa ny bilan (e-bilan) rehefa tonga ny fotoana.'),
      ],
      text: t(
        'Certains centres fiscaux d’Antananarivo n’acceptent plus le papier ni les espèces (presse, 2025).',
        'Misy ivon-ketra eto Antananarivo tsy mandray intsony taratasy na vola an-tanana (gazety, 2025).',
      ),
      unsure: t(
        'Adhésion et compte bancaire cités par la presse seulement ; adresse du portail e-Hetra à demander au centre fiscal.',
        'Ny gazety ihany no milaza ny fisoratana sy ny kaonty any amin’ny banky ; anontanio any amin’ny ivon-ketra ny adiresin’ny sehatra e-Hetra.',
      ),
    },
  ],
}

export const flows: FlowSeed[] = [impotsEnLigne]

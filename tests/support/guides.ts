/** Guides as the model holds them, for the channels' unit tests (web, SMS, USSD). */
import type { Locale } from '@/i18n'
import type { Guide, GuideDocument, GuideQuestion, GuideStep } from '@/model/guide'

/** Document lines with no quantity, form or mark. */
export const docs = (items: string[]): GuideDocument[] => items.map((item) => ({ item, quantity: null, form: null, unsure: null }))
/** A step with no fee, duration, office or mark. */
export const step = (title: string, detail: string | null = null, over: Partial<GuideStep> = {}): GuideStep => ({ title, detail, feeAriary: null, duration: null, office: null, unsure: null, ...over })
export const question = (q: string, answer: string, unsure: string | null = null): GuideQuestion => ({ question: q, answer, unsure })

export function passportGuide(lang: Locale, over: Partial<Guide> = {}): Guide {
  const fr = lang === 'fr'
  return {
    id: 12,
    lang,
    title: fr ? 'Passeport biométrique' : 'Pasipaoro biometrika',
    slug: fr ? 'passeport' : 'pasipaoro',
    summary: fr ? 'Obtenir ou renouveler son passeport.' : 'Mahazo na manavao pasipaoro.',
    audience: fr ? 'Tout citoyen qui voyage.' : 'Olom-pirenena rehetra handeha any ivelany.',
    theme: { id: 3, title: fr ? 'Tourisme et voyage' : 'Fizahantany sy dia', slug: fr ? 'tourisme-et-voyage' : 'fizahantany-sy-dia' },
    ministry: { name: fr ? 'Ministère de la Sécurité publique' : 'Ministeran’ny Filaminam-bahoaka', acronym: 'MSP', url: null },
    cost: { free: false, amountAriary: 150000, details: fr ? 'Timbre fiscal de 150 000 Ar, payé au guichet du Trésor. Le formulaire est gratuit.' : 'Hajia 150 000 Ar, aloa any amin’ny Trésor. Maimaim-poana ny taratasy.', othersPay: null },
    delay: null,
    processingTime: fr ? 'Environ 10 jours ouvrables à Antananarivo ; plus long en région.' : 'Andro fiasana 10 eo ho eo eto Antananarivo; maharitra kokoa any amin’ny faritra.',
    whereToApply: fr ? 'Au service des passeports du ministère de la Sécurité publique à Anosy (Antananarivo), ou à la direction régionale de la sécurité publique de votre région.' : 'Any amin’ny biraon’ny pasipaoro ao amin’ny Ministeran’ny Filaminam-bahoaka any Anosy (Antananarivo), na any amin’ny foibe isam-paritra.',
    documents: docs(fr
      ? ['Fiche de renseignement remplie et signée', 'Copie intégrale récente de l’acte de naissance', 'Photocopie certifiée de la CIN', 'Certificat de résidence de moins de 3 mois', 'Photos d’identité récentes sur fond uni', 'Ancien passeport en cas de renouvellement', 'Pour un mineur : autorisation des deux parents']
      : ['Taratasy fanomezam-baovao feno sy voasonia', 'Kopia feno vao haingana ny sora-pahaterahana', 'Kopia voamarina ny karapanondro', 'Taratasy fanamarinana ny fonenana latsaky ny 3 volana', 'Sary vao haingana']),
    steps: [
      step(fr ? 'Retirez et remplissez la fiche' : 'Alaivo sy fenoy ny taratasy'),
      step(fr ? 'Payez le timbre fiscal' : 'Aloavy ny hajia'),
      step(fr ? 'Déposez le dossier et faites la biométrie' : 'Apetraho ny antontan-taratasy'),
      step(fr ? 'Retirez le passeport' : 'Alaivo ny pasipaoro'),
    ],
    faq: [],
    youReceive: null,
    offices: [],
    marks: { summary: null, audience: null },
    mgNativeReviewed: false,
    legalReferences: [],
    onlineServices: [],
    downloads: [],
    places: [],
    directory: 'none',
    related: [],
    sources: [],
    references: [],
    proofs: {},
    verifiedAt: null,
    lastReviewed: '2026-11-20T00:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    unconfirmed: [],
    changeHistory: [],
    smsText: null,
    ...over,
  }
}

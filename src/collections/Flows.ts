/**
 * Question flows (« Ce qu'il vous faut », ADR 19): a few questions whose answers lead to the next
 * question or to an outcome — exactly the documents, fee, delay and office for one case. Editors
 * build them here without code; the structure (codes and where each answer leads) is shared by
 * both languages, the texts are per language. Checked on save (src/model/flowCheck.ts): a publish
 * whose paths are broken, or whose texts are missing in either language, is refused with the path
 * named. Public pages: /{lang}/demarches/{slug}/ and one page per answer given; also on USSD and SMS.
 */
import type { CollectionConfig, Field, FieldHook, Validate } from 'payload'
import { text as textValidation, textarea as textareaValidation } from 'payload/shared'

import type { Locale } from '@/i18n/locales'

import { contentEditors, publishedOrStaff } from '@/access'
import { hiddenFromNonEditors } from '@/access/roles'
import { schedulePublish } from '@/admin/dateFields'
import { previewPath } from '@/content/previewPath'
import { auditAfterChange, auditAfterDelete } from '@/editorial/audit'
import { editorialFields, languageWarningField } from '@/editorial/fields'
import { withFrenchReference } from '@/editorial/frenchReference'
import { nativeReviewField } from '@/editorial/nativeReview'
import { adminLanguage } from '@/fields/adminLanguage'
import { citizenWordsField } from '@/fields/citizenWords'
import { contentGroup } from '@/fields/groups'
import { reviewField } from '@/fields/review'
import { slugField } from '@/fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { DELAY_UNITS, delayUnitLabels } from '@/model/delays'
import { FLOW_LIMITS, flowPaths, type FlowShape } from '@/model/flow'
import { checkFlowShape, checkFlowTexts, type FlowProblem, type FlowTexts } from '@/model/flowCheck'
import { validateOutcomeFee } from '@/editorial/flowFees'

type Row = Record<string, unknown>
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const lines = (value: unknown): string[] => text(value).split('\n').map((l) => l.trim()).filter(Boolean)

/** The structure of a flow as saved (codes and destinations), whatever the language. */
export function shapeOf(data: Row | null | undefined): FlowShape {
  return {
    questions: rows(data?.questions).map((q) => ({ key: text(q.key).trim(), answers: rows(q.answers).map((a) => ({ key: text(a.key).trim(), next: text(a.next).trim() })) })),
    outcomes: rows(data?.outcomes).map((o) => ({ key: text(o.key).trim() })),
  }
}

/** The texts of one language as saved, rows matched by position (they share their ids across languages). */
export function textsOf(data: Row | null | undefined): FlowTexts {
  return {
    title: text(data?.title),
    questions: rows(data?.questions).map((q) => ({ text: text(q.text), short: text(q.short), answers: rows(q.answers).map((a) => ({ label: text(a.label), short: text(a.short) })) })),
    outcomes: rows(data?.outcomes).map((o) => ({ title: text(o.title), documents: lines(o.documents), steps: lines(o.steps), text: text(o.text) })),
  }
}

function refusal(problems: FlowProblem[], lang: 'fr' | 'mg'): string {
  const shown = problems.slice(0, 6).map((p) => p[lang])
  const more = problems.length - shown.length
  return [...shown, ...(more > 0 ? [lang === 'mg' ? `… sy olana ${more} hafa.` : `… et ${more} autre(s) problème(s).`] : [])].join('\n')
}

/**
 * The path of the field being validated ("questions.0.answers.1.short"). Payload gives it on save;
 * the admin's form checks (on each change once a save was refused) give only the row, found here
 * by its id.
 */
function fieldPath(options: { path?: (string | number)[]; name?: string; siblingData?: Row }, data: Row): string | null {
  if (Array.isArray(options.path) && options.path.length) return options.path.join('.')
  const name = options.name
  const row = options.siblingData
  if (!name || !row || row === data || row.id === undefined) return name ?? null
  const questions = rows(data.questions)
  for (const [i, question] of questions.entries()) {
    if (question.id === row.id) return `questions.${i}.${name}`
    const j = rows(question.answers).findIndex((answer) => answer.id === row.id)
    if (j >= 0) return `questions.${i}.answers.${j}.${name}`
  }
  const k = rows(data.outcomes).findIndex((outcome) => outcome.id === row.id)
  return k >= 0 ? `outcomes.${k}.${name}` : null
}

/** This language's text problems of a flow being published, computed once per saved data (each text field asks). */
const textProblemsOf = new WeakMap<object, FlowProblem[]>()
function textProblems(data: Row, locale: string | undefined | null): FlowProblem[] {
  let found = textProblemsOf.get(data)
  if (!found) {
    const shape = shapeOf(data)
    found = checkFlowShape(shape).problems.length ? [] : checkFlowTexts(shape, textsOf(data), locale === 'mg' ? 'mg' : 'fr')
    textProblemsOf.set(data, found)
  }
  return found
}

/**
 * On publication, a text of this language that the checker refuses (a long question without its
 * short form, a missing answer…) is refused at its own field, with the reason: the admin marks the
 * field and lists it, as it does a required field (issue 39: on the questions as a whole, the
 * reason showed nowhere). Payload's own checks of the field (length) come first.
 */
const checkedOnPublish = (kind: 'text' | 'textarea'): Validate<string> => (value, options) => {
  const base = (kind === 'text' ? textValidation : textareaValidation)(value, options as never)
  if (base !== true) return base
  const data = options.data as Row | undefined
  if (!data || data._status !== 'published') return true
  const path = fieldPath(options as unknown as { path?: (string | number)[]; name?: string; siblingData?: Row }, data)
  const mine = textProblems(data, options.req?.locale).filter((problem) => problem.field === path)
  const lang = adminLanguage(options.req)
  return mine.length ? mine.map((problem) => problem.atField?.[lang] ?? problem[lang]).join(' ') : true
}
const textOnPublish = checkedOnPublish('text')
const textareaOnPublish = checkedOnPublish('textarea')

/**
 * The whole check, on the `questions` field, when a flow is published: its paths, and the texts of
 * the other language (read as stored); this language's texts are refused at their own fields
 * (`checkedOnPublish`). A draft is always saved, however unfinished (an editor builds a flow a
 * question at a time and never loses work): what it still lacks is listed in the sidebar
 * (`pathProblems`).
 */
const validateFlow: Validate<unknown> = async (_value, options) => {
  const { data, req, id } = options as unknown as { data: Row; req: Parameters<typeof adminLanguage>[0] & { locale?: string; payload: { findByID: (args: Record<string, unknown>) => Promise<unknown> } }; id?: number | string }
  if (data._status !== 'published') return true
  const lang = adminLanguage(req)
  const shape = shapeOf(data)
  const problems = [...checkFlowShape(shape).problems]
  if (problems.length === 0) {
    const here = req.locale === 'mg' ? 'mg' : 'fr'
    const other = here === 'fr' ? 'mg' : 'fr'
    // Those with no field of their own (none today) are named here.
    problems.push(...textProblems(data, here).filter((problem) => !problem.field))
    const stored = id === undefined ? null : ((await req.payload.findByID({ collection: 'flows', id, locale: other, fallbackLocale: false, draft: true, depth: 0, overrideAccess: true }).catch(() => null)) as Row | null)
    // Rows are shared: the other language's texts are those of the rows with the same ids.
    const byId = (list: unknown) => new Map(rows(list).map((r) => [r.id, r]))
    const storedQuestions = byId(stored?.questions)
    const storedOutcomes = byId(stored?.outcomes)
    const merged: Row = {
      title: stored?.title,
      questions: rows(data.questions).map((q) => {
        const s = storedQuestions.get(q.id) ?? {}
        const answers = byId(s.answers)
        return { ...s, answers: rows(q.answers).map((a) => answers.get(a.id) ?? {}) }
      }),
      outcomes: rows(data.outcomes).map((o) => storedOutcomes.get(o.id) ?? {}),
    }
    problems.push(...checkFlowTexts(shape, textsOf(merged), other))
  }
  return problems.length ? refusal(problems, lang) : true
}

/** The number of paths, shown to the editor (set on every save from the structure). */
const countPaths: FieldHook = ({ data }) => {
  const check = checkFlowShape(shapeOf(data as Row))
  return check.problems.length ? null : check.paths
}

/** What a draft still lacks before it can be published (its paths, and its texts in this language). */
const listProblems: FieldHook = ({ data, req }) => {
  const shape = shapeOf(data as Row)
  const lang = adminLanguage(req)
  const here = req.locale === 'mg' ? 'mg' : 'fr'
  const structure = checkFlowShape(shape).problems
  const problems = structure.length ? structure : checkFlowTexts(shape, textsOf(data as Row), here)
  return problems.map((p) => `• ${p[lang]}`).join('\n')
}

/** Every path and where it leads, with its public address: the editor's preview of the flow. */
const listPaths: FieldHook = ({ data, req }) => {
  const shape = shapeOf(data as Row)
  if (checkFlowShape(shape).problems.length) return ''
  const lang = req.locale === 'mg' ? 'mg' : 'fr'
  const raw = (data as Row | undefined)?.slug
  const slug = typeof raw === 'string' ? raw : text((raw as Record<string, unknown> | undefined)?.[lang])
  const base = `/${lang}/demarches/${slug}/`
  return flowPaths(shape)
    .map((path) => `${path.answers.join(' › ')} → ${path.outcome}   ${base}${path.answers.map((a) => `${a}/`).join('')}`)
    .join('\n')
}

const keyField = (description: { fr: string; mg: string }): Field => ({
  name: 'key',
  type: 'text',
  required: true,
  maxLength: 40,
  label: { fr: 'Code', mg: 'Kaody' },
  admin: { description, width: '30%' },
})

const flowFields: Field[] = [
  { name: 'title', type: 'text', label: { fr: 'Titre', mg: 'Lohateny' }, localized: true, required: true, maxLength: 120, validate: textOnPublish },
  slugField(),
  {
    name: 'summary',
    type: 'textarea',
    label: { fr: 'Présentation', mg: 'Famelabelarana' },
    localized: true,
    required: true,
    maxLength: 300,
    admin: { description: { fr: 'Une phrase : ce que les questions permettent de savoir.', mg: 'Fehezanteny iray: izay fantatra amin’ireo fanontaniana.' } },
  },
  {
    name: 'guide',
    type: 'relationship',
    relationTo: 'services',
    required: true,
    maxDepth: 1,
    label: { fr: 'Guide complet', mg: 'Torolalana feno' },
    admin: { description: { fr: 'Le guide de la démarche : chaque résultat y renvoie, et le guide renvoie vers ces questions.', mg: 'Ny torolalan’ny fomba fanao: miverina any aminy ny vokatra tsirairay, ary mitondra amin’ireto fanontaniana ireto ny torolalana.' } },
  },
  citizenWordsField(),
  {
    name: 'questions',
    type: 'array',
    label: { fr: 'Questions', mg: 'Fanontaniana' },
    labels: { singular: { fr: 'Question', mg: 'Fanontaniana' }, plural: { fr: 'Questions', mg: 'Fanontaniana' } },
    maxRows: FLOW_LIMITS.questions,
    validate: validateFlow as never,
    admin: {
      description: {
        fr: 'La première question est posée en premier. Chaque réponse mène à une autre question ou à un résultat, par son code. À l’enregistrement, les chemins sont vérifiés : aucun ne doit rester sans résultat.',
        mg: 'Ny fanontaniana voalohany no apetraka aloha. Ny valiny tsirairay dia mitondra any amin’ny fanontaniana hafa na vokatra, amin’ny alalan’ny kaodiny. Rehefa tehirizina dia hamarinina ny lalana rehetra: tsy tokony hisy tsy misy vokatra.',
      },
    },
    fields: [
      {
        type: 'row',
        fields: [
          keyField({ fr: 'Ex. « pour-qui » : minuscules, chiffres, tirets.', mg: 'Ohatra « ho-an-iza »: litera madinika, isa, tsipika.' }),
          { name: 'text', type: 'text', localized: true, required: true, maxLength: FLOW_LIMITS.questionText, label: { fr: 'Question', mg: 'Fanontaniana' }, admin: { width: '70%' }, validate: textOnPublish },
        ],
      },
      { name: 'hint', type: 'text', localized: true, maxLength: 200, label: { fr: 'Aide (facultative)', mg: 'Fanampiana (tsy voatery)' } },
      { name: 'short', type: 'text', localized: true, maxLength: FLOW_LIMITS.questionShort, validate: textOnPublish, label: { fr: 'Forme courte pour USSD et SMS', mg: 'Endrika fohy ho an’ny USSD sy SMS' }, admin: { description: { fr: `Obligatoire quand la question dépasse ${FLOW_LIMITS.questionShort} caractères.`, mg: `Ilaina raha mihoatra ny litera ${FLOW_LIMITS.questionShort} ny fanontaniana.` } } },
      {
        name: 'answers',
        type: 'array',
        label: { fr: 'Réponses', mg: 'Valiny' },
        labels: { singular: { fr: 'Réponse', mg: 'Valiny' }, plural: { fr: 'Réponses', mg: 'Valiny' } },
        minRows: FLOW_LIMITS.answersMin,
        maxRows: FLOW_LIMITS.answersMax,
        required: true,
        fields: [
          {
            type: 'row',
            fields: [
              keyField({ fr: 'Apparaît dans l’adresse de la page.', mg: 'Hita ao amin’ny adiresin’ny pejy.' }),
              { name: 'label', type: 'text', localized: true, required: true, maxLength: FLOW_LIMITS.answerLabel, label: { fr: 'Réponse', mg: 'Valiny' }, admin: { width: '40%' }, validate: textOnPublish },
              { name: 'short', type: 'text', localized: true, maxLength: FLOW_LIMITS.answerShort, label: { fr: 'Forme courte', mg: 'Endrika fohy' }, admin: { width: '30%' }, validate: textOnPublish },
            ],
          },
          {
            name: 'next',
            type: 'text',
            required: true,
            maxLength: 40,
            label: { fr: 'Mène à (code d’une question ou d’un résultat)', mg: 'Mitondra any amin’ny (kaodin’ny fanontaniana na vokatra)' },
          },
        ],
      },
    ],
  },
  {
    name: 'outcomes',
    type: 'array',
    label: { fr: 'Résultats', mg: 'Vokatra' },
    labels: { singular: { fr: 'Résultat', mg: 'Vokatra' }, plural: { fr: 'Résultats', mg: 'Vokatra' } },
    maxRows: FLOW_LIMITS.outcomes,
    admin: { description: { fr: 'Pour un cas : exactement les pièces, le coût, le délai et le bureau. Le montant et la durée sont les mêmes dans les deux langues.', mg: 'Ho an’ny tranga iray: ny taratasy, ny sarany, ny faharetany ary ny birao marina. Mitovy amin’ny fiteny roa ny vola sy ny faharetany.' } },
    fields: [
      {
        type: 'row',
        fields: [
          keyField({ fr: 'Ex. « adulte-premier ».', mg: 'Ohatra « olon-dehibe-voalohany ».' }),
          { name: 'title', type: 'text', localized: true, required: true, maxLength: 120, label: { fr: 'Le cas, en quelques mots', mg: 'Ny tranga, amin’ny teny vitsivitsy' }, admin: { width: '70%' }, validate: textOnPublish },
        ],
      },
      { name: 'documents', type: 'textarea', localized: true, maxLength: 2000, label: { fr: 'Pièces à fournir (une par ligne)', mg: 'Taratasy ilaina (iray isan-andalana)' }, validate: textareaOnPublish },
      {
        type: 'row',
        fields: [
          {
            name: 'feeAriary',
            type: 'number',
            min: 0,
            max: 100_000_000,
            label: { fr: 'Coût (ariary, 0 : gratuit ; vide : inconnu)', mg: 'Sarany (ariary, 0: maimaim-poana; foana: tsy fantatra)' },
            validate: validateOutcomeFee as never,
            admin: { width: '34%', condition: (_, sibling) => !sibling?.feeFromGuide },
          },
          { name: 'durationFrom', type: 'number', min: 0, max: 1000, label: { fr: 'Délai : de', mg: 'Faharetany: hatramin’ny' }, admin: { width: '22%' } },
          { name: 'durationTo', type: 'number', min: 0, max: 1000, label: { fr: 'à', mg: 'ka hatramin’ny' }, admin: { width: '22%' } },
          { name: 'durationUnit', type: 'select', label: { fr: 'Unité', mg: 'Singa' }, options: DELAY_UNITS.map((value) => ({ value, label: delayUnitLabels[value] })), admin: { width: '22%' } },
        ],
      },
      {
        name: 'feeFromGuide',
        type: 'checkbox',
        label: { fr: 'Le coût est le montant principal du guide (suit ses changements)', mg: 'Ny sarany dia ny sarany fototry ny torolalana (manaraka ny fiovany)' },
      },
      { name: 'feeNote', type: 'text', localized: true, maxLength: 300, label: { fr: 'Le coût : ce qu’il couvre, comment payer', mg: 'Ny sarany: izay rakotony, ny fomba fandoavana' } },
      { name: 'office', type: 'relationship', relationTo: 'places', maxDepth: 1, label: { fr: 'Bureau (de l’annuaire)', mg: 'Birao (avy ao amin’ny lisitra)' } },
      { name: 'steps', type: 'textarea', localized: true, maxLength: 2000, label: { fr: 'Ce qu’il faut faire (une étape par ligne)', mg: 'Izay tokony atao (dingana iray isan-andalana)' } },
      { name: 'text', type: 'textarea', localized: true, maxLength: 600, label: { fr: 'À savoir aussi (facultatif)', mg: 'Tokony ho fantatra koa (tsy voatery)' } },
      {
        name: 'unsure',
        type: 'textarea',
        localized: true,
        maxLength: 1000,
        label: { fr: 'À confirmer : ce qui est incertain (affiché aux citoyens)', mg: 'Mbola hamafisina: izay tsy azo antoka (aseho ny olom-pirenena)' },
      },
    ],
  },
]

export const Flows: CollectionConfig = {
  slug: 'flows',
  labels: { singular: { fr: 'Questions « Ce qu’il vous faut »', mg: 'Fanontaniana « Izay ilainao »' }, plural: { fr: 'Questions « Ce qu’il vous faut »', mg: 'Fanontaniana « Izay ilainao »' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'pathCount', '_status', 'updatedAt'],
    group: contentGroup,
    hidden: hiddenFromNonEditors,
    components: { views: { edit: { versions: { Component: '/admin/VersionsWithAuthors#VersionsWithAuthors' } } } },
    // « Aperçu »: every path of the saved version and the result it leads to (src/components/Flow/FlowPreview.tsx).
    preview: (doc, { locale }) => previewPath((locale as Locale) || 'fr', 'flows', String(doc.id)),
  },
  access: { read: publishedOrStaff, create: contentEditors, update: contentEditors, delete: contentEditors },
  versions: { drafts: { schedulePublish }, maxPerDoc: 50 },
  hooks: { afterChange: [revalidateAfterChange, auditAfterChange], afterDelete: [revalidateAfterDelete, auditAfterDelete] },
  fields: [
    languageWarningField,
    {
      name: 'pathCount',
      type: 'number',
      label: { fr: 'Nombre de chemins', mg: 'Isan’ny lalana' },
      admin: { position: 'sidebar', readOnly: true, description: { fr: 'Chaque chemin mène à un résultat ; tous sont vérifiés à l’enregistrement.', mg: 'Mitondra any amin’ny vokatra ny lalana tsirairay; hamarinina avokoa rehefa tehirizina.' } },
      hooks: { beforeChange: [countPaths] },
    },
    ...withFrenchReference(flowFields),
    reviewField(),
    nativeReviewField,
    ...editorialFields(flowFields),
    // Computed on read, after the content fields (whose localized values are by then this language's).
    {
      name: 'pathProblems',
      type: 'textarea',
      virtual: true,
      label: { fr: 'À corriger avant de publier', mg: 'Tokony hahitsy alohan’ny hamoahana' },
      admin: { position: 'sidebar', readOnly: true, rows: 4, description: { fr: 'Vide quand tous les chemins mènent à un résultat et que les textes de cette langue sont là.', mg: 'Foana rehefa mitondra any amin’ny vokatra ny lalana rehetra ary feno ny lahatsoratra amin’ity fiteny ity.' } },
      hooks: { afterRead: [listProblems] },
    },
    {
      name: 'pathList',
      type: 'textarea',
      virtual: true,
      label: { fr: 'Tous les chemins (aperçu)', mg: 'Ny lalana rehetra (topy maso)' },
      admin: { position: 'sidebar', readOnly: true, rows: 8, description: { fr: 'Réponses › … → résultat, et l’adresse de la page publique.', mg: 'Valiny › … → vokatra, sy ny adiresin’ny pejy ho an’ny besinimaro.' } },
      hooks: { afterRead: [listPaths] },
    },
  ],
}

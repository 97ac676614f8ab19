/**
 * The path checker of question flows, run when an editor saves one (src/collections/Flows.ts) and
 * on the seeds: every answer leads somewhere, every path ends in an outcome, no question or outcome
 * is unreachable, no cycle, few enough paths to cache and test, and — per language — every text
 * there and short enough for a USSD screen. Each problem names the path that is broken, in French
 * and in Malagasy (the editor's language).
 */
import type { Locale } from '@/i18n/locales'

import { FLOW_KEY, FLOW_LIMITS, flowPaths, type FlowShape } from './flow'

/**
 * A problem in both languages; `field`, for a text of one language, is the form field it concerns
 * (`questions.0.short`, as the collection names it): the admin shows it there, as Payload shows a
 * required field (issue 39), with `atField`, the reason without what the field already says.
 */
export type FlowProblem = { fr: string; mg: string; field?: string; atField?: { fr: string; mg: string } }
export type FlowCheck = { problems: FlowProblem[]; paths: number }

/** The texts of a flow in one language, in the shape's order. */
export type FlowTexts = {
  title: string | null | undefined
  questions: { text: string | null | undefined; short?: string | null; answers: { label: string | null | undefined; short?: string | null }[] }[]
  outcomes: { title: string | null | undefined; documents?: readonly (string | null | undefined)[]; steps?: readonly (string | null | undefined)[]; text?: string | null }[]
}

const q = (key: string) => `« ${key} »`

/** The structure: keys, where each answer leads, cycles, reachability and the number of paths. */
export function checkFlowShape(flow: FlowShape): FlowCheck {
  const problems: FlowProblem[] = []
  const add = (fr: string, mg: string) => problems.push({ fr, mg })
  const { questions, outcomes } = flow
  if (questions.length === 0) add('Ajoutez au moins une question.', 'Manampia fanontaniana iray farafahakeliny.')
  if (questions.length > FLOW_LIMITS.questions) add(`Au plus ${FLOW_LIMITS.questions} questions (il y en a ${questions.length}).`, `Fanontaniana ${FLOW_LIMITS.questions} farafahabetsany (misy ${questions.length}).`)
  if (outcomes.length === 0) add('Ajoutez au moins un résultat.', 'Manampia vokatra iray farafahakeliny.')
  if (outcomes.length > FLOW_LIMITS.outcomes) add(`Au plus ${FLOW_LIMITS.outcomes} résultats (il y en a ${outcomes.length}).`, `Vokatra ${FLOW_LIMITS.outcomes} farafahabetsany (misy ${outcomes.length}).`)

  const kinds = new Map<string, 'question' | 'outcome'>()
  for (const [kind, list] of [['question', questions], ['outcome', outcomes]] as const) {
    for (const item of list) {
      if (!FLOW_KEY.test(item.key)) add(`Le code ${q(item.key)} n’est pas valable : lettres minuscules sans accent, chiffres et tirets, 40 caractères au plus.`, `Tsy mety ny kaody ${q(item.key)}: litera madinika tsy misy tsindrim-peo, isa ary tsipika fohy, 40 farafahabetsany.`)
      if (kinds.has(item.key)) add(`Le code ${q(item.key)} est donné deux fois : chaque question et chaque résultat a le sien.`, `Kaody ${q(item.key)} indroa: samy manana ny azy ny fanontaniana sy ny vokatra tsirairay.`)
      else kinds.set(item.key, kind)
    }
  }
  for (const question of questions) {
    const n = question.answers.length
    if (n < FLOW_LIMITS.answersMin || n > FLOW_LIMITS.answersMax) add(`Question ${q(question.key)} : de ${FLOW_LIMITS.answersMin} à ${FLOW_LIMITS.answersMax} réponses (il y en a ${n}).`, `Fanontaniana ${q(question.key)}: valiny ${FLOW_LIMITS.answersMin} ka hatramin’ny ${FLOW_LIMITS.answersMax} (misy ${n}).`)
    const seen = new Set<string>()
    for (const answer of question.answers) {
      if (!FLOW_KEY.test(answer.key)) add(`Question ${q(question.key)}, réponse ${q(answer.key)} : code non valable (lettres minuscules sans accent, chiffres et tirets).`, `Fanontaniana ${q(question.key)}, valiny ${q(answer.key)}: tsy mety ny kaody (litera madinika tsy misy tsindrim-peo, isa ary tsipika fohy).`)
      if (seen.has(answer.key)) add(`Question ${q(question.key)} : la réponse ${q(answer.key)} est donnée deux fois.`, `Fanontaniana ${q(question.key)}: indroa ny valiny ${q(answer.key)}.`)
      seen.add(answer.key)
      if (!answer.next) add(`Question ${q(question.key)}, réponse ${q(answer.key)} : choisissez où elle mène (une question ou un résultat).`, `Fanontaniana ${q(question.key)}, valiny ${q(answer.key)}: safidio izay alehany (fanontaniana na vokatra).`)
      else if (!kinds.has(answer.next)) add(`Question ${q(question.key)}, réponse ${q(answer.key)} : elle mène à ${q(answer.next)}, qui n’est ni une question ni un résultat.`, `Fanontaniana ${q(question.key)}, valiny ${q(answer.key)}: mitondra any amin’ny ${q(answer.next)} izy, izay tsy fanontaniana na vokatra.`)
    }
  }

  // Cycles and reachability, from the first question (depth first; keys are unique by now or reported).
  const byKey = new Map(questions.map((question) => [question.key, question]))
  const state = new Map<string, 'open' | 'done'>()
  const reached = new Set<string>()
  const visit = (key: string, path: string[]) => {
    reached.add(key)
    const question = byKey.get(key)
    if (!question) return
    state.set(key, 'open')
    for (const answer of question.answers) {
      const trail = [...path, `${key} → ${answer.key}`]
      if (state.get(answer.next) === 'open') {
        add(`Boucle : ${trail.join(', ')} revient à la question ${q(answer.next)}. Chaque chemin doit finir par un résultat.`, `Mihodina: ${trail.join(', ')} miverina amin’ny fanontaniana ${q(answer.next)}. Tsy maintsy mifarana amin’ny vokatra ny lalana rehetra.`)
      } else if (state.get(answer.next) !== 'done' && byKey.has(answer.next)) visit(answer.next, trail)
      else reached.add(answer.next)
    }
    state.set(key, 'done')
  }
  if (questions[0]) visit(questions[0].key, [])
  for (const question of questions.slice(1)) {
    if (!reached.has(question.key)) add(`La question ${q(question.key)} n’est jamais posée : aucune réponse n’y mène.`, `Tsy apetraka mihitsy ny fanontaniana ${q(question.key)}: tsy misy valiny mitondra any aminy.`)
  }
  for (const outcome of outcomes) {
    if (!reached.has(outcome.key)) add(`Le résultat ${q(outcome.key)} n’est jamais donné : aucune réponse n’y mène.`, `Tsy omena mihitsy ny vokatra ${q(outcome.key)}: tsy misy valiny mitondra any aminy.`)
  }
  const cyclic = problems.some((p) => p.fr.startsWith('Boucle'))
  const paths = cyclic ? 0 : flowPaths(flow, FLOW_LIMITS.paths + 1).length
  if (paths > FLOW_LIMITS.paths) add(`Plus de ${FLOW_LIMITS.paths} chemins : chacun est une page à relire ; regroupez des cas dans un même résultat.`, `Lalana maherin’ny ${FLOW_LIMITS.paths}: pejy tokony havaozina avy ireo; atambaro ao amin’ny vokatra iray ny tranga sasany.`)
  return { problems, paths: Math.min(paths, FLOW_LIMITS.paths) }
}

const languageName: Record<Locale, { fr: string; mg: string }> = { fr: { fr: 'en français', mg: 'amin’ny teny frantsay' }, mg: { fr: 'en malgache', mg: 'amin’ny teny malagasy' } }

/** The screen a USSD phone shows for a question (src/channels/ussd/flows.ts composes the same). */
export function ussdQuestionLength(text: string, answers: string[]): number {
  // The back key's line: « 0 Miverina », the longer of the two languages.
  return text.length + answers.reduce((sum, label, i) => sum + `\n${i + 1}. ${label}`.length, 0) + '\n0 Miverina'.length
}

/** The texts of one language: all there, within their lengths, and each question fits one USSD screen. */
export function checkFlowTexts(shape: FlowShape, texts: FlowTexts, lang: Locale): FlowProblem[] {
  const problems: FlowProblem[] = []
  const where = languageName[lang]
  const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
  // The whole message names what (« Question « qui » : … ») and the language; at the field itself, the reason alone.
  const add = (field: string, subject: { fr: string; mg: string } | null, fr: string, mg: string) =>
    problems.push({
      fr: `${subject ? `${subject.fr} : ${fr}` : cap(fr)} (${where.fr})`,
      mg: `${subject ? `${subject.mg}: ${mg}` : cap(mg)} (${where.mg})`,
      field,
      atField: { fr: cap(fr), mg: cap(mg) },
    })
  const has = (value: string | null | undefined) => typeof value === 'string' && value.trim().length > 0
  if (!has(texts.title)) add('title', null, 'le titre manque.', 'tsy misy ny lohateny.')
  shape.questions.forEach((question, i) => {
    const text = texts.questions[i]
    const asked = { fr: `Question ${q(question.key)}`, mg: `Fanontaniana ${q(question.key)}` }
    if (!text || !has(text.text)) return add(`questions.${i}.text`, asked, 'le texte de la question manque.', 'tsy misy ny fanontaniana.')
    const long = text.text!.trim().length > FLOW_LIMITS.questionShort
    if (long && !has(text.short)) add(`questions.${i}.short`, asked, `écrivez sa forme courte pour le téléphone (${FLOW_LIMITS.questionShort} caractères au plus).`, `soraty ny endriny fohy ho an’ny finday (${FLOW_LIMITS.questionShort} farafahabetsany).`)
    question.answers.forEach((answer, j) => {
      const label = text.answers[j]
      const answered = { fr: `${asked.fr}, réponse ${q(answer.key)}`, mg: `${asked.mg}, valiny ${q(answer.key)}` }
      if (!label || !has(label.label)) add(`questions.${i}.answers.${j}.label`, answered, 'le texte de la réponse manque.', 'tsy misy ny valiny.')
      else if (label.label!.trim().length > FLOW_LIMITS.answerShort && !has(label.short)) add(`questions.${i}.answers.${j}.short`, answered, `écrivez sa forme courte pour le téléphone (${FLOW_LIMITS.answerShort} caractères au plus).`, `soraty ny endriny fohy ho an’ny finday (${FLOW_LIMITS.answerShort} farafahabetsany).`)
    })
    const screen = ussdQuestionLength((has(text.short) ? text.short! : text.text!).trim(), question.answers.map((_, j) => {
      const label = text.answers[j]
      return ((has(label?.short) ? label!.short! : label?.label) ?? '').trim()
    }))
    if (screen > FLOW_LIMITS.ussdScreen) add(`questions.${i}.short`, asked, `sur un téléphone simple, la question et ses réponses font ${screen} caractères (${FLOW_LIMITS.ussdScreen} au plus) ; raccourcissez leurs formes courtes.`, `amin’ny finday tsotra, litera ${screen} ny fanontaniana sy ny valiny (${FLOW_LIMITS.ussdScreen} farafahabetsany); fohezo ny endriny fohy.`)
  })
  shape.outcomes.forEach((outcome, i) => {
    const text = texts.outcomes[i]
    const result = { fr: `Résultat ${q(outcome.key)}`, mg: `Vokatra ${q(outcome.key)}` }
    if (!text || !has(text.title)) return add(`outcomes.${i}.title`, result, 'le titre manque.', 'tsy misy ny lohateny.')
    const said = [...(text.documents ?? []), ...(text.steps ?? []), text.text].some(has)
    if (!said) add(`outcomes.${i}.documents`, result, 'dites au moins les pièces, les étapes ou un texte.', 'lazao farafahakeliny ny taratasy, ny dingana na lahatsoratra.')
  })
  return problems
}

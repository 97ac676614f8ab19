/**
 * The USSD menu: language → emergency numbers, themes → a guide → its parts (cost, delay, where,
 * documents, steps), with `0` back, `9` next page and `00` home. Stateless: the gateway sends
 * every input of the session joined by `*` (`1*3*2`), and the screen is found again by replaying
 * them, so any instance can answer any step and nothing is stored. A guide with a question flow
 * offers it as `6`: one question a screen, its answers numbered, then the outcome a screen at a time. Every screen is GSM-7 and at
 * most 182 characters (we aim for 160). Pure functions over `deps`.
 */
import { getDictionary, type Dictionary, type Locale } from '@/i18n'
import { cutToFit, gsm7Length, SMS_MAX_CHARS, toGsm7, USSD_SCREEN_AIM, USSD_SCREEN_MAX, wordPages } from '@/gsm'
import { emergencyLines } from '../emergencyText'
import { structuredFigures } from '../facts'
import { stepFigures } from '../stepFigures'
import { documentLine } from '@/model/documents'
import { firstSentence } from '@/model/text'
import type { Guide } from '@/model/guide'
import { walkFlow, type PublicFlow } from '@/model/flow'
import { outcomeText, questionLines } from '../flowText'

export type UssdDeps = {
  themes: (lang: Locale) => Promise<{ id: number; title: string }[]>
  /** A theme's guides; `shortTitle` (≤ 24 characters) names them in the list when the editors gave one. */
  guides: (lang: Locale, themeId: number) => Promise<{ id: number; title: string; shortTitle?: string | null }[]>
  guide: (lang: Locale, id: number) => Promise<Guide | null>
  emergencyNumbers: (lang: Locale) => Promise<{ label: string; number: string }[]>
  /** The question flow of a guide, if it has one (« Ce qu'il vous faut »). */
  flow: (lang: Locale, guideId: number) => Promise<PublicFlow | null>
}

export type UssdAnswer = { end: boolean; text: string }
type Texts = Dictionary['ussd']

const PARTS = ['cost', 'delay', 'where', 'documents', 'steps'] as const
type Part = (typeof PARTS)[number]

type Screen =
  | { kind: 'language' }
  | { kind: 'home'; page: number }
  | { kind: 'emergency'; page: number }
  | { kind: 'theme'; themeId: number; page: number }
  | { kind: 'guide'; guideId: number }
  | { kind: 'part'; guideId: number; part: Part; page: number }
  | { kind: 'flow'; guideId: number; answers: string[] }
  | { kind: 'flowEnd'; guideId: number; answers: string[]; page: number }

/** Most inputs replayed in one session (a session is a few dozen steps at most). */
const MAX_INPUTS = 40
/** Entries of a list screen: keys 1–8 (9 is "next"). */
const MAX_PER_PAGE = 8
/** An entry's line is cut (with "...") beyond this: titles stay readable and more fit a screen. */
const LINE_MAX = 32

/**
 * A title as a list shows it: without the verb that opens most guides' titles (« Obtenir un
 * certificat de vie » → « Certificat de vie », « Maka kopia… » → « Kopia… »): the list is the menu
 * of a theme, the guide's screen shows the whole title.
 */
export function listTitle(title: string, lang: Locale): string {
  const verb = lang === 'fr'
    ? /^(?:obtenir|demander|faire|se procurer)\s+(?:(?:un|une|le|la|les|son|sa|ses|des|du)\s+|l['’]\s*)?(?=\S)/i
    : /^(?:maka|mangataka|mahazo|manao)\s+(?=\S)/i
  const rest = title.replace(verb, '')
  return rest === title || rest.length < 4 || /^(?:ou|et|na|sy|ary)\s/i.test(rest) ? title : rest.charAt(0).toLocaleUpperCase(lang) + rest.slice(1)
}

type ListLayout = { pages: { first: number; count: number }[] }

/**
 * The screens of a list: each takes as many entries as fit whole under 182 characters with the
 * heading and the keys (at most 8; an entry longer than LINE_MAX is cut), so that a long theme
 * needs as few "9" as the screen allows. The same layout answers the keys and draws the screens.
 */
function listLayout(heading: string, entries: string[], navOf: (page: number) => string[], t: Texts, lang: Locale): ListLayout {
  // The heading opens the first screen only: the next ones continue the same list.
  const headOf = (page: number) => (page === 0 ? gsm7Length(toGsm7(heading, lang)) + 1 : 0)
  const lineLength = (entry: string, n: number) => gsm7Length(cutToFit(toGsm7(`${n} ${entry}`, lang), LINE_MAX))
  const pages: ListLayout['pages'] = []
  let first = 0
  while (first < entries.length || pages.length === 0) {
    let count = 0
    let used = headOf(pages.length) - 1
    for (let k = 1; k <= MAX_PER_PAGE && first + k <= entries.length; k++) {
      used += 1 + lineLength(entries[first + k - 1]!, k)
      const more = first + k < entries.length
      const keys = [...(more ? [t.next] : []), ...navOf(pages.length)].map((s) => toGsm7(s)).join(' ')
      if (used + (keys ? 1 + gsm7Length(keys) : 0) > USSD_SCREEN_MAX) break
      count = k
    }
    count = Math.max(count, Math.min(1, entries.length - first))
    pages.push({ first, count })
    first += count
    if (count === 0) break
  }
  return { pages }
}

/** A list screen: the heading, the page's numbered entries, then the navigation keys. */
function listPage(heading: string, entries: string[], page: number, navOf: (page: number) => string[], t: Texts, lang: Locale): string {
  const { pages } = listLayout(heading, entries, navOf, t, lang)
  const { first, count } = pages[Math.min(page, pages.length - 1)]!
  const keys = [...(page + 1 < pages.length ? [t.next] : []), ...navOf(page)].map((s) => toGsm7(s)).join(' ')
  const lines = entries.slice(first, first + count).map((entry, i) => cutToFit(toGsm7(`${i + 1} ${entry}`, lang), LINE_MAX))
  return [...(page === 0 ? [toGsm7(heading, lang)] : []), ...lines, ...(keys ? [keys] : [])].join('\n')
}

/** The entry a key chooses on a list screen (its index in the whole list), "next", or nothing. */
function listChoice(layout: ListLayout, page: number, n: number): { index: number } | { next: true } | null {
  const current = layout.pages[page]
  if (!current) return null
  if (n === 9 && page + 1 < layout.pages.length) return { next: true }
  if (n >= 1 && n <= current.count) return { index: current.first + n - 1 }
  return null
}

/** A long text shown a screen at a time under `label` (a screen that stops mid-sentence ends with "..."). */
function textPages(text: string, label: string, t: Texts, lang: Locale): string[] {
  const keys = [t.next, t.back, t.homeKey].map((k) => toGsm7(k)).join(' ')
  return wordPages(text, USSD_SCREEN_AIM - gsm7Length(toGsm7(label)) - gsm7Length(keys) - 2, lang)
}

/** A part's text, without its name; what is unconfirmed is said with the name, on every screen. */
function partText(guide: Guide, part: Part, lang: Locale): string {
  const sms = getDictionary(lang).sms
  const { amount, delay } = structuredFigures(guide)
  // The structured figure first when the sentence does not write it (a text older than the figure).
  const withFigure = (figure: string | null, text: string) => (figure && !toGsm7(text, lang).includes(figure) ? `${figure}. ${text}` : text)
  switch (part) {
    case 'cost': {
      const headline = guide.cost.free ? (guide.cost.othersPay ? sms.freeProcedure : sms.freeStrict) : ''
      return `${headline ? `${headline}. ` : ''}${withFigure(amount, guide.cost.details)}`
    }
    case 'delay':
      return withFigure(delay, guide.processingTime)
    case 'where':
      return guide.whereToApply
    case 'documents':
      return guide.documents.map((d, i) => `${i + 1}) ${documentLine(lang, d)}${d.unsure ? ` (${sms.unconfirmed})` : ''}`).join('; ')
    case 'steps':
      // Each step with its own fee and time when known, and its office's first telephone.
      return guide.steps
        .map((s, i) => {
          const facts = [...stepFigures(s, lang, sms.free), s.office?.phones[0] ? `${sms.phone} ${s.office.phones[0]}` : ''].filter(Boolean)
          return `${i + 1}) ${s.title}${facts.length ? ` (${facts.join(', ')})` : ''}${s.detail ? `: ${firstSentence(s.detail)}` : ''}${s.unsure ? ` (${sms.unconfirmed})` : ''}`
        })
        .join(' ')
  }
}

/** The unconfirmed mark of a part (« (à confirmer) »), said after its name on every screen. */
function partMark(guide: Guide, part: Part, lang: Locale): string {
  const fact = ({ cost: 'cost', delay: 'processingTime', where: 'whereToApply', documents: 'documents', steps: null } as const)[part]
  return fact && guide.unconfirmed.includes(fact) ? ` (${getDictionary(lang).sms.unconfirmed})` : ''
}

function withNotice(notice: string | null, text: string): string {
  return notice ? `${toGsm7(notice)}\n${text}` : text
}

/** Replays the inputs of a session and answers its current screen (never over 182 characters). */
export async function ussdScreen(rawText: string, deps: UssdDeps): Promise<UssdAnswer> {
  const answer = await screenOf(rawText, deps)
  if (gsm7Length(answer.text) <= USSD_SCREEN_MAX) return answer
  // A notice on top of a full screen: the screen matters more.
  const [, ...rest] = answer.text.split('\n')
  const text = rest.join('\n')
  return { ...answer, text: gsm7Length(text) <= USSD_SCREEN_MAX ? text : cutToFit(text, USSD_SCREEN_MAX) }
}

async function screenOf(rawText: string, deps: UssdDeps): Promise<UssdAnswer> {
  const inputs = rawText === '' ? [] : rawText.split('*').map((s) => s.trim()).slice(0, MAX_INPUTS)
  let lang: Locale = 'fr'
  const stack: Screen[] = [{ kind: 'language' }]
  let notice: string | null = null
  const top = () => stack[stack.length - 1]!

  for (const input of inputs) {
    notice = null
    const screen = top()
    const t = getDictionary(lang).ussd
    if (screen.kind === 'language') {
      if (input === '1' || input === '2') {
        lang = input === '1' ? 'fr' : 'mg'
        stack.push({ kind: 'home', page: 0 })
      } else notice = t.invalid
      continue
    }
    if (input === '00') {
      stack.splice(1)
      stack.push({ kind: 'home', page: 0 })
      continue
    }
    if (input === '0') {
      if (stack.length > 2) stack.pop()
      else stack.splice(1)
      continue
    }
    const n = Number(input)
    if (!/^\d{1,2}$/.test(input)) {
      notice = getDictionary(lang).ussd.invalid
      continue
    }
    if (screen.kind === 'home') {
      const themes = await deps.themes(lang)
      const choice = listChoice(homeLayout(themes, t, lang), screen.page, n)
      if (choice && 'next' in choice) stack.push({ kind: 'home', page: screen.page + 1 })
      else if (choice?.index === 0) stack.push({ kind: 'emergency', page: 0 })
      else if (choice) stack.push({ kind: 'theme', themeId: themes[choice.index - 1]!.id, page: 0 })
      else notice = t.invalid
    } else if (screen.kind === 'theme') {
      const themes = await deps.themes(lang)
      const guides = themeEntries(await deps.guides(lang, screen.themeId), lang)
      const choice = listChoice(themeLayout(themes, screen.themeId, guides, t, lang), screen.page, n)
      if (choice && 'next' in choice) stack.push({ ...screen, page: screen.page + 1 })
      else if (choice) stack.push({ kind: 'guide', guideId: guides[choice.index]!.id })
      else notice = t.invalid
    } else if (screen.kind === 'guide') {
      if (n >= 1 && n <= PARTS.length) stack.push({ kind: 'part', guideId: screen.guideId, part: PARTS[n - 1]!, page: 0 })
      else if (n === PARTS.length + 1 && (await deps.flow(lang, screen.guideId))) stack.push({ kind: 'flow', guideId: screen.guideId, answers: [] })
      else notice = t.invalid
    } else if (screen.kind === 'flow') {
      const flow = await deps.flow(lang, screen.guideId)
      const step = flow ? walkFlow(flow, screen.answers) : null
      const answer = step?.kind === 'question' ? step.question.answers[n - 1] : undefined
      const next = answer ? walkFlow(flow!, [...screen.answers, answer.key]) : null
      if (!answer || !next) notice = t.invalid
      else if (next.kind === 'outcome') stack.push({ kind: 'flowEnd', guideId: screen.guideId, answers: [...screen.answers, answer.key], page: 0 })
      else stack.push({ kind: 'flow', guideId: screen.guideId, answers: [...screen.answers, answer.key] })
    } else if (screen.kind === 'part' || screen.kind === 'emergency' || screen.kind === 'flowEnd') {
      if (n === 9) stack.push({ ...screen, page: screen.page + 1 })
      else notice = t.invalid
    }
  }

  const t = getDictionary(lang).ussd
  const screen = top()
  const nav = [t.back, t.homeKey]
  switch (screen.kind) {
    case 'language':
      return { end: false, text: withNotice(notice, [toGsm7(t.welcome), ...t.chooseLanguage.split(' 2 ').map((line, i) => toGsm7(i === 0 ? line : `2 ${line}`))].join('\n')) }
    case 'home': {
      const themes = await deps.themes(lang)
      return { end: false, text: withNotice(notice, listPage(t.home, homeEntries(themes, t), screen.page, homeNav(t), t, lang)) }
    }
    case 'emergency': {
      // Number first, one a line, screens broken between numbers only: a label never lands on
      // another screen than its number (src/channels/emergencyText.ts, the SMS list's forms).
      const numbers = await deps.emergencyNumbers(lang)
      const lines = emergencyLines(numbers, lang, SMS_MAX_CHARS, '\n')
      const room = USSD_SCREEN_AIM - gsm7Length(toGsm7(`${t.emergency}:`)) - gsm7Length([t.next, ...nav].map((k) => toGsm7(k)).join(' ')) - 2
      return pageAnswer(`${t.emergency}:`, linePages(lines, room), screen.page, nav, t, notice, '\n')
    }
    case 'theme': {
      const themes = await deps.themes(lang)
      const guides = themeEntries(await deps.guides(lang, screen.themeId), lang)
      const heading = themeHeading(themes, screen.themeId, t)
      if (guides.length === 0) return { end: false, text: withNotice(notice, [toGsm7(heading), toGsm7(t.none), nav.map((s) => toGsm7(s)).join(' ')].join('\n')) }
      return { end: false, text: withNotice(notice, listPage(heading, guides.map((g) => g.title), screen.page, () => nav, t, lang)) }
    }
    case 'guide': {
      const guide = await deps.guide(lang, screen.guideId)
      if (!guide) return { end: true, text: toGsm7(t.unavailable) }
      const flow = await deps.flow(lang, screen.guideId)
      const menu = [t.cost, t.delay, t.where, t.documents, t.steps, ...(flow ? [t.check] : [])].map((label, i) => `${i + 1} ${label}`)
      const head = cutToFit(toGsm7(guide.title, lang), 60)
      return { end: false, text: withNotice(notice, [head, ...menu.map((s) => toGsm7(s)), nav.map((s) => toGsm7(s)).join(' ')].join('\n')) }
    }
    case 'part': {
      const guide = await deps.guide(lang, screen.guideId)
      if (!guide) return { end: true, text: toGsm7(t.unavailable) }
      const label = `${{ cost: t.cost, delay: t.delay, where: t.where, documents: t.documents, steps: t.steps }[screen.part]}${partMark(guide, screen.part, lang)}`
      const pages = textPages(partText(guide, screen.part, lang), `${label}:`, t, lang)
      return pageAnswer(`${label}:`, pages, screen.page, nav, t, notice)
    }
    case 'flow': {
      // One question a screen (checked on save to fit: src/model/flowCheck.ts), `0` the previous one.
      const flow = await deps.flow(lang, screen.guideId)
      const step = flow ? walkFlow(flow, screen.answers) : null
      if (!step || step.kind !== 'question') return { end: true, text: toGsm7(t.unavailable) }
      const lines = questionLines(step.question).map((s) => toGsm7(s, lang))
      return { end: false, text: withNotice(notice, [...lines, toGsm7(t.back)].join('\n')) }
    }
    case 'flowEnd': {
      const flow = await deps.flow(lang, screen.guideId)
      const step = flow ? walkFlow(flow, screen.answers) : null
      if (!step || step.kind !== 'outcome') return { end: true, text: toGsm7(t.unavailable) }
      const pages = textPages(outcomeText(step.outcome, lang), `${t.check}:`, t, lang)
      return pageAnswer(`${t.check}:`, pages, screen.page, nav, t, notice)
    }
  }
}

function homeEntries(themes: { title: string }[], t: Texts): string[] {
  return [t.emergency, ...themes.map((th) => th.title)]
}
/** The home's first screen has nothing to go back to. */
function homeNav(t: Texts): (page: number) => string[] {
  return (page) => (page > 0 ? [t.back, t.homeKey] : [])
}
function homeLayout(themes: { title: string }[], t: Texts, lang: Locale): ListLayout {
  return listLayout(t.home, homeEntries(themes, t), homeNav(t), t, lang)
}
function themeHeading(themes: { id: number; title: string }[], themeId: number, t: Texts): string {
  return themes.find((th) => th.id === themeId)?.title ?? t.home
}
/** A theme's guides as its list shows them: short titles (else titles without their opening verb), in that order. */
function themeEntries(guides: { id: number; title: string; shortTitle?: string | null }[], lang: Locale): { id: number; title: string }[] {
  return guides.map((g) => ({ id: g.id, title: g.shortTitle?.trim() || listTitle(g.title, lang) })).sort((a, b) => a.title.localeCompare(b.title, lang))
}
function themeLayout(themes: { id: number; title: string }[], themeId: number, guides: { title: string }[], t: Texts, lang: Locale): ListLayout {
  return listLayout(themeHeading(themes, themeId, t), guides.map((g) => g.title), () => [t.back, t.homeKey], t, lang)
}

function pageAnswer(label: string, pages: string[], page: number, nav: string[], t: Texts, notice: string | null, between = ' '): UssdAnswer {
  const index = Math.min(page, pages.length - 1)
  const keys = [...(index + 1 < pages.length ? [t.next] : []), ...nav].map((s) => toGsm7(s)).join(' ')
  const text = withNotice(notice, `${toGsm7(label)}${between}${pages[index] ?? ''}\n${keys}`)
  return { end: false, text: gsm7Length(text) > USSD_SCREEN_MAX ? cutToFit(text, USSD_SCREEN_MAX) : text }
}

/** Whole lines on screens of at most `room` characters (a line longer than a screen is cut). */
function linePages(lines: string[], room: number): string[] {
  const pages: string[] = []
  for (const line of lines.map((l) => cutToFit(l, room))) {
    const last = pages[pages.length - 1]
    if (last !== undefined && gsm7Length(`${last}\n${line}`) <= room) pages[pages.length - 1] = `${last}\n${line}`
    else pages.push(line)
  }
  return pages.length ? pages : ['']
}

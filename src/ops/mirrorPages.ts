/**
 * How a public page becomes its copy in the static mirror (src/ops/mirror.ts): the same HTML, with
 * - a note under the skip link saying that this is the backup copy, made at what time, and that
 *   search and forms are not available;
 * - the emergency notice between two markers, so that an operator can set, change or clear it in
 *   the copy without the origin (`npm run mirror -- notice`);
 * - no form that posts: the contact form becomes the other ways to reach the service, any other
 *   posting form a sentence; the GET search forms stay and lead to the copy's search page, which
 *   says that search is not available and where to browse instead;
 * - a small stylesheet of its own (/_mirror/mirror.css, allowed by the pages' `style-src 'self'`).
 * The markup is the portal's own (src/components), so these are exact, tested replacements, not a
 * general HTML rewriter.
 */
import { formatDate, getDictionary, pathFor, type Locale } from '@/i18n'

export const MIRROR_CSS_PATH = '/_mirror/mirror.css'
export const NOTICE_START = '<!--mirror:notice-->'
export const NOTICE_END = '<!--/mirror:notice-->'

export type MirrorNoticeText = { title: string; message: string }
export type MirrorNotice = { severity: 'info' | 'warning' | 'critical'; fr: MirrorNoticeText; mg: MirrorNoticeText }

/** The copy's stylesheet: the notice and the note, with the site's tokens (global.css is on every page). */
export const MIRROR_CSS = `.mirror-note{background:var(--color-warning-surface,#fff4ce);border-bottom:4px solid var(--color-warning-border,#8a6d00);color:var(--color-text,#1b1b1b);padding:.5rem 0}
.mirror-note p{margin:0}
.mirror-alert{padding:.5rem 0}
.mirror-alert h2{color:inherit;margin:0 0 .25rem;font-size:1.25rem}
.mirror-alert p{margin:0;white-space:pre-line}
.mirror-alert-info,.mirror-alert-critical{color:#fff}
.mirror-alert-info{background:var(--color-navy,#153b50)}
.mirror-alert-critical{background:#8b1a13}
.mirror-alert-warning{background:var(--color-warning-surface,#fff4ce);border-bottom:4px solid var(--color-warning-border,#8a6d00)}
.mirror-off{border-left:4px solid var(--color-navy,#153b50);padding:.5rem 1rem;margin:1rem 0}
`

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** "24 novembre 2026 à 22:15" / "24 novambra 2026 amin’ny 22:15", in Madagascar's time (UTC+3). */
export function mirrorTime(lang: Locale, at: Date): string {
  const local = new Date(at.getTime() + 3 * 60 * 60 * 1000)
  const clock = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`
  return `${formatDate(lang, at.toISOString())} ${lang === 'mg' ? 'amin’ny' : 'à'} ${clock}`
}

export function langOfPath(urlPath: string): Locale {
  return urlPath.startsWith('/mg/') ? 'mg' : 'fr'
}

/** The notice as the copy shows it (same words and levels as the site's banner). */
export function noticeHtml(notice: MirrorNotice | null, lang: Locale): string {
  if (!notice) return ''
  const text = notice[lang].title.trim() && notice[lang].message.trim() ? notice[lang] : notice[lang === 'fr' ? 'mg' : 'fr']
  const other = text !== notice[lang]
  const t = getDictionary(lang).emergency
  const textLang = other ? ` lang="${lang === 'fr' ? 'mg' : 'fr'}"` : ''
  return (
    `<section class="mirror-alert mirror-alert-${notice.severity}" aria-labelledby="emergency-title" data-severity="${notice.severity}"><div class="container">` +
    `<h2 id="emergency-title">${escapeHtml(t[notice.severity])} : <span${textLang}>${escapeHtml(text.title)}</span></h2>` +
    (other ? `<p>${escapeHtml(t.otherLanguage)}</p>` : '') +
    `<p${textLang}>${escapeHtml(text.message)}</p></div></section>`
  )
}

const EMERGENCY_SECTION = /<section\b[^>]*aria-labelledby="emergency-title"[^>]*>[\s\S]*?<\/section>/
const FORM = /<form\b([^>]*)>[\s\S]*?<\/form>/g
const MAIN = /(<main\b[^>]*>)[\s\S]*<\/main>/

function contactOff(lang: Locale): string {
  const t = getDictionary(lang).mirror
  return (
    `<div class="mirror-off" role="note"><h2>${escapeHtml(t.contactTitle)}</h2><p>${escapeHtml(t.contactBody)}</p><ul>` +
    `<li><a href="${pathFor(lang, 'sms')}">${escapeHtml(t.contactSms)}</a></li>` +
    `<li><a href="${pathFor(lang, 'services')}">${escapeHtml(t.contactOffice)}</a></li>` +
    `<li><a href="#footer-emergency">${escapeHtml(t.contactEmergency)}</a></li>` +
    `</ul><p>${escapeHtml(t.contactLater)}</p></div>`
  )
}

function searchOff(lang: Locale): string {
  const t = getDictionary(lang).mirror
  return (
    `<div class="container"><h1>${escapeHtml(t.searchTitle)}</h1><p>${escapeHtml(t.searchBody)}</p><ul>` +
    `<li><a href="${pathFor(lang, 'services')}">${escapeHtml(t.searchServices)}</a></li>` +
    `<li><a href="${pathFor(lang, 'home')}">${escapeHtml(t.searchHome)}</a></li></ul></div>`
  )
}

/** A page of the site as the mirror keeps it. */
export function mirrorPage(html: string, urlPath: string, builtAt: Date): string {
  const lang = langOfPath(urlPath)
  const t = getDictionary(lang).mirror
  let page = html
  if (!page.includes(MIRROR_CSS_PATH)) page = page.replace('</head>', `<link rel="stylesheet" href="${MIRROR_CSS_PATH}"/></head>`)

  const note = `<div class="mirror-note" role="note" data-mirror-built="${builtAt.toISOString()}"><div class="container"><p>${escapeHtml(t.note.replace('{time}', mirrorTime(lang, builtAt)))}</p></div></div>`
  const banner = EMERGENCY_SECTION.exec(page)
  if (banner) page = page.replace(banner[0], () => `${NOTICE_START}${banner[0]}${NOTICE_END}${note}`)
  else {
    // Where the site puts its banner: after the skip link, before the consent banner and the header.
    const skip = /<a\b[^>]*href="#main"[^>]*>[\s\S]*?<\/a>/.exec(page)
    if (skip) page = page.replace(skip[0], () => `${skip[0]}${NOTICE_START}${NOTICE_END}${note}`)
    else page = page.replace(/<body\b[^>]*>/, (body) => `${body}${NOTICE_START}${NOTICE_END}${note}`)
  }

  if (/^\/(?:fr|mg)\/searchResult\/$/.test(urlPath)) page = page.replace(MAIN, (_whole, open: string) => `${open}${searchOff(lang)}</main>`)
  page = page.replace(FORM, (form, attributes: string) => {
    if (/\bmethod="dialog"/i.test(attributes) || /\brole="search"/.test(attributes)) return form
    if (/\baction="[^"]*\/contact\/envoyer\/?"/.test(attributes)) return contactOff(lang)
    return `<p class="mirror-off" role="note">${escapeHtml(t.formOff)}</p>`
  })
  return page
}

/** The copy's notice set, changed or cleared (null) on a page already in the mirror. */
export function withNotice(html: string, urlPath: string, notice: MirrorNotice | null): string {
  return withNoticeRegion(html, noticeHtml(notice, langOfPath(urlPath)))
}

/** The markup between a copy's notice markers (empty when no notice), or null when the page has none. */
export function noticeRegion(html: string): string | null {
  const start = html.indexOf(NOTICE_START)
  const end = html.indexOf(NOTICE_END, start)
  return start === -1 || end === -1 ? null : html.slice(start + NOTICE_START.length, end)
}

/** A copy's page with `region` between its notice markers (unchanged when it has none). */
export function withNoticeRegion(html: string, region: string): string {
  const start = html.indexOf(NOTICE_START)
  const end = html.indexOf(NOTICE_END, start)
  if (start === -1 || end === -1) return html
  return html.slice(0, start + NOTICE_START.length) + region + html.slice(end)
}

/** Refuses a notice an operator would regret: a language missing, or a text too long for a banner. */
export function checkNotice(notice: MirrorNotice): string | null {
  if (!['info', 'warning', 'critical'].includes(notice.severity)) return 'severity must be info, warning or critical'
  for (const lang of ['fr', 'mg'] as const) {
    const text = notice[lang]
    if (!text?.title?.trim() || !text?.message?.trim()) return `the ${lang === 'fr' ? 'French' : 'Malagasy'} title and message are both needed (citizens read the notice in their language)`
    if (text.title.length > 120) return `the ${lang} title is longer than 120 characters`
    if (text.message.length > 600) return `the ${lang} message is longer than 600 characters`
  }
  return null
}

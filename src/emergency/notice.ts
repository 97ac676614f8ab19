/**
 * The emergency notice (cyclone, epidemic, strike at the civil registry): one notice, both
 * languages, shown on every public page between its start and end. Who sees what:
 * `visibleNotice` is the only rule (pages, the API for anonymous readers, the boundary watch).
 */
export const NOTICE_SEVERITIES = ['info', 'warning', 'critical'] as const
export type NoticeSeverity = (typeof NOTICE_SEVERITIES)[number]

export type NoticeData = {
  active?: boolean | null
  severity?: NoticeSeverity | null
  title?: string | null
  message?: string | null
  linkUrl?: string | null
  linkLabel?: string | null
  startsAt?: string | null
  endsAt?: string | null
}

export type VisibleNotice = {
  severity: NoticeSeverity
  title: string
  message: string
  link: { url: string; label: string } | null
  /** Set when the text is shown in the other language (the page's language has none yet). */
  textLang?: 'fr' | 'mg'
}

/** The notice as the public sees it now, or null (inactive, not started, ended, or empty in this language). */
export function visibleNotice(data: NoticeData | null | undefined, now = new Date()): VisibleNotice | null {
  if (!data?.active || !data.title?.trim() || !data.message?.trim()) return null
  const at = now.getTime()
  if (data.startsAt && Date.parse(data.startsAt) > at) return null
  if (data.endsAt && Date.parse(data.endsAt) <= at) return null
  const url = data.linkUrl?.trim()
  return {
    severity: data.severity && (NOTICE_SEVERITIES as readonly string[]).includes(data.severity) ? data.severity : 'warning',
    title: data.title.trim(),
    message: data.message.trim(),
    link: url && (url.startsWith('/') || url.startsWith('https://')) ? { url, label: data.linkLabel?.trim() || url } : null,
  }
}

/**
 * What citizens asked, for editors: per channel and language over the last days, the questions
 * per day, the most asked words and the words that found nothing. Built from the anonymous
 * counts of `query-stats` (no number, no address is ever stored there).
 */
import type { Payload } from 'payload'

export type QueryReport = {
  days: number
  channels: {
    channel: string
    lang: string
    perDay: { day: string; questions: number; unanswered: number }[]
    top: { term: string; count: number }[]
    unanswered: { term: string; count: number }[]
    /** Web only: questions asked at least twice after which no guide was opened from the results. */
    unopened: { term: string; count: number }[]
  }[]
}

type Row = { day: string; channel: string; lang: string; kind: string; term: string; count: number }

export async function queryReport(payload: Payload, days = 30, now = new Date()): Promise<QueryReport> {
  const since = new Date(now.getTime() + 3 * 3600 * 1000 - days * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const { docs } = await payload.find({ collection: 'query-stats', where: { day: { greater_than_equal: since } }, limit: 20_000, depth: 0, overrideAccess: true, pagination: false })
  const groups = new Map<string, Row[]>()
  for (const row of docs as unknown as Row[]) {
    const key = `${row.channel}|${row.lang}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  const top = (rows: Row[], kind: string) => {
    const counts = new Map<string, number>()
    for (const row of rows) if (row.kind === kind && row.term !== '-') counts.set(row.term, (counts.get(row.term) ?? 0) + row.count)
    return [...counts].map(([term, count]) => ({ term, count })).sort((a, b) => b.count - a.count || a.term.localeCompare(b.term)).slice(0, 20)
  }
  const unopened = (rows: Row[]) => {
    const asked = new Map<string, number>()
    const opened = new Set<string>()
    for (const row of rows) {
      if (row.term === '-') continue
      if (row.kind === 'question') asked.set(row.term, (asked.get(row.term) ?? 0) + row.count)
      else if (row.kind === 'opened') opened.add(row.term)
    }
    return [...asked]
      .filter(([term, count]) => count >= 2 && !opened.has(term))
      .map(([term, count]) => ({ term, count }))
      .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term))
      .slice(0, 20)
  }
  const channels = [...groups].map(([key, rows]) => {
    const [channel, lang] = key.split('|') as [string, string]
    const byDay = new Map<string, { questions: number; unanswered: number }>()
    for (const row of rows) {
      if (row.kind !== 'question' && row.kind !== 'noAnswer') continue
      const day = byDay.get(row.day) ?? { questions: 0, unanswered: 0 }
      day.questions += row.count
      if (row.kind === 'noAnswer') day.unanswered += row.count
      byDay.set(row.day, day)
    }
    return {
      channel,
      lang,
      perDay: [...byDay].map(([day, v]) => ({ day, ...v })).sort((a, b) => b.day.localeCompare(a.day)),
      top: top(rows, 'question'),
      unanswered: top(rows, 'noAnswer'),
      unopened: channel === 'web' ? unopened(rows) : [],
    }
  })
  channels.sort((a, b) => a.channel.localeCompare(b.channel) || a.lang.localeCompare(b.lang))
  return { days, channels }
}

/** Texts the guide page and its Sources page both show: the day of the check and the proofs' count. */
import { format, formatDate, getDictionary, type Locale } from '@/i18n'
import { proofCounts } from '@/model/certainty'
import type { Guide } from '@/model/guide'

/** "Vérifié le 23 novembre 2026 – Ministère …" (or without the ministry), or null when never verified. */
export function verifiedText(lang: Locale, verifiedAt: string | null | undefined, ministry: string | null | undefined): string | null {
  if (!verifiedAt) return null
  const t = getDictionary(lang).guide
  const date = formatDate(lang, verifiedAt)
  return ministry ? format(t.verifiedBy, { date, ministry }) : format(t.verified, { date })
}

/** « 14 informations sur 17 confirmées par une source officielle ». */
export function proofCountText(guide: Guide): string {
  const t = getDictionary(guide.lang).guide
  const counts = proofCounts(guide.proofs)
  return counts.official > 0 ? format(t.proof.count, { official: counts.official, total: counts.statements }) : t.proof.countNone
}

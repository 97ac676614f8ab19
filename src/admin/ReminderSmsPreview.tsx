'use client'
/**
 * Under each reminder's text: the SMS as a basic phone will receive it — the guide's deadline
 * counted from today, its documents and place with their « à confirmer » — composed by the very
 * functions that send it (src/reminders/compose.ts), with its length and parts. The guide is read
 * once from the admin's own API (published version, the language being edited).
 */
import { useField, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import React, { useEffect, useState } from 'react'

import { smsParts, gsm7Length } from '@/gsm'
import { deadlineOf } from '@/model/deadline'
import type { Guide } from '@/model/guide'
import { composeReminder, reminderFacts } from '@/reminders/compose'
import { addDays, today } from '@/reminders/dates'
import { deadlineDay } from '@/reminders/plan'

import { remindersAdminTextsFor } from './remindersTexts'

type GuideDoc = { documents?: { item: string; unsure?: string | null }[]; whereToApply?: string; unconfirmed?: string[]; deadline?: Parameters<typeof deadlineOf>[0] }

export function ReminderSmsPreview({ path }: { path?: string }) {
  const { value } = useField<string>({ path: path ?? '' })
  const guideId = useFormFields(([fields]) => fields.guide?.value) as number | { id: number } | null | undefined
  const deadlineFrom = useFormFields(([fields]) => fields.deadlineFrom?.value) as string | undefined
  const group = useFormFields(([fields]) => fields.documentsGroup?.value) as string | undefined
  const { code: locale } = useLocale()
  const lang = locale === 'mg' ? 'mg' : 'fr'
  const { i18n } = useTranslation()
  const t = remindersAdminTextsFor(i18n.language)
  const id = typeof guideId === 'object' && guideId !== null ? guideId.id : guideId
  const [guide, setGuide] = useState<GuideDoc | null>(null)
  useEffect(() => {
    if (!id) return setGuide(null)
    let cancelled = false
    fetch(`/api/services/${id}?depth=0&locale=${lang}`, { credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<GuideDoc>) : null))
      .then((doc) => !cancelled && setGuide(doc))
      .catch(() => !cancelled && setGuide(null))
    return () => {
      cancelled = true
    }
  }, [id, lang])
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return null
  const now = new Date()
  const model = guide ? ({ documents: (guide.documents ?? []).map((d) => ({ item: d.item, quantity: null, form: null, unsure: d.unsure ?? null })), whereToApply: guide.whereToApply ?? '', unconfirmed: guide.unconfirmed ?? [], deadline: deadlineOf(guide.deadline) } as unknown as Guide) : null
  const deadline = deadlineDay({ deadlineFrom: deadlineFrom === 'given' ? 'given' : 'guide' }, model?.deadline ?? null, deadlineFrom === 'given' ? addDays(today(now), 90) : today(now), now)
  const sms = composeReminder(text, reminderFacts(model, model?.deadline ?? null, deadline, group ?? '', lang), lang === 'mg' ? 'mbola hamafisina' : 'à confirmer')
  const parts = smsParts(sms)
  return (
    <div className="portal-sms-preview" aria-live="polite">
      <p className="portal-sms-preview__count">
        {t.preview} — {t.previewCount.replace('{count}', String(gsm7Length(sms))).replace('{parts}', String(parts.length))}
      </p>
      {!model && <p>{t.previewNoGuide}</p>}
      <ol className="portal-sms-preview__parts">
        {parts.map((part, index) => (
          <li key={index}>
            <samp>{part}</samp>
          </li>
        ))}
      </ol>
    </div>
  )
}

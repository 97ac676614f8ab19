'use client'
/**
 * Under the SMS text of a guide: each SMS a basic phone receives when it asks for this guide,
 * as the editor types — the composed answer (cost, delay, where to go, then the menu) when no
 * SMS text is written, the usual case, else the written text with the menu and its count. The
 * answer is made by the SMS channel's own functions (src/model/guide.ts reads the form's values
 * as it reads a saved guide, src/channels/sms/compose.ts composes), so the preview is the answer.
 * The SMS texts of the guide's language and whether a question flow adds « 6 » to the menu come
 * from the server (SmsPreviewField.tsx).
 */
import { useAllFormFields, useTranslation } from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'
import React from 'react'

import type { SmsTexts } from '@/channels/sms/compose'
import { smsTextLength, SMS_TEXT_MAX } from '@/fields/smsText'
import { smsParts } from '@/gsm'
import type { Locale } from '@/i18n/locales'
import { fillAmount } from '@/model/amounts'

import { composedAnswer } from './smsAnswer'
import { adminTextsFor, fill } from './texts'

type Props = { path?: string; lang: Locale; withFlow: boolean; texts: SmsTexts }

export function SmsPreview({ path = 'smsText', lang, withFlow, texts }: Props) {
  const [fields] = useAllFormFields()
  const { i18n } = useTranslation()
  const t = adminTextsFor(i18n.language)
  const values = reduceFieldsToValues(fields, true) as Record<string, unknown>
  const written = typeof fields[path]?.value === 'string' ? (fields[path]!.value as string).trim() : ''
  const answer = composedAnswer(values, lang, texts, withFlow)
  const amount = (values.cost as { amountAriary?: number | null } | undefined)?.amountAriary
  const length = written ? smsTextLength(fillAmount(written, amount)) : 0
  const parts = answer ? smsParts(answer) : []
  return (
    <div className="portal-sms-preview">
      <p className={length > SMS_TEXT_MAX ? 'portal-sms-preview__count portal-sms-preview__count--over' : 'portal-sms-preview__count'} aria-live="polite">
        {written ? fill(t.smsOwnCount, { count: length, max: SMS_TEXT_MAX, parts: parts.length }) : fill(t.smsComposedPreview, { parts: parts.length })}
      </p>
      {parts.length ? (
        <ol className="portal-sms-preview__parts" aria-label={t.smsPreview} lang={lang}>
          {parts.map((part, index) => (
            <li key={index}>
              <samp>{part}</samp>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}

'use client'
/**
 * Under the SMS text of a guide: a live count of the characters a basic phone receives, the
 * number of SMS, and each SMS as the phone will show it (made GSM-7: `ô → o`…). Client-side, as
 * the editor types; the same functions (src/gsm) compose the real answers.
 */
import { useField, useTranslation } from '@payloadcms/ui'
import React from 'react'

import { smsTextLength, SMS_TEXT_MAX } from '@/fields/smsText'
import { smsParts, toGsm7 } from '@/gsm'

import { adminTextsFor, fill } from './texts'

export function SmsPreview({ path }: { path?: string }) {
  const { value } = useField<string>({ path: path ?? 'smsText' })
  const { i18n } = useTranslation()
  const t = adminTextsFor(i18n.language)
  const text = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''
  if (!text) return <p className="portal-sms-preview portal-sms-preview--empty">{t.smsComposed}</p>
  const phone = toGsm7(text)
  const length = smsTextLength(text)
  const parts = smsParts(phone)
  return (
    <div className="portal-sms-preview" aria-live="polite">
      <p className={length > SMS_TEXT_MAX ? 'portal-sms-preview__count portal-sms-preview__count--over' : 'portal-sms-preview__count'}>
        {fill(t.smsCount, { count: length, max: SMS_TEXT_MAX, parts: parts.length })}
      </p>
      <ol className="portal-sms-preview__parts" aria-label={t.smsPreview}>
        {parts.map((part, index) => (
          <li key={index}>
            <samp>{part}</samp>
          </li>
        ))}
      </ol>
    </div>
  )
}

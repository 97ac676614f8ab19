'use client'
/** The label, the select and the error of a proof picker, laid out like Payload's own fields. */
import { useTranslation } from '@payloadcms/ui'
import React from 'react'

type Props = { id: string; label?: unknown; required?: boolean; error?: string; children: React.ReactNode }

function labelText(label: unknown, language: string): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const map = label as Record<string, string>
    return map[language] ?? map.fr ?? ''
  }
  return ''
}

export function PickerShell({ id, label, required, error, children }: Props) {
  const { i18n } = useTranslation()
  return (
    <div className={`field-type select portal-proof-picker${error ? ' error' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {labelText(label, i18n.language)}
        {required ? <span className="required">*</span> : null}
      </label>
      {error ? (
        <p className="portal-proof-picker__error" role="alert">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  )
}

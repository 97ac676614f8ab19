'use client'
/** The statement a proof is about, chosen from the guide's own statements (as the form holds them). */
import { useAllFormFields, useField, useTranslation } from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'
import React, { useId } from 'react'

import { statementOptions } from './statementOptions'
import { PickerShell } from './PickerShell'

export function StatementPicker({ path, field }: { path: string; field?: { label?: unknown; required?: boolean } }) {
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const [fields] = useAllFormFields()
  const { i18n } = useTranslation()
  const language = i18n.language === 'mg' ? 'mg' : 'fr'
  const id = useId()
  const options = statementOptions(reduceFieldsToValues(fields, true) as Record<string, unknown>, language)
  const known = options.some((o) => o.path === value)
  return (
    <PickerShell id={id} label={field?.label} required={field?.required} error={showError ? errorMessage : undefined}>
      <select id={id} value={value ?? ''} onChange={(e) => setValue(e.target.value)} aria-invalid={showError || undefined}>
        <option value="">—</option>
        {!known && value ? <option value={value}>{value}</option> : null}
        {options.map((o) => (
          <option key={o.path} value={o.path}>
            {o.label}
          </option>
        ))}
      </select>
    </PickerShell>
  )
}

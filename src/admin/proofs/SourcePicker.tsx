'use client'
/** The source of a proof, chosen from the guide's sources (their short names). */
import { useAllFormFields, useField } from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'
import React, { useId } from 'react'

import { sourceOptions } from './statementOptions'
import { PickerShell } from './PickerShell'

export function SourcePicker({ path, field }: { path: string; field?: { label?: unknown; required?: boolean } }) {
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const [fields] = useAllFormFields()
  const id = useId()
  const options = sourceOptions(reduceFieldsToValues(fields, true) as Record<string, unknown>)
  const known = options.some((o) => o.key === value)
  return (
    <PickerShell id={id} label={field?.label} required={field?.required} error={showError ? errorMessage : undefined}>
      <select id={id} value={value ?? ''} onChange={(e) => setValue(e.target.value)} aria-invalid={showError || undefined}>
        <option value="">—</option>
        {!known && value ? <option value={value}>{value}</option> : null}
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
    </PickerShell>
  )
}

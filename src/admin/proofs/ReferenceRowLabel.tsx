'use client'
/** One proof, readable when folded: « Étape 3 — torolalana — « …the words… » ». */
import { useRowLabel, useTranslation } from '@payloadcms/ui'
import React from 'react'

import { statementLabel } from './statementOptions'

type Row = { statement?: string | null; source?: string | null; quote?: string | null; relation?: string | null }

export function ReferenceRowLabel() {
  const { data } = useRowLabel<Row>()
  const { i18n } = useTranslation()
  const language = i18n.language === 'mg' ? 'mg' : 'fr'
  const quote = (data.quote ?? '').replace(/\s+/g, ' ').trim()
  const otherwise = data.relation === 'contradicts' ? (language === 'mg' ? ' (milaza zavatra hafa)' : ' (dit autrement)') : ''
  return (
    <span>
      {data.statement ? statementLabel(data.statement, language) : '—'} — {data.source ?? '—'}
      {otherwise}
      {quote ? ` — « ${quote.length > 70 ? `${quote.slice(0, 69)}…` : quote} »` : ''}
    </span>
  )
}

'use client'
/** One line of a message's history, readable: date — former state → new state, by whom. */
import { useRowLabel, useTranslation } from '@payloadcms/ui'
import React from 'react'

import { adminDate } from './dates'
import { adminTextsFor, fill, labelIn, messageStatusLabels } from './texts'

type HistoryRow = { at?: string | null; by?: string | null; from?: string | null; to?: string | null }

export function MessageHistoryRowLabel() {
  const { data } = useRowLabel<HistoryRow>()
  const { i18n } = useTranslation()
  const language = i18n.language
  const t = adminTextsFor(language)
  const change = data.from
    ? `${labelIn(messageStatusLabels, data.from, language)} → ${labelIn(messageStatusLabels, data.to, language)}`
    : `${t.historyCreated} (${labelIn(messageStatusLabels, data.to, language)})`
  const by = data.by === 'citoyen' ? t.citizen : data.by
  return (
    <span>
      {adminDate(language, data.at)} — {change}
      {by ? `, ${fill(t.historyBy, { by })}` : ''}
    </span>
  )
}

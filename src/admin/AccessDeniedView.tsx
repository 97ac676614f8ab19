/**
 * /admin/acces-refuse?rubrique=<slug>: where a signed-in person lands when they open a part of
 * the admin their role does not give them (Payload itself answers "Pas trouvé", which made
 * editors think the messages had disappeared). Says which roles the part needs and what to do.
 */
import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { AdminPage } from './AdminPage'

import { rolesFor } from './restricted'
import { adminTextsFor, fill, labelIn, roleLabels } from './texts'

function entityLabel(label: unknown, language: string): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') {
    const byLanguage = label as Record<string, string>
    return byLanguage[language] ?? byLanguage.fr ?? ''
  }
  return ''
}

export function AccessDeniedView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const language = req.i18n.language
  const t = adminTextsFor(language)
  const slug = typeof searchParams?.rubrique === 'string' ? searchParams.rubrique : ''
  const config = req.payload.config
  const entity = config.collections.find((c) => c.slug === slug) ?? config.globals.find((g) => g.slug === slug)
  const section = entity ? entityLabel('labels' in entity ? entity.labels?.plural : entity.label, language) || slug : slug
  const needed = rolesFor(slug).map((role) => labelIn(roleLabels, role, language)).join(', ')
  const yours = ((req.user as { roles?: string[] } | null)?.roles ?? []).map((role) => labelIn(roleLabels, role, language)).join(', ') || '—'
  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
        <h1>{t.deniedTitle}</h1>
        {entity && needed ? <p>{fill(t.deniedBody, { section, roles: needed, yours })}</p> : null}
        <p>{t.deniedHelp}</p>
        <p>
          <a href="/admin">{t.deniedBack}</a>
        </p>
      </AdminPage>
  )
}

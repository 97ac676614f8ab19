/**
 * The versions of a guide or theme with who made each one and which language's text it changed
 * (Payload's own list shows neither): replaces the "Versions" tab. Each row opens Payload's
 * comparison view. A server component; the last 50 versions (maxPerDoc).
 */
import { Gutter } from '@payloadcms/ui'
import type { DocumentViewServerProps } from 'payload'
import React from 'react'

import { adminDate } from './dates'
import { adminTextsFor } from './texts'

type Author = { name?: string | null; email?: string | null } | number | null | undefined
type Stamps = { fr?: string | null; mg?: string | null } | null | undefined
type VersionDoc = { id: number | string; updatedAt: string; latest?: boolean | null; version: { _status?: string | null; lastModifiedBy?: Author; contentUpdatedAt?: Stamps } }

function authorName(author: Author, unknown: string): string {
  if (!author || typeof author !== 'object') return unknown
  return author.name?.trim() || author.email || unknown
}

export async function VersionsWithAuthors({ initPageResult, routeSegments }: DocumentViewServerProps) {
  const { req, collectionConfig } = initPageResult
  const language = req.i18n.language
  const t = adminTextsFor(language)
  const collection = collectionConfig?.slug as 'services' | 'categories' | 'journeys' | undefined
  const id = routeSegments[2]
  if (!collection || !id) return null
  const { docs } = await req.payload.findVersions({
    collection,
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    limit: 50,
    depth: 1,
    locale: 'all',
    // The person may open this document (Payload checked); authors' names are shown to staff,
    // whatever their right to read the accounts.
    overrideAccess: true,
  })
  const versions = docs as unknown as VersionDoc[]
  const changed = (index: number): string => {
    const current = versions[index]!.version.contentUpdatedAt
    const before = versions[index + 1]?.version.contentUpdatedAt
    const languages = (['fr', 'mg'] as const).filter((lang) => current?.[lang] && current[lang] !== before?.[lang])
    if (languages.length === 0) return t.versionNoText
    return languages.map((lang) => (lang === 'fr' ? t.colFr : t.colMg)).join(', ')
  }
  return (
    <Gutter>
      <h2 className="portal-versions__title">{t.versionsTitle}</h2>
      <p>{t.versionsIntro}</p>
      <table className="portal-status">
        <caption>{t.versionsTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{t.versionDate}</th>
            <th scope="col">{t.versionAuthor}</th>
            <th scope="col">{t.versionStatus}</th>
            <th scope="col">{t.versionTextChanged}</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version, index) => (
            <tr key={version.id}>
              <td>
                <a href={`/admin/collections/${collection}/${id}/versions/${version.id}`}>{adminDate(language, version.updatedAt)}</a>
              </td>
              <td>{authorName(version.version.lastModifiedBy, t.versionUnknownAuthor)}</td>
              <td>
                {version.version._status === 'published' ? t.versionPublished : t.versionDraft}
                {version.latest ? ` (${t.versionLatest})` : ''}
              </td>
              <td>{changed(index)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Gutter>
  )
}

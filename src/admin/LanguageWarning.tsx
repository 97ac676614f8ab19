/**
 * At the top of a guide's or theme's sidebar, beside the publish button: a warning (not a block)
 * when a language is missing or the Malagasy is older than the French, with a link to the other
 * language. A server component (a `ui` field): reads the saved versions of both languages.
 */
import type { PayloadRequest } from 'payload'
import React from 'react'

import { languageStates, type Localized } from '@/editorial/translationStatus'

import { adminDate } from './dates'
import { adminTextsFor, fill } from './texts'

type Props = { req?: PayloadRequest; id?: number | string; collectionSlug?: string }

export async function LanguageWarning({ req, id, collectionSlug }: Props) {
  if (!req || !collectionSlug) return null
  const language = req.i18n?.language
  const t = adminTextsFor(language)
  if (!id) {
    return (
      <div className="portal-language-warning" role="note">
        {t.bothLanguagesToFill}
      </div>
    )
  }
  const doc = (await req.payload
    .findByID({ collection: collectionSlug as 'services', id, locale: 'all', draft: true, depth: 0, overrideAccess: false, user: req.user, select: { title: true, contentUpdatedAt: true } as never })
    .catch(() => null)) as { title?: Localized<string>; contentUpdatedAt?: Localized<string> } | null
  if (!doc) return null
  const { fr, problem } = languageStates(doc.title, doc.contentUpdatedAt)
  if (!problem) return null
  const target = problem === 'missingFr' ? 'fr' : 'mg'
  const message =
    problem === 'missingMg' ? t.warnMissingMg : problem === 'missingFr' ? t.warnMissingFr : fill(t.warnOutdatedMg, { date: adminDate(language, fr.updatedAt) })
  return (
    <div className="portal-language-warning" role="note">
      <strong>{t.warnTitle}</strong> {message}{' '}
      {req.locale !== target ? <a href={`/admin/collections/${collectionSlug}/${id}?locale=${target}`}>{target === 'mg' ? t.warnEditMg : t.warnEditFr}</a> : null}
    </div>
  )
}

/**
 * Beside each Malagasy field, the French text it translates (the saved French version, drafts
 * included), so that translators do not switch language back and forth. A server component
 * (`admin.components.afterInput`, added by src/editorial/frenchReference.ts): no client code,
 * one read of the French document per form render.
 */
import type { Payload, PayloadRequest } from 'payload'
import React from 'react'

import { frenchWhenMalagasyLastChanged, wordDiff } from '@/editorial/frenchChanges'
import { adminLanguage } from '@/fields/adminLanguage'

import { adminDate } from './dates'
import { adminTextsFor } from './texts'

const changeTexts = {
  fr: { changed: 'Modifié en français depuis la dernière traduction malgache ({date}) :', removed: 'retiré', added: 'ajouté' },
  mg: { changed: 'Niova tamin’ny teny frantsay taorian’ny fandikana malagasy farany ({date}):', removed: 'nesorina', added: 'nampiana' },
}

type Props = { req?: PayloadRequest; payload?: Payload; id?: number | string; collectionSlug?: string; path?: string }

const frenchOf = new WeakMap<object, Map<string, Promise<unknown>>>()

function frenchDocument(req: PayloadRequest, collection: string, id: number | string): Promise<unknown> {
  let perRequest = frenchOf.get(req)
  if (!perRequest) frenchOf.set(req, (perRequest = new Map()))
  const key = `${collection}:${id}`
  let doc = perRequest.get(key)
  if (!doc) {
    doc = req.payload
      .findByID({ collection: collection as 'services', id, locale: 'fr', fallbackLocale: false, draft: true, depth: 0, overrideAccess: false, user: req.user })
      .catch(() => null)
    perRequest.set(key, doc)
  }
  return doc
}

const earlierFrenchOf = new WeakMap<object, Map<string, ReturnType<typeof frenchWhenMalagasyLastChanged>>>()

function earlierFrench(req: PayloadRequest, collection: string, id: number | string) {
  let perRequest = earlierFrenchOf.get(req)
  if (!perRequest) earlierFrenchOf.set(req, (perRequest = new Map()))
  const key = `${collection}:${id}`
  let found = perRequest.get(key)
  if (!found) {
    found = frenchWhenMalagasyLastChanged(req.payload, collection, id).catch(() => null)
    perRequest.set(key, found)
  }
  return found
}

function at(doc: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), doc)
}

export async function FrenchReference({ req, id, collectionSlug, path }: Props) {
  if (!req || req.locale !== 'mg' || !id || !collectionSlug || !path) return null
  const text = at(await frenchDocument(req, collectionSlug, id), path)
  const t = adminTextsFor(req.i18n?.language)
  if (typeof text !== 'string' || !text.trim()) {
    return <p className="portal-french-reference portal-french-reference--none">{t.frenchNone}</p>
  }
  const language = adminLanguage(req)
  const earlier = await earlierFrench(req, collectionSlug, id)
  const before = earlier ? at(earlier.doc, path) : undefined
  const diff = earlier ? wordDiff(typeof before === 'string' ? before : '', text) : null
  const c = changeTexts[language]
  return (
    <div className="portal-french-reference">
      <span className="portal-french-reference__label">{t.frenchReference}</span>{' '}
      <span lang="fr" className="portal-french-reference__text">
        {text}
      </span>
      {diff && earlier ? (
        <p className="portal-french-reference__changes">
          <span className="portal-french-reference__label">{c.changed.replace('{date}', adminDate(req.i18n?.language, earlier.at))}</span>{' '}
          <span lang="fr">
            {diff.map((part, index) =>
              part.kind === 'added' ? (
                <ins key={index} title={c.added}>
                  {part.text}
                </ins>
              ) : part.kind === 'removed' ? (
                <del key={index} title={c.removed}>
                  {part.text}
                </del>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </span>
        </p>
      ) : null}
    </div>
  )
}

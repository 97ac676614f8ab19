/**
 * Beside each Malagasy field, the French text it translates (the saved French version, drafts
 * included), so that translators do not switch language back and forth. A server component
 * (`admin.components.afterInput`, added by src/editorial/frenchReference.ts): no client code,
 * one read of the French document per form render.
 */
import type { Payload, PayloadRequest } from 'payload'
import React from 'react'

import { adminTextsFor } from './texts'

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
  return (
    <div className="portal-french-reference">
      <span className="portal-french-reference__label">{t.frenchReference}</span>{' '}
      <span lang="fr" className="portal-french-reference__text">
        {text}
      </span>
    </div>
  )
}

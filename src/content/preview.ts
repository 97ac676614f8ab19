/**
 * Preview of work in progress for the editorial team: the latest saved version (draft or
 * published) of a guide, a theme or a question flow (every path and its result), for a signed-in editor or administrator only. Everyone else
 * gets the ordinary not-found page, whatever the URL: the public never sees a draft.
 */
import type { Payload } from 'payload'

import { hasRole } from '@/access/roles'
import type { Locale } from '@/i18n'
import type { Category, Flow, Service } from '@/payload-types'

import { payloadClient } from './payload'
import { isPreviewCollection } from './previewPath'

export { isPreviewCollection, previewPath, type PreviewCollection } from './previewPath'

export type Preview =
  | { kind: 'services'; doc: Service; status: 'draft' | 'published' }
  | { kind: 'categories'; doc: Category; status: 'draft' | 'published' }
  | { kind: 'flows'; doc: Flow; status: 'draft' | 'published' }

type Staff = NonNullable<Awaited<ReturnType<Payload['auth']>>['user']>

/** The signed-in editor or administrator making the request, else null. */
export async function previewer(headers: Headers): Promise<Staff | null> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers }).catch(() => ({ user: null }))
  return user && hasRole(user, 'admin', 'editor') ? user : null
}

export async function loadPreview(headers: Headers, lang: Locale, collection: string, rawId: string): Promise<Preview | null> {
  if (!isPreviewCollection(collection) || !/^\d{1,15}$/.test(rawId)) return null
  const user = await previewer(headers)
  if (!user) return null
  const payload = await payloadClient()
  const doc = await payload
    .findByID({ collection, id: Number(rawId), locale: lang, fallbackLocale: false, draft: true, depth: 1, overrideAccess: false, user })
    .catch(() => null)
  if (!doc || !doc.title) return null
  const status = (doc as { _status?: string })._status === 'published' ? 'published' : 'draft'
  if (collection === 'flows') return { kind: 'flows', doc: doc as Flow, status }
  return collection === 'services' ? { kind: 'services', doc: doc as Service, status } : { kind: 'categories', doc: doc as Category, status }
}

/** Where an editor previews a document (no Payload import: the collection configs use it). */
import type { Locale } from '@/i18n/locales'

export const PREVIEW_COLLECTIONS = ['services', 'categories', 'flows'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

export function isPreviewCollection(value: string): value is PreviewCollection {
  return (PREVIEW_COLLECTIONS as readonly string[]).includes(value)
}

/** The path of a document's preview (relative: the admin and the site share an origin). */
export function previewPath(lang: Locale, collection: PreviewCollection, id: number | string): string {
  return `/${lang}/apercu/${collection}/${id}/`
}

import { markSearchStale } from '@/search/freshness'
import { processPageCache } from '@/server/pages'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/**
 * Public pages are static and cross-link each other (home lists services, guides list
 * related guides, the listing lists everything), so a publish invalidates the whole
 * public tree; pages are re-rendered on their next request.
 * Seeding and scripts run outside Next.js and pass `context.disableRevalidate`.
 */
async function revalidatePublicPages(context: Record<string, unknown>): Promise<void> {
  markSearchStale()
  if (context.disableRevalidate) return
  // The portal server's cache of finished pages (same process), then Next.js's own.
  processPageCache().purge()
  try {
    const { revalidatePath } = await import('next/cache')
    // The route group is part of the layout's identity.
    revalidatePath('/(site)/[lang]', 'layout')
  } catch {
    // Outside a Next.js request (CLI scripts, tests) there is no cache to invalidate.
  }
}

export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, context }) => {
  await revalidatePublicPages(context)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, context }) => {
  await revalidatePublicPages(context)
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({ doc, context }) => {
  await revalidatePublicPages(context)
  return doc
}

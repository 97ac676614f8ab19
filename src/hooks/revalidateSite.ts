import { announcePurge, banFrontCaches } from '@/cluster/purge'
import { markSearchStale } from '@/search/freshness'
import { instancePurge } from '@/http/instance'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { afterCommit } from './afterCommit'

/**
 * Public pages are static and cross-link each other (home lists services, guides list
 * related guides, the listing lists everything), so a publish invalidates the whole
 * public tree; pages are re-rendered on their next request.
 * Seeding and scripts run outside Next.js and pass `context.disableRevalidate`.
 * With several instances, the others and the HTTP cache in front follow (src/cluster/purge.ts).
 * The hooks run inside the publish's transaction: the purge waits for its commit
 * (src/hooks/afterCommit.ts), so no page is rendered again from the state before it.
 */
async function revalidatePublicPages(context: Record<string, unknown>, req: PayloadRequest | undefined): Promise<void> {
  if (context.disableRevalidate) return void markSearchStale()
  await afterCommit(req, purgeEverywhere)
}

async function purgeEverywhere(): Promise<void> {
  markSearchStale()
  // The front's caches and every worker's (src/server/purge.ts), asked over IPC; then this
  // worker's Next.js cache (still inside the request: the commit is part of it).
  const purgeInstance = instancePurge()
  void purgeInstance?.()
  try {
    const { revalidatePath } = await import('next/cache')
    // The route group is part of the layout's identity.
    revalidatePath('/(site)/[lang]', 'layout')
  } catch {
    // Outside a Next.js request (CLI scripts, tests) there is no cache to invalidate.
  }
  void announcePurge()
  // The front bans the cache in front after its own purge; without a front (scripts), here.
  if (!purgeInstance) void banFrontCaches()
}

export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, context, req }) => {
  await revalidatePublicPages(context, req)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, context, req }) => {
  await revalidatePublicPages(context, req)
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({ doc, context, req }) => {
  await revalidatePublicPages(context, req)
  return doc
}

import { announcePurge, banFrontCaches, REPEAT_AFTER_MS } from '@/cluster/purge'
import { markSearchStale } from '@/search/freshness'
import { instancePurge } from '@/http/instance'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/**
 * Public pages are static and cross-link each other (home lists services, guides list
 * related guides, the listing lists everything), so a publish invalidates the whole
 * public tree; pages are re-rendered on their next request.
 * Seeding and scripts run outside Next.js and pass `context.disableRevalidate`.
 * With several instances, the others and the HTTP cache in front follow (src/cluster/purge.ts).
 */
async function revalidatePublicPages(context: Record<string, unknown>): Promise<void> {
  markSearchStale()
  if (context.disableRevalidate) return
  // The front's caches and every worker's (src/server/purge.ts), asked over IPC; then this
  // worker's Next.js cache at once, inside the request.
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
  scheduleRepeat()
}

/**
 * This hook runs before the publish is committed: a page rendered meanwhile (here or on
 * another instance) may show the old content. One more purge everywhere, a second later,
 * after the last publish of a burst.
 */
function scheduleRepeat(): void {
  const holder = globalThis as unknown as Record<symbol, ReturnType<typeof setTimeout> | undefined>
  const key = Symbol.for('services-publics-mg.purge-repeat')
  clearTimeout(holder[key])
  holder[key] = setTimeout(() => {
    holder[key] = undefined
    void instancePurge()?.()
    void announcePurge()
  }, REPEAT_AFTER_MS)
  holder[key].unref?.()
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

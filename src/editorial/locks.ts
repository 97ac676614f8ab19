/**
 * Payload's document locks, for editors working beside each other (issue 39, ADR 8 « 2026-11-28 »).
 *
 * - **How long a lock outlives its editor.** Payload takes the lock when the form opens and renews
 *   it while its holder types (at most every 10 s); nothing renews it while the page sits idle, and
 *   nothing releases it when the browser is closed. A colleague was kept out for Payload's default
 *   5 minutes after the holder had gone. Two minutes: a closed browser keeps others out for at most
 *   that long, while someone typing never loses the lock. A holder who reads without typing for
 *   two minutes can be overtaken; their next keystroke then shows Payload's « taken over » dialog
 *   (the document turns read-only for them), so no one overwrites a colleague's work unknowingly.
 * - **Who holds it.** The dialog names the holder from the lock's `user`, read with the viewer's
 *   rights: an editor may not read other accounts, so Payload showed « Utilisateur : 3 ». The
 *   locks' own collection gets a hook that reads the holder's name and e-mail (nothing else) for
 *   any signed-in member of staff. The dialog's text and date are Payload's, patched at install
 *   (scripts/patch-payload.mjs, part 3).
 */
import type { CollectionAfterReadHook, CollectionConfig, GlobalConfig, SanitizedConfig } from 'payload'

export const LOCK_SECONDS = 120

const LOCKS_COLLECTION = 'payload-locked-documents'

/** A collection or global with Payload's lock, held for LOCK_SECONDS after its holder's last keystroke. */
export function withShortLock<T extends CollectionConfig | GlobalConfig>(config: T): T {
  if (config.lockDocuments === false) return config
  return { ...config, lockDocuments: { duration: LOCK_SECONDS } }
}

type LockOwner = { relationTo?: string; value?: unknown } | null | undefined
export type LockHolder = { id: number | string; name: string | null; email: string | null }

/** The lock's holder as the dialog shows them: their name and e-mail, read whatever the viewer's rights on accounts. */
export const nameLockHolder: CollectionAfterReadHook = async ({ doc, req }) => {
  const owner = (doc as { user?: LockOwner }).user
  const id = owner?.value
  if (!req.user || !owner?.relationTo || (typeof id !== 'number' && typeof id !== 'string')) return doc
  const account = (await req.payload
    .findByID({ collection: owner.relationTo as 'users', id, depth: 0, overrideAccess: true, select: { name: true, email: true } as never, req })
    .catch(() => null)) as { id: number | string; name?: string | null; email?: string | null } | null
  if (!account) return doc
  const holder: LockHolder = { id: account.id, name: account.name?.trim() || null, email: account.email ?? null }
  return { ...doc, user: { ...owner, value: holder } }
}

/**
 * The locks' collection is made by Payload while it checks the configuration (no option reaches
 * it): the hook is added to the checked configuration, before Payload starts with it.
 */
export function nameLockHolders(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS_COLLECTION)
  if (locks && !locks.hooks.afterRead.includes(nameLockHolder)) locks.hooks.afterRead = [...locks.hooks.afterRead, nameLockHolder]
  return config
}

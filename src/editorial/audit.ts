/**
 * The audit log: who published, unpublished or deleted content, and who changed whose role.
 * Written by hooks through the local API (nobody can write it through the API), read by
 * administrators only, never changed or deleted through the API.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import type { HistoryCorrection } from './changeHistory'
import { takeOlderVersionUsers } from './references'

export const AUDIT_COLLECTION = 'audit-log'
export const auditActions = ['publish', 'unpublish', 'delete', 'roleChange', 'userCreated', 'userDeleted', 'restore', 'noteCorrected', 'noteWithdrawn', 'alertSent', 'alertSubscribersExported', 'directoryChange'] as const
export type AuditAction = (typeof auditActions)[number]

type Entry = { action: AuditAction; targetCollection: string; documentId: string; title?: string | null; detail?: string | null }

export async function recordAudit(req: PayloadRequest, entry: Entry): Promise<void> {
  try {
    await req.payload.create({
      collection: AUDIT_COLLECTION as never,
      data: { ...entry, user: req.user?.collection === 'users' ? req.user.id : null, at: new Date().toISOString() } as never,
      overrideAccess: true,
      // Same transaction as the change it records: both are kept, or neither.
      req,
    })
  } catch {
    req.payload.logger.warn({ msg: 'audit entry not recorded', action: entry.action, collection: entry.targetCollection })
  }
}

function titleOf(doc: Record<string, unknown> | undefined): string | null {
  const title = doc?.title ?? doc?.email ?? doc?.name
  return typeof title === 'string' ? title.slice(0, 300) : null
}

/** A value as the audit shows it: short text in « », anything else as JSON, both cut at 120 characters. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  const text = typeof value === 'string' ? `« ${value} »` : JSON.stringify(value)
  return text.length > 120 ? `${text.slice(0, 119)}…` : text
}

const UNAUDITED = new Set(['id', 'createdAt', 'updatedAt'])

/** The fields that changed, « field: before → after », in the language saved (`req.locale`). */
export function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)].filter((key) => !UNAUDITED.has(key)))
  return [...keys].filter((key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after[key] ?? null)).map((key) => `${key}: ${shown(before?.[key])} → ${shown(after[key])}`)
}

/**
 * The directory (ministries, offices): each creation and change, with what it was and what it is
 * — a ministry renamed after a change of government, an office's new telephone — so citizens'
 * information can be traced to who changed it. Deletions use `auditAfterDelete`.
 */
export const auditDirectoryChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, collection, context }) => {
  if (context.skipAudit) return doc
  const changes = changedFields(operation === 'create' ? undefined : (previousDoc as Record<string, unknown>), doc as Record<string, unknown>)
  if (changes.length === 0) return doc
  const lang = req.locale === 'fr' || req.locale === 'mg' ? `[${req.locale}] ` : ''
  await recordAudit(req, { action: 'directoryChange', targetCollection: collection.slug, documentId: String(doc.id), title: titleOf(doc), detail: `${lang}${changes.join(' ; ')}`.slice(0, 1000) })
  return doc
}

/** Whether this save was "save draft" (the published document is not touched). */
function isDraftSave(req: PayloadRequest): boolean {
  const draft = (req.query as Record<string, unknown> | undefined)?.draft
  return draft === 'true' || draft === true
}

/** Publish and unpublish of guides and themes (drafts saved meanwhile are not events). */
export const auditAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, collection, context }) => {
  if (context.skipAudit) return doc
  const now = (doc as { _status?: string })._status
  const before = (previousDoc as { _status?: string } | undefined)?._status
  let action: AuditAction | null = null
  if (context.isRestoringVersion) action = 'restore'
  else if (now === 'published' && !isDraftSave(req)) action = 'publish'
  else if (now === 'draft' && before === 'published' && !isDraftSave(req)) action = 'unpublish'
  if (action) await recordAudit(req, { action, targetCollection: collection.slug, documentId: String(doc.id), title: titleOf(doc), detail: action === 'restore' ? `→ ${now ?? 'draft'}` : null })
  // Corrections of the public change history: what it said and what it says now.
  const corrections = (context.historyCorrections ?? []) as HistoryCorrection[]
  context.historyCorrections = []
  for (const correction of corrections) {
    const detail = `[${correction.lang}] ${correction.at.slice(0, 10)} « ${correction.before} »${correction.after ? ` → « ${correction.after} »` : ''}`
    await recordAudit(req, { action: correction.kind, targetCollection: collection.slug, documentId: String(doc.id), title: titleOf(doc), detail: detail.slice(0, 1000) })
  }
  return doc
}

/**
 * Deletions. When older versions of guides (or journeys, flows) named the deleted item, the entry
 * lists them: restoring one of those versions brings it back without the item
 * (src/editorial/references.ts).
 */
export const auditAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, collection, context }) => {
  if (context.skipAudit) return doc
  const older = takeOlderVersionUsers(req, collection.slug, doc.id)
  const detail = older.length ? `Versions antérieures / Dika taloha : ${older.slice(0, 10).join(', ')}${older.length > 10 ? ` (+${older.length - 10})` : ''}`.slice(0, 1000) : null
  await recordAudit(req, { action: 'delete', targetCollection: collection.slug, documentId: String(doc.id), title: titleOf(doc), detail })
  return doc
}

/** Accounts: created, deleted, and every change of roles (who gave whom which rights). */
export const auditUserChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (context.skipAudit) return doc
  const roles = (value: unknown) => (Array.isArray(value) ? [...value].sort().join(', ') : '')
  if (operation === 'create') {
    await recordAudit(req, { action: 'userCreated', targetCollection: 'users', documentId: String(doc.id), title: titleOf(doc), detail: roles(doc.roles) })
  } else if (roles(doc.roles) !== roles(previousDoc?.roles)) {
    await recordAudit(req, { action: 'roleChange', targetCollection: 'users', documentId: String(doc.id), title: titleOf(doc), detail: `${roles(previousDoc?.roles) || '—'} → ${roles(doc.roles)}` })
  }
  return doc
}

export const auditUserDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (!context.skipAudit) await recordAudit(req, { action: 'userDeleted', targetCollection: 'users', documentId: String(doc.id), title: titleOf(doc) })
  return doc
}

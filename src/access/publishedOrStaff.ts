import type { Access } from 'payload'

/** The public reads published documents only; staff read drafts too. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (user) return true
  return { _status: { equals: 'published' } }
}

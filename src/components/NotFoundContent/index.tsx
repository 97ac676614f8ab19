import { NotFoundContentClient } from './NotFoundContent.client'

/** The not-found content for Next.js's not-found boundaries (the catch-all renders NotFoundPage itself). */
export function NotFoundContent() {
  return <NotFoundContentClient />
}

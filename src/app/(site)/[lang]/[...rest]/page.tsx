import { notFound } from 'next/navigation'

// Rendered per request, never stored: anyone can ask for any number of unknown paths, and
// none of them may write to the page cache on disk. The front server makes the 404 cacheable
// for minutes (src/server/respond.ts).
export const dynamic = 'force-dynamic'

/** Any other path under a language: the not-found page with HTTP status 404. */
export default function CatchAll(): never {
  notFound()
}

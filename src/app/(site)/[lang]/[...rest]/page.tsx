import { notFound } from 'next/navigation'

export async function generateStaticParams() {
  return []
}

/** Any other path under a language: the not-found page with HTTP status 404. */
export default function CatchAll(): never {
  notFound()
}

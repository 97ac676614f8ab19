import { notFound } from 'next/navigation'

/** The specification's /{lang}/404.html: the not-found page, with its 404 status. */
export default function NotFoundPage(): never {
  notFound()
}

import { fr } from '@/i18n/dictionaries/fr'
import { mg } from '@/i18n/dictionaries/mg'

import { NotFoundContentClient } from './NotFoundContent.client'

/**
 * Next.js gives not-found boundaries no route params, so the language is read
 * from the URL on the client side; only the two small "not found" text sets are sent.
 */
export function NotFoundContent() {
  return <NotFoundContentClient texts={{ fr: fr.notFound, mg: mg.notFound }} />
}

import type { Payload } from 'payload'

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e admin password' }
export const UNTRANSLATED_SLUG = 'guide-seulement-en-francais'

/** Test-only documents: a guide published in French only, and an admin account. */
export async function addFixtures(payload: Payload): Promise<void> {
  const category = (await payload.find({ collection: 'categories', where: { slug: { equals: 'etat-civil' } }, locale: 'fr' })).docs[0]
  if (!category) throw new Error('fixtures: seeded category etat-civil missing')
  await payload.create({
    collection: 'services',
    locale: 'fr',
    context: { disableRevalidate: true },
    data: {
      title: 'Guide seulement en français',
      slug: UNTRANSLATED_SLUG,
      category: category.id,
      lastReviewed: '2026-11-21',
      summary: 'Un guide de test publié seulement en français.',
      audience: 'Les testeurs.',
      processingTime: 'Immédiat.',
      whereToApply: 'Nulle part.',
      documents: [{ item: 'Aucun' }],
      steps: [{ title: 'Lire la page' }],
      cost: { free: true, details: 'Gratuit.' },
      review: { status: 'toVerify' },
      _status: 'published',
    },
  })
  await payload.create({ collection: 'users', data: { ...E2E_ADMIN, name: 'E2E', roles: ['admin'] } })
}

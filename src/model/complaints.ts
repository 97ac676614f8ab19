/**
 * The guide that says how to report a public servant who asks for money (« Déposer une doléance »):
 * every free procedure links to it (issue 26, "free means free"). Its slugs as seeded; the catalogue
 * test fails if the seed renames it.
 */
import type { Locale } from '@/i18n/locales'

export const COMPLAINTS_GUIDE: Record<Locale, string> = { fr: 'doleances', mg: 'fametrahana-fitarainana' }

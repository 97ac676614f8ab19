import type { Field, GlobalConfig } from 'payload'

import { adminOnly } from '@/access'
import { hasRole } from '@/access/roles'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateSite'
import { validTrackerValue, type TrackerEnvKey } from '@/trackers/config'
import { applyTrackerSettings, TRACKER_SETTINGS_SLUG } from '@/trackers/settings'

const identifier = (name: TrackerEnvKey, label: string, example: string): Field => ({
  name,
  type: 'text',
  label,
  admin: { description: `Exemple : ${example}. Vide : la variable d’environnement ${name} s’applique (si elle est définie).` },
  validate: (value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return true
    return validTrackerValue(name, value) || `Format non reconnu (exemple : ${example}).`
  },
})

/**
 * Tracker identifiers, for administrators only: applied to every public page within seconds of
 * saving (pages and the Content-Security-Policy are rebuilt), no restart; each empty field keeps
 * its environment variable. Trackers still run only after the visitor's consent.
 */
export const TrackerSettings: GlobalConfig = {
  slug: TRACKER_SETTINGS_SLUG,
  label: { fr: 'Mesure d’audience et outils tiers', mg: 'Fandrefesana mpitsidika sy fitaovana avy any ivelany' },
  admin: {
    group: 'Réglages',
    hidden: ({ user }) => !hasRole(user as { roles?: string[] } | null, 'admin'),
    description: 'Identifiants des outils de mesure et de discussion. Ils ne se chargent qu’après l’accord du visiteur (bandeau de consentement), et seulement s’ils sont renseignés ici ou dans l’environnement du serveur.',
  },
  access: { read: adminOnly, update: adminOnly },
  hooks: { afterChange: [applyTrackerSettings, revalidateGlobalAfterChange] },
  fields: [
    identifier('ANALYTICS_TOKEN', 'Mesure d’audience du portail : jeton', 'a1b2c3d4'),
    identifier('ANALYTICS_ENDPOINT', 'Mesure d’audience du portail : adresse de collecte (https)', 'https://stats.example.mg/collect'),
    identifier('GTM_ID', 'Google Tag Manager', 'GTM-ABC1234'),
    identifier('META_PIXEL_ID', 'Meta Pixel', '123456789012345'),
    identifier('HOTJAR_ID', 'Hotjar', '1234567'),
    identifier('CRISP_WEBSITE_ID', 'Crisp (discussion)', '00000000-0000-4000-8000-000000000000'),
    identifier('LINKEDIN_PARTNER_ID', 'LinkedIn Insight', '123456'),
  ],
}

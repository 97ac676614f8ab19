import type { Field, GlobalConfig } from 'payload'

import { adminOnly } from '@/access'
import { hasRole } from '@/access/roles'
import { adminLanguage } from '@/fields/adminLanguage'
import { settingsGroup } from '@/fields/groups'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateSite'
import { validTrackerValue, type TrackerEnvKey } from '@/trackers/config'
import { applyTrackerSettings, TRACKER_SETTINGS_SLUG } from '@/trackers/settings'

const messages = {
  fr: { format: (example: string) => `Format non reconnu (exemple : ${example}).` },
  mg: { format: (example: string) => `Endrika tsy fantatra (ohatra: ${example}).` },
}

function messagesFor(req: { i18n?: { language?: string } } | undefined) {
  return messages[adminLanguage(req)]
}

const identifier = (name: TrackerEnvKey, label: { fr: string; mg: string }, example: string): Field => ({
  name,
  type: 'text',
  label,
  admin: {
    description: {
      fr: `Exemple : ${example}. Vide : la variable d’environnement ${name} s’applique (si elle est définie).`,
      mg: `Ohatra: ${example}. Raha foana: ny sanda ${name} voafaritra ao amin’ny mpizara no ampiharina (raha misy).`,
    },
  },
  validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } } = {}) => {
    if (typeof value !== 'string' || value.trim() === '') return true
    return validTrackerValue(name, value) || messagesFor(req).format(example)
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
    group: settingsGroup,
    hidden: ({ user }) => !hasRole(user as { roles?: string[] } | null, 'admin'),
    description: {
      fr: 'Identifiants des outils de mesure et de discussion. Ils ne se chargent qu’après l’accord du visiteur (bandeau de consentement), et seulement s’ils sont renseignés ici ou dans l’environnement du serveur.',
      mg: 'Famantarana ireo fitaovana fandrefesana sy firesahana. Tsy alaina izy ireo raha tsy efa nanaiky ny mpitsidika (sora-baventy fanekena), ary raha voasoratra eto na ao amin’ny fandrindrana ny mpizara ihany.',
    },
  },
  access: { read: adminOnly, update: adminOnly },
  hooks: { afterChange: [applyTrackerSettings, revalidateGlobalAfterChange] },
  fields: [
    identifier('ANALYTICS_TOKEN', { fr: 'Mesure d’audience du portail : jeton', mg: 'Fandrefesana ny mpitsidika ny vavahadin-tserasera: token' }, 'a1b2c3d4'),
    identifier('ANALYTICS_ENDPOINT', { fr: 'Mesure d’audience du portail : adresse de collecte (https)', mg: 'Fandrefesana ny mpitsidika ny vavahadin-tserasera: adiresy fanangonana (https)' }, 'https://stats.example.mg/collect'),
    identifier('GTM_ID', { fr: 'Google Tag Manager', mg: 'Google Tag Manager' }, 'GTM-ABC1234'),
    identifier('META_PIXEL_ID', { fr: 'Meta Pixel', mg: 'Meta Pixel' }, '123456789012345'),
    identifier('HOTJAR_ID', { fr: 'Hotjar', mg: 'Hotjar' }, '1234567'),
    identifier('CRISP_WEBSITE_ID', { fr: 'Crisp (discussion)', mg: 'Crisp (resaka an-tserasera)' }, '00000000-0000-4000-8000-000000000000'),
    identifier('LINKEDIN_PARTNER_ID', { fr: 'LinkedIn Insight', mg: 'LinkedIn Insight' }, '123456'),
  ],
}

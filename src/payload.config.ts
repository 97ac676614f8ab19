import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { translateErrors } from './admin/errorMessages'
import { frOverrides } from './admin/i18n/fr'
import { mgTranslations } from './admin/i18n/mg'
import { AuditLog } from './collections/AuditLog'
import { Categories } from './collections/Categories'
import { Flows } from './collections/Flows'
import { Journeys } from './collections/Journeys'
import { Media } from './collections/Media'
import { Messages } from './collections/Messages'
import { Ministries } from './collections/Ministries'
import { PageViews } from './collections/PageViews'
import { PageFeedback } from './collections/PageFeedback'
import { QueryStats } from './collections/QueryStats'
import { Places } from './collections/Places'
import { ReferenceCounters } from './collections/ReferenceCounters'
import { AlertDeliveries, Alerts, AlertSubscriptions } from './collections/Alerts'
import { ReminderCounts, ReminderEvents, ReminderMessages } from './collections/Reminders'
import { Regions } from './collections/Regions'
import { SearchSynonyms } from './collections/SearchSynonyms'
import { Services } from './collections/Services'
import { Users } from './collections/Users'
import { databaseAdapter } from './db/adapter'
import { AboutPage } from './globals/AboutPage'
import { HomePage } from './globals/HomePage'
import { SiteSettings } from './globals/SiteSettings'
import { TrackerSettings } from './globals/TrackerSettings'
import { LinkReport } from './globals/LinkReport'
import { EmergencyNotice } from './globals/EmergencyNotice'
import { watchNoticeBoundaries } from './emergency/watch'
import { citizenWordsEndpoint } from './editorial/citizenWordsEndpoint'
import { newGuideEndpoint } from './editorial/coverage/newGuideEndpoint'
import { scheduleLinkCheck } from './editorial/linkCheck'
import { scheduleBackups } from './ops/schedule'
import { loadTrackerOverrides } from './trackers/settings'
import { installAfterCommit } from './hooks/afterCommit'
import { MEDIA_MAX_BYTES } from './media/storage'
import { defaultLocale, localeNames, locales } from './i18n/locales'
import { pageViewEndpoint } from './analytics/endpoint'
import { emailAdapter } from './forms/contact/mail'
import { scheduleRetention } from './forms/contact/retention'
import { scheduleJobRunner } from './editorial/scheduler'
import { contentEditors } from './access'
import { hasRole } from './access/roles'

const editorsOrAdmins = ({ req }: { req: { user?: unknown } }) => hasRole(req.user as { roles?: string[] } | null, 'admin', 'editor')
import { searchEndpoint } from './search/endpoint'
import { readyEndpoint } from './health/readyEndpoint'
import { disabledEmailAdapter } from './forms/contact/mail'
import { portalLoggerOptions } from './security/logger'
import { withCleanText } from './security/sanitizeHooks'
import { scheduleAlertExpiry, scheduleAlertSender } from './alerts/schedule'
import { reminderExportEndpoint } from './reminders/report'
import { alertSendEndpoint } from './alerts/endpoint'
import { alertExportEndpoint } from './alerts/export'
import { runsJobs } from './http/instance'
import { nameLockHolders, withShortLock } from './editorial/locks'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: process.env.PAYLOAD_SECRET || '',
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    // The portal's name and mark, not Payload's (the sign-in page, the header, the browser's tab).
    meta: {
      titleSuffix: ' · Services publics MG',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icons/icon.svg' }],
      defaultOGImageType: 'off',
      openGraph: { siteName: 'Services publics MG', title: 'Services publics MG' },
    },
    // Nothing fetched from outside (no Gravatar); dates as French and Malagasy readers write them.
    avatar: 'default',
    dateFormat: 'd MMMM yyyy, HH:mm',
    // Scheduled publication is set in Madagascar's time, whatever the editor's computer says.
    timezones: { supportedTimezones: [{ label: 'Madagascar (Antananarivo, UTC+3)', value: 'Indian/Antananarivo' }], defaultTimezone: 'Indian/Antananarivo' },
    components: {
      // What needs attention, by role; the translation status; a link to it in the menu (src/admin).
      beforeDashboard: ['/admin/Worklist#Worklist'],
      graphics: { Logo: '/admin/Graphics#Logo', Icon: '/admin/Graphics#Icon' },
      afterNavLinks: ['/admin/NavLinks#NavLinks'],
      views: {
        translations: { Component: '/admin/TranslationStatusView#TranslationStatusView', path: '/traductions' },
        accessDenied: { Component: '/admin/AccessDeniedView#AccessDeniedView', path: '/acces-refuse' },
        feedback: { Component: '/admin/FeedbackView#FeedbackView', path: '/avis' },
        questions: { Component: '/admin/QueryStatsView#QueryStatsView', path: '/questions' },
        coverage: { Component: '/admin/CoverageView#CoverageView', path: '/couverture' },
        alerts: { Component: '/admin/AlertsView#AlertsView', path: '/alertes' },
        reminders: { Component: '/admin/RemindersView#RemindersView', path: '/rappels' },
      },
    },
  },
  // The admin in French or Malagasy (each editor chooses in their account; French by default).
  // Payload has no Malagasy: src/admin/i18n/mg.ts (a draft to review). date-fns has no Malagasy
  // locale either: relative dates ("il y a 2 minutes") stay in French in the Malagasy admin.
  i18n: {
    supportedLanguages: { fr, mg: { dateFNSKey: 'fr', translations: mgTranslations } } as unknown as { fr: typeof fr },
    fallbackLanguage: 'fr',
    // Corrections to Payload's French (src/admin/i18n/fr.ts: wrong placeholders, "Paramètres
    // régionaux" for the content's language, a few anglicisms). Texts Payload writes in English
    // in its code are out of reach here: src/admin/errorMessages.ts, src/admin/dateFields.ts.
    translations: { fr: frOverrides },
  },
  localization: {
    locales: locales.map((code) => ({ code, label: localeNames[code] })),
    defaultLocale,
    // A missing translation must be visible, never silently replaced by French.
    fallback: false,
  },
  collections: [Services, Categories, Journeys, Flows, Media, Ministries, Places, Regions, Messages, SearchSynonyms, PageViews, PageFeedback, QueryStats, Users, ReferenceCounters, AuditLog, Alerts, AlertSubscriptions, AlertDeliveries, ReminderEvents, ReminderMessages, ReminderCounts].map((c) => withShortLock(withCleanText(c))),
  globals: [HomePage, AboutPage, SiteSettings, EmergencyNotice, TrackerSettings, LinkReport].map((g) => withShortLock(withCleanText(g))),
  db: databaseAdapter(),
  // Image sizes for uploads (src/collections/Media.ts); the body limit matches the edge's (src/server/edge.ts).
  sharp,
  upload: { limits: { fileSize: MEDIA_MAX_BYTES } },
  email: emailAdapter() ?? disabledEmailAdapter,
  onInit: async (payload) => {
    // Purges wait for the publish's commit (src/hooks/revalidateSite.ts).
    installAfterCommit(payload.db)
    await loadTrackerOverrides(payload)
    // Periodic jobs run in one worker of each instance (and once across instances, by lease).
    if (!runsJobs()) return
    scheduleRetention(payload)
    scheduleJobRunner(payload)
    scheduleLinkCheck(payload)
    scheduleBackups(payload)
    watchNoticeBoundaries(payload)
    scheduleAlertSender(payload)
    scheduleAlertExpiry(payload)
  },
  // Scheduled publish/unpublish (and the link check) are jobs; only editors and administrators
  // may queue, run or cancel them (Payload's default is any signed-in account).
  jobs: {
    access: { queue: editorsOrAdmins, run: editorsOrAdmins, cancel: editorsOrAdmins },
    // Kept once done, for the dashboard's « went out » list; pruned after 30 days (src/editorial/scheduler.ts).
    deleteJobOnComplete: false,
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      access: { ...defaultJobsCollection.access, read: contentEditors, create: () => false, update: () => false, delete: () => false },
    }),
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  endpoints: [searchEndpoint, pageViewEndpoint, readyEndpoint, citizenWordsEndpoint, newGuideEndpoint, alertSendEndpoint, alertExportEndpoint, reminderExportEndpoint],
  // Payload's English-only error messages in the editor's language (src/admin/errorMessages.ts).
  hooks: { afterError: [translateErrors] },
  // Relationship depth for everyone (the admin needs at most 2); anonymous REST reads are
  // bounded further in src/security/api.ts. GraphQL is off: nothing uses it, and its nested
  // queries would be one more way to ask for unbounded work (ADR 5).
  maxDepth: 3,
  defaultDepth: 1,
  graphQL: { disable: true },
  // JSON lines; expected refusals (4xx) are not logged at all (src/security/logger.ts).
  logger: portalLoggerOptions(),
  telemetry: false,
})
  // Who holds a document's lock, named for every member of staff (src/editorial/locks.ts).
  .then(nameLockHolders)

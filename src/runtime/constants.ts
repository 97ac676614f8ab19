/**
 * Business constants of the navigation and analytics runtime (specification §9).
 * One module, imported by the browser runtime, the service worker and the tests.
 */
/** A navigation pending this long shows the loading signal. */
export const DELAYED_LOADING_MS = 1000
/** Data loads that fail for another reason than 404/500 are retried this many times. */
export const RETRY_LIMIT = 3
/** First retry waits this long; each further retry doubles it. */
export const RETRY_BASE_DELAY_MS = 300
/** The page-view event is sent this long after each route change. */
export const ROUTE_CHANGE_ANALYTICS_DELAY_MS = 50
/** Core Web Vitals reports are debounced by this long. */
export const WEB_VITALS_DEBOUNCE_MS = 3000
/** Analytics batches: sent when this many events are queued… */
export const ANALYTICS_BATCH_SIZE = 10
/** …or this long after the first queued event (and always on `pagehide`). */
export const ANALYTICS_FLUSH_MS = 5000
/** Consent cookies last 12 months (the guidance allows 6 to 13). */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60
/** Network timeout before a page is served from the offline cache. */
export const SW_NETWORK_TIMEOUT_S = 4

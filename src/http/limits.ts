/** Sizes the portal accepts, shared by the front (src/server/edge.ts) and the app's own checks. */
import { MEDIA_MAX_BYTES } from '@/media/storage'

/** Longest request target accepted (the path and query string; the search field takes 200 characters). */
export const MAX_URL_LENGTH = 8192
/** Declared body sizes accepted: citizens' forms, and the staff's admin and API. */
export const PUBLIC_BODY_LIMIT = 64 * 1024
export const STAFF_BODY_LIMIT = 4 * 1024 * 1024
/** Uploads of images and PDF forms (src/media/storage.ts: 10 MB) with their form fields. */
export const MEDIA_BODY_LIMIT = MEDIA_MAX_BYTES + 256 * 1024

/**
 * Header names of the portal's own HTTP contract between the front (src/server/main.ts), its
 * workers and the app. The front removes any of them a client sends and sets its own.
 */

/** Who the client is and whether it used HTTPS, as decided by the front (src/server/clientAddress.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-portal-client-address'
/** The client as every budget counts it: the IPv4 address, or the IPv6 /64 (src/server/clientAddress.ts). */
export const CLIENT_KEY_HEADER = 'x-portal-client-key'
export const CLIENT_HTTPS_HEADER = 'x-portal-https'
/** Carries the secret on every request from the front to a worker. */
export const FRONT_HEADER = 'x-portal-front'
/** The front asks a worker for a finished public page (src/server/render.ts); value: 'keep' | 'once'. */
export const RENDER_HEADER = 'x-portal-render'
export const PURGE_SECRET_HEADER = 'x-portal-purge'
/** Paths only the front itself may request (refused from outside with 404). */
export const INTERNAL_PATH_PREFIX = '/api/portal-internal/'
/** The environment variable that hands the secret to the workers. */
export const FRONT_SECRET_ENV = 'PORTAL_FRONT_SECRET'

/** Set (to the front's secret) by the worker when it asks Next.js for the search page's shell or results (src/server/searchPage.ts). */
export const SEARCH_PART_HEADER = 'x-portal-search-part'
/** Where Next.js answers the search page's results block, for the worker only (refused by the front). */
export const SEARCH_PART_PATH = '/portal-search-main/'
/** The mirror build's reads (src/ops/mirror.ts) carry the instance's secret: not counted against a client's budget. */
export const MIRROR_HEADER = 'x-portal-mirror-build'

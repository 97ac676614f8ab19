/** Addresses of the open content API, shared by its handlers and by the portal server (no imports: the server bundle stays small). */
export const OPEN_API_BASE = '/api/open/v1'

/** The full export's stable addresses (src/openData/export.ts). */
export const EXPORT_PATHS = [`${OPEN_API_BASE}/export/services-publics-mg.json`, `${OPEN_API_BASE}/export/guides.csv`] as const

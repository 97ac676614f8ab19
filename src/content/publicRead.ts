/**
 * Public reads: access control is enforced (overrideAccess: false, no user), so only published
 * documents and public fields ever reach a page, page data, the open API or the export.
 */
export const publicRead = { overrideAccess: false, draft: false, fallbackLocale: false } as const

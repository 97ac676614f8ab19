import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/i18n/paths'

// Its sitemap address follows SITE_URL as the server runs it, not as the build saw it (issue 39).
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/fr/searchResult/', '/mg/searchResult/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}

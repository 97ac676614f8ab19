import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/i18n/paths'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/fr/searchResult/', '/mg/searchResult/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}

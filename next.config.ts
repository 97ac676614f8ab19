import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaders } from './src/security/headers'

const nextConfig: NextConfig = {
  // Every public route of the specification ends with a slash.
  trailingSlash: true,
  poweredByHeader: false,
  compress: true,
  reactStrictMode: true,
  // Tests and the benchmark build a separate output directory so they never
  // clobber the operator's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  async headers() {
    return [
      // Documents get the full policy; hashed static assets (15+ requests a first visit on 2G)
      // only what applies to them, to keep response headers small.
      { source: '/((?!_next/static/|icons/).*)', headers: securityHeaders },
      { source: '/_next/static/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

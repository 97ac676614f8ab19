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
    return [{ source: '/:path*', headers: securityHeaders }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

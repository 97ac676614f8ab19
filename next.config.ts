import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { withSerwist } from '@serwist/turbopack'

import { API_POLICY, securityHeaders } from './src/security/headers'

const nextConfig: NextConfig = {
  // Every public route of the specification ends with a slash. Next.js's own redirect to it is
  // off: it ran before the proxy on every path, so each call of the CMS (/api/…, /admin/…) went
  // through a 308 first, and each save sent its body twice. The proxy redirects public paths
  // (src/proxy.ts); the CMS is served at the addresses it calls.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  compress: true,
  reactStrictMode: true,
  // Node-only client with optional native parts: loaded from node_modules, not bundled.
  serverExternalPackages: ['ioredis'],
  // Tests and the benchmark build a separate output directory so they never
  // clobber the operator's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The file-system page cache, minus 404s: unknown URLs never write to disk (src/cache/handler.cjs).
  cacheHandler: path.resolve(process.cwd(), 'src/cache/handler.cjs'),
  // The service worker is built by a static route handler (src/app/serwist) and served at /sw.js.
  async rewrites() {
    return [{ source: '/sw.js', destination: '/serwist/sw.js' }]
  },
  async headers() {
    return [
      // Documents get the full policy; hashed static assets (15+ requests a first visit on 2G)
      // only what applies to them, to keep response headers small.
      // Pages get their Content-Security-Policy from the proxy (src/proxy.ts), computed at run
      // time from the tracker configuration; the other headers are the same everywhere.
      { source: '/((?!_next/static/|icons/).*)', headers: securityHeaders().filter((h) => h.key !== 'Content-Security-Policy') },
      // The admin gets a policy with a fresh nonce from the proxy (src/proxy.ts).
      { source: '/:area(sw.js|serwist)/:path*', headers: securityHeaders().filter((h) => h.key === 'Content-Security-Policy') },
      // JSON never runs anything: the API (Payload's and the open one) allows nothing at all.
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_POLICY }] },
      { source: '/:file(sitemap.xml|robots.txt|manifest.webmanifest)', headers: [{ key: 'Content-Security-Policy', value: API_POLICY }] },
      { source: '/_next/static/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
    ]
  },
}

export default withPayload(withSerwist(nextConfig), { devBundleServerPackages: false })

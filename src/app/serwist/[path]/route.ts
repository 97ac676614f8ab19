import crypto from 'node:crypto'

import { createSerwistRoute } from '@serwist/turbopack'

/**
 * Builds the service worker (src/sw/sw.ts, bundled with esbuild by @serwist/turbopack)
 * during `next build` and serves it as a static file; /sw.js is rewritten here
 * (next.config.ts). One revision per build versions the precached offline pages.
 */
const revision = crypto.randomUUID()

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'src/sw/sw.ts',
  useNativeEsbuild: true,
  // Only the small files of public/ (icons); Next's chunks are cached as pages use them,
  // never all at once (the admin's chunks alone are megabytes).
  globDirectory: 'public',
  // The SVG icon only (0.4 KB): the PNGs are fetched by the browser itself when it installs the app.
  globPatterns: ['icons/icon.svg'],
  additionalPrecacheEntries: [
    { url: '/fr/offline/', revision },
    { url: '/mg/offline/', revision },
    { url: '/manifest.webmanifest', revision },
  ],
})

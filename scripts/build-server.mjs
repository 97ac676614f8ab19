#!/usr/bin/env node
/**
 * Bundles the front server (src/server/main.ts) into <distDir>/portal-server.mjs: the app's
 * own modules are inlined, npm packages stay imports. Run by `npm run build` and, when
 * missing, by `npm start`.
 */
import path from 'node:path'

import { build } from 'esbuild'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const distDir = process.env.NEXT_DIST_DIR || '.next'

await build({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outfile: path.join(root, distDir, 'portal-server.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
})

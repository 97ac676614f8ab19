#!/usr/bin/env node
/**
 * Builds what the portal server needs beside Next.js's own build, into <distDir>:
 * - portal-server.mjs: the front (src/server/main.ts) and portal-worker.mjs, the worker it starts
 *   (src/server/worker.ts); app modules inlined, npm packages stay imports;
 * - brotli and gzip copies of Next.js's static assets (served by the front);
 * - islands/: the browser islands (src/islands/*.ts), one hashed ES module each (shared code in
 *   hashed chunks), precompressed with brotli and gzip, and manifest.json (name → URL).
 * Run by `npm run build` and on every `npm start` (≈ 100 ms).
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { build } from 'esbuild'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')
const tsconfig = path.join(root, 'tsconfig.json')

for (const [entry, out] of [['main', 'portal-server.mjs'], ['worker', 'portal-worker.mjs']]) {
  await build({
    entryPoints: [path.join(root, `src/server/${entry}.ts`)],
    outfile: path.join(distDir, out),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    tsconfig,
    logLevel: 'warning',
    // CommonJS modules of the app (src/cache/renderConfig.cjs, shared with Next.js's cache handler)
    // require Node's own modules: an ES module has no `require` of its own.
    banner: { js: "import { createRequire as portalCreateRequire } from 'node:module'; const require = portalCreateRequire(import.meta.url);" },
  })
}

// Next.js's hashed assets, served by the front from disk (src/server/staticFiles.ts): their brotli
// and gzip forms once, here, instead of gzip on every request. Skipped when already made.
const staticDir = path.join(distDir, 'static')
const compressible = /\.(js|css|svg|json|map|txt)$/
function walk(dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}
for (const file of walk(staticDir)) {
  if (!compressible.test(file) || fs.existsSync(`${file}.br`)) continue
  const body = fs.readFileSync(file)
  if (body.length < 256) continue
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }))
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))
}

const islandsDir = path.join(distDir, 'islands')
fs.rmSync(islandsDir, { recursive: true, force: true })
const names = fs.readdirSync(path.join(root, 'src/islands')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => f.slice(0, -3))
const result = await build({
  entryPoints: Object.fromEntries(names.map((name) => [name, path.join(root, 'src/islands', `${name}.ts`)])),
  outdir: islandsDir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2020'],
  minify: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  metafile: true,
  tsconfig,
  legalComments: 'none',
  logLevel: 'warning',
})
const manifest = {}
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  const name = output.entryPoint && path.basename(output.entryPoint, '.ts')
  if (name && names.includes(name)) manifest[name] = `/_islands/${path.basename(file)}`
}
for (const file of fs.readdirSync(islandsDir)) {
  const body = fs.readFileSync(path.join(islandsDir, file))
  fs.writeFileSync(path.join(islandsDir, `${file}.br`), zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))
  fs.writeFileSync(path.join(islandsDir, `${file}.gz`), zlib.gzipSync(body, { level: 9 }))
}
fs.writeFileSync(path.join(islandsDir, 'manifest.json'), JSON.stringify(manifest, null, 2))

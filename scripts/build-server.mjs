#!/usr/bin/env node
/**
 * Builds what the portal server needs beside Next.js's own build, into <distDir>:
 * - portal-server.mjs: the front server (src/server/main.ts); app modules inlined, npm packages stay imports;
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

await build({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outfile: path.join(distDir, 'portal-server.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig,
  logLevel: 'warning',
})

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

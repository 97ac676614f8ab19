import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import type { ServiceSeed } from './types'

const servicesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'services')

/** Every guide under src/seed/services/, one file per document, sorted by key. */
export async function loadServiceSeeds(): Promise<ServiceSeed[]> {
  const files = fs
    .readdirSync(servicesDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
  const seeds = await Promise.all(
    files.map(async (file) => {
      const mod = (await import(pathToFileURL(path.join(servicesDir, file)).href)) as { default: ServiceSeed }
      if (mod.default.key !== file.replace(/\.ts$/, '')) {
        throw new Error(`Seed file ${file} declares key "${mod.default.key}"`)
      }
      return mod.default
    }),
  )
  return seeds
}

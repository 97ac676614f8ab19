/**
 * Vitest global setup of the integration tests: one directory, for this run only, where the first
 * test file that needs a seeded database of an engine leaves a copy of it, so that the other files
 * start from that copy instead of seeding again (tests/support/payload.ts). Removed at the end.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplateDir: string
  }
}

export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seed-template-'))
  fs.chmodSync(dir, 0o777)
  project.provide('seedTemplateDir', dir)
  return () => fs.rmSync(dir, { recursive: true, force: true })
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Where the e2e server (tests/e2e/server.ts) says which database and log file it uses. */
export function e2eInfoFile(port: string | number): string {
  return path.join(os.tmpdir(), `portal-e2e-${port}.json`)
}

export type E2EInfo = { databaseUrl: string; logFile: string; secret: string; mediaDir: string }

export function e2eInfo(): E2EInfo {
  return JSON.parse(fs.readFileSync(e2eInfoFile(process.env.E2E_PORT || '3210'), 'utf8')) as E2EInfo
}

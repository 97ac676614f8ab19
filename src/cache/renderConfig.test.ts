import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { OTHER_ENV, RENDER_ENV, renderFingerprint, renderNamespace } from './renderConfig.cjs'

const root = path.resolve(import.meta.dirname, '..')

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(file)
    return /\.(ts|tsx|cjs|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

describe('the render configuration that keys the pages kept on disk (issue 39)', () => {
  it('names every environment variable the source reads, as shown on pages or not', () => {
    const read = new Set<string>()
    for (const file of sources(root)) {
      const text = fs.readFileSync(file, 'utf8')
      for (const match of text.matchAll(/\b(?:process\.env|env)\.([A-Z][A-Z0-9_]+)\b|\b(?:process\.env|env)\[['"]([A-Z][A-Z0-9_]+)['"]\]/g)) read.add(match[1] ?? match[2]!)
    }
    const known = new Set([...RENDER_ENV, ...OTHER_ENV])
    expect([...read].filter((name) => !known.has(name)).sort(), 'classify these in src/cache/renderConfig.cjs').toEqual([])
    expect(RENDER_ENV.filter((name) => OTHER_ENV.includes(name))).toEqual([])
  })

  it('changes with each variable a page shows, not with the others', () => {
    const base = { SITE_URL: 'https://services.gov.mg' }
    const fingerprint = renderFingerprint(base)
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/)
    for (const name of RENDER_ENV.filter((n) => n !== 'PORTAL_SERVED_ORIGIN')) expect(renderFingerprint({ ...base, [name]: 'x' }), name).not.toBe(fingerprint)
    for (const name of ['PORT', 'SMTP_PASSWORD', 'LOG_LEVEL', 'PORTAL_WORKER_PORT', 'SMS_SENDSMS_PASSWORD']) expect(renderFingerprint({ ...base, [name]: 'x' }), name).toBe(fingerprint)
    // The address served counts only without a public address (absolute links use it then).
    expect(renderFingerprint({ ...base, PORTAL_SERVED_ORIGIN: 'http://127.0.0.1:3001' })).toBe(fingerprint)
    expect(renderFingerprint({ PORTAL_SERVED_ORIGIN: 'http://127.0.0.1:3001' })).not.toBe(renderFingerprint({ PORTAL_SERVED_ORIGIN: 'http://127.0.0.1:3002' }))
    // Spaces around a value change nothing a page shows.
    expect(renderFingerprint({ ...base, SMTP_HOST: ' mail.gov.mg ' })).toBe(renderFingerprint({ ...base, SMTP_HOST: 'mail.gov.mg' }))
  })

  it('workers use the namespace their front chose', () => {
    expect(renderNamespace({ PORTAL_RENDER_CONFIG: '0123456789abcdef', SMTP_HOST: 'x' })).toBe('0123456789abcdef')
    expect(renderNamespace({ SMTP_HOST: 'x' })).toBe(renderFingerprint({ SMTP_HOST: 'x' }))
    expect(renderNamespace({ PORTAL_RENDER_CONFIG: '../../etc' })).toBe(renderFingerprint({}))
  })
})

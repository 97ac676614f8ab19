import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { renderFingerprint } from '@/cache/renderConfig.cjs'

import { IN_USE_FILE, prepareRouteCache, routeCacheRoot, UNUSED_AFTER_MS } from './routeCache'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))
const distDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-route-cache-'))
  dirs.push(dir)
  return dir
}
const page = (root: string, namespace: string) => {
  const file = path.join(root, namespace, 'APP_PAGE', 'abc', '$', 'fr', 'services', 'passeport.html')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, '<html>')
  return file
}

describe('pages on disk follow the configuration a server starts with (issue 39)', () => {
  it('a new configuration gets a namespace of its own, handed to the workers; the same one finds its pages again', () => {
    const dist = distDir()
    const env: Record<string, string | undefined> = { SITE_URL: 'https://services.gov.mg' }
    const first = prepareRouteCache(dist, env)
    first.stop()
    expect(first.fresh).toBe(true)
    expect(env.PORTAL_RENDER_CONFIG).toBe(renderFingerprint({ SITE_URL: 'https://services.gov.mg' }))
    const rendered = page(routeCacheRoot(dist), first.namespace)
    const again = prepareRouteCache(dist, { SITE_URL: 'https://services.gov.mg' })
    again.stop()
    expect([again.namespace, again.fresh, fs.existsSync(rendered)]).toEqual([first.namespace, false, true])
    const changed = prepareRouteCache(dist, { SITE_URL: 'https://services.gov.mg', SMTP_HOST: 'mail.gov.mg' })
    changed.stop()
    expect(changed.fresh).toBe(true)
    expect(changed.namespace).not.toBe(first.namespace)
    // The other namespace is still in use (marked within the hour): kept for the server that may still run it.
    expect(fs.existsSync(rendered)).toBe(true)
  })

  it('removes what no server marked for an hour, and the layout of before; keeps its own', () => {
    const dist = distDir()
    const root = routeCacheRoot(dist)
    const legacy = path.join(root, 'APP_PAGE', 'abc', '$', 'fr.html')
    fs.mkdirSync(path.dirname(legacy), { recursive: true })
    fs.writeFileSync(legacy, '<html>')
    const old = page(root, '0123456789abcdef')
    fs.writeFileSync(path.join(root, '0123456789abcdef', IN_USE_FILE), '')
    const past = new Date(Date.now() - UNUSED_AFTER_MS - 60_000)
    fs.utimesSync(path.join(root, '0123456789abcdef', IN_USE_FILE), past, past)
    const live = page(root, 'fedcba9876543210')
    fs.writeFileSync(path.join(root, 'fedcba9876543210', IN_USE_FILE), '')
    const started = prepareRouteCache(dist, {})
    started.stop()
    expect(started.removed.sort()).toEqual(['0123456789abcdef', 'APP_PAGE'])
    expect([fs.existsSync(legacy), fs.existsSync(old), fs.existsSync(live)]).toEqual([false, false, true])
    expect(fs.existsSync(path.join(root, started.namespace, IN_USE_FILE))).toBe(true)
  })
})

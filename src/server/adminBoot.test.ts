import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'

import { adminBootBlock, adminBootLanguage, injectAfterBody, wantsAdminBoot } from './adminBoot'

async function through(chunks: string[], block: string): Promise<string> {
  const out: Buffer[] = []
  for await (const chunk of Readable.from(chunks.map((c) => Buffer.from(c, 'utf8'))).pipe(injectAfterBody(block))) out.push(chunk as Buffer)
  return Buffer.concat(out).toString('utf8')
}

describe('the admin’s first paint', () => {
  it('inserts the block right after <body>, even when the tag is split across chunks, and keeps the rest byte for byte', async () => {
    expect(await through(['<html><head><title>É</title></head><bo', 'dy class="x">', '<p>ünïcode ’</p></body></html>'], '<div>Chargement…</div>')).toBe(
      '<html><head><title>É</title></head><body class="x"><div>Chargement…</div><p>ünïcode ’</p></body></html>',
    )
    expect(await through(['<html><body>', 'a', 'b'], 'X')).toBe('<html><body>Xab')
  })

  it('leaves an answer without <body> in its first 64 KB unchanged', async () => {
    const long = 'a'.repeat(70 * 1024)
    expect(await through([long, '<body>z'], 'X')).toBe(`${long}<body>z`)
    expect(await through(['{"json":true}'], 'X')).toBe('{"json":true}')
  })

  it('only for a browser’s GET of an admin page, in the editor’s language', () => {
    const html = { accept: 'text/html,application/xhtml+xml' }
    expect(wantsAdminBoot('GET', '/admin/login', html)).toBe(true)
    expect(wantsAdminBoot('GET', '/admin', html)).toBe(true)
    expect(wantsAdminBoot('POST', '/admin/login', html)).toBe(false)
    expect(wantsAdminBoot('GET', '/api/users/me', html)).toBe(false)
    expect(wantsAdminBoot('GET', '/administration', html)).toBe(false)
    expect(wantsAdminBoot('GET', '/admin/collections/services', { ...html, rsc: '1' })).toBe(false)
    expect(wantsAdminBoot('GET', '/admin/collections/services', { accept: '*/*' })).toBe(false)
    expect(adminBootLanguage({ cookie: 'a=b; payload-lng=mg' })).toBe('mg')
    expect(adminBootLanguage({ cookie: 'payload-lng=fr' })).toBe('fr')
    // No choice yet: the browser's language (issue 39), a choice made winning over it.
    expect(adminBootLanguage({ 'accept-language': 'mg-MG,mg;q=0.9,fr;q=0.8' })).toBe('mg')
    expect(adminBootLanguage({ 'accept-language': 'en-US,en;q=0.9' })).toBe('fr')
    expect(adminBootLanguage({ cookie: 'payload-lng=fr', 'accept-language': 'mg' })).toBe('fr')
    expect(adminBootBlock('mg')).toContain('Eo am-pamohana ny fitantanana')
    expect(adminBootBlock('fr')).toMatch(/role="status">Chargement de l’administration…/)
    expect(adminBootBlock('fr')).toContain('<noscript><p>L’administration a besoin de JavaScript.')
  })
})

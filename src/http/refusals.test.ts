import { describe, expect, it } from 'vitest'

import { refusalLocale, refusalPage, REFUSAL_STYLE_HASH } from './refusals'

describe('refusalPage', () => {
  it('speaks the language of the path, escapes what it echoes, and allows only its own style', () => {
    expect(refusalLocale('/mg/contact/envoyer/')).toBe('mg')
    expect(refusalLocale('/xx/')).toBe('fr')
    const page = refusalPage('tooMany', 429, 'mg', { minutes: 3, backTo: '/mg/contact/', kept: '<script>alert(1)</script>' })
    expect(page.body).toContain('lang="mg"')
    expect(page.body).toContain('3 minitra')
    expect(page.body).not.toContain('<script>')
    expect(page.body).toContain('&#60;script&#62;')
    expect(page.headers['Content-Security-Policy']).toBe(`default-src 'none'; style-src '${REFUSAL_STYLE_HASH}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`)
    expect(JSON.parse(refusalPage('badRequest', 400, 'fr', { json: true }).body).errors[0].message).toContain('Adresse non valide')
    const down = refusalPage('unavailable', 503, 'mg', { retry: '/mg/searchResult/?q=a&b=<x>' })
    expect(down.body).toContain('Tsy azo ampiasaina vetivety ny tolotra')
    expect(down.body).toContain('href="/mg/searchResult/?q=a&#38;b=&#60;x&#62;"')
  })
})

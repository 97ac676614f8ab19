import { describe, expect, it } from 'vitest'

import { hashedName, mediaFile } from './storage'

describe('media storage', () => {
  it('names files by content, readable and safe, with the extension of the detected type', () => {
    const a = hashedName('Formulaire CNI (2025).PDF', Buffer.from('a'), 'application/pdf')
    expect(a).toMatch(/^[0-9a-f]{10}-formulaire-cni-2025\.pdf$/)
    expect(hashedName('Formulaire CNI (2025).PDF', Buffer.from('b'), 'application/pdf')).not.toBe(a)
    expect(hashedName('Été à Toamasina.jpeg', Buffer.from('x'), 'image/jpeg')).toMatch(/-ete-a-toamasina\.jpg$/)
    expect(hashedName('../../etc/passwd', Buffer.from('x'), 'image/png')).toMatch(/^[0-9a-f]{10}-passwd\.png$/)
    // A PNG sent under an HTML name is stored as what it is.
    expect(hashedName('page.html', Buffer.from('x'), 'image/png')).toMatch(/^[0-9a-f]{10}-page\.png$/)
  })

  it('serves only plain names of known types inside the media directory', () => {
    expect(mediaFile('/media/3f9a1c0b2e-formulaire.pdf', '/srv/media')).toEqual({ file: '/srv/media/3f9a1c0b2e-formulaire.pdf', type: 'application/pdf' })
    expect(mediaFile('/media/3f9a1c0b2e-photo-480x320.webp', '/srv/media')?.type).toBe('image/webp')
    for (const bad of ['/media/../secret.pdf', '/media/%2e%2e/x.pdf', '/media/a/b.pdf', '/media/x.svg', '/media/x.html', '/media/', '/media/.env', '/other/x.pdf']) {
      expect(mediaFile(bad, '/srv/media'), bad).toBeNull()
    }
  })
})

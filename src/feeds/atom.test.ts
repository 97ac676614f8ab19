import { describe, expect, it } from 'vitest'

import { atomFeed } from './atom'

describe('Atom feed', () => {
  it('lists entries with their note, link and date, escaped', () => {
    const xml = atomFeed('fr', [
      { title: 'Passeport <biométrique> & visa', slug: 'passeport', at: '2026-11-23T08:00:00.000Z', note: 'Le timbre passe à "10 000 Ar".\u0007' },
      { title: 'Acte de naissance', slug: 'acte-de-naissance', at: '2026-11-21T08:00:00.000Z', note: 'Première publication.' },
    ])
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="fr">/)
    expect(xml).toContain('<title>Passeport &lt;biométrique&gt; &amp; visa</title>')
    expect(xml).toContain('<summary>Le timbre passe à &quot;10 000 Ar&quot;.</summary>')
    expect(xml).toContain('<updated>2026-11-23T08:00:00.000Z</updated>\n  <author>')
    expect(xml.match(/<entry>/g)).toHaveLength(2)
    expect(xml).toMatch(/<id>https?:\/\/[^<]+\/fr\/services\/passeport\/#2026-11-23T08:00:00.000Z<\/id>/)
  })

  it('is in Malagasy for the Malagasy feed', () => {
    const xml = atomFeed('mg', [])
    expect(xml).toContain('xml:lang="mg"')
    expect(xml).toContain('fanavaozana')
    expect(xml).toContain('/mg/atom.xml')
  })
})

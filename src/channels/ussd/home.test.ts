/**
 * The USSD home in Malagasy with the seeded themes (issue 39): it showed « 1 Vonjy taitra » (the
 * emergency numbers) and, further down, the theme « Vonjy maika » — two words for emergency.
 */
import { describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n'
import { categories } from '@/seed/data/categories'

import { ussdScreen, type UssdDeps } from './menu'

const themes = (lang: Locale) => [...categories].sort((a, b) => a.order - b.order).map((c, i) => ({ id: i + 1, title: c.title[lang] }))

const deps: UssdDeps = {
  themes: async (lang) => themes(lang),
  guides: async () => [],
  guide: async () => null,
  emergencyNumbers: async () => [],
  flow: async () => null,
}

/** Every entry of the home screen, page after page (9 shows the next one). */
async function homeEntries(choice: '1' | '2'): Promise<string[]> {
  const entries: string[] = []
  let input: string = choice
  for (let page = 0; page < 10; page++) {
    const { text } = await ussdScreen(input, deps)
    // Entries are numbered 1 to 8; 9 (next), 0 (back) and 00 (home) are the navigation.
    const lines = text.split('\n').filter((line) => /^[1-8] /.test(line))
    entries.push(...lines.map((line) => line.replace(/^[1-8] /, '')))
    if (!/\n9 (Suite|Tohiny)/.test(text)) break
    input = `${input}*9`
  }
  return entries
}

describe('the USSD home with the seeded themes', () => {
  it('says emergency with one word in Malagasy, the glossary’s « Vonjy taitra »', async () => {
    const entries = await homeEntries('2')
    expect(entries.length).toBe(categories.length + 1)
    const emergency = entries.filter((entry) => /vonjy|maika|urgen/i.test(entry))
    expect(emergency.length).toBeGreaterThanOrEqual(1)
    expect(new Set(emergency)).toEqual(new Set(['Vonjy taitra']))
  })

  it('shows the themes by their glossary titles', async () => {
    const entries = await homeEntries('2')
    expect(entries).toContain('Sora-piankohonana')
    expect(entries).toContain('Zom-pirenena')
    expect(entries.filter((entry) => /sata sivily|fahaolom-pirenena/i.test(entry))).toEqual([])
  })
})

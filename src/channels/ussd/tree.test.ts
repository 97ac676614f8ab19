/**
 * The whole USSD tree with every seeded guide and theme (issue 41: three times as many guides):
 * walked screen by screen as a caller would, in both languages. Every screen is GSM-7 and at most
 * 182 characters, and every guide is reached in at most 4 key presses after the language (the
 * home's "9", the theme, the theme's "9", the guide) — and its menu opens.
 */
import { describe, expect, it } from 'vitest'

import { cutToFit, gsm7Length, isGsm7, toGsm7, USSD_SCREEN_MAX } from '@/gsm'
import { locales, type Locale } from '@/i18n'
import { categories } from '@/seed/data/categories'
import { shortTitles } from '@/seed/data/shortTitles'

import { seededSite } from '../../../tests/support/seedGuides'

import { ussdScreen, type UssdDeps } from './menu'

/** Most key presses from a language's home screen to any guide. */
const MAX_PRESSES = 4

async function seededDeps(): Promise<UssdDeps> {
  const site = await seededSite()
  const ordered = [...categories].sort((a, b) => a.order - b.order)
  const themeOf = (lang: Locale, themeId: number) => ordered[themeId - 1]
  const guidesOf = (lang: Locale, themeId: number) =>
    site.seeds
      .map((seed, i) => ({ seed, id: i + 1 }))
      .filter(({ seed }) => seed.category === themeOf(lang, themeId)?.key)
      .map(({ seed, id }) => ({ id, title: seed.title[lang], shortTitle: shortTitles[seed.key]?.[lang] ?? null }))
      .sort((a, b) => a.title.localeCompare(b.title, lang))
  return {
    // As the portal: the themes that have a guide, in their order.
    themes: async (lang) => ordered.map((c, i) => ({ id: i + 1, title: c.title[lang] })).filter((th) => guidesOf(lang, th.id).length > 0),
    guides: async (lang, themeId) => guidesOf(lang, themeId),
    guide: async (lang, id) => site.guide(lang, id),
    emergencyNumbers: async () => [],
    flow: async () => null,
  }
}

/** The numbered entries of a list screen, and whether it has a next screen. */
function entriesOf(text: string): { entries: string[]; more: boolean } {
  // A next screen has no heading: its first line is already an entry.
  const lines = text.split('\n')
  return { entries: lines.filter((l) => /^[1-8] /.test(l)), more: lines.some((l) => /^9 (Suite|Tohiny)/.test(l)) }
}

describe('the USSD tree with every seeded guide', () => {
  it('fits every screen and reaches every guide in at most 4 key presses, in both languages', { timeout: 60_000 }, async () => {
    const deps = await seededDeps()
    const site = await seededSite()
    const problems: string[] = []
    const deepest: Record<string, number> = {}
    const check = (path: string[], text: string) => {
      if (!isGsm7(text) || gsm7Length(text) > USSD_SCREEN_MAX) problems.push(`${path.join('*')}: ${gsm7Length(text)} characters: ${text}`)
    }
    for (const [choice, lang] of [['1', 'fr'], ['2', 'mg']] as const) {
      const reached = new Map<string, number>()
      // Home screens: "9" for each next one.
      for (let homePage = 0, home: string[] = [choice]; homePage < 10; homePage++, home = [...home, '9']) {
        const homeScreen = (await ussdScreen(home.join('*'), deps)).text
        check(home, homeScreen)
        const { entries, more } = entriesOf(homeScreen)
        for (let n = 2 - (homePage === 0 ? 0 : 1); n <= entries.length; n++) {
          if (homePage === 0 && n === 1) continue // the emergency numbers
          for (let themePage = 0, theme = [...home, String(n)]; themePage < 10; themePage++, theme = [...theme, '9']) {
            const themeScreen = (await ussdScreen(theme.join('*'), deps)).text
            check(theme, themeScreen)
            const list = entriesOf(themeScreen)
            for (let g = 1; g <= list.entries.length; g++) {
              const path = [...theme, String(g)]
              const guideScreen = (await ussdScreen(path.join('*'), deps)).text
              check(path, guideScreen)
              const presses = path.length - 1
              const title = guideScreen.split('\n')[0]!
              if (!guideScreen.includes(lang === 'fr' ? '1 Cout' : '1 Sarany')) problems.push(`${path.join('*')}: not a guide's menu: ${guideScreen}`)
              if (!reached.has(title) || reached.get(title)! > presses) reached.set(title, presses)
            }
            if (!list.more) break
          }
        }
        if (!more) break
      }
      for (const [i] of site.seeds.entries()) {
        // A guide's screen opens with its title (GSM-7, 60 characters at most).
        const title = site.guide(lang, i + 1)!.title
        const presses = reached.get(cutToFit(toGsm7(title, lang), 60))
        if (presses === undefined) problems.push(`${lang}: never reached: ${title}`)
        else if (presses > MAX_PRESSES) problems.push(`${lang}: ${title}: ${presses} key presses`)
      }
      deepest[lang] = Math.max(...reached.values())
    }
    console.log(`USSD tree: ${site.seeds.length} guides, most key presses after the language: fr ${deepest.fr}, mg ${deepest.mg}`)
    expect(problems).toEqual([])
  })
})

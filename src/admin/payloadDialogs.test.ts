/**
 * Payload's lock and restore dialogs as installed (scripts/patch-payload.mjs, part 3): the code
 * these tests run is read from the installed files, so they fail if the install did not patch
 * them, or patched them wrong.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { portalAdminDate } from '../../scripts/payload-admin-date.mjs'

import { adminDate, monthNames } from './dates'

const installed = (file: string) => fs.readFileSync(path.join(process.cwd(), 'node_modules', file), 'utf8')

const lockDialog = installed('@payloadcms/ui/dist/elements/DocumentLocked/index.js')
const clientBundle = installed('@payloadcms/ui/dist/exports/client/index.js')
const versionView = installed('@payloadcms/next/dist/views/Version/index.js')

/** A piece of installed code, cut out between two markers and made callable. */
function extract(text: string, start: RegExp, end: string): string {
  const at = text.search(start)
  expect(at, String(start)).toBeGreaterThanOrEqual(0)
  const stop = text.indexOf(end, at)
  expect(stop, end).toBeGreaterThan(at)
  return text.slice(at, stop + end.length)
}

type DateFormat = (date: unknown, language?: string) => string
const evaluate = <T>(expression: string): T => new Function(`return (${expression})`)() as T

// 04:31 UTC is 07:31 in Antananarivo; 22:30 UTC on 30 November is 01:30 on 1 December there.
const instants = ['2026-11-28T04:31:00.000Z', '2026-11-30T22:30:00.000Z', '2027-07-14T15:05:00.000Z']

describe('the document-lock dialog, as installed', () => {
  const plainFormat = evaluate<DateFormat>(extract(lockDialog, /\(date, language\) => date \?/, ": '';").replace(/;$/, ''))
  const bundledFormat = evaluate<DateFormat>(extract(clientBundle, /\(t,lng\)=>t\?/, ':""'))

  it('says since when the colleague edits, in the admin’s language and on Madagascar’s clock', () => {
    for (const format of [plainFormat, bundledFormat]) {
      expect(format('2026-11-28T04:31:00.000Z', 'fr')).toBe('28 novembre 2026, 07:31')
      expect(format('2026-11-28T04:31:00.000Z', 'mg')).toBe('28 Novambra 2026, 07:31')
      // The lock's time as Payload hands it: milliseconds.
      expect(format(Date.parse('2026-11-30T22:30:00.000Z'), 'fr')).toBe('1er décembre 2026, 01:30')
      expect(format(undefined, 'fr')).toBe('')
    }
  })

  it('is given the admin’s language', () => {
    expect(lockDialog).toContain('children: formatDate(updatedAt, i18n.language)')
    expect(clientBundle).toContain('children:JY(i,portalI18n?.language)')
    expect(clientBundle).toContain('{t:u,i18n:portalI18n}=E()')
  })

  it('names the colleague by name, else e-mail, never « Utilisateur : 3 » when the account was read', () => {
    const plainName = evaluate<(user: unknown) => unknown>(`(user) => ${extract(lockDialog, /isClientUserObject\(user\) \?/, 'user.id')} : null`.replace('isClientUserObject(user)', "user && typeof user === 'object'"))
    const bundledName = evaluate<(l: unknown) => unknown>(`(l) => ${extract(clientBundle, /b=hg\(l\)\?l\.name/, 'l.id')}:null`.replace('b=hg(l)', "l&&typeof l==='object'"))
    for (const name of [plainName, bundledName]) {
      expect(name({ id: 3, name: 'Hery Rakoto', email: 'hery@example.mg' })).toBe('Hery Rakoto')
      expect(name({ id: 3, name: null, email: 'hery@example.mg' })).toBe('hery@example.mg')
    }
  })
})

describe('the restore dialog, as installed', () => {
  it('dates the version on Madagascar’s clock (not the server’s), in the admin’s language', () => {
    const line = extract(versionView, /const versionToCreatedAtFormatted = /, ": '';")
    const format = evaluate<(versionTo: { updatedAt?: string }, i18n: { language: string }) => string>(`(versionTo, i18n) => ${line.replace('const versionToCreatedAtFormatted = ', '').replace(/;$/, '')}`)
    expect(format({ updatedAt: '2026-11-28T04:31:00.000Z' }, { language: 'fr' })).toBe('28 novembre 2026, 07:31')
    expect(format({ updatedAt: '2026-11-28T04:31:00.000Z' }, { language: 'mg' })).toBe('28 Novambra 2026, 07:31')
    expect(format({}, { language: 'fr' })).toBe('')
  })
})

describe('the date written into Payload’s dialogs', () => {
  it('is the portal’s own admin date, in both languages, every month', () => {
    const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2027, month, 1, 21, 59)))
    for (const instant of [...instants, ...months]) {
      for (const lang of ['fr', 'mg'] as const) expect(portalAdminDate(instant, lang)).toBe(adminDate(lang, instant))
    }
    expect(monthNames.mg).toHaveLength(12)
  })

  it('is self-contained: it runs from its source text alone, as the patched files hold it', () => {
    const script = fs.readFileSync(path.join(process.cwd(), 'scripts/payload-admin-date.mjs'), 'utf8')
    const source = script.slice(script.indexOf('function portalAdminDate')).trim()
    const copy = evaluate<DateFormat>(source)
    expect(copy('2026-11-28T04:31:00.000Z', 'mg')).toBe('28 Novambra 2026, 07:31')
    for (const file of [lockDialog, clientBundle, versionView]) expect(file).toContain(source)
  })
})

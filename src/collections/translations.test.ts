/**
 * Every text of the admin configuration exists in French and in Malagasy: collection and global
 * names, menu groups, field labels, descriptions, tab names and option labels are `{ fr, mg }`
 * objects (or functions), never a plain string that the Malagasy admin would show in French.
 * The configurations are imported from their own files, as src/payload.config.ts lists them.
 */
import type { CollectionConfig, Field, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { AboutPage } from '@/globals/AboutPage'
import { EmergencyNotice } from '@/globals/EmergencyNotice'
import { HomePage } from '@/globals/HomePage'
import { LinkReport } from '@/globals/LinkReport'
import { SiteSettings } from '@/globals/SiteSettings'
import { TrackerSettings } from '@/globals/TrackerSettings'

import { AuditLog } from './AuditLog'
import { Categories } from './Categories'
import { Journeys } from './Journeys'
import { Media } from './Media'
import { Messages } from './Messages'
import { Ministries } from './Ministries'
import { PageFeedback } from './PageFeedback'
import { PageViews } from './PageViews'
import { Places } from './Places'
import { QueryStats } from './QueryStats'
import { ReferenceCounters } from './ReferenceCounters'
import { Regions } from './Regions'
import { SearchSynonyms } from './SearchSynonyms'
import { Services } from './Services'
import { Users } from './Users'

const collections: CollectionConfig[] = [Services, Categories, Journeys, Media, Ministries, Places, Regions, Messages, SearchSynonyms, PageViews, PageFeedback, QueryStats, Users, ReferenceCounters, AuditLog]
const globals: GlobalConfig[] = [HomePage, AboutPage, SiteSettings, EmergencyNotice, TrackerSettings, LinkReport]

const LANGUAGES = ['fr', 'mg'] as const

/**
 * A text is bilingual when it is a function (translated when called) or an object with a
 * non-empty `fr` and `mg`. `required`: a missing text is a problem too (Payload would make one
 * up in English from the field's name).
 */
function checkText(value: unknown, where: string, problems: string[], required = false): void {
  if (value === undefined || value === null) {
    if (required) problems.push(`${where}: missing (Payload would show the name in English)`)
    return
  }
  if (value === false || typeof value === 'function') return
  if (typeof value === 'string') {
    problems.push(`${where}: plain string ${JSON.stringify(value)}`)
    return
  }
  if (typeof value !== 'object') {
    problems.push(`${where}: unexpected ${typeof value}`)
    return
  }
  for (const lang of LANGUAGES) {
    const text = (value as Record<string, unknown>)[lang]
    if (typeof text !== 'string' || !text.trim()) problems.push(`${where}: no ${lang} in ${JSON.stringify(value)}`)
  }
}

/** A field as this check reads it (any of Payload's field types). */
type AnyField = {
  type: string
  name?: string
  label?: unknown
  labels?: { singular?: unknown; plural?: unknown }
  admin?: { hidden?: unknown; description?: unknown }
  options?: unknown[]
  fields?: AnyField[]
  tabs?: { name?: string; label?: unknown; description?: unknown; fields: AnyField[] }[]
  blocks?: { slug: string; labels?: { singular?: unknown; plural?: unknown }; fields: AnyField[] }[]
}

/**
 * Fields, tabs, groups, arrays, rows, collapsibles and blocks, recursively. `internal`: inside
 * a collection hidden from the admin, where fields need no label (those they have are checked).
 */
function walkFields(fields: AnyField[], path: string, problems: string[], internal: boolean): void {
  fields.forEach((field, index) => {
    const here = `${path}.${field.name ?? `${field.type}[${index}]`}`
    // A field used only internally (admin.hidden: true) needs no label; any it has must be bilingual.
    const hidden = internal || field.admin?.hidden === true
    if ('label' in field || field.name) {
      checkText(field.label, `${here} label`, problems, Boolean(field.name) && field.type !== 'ui' && !hidden)
    }
    if (field.type === 'collapsible') checkText(field.label, `${here} label`, problems, true)
    if (field.labels) {
      checkText(field.labels.singular, `${here} labels.singular`, problems)
      checkText(field.labels.plural, `${here} labels.plural`, problems)
    }
    checkText(field.admin?.description, `${here} admin.description`, problems)
    if ((field.type === 'select' || field.type === 'radio') && Array.isArray(field.options)) {
      for (const option of field.options) {
        if (typeof option === 'string') problems.push(`${here} option ${JSON.stringify(option)}: plain string (shown as is)`)
        else checkText((option as { label?: unknown }).label, `${here} option ${JSON.stringify((option as { value?: unknown }).value)} label`, problems, true)
      }
    }
    if (field.type === 'tabs' && field.tabs) {
      field.tabs.forEach((tab, tabIndex) => {
        const tabPath = `${here}.tab[${tab.name ?? tabIndex}]`
        checkText(tab.label, `${tabPath} label`, problems, !hidden)
        checkText(tab.description, `${tabPath} description`, problems)
        walkFields(tab.fields, tabPath, problems, hidden)
      })
    }
    if (Array.isArray(field.fields)) walkFields(field.fields, here, problems, hidden)
    if (field.type === 'blocks' && field.blocks) {
      for (const block of field.blocks) {
        const blockPath = `${here}.block[${block.slug}]`
        checkText(block.labels?.singular, `${blockPath} labels.singular`, problems)
        checkText(block.labels?.plural, `${blockPath} labels.plural`, problems)
        walkFields(block.fields, blockPath, problems, hidden)
      }
    }
  })
}

function collectionProblems(collection: CollectionConfig): string[] {
  const problems: string[] = []
  const path = `collections.${collection.slug}`
  const internal = collection.admin?.hidden === true
  checkText(collection.labels?.singular, `${path} labels.singular`, problems, !internal)
  checkText(collection.labels?.plural, `${path} labels.plural`, problems, !internal)
  checkText(collection.admin?.group, `${path} admin.group`, problems)
  checkText(collection.admin?.description, `${path} admin.description`, problems)
  walkFields(collection.fields as unknown as AnyField[], path, problems, internal)
  return problems
}

function globalProblems(global: GlobalConfig): string[] {
  const problems: string[] = []
  const path = `globals.${global.slug}`
  const internal = global.admin?.hidden === true
  checkText(global.label, `${path} label`, problems, !internal)
  checkText(global.admin?.group, `${path} admin.group`, problems)
  checkText(global.admin?.description, `${path} admin.description`, problems)
  walkFields(global.fields as unknown as AnyField[], path, problems, internal)
  return problems
}

type Req = { i18n: { language: string }; context: Record<string, unknown> }
type Validator = (value: unknown, options: { req: Req; event?: string }) => true | string | Promise<true | string>

/** A field by its path of names (tabs are crossed without a name). */
function findField(fields: AnyField[], names: string[]): AnyField | undefined {
  const [first, ...rest] = names
  for (const field of fields) {
    if (field.type === 'tabs' && field.tabs) {
      for (const tab of field.tabs) {
        const found = findField(tab.fields, names)
        if (found) return found
      }
      continue
    }
    if (field.name === first) return rest.length === 0 ? field : field.fields ? findField(field.fields, rest) : undefined
    if (!field.name && field.fields) {
      const found = findField(field.fields, names)
      if (found) return found
    }
  }
  return undefined
}

function validatorOf(config: { fields: Field[] }, path: string): Validator {
  const field = findField(config.fields as unknown as AnyField[], path.split('.')) as { validate?: Validator } | undefined
  if (!field?.validate) throw new Error(`no validate at ${path}`)
  return field.validate
}

const reqIn = (language: string): Req => ({ i18n: { language }, context: {} })

describe('admin configuration texts', () => {
  it('every label, description, group, tab and option of the collections is in French and Malagasy', () => {
    const problems = collections.flatMap(collectionProblems)
    expect(problems, `Texts not in both French and Malagasy (${problems.length}):\n${problems.join('\n')}`).toEqual([])
  })

  it('every label, description, group, tab and option of the globals is in French and Malagasy', () => {
    const problems = globals.flatMap(globalProblems)
    expect(problems, `Texts not in both French and Malagasy (${problems.length}):\n${problems.join('\n')}`).toEqual([])
  })

  it('a menu group is one and the same object everywhere (the admin groups by its translated name)', () => {
    const byFrench = new Map<string, Set<unknown>>()
    for (const config of [...collections, ...globals]) {
      const group = config.admin?.group
      if (!group || typeof group !== 'object') continue
      const key = String((group as Record<string, unknown>).fr)
      byFrench.set(key, (byFrench.get(key) ?? new Set()).add(group))
    }
    const split = [...byFrench].filter(([, objects]) => objects.size > 1).map(([fr]) => fr)
    expect(split, `Groups defined more than once (import them from src/fields/groups.ts): ${split.join(', ')}`).toEqual([])
  })

  it('the check finds plain strings, missing languages and missing labels', () => {
    const problems = collectionProblems({
      slug: 'probe',
      labels: { singular: 'Sonde', plural: { fr: 'Sondes', mg: '' } },
      admin: { group: { fr: 'Contenu' } as never },
      fields: [
        { name: 'unlabelled', type: 'text' },
        { name: 'secret', type: 'text', admin: { hidden: true } },
        { type: 'tabs', tabs: [{ label: 'Onglet', fields: [{ name: 'choice', type: 'select', label: { fr: 'Choix', mg: 'Safidy' }, options: ['a', { label: 'B', value: 'b' }] }] }] },
        { name: 'list', type: 'array', label: ({ t }) => t('general:rows'), fields: [{ name: 'item', type: 'text', label: { fr: 'Élément', mg: 'Singa' }, admin: { description: 'Texte' } }] },
      ],
    })
    expect(problems).toEqual([
      'collections.probe labels.singular: plain string "Sonde"',
      'collections.probe labels.plural: no mg in {"fr":"Sondes","mg":""}',
      'collections.probe admin.group: no mg in {"fr":"Contenu"}',
      'collections.probe.unlabelled label: missing (Payload would show the name in English)',
      'collections.probe.tabs[2].tab[0] label: plain string "Onglet"',
      'collections.probe.tabs[2].tab[0].choice option "a": plain string (shown as is)',
      'collections.probe.tabs[2].tab[0].choice option "b" label: plain string "B"',
      'collections.probe.list.item admin.description: plain string "Texte"',
    ])
  })
})

describe('validation messages follow the admin language', () => {
  const cases: [string, Validator, unknown][] = [
    ['services.slug (empty)', validatorOf(Services, 'slug'), ''],
    ['services.slug (format)', validatorOf(Services, 'slug'), 'Acte de naissance'],
    ['services.sources.url', validatorOf(Services, 'sources.url'), 'https://example.mg/?utm_source=x'],
    ['services.sources.published', validatorOf(Services, 'sources.published'), '2999'],
    ['services.smsText', validatorOf(Services, 'smsText'), 'x'.repeat(400)],
    ['ministries.url', validatorOf(Ministries, 'url'), 'ftp://mid.gov.mg'],
    ['places.phones.number', validatorOf(Places, 'phones.number'), 'abc'],
    ['emergency-notice.linkUrl', validatorOf(EmergencyNotice, 'linkUrl'), 'javascript:alert(1)'],
    ['tracker-settings.GTM_ID', validatorOf(TrackerSettings, 'GTM_ID'), 'nope'],
  ]
  it.each(cases)('%s: French by default, Malagasy in the Malagasy admin', async (_, validate, value) => {
    const fr = await validate(value, { req: reqIn('fr'), event: 'onChange' })
    const mg = await validate(value, { req: reqIn('mg'), event: 'onChange' })
    expect(typeof fr).toBe('string')
    expect(typeof mg).toBe('string')
    expect(mg).not.toBe(fr)
    expect(await validate(value, { req: reqIn('en'), event: 'onChange' })).toBe(fr)
  })
})

import type { CollectionConfig, Field, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { Categories } from '@/collections/Categories'
import { Flows } from '@/collections/Flows'
import { Journeys } from '@/collections/Journeys'
import { Media } from '@/collections/Media'
import { Messages } from '@/collections/Messages'
import { Ministries } from '@/collections/Ministries'
import { PageFeedback } from '@/collections/PageFeedback'
import { PageViews } from '@/collections/PageViews'
import { Places } from '@/collections/Places'
import { Regions } from '@/collections/Regions'
import { Services } from '@/collections/Services'
import { AboutPage } from '@/globals/AboutPage'
import { EmergencyNotice } from '@/globals/EmergencyNotice'
import { HomePage } from '@/globals/HomePage'
import { LinkReport } from '@/globals/LinkReport'
import { SiteSettings } from '@/globals/SiteSettings'

import { idsAt, inUseMessage, NOT_USES, REFERRERS, type Use } from './references'

const guides = (total: number, ...titles: string[]): Use => ({ kind: 'services', total, items: titles.map((title) => ({ title, draft: false })) })

describe('inUseMessage', () => {
  it('names the guides using a file, in French and in Malagasy', () => {
    const uses = [guides(2, 'Passeport', 'Acte de naissance')]
    expect(inUseMessage('media', uses, 'fr')).toBe('Ce fichier est utilisé par 2 démarches : Passeport, Acte de naissance. Retirez-le de ces démarches avant de le supprimer.')
    expect(inUseMessage('media', uses, 'mg')).toBe('Tsy azo fafana ity rakitra ity satria ampiasain’ny fomba fanao 2: Passeport, Acte de naissance. Esory amin’ireo fomba fanao ireo aloha vao mamafa azy.')
  })

  it('says one guide in the singular and marks a draft', () => {
    const uses: Use[] = [{ kind: 'services', total: 1, items: [{ title: 'Passeport', draft: true }] }]
    expect(inUseMessage('media', uses, 'fr')).toBe('Ce fichier est utilisé par 1 démarche : Passeport (brouillon). Retirez-le de cette démarche avant de le supprimer.')
    expect(inUseMessage('media', uses, 'mg')).toBe('Tsy azo fafana ity rakitra ity satria ampiasain’ny fomba fanao 1: Passeport (drafitra). Esory amin’io fomba fanao io aloha vao mamafa azy.')
  })

  it('names the first ones and counts the others', () => {
    const uses = [guides(12, 'A', 'B', 'C', 'D', 'E')]
    expect(inUseMessage('media', uses, 'fr')).toContain('par 12 démarches : A, B, C, D, E et 7 autres.')
    expect(inUseMessage('media', uses, 'mg')).toContain('fomba fanao 12: A, B, C, D, E sy 7 hafa.')
    expect(inUseMessage('media', [guides(6, 'A', 'B', 'C', 'D', 'E')], 'fr')).toContain('A, B, C, D, E et 1 autre.')
  })

  it('lists journeys, guides and the home page for a guide', () => {
    const uses: Use[] = [
      { kind: 'services', total: 1, items: [{ title: 'Carte d’identité', draft: false }] },
      { kind: 'journeys', total: 1, items: [{ title: 'Naissance', draft: false }] },
      { kind: 'home-page', total: 1, items: [] },
    ]
    expect(inUseMessage('services', uses, 'fr')).toBe(
      'Cette démarche est utilisée par 1 démarche : Carte d’identité ; par 1 parcours : Naissance ; et par la page d’accueil. Retirez-la de ces contenus avant de la supprimer.',
    )
    expect(inUseMessage('services', uses, 'mg')).toBe(
      'Tsy azo fafana ity fomba fanao ity satria ampiasain’ny fomba fanao 1: Carte d’identité; ny dingana tsikelikely 1: Naissance; ary ny pejy fandraisana. Esory amin’ireo aloha vao mamafa azy.',
    )
    expect(inUseMessage('services', [uses[1]!], 'fr')).toBe('Cette démarche est utilisée par 1 parcours : Naissance. Retirez-la de ce parcours avant de la supprimer.')
    expect(inUseMessage('services', [uses[2]!], 'fr')).toBe('Cette démarche est utilisée par la page d’accueil. Retirez-la de la page d’accueil avant de la supprimer.')
    expect(inUseMessage('services', [uses[2]!], 'mg')).toBe('Tsy azo fafana ity fomba fanao ity satria ampiasain’ny pejy fandraisana. Esory amin’ny pejy fandraisana aloha vao mamafa azy.')
  })

  it('asks for another theme for the guides of a theme', () => {
    const uses = [guides(3, 'A', 'B', 'C')]
    expect(inUseMessage('categories', uses, 'fr')).toBe('Ce thème est utilisé par 3 démarches : A, B, C. Choisissez un autre thème pour ces démarches avant de le supprimer.')
    expect(inUseMessage('categories', uses, 'mg')).toBe('Tsy azo fafana ity lohahevitra ity satria misy fomba fanao 3 ao anatiny: A, B, C. Mifidiana lohahevitra hafa ho an’ireo fomba fanao ireo aloha vao mamafa azy.')
  })
})

describe('inUseMessage for the directory', () => {
  it('asks for the ministry that replaces one responsible for guides, or to rename it', () => {
    expect(inUseMessage('ministries', [guides(2, 'Passeport', 'Visa')], 'fr')).toBe(
      'Cet organisme est responsable de 2 démarches : Passeport, Visa. Choisissez pour ces démarches l’organisme qui le remplace avant de le supprimer (s’il change seulement de nom, renommez-le).',
    )
    expect(inUseMessage('ministries', [guides(1, 'Passeport')], 'mg')).toBe(
      'Tsy azo fafana ity ministera na andrim-panjakana ity satria tompon’andraikitra amin’ny fomba fanao 1: Passeport. Safidio ho an’io fomba fanao io izay manolo azy aloha vao mamafa azy (raha ny anarany ihany no miova dia ovay fotsiny ny anarany).',
    )
    expect(inUseMessage('ministries', [{ kind: 'home-page', total: 1, items: [] }], 'fr')).toBe('Cet organisme est utilisé par la page d’accueil. Retirez-le de la page d’accueil avant de le supprimer.')
  })

  it('names the guides and question flows that send citizens to an office', () => {
    const uses: Use[] = [guides(1, 'Passeport'), { kind: 'flows', total: 1, items: [{ title: 'Passeport : ce qu’il vous faut', draft: false }] }]
    expect(inUseMessage('places', uses, 'fr')).toBe('Ce lieu est utilisé par 1 démarche : Passeport ; et par 1 série de questions « Ce qu’il vous faut » : Passeport : ce qu’il vous faut. Retirez-le de ces contenus avant de le supprimer.')
    expect(inUseMessage('places', [guides(1, 'Passeport')], 'mg')).toBe('Tsy azo fafana ity toerana ity satria ampiasain’ny fomba fanao 1: Passeport. Esory amin’io fomba fanao io aloha vao mamafa azy.')
  })
})

describe('idsAt', () => {
  it('reads ids through arrays, populated documents and polymorphic values', () => {
    const doc = { information: [{ service: 3 }, { service: { id: 4, title: 'x' } }, { service: null }], newServices: [5, { relationTo: 'services', value: 6 }] }
    expect(idsAt(doc, ['information', 'service'])).toEqual([3, 4])
    expect(idsAt(doc, ['newServices'])).toEqual([5, 6])
    expect(idsAt(doc, ['missing', 'path'])).toEqual([])
  })
})

/** Every relationship or upload field to a file, a guide, a theme, a ministry or an office, as "slug.path". */
function referenceFields(slug: string, fields: Field[], prefix = ''): { key: string; to: string; localized: boolean }[] {
  const out: { key: string; to: string; localized: boolean }[] = []
  const walk = (list: Field[], path: string, localized: boolean) => {
    for (const field of list) {
      const here = 'name' in field && field.name ? (path ? `${path}.${field.name}` : field.name) : path
      const inLocalized = localized || ('localized' in field && field.localized === true)
      if ((field.type === 'relationship' || field.type === 'upload') && 'relationTo' in field) {
        for (const to of [field.relationTo].flat()) if (['media', 'services', 'categories', 'ministries', 'places'].includes(to)) out.push({ key: `${slug}.${here}`, to, localized: inLocalized })
      }
      if (field.type === 'tabs') for (const tab of field.tabs) walk(tab.fields, 'name' in tab && tab.name ? (path ? `${path}.${tab.name}` : tab.name) : path, inLocalized)
      else if (field.type === 'blocks') for (const block of field.blocks) walk(block.fields, here, inLocalized)
      else if ('fields' in field) walk(field.fields, here, inLocalized)
    }
  }
  walk(fields, prefix, false)
  return out
}

describe('REFERRERS', () => {
  it('covers every field of the configurations that points to a file, a guide, a theme, a ministry or an office', () => {
    const collections: CollectionConfig[] = [Services, Categories, Journeys, Flows, Media, Places, Ministries, Regions, Messages, PageViews, PageFeedback]
    const globals: GlobalConfig[] = [HomePage, AboutPage, SiteSettings, EmergencyNotice, LinkReport]
    const found = [...collections, ...globals].flatMap((config) => referenceFields(config.slug, config.fields))
    const listed = Object.entries(REFERRERS).flatMap(([to, referrers]) =>
      referrers.map((r) => ({ key: `${'collection' in r ? r.collection : r.global}.${r.path}`, to, localized: r.localized === true })),
    )
    const uses = found.filter((f) => !(NOT_USES as readonly string[]).includes(f.key))
    expect(uses.sort((a, b) => a.key.localeCompare(b.key))).toEqual(listed.sort((a, b) => a.key.localeCompare(b.key)))
    expect(found.map((f) => f.key)).toEqual(expect.arrayContaining([...NOT_USES]))
  })
})

/**
 * The coverage map against what the portal has (issue 41): every Torolalana service is on it, every
 * « covered » entry names a seeded guide (both languages), journey or flow, every « not covered »
 * entry says why, and every seeded guide has a place on it.
 */
import { describe, expect, it } from 'vitest'

import { flows } from '@/seed/data/flows'
import { journeys } from '@/seed/data/journeys'
import { glossaryProblems } from '@/seed/glossary'
import { loadServiceSeeds } from '@/seed/load'

import { coverageMap, coverageOf } from './map'
import { torolalanaServices } from './torolalana'

const entries = coverageMap.flatMap((event) => event.entries.map((entry) => ({ event: event.key, ...entry })))

describe('the coverage map', () => {
  it('places every Torolalana service', () => {
    const placed = new Set(entries.flatMap((e) => e.torolalana ?? []))
    expect(torolalanaServices.length).toBeGreaterThanOrEqual(43)
    expect(torolalanaServices.map((s) => s.slug).filter((slug) => !placed.has(slug))).toEqual([])
    const known = new Set(torolalanaServices.map((s) => s.slug))
    expect([...placed].filter((slug) => !known.has(slug))).toEqual([])
  })

  it('resolves every covered entry to a guide in both languages, a journey or a flow; says why for the others', async () => {
    const seeds = new Map((await loadServiceSeeds()).map((s) => [s.key, s]))
    const journeyKeys = new Set(journeys.map((j) => j.key))
    const flowKeys = new Set(flows.map((f) => f.key))
    const problems: string[] = []
    for (const e of entries) {
      const at = `${e.event}: ${e.need.fr}`
      if (!e.need.fr.trim() || !e.need.mg.trim()) problems.push(`${at}: need not named in both languages`)
      if (e.guide) {
        const seed = seeds.get(e.guide)
        if (!seed) problems.push(`${at}: no guide ${e.guide}`)
        else if (!seed.title.fr || !seed.title.mg || !seed.slug.fr || !seed.slug.mg) problems.push(`${at}: ${e.guide} lacks a language`)
      }
      if (e.journey && !journeyKeys.has(e.journey)) problems.push(`${at}: no journey ${e.journey}`)
      if (e.flow && !flowKeys.has(e.flow)) problems.push(`${at}: no flow ${e.flow}`)
      if (coverageOf(e) === 'notCovered' && !(e.notCovered && e.notCovered.length >= 20)) problems.push(`${at}: not covered, and no reason given`)
      if (coverageOf(e) !== 'notCovered' && e.notCovered) problems.push(`${at}: covered and « not covered » at once`)
    }
    expect(problems).toEqual([])
  })

  it('names the needs in the glossary’s Malagasy', () => {
    const texts = [...coverageMap.map((event) => event.title.mg), ...entries.map((e) => e.need.mg)]
    expect(texts.flatMap((text) => glossaryProblems(text).map((p) => `${text}: ${p.message}`))).toEqual([])
  })

  it('gives every seeded guide a place', async () => {
    const placed = new Set(entries.map((e) => e.guide))
    expect((await loadServiceSeeds()).map((s) => s.key).filter((key) => !placed.has(key))).toEqual([])
  })

  it('covers most needs, and counts them', () => {
    const counts = { guide: 0, journey: 0, flow: 0, notCovered: 0 }
    for (const e of entries) counts[coverageOf(e)]++
    console.log(`coverage map: ${entries.length} needs in ${coverageMap.length} life events: ${counts.guide} by a guide, ${counts.journey} by a journey only, ${counts.flow} by a flow only, ${counts.notCovered} not covered yet`)
    expect(counts.guide / entries.length).toBeGreaterThan(0.85)
  })
})

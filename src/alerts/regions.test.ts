import { describe, expect, it } from 'vitest'

import { regions as seeded } from '@/seed/data/regions'

import { matchRegion, squeeze } from './regions'

const regions = seeded.map((r) => ({ key: r.key, name: r.name, capital: r.capital, districts: r.districts ?? [] }))

describe('the region a citizen names by SMS', () => {
  it('by its name, however a basic phone writes it', () => {
    expect(matchRegion('ANALAMANGA', regions)).toEqual({ kind: 'region', key: 'analamanga', name: 'Analamanga' })
    expect(matchRegion('amoroni mania', regions)).toMatchObject({ kind: 'region', key: 'amoron-i-mania' })
    expect(matchRegion('Haute-Matsiatra', regions)).toMatchObject({ kind: 'region', key: 'haute-matsiatra' })
    expect(matchRegion('MATSIATRA AMBONY', regions)).toMatchObject({ kind: 'region', key: 'haute-matsiatra' })
  })

  it('by its capital or one of its districts', () => {
    expect(matchRegion('TOAMASINA', regions)).toMatchObject({ kind: 'region', key: 'atsinanana' })
    expect(matchRegion('Antsiranana', regions)).toMatchObject({ kind: 'region', key: 'diana' })
    expect(matchRegion('MANANJARY', regions)).toMatchObject({ kind: 'region', key: 'vatovavy' })
    expect(matchRegion('manakara', regions)).toMatchObject({ kind: 'region', key: 'fitovinany' })
  })

  it('by the other names of the capitals: Tana, Tananarive, Tamatave, Majunga, Tuléar, Diego, Fort-Dauphin', () => {
    expect(matchRegion('Tana', regions)).toMatchObject({ kind: 'region', key: 'analamanga' })
    expect(matchRegion('tananarive', regions)).toMatchObject({ kind: 'region', key: 'analamanga' })
    expect(matchRegion('Antananarivo', regions)).toMatchObject({ kind: 'region', key: 'analamanga' })
    expect(matchRegion('Tamatave', regions)).toMatchObject({ kind: 'region', key: 'atsinanana' })
    expect(matchRegion('MAJUNGA', regions)).toMatchObject({ kind: 'region', key: 'boeny' })
    expect(matchRegion('Tuléar', regions)).toMatchObject({ kind: 'region', key: 'atsimo-andrefana' })
    expect(matchRegion('Diego-Suarez', regions)).toMatchObject({ kind: 'region', key: 'diana' })
    expect(matchRegion('Fort-Dauphin', regions)).toMatchObject({ kind: 'region', key: 'anosy' })
  })

  it('all of them, in either language; nothing for words that name none', () => {
    expect(matchRegion('TOUTES', regions)).toEqual({ kind: 'all' })
    expect(matchRegion('rehetra', regions)).toEqual({ kind: 'all' })
    expect(matchRegion('PARIS', regions)).toEqual({ kind: 'none' })
    expect(matchRegion('  ', regions)).toEqual({ kind: 'none' })
  })

  it('a beginning long enough for one region is that region; one shared by several asks which', () => {
    expect(matchRegion('ANALAMAN', regions)).toMatchObject({ kind: 'region', key: 'analamanga' })
    expect(matchRegion('ATSIMO', regions)).toEqual({ kind: 'several', names: ['Atsimo-Atsinanana', 'Atsimo-Andrefana'] })
    // Too short to be a beginning: only whole names count.
    expect(matchRegion('ANA', regions)).toEqual({ kind: 'none' })
  })

  it('squeezes accents, apostrophes, hyphens and spaces', () => {
    expect(squeeze('Amoron’i Mania')).toBe('AMORONIMANIA')
    expect(squeeze('Antsiran̈ana')).toBe('ANTSIRANANA')
  })
})

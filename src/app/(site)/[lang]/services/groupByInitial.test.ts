import { describe, expect, it } from 'vitest'

import { groupByInitial } from './groupByInitial'

describe('groupByInitial', () => {
  it('groups accented initials with their base letter, sorted', () => {
    const groups = groupByInitial([{ title: 'Passeport' }, { title: 'État civil' }, { title: 'Acte de naissance' }, { title: 'Études' }], 'fr')
    expect(groups.map((g) => g.letter)).toEqual(['A', 'E', 'P'])
    expect(groups[1]!.items.map((i) => i.title)).toEqual(['État civil', 'Études'])
  })
  it('puts non-letters under #', () => {
    expect(groupByInitial([{ title: '117 police' }], 'mg')[0]!.letter).toBe('#')
  })
})

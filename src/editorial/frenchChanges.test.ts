import { describe, expect, it } from 'vitest'

import { wordDiff } from './frenchChanges'

describe('wordDiff', () => {
  it('shows the words removed and added', () => {
    expect(wordDiff('Délai : 5 jours ouvrables.', 'Délai : 10 jours ouvrables.')).toEqual([
      { kind: 'same', text: 'Délai : ' },
      { kind: 'removed', text: '5' },
      { kind: 'added', text: '10' },
      { kind: 'same', text: ' jours ouvrables.' },
    ])
  })
  it('says nothing when the French did not change', () => {
    expect(wordDiff('Gratuit.', 'Gratuit.')).toBeNull()
  })
})

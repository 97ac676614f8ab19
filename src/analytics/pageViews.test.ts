import { describe, expect, it } from 'vitest'

import { rankHomeLists } from './pageViews'

describe('rankHomeLists', () => {
  it('keeps pinned services first and fills with the most viewed, without repeats', () => {
    expect(rankHomeLists({ popular: [5], other: [9] }, [1, 5, 2, 3, 4, 6, 7, 8, 9, 10], 3)).toEqual({ popular: [5, 1, 2], other: [9, 3, 4] })
  })
  it('falls back to the pinned lists when nothing was viewed yet', () => {
    expect(rankHomeLists({ popular: [1, 2], other: [3] }, [], 6)).toEqual({ popular: [1, 2], other: [3] })
  })
})

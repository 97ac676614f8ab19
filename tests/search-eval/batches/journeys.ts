import type { EvalQuery } from '../types'

/** Queries for the journeys added by issue 41 (see ../README.md). */
export const fr: EvalQuery[] = [
  { q: 'on veut adopter un enfant par où commencer', expect: ['journey:adopter-un-enfant', 'adoption'], kind: 'life-event' },
  { q: 'les étapes pour divorcer', expect: ['journey:divorcer', 'divorce'], kind: 'question' },
  { q: 'je suis étranger et je viens vivre à Madagascar', expect: ['journey:s-installer-a-madagascar', 'visa-de-long-sejour', 'carte-de-resident'], kind: 'life-event' },
]
export const mg: EvalQuery[] = [
  { q: 'te hanangan-jaza izahay inona no atao voalohany', expect: ['journey:adopter-un-enfant', 'adoption'], kind: 'life-event' },
  { q: 'vahiny aho ary te hipetraka eto Madagasikara', expect: ['journey:s-installer-a-madagascar', 'visa-de-long-sejour', 'carte-de-resident'], kind: 'life-event' },
  { q: 'dingana hisarahana amin’ny vady', expect: ['journey:divorcer', 'divorce'], kind: 'question' },
]

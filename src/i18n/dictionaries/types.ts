import type { fr } from './fr'

/** Same keys as the French reference, any string values. */
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> }

export type Dictionary = Widen<typeof fr>

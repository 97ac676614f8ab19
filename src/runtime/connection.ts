type NetInfo = { saveData?: boolean; effectiveType?: string }

export function connection(): NetInfo | undefined {
  return (navigator as Navigator & { connection?: NetInfo }).connection
}

/** Save-Data on, or a 2G-class connection: no prefetching. */
export function isConstrained(info: NetInfo | undefined = connection()): boolean {
  return Boolean(info?.saveData) || info?.effectiveType === 'slow-2g' || info?.effectiveType === '2g'
}

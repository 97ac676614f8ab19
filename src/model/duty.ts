type WithDuty = { dutyPeriods?: { start: string; end: string }[] | null }

/** Today's date in Madagascar (UTC+3, no daylight saving), as YYYY-MM-DD. */
export function todayInMadagascar(now = new Date()): string {
  return new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

export function isOnDuty(place: WithDuty, day: string): boolean {
  return (place.dutyPeriods ?? []).some((p) => p.start.slice(0, 10) <= day && day <= p.end.slice(0, 10))
}

/** Pharmacies on duty on `day` first, the others after, each group in its original order. */
export function onDutyFirst<T extends WithDuty>(places: T[], day: string): { onDuty: T[]; others: T[] } {
  const onDuty = places.filter((p) => isOnDuty(p, day))
  const others = places.filter((p) => !isOnDuty(p, day))
  return { onDuty, others }
}

/**
 * The administrators' tracker identifiers (the `tracker-settings` global) applied without a
 * restart: loaded at start, replaced when the global is saved here, and reloaded when another
 * instance announces a publication (the internal revalidate route).
 */
import type { GlobalAfterChangeHook, Payload } from 'payload'

import { setTrackerOverrides, TRACKER_ENV_KEYS, type TrackerOverrides } from './config'

export const TRACKER_SETTINGS_SLUG = 'tracker-settings'

export function overridesFrom(doc: Record<string, unknown> | null | undefined): TrackerOverrides {
  const overrides: TrackerOverrides = {}
  for (const key of TRACKER_ENV_KEYS) {
    const value = doc?.[key]
    if (typeof value === 'string' && value.trim()) overrides[key] = value.trim()
  }
  return overrides
}

export async function loadTrackerOverrides(payload: Payload): Promise<void> {
  try {
    const doc = await payload.findGlobal({ slug: TRACKER_SETTINGS_SLUG as 'tracker-settings', depth: 0, overrideAccess: true })
    setTrackerOverrides(overridesFrom(doc as unknown as Record<string, unknown>))
  } catch {
    // Before the first migration there is no table: the environment's identifiers apply.
  }
}

export const applyTrackerSettings: GlobalAfterChangeHook = ({ doc }) => {
  setTrackerOverrides(overridesFrom(doc as Record<string, unknown>))
  return doc
}

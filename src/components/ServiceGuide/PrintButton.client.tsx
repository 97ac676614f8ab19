'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** Shown only when JavaScript runs (without it the browser's own print menu remains). */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useSyncExternalStore(subscribe, () => true, () => false)
  if (!hydrated) return null
  return (
    <button type="button" className="button button-secondary" onClick={() => window.print()}>
      {label}
    </button>
  )
}

'use client'

import { useEffect } from 'react'

/** Counts one anonymous view of this guide (no cookie sent, nothing personal). */
export function PageViewBeacon({ id }: { id: number }) {
  useEffect(() => {
    fetch('/api/page-view/', {
      method: 'POST',
      credentials: 'omit',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id }),
    }).catch(() => undefined)
  }, [id])
  return null
}

'use client'

import { useEffect } from 'react'

import { consentCategories, choicesFrom, type ConsentCategory } from '@/consent/categories'
import { currentConsent, writeConsent } from '@/runtime/cookies'
import { dataSaverOn, startDataSaverToggle } from '@/runtime/dataSaver'
import { runLoaders } from '@/runtime/loaders'
import { startChunkRecovery, startLoadingSignal, startPrefetch } from '@/runtime/navigation'
import { startServiceWorker } from '@/runtime/serviceWorker'
import type { TrackerConfig } from '@/trackers/config'

type Props = { lang: string; trackers: TrackerConfig; texts: { loading: string; saved: string } }

let started = false

/** The browser runtime: consent banner, tracker loaders, navigation, service worker, data saver. Renders nothing. */
export function PortalRuntime({ lang, trackers, texts }: Props) {
  useEffect(() => {
    if (started) return
    started = true
    const loaded = new Set<ConsentCategory>()
    const html = document.documentElement
    const status = document.getElementById('nav-status')
    if (status) startLoadingSignal(status, texts.loading)
    startPrefetch()
    startChunkRecovery()
    startDataSaverToggle()
    startServiceWorker()
    runLoaders(currentConsent(), trackers, dataSaverOn(), lang, loaded)

    const banner = document.getElementById('consent')
    const form = document.getElementById('consent-form') as HTMLFormElement | null
    const details = document.getElementById('consent-details') as HTMLDetailsElement | null
    const bannerStatus = document.getElementById('consent-status')
    if (!banner || !form) return
    const box = (c: ConsentCategory) => form.elements.namedItem(c) as HTMLInputElement | null

    form.addEventListener('submit', (event) => {
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null
      event.preventDefault()
      const choice = submitter?.value ?? 'custom'
      const state = choicesFrom(choice, (c) => Boolean(box(c)?.checked))
      writeConsent(state)
      for (const c of consentCategories) if (box(c)) box(c)!.checked = state[c]
      html.removeAttribute('data-consent-ask')
      html.removeAttribute('data-consent-open')
      if (details) details.open = false
      if (bannerStatus) bannerStatus.textContent = texts.saved
      runLoaders(currentConsent(), trackers, dataSaverOn(), lang, loaded)
      document.getElementById('main')?.focus()
    })

    document.addEventListener('click', (event) => {
      const link = (event.target as Element | null)?.closest?.('[data-cookie-settings]')
      if (!link) return
      event.preventDefault()
      const consent = currentConsent()
      for (const c of consentCategories) if (box(c)) box(c)!.checked = consent?.[c] === true
      html.setAttribute('data-consent-open', '')
      if (details) details.open = true
      document.getElementById('consent-title')?.focus()
    })
  }, [lang, trackers, texts])
  return null
}

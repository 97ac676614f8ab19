/** Service worker registration, "new version" notice and "save for offline". */
export function isSecureOrigin(loc: Pick<Location, 'protocol' | 'hostname'>): boolean {
  return loc.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(loc.hostname) || loc.hostname.endsWith('.localhost')
}

export function startServiceWorker(): void {
  if (!isSecureOrigin(location)) {
    console.error(`Service worker not registered: it needs HTTPS or localhost, and this page is served from ${location.protocol}//${location.host}. Offline reading is unavailable.`)
    return
  }
  if (!('serviceWorker' in navigator)) return
  const notice = document.getElementById('sw-update')
  const showUpdate = (worker: ServiceWorker) => {
    if (!notice) return
    notice.hidden = false
    notice.querySelector('button')?.addEventListener('click', () => worker.postMessage({ type: 'SKIP_WAITING' }), { once: true })
  }
  let reloading = false
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (notice && !notice.hidden && !reloading) {
      reloading = true
      location.reload()
    }
  })
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      if (registration.waiting && navigator.serviceWorker.controller) showUpdate(registration.waiting)
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && navigator.serviceWorker.controller) showUpdate(installing)
        })
      })
    })
    .catch((error: unknown) => console.error('Service worker registration failed:', error))

  const save = document.getElementById('save-offline') as HTMLButtonElement | null
  const saveStatus = document.getElementById('save-offline-status')
  if (save && saveStatus) {
    save.hidden = false
    save.addEventListener('click', () => {
      void navigator.serviceWorker.ready.then((registration) => {
        navigator.serviceWorker.addEventListener('message', function onMessage(event: MessageEvent<{ type?: string; ok?: boolean }>) {
          if (event.data?.type !== 'PAGE_SAVED') return
          navigator.serviceWorker.removeEventListener('message', onMessage)
          saveStatus.textContent = (event.data.ok ? save.dataset.saved : save.dataset.failed) ?? ''
        })
        registration.active?.postMessage({ type: 'SAVE_PAGE', url: location.pathname })
      })
    })
  }
}

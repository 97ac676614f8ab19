/**
 * Navigation runtime. Pages are full HTML documents (static, cached by the service worker),
 * so every navigation is a browser navigation; this adds:
 * - a loading signal once a navigation has been pending DELAYED_LOADING_MS (polite live region);
 * - prefetch on intent (pointer over, touch, focus), never on Save-Data or 2G/slow-2G;
 * - recovery from an island script that fails to load: one full navigation to the path, no loop.
 */
import { isConstrained } from './connection'
import { DELAYED_LOADING_MS } from './constants'

function internalLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!link || link.target || link.hasAttribute('download')) return null
  const url = new URL(link.href, location.href)
  if (url.origin !== location.origin || /^\/(api|admin)\//.test(url.pathname)) return null
  if (url.pathname === location.pathname && url.search === location.search) return null // same page (anchors)
  return link
}

export function startLoadingSignal(status: HTMLElement, text: string): void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const reset = () => {
    clearTimeout(timer)
    status.textContent = ''
    document.documentElement.removeAttribute('data-navigating')
  }
  const pending = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      document.documentElement.setAttribute('data-navigating', '')
      status.textContent = text
    }, DELAYED_LOADING_MS)
  }
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (internalLink(event.target)) pending()
  })
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement
    if (!event.defaultPrevented && form.method !== 'dialog') pending()
  })
  addEventListener('pagehide', reset)
  addEventListener('pageshow', reset)
}

export function startPrefetch(): void {
  const done = new Set<string>()
  const onIntent = (event: Event) => {
    if (isConstrained()) return
    const link = internalLink(event.target)
    // Language links store a choice when followed (?setlang): prefetching one on hover would switch the language.
    if (!link || link.hasAttribute('hreflang') || new URL(link.href).searchParams.has('setlang')) return
    const url = new URL(link.href)
    url.hash = ''
    if (done.has(url.href)) return
    done.add(url.href)
    const hint = document.createElement('link')
    hint.rel = 'prefetch'
    hint.href = url.href
    document.head.appendChild(hint)
  }
  document.addEventListener('pointerover', onIntent, { passive: true })
  document.addEventListener('touchstart', onIntent, { passive: true })
  document.addEventListener('focusin', onIntent)
}

const CHUNK_KEY = 'sp-chunk-recovery'

/** A failed script chunk leads once to a full navigation to the path; a second failure within a minute does not loop. */
export function recoverFromChunkError(path: string, storage: Pick<Storage, 'getItem' | 'setItem'>, navigate: (path: string) => void, now = Date.now()): boolean {
  const previous = JSON.parse(storage.getItem(CHUNK_KEY) || 'null') as { path: string; at: number } | null
  if (previous && previous.path === path && now - previous.at < 60_000) return false
  storage.setItem(CHUNK_KEY, JSON.stringify({ path, at: now }))
  navigate(path)
  return true
}

const isChunkFailure = (reason: unknown) => /ChunkLoadError|Loading chunk|dynamically imported module|Importing a module script failed/i.test(String((reason as Error)?.name) + ' ' + String((reason as Error)?.message ?? reason))

export function startChunkRecovery(): void {
  const recover = () => {
    try {
      recoverFromChunkError(location.pathname + location.search, sessionStorage, (p) => location.assign(p))
    } catch {
      /* storage disabled: do nothing rather than risk a loop */
    }
  }
  addEventListener(
    'error',
    (event) => {
      const el = event.target as HTMLScriptElement | null
      if (el?.tagName === 'SCRIPT' && /\/_islands\//.test(el.src)) recover()
    },
    true,
  )
  addEventListener('unhandledrejection', (event) => {
    if (isChunkFailure(event.reason)) recover()
  })
}

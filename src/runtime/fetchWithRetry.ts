import { RETRY_BASE_DELAY_MS, RETRY_LIMIT } from './constants'

export type Loaded = { kind: 'ok'; response: Response } | { kind: 'not-found' } | { kind: 'server-error'; status: number }

/**
 * Data loads: a 404 is a "not found" answer and a 5xx a server error (neither is retried:
 * the caller shows the not-found or error page); any other failure (network error, timeout,
 * 408/429) is retried up to RETRY_LIMIT times with exponential backoff.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  options: { fetch?: typeof fetch; sleep?: (ms: number) => Promise<void> } = {},
): Promise<Loaded> {
  const doFetch = options.fetch ?? fetch
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  let lastError: unknown
  for (let attempt = 0; attempt <= RETRY_LIMIT; attempt++) {
    if (attempt > 0) await sleep(RETRY_BASE_DELAY_MS * 2 ** (attempt - 1))
    try {
      const response = await doFetch(url, init)
      if (response.ok) return { kind: 'ok', response }
      if (response.status === 404) return { kind: 'not-found' }
      if (response.status >= 500) return { kind: 'server-error', status: response.status }
      lastError = new Error(`HTTP ${response.status}`)
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error
      lastError = error
    }
  }
  throw lastError
}

/**
 * Counts one anonymous view of this guide (no cookie sent, nothing personal). When the reader
 * came from this site's search results, the query goes with it: the editors' report then knows
 * which questions led to a guide and which led nowhere (issue 24).
 */
const id = Number(document.querySelector<HTMLElement>('[data-page-view]')?.dataset.pageView)
if (Number.isInteger(id) && id > 0) {
  let from: { q: string; lang: string } | undefined
  try {
    const referrer = new URL(document.referrer)
    const search = /^\/(fr|mg)\/searchResult\/$/.exec(referrer.pathname)
    const q = referrer.searchParams.get('q')?.slice(0, 200)
    if (referrer.origin === location.origin && search && q) from = { q, lang: search[1]! }
  } catch {
    // No referrer, or not an address: a plain view.
  }
  fetch('/api/page-view/', {
    method: 'POST',
    credentials: 'omit',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(from ? { id, from } : { id }),
  }).catch(() => undefined)
}

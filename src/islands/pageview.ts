/** Counts one anonymous view of this guide (no cookie sent, nothing personal). */
const id = Number(document.querySelector<HTMLElement>('[data-page-view]')?.dataset.pageView)
if (Number.isInteger(id) && id > 0) {
  fetch('/api/page-view/', {
    method: 'POST',
    credentials: 'omit',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id }),
  }).catch(() => undefined)
}

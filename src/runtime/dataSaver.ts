/**
 * Data-saver mode: on when the browser is in data-saver mode (navigator.connection.saveData,
 * which the browsers that send Save-Data expose), on a 2G-class connection, or when the user
 * switched it on (cookie `datasaver=on`, remembered a year). The server does not mirror the
 * Save-Data header into a cookie: public pages are the same for everyone, cacheable by a CDN
 * without Set-Cookie or Vary beyond Accept-Encoding (ADR 7). The head script (dataSaverHeadScript) sets
 * html[data-save-data] before the first paint, so no web font is ever requested.
 */
export const DATA_SAVER_COOKIE = 'datasaver'

export const dataSaverHeadScript = `var n=navigator.connection,c=document.cookie,d=document.documentElement;if(/(?:^|; )${DATA_SAVER_COOKIE}=on/.test(c))d.setAttribute('data-save-data','user');else if(n&&(n.saveData||/^(slow-)?2g$/.test(n.effectiveType)))d.setAttribute('data-save-data','auto');`

export function dataSaverOn(): boolean {
  return document.documentElement.hasAttribute('data-save-data')
}

export function startDataSaverToggle(): void {
  const button = document.getElementById('data-saver') as HTMLButtonElement | null
  const state = document.getElementById('data-saver-state')
  if (!button || !state) return
  const render = () => {
    const mode = document.documentElement.getAttribute('data-save-data')
    button.setAttribute('aria-pressed', String(mode !== null))
    button.disabled = mode === 'auto'
    state.textContent = (mode === 'auto' ? button.dataset.auto : mode ? button.dataset.on : button.dataset.off) ?? ''
  }
  const row = document.getElementById('data-saver-row')
  if (row) row.hidden = false
  render()
  button.addEventListener('click', () => {
    const on = document.documentElement.getAttribute('data-save-data') !== 'user'
    document.cookie = `${DATA_SAVER_COOKIE}=${on ? 'on' : 'off'}; path=/; max-age=${on ? 31536000 : 0}; samesite=lax`
    if (on) document.documentElement.setAttribute('data-save-data', 'user')
    else document.documentElement.removeAttribute('data-save-data')
    render()
  })
}

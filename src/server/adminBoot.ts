/**
 * The admin's first paint on a slow line. Payload's admin HTML carries its whole page in the
 * framework's data and shows nothing until about 570 KB of scripts have run: on a 3G line an
 * editor stares at a blank page for 16 s, not knowing whether anything is happening. The front
 * adds, right after `<body>`, a short status in the editor's language — what is loading, that it
 * can take a minute, and (without JavaScript) what to do — which the admin's own stylesheet hides
 * as soon as the admin has drawn itself (src/app/(payload)/custom.css).
 *
 * React 19 skips, when it hydrates `<body>`, an element of a type it does not expect there — an
 * `<aside>` here (a `<div>` would be taken for the admin's own first `<div>` and make React throw
 * the page away and draw it again, error #418) — so the admin works as before. Only the admin's HTML documents are touched (not its data requests, not the API);
 * the block is found within the first 64 KB or the answer passes unchanged.
 */
import type { IncomingHttpHeaders } from 'node:http'
import { Transform, type TransformCallback } from 'node:stream'

import { ADMIN_LANGUAGE_COOKIE, adminLanguageFor } from '@/i18n/negotiate'

const SEARCH_LIMIT = 64 * 1024

const texts = {
  fr: {
    title: 'Services publics MG — administration',
    loading: 'Chargement de l’administration… Sur une connexion lente, cela peut prendre jusqu’à une minute : gardez cette page ouverte.',
    noScript: 'L’administration a besoin de JavaScript. Activez-le dans votre navigateur, puis rechargez la page.',
  },
  mg: {
    title: 'Services publics MG — fitantanana',
    loading: 'Eo am-pamohana ny fitantanana… Raha miadana ny fifandraisana dia mety haharitra hatramin’ny iray minitra izany: aza akatona ity pejy ity.',
    noScript: 'Mila JavaScript ny fitantanana. Alefaso ao amin’ny mpitety tranonkala ampiasainao izany, dia avereno sokafana ny pejy.',
  },
} as const

/** The editor's admin language: Payload's language cookie, else the browser's (src/i18n/negotiate.ts), as src/proxy.ts gives Payload. */
export function adminBootLanguage(headers: IncomingHttpHeaders): 'fr' | 'mg' {
  const chosen = new RegExp(`(?:^|;\\s*)${ADMIN_LANGUAGE_COOKIE}=(fr|mg)(?:;|$)`).exec(headers.cookie ?? '')?.[1]
  return adminLanguageFor({ chosen, acceptLanguage: typeof headers['accept-language'] === 'string' ? headers['accept-language'] : null })
}

export function adminBootBlock(lang: 'fr' | 'mg'): string {
  const t = texts[lang]
  return `<aside id="admin-boot" lang="${lang}" aria-label="${t.title}"><p><strong>${t.title}</strong></p><p role="status">${t.loading}</p><noscript><p>${t.noScript}</p></noscript></aside>`
}

/** A GET of an admin page by a browser (not the framework's data or prefetch requests). */
export function wantsAdminBoot(method: string | undefined, pathname: string, headers: IncomingHttpHeaders): boolean {
  if (method !== 'GET') return false
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return false
  if (headers.rsc !== undefined || headers['next-router-prefetch'] !== undefined || headers['next-action'] !== undefined) return false
  return /text\/html/i.test(headers.accept ?? '')
}

/** Passes the HTML through, with the block inserted right after the opening `<body…>` tag. */
export function injectAfterBody(block: string): Transform {
  let pending = ''
  let done = false
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (done) return callback(null, chunk)
      pending += chunk.toString('latin1')
      const open = pending.search(/<body[\s>]/i)
      const close = open === -1 ? -1 : pending.indexOf('>', open)
      if (close !== -1) {
        done = true
        const out = Buffer.concat([Buffer.from(pending.slice(0, close + 1), 'latin1'), Buffer.from(block, 'utf8'), Buffer.from(pending.slice(close + 1), 'latin1')])
        pending = ''
        return callback(null, out)
      }
      if (pending.length > SEARCH_LIMIT) {
        done = true
        const out = Buffer.from(pending, 'latin1')
        pending = ''
        return callback(null, out)
      }
      callback()
    },
    flush(callback: TransformCallback) {
      callback(null, pending ? Buffer.from(pending, 'latin1') : undefined)
    },
  })
}

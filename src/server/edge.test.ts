import { describe, expect, it } from 'vitest'

import { checkRequest } from './edge'

const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '120' }

describe('checkRequest', () => {
  it('lets ordinary requests through', () => {
    expect(checkRequest('GET', '/fr/services/passeport/', {})).toBeNull()
    expect(checkRequest('GET', '/fr/searchResult/?q=acte%20de%20naissance', {})).toBeNull()
    // A bad sequence in the query is decoded leniently by the page, not refused.
    expect(checkRequest('GET', '/fr/searchResult/?q=%E0%A4%A', {})).toBeNull()
    expect(checkRequest('POST', '/fr/contact/envoyer/', form)).toBeNull()
    // The deadline reminders' forms (issue 42): a calendar file or a number, then its code.
    expect(checkRequest('POST', '/mg/rappels/envoyer/', form)).toBeNull()
    expect(checkRequest('POST', '/fr/rappels/code/', form)).toBeNull()
    expect(checkRequest('POST', '/api/users/login', { 'content-type': 'application/json', 'content-length': '60' })).toBeNull()
    expect(checkRequest('PATCH', '/api/services/3', { 'content-length': '20000' })).toBeNull()
  })
  it('refuses malformed percent-encoding, control characters and dot segments with 400', () => {
    for (const target of ['/fr/%ff/', '/fr/%zz/', '/fr/%', '/fr/a%00b/', '/fr/%2e%2e/%2e%2e/etc/passwd', '//evil.example/', 'http://x/']) {
      expect(checkRequest('GET', target, {})?.status, target).toBe(400)
    }
  })
  it('refuses methods a path does not take with 405 and says which it does', () => {
    expect(checkRequest('TRACE', '/', {})).toMatchObject({ status: 405, allow: ['GET', 'HEAD'] })
    expect(checkRequest('POST', '/fr/services/', {})).toMatchObject({ status: 405 })
    expect(checkRequest('GET', '/fr/contact/envoyer/', {})).toMatchObject({ status: 405, allow: ['POST'] })
    expect(checkRequest('DELETE', '/fr/', {})).toMatchObject({ status: 405 })
    expect(checkRequest('CONNECT', '/api/services', {})).toMatchObject({ status: 405 })
  })
  it('refuses declared bodies over the limit at once (413), and any body on read-only paths', () => {
    expect(checkRequest('POST', '/fr/contact/envoyer/', { ...form, 'content-length': String(1024 ** 3) })?.status).toBe(413)
    expect(checkRequest('PATCH', '/api/services/1', { 'content-length': String(5 * 1024 * 1024) })?.status).toBe(413)
    expect(checkRequest('GET', '/fr/', { 'content-length': '10' })?.status).toBe(413)
    expect(checkRequest('GET', '/fr/', { 'transfer-encoding': 'chunked' })?.status).toBe(413)
    expect(checkRequest('POST', '/fr/contact/envoyer/', { ...form, 'content-length': '12abc' })?.status).toBe(400)
  })
  it('refuses other content types on the forms with 415', () => {
    for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x', '']) {
      expect(checkRequest('POST', '/mg/contact/suivi/consulter/', { 'content-type': type, 'content-length': '10' })?.status, type).toBe(415)
    }
  })
  it('refuses request targets over 8 KB with 414', () => {
    expect(checkRequest('GET', `/fr/searchResult/?q=${'a'.repeat(9000)}`, {})?.status).toBe(414)
  })
  it('alert links: opened by GET, acted on by POST; only the unsubscribe address takes a multipart one-click post', () => {
    for (const path of ['/fr/alertes/confirmer/?t=abc', '/mg/alertes/desabonner/?t=k.s', '/fr/alertes/renouveler/?t=k.s']) {
      expect(checkRequest('GET', path, {})).toBeNull()
      expect(checkRequest('POST', path, form)).toBeNull()
      expect(checkRequest('PUT', path, form)).toMatchObject({ status: 405, allow: ['GET', 'HEAD', 'POST'] })
    }
    expect(checkRequest('POST', '/fr/alertes/abonner/', form)).toBeNull()
    expect(checkRequest('GET', '/fr/alertes/abonner/', {})).toMatchObject({ status: 405, allow: ['POST'] })
    // The code received by SMS, typed back (alerts by SMS from the web).
    expect(checkRequest('POST', '/mg/alertes/code/', form)).toBeNull()
    expect(checkRequest('GET', '/mg/alertes/code/', {})).toMatchObject({ status: 405, allow: ['POST'] })
    const multipart = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '120' }
    expect(checkRequest('POST', '/fr/alertes/desabonner/?t=k.s', multipart)).toBeNull()
    expect(checkRequest('POST', '/fr/alertes/abonner/', multipart)?.status).toBe(415)
    expect(checkRequest('POST', '/fr/alertes/renouveler/?t=k.s', multipart)?.status).toBe(415)
    expect(checkRequest('POST', '/fr/alertes/confirmer/', { ...form, 'content-length': String(1024 ** 2) })?.status).toBe(413)
  })
})

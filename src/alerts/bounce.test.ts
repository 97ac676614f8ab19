import { describe, expect, it } from 'vitest'

import { readBounce } from './bounce'
import { unsubscribeToken } from './links'

const token = unsubscribeToken('k3y-of-an-address_0123456789')
const link = `https://services.gov.mg/fr/alertes/desabonner/?t=${encodeURIComponent(token)}`

describe('readBounce', () => {
  it('finds our signed link in returned headers, folded or quoted-printable', () => {
    const folded = `Status: 5.1.1\r\nAction: failed\r\n\r\nList-Unsubscribe:\r\n <${link.slice(0, 40)}\r\n ${link.slice(40)}>\r\n`
    expect(readBounce(folded)).toEqual({ kind: 'permanent', key: 'k3y-of-an-address_0123456789' })
    const qp = `Status: 5.2.1\r\n\r\nNe plus recevoir ces alertes :\r\n${link.replace('?t=', '?t=3D').replace(/(.{30})/, '$1=\r\n')}\r\n`
    expect(readBounce(qp)).toEqual({ kind: 'permanent', key: 'k3y-of-an-address_0123456789' })
  })

  it('tells a delay from a failure, and a complaint from both', () => {
    expect(readBounce(`Action: delayed\r\nStatus: 4.4.7\r\n<${link}>`)).toEqual({ kind: 'temporary' })
    expect(readBounce(`Feedback-Type: abuse\r\n<${link}>`)).toEqual({ kind: 'complaint', key: 'k3y-of-an-address_0123456789' })
  })

  it('acts on nothing without a link we signed', () => {
    expect(readBounce('Status: 5.1.1\r\nFinal-Recipient: rfc822; rasoa@example.mg')).toEqual({ kind: 'unknown' })
    expect(readBounce(`Status: 5.1.1\r\n<${link.replace(/.{4}$/, 'AAAA')}>`)).toEqual({ kind: 'unknown' })
    expect(readBounce('')).toEqual({ kind: 'unknown' })
  })
})

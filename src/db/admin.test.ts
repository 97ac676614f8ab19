import { describe, expect, it } from 'vitest'

import { adminCredentialsFromEnv } from './admin'

describe('adminCredentialsFromEnv', () => {
  it('is off when neither is set', () => {
    expect(adminCredentialsFromEnv({})).toBeNull()
  })
  it('reads both, the address trimmed and in lower case', () => {
    expect(adminCredentialsFromEnv({ ADMIN_EMAIL: ' Admin@Example.MG ', ADMIN_PASSWORD: 'a long passphrase' })).toEqual({ email: 'admin@example.mg', password: 'a long passphrase' })
  })
  it('refuses half a setting, a non-address and a short password with a clear message', () => {
    expect(() => adminCredentialsFromEnv({ ADMIN_EMAIL: 'admin@example.mg' })).toThrow(/go together/)
    expect(() => adminCredentialsFromEnv({ ADMIN_EMAIL: 'admin', ADMIN_PASSWORD: 'a long passphrase' })).toThrow(/not an e-mail/)
    expect(() => adminCredentialsFromEnv({ ADMIN_EMAIL: 'admin@example.mg', ADMIN_PASSWORD: 'short' })).toThrow(/at least 12/)
  })
})

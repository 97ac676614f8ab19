/** The SMS and USSD settings of the e2e server (tests/e2e/server.ts): test values, not real codes. */
export const E2E_SMS = { secret: 'e2e-gateway-secret-0123456789', shortCode: '301', ussdCode: '*301#', sendsmsPassword: 'e2e-sendsms-password', sendRate: 5 } as const

/** Where the specs start Kannel for the server on `port` (admin, smsbox, fake centre, sendsms: 4 ports from here). */
export const kannelBasePort = (port: number) => 13000 + (port % 100) * 10

/** The SMS and USSD settings of the e2e server (tests/e2e/server.ts): test values, not real codes. */
export const E2E_SMS = { secret: 'e2e-gateway-secret-0123456789', shortCode: '301', ussdCode: '*301#' } as const

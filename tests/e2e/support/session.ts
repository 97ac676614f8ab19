import { expect, type APIRequestContext } from '@playwright/test'

/**
 * Signs in through the API and returns a session token that works. Payload keeps sessions in
 * the user's document: two sign-ins of one account at the same instant (parallel specs) can
 * drop one of the two sessions. The token is checked, and the sign-in repeated if it was lost.
 */
export async function signIn(request: APIRequestContext, credentials: { email: string; password: string }): Promise<string> {
  // Each sign-in comes from an address of its own (the runner is the trusted proxy): the whole
  // suite signs in far more often than one address may (20 per 15 minutes, src/security/limits.ts).
  const from = `198.51.100.${1 + Math.floor(Math.random() * 254)}`
  for (let attempt = 0; attempt < 4; attempt++) {
    const login = await request.post('/api/users/login', { data: credentials, headers: { 'X-Forwarded-For': from } })
    expect(login.ok(), await login.text()).toBe(true)
    const { token } = (await login.json()) as { token: string }
    await new Promise((resolve) => setTimeout(resolve, 200))
    const me = await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })
    if (((await me.json()) as { user: unknown }).user) return token
  }
  throw new Error(`could not keep a session for ${credentials.email}`)
}

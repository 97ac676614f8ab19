import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import readline from 'node:readline'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type DatabaseKind, type TestPayload } from '../../support/payload'

const PASSWORD = 'a test passphrase'
const OVERLAPPING = 20

/** Reads a child's output line by line: each call gives the next line (and fails when it stops first). */
function lines(child: ChildProcessWithoutNullStreams): () => Promise<string> {
  const iterator = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  let errors = ''
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  return async () => {
    const { value, done } = await iterator.next()
    if (done) throw new Error(`the sign-in process stopped (${child.exitCode}): ${errors.slice(-2000)}`)
    return value as string
  }
}

/**
 * Sign-ins of one account that overlap each keep their session (issue 38, point 5; Payload 3.90
 * lost all but a few of them: payloadcms/payload#18132, patched in scripts/patch-payload.mjs).
 * Checked through the local API and through Payload's REST handler (`handleEndpoints`, what
 * /api/[...slug] serves, without the portal's rate limits), from three processes at once (the
 * portal's workers and instances), and with sign-outs, refreshes and an edit of the account
 * overlapping the sign-ins.
 */
export function sessionsSuite(kind: DatabaseKind): void {
  describe(`overlapping sign-ins of one account on ${kind}`, () => {
    let ctx: TestPayload
    let payload: Payload
    let config: Payload['config']

    const account = async (email: string): Promise<number> =>
      (await payload.create({ collection: 'users', data: { email, password: PASSWORD, roles: ['editor'] } as never, overrideAccess: true })).id as number
    /** The session ids stored for the account, read from the database. */
    const stored = async (id: number): Promise<string[]> => {
      const doc = (await payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as { sessions?: { id: string }[] } | null
      return (doc?.sessions ?? []).map((session) => session.id).sort()
    }
    /** The session a token names. */
    const sidOf = (token: string): string => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid
    const localSignIn = async (email: string): Promise<string> =>
      (await payload.login({ collection: 'users', data: { email, password: PASSWORD } })).token!
    /** Payload's REST API, as the route /api/[...slug] hands requests to it. */
    const rest = (method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Response> =>
      handleEndpoints({
        config,
        request: new Request(`http://localhost/api${path}`, {
          method,
          headers: {
            'Content-Type': 'application/json',
            ...(options.token ? { Authorization: `JWT ${options.token}` } : {}),
          },
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        }),
      })
    const restSignIn = async (email: string): Promise<string> => {
      const response = await rest('POST', '/users/login', { body: { email, password: PASSWORD } })
      expect(response.status, await response.clone().text()).toBe(200)
      return ((await response.json()) as { token: string }).token
    }
    /** Whether the token is accepted (the user it signs in, by the local API and by /api/users/me). */
    const acceptedLocally = async (token: string): Promise<number | null> =>
      ((await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })).user?.id as number | undefined) ?? null
    const acceptedByRest = async (token: string): Promise<number | null> => {
      const body = (await (await rest('GET', '/users/me', { token })).json()) as { user?: { id: number } | null }
      return body.user?.id ?? null
    }
    /** How many of the tokens are accepted, as one number per check (a failure shows them all). */
    const count = async (tokens: string[], check: (token: string) => Promise<number | null>, id: number) =>
      (await Promise.all(tokens.map(check))).filter((user) => user === id).length

    beforeAll(async () => {
      ctx = await startTestPayload(kind)
      payload = ctx.payload
      config = payload.config
    })
    afterAll(async () => {
      await ctx?.close()
    })

    it(`keeps ${OVERLAPPING} sessions for ${OVERLAPPING} simultaneous sign-ins through the local API`, async () => {
      const email = 'local@sessions.test'
      const id = await account(email)
      const tokens = await Promise.all(Array.from({ length: OVERLAPPING }, () => localSignIn(email)))
      const sids = tokens.map(sidOf).sort()
      const ids = await stored(id)
      expect({ stored: ids.length, accepted: await count(tokens, acceptedLocally, id) }).toEqual({ stored: OVERLAPPING, accepted: OVERLAPPING })
      expect(ids).toEqual(sids)
    })

    it(`keeps ${OVERLAPPING} sessions for ${OVERLAPPING} simultaneous sign-ins through POST /api/users/login`, async () => {
      const email = 'rest@sessions.test'
      const id = await account(email)
      const tokens = await Promise.all(Array.from({ length: OVERLAPPING }, () => restSignIn(email)))
      const ids = await stored(id)
      expect({ stored: ids.length, accepted: await count(tokens, acceptedByRest, id) }).toEqual({ stored: OVERLAPPING, accepted: OVERLAPPING })
      expect(ids).toEqual(tokens.map(sidOf).sort())
    })

    it('keeps every session when three processes sign in to the account at once (workers, instances)', async () => {
      const email = 'processes@sessions.test'
      const id = await account(email)
      const perProcess = 10
      // Two other processes on the same database (tests/support/signInProcess.ts), not running jobs.
      const children = [0, 1].map(() =>
        spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'tests/support/signInProcess.ts', email, PASSWORD, String(perProcess)], {
          env: { ...process.env, PORTAL_WORKER_INDEX: '1' },
        }),
      )
      const output = children.map((child) => lines(child))
      try {
        for (const next of output) expect(await next()).toBe('ready')
        for (const child of children) child.stdin.write('go\n')
        const [own, ...others] = await Promise.all([
          Promise.all(Array.from({ length: perProcess }, () => localSignIn(email))),
          ...output.map(async (next) => JSON.parse(await next()) as string[]),
        ])
        const tokens = [...own!, ...others.flat()]
        expect(tokens).toHaveLength(3 * perProcess)
        expect({ stored: (await stored(id)).length, accepted: await count(tokens, acceptedLocally, id) }).toEqual({ stored: 3 * perProcess, accepted: 3 * perProcess })
      } finally {
        for (const child of children) if (child.exitCode === null) child.kill()
      }
    }, 180_000)

    it('keeps every session when sign-ins follow each other by a few milliseconds', async () => {
      const email = 'staggered@sessions.test'
      const id = await account(email)
      const tokens = await Promise.all(
        Array.from({ length: OVERLAPPING }, (_, i) => new Promise((resolve) => setTimeout(resolve, i * 5)).then(() => localSignIn(email))),
      )
      expect({ stored: (await stored(id)).length, accepted: await count(tokens, acceptedLocally, id) }).toEqual({ stored: OVERLAPPING, accepted: OVERLAPPING })
    })

    it('a sign-out and a refresh while others sign in end or extend only their own session', async () => {
      const email = 'logout@sessions.test'
      const id = await account(email)
      // Signed in one after the other: only what follows overlaps.
      const before: string[] = []
      for (let i = 0; i < 5; i++) before.push(await restSignIn(email))
      const [leaving, refreshing, ...staying] = before as [string, string, ...string[]]
      const [logout, refresh, ...arriving] = await Promise.all([
        rest('POST', '/users/logout', { token: leaving }),
        rest('POST', '/users/refresh-token', { token: refreshing }),
        ...Array.from({ length: 10 }, (_, i) => (i % 2 ? restSignIn(email) : localSignIn(email))),
      ])
      expect((logout as Response).status).toBe(200)
      expect((refresh as Response).status, await (refresh as Response).clone().text()).toBe(200)
      const refreshed = ((await (refresh as Response).json()) as { refreshedToken: string }).refreshedToken
      expect(sidOf(refreshed)).toBe(sidOf(refreshing))
      const kept = [refreshing, refreshed, ...staying, ...(arriving as string[])]
      expect({ stored: (await stored(id)).length, accepted: await count(kept, acceptedByRest, id) }).toEqual({ stored: 14, accepted: 15 })
      expect(await stored(id)).not.toContain(sidOf(leaving))
      expect(await acceptedByRest(leaving)).toBeNull()
    })

    it('an edit of the account while it signs in and out keeps the new sessions and does not bring back the ended one', async () => {
      const email = 'edited@sessions.test'
      const id = await account(email)
      const leaving = await localSignIn(email)
      const [, , ...arriving] = await Promise.all([
        payload.update({ collection: 'users', id, data: { name: 'Guichet 1' }, overrideAccess: true }),
        rest('POST', '/users/logout', { token: leaving }),
        ...Array.from({ length: 10 }, () => localSignIn(email)),
      ])
      const ids = await stored(id)
      expect({ stored: ids.length, accepted: await count(arriving as string[], acceptedLocally, id), endedCameBack: ids.includes(sidOf(leaving)) })
        .toEqual({ stored: 10, accepted: 10, endedCameBack: false })
      expect(await acceptedLocally(leaving)).toBeNull()
      expect(((await payload.findByID({ collection: 'users', id, overrideAccess: true })) as { name?: string }).name).toBe('Guichet 1')
    })

    it('drops expired sessions when the account signs in, and only those, however many sign in at once', async () => {
      const email = 'expired@sessions.test'
      const id = await account(email)
      const live = await localSignIn(email)
      const past = new Date(Date.now() - 60_000)
      const expired = Array.from({ length: 5 }, (_, i) => ({ id: `expired-${i}`, createdAt: past, expiresAt: past }))
      await payload.db.updateOne({ id, collection: 'users', returning: false, data: { sessions: { $push: expired }, updatedAt: null } as never })
      expect(await stored(id)).toContain('expired-4')
      // Every sign-in deletes the expired rows: on PostgreSQL each waits for the one that locked them first.
      const next = await Promise.all(Array.from({ length: 10 }, () => localSignIn(email)))
      expect(await stored(id)).toEqual([live, ...next].map(sidOf).sort())
      expect(await count([live, ...next], acceptedLocally, id)).toBe(11)
    })

    it('ends every other session when the password changes (as Payload does)', async () => {
      const email = 'password@sessions.test'
      const id = await account(email)
      const tokens = await Promise.all(Array.from({ length: 3 }, () => localSignIn(email)))
      await payload.update({ collection: 'users', id, data: { password: 'another test passphrase' } as never, overrideAccess: true })
      expect(await stored(id)).toEqual([])
      expect(await count(tokens, acceptedLocally, id)).toBe(0)
    })
  })
}

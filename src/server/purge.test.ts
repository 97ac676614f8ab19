import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { EXPORT_PATHS } from '@/openData/paths'

import { createExportRebuild, createInstancePurge } from './purge'

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A stand-in for this instance: records what it is asked, answers 204 to the revalidation, 200 else. */
async function fakeInstance(): Promise<{ port: number; asked: string[] }> {
  const asked: string[] = []
  server = http.createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`)
    response.writeHead(request.method === 'POST' ? 204 : 200)
    response.end()
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()))
  return { port: (server!.address() as AddressInfo).port, asked }
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the export is rebuilt after publications', () => {
  it('asks this instance for each export file once, after the last purge of a burst', async () => {
    const { port, asked } = await fakeInstance()
    const rebuild = createExportRebuild(port, 40)
    rebuild()
    rebuild()
    await settle(20)
    rebuild()
    await settle(20)
    expect(asked).toEqual([])
    await settle(150)
    expect(asked).toEqual(EXPORT_PATHS.map((path) => `GET ${path}`))
  })

  it('runs when an instance purge ends, here or after another instance’s publication', async () => {
    const { port, asked } = await fakeInstance()
    const purge = createInstancePurge(port, createExportRebuild(port, 10))
    await Promise.all([purge(), purge()])
    await settle(150)
    expect(asked.filter((line) => line.startsWith('GET'))).toEqual(EXPORT_PATHS.map((path) => `GET ${path}`))
    expect(asked.filter((line) => line.startsWith('POST')).length).toBeGreaterThanOrEqual(1)
  })
})

import { describe, expect, it } from 'vitest'

import { boundLine, createLineBounder, MAX_LINE_BYTES } from './logLines'

describe('boundLine', () => {
  it('cuts a long line to about a kilobyte, with a mark', () => {
    const line = boundLine(`GET /fr/services/${'a'.repeat(7000)}/`, '/work/main')
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(MAX_LINE_BYTES)
    expect(line.endsWith('…[cut]')).toBe(true)
    const multibyte = boundLine('é'.repeat(2000), '/x')
    expect(Buffer.byteLength(multibyte)).toBeLessThanOrEqual(MAX_LINE_BYTES)
  })
  it('removes absolute paths of the machine', () => {
    expect(boundLine('at /work/main/.next/server/chunks/ssr/1.js:2:3', '/work/main')).toBe('at ./.next/server/chunks/ssr/1.js:2:3')
    expect(boundLine('Error: ENAMETOOLONG, open /tmp/portal-e2e-x/cache/fetch-cache/abc', '/work/main')).toBe('Error: ENAMETOOLONG, open …/abc')
    expect(boundLine('file:///home/user/app/node_modules/next/dist/x.js', '/work/main')).not.toContain('/home/user')
  })
  it('escapes control characters so that input cannot forge a line', () => {
    expect(boundLine('q=a\r{"level":"error"}', '/')).toBe('q=a\\u000d{"level":"error"}')
  })
})

describe('createLineBounder', () => {
  it('splits chunks into lines and keeps the first frames of a stack', () => {
    const out: string[] = []
    const bounder = createLineBounder('/r', (line) => out.push(line))
    bounder.push('Error: boom\n')
    for (let i = 0; i < 10; i++) bounder.push(`    at f${i} (/r/x.js:1:1)\n`)
    bounder.push('next line\npart')
    bounder.push('ial\n')
    bounder.flush()
    expect(out).toEqual(['Error: boom\n', '    at f0 (./x.js:1:1)\n', '    at f1 (./x.js:1:1)\n', '    at f2 (./x.js:1:1)\n', '    at f3 (./x.js:1:1)\n', '    … 6 more frames\n', 'next line\n', 'partial\n'])
  })
  it('does not buffer a line that never ends', () => {
    const out: string[] = []
    const bounder = createLineBounder('/r', (line) => out.push(line))
    for (let i = 0; i < 20; i++) bounder.push('x'.repeat(8 * 1024))
    expect(out.length).toBeGreaterThan(0)
    expect(out.every((l) => Buffer.byteLength(l) <= MAX_LINE_BYTES + 1)).toBe(true)
  })
})

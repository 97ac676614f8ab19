/**
 * The README's test command (issue 43): CI runs that very line, and `npm test` says which system parts are missing,
 * with the line that installs them, before anything slow.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..', '..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

describe('the README’s test command', () => {
  it('is one line, and it is what CI runs', () => {
    const readme = read('README.md')
    const section = readme.slice(readme.indexOf('**Run every test**'))
    const command = /```sh\n([^\n]+)\n```/.exec(section)?.[1]
    expect(command).toBe('bash scripts/test-everything.sh')
    const ci = read('.ci/run').split('\n').filter((line) => line.trim() && !line.startsWith('#') && !line.startsWith('set ') && !line.startsWith('cd '))
    expect(ci).toEqual([`exec ${command}`])
    // The command itself installs what is missing, then runs npm ci and npm test.
    const script = read('scripts/test-everything.sh')
    expect(script).toMatch(/install_missing_parts\nnpm ci --no-audit --no-fund\nnpm test\n$/)
  })

  it('npm test stops before anything slow when a system part is missing, naming it and the line that installs it', () => {
    const started = Date.now()
    const run = spawnSync('bash', ['scripts/test-all.sh'], { cwd: root, env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' }, encoding: 'utf8', timeout: 60_000 })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('missing system parts: chromium.')
    expect(run.stderr).toContain('sudo apt-get update && sudo apt-get install -y chromium')
    expect(run.stdout).not.toContain('== typecheck')
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  it('without root or sudo, the set-up says what to run instead of failing later', () => {
    const run = spawnSync('bash', ['-c', 'source scripts/system-parts.sh; id() { echo 1000; }; sudo() { return 1; }; install_missing_parts'], { cwd: root, env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' }, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('installing them needs root')
    expect(run.stderr).toContain('sudo apt-get update && sudo apt-get install -y chromium')
  })
})

import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/**
 * A throwaway PostgreSQL cluster on 127.0.0.1, from Debian's postgresql binaries.
 * As root, the cluster runs as the `postgres` system user (initdb refuses root).
 */
export type PgCluster = { url: string; stop: () => void }

function binDir(): string {
  const base = '/usr/lib/postgresql'
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : []
  for (const version of versions) {
    const dir = path.join(base, version, 'bin')
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir
  }
  throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql: apt-get install -y postgresql')
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

function asPostgresUser(command: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  const result = spawnSync(file, argv, { encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`)
  }
}

export async function startPostgres(database = 'portal'): Promise<PgCluster> {
  const bin = binDir()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'))
  fs.chmodSync(dir, 0o777)
  const dataDir = path.join(dir, 'data')
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir])
  const port = await freePort()
  asPostgresUser(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'portal', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])
  asPostgresUser(path.join(bin, 'pg_ctl'), [
    '-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-t', '60',
    '-o', `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c max_connections=300`,
    'start',
  ])
  asPostgresUser(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', database])
  let stopped = false
  return {
    url: `postgres://portal@127.0.0.1:${port}/${database}`,
    stop: () => {
      if (stopped) return
      stopped = true
      try {
        asPostgresUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

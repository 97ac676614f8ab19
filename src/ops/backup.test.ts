import { describe, expect, it } from 'vitest'

import { archivesToDelete } from './backup'

const name = (day: string, time = '020000') => `portal-sqlite-${day}T${time}Z.tar.gz`

describe('backup retention', () => {
  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks, and nothing else of ours', () => {
    // 40 days of daily backups (2026-10-16 … 2026-11-24), two on the last day, and a foreign file.
    const days = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 9, 16 + i)).toISOString().slice(0, 10).replace(/-/g, ''))
    const names = [...days.map((d) => name(d)), name('20261124', '140000'), 'notes.txt', 'portal-sqlite-20261124T020000Z.tar.gz.partial']
    const doomed = new Set(archivesToDelete(names))
    const kept = names.filter((n) => n.startsWith('portal-') && n.endsWith('.gz') && !doomed.has(n))
    expect(kept).toEqual([
      // The newest of each of the 4 last ISO weeks (this one and the 3 before: Sundays 8, 15 and 22
      // November, the last already a daily one), then the last 7 days.
      name('20261108'), name('20261115'),
      name('20261118'), name('20261119'), name('20261120'), name('20261121'), name('20261122'), name('20261123'), name('20261124', '140000'),
    ])
    expect(doomed.has('notes.txt')).toBe(false)
    expect(doomed.has(name('20261124'))).toBe(true)
  })

  it('never deletes the only or the newest archive', () => {
    expect(archivesToDelete([name('20200101')])).toEqual([])
    expect(archivesToDelete([name('20200101'), name('20200102')], 0, 0)).toEqual([name('20200101')])
  })
})

describe('the daily backup', () => {
  it('is due when the newest archive is a day old, or when there is none', async () => {
    const fs = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const { backupDue } = await import('./schedule')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-due-'))
    expect(backupDue(dir)).toBe(true)
    fs.writeFileSync(path.join(dir, name('20261124', '020000')), '')
    expect(backupDue(dir, Date.parse('2026-11-24T20:00:00Z'))).toBe(false)
    expect(backupDue(dir, Date.parse('2026-11-25T02:00:00Z'))).toBe(true)
    fs.rmSync(dir, { recursive: true })
  })
})

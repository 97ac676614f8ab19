/**
 * `npm run bench:backup`: issue 25's backup and restore figures alone (bench/backups.ts), written to
 * bench/results/backup-<date>.json and into latest.json (`backupsMeasuredAt` gives their date), so
 * the latest figures are in one place without re-running the whole bench.
 */
import fs from 'node:fs'
import path from 'node:path'

import { runBackupBenches } from './backups'

const report = { date: new Date().toISOString(), ...(await runBackupBenches()) }
const dir = path.join(process.cwd(), 'bench', 'results')
fs.mkdirSync(dir, { recursive: true })
const stamp = report.date.replace(/[:.]/g, '-')
fs.writeFileSync(path.join(dir, `backup-${stamp}.json`), JSON.stringify(report, null, 2))
const latestFile = path.join(dir, 'latest.json')
const latest = fs.existsSync(latestFile) ? (JSON.parse(fs.readFileSync(latestFile, 'utf8')) as Record<string, unknown>) : {}
const { date, ...figures } = report
fs.writeFileSync(latestFile, JSON.stringify({ ...latest, ...figures, backupsMeasuredAt: date }, null, 2))
console.log(`bench:backup: wrote bench/results/backup-${stamp}.json and its figures into latest.json (backupsMeasuredAt ${date})`)

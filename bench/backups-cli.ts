/**
 * `npm run bench:backup`: issue 25's backup and restore figures alone (bench/backups.ts), written to
 * bench/results/backup-<date>.json and into latest.json (`backupsMeasuredAt` gives their date), so
 * the latest figures are in one place without re-running the whole bench.
 */
import fs from 'node:fs'
import path from 'node:path'

import { runBackupBenches } from './backups'
import { mergeIntoLatest, RESULTS_DIR as dir } from './latest'

const report = { date: new Date().toISOString(), ...(await runBackupBenches()) }
fs.mkdirSync(dir, { recursive: true })
const stamp = report.date.replace(/[:.]/g, '-')
fs.writeFileSync(path.join(dir, `backup-${stamp}.json`), JSON.stringify(report, null, 2))
const { date, ...figures } = report
mergeIntoLatest(figures, 'backupsMeasuredAt', date)
console.log(`bench:backup: wrote bench/results/backup-${stamp}.json and its figures into latest.json (backupsMeasuredAt ${date})`)

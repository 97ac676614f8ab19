/**
 * Figures measured on their own (`npm run bench:backup`, `bench:observatory`) merged into
 * bench/results/latest.json beside the last full run's, with `<name>MeasuredAt` giving their date.
 */
import fs from 'node:fs'
import path from 'node:path'

export const RESULTS_DIR = path.join(process.cwd(), 'bench', 'results')

export function mergeIntoLatest(figures: Record<string, unknown>, measuredAtKey: string, date: string): void {
  const latestFile = path.join(RESULTS_DIR, 'latest.json')
  const latest = fs.existsSync(latestFile) ? (JSON.parse(fs.readFileSync(latestFile, 'utf8')) as Record<string, unknown>) : {}
  fs.writeFileSync(latestFile, JSON.stringify({ ...latest, ...figures, [measuredAtKey]: date }, null, 2))
}

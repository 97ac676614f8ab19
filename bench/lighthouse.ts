/**
 * Lighthouse (mobile, its own simulated slow 4G and CPU ×4) on the home page and a guide, in
 * Debian's Chromium: performance, accessibility, best practices and SEO scores (budget: 100 each).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromiumLaunch } from '../playwright.config'

export type LighthouseScores = Record<string, { performance: number; accessibility: number; bestPractices: number; seo: number; failing: string[] }>

export function benchLighthouse(base: string, pages: Record<string, string>): LighthouseScores | null {
  const bin = path.join(process.cwd(), 'node_modules/.bin/lighthouse')
  if (!fs.existsSync(bin)) return null
  const scores: LighthouseScores = {}
  for (const [name, pathname] of Object.entries(pages)) {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')), 'report.json')
    const run = spawnSync(bin, [base + pathname, '--quiet', '--output=json', `--output-path=${out}`, '--form-factor=mobile', '--only-categories=performance,accessibility,best-practices,seo', `--chrome-flags=--headless=new ${chromiumLaunch.args.join(' ')}`], {
      env: { ...process.env, CHROME_PATH: chromiumLaunch.executablePath },
      encoding: 'utf8',
      timeout: 180_000,
    })
    if (run.status !== 0 || !fs.existsSync(out)) continue
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
      categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>
      audits: Record<string, { score: number | null }>
    }
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100)
    const failing = Object.values(report.categories).flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
    )
    scores[name] = { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'), failing }
  }
  return scores
}

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { AxeResults, Result } from 'axe-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

/**
 * axe-core's violations on the page as it is now, for the tags given (and, if `include` is given,
 * inside those elements only); `tags: 'all'` runs every rule axe runs by default.
 *
 * Pages without frames (every public page) are checked by running axe-core in the page itself:
 * the same engine, rules and tags as `AxeBuilder.analyze()`, about four times faster (measured on
 * 20 guide pages: 0.44 s a page against 1.67 s), because `AxeBuilder` runs axe frame by frame and
 * finishes the run in a new blank page. A page with frames goes through `AxeBuilder`.
 */
export async function axeViolations(page: Page, options: { tags?: readonly string[] | 'all'; include?: string } = {}): Promise<Result[]> {
  // 'all': every rule axe runs by default (AxeBuilder without tags).
  const tags = options.tags === 'all' ? undefined : [...(options.tags ?? WCAG_AA)]
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page })
    if (tags) builder = builder.withTags(tags)
    if (options.include) builder = builder.include(options.include)
    return (await builder.analyze()).violations
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const results = await page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe
      const context = include ? { include: [...document.querySelectorAll(include)] } : document
      return axe.run(context, { ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}), resultTypes: ['violations'] })
    },
    { tags, include: options.include },
  )
  return results.violations
}

/** One line per violation: rule and the elements concerned, for readable failures. */
export function describeViolations(violations: Result[]): string[] {
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

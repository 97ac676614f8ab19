/**
 * Every Malagasy text the portal shows, named by its file and field, for the vocabulary lint
 * (src/seed/lint.ts, `lintMalagasy`) and its measure (src/scripts/glossary-report.ts):
 *
 * - `seedMalagasyTexts`: the seed data — guides, themes, journeys, question flows, ministries,
 *   places and offices, emergency numbers, regions, the home and about pages. A text is Malagasy
 *   when it sits under an `mg` key (region names are Malagasy as they are).
 * - `codeMalagasyTexts`: the strings written in the code under an `mg` key or in a variable named
 *   `mg`, `mgTranslations` or `malagasy…` (`malagasyForms`) — the public dictionary (src/i18n/dictionaries/mg.ts), the admin's
 *   (src/admin/i18n/mg.ts, src/admin/texts.ts), the field labels and descriptions of collections
 *   and globals ({ fr, mg } objects), messages of validations and of the server.
 *
 * Left out on purpose: citizens' own words and search synonyms (src/seed/data/citizenWords.ts,
 * synonyms.ts: they record what citizens type, French and variants included) and the SMS
 * language decision's marker words (src/channels/language.ts: spellings it recognises), the glossary itself,
 * sources' titles (quoted as published), tests, and the generated payload-types.ts.
 *
 * For tests and scripts only: it reads files and parses TypeScript.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import ts from 'typescript'

import { about } from './data/about'
import { categories } from './data/categories'
import { emergencyNumbers } from './data/emergency'
import { businessFlows } from './data/flows/business'
import { civilFlows } from './data/flows/civil'
import { identityFlows } from './data/flows/identity'
import { flows as b1Flows } from './data/flows/b1'
import { flows as b2Flows } from './data/flows/b2'
import { flows as b3Flows } from './data/flows/b3'
import { flows as b4Flows } from './data/flows/b4'
import { flows as b5Flows } from './data/flows/b5'
import { flows as b6Flows } from './data/flows/b6'
import { flows as b7Flows } from './data/flows/b7'
import { flows as b8Flows } from './data/flows/b8'
import { offices as b1Offices } from './data/offices/b1'
import { offices as b2Offices } from './data/offices/b2'
import { offices as b3Offices } from './data/offices/b3'
import { offices as b4Offices } from './data/offices/b4'
import { offices as b5Offices } from './data/offices/b5'
import { offices as b6Offices } from './data/offices/b6'
import { offices as b7Offices } from './data/offices/b7'
import { offices as b8Offices } from './data/offices/b8'
import { home } from './data/home'
import { journeys } from './data/journeys'
import { ministries } from './data/ministries'
import { offices as businessOffices } from './data/offices/business'
import { offices as civilOffices } from './data/offices/civil'
import { offices as transportOffices } from './data/offices/transport'
import { places } from './data/places'
import { regions } from './data/regions'
import { loadServiceSeeds } from './load'
import { malagasyLeaves, type MalagasyText } from './malagasyLeaves'

export type { MalagasyText } from './malagasyLeaves'

const here = path.dirname(fileURLToPath(import.meta.url))
export const repositoryRoot = path.resolve(here, '../..')

const seedFile = (name: string) => `src/seed/${name}`
const isSlug = (field: string) => /(?:^|\.)slug\.mg$/.test(field)

function fromList(file: string, name: string, list: unknown[], inMg = false): MalagasyText[] {
  return malagasyLeaves(list, name, inMg).map(({ field, text }) => ({ file: seedFile(file), field, text, ...(isSlug(field) ? { slug: true } : {}) }))
}

/** Every Malagasy text of the seed data, guides included. */
export async function seedMalagasyTexts(): Promise<MalagasyText[]> {
  // Issue 41's batches: each its offices and flows.
  const batchOffices = [['b1', b1Offices], ['b2', b2Offices], ['b3', b3Offices], ['b4', b4Offices], ['b5', b5Offices], ['b6', b6Offices], ['b7', b7Offices], ['b8', b8Offices]] as const
  const batchFlows = [['b1', b1Flows], ['b2', b2Flows], ['b3', b3Flows], ['b4', b4Flows], ['b5', b5Flows], ['b6', b6Flows], ['b7', b7Flows], ['b8', b8Flows]] as const
  const officeKeys = new Set([...civilOffices, ...businessOffices, ...transportOffices, ...batchOffices.flatMap(([, list]) => list)].map((o) => o.key))
  const guides = await loadServiceSeeds()
  return [
    ...guides.flatMap((guide) => malagasyLeaves(guide).map(({ field, text }) => ({ file: seedFile(`services/${guide.key}.ts`), field, text, ...(isSlug(field) ? { slug: true } : {}) }))),
    ...fromList('data/categories.ts', 'categories', categories),
    ...fromList('data/journeys.ts', 'journeys', journeys),
    ...fromList('data/flows/identity.ts', 'flows', identityFlows),
    ...fromList('data/flows/civil.ts', 'flows', civilFlows),
    ...fromList('data/flows/business.ts', 'flows', businessFlows),
    ...batchFlows.flatMap(([name, list]) => fromList(`data/flows/${name}.ts`, 'flows', list)),
    ...fromList('data/ministries.ts', 'ministries', ministries),
    ...fromList('data/places.ts', 'places', places.filter((p) => !officeKeys.has(p.key))),
    ...fromList('data/offices/civil.ts', 'offices', civilOffices),
    ...fromList('data/offices/business.ts', 'offices', businessOffices),
    ...fromList('data/offices/transport.ts', 'offices', transportOffices),
    ...batchOffices.flatMap(([name, list]) => fromList(`data/offices/${name}.ts`, 'offices', list)),
    ...fromList('data/emergency.ts', 'emergencyNumbers', emergencyNumbers),
    // Region, capital and district names are Malagasy names, the same in both languages.
    ...fromList('data/regions.ts', 'regions', regions, true),
    ...fromList('data/home.ts', 'home', [home]).map((t) => ({ ...t, field: t.field.replace(/^home\[0\]/, 'home') })),
    ...fromList('data/about.ts', 'about', [about]).map((t) => ({ ...t, field: t.field.replace(/^about\[0\]/, 'about') })),
  ]
}

/** Source files the code scan reads: the product's TypeScript, without tests, seed data and generated files. */
/** Code that only recognises what citizens type (their spellings, variants included), never shown: like citizens' words, not read. */
const CITIZENS_SPELLINGS = new Set(['src/channels/language.ts'])

export function codeFiles(root = repositoryRoot): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      const rel = path.relative(root, full).split(path.sep).join('/')
      if (entry.isDirectory()) {
        if (['src/seed', 'src/migrations'].includes(rel) || entry.name === 'node_modules') continue
        walk(full)
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && rel !== 'src/payload-types.ts' && !CITIZENS_SPELLINGS.has(rel)) {
        out.push(rel)
      }
    }
  }
  walk(path.join(root, 'src'))
  return out.sort()
}

/** Variables whose every string is Malagasy: the dictionaries (`mg`, `mgTranslations`) and `malagasy…` tables (`malagasyForms`, `malagasyMonths`). */
const MALAGASY_VARIABLE = /^(?:mg|mgTranslations|malagasy[A-Z]\w*)$/

function nameOf(node: ts.PropertyName | ts.BindingName): string | null {
  if (ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isNumericLiteral(node)) return node.text
  return null
}

/** The text of a string literal or template (its literal parts, `${…}` kept as written). */
function literalText(node: ts.Node, source: ts.SourceFile): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) return node.getText(source).slice(1, -1)
  return null
}

/** The Malagasy strings of one TypeScript file (see the file's comment). */
export function malagasyInSource(file: string, code: string): MalagasyText[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const out: MalagasyText[] = []
  const visit = (node: ts.Node, trail: string[], inMg: boolean) => {
    const text = literalText(node, source)
    if (text !== null) {
      const parent = node.parent
      // A property's or an element's value, not a key, an import or a type.
      const isValue = !(parent && (ts.isPropertyAssignment(parent) && parent.name === node)) && !ts.isImportDeclaration(parent) && !ts.isExportDeclaration(parent) && !ts.isLiteralTypeNode(parent)
      if (inMg && isValue && text.trim()) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
        let fr: string | undefined
        if (parent && ts.isPropertyAssignment(parent) && nameOf(parent.name) === 'mg' && ts.isObjectLiteralExpression(parent.parent)) {
          const sibling = parent.parent.properties.find((p) => ts.isPropertyAssignment(p) && nameOf(p.name) === 'fr') as ts.PropertyAssignment | undefined
          const frText = sibling ? literalText(sibling.initializer, source) : null
          if (frText !== null) fr = frText
        }
        out.push({ file, field: `${trail.join('.') || '(top)'} (line ${line})`, text, ...(fr !== undefined ? { fr } : {}) })
      }
      return
    }
    let nextTrail = trail
    let nextMg = inMg
    if (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) {
      const name = nameOf(node.name)
      if (name !== null) {
        nextTrail = [...trail, name]
        if (name === 'mg' || (ts.isVariableDeclaration(node) && MALAGASY_VARIABLE.test(name))) nextMg = true
      }
    }
    node.forEachChild((child) => visit(child, nextTrail, nextMg))
  }
  visit(source, [], false)
  return out
}

/** A file that may hold Malagasy: an `mg` key or a Malagasy variable (the others are not parsed). */
const MAY_HOLD_MALAGASY = /(?<![\w$])(?:mg|mgTranslations|malagasy[A-Z]\w*)\s*[:=]|['"]mg['"]\s*:/

/** Every Malagasy string written in the product's code. */
export function codeMalagasyTexts(root = repositoryRoot): MalagasyText[] {
  return codeFiles(root).flatMap((file) => {
    const code = fs.readFileSync(path.join(root, file), 'utf8')
    return MAY_HOLD_MALAGASY.test(code) ? malagasyInSource(file, code) : []
  })
}

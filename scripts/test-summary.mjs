// Adds up Vitest and Playwright JSON reports into one closing line: "N passed, N failed, N skipped".
import fs from 'node:fs'
import path from 'node:path'

const dir = process.argv[2]
let passed = 0
let failed = 0
let skipped = 0
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  if ('numPassedTests' in report) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + (report.numTodoTests ?? 0)
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0)
    failed += report.stats.unexpected
    skipped += report.stats.skipped
  }
}
// node:test's JUnit report (the cluster test): one <testcase> per test, with <failure> or <skipped>.
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.xml'))) {
  const xml = fs.readFileSync(path.join(dir, file), 'utf8')
  for (const testcase of xml.match(/<testcase\b[\s\S]*?(?:\/>|<\/testcase>)/g) ?? []) {
    if (/<failure\b/.test(testcase)) failed++
    else if (/<skipped\b/.test(testcase)) skipped++
    else passed++
  }
}
console.log(`Total: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)

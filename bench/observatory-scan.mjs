/**
 * The scanner's side of bench/observatory.ts, in a process of its own (NODE_EXTRA_CA_CERTS is
 * read at start): for each route, the MDN HTTP Observatory's retrieval and tests, graded as its
 * own `scan()` grades a site's home page (that function takes no path or port).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const job = JSON.parse(process.argv[2])
const load = (file) => import(pathToFileURL(path.join(job.scanner, 'src', file)).href)
const { retrieve } = await load('retriever/retriever.js')
const { ALL_TESTS } = await load('constants.js')
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js')
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js')

const grades = []
for (const [route, routePath] of Object.entries(job.routes)) {
  try {
    const r = await retrieve('localhost', { httpsPort: job.httpsPort, httpPort: job.httpPort, path: routePath })
    if (!r.responses.auto) throw new Error('no answer')
    let withCredit = 100
    let uncurved = 100
    const failing = []
    for (const test of ALL_TESTS) {
      const result = test(r)
      if (!result.result) continue
      const modifier = getScoreModifier(result.result)
      withCredit += modifier
      if (modifier < 0) {
        uncurved += modifier
        failing.push(`${result.result} (${modifier})`)
      }
    }
    const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved)
    grades.push({ route, path: routePath, grade: final.grade, score: final.score, failing, status: r.responses.auto.status })
  } catch (error) {
    grades.push({ route, path: routePath, grade: '-', score: 0, failing: [], error: String(error?.message ?? error) })
  }
}
process.stdout.write(JSON.stringify(grades))

/**
 * The editors' preview of a question flow (draft or published): every path, the answers in order,
 * and the result it leads to as citizens will read it — the whole flow checked on one page.
 */
import { format, getDictionary, type Locale } from '@/i18n'
import { flowPaths, walkFlow, type PublicFlow } from '@/model/flow'

import { FlowResultPage } from './index'

export function FlowPreview({ lang, flow }: { lang: Locale; flow: PublicFlow }) {
  const t = getDictionary(lang).flow
  const paths = flowPaths(flow)
  return (
    <>
      <h1>{flow.title}</h1>
      <p className="lead reading">{flow.summary}</p>
      <p>{format(t.previewPaths, { count: paths.length })}</p>
      <ol data-flow-paths="">
        {paths.map((path) => {
          const step = walkFlow(flow, path.answers)
          if (step?.kind !== 'outcome') return null
          return (
            <li key={path.answers.join('/')}>
              <section aria-label={step.trail.map((s) => s.answer.label).join(' › ')}>
                <p>
                  <strong>{step.trail.map((s) => `${s.question.text} ${s.answer.label}`).join(' › ')}</strong>
                </p>
                <FlowResultPage lang={lang} flow={flow} outcome={step.outcome} trail={step.trail} headingLevel={2} />
              </section>
            </li>
          )
        })}
      </ol>
    </>
  )
}

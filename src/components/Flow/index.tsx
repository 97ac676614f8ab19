/**
 * « Ce qu'il vous faut » as plain HTML (ADR 19): one question a page, a GET form whose answer
 * goes into the address, then the result for one case. No JavaScript: the radios and the button
 * are the whole form; the answers given so far are links back ("Modifier").
 */
import { Office } from '@/components/Office'
import { absoluteUrl, format, formatAriary, getDictionary, pathFor, type Locale } from '@/i18n'
import { formatDelay } from '@/model/delays'
import { flowAddress, type FlowOutcome, type FlowQuestion, type FlowTrail, type PublicFlow } from '@/model/flow'
import { NOT_FOUND_MARKER } from '@/components/NotFoundContent/NotFoundPage'

import styles from './Flow.module.css'

export type AnswerError = 'missing' | 'invalid'

const base = (lang: Locale, flow: PublicFlow) => pathFor(lang, 'flow', flow.slug)

/** The answers given so far, each with a link to change it (the page of its question). */
function Answers({ lang, flow, trail }: { lang: Locale; flow: PublicFlow; trail: FlowTrail }) {
  const t = getDictionary(lang).flow
  if (trail.length === 0) return null
  const given = trail.map((t) => t.answer.key)
  return (
    <section aria-labelledby="vos-reponses">
      <h2 id="vos-reponses">{t.yourAnswers}</h2>
      <dl className={styles.answers}>
        {trail.map(({ question, answer }, i) => (
          <div key={question.key}>
            <dt>{question.text}</dt>
            <dd>{answer.label}</dd>
            <dd>
              <a href={flowAddress(base(lang, flow), given.slice(0, i))}>
                {t.change}
                <span className="visually-hidden"> — {format(t.changeWhat, { question: question.text })}</span>
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export function FlowQuestionPage({ lang, flow, question, trail, error }: { lang: Locale; flow: PublicFlow; question: FlowQuestion; trail: FlowTrail; error: AnswerError | null }) {
  const t = getDictionary(lang).flow
  const here = flowAddress(base(lang, flow), trail.map((step) => step.answer.key))
  const firstId = `reponse-${question.answers[0]!.key}`
  const errorText = error ? t[error] : null
  return (
    <>
      {/* A refused answer is a 400 for the server (src/server/render.ts), the same page for the reader. */}
      {errorText && (
        <div className={styles.summary} role="alert" tabIndex={-1} aria-labelledby="error-summary-title" {...{ [NOT_FOUND_MARKER]: '400' }}>
          <h2 id="error-summary-title">{t.errorTitle}</h2>
          <ul>
            <li>
              <a href={`#${firstId}`}>{errorText}</a>
            </li>
          </ul>
        </div>
      )}
      <p className={styles.caption}>
        {flow.title} — {format(t.questionOf, { n: trail.length + 1 })}
      </p>
      <form method="get" action={here}>
        <div className={errorText ? styles.groupError : undefined}>
          <fieldset className={styles.fieldset} aria-describedby={[question.hint ? 'question-hint' : '', errorText ? 'question-error' : ''].filter(Boolean).join(' ') || undefined}>
            <legend className={styles.legend}>
              <h1>{question.text}</h1>
            </legend>
            {question.hint && (
              <p className={styles.hint} id="question-hint">
                {question.hint}
              </p>
            )}
            {errorText && (
              <p className={styles.error} id="question-error">
                <span className="visually-hidden">{t.errorTitle} : </span>
                {errorText}
              </p>
            )}
            {question.answers.map((answer) => (
              <div key={answer.key} className={styles.choice}>
                <input type="radio" id={`reponse-${answer.key}`} name="reponse" value={answer.key} required />
                <label htmlFor={`reponse-${answer.key}`}>{answer.label}</label>
              </div>
            ))}
          </fieldset>
        </div>
        <button type="submit" className="button">
          {t.continue}
        </button>
      </form>
      <Answers lang={lang} flow={flow} trail={trail} />
      {trail.length === 0 && flow.guide && (
        <p className="reading">
          <a href={pathFor(lang, 'service', flow.guide.slug)}>{format(t.fullGuide, { title: flow.guide.title })}</a>
        </p>
      )}
    </>
  )
}

export function FlowResultPage({ lang, flow, outcome, trail, headingLevel = 1 }: { lang: Locale; flow: PublicFlow; outcome: FlowOutcome; trail: FlowTrail; headingLevel?: 1 | 2 }) {
  // In the editors' preview every result sits under the flow's title: one level down, without the reader's links.
  const Title = headingLevel === 1 ? 'h1' : 'h2'
  const H = headingLevel === 1 ? 'h2' : 'h3'
  const preview = headingLevel !== 1
  const t = getDictionary(lang).flow
  const guide = getDictionary(lang).guide
  const given = trail.map((step) => step.answer.key)
  const address = absoluteUrl(flowAddress(base(lang, flow), given))
  return (
    <>
      {!preview && <p className={styles.caption}>{flow.title}</p>}
      <Title>{format(t.resultIntro, { case: outcome.title })}</Title>
      {outcome.unsure && <p className={styles.unsure}>{format(guide.unsure, { what: outcome.unsure })}</p>}
      <div className={`${styles.facts} reading`}>
        {outcome.documents.length > 0 && (
          <>
            <H>{t.documents}</H>
            <ul>
              {outcome.documents.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
        <H>{t.fee}</H>
        <p>
          {outcome.feeAriary === null ? t.feeUnknown : outcome.feeAriary === 0 ? t.free : <strong>{formatAriary(outcome.feeAriary)}</strong>}
          {outcome.feeNote && (
            <>
              <br />
              {outcome.feeNote}
            </>
          )}
        </p>
        {outcome.delay && (
          <>
            <H>{t.delay}</H>
            <p>{formatDelay(outcome.delay, lang)}</p>
          </>
        )}
        {outcome.office && (
          <>
            <H>{t.office}</H>
            <p>
              <Office office={outcome.office} lang={lang} />
            </p>
          </>
        )}
        {outcome.steps.length > 0 && (
          <>
            <H>{t.steps}</H>
            <ol>
              {outcome.steps.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </>
        )}
        {outcome.text && (
          <>
            <H>{t.more}</H>
            <p>{outcome.text}</p>
          </>
        )}
        {flow.guide && (
          <p>
            <a href={pathFor(lang, 'service', flow.guide.slug)}>{format(t.fullGuide, { title: flow.guide.title })}</a>
          </p>
        )}
      </div>
      {!preview && (
        <>
          <Answers lang={lang} flow={flow} trail={trail} />
          <p className="reading">
            <a href={flowAddress(base(lang, flow), given.slice(0, -1))}>{t.changeAnswers}</a> · <a href={base(lang, flow)}>{t.restart}</a>
          </p>
          <p className={`reading ${styles.address}`}>
            {t.address} : <span>{address}</span>
          </p>
        </>
      )}
    </>
  )
}

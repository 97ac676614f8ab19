import { getDictionary, pathFor, type Locale } from '@/i18n'
import type { PublicFlow } from '@/model/flow'

/** On a guide: « Vérifier ce qu'il vous faut », the way into its question flow (global styles only: the guide's bytes stay as they were). */
export function FlowLink({ lang, flows }: { lang: Locale; flows: PublicFlow[] }) {
  if (flows.length === 0) return null
  const t = getDictionary(lang).flow
  return (
    <>
      {flows.map((flow) => (
        <p key={flow.id} className="no-print reading">
          {t.checkIntro}
          <br />
          <a className="button" href={pathFor(lang, 'flow', flow.slug)}>
            {flows.length > 1 ? flow.title : t.check}
          </a>
        </p>
      ))}
    </>
  )
}

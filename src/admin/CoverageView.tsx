/**
 * /admin/couverture (issue 41): the coverage map — the procedures of a citizen's life by life event,
 * each with the guide, journey or flow that answers it or why none does yet — beside citizens' missed
 * questions of the last 30 days (site, SMS, USSD) grouped by word, each group linkable to an existing
 * guide (its words become citizens' words) or opened as a new draft guide. Editors and administrators.
 */
import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { hasRole } from '@/access/roles'
import { coverageMap, coverageOf, type CoverageEntry } from '@/editorial/coverage/map'
import { groupMissed, type MissedRow, type NeedGroup } from '@/editorial/coverage/missedNeeds'
import { torolalanaUrl } from '@/editorial/coverage/torolalana'

import { AdminPage } from './AdminPage'
import { AddWordsForm, targetsIn } from './QueryStatsView'
import { adminTextsFor, fill } from './texts'

const DAYS = 30
const CHANNELS: Record<string, { fr: string; mg: string }> = {
  sms: { fr: 'SMS', mg: 'SMS' },
  ussd: { fr: 'USSD', mg: 'USSD' },
  web: { fr: 'site', mg: 'tranonkala' },
  suggestions: { fr: 'suggestions', mg: 'soso-kevitra' },
}

type Payload = AdminViewServerProps['initPageResult']['req']['payload']
type Doc = { id: number; title: string; published: boolean }

/** Guides and journeys by key (their French slug), drafts included: the map links to the editor. */
async function documentsByKey(payload: Payload, collection: 'services' | 'journeys', lang: 'fr' | 'mg'): Promise<Map<string, Doc>> {
  const common = { depth: 0, limit: 1000, pagination: false, overrideAccess: true, draft: true } as const
  const [fr, local] = await Promise.all([
    payload.find({ ...common, collection, locale: 'fr', select: { slug: true, _status: true } }),
    payload.find({ ...common, collection, locale: lang, fallbackLocale: false, select: { title: true } }),
  ])
  const titles = new Map(local.docs.map((d) => [d.id, (d as { title?: string | null }).title ?? '']))
  const docs = new Map<string, Doc>()
  for (const d of fr.docs as { id: number; slug?: string | null; _status?: string | null }[]) {
    if (d.slug) docs.set(d.slug, { id: d.id, title: titles.get(d.id) ?? '', published: d._status === 'published' })
  }
  return docs
}

async function missedRows(payload: Payload): Promise<MissedRow[]> {
  const since = new Date(Date.now() + 3 * 3600 * 1000 - DAYS * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const { docs } = await payload.find({
    collection: 'query-stats',
    where: { and: [{ day: { greater_than_equal: since } }, { kind: { equals: 'noAnswer' } }] },
    limit: 20_000,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return docs as unknown as MissedRow[]
}

export async function CoverageView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const language = req.i18n.language === 'mg' ? 'mg' : 'fr'
  const t = adminTextsFor(language)
  const editor = hasRole(req.user, 'admin', 'editor')
  const query = (searchParams ?? {}) as Record<string, string | string[] | undefined>
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''
  const refused = one(query.nouveau)
  if (!editor) {
    return (
      <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
        <h1>{t.coverageTitle}</h1>
        <p>{t.coverageNewForbidden}</p>
      </AdminPage>
    )
  }
  const [guides, journeys, rows, targetsFr, targetsMg] = await Promise.all([
    documentsByKey(req.payload, 'services', language),
    documentsByKey(req.payload, 'journeys', language),
    missedRows(req.payload),
    targetsIn(req.payload, 'fr'),
    targetsIn(req.payload, 'mg'),
  ])
  const groups = { fr: groupMissed(rows, 'fr'), mg: groupMissed(rows, 'mg') }
  const targets = { fr: targetsFr, mg: targetsMg }
  const entries = coverageMap.flatMap((event) => event.entries)
  const covered = entries.filter((e) => coverageOf(e) !== 'notCovered').length

  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <h1>{t.coverageTitle}</h1>
      <p>{fill(t.coverageIntro, { days: DAYS })}</p>
      {(refused === 'invalid' || refused === 'forbidden') && (
        <p role="status" className="portal-flash">
          {refused === 'forbidden' ? t.coverageNewForbidden : t.coverageNewInvalid}
        </p>
      )}

      <section aria-labelledby="missed">
        <h2 id="missed">{t.coverageMissedTitle}</h2>
        <p>{t.coverageMissedIntro}</p>
        {(['fr', 'mg'] as const).map((lang) => (
          <section key={lang} aria-labelledby={`missed-${lang}`}>
            <h3 id={`missed-${lang}`}>{lang === 'fr' ? t.colFr : t.colMg}</h3>
            {groups[lang].length === 0 ? (
              <p>{t.none}</p>
            ) : (
              <ol className="portal-needs">
                {groups[lang].map((group, i) => (
                  <MissedGroup key={group.stem} id={`${lang}-${i}`} group={group} lang={lang} language={language} targets={targets[lang]} t={t} guides={guides} />
                ))}
              </ol>
            )}
          </section>
        ))}
      </section>

      <section aria-labelledby="map">
        <h2 id="map">{t.coverageMapTitle}</h2>
        <p>{fill(t.coverageSummary, { needs: entries.length, guides: covered, notCovered: entries.length - covered })}</p>
        {coverageMap.map((event) => (
          <table key={event.key} className="portal-status">
            <caption>{event.title[language]}</caption>
            <thead>
              <tr>
                <th scope="col">{t.coverageNeed}</th>
                <th scope="col">{t.coverageAnswer}</th>
                <th scope="col">{t.coverageTorolalana}</th>
              </tr>
            </thead>
            <tbody>
              {event.entries.map((entry) => (
                <tr key={entry.need.fr} id={`besoin-${event.key}-${event.entries.indexOf(entry)}`}>
                  <th scope="row">{entry.need[language]}</th>
                  <td>
                    <Answer entry={entry} guides={guides} journeys={journeys} t={t} />
                  </td>
                  <td>
                    {(entry.torolalana ?? []).map((slug) => (
                      <a key={slug} href={torolalanaUrl(slug)} rel="noreferrer">
                        {slug}
                      </a>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </section>
    </AdminPage>
  )
}

function DocLink({ doc, collection, fallback, t }: { doc: Doc | undefined; collection: 'services' | 'journeys'; fallback: string; t: ReturnType<typeof adminTextsFor> }) {
  if (!doc) return <span>{`${fallback} ${t.coverageMissingGuide}`}</span>
  return (
    <>
      <a href={`/admin/collections/${collection}/${doc.id}`}>{doc.title || fallback}</a>
      {!doc.published && ` ${t.coverageDraft}`}
    </>
  )
}

function Answer({ entry, guides, journeys, t }: { entry: CoverageEntry; guides: Map<string, Doc>; journeys: Map<string, Doc>; t: ReturnType<typeof adminTextsFor> }) {
  if (coverageOf(entry) === 'notCovered') {
    return (
      <>
        <strong>{t.coverageNotCovered}</strong> — <span lang="fr">{entry.notCovered}</span>
      </>
    )
  }
  return (
    <ul className="portal-plain-list">
      {entry.guide && (
        <li>
          {t.coverageGuide} : <DocLink doc={guides.get(entry.guide)} collection="services" fallback={entry.guide} t={t} />
        </li>
      )}
      {entry.journey && (
        <li>
          {t.coverageJourney} : <DocLink doc={journeys.get(entry.journey)} collection="journeys" fallback={entry.journey} t={t} />
        </li>
      )}
      {entry.flow && <li>{`${t.coverageFlow} : ${entry.flow}`}</li>}
    </ul>
  )
}

function MissedGroup({ id, group, lang, language, targets, t, guides }: { id: string; group: NeedGroup; lang: 'fr' | 'mg'; language: 'fr' | 'mg'; targets: { value: string; title: string }[]; t: ReturnType<typeof adminTextsFor>; guides: Map<string, Doc> }) {
  const channels = Object.entries(group.channels)
    .sort((a, b) => b[1] - a[1])
    .map(([channel, n]) => `${CHANNELS[channel]?.[language] ?? channel} ${n}`)
    .join(' · ')
  const onMap = group.onMap
  // The map's guide first in the list of targets: the likeliest answer.
  const mapGuide = onMap?.entry.guide ? guides.get(onMap.entry.guide) : undefined
  const ordered = mapGuide ? [...targets.filter((x) => x.value === `services:${mapGuide.id}`), ...targets.filter((x) => x.value !== `services:${mapGuide.id}`)] : targets
  return (
    <li>
      <p>
        <strong lang={lang}>{fill(t.coverageMissedCount, { count: group.count, label: group.label })}</strong> ({channels})
        <br />
        {onMap ? fill(t.coverageMissedOn, { need: onMap.entry.need[language] }) : t.coverageMissedOff}
        <br />
        {t.coverageMissedTerms} : <span lang={lang}>{group.terms.map((x) => `${x.term} (${x.count})`).join(', ')}</span>
      </p>
      <AddWordsForm id={`need-${id}`} lang={lang} terms={[group.label, ...group.terms.map((x) => x.term).filter((x) => x !== group.label)]} targets={ordered} t={t} back="/admin/couverture" />
      <form method="post" action="/api/coverage/new-guide">
        <input type="hidden" name="lang" value={lang} />
        <input type="hidden" name="title" value={group.label} />
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          {fill(t.coverageNewGuide, { label: group.label })}
        </button>
      </form>
    </li>
  )
}

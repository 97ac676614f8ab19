import type { Metadata } from 'next'

import { listServices, pageMetadata } from '@/content'
import { getDictionary, pathFor } from '@/i18n'
import { localeParam } from '@/i18n/params'

type Props = { params: Promise<{ lang: string }> }

/** The emergency guides listed here; the service worker caches the emergency numbers in the background
 * (link marked data-shell="warm", ≈ 6 KB), the others as soon as they are read once. */
const emergencyDirectories = new Set(['emergency', 'hospitals', 'ambulances', 'pharmacies'])

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  return pageMetadata({ lang, title: t.offline.title, description: t.offline.body, paths: { fr: '/fr/offline/', mg: '/mg/offline/' }, noindex: true })
}

/** Shown by the service worker for a page never opened on this device while the connection is down. */
export default async function OfflinePage({ params }: Props) {
  const lang = await localeParam(params)
  const t = getDictionary(lang)
  const emergency = (await listServices(lang)).filter((s) => s.slug && s.title && emergencyDirectories.has(s.directory ?? 'none'))
  return (
    <div className="reading">
      <h1>{t.offline.title}</h1>
      <p className="lead">{t.offline.body}</p>
      <h2>{t.offline.emergencyTitle}</h2>
      <ul>
        {emergency.map((service) => (
          <li key={service.id}>
            <a href={pathFor(lang, 'service', service.slug)} data-shell={service.directory === 'emergency' ? 'warm' : ''}>
              {service.title}
            </a>
          </li>
        ))}
      </ul>
      <p>
        <a href={pathFor(lang, 'home')}>{t.offline.retry}</a>
      </p>
    </div>
  )
}

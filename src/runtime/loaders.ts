/**
 * The six tracker loaders. Each runs only when its consent cookie is exactly `true` and its
 * identifier is configured; heatmap and chat also stay off in data-saver mode. Nothing is
 * requested from a third-party host otherwise. Pages are full documents, so a withdrawal
 * takes effect from the next page on.
 */
import type { ConsentCategory, ConsentState } from '../consent/categories'
import { loaderScriptUrl, type TrackerConfig } from '../trackers/config'

type W = Window & Record<string, unknown>

function inject(src: string, category: ConsentCategory): void {
  if (document.querySelector(`script[data-tracker="${category}"]`)) return
  const script = document.createElement('script')
  script.async = true
  script.src = src
  script.dataset.tracker = category
  document.head.appendChild(script)
}

export function shouldLoad(category: ConsentCategory, consent: Partial<ConsentState> | null, config: TrackerConfig, dataSaver: boolean): boolean {
  if (consent?.[category] !== true || !config[category]) return false
  return !(dataSaver && (category === 'heatmap' || category === 'chat'))
}

export function runLoaders(consent: Partial<ConsentState> | null, config: TrackerConfig, dataSaver: boolean, lang: string, started: Set<ConsentCategory>): void {
  const w = window as unknown as W
  const go = (category: ConsentCategory) => shouldLoad(category, consent, config, dataSaver) && !started.has(category) && started.add(category)
  if (go('analytics') && config.analytics) {
    const analytics = config.analytics
    void import('../analytics/client').then((m) => m.startAnalytics(analytics, lang))
  }
  if (go('tagmanager') && config.tagmanager) {
    const dataLayer = ((w.dataLayer as unknown[]) ??= [])
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    inject(loaderScriptUrl('tagmanager', config.tagmanager.id), 'tagmanager')
  }
  if (go('pixel') && config.pixel) {
    const queue: unknown[] = []
    const fbq = Object.assign((...args: unknown[]) => void queue.push(args), { queue, loaded: true, version: '2.0', push: (...a: unknown[]) => queue.push(a) })
    w.fbq ??= fbq
    w._fbq ??= w.fbq
    ;(w.fbq as (...a: unknown[]) => void)('init', config.pixel.id)
    ;(w.fbq as (...a: unknown[]) => void)('track', 'PageView')
    inject(loaderScriptUrl('pixel', config.pixel.id), 'pixel')
  }
  if (go('heatmap') && config.heatmap) {
    w.hj ??= Object.assign((...a: unknown[]) => void ((w.hj as { q: unknown[] }).q.push(a)), { q: [] as unknown[] })
    w._hjSettings = { hjid: Number(config.heatmap.id), hjsv: 6 }
    inject(loaderScriptUrl('heatmap', config.heatmap.id), 'heatmap')
  }
  if (go('chat') && config.chat) {
    w.$crisp ??= []
    w.CRISP_WEBSITE_ID = config.chat.id
    w.CRISP_RUNTIME_CONFIG = { locale: lang === 'mg' ? 'mg' : 'fr' }
    inject(loaderScriptUrl('chat', config.chat.id), 'chat')
  }
  if (go('linkedin') && config.linkedin) {
    w._linkedin_partner_id = config.linkedin.id
    w._linkedin_data_partner_ids = [config.linkedin.id]
    inject(loaderScriptUrl('linkedin', config.linkedin.id), 'linkedin')
  }
}

/**
 * The SMS answer to a question about the guide being edited, from the admin form's values: read
 * by the model as it reads a saved guide (src/model/guide.ts), composed by the SMS channel's own
 * function (src/channels/sms/compose.ts), so the preview is what a phone receives.
 */
import { guideReply, type SmsTexts } from '@/channels/sms/compose'
import type { Locale } from '@/i18n/locales'
import { guideFromService } from '@/model/guide'
import type { Service } from '@/payload-types'

/** The answer, or null when the form cannot make one yet (half-filled rows…). */
export function composedAnswer(values: Record<string, unknown>, lang: Locale, texts: SmsTexts, withFlow: boolean): string | null {
  try {
    const guide = guideFromService(lang, { ...values, id: typeof values.id === 'number' ? values.id : 0 } as unknown as Service)
    return guideReply(guide, texts, guide.smsText, withFlow)
  } catch {
    return null
  }
}

/**
 * The SMS preview under a guide's SMS text (`admin.components.afterInput`): a server component
 * that hands the client preview (SmsPreview.tsx) what the form does not hold — the SMS texts of
 * the language being edited, and whether the guide has a published question flow in it (the
 * channel then adds « 6 Ce qu'il vous faut » to the menu, src/content/forChannels.ts).
 */
import type { PayloadRequest } from 'payload'
import React from 'react'

import { flowsOfService } from '@/content/flows'
import { getDictionary } from '@/i18n'

import { SmsPreview } from './SmsPreview'

type Props = { req?: PayloadRequest; id?: number | string; path?: string }

export async function SmsPreviewField({ req, id, path }: Props) {
  const lang = req?.locale === 'mg' ? 'mg' : 'fr'
  const guideId = Number(id)
  const withFlow = Number.isInteger(guideId) && guideId > 0 ? (await flowsOfService(lang, guideId).catch(() => [])).length > 0 : false
  return <SmsPreview path={path} lang={lang} withFlow={withFlow} texts={getDictionary(lang).sms} />
}

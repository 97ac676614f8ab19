/**
 * The portal's own name and mark in the admin, instead of Payload's (`admin.components.graphics`):
 * the sign-in and first-account pages show `Logo`, the header's home link shows `Icon`. Server
 * components, in the admin's language (src/server/adminBoot.ts and src/proxy.ts choose it for a
 * browser that has not chosen: Malagasy when the browser prefers it).
 */
import React from 'react'

import { getDictionary } from '@/i18n'

import { adminTextsFor } from './texts'

type Props = { i18n?: { language?: string } }

const MARK = '/icons/icon.svg'

export function Logo({ i18n }: Props) {
  const language = i18n?.language === 'mg' ? 'mg' : 'fr'
  return (
    <div className="portal-logo">
      <img src={MARK} alt="" width={56} height={56} />
      <p className="portal-logo__name">
        <strong>{getDictionary(language).site.name}</strong>
        <span>{adminTextsFor(language).logoSubtitle}</span>
      </p>
    </div>
  )
}

/** The mark alone: its link is named by Payload (« Tableau de bord »). */
export function Icon() {
  return <img className="portal-icon" src={MARK} alt="" width={24} height={24} />
}

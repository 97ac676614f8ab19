/** Links to the portal's own views in the admin's side menu: editors and administrators; the SMS alerts, administrators only. */
import React from 'react'

import { hasRole } from '@/access/roles'

import { adminTextsFor } from './texts'

export function NavLinks({ user, i18n }: { user?: { roles?: readonly string[] | null } | null; i18n?: { language?: string } }) {
  if (!hasRole(user, 'admin', 'editor')) return null
  const t = adminTextsFor(i18n?.language)
  return (
    <>
      <a className="nav__link portal-nav-link" href="/admin/traductions">
        {t.navStatus}
      </a>
      <a className="nav__link portal-nav-link" href="/admin/avis">
        {t.navFeedback}
      </a>
      <a className="nav__link portal-nav-link" href="/admin/questions">
        {t.navQuestions}
      </a>
      <a className="nav__link portal-nav-link" href="/admin/couverture">
        {t.navCoverage}
      </a>
      {hasRole(user, 'admin') ? (
        <a className="nav__link portal-nav-link" href="/admin/alertes">
          {t.navAlerts}
        </a>
      ) : null}
    </>
  )
}

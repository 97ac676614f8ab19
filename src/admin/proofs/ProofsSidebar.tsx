'use client'
/**
 * In the sidebar, before publishing: the statements that will show « À confirmer » to citizens and
 * why (no source, one non-official source, a number no quote gives, a source that says otherwise,
 * an editor's doubt), derived as the site derives them (src/model/statements.ts) from the form as
 * it stands, with the count citizens will read in the key facts.
 */
import { useAllFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'
import React from 'react'

import { format, getDictionary } from '@/i18n'
import { proofCounts, type Proofs } from '@/model/certainty'
import { guideFromService } from '@/model/guide'
import { proofText } from '@/model/statements'
import type { Service } from '@/payload-types'

import { statementLabel } from './statementOptions'

const texts = {
  fr: { title: 'Preuves', disputed: 'contesté', none: 'Toutes les informations sont confirmées.', will: 'Affichées « À confirmer » :' },
  mg: { title: 'Porofo', disputed: 'iadian-kevitra', none: 'Voamafy avokoa ny fampahalalana rehetra.', will: 'Aseho « Mbola hamafisina »:' },
}

export function proofsOfValues(values: Record<string, unknown>, lang: 'fr' | 'mg'): Proofs | null {
  try {
    return guideFromService(lang, { ...values, id: 0 } as unknown as Service).proofs
  } catch {
    return null
  }
}

export function ProofsSidebar() {
  const [fields] = useAllFormFields()
  const { code } = useLocale()
  const { i18n } = useTranslation()
  const language = i18n.language === 'mg' ? 'mg' : 'fr'
  const lang = code === 'mg' ? 'mg' : 'fr'
  const t = texts[language]
  const proofs = proofsOfValues(reduceFieldsToValues(fields, true) as Record<string, unknown>, lang)
  if (!proofs) return null
  const counts = proofCounts(proofs)
  const open = Object.values(proofs).filter((p) => p.status !== 'certain')
  return (
    <section className="portal-proofs" aria-labelledby="portal-proofs-title">
      <h3 id="portal-proofs-title">{t.title}</h3>
      <p>{format(getDictionary(language).guide.proof.count, { official: counts.official, total: counts.statements })}</p>
      {open.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <>
          <p>{t.will}</p>
          <ul>
            {open.map((p) => (
              <li key={p.path}>
                <strong>{statementLabel(p.path, language)}</strong>
                {p.status === 'disputed' ? ` (${t.disputed})` : ''} : {proofText(language, p)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

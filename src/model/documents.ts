/**
 * A document line of a guide (issue 26): what to bring, how many and in which form — « 2 copies
 * certifiées conformes », « dika mitovy voamarina 2 » — so a citizen brings exactly what the office
 * asks for. Entered per language like the line itself; the content lint checks that both languages
 * give the same quantity and form.
 */
import type { Locale } from '@/i18n/locales'

export const DOCUMENT_FORMS = ['original', 'certifiedCopy', 'photocopy'] as const
export type DocumentForm = (typeof DOCUMENT_FORMS)[number]

export const documentFormLabels: Record<DocumentForm, { fr: string; mg: string }> = {
  original: { fr: 'Original', mg: 'Ny tena izy' },
  certifiedCopy: { fr: 'Copie certifiée conforme', mg: 'Dika mitovy voamarina' },
  photocopy: { fr: 'Photocopie', mg: 'Dika mitovy' },
}

const frenchForms: Record<DocumentForm, [one: string, many: string]> = {
  original: ['original', 'originaux'],
  certifiedCopy: ['copie certifiée conforme', 'copies certifiées conformes'],
  photocopy: ['photocopie', 'photocopies'],
}

const malagasyForms: Record<DocumentForm, string> = {
  original: 'ny tena izy',
  certifiedCopy: 'dika mitovy voamarina',
  photocopy: 'dika mitovy',
}

/**
 * "2 copies certifiées conformes", "original", "3 exemplaires"; "dika mitovy voamarina 2",
 * "ny tena izy", "3 sosona". Null when the line says neither (one, in no stated form).
 */
export function documentQualifier(lang: Locale, quantity: number | null, form: DocumentForm | null): string | null {
  const n = quantity && quantity > 1 ? quantity : null
  if (!form) return n ? (lang === 'fr' ? `${n} exemplaires` : `${n} sosona`) : null
  if (lang === 'fr') {
    const [one, many] = frenchForms[form]
    return n ? `${n} ${many}` : one
  }
  return n ? `${malagasyForms[form]} ${n}` : malagasyForms[form]
}

/** A document line as a sentence: "Acte de naissance (2 copies certifiées conformes)". */
export function documentLine(lang: Locale, doc: { item: string; quantity: number | null; form: DocumentForm | null }): string {
  const qualifier = documentQualifier(lang, doc.quantity, doc.form)
  return qualifier ? `${doc.item} (${qualifier})` : doc.item
}

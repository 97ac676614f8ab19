/**
 * Error messages Payload writes in English in its code, not in its dictionaries, so that the
 * French and Malagasy admin showed them as they are:
 * - "The following field is invalid: file" with, under the file, "Invalid PDF file." (or
 *   "Invalid or corrupted PDF file."): payload/dist/uploads/checkFileRestrictions.js refuses a PDF
 *   without its end (`%%EOF`, `xref`) and throws its ValidationError without a translator;
 * - "An unknown error occurred." (payload/dist/utilities/formatErrors.js) and "Something went
 *   wrong." (routeError.js, an error whose details are not shown).
 * `translateErrors` is an `afterError` hook: it rewrites these in the REST answer for signed-in
 * staff, in the admin's language (anonymous callers of the API keep Payload's answer). It must be
 * listed in src/payload.config.ts `hooks: { afterError: [translateErrors] }`.
 *
 * Still in English, out of reach of any setting: "All" as the first choice of the language to
 * publish in the scheduled-publication drawer (@payloadcms/ui ScheduleDrawer: a constant), and
 * the time list's "Time" caption in that drawer (its date picker takes no options).
 */
import type { AfterErrorHook } from 'payload'

import { adminLanguage } from '@/fields/adminLanguage'

import { adminTextsFor, fill, type AdminTexts } from './texts'

type ErrorEntry = { message?: string; data?: Record<string, unknown>; [key: string]: unknown }
type ErrorResult = { errors: ErrorEntry[]; [key: string]: unknown }

const FIELD_INVALID = /^The following fields? (?:is|are) invalid:\s*(.*)$/s

/** One message in the admin's language, or the same message when it is not one of Payload's English ones. */
export function translateMessage(message: string, t: AdminTexts): string {
  const trimmed = message.trim()
  if (trimmed === 'Invalid PDF file.' || trimmed === 'Invalid or corrupted PDF file.') return t.uploadPdfInvalid
  if (trimmed === 'An unknown error occurred.') return t.unknownError
  if (trimmed === 'Something went wrong.') return t.genericError
  if (/^Invalid MIME type: /.test(trimmed) || /^File type .* is not allowed\.$/.test(trimmed)) return t.uploadType
  const invalid = FIELD_INVALID.exec(trimmed)
  if (invalid) {
    const fields = invalid[1]!.split(', ').filter(Boolean)
    const names = fields.map((field) => (field === 'file' ? t.fieldFile : field)).join(', ')
    return `${fields.length > 1 ? t.fieldInvalidOther : t.fieldInvalidOne} ${names}`.trim()
  }
  // Several upload problems at once come joined by ", ": each is translated when it can be.
  if (trimmed.includes('PDF file.') || trimmed.includes('Invalid MIME type')) {
    const parts = trimmed.split(/,\s(?=[A-Z])/)
    if (parts.length > 1) return fill(t.uploadInvalid, { reason: parts.map((part) => translateMessage(part, t)).join(' ') })
  }
  return message
}

/** The REST error answer with Payload's English messages (and those of its fields) translated. */
export function translateErrorResult<R extends ErrorResult>(result: R, language: string | undefined): R {
  const t = adminTextsFor(language)
  const entry = (error: ErrorEntry): ErrorEntry => {
    const translated: ErrorEntry = { ...error }
    if (typeof error.message === 'string') translated.message = translateMessage(error.message, t)
    const nested = error.data?.errors
    if (Array.isArray(nested)) translated.data = { ...error.data, errors: nested.map((e) => (e && typeof e === 'object' ? entry(e as ErrorEntry) : e)) }
    return translated
  }
  return { ...result, errors: result.errors.map(entry) }
}

/**
 * Payload puts a validation error's field messages (`data.errors`) in the answer only when the
 * error is an instance of its own class; the production bundle can hold two copies of that class
 * (one per route chunk), and the answer then says only "Le champ suivant n’est pas valide : …",
 * without what to write, and the admin cannot mark the field. The messages are put back from the
 * error itself.
 */
export function withFieldErrors<R extends ErrorResult>(result: R, error: unknown): R {
  const data = (error as { data?: { errors?: unknown } } | null)?.data
  if (!data || !Array.isArray(data.errors) || result.errors.length !== 1 || (result.errors[0] as ErrorEntry).data) return result
  return { ...result, errors: [{ ...(result.errors[0] as ErrorEntry), name: (error as { name?: string }).name ?? 'ValidationError', data }] }
}

export const translateErrors: AfterErrorHook = ({ error, req, result }) => {
  if (!req?.user || !result || !Array.isArray(result.errors)) return
  const complete = withFieldErrors(result, error)
  const translated = translateErrorResult(complete, adminLanguage(req))
  if (JSON.stringify(translated) === JSON.stringify(result)) return
  return { response: translated }
}

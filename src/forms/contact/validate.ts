import {
  contactMethods,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  messageKinds,
  NAME_MAX_LENGTH,
  type ContactMethod,
  type MessageKind,
} from './options'

import { z } from 'zod'

import { mobileNumber } from '@/alerts/phone'
import { stripControlCharacters } from '@/security/text'

/** A submitted text without control characters (stored and shown as typed otherwise). */
export const clean = stripControlCharacters

export const contactFields = ['kind', 'category', 'region', 'message', 'name', 'contactMethod', 'email', 'phone', 'consent'] as const
export type ContactField = (typeof contactFields)[number]
/** Raw values as typed, echoed back into the form on error. */
export type ContactValues = Record<ContactField, string>

export type ContactErrorKey =
  | 'kindRequired' | 'kindInvalid' | 'categoryInvalid' | 'regionInvalid' | 'messageRequired' | 'messageTooShort'
  | 'messageTooLong' | 'nameTooLong' | 'methodRequired' | 'emailRequired' | 'emailInvalid' | 'phoneRequired'
  | 'phoneInvalid' | 'consentRequired'

export type ContactData = {
  kind: MessageKind
  category: number | null
  region: number | null
  message: string
  name: string | null
  contactMethod: ContactMethod
  email: string | null
  phone: string | null
  consentToContact: true
}

export type Validation = { ok: true; data: ContactData } | { ok: false; errors: Partial<Record<ContactField, ContactErrorKey>> }

export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i
export const MESSAGE_MIN_LENGTH = 10

/**
 * Malagasy mobile numbers (032–039), any usual spelling (`+2610…` too: the one reading of numbers,
 * src/alerts/phone.ts) → "+261 34 12 345 67"; null when not one.
 */
export function normalizeMalagasyMobile(input: string): string | null {
  const national = mobileNumber(input)
  return national ? `+261 ${national.slice(0, 2)} ${national.slice(2, 4)} ${national.slice(4, 7)} ${national.slice(7)}` : null
}

export function emptyValues(): ContactValues {
  return Object.fromEntries(contactFields.map((f) => [f, ''])) as ContactValues
}

/** Reads only the known fields, as strings, from a submitted form. */
export function valuesFrom(form: { get(name: string): unknown }): ContactValues {
  const values = emptyValues()
  for (const field of contactFields) {
    const value = form.get(field)
    values[field] = typeof value === 'string' ? clean(value) : ''
  }
  return values
}

/** One optional id among those that exist: the raw text, checked against `known` later. */
const optionalId = z.string().trim().transform((raw) => (raw ? Number(raw) : null))

/**
 * The form's rules as a zod schema; each failure carries the dictionary key of its message
 * (fr/mg `contact.errors`), and the rules that depend on another field or on the database
 * (`known` ids, the address the chosen contact method needs) are refinements of the whole.
 */
function contactSchema(known: { categories: Set<number>; regions: Set<number> }) {
  return z
    .object({
      kind: z.string().trim().min(1, 'kindRequired').pipe(z.enum(messageKinds, { message: 'kindInvalid' })),
      category: optionalId.refine((id) => id === null || (Number.isInteger(id) && known.categories.has(id)), 'categoryInvalid'),
      region: optionalId.refine((id) => id === null || (Number.isInteger(id) && known.regions.has(id)), 'regionInvalid'),
      message: z
        .string()
        .transform((text) => text.replace(/\r\n/g, '\n').trim())
        .pipe(z.string().min(1, 'messageRequired').min(MESSAGE_MIN_LENGTH, 'messageTooShort').max(MESSAGE_MAX_LENGTH, 'messageTooLong')),
      name: z.string().trim().max(NAME_MAX_LENGTH, 'nameTooLong'),
      contactMethod: z.string().trim().pipe(z.enum(contactMethods, { message: 'methodRequired' })),
      email: z.string().trim().refine((text) => !text || (text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text)), 'emailInvalid'),
      phone: z.string().trim().refine((text) => !text || normalizeMalagasyMobile(text) !== null, 'phoneInvalid'),
      consent: z.literal('yes', { message: 'consentRequired' }),
    })
    .superRefine((form, context) => {
      // The address the chosen method needs (a wrong method is reported on its own field).
      if (form.contactMethod === 'email' && !form.email) context.addIssue({ code: 'custom', path: ['email'], message: 'emailRequired' })
      if (form.contactMethod === 'phone' && !form.phone) context.addIssue({ code: 'custom', path: ['phone'], message: 'phoneRequired' })
    })
}

/** The same keys when a field fails before the whole is checked (zod stops refining then). */
function requiredAddresses(values: ContactValues, errors: Partial<Record<ContactField, ContactErrorKey>>): void {
  const method = values.contactMethod.trim()
  if (method === 'email' && !values.email.trim() && !errors.email) errors.email = 'emailRequired'
  if (method === 'phone' && !values.phone.trim() && !errors.phone) errors.phone = 'phoneRequired'
}

/**
 * The server's verdict on a submission (the browser's checks are only comfort).
 * `known` lists the category and region ids that exist.
 */
export function validateContact(values: ContactValues, known: { categories: Set<number>; regions: Set<number> }): Validation {
  const result = contactSchema(known).safeParse(values)
  if (!result.success) {
    const errors: Partial<Record<ContactField, ContactErrorKey>> = {}
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ContactField
      errors[field] ??= issue.message as ContactErrorKey
    }
    requiredAddresses(values, errors)
    return { ok: false, errors }
  }
  const form = result.data
  return {
    ok: true,
    data: {
      kind: form.kind,
      category: form.category,
      region: form.region,
      message: form.message,
      name: form.name || null,
      contactMethod: form.contactMethod,
      email: form.email ? form.email.toLowerCase() : null,
      phone: form.phone ? normalizeMalagasyMobile(form.phone) : null,
      consentToContact: true,
    },
  }
}

import {
  contactMethods,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  messageKinds,
  NAME_MAX_LENGTH,
  type ContactMethod,
  type MessageKind,
} from './options'

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

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i
export const MESSAGE_MIN_LENGTH = 10

/** Malagasy mobile numbers (032–039), any usual spelling → "+261 34 12 345 67"; null when not one. */
export function normalizeMalagasyMobile(input: string): string | null {
  const digits = input.replace(/[\s.\-()/]/g, '')
  const match = /^(?:\+261|00261|261|0)(3[2-9])(\d{2})(\d{3})(\d{2})$/.exec(digits)
  return match ? `+261 ${match[1]} ${match[2]} ${match[3]} ${match[4]}` : null
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

/**
 * The server's verdict on a submission (the browser's checks are only comfort).
 * `known` lists the category and region ids that exist.
 */
export function validateContact(values: ContactValues, known: { categories: Set<number>; regions: Set<number> }): Validation {
  const errors: Partial<Record<ContactField, ContactErrorKey>> = {}
  const kind = values.kind.trim()
  if (!kind) errors.kind = 'kindRequired'
  else if (!(messageKinds as readonly string[]).includes(kind)) errors.kind = 'kindInvalid'

  const idOrNull = (raw: string, set: Set<number>, field: ContactField, key: ContactErrorKey): number | null => {
    if (!raw.trim()) return null
    const id = Number(raw)
    if (!Number.isInteger(id) || !set.has(id)) errors[field] = key
    return id
  }
  const category = idOrNull(values.category, known.categories, 'category', 'categoryInvalid')
  const region = idOrNull(values.region, known.regions, 'region', 'regionInvalid')

  const message = values.message.replace(/\r\n/g, '\n').trim()
  if (!message) errors.message = 'messageRequired'
  else if (message.length < MESSAGE_MIN_LENGTH) errors.message = 'messageTooShort'
  else if (message.length > MESSAGE_MAX_LENGTH) errors.message = 'messageTooLong'

  const name = values.name.trim()
  if (name.length > NAME_MAX_LENGTH) errors.name = 'nameTooLong'

  const method = values.contactMethod.trim()
  let email: string | null = null
  let phone: string | null = null
  if (!(contactMethods as readonly string[]).includes(method)) errors.contactMethod = 'methodRequired'
  const rawEmail = values.email.trim()
  if (rawEmail) {
    if (rawEmail.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(rawEmail)) errors.email = 'emailInvalid'
    else email = rawEmail.toLowerCase()
  } else if (method === 'email') errors.email = 'emailRequired'
  const rawPhone = values.phone.trim()
  if (rawPhone) {
    phone = normalizeMalagasyMobile(rawPhone)
    if (!phone) errors.phone = 'phoneInvalid'
  } else if (method === 'phone') errors.phone = 'phoneRequired'

  if (values.consent !== 'yes') errors.consent = 'consentRequired'

  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    data: {
      kind: kind as MessageKind,
      category,
      region,
      message,
      name: name || null,
      contactMethod: method as ContactMethod,
      email,
      phone,
      consentToContact: true,
    },
  }
}

'use client'

import { useEffect, useState } from 'react'

import type { Locale } from '@/i18n/locales'

type Texts = {
  errorPrefix: string
  charactersLeft: { one: string; other: string }
  messageRequired: string
  messageTooLong: string
  emailInvalid: string
  phoneInvalid: string
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i
const PHONE = /^(?:\+261|00261|261|0)3[2-9]\d{7}$/

/**
 * Comfort only, the server decides: moves focus to the error summary, counts the
 * characters left, and checks formats as the citizen types.
 */
export function ContactFormEnhancer({ texts, lang, maxLength }: { texts: Texts; lang: Locale; maxLength: number }) {
  const [left, setLeft] = useState<number | null>(null)

  useEffect(() => {
    document.querySelector<HTMLElement>('[data-error-summary]')?.focus()
    const form = document.getElementById('contact-form') as HTMLFormElement | null
    const message = form?.elements.namedItem('message') as HTMLTextAreaElement | null
    if (!form || !message) return
    const update = () => setLeft(maxLength - message.value.length)
    update()
    message.addEventListener('input', update)

    const checks: Record<string, (value: string) => string | null> = {
      message: (v) => (!v.trim() ? texts.messageRequired : v.length > maxLength ? texts.messageTooLong : null),
      email: (v) => (v.trim() && !EMAIL.test(v.trim()) ? texts.emailInvalid : null),
      phone: (v) => (v.trim() && !PHONE.test(v.replace(/[\s.\-()/]/g, '')) ? texts.phoneInvalid : null),
    }
    // Checked while typing (debounced), never on blur: an error appearing as focus leaves
    // a field would push the submit button away under the citizen's finger.
    const timers = new Map<string, ReturnType<typeof setTimeout>>()
    const onInput = (event: Event) => {
      const field = event.target as HTMLInputElement
      if (!checks[field.name]) return
      clearTimeout(timers.get(field.name))
      timers.set(field.name, setTimeout(() => showProblem(field), 600))
    }
    const showProblem = (field: HTMLInputElement) => {
      const check = checks[field.name]
      if (!check) return
      const problem = check(field.value)
      const id = `${field.name}-live-error`
      document.getElementById(id)?.remove()
      const describedBy = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((t) => t && t !== id)
      if (problem) {
        const p = document.createElement('p')
        p.id = id
        p.className = 'live-error'
        p.textContent = `${texts.errorPrefix} ${problem}`
        field.before(p)
        describedBy.push(id)
        field.setAttribute('aria-invalid', 'true')
      } else if (!document.getElementById(`${field.name}-error`)) {
        field.removeAttribute('aria-invalid')
      }
      if (describedBy.length) field.setAttribute('aria-describedby', describedBy.join(' '))
    }
    form.addEventListener('input', onInput)
    return () => {
      message.removeEventListener('input', update)
      form.removeEventListener('input', onInput)
      for (const timer of timers.values()) clearTimeout(timer)
    }
  }, [texts, maxLength])

  if (left === null) return null
  const count = Math.abs(left)
  const rule = new Intl.PluralRules(lang).select(count)
  const text = (rule === 'one' ? texts.charactersLeft.one : texts.charactersLeft.other).replace('{count}', String(left))
  return (
    <p aria-live="polite" className={left < 0 ? 'live-error' : 'char-count'} data-char-count="">
      {text}
    </p>
  )
}

/**
 * Contact form comfort; the server decides. Moves focus to the error summary, counts the
 * characters left, and checks formats while the citizen types (debounced, never on blur:
 * an error appearing as focus leaves a field would push the submit button away under the
 * citizen's finger). Texts come from the form's data attributes.
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i
const PHONE = /^(?:\+261|00261|261|0)3[2-9]\d{7}$/

document.querySelector<HTMLElement>('[data-error-summary]')?.focus()

const form = document.getElementById('contact-form') as HTMLFormElement | null
const message = form?.elements.namedItem('message') as HTMLTextAreaElement | null
const counter = document.querySelector<HTMLElement>('[data-char-count]')
if (form && message) {
  const t = form.dataset
  const lang = document.documentElement.lang
  const maxLength = Number(t.maxLength) || 5000
  const updateCount = () => {
    if (!counter) return
    const left = maxLength - message.value.length
    const forms = JSON.parse(t.charactersLeft || '{}') as { one?: string; other?: string }
    const text = new Intl.PluralRules(lang).select(Math.abs(left)) === 'one' ? forms.one : forms.other
    counter.textContent = (text ?? '').replace('{count}', String(left))
    counter.className = left < 0 ? 'live-error' : 'char-count'
    counter.hidden = false
  }
  updateCount()
  message.addEventListener('input', updateCount)

  const checks: Record<string, (value: string) => string | null> = {
    message: (v) => (!v.trim() ? t.messageRequired! : v.length > maxLength ? t.messageTooLong! : null),
    email: (v) => (v.trim() && !EMAIL.test(v.trim()) ? t.emailInvalid! : null),
    phone: (v) => (v.trim() && !PHONE.test(v.replace(/[\s.\-()/]/g, '')) ? t.phoneInvalid! : null),
  }
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  const showProblem = (field: HTMLInputElement) => {
    const check = checks[field.name]
    if (!check) return
    const problem = check(field.value)
    const id = `${field.name}-live-error`
    document.getElementById(id)?.remove()
    const describedBy = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((token) => token && token !== id)
    if (problem) {
      const p = document.createElement('p')
      p.id = id
      p.className = 'live-error'
      p.textContent = `${t.errorPrefix} ${problem}`
      field.before(p)
      describedBy.push(id)
      field.setAttribute('aria-invalid', 'true')
    } else if (!document.getElementById(`${field.name}-error`)) {
      field.removeAttribute('aria-invalid')
    }
    if (describedBy.length) field.setAttribute('aria-describedby', describedBy.join(' '))
  }
  form.addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement
    if (!checks[field.name]) return
    clearTimeout(timers.get(field.name))
    timers.set(field.name, setTimeout(() => showProblem(field), 600))
  })
}

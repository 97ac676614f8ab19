import type { APIRequestContext } from '@playwright/test'

/** A form token as the page issues it (the anti-robot timestamp), aged past the minimum fill time. */
export async function freshFormToken(request: APIRequestContext, lang = 'fr'): Promise<string> {
  const html = await (await request.get(`/${lang}/contact/`)).text()
  const token = /name="started" value="([^"]+)"/.exec(html)?.[1]
  if (!token) throw new Error('no form token on the contact page')
  await new Promise((resolve) => setTimeout(resolve, 900))
  return token
}

export function formBody(token: string, over: Record<string, string> = {}): string {
  return new URLSearchParams({
    started: token,
    website: '',
    kind: 'question',
    message: 'Combien coûte la copie d’un acte de naissance à Antsirabe ?',
    contactMethod: 'phone',
    phone: '034 12 345 67',
    consent: 'yes',
    ...over,
  }).toString()
}

export const formHeaders = (address: string) => ({ 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address })

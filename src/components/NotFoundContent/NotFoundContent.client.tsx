'use client'

import { useParams } from 'next/navigation'

import { defaultLocale, isLocale } from '@/i18n/locales'

import { NotFoundPage } from './NotFoundPage'

/**
 * Next.js gives not-found boundaries no route params: the language is read from the URL while
 * rendering on the server (`useParams`); public pages ship no runtime, so nothing runs later.
 */
export function NotFoundContentClient() {
  const params = useParams<{ lang?: string }>()
  return <NotFoundPage lang={isLocale(params?.lang) ? params.lang : defaultLocale} />
}

import type { MetadataRoute } from 'next'

import { fr } from '@/i18n/dictionaries/fr'

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: fr.site.name,
    short_name: 'Services MG',
    description: fr.site.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#03CEA4',
    theme_color: '#03CEA4',
    lang: 'fr',
    icons: [
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}

/**
 * Where uploaded files live and how they are named. One directory (MEDIA_DIR, `data/media` by
 * default; with several instances, a shared volume). Names start with a hash of the content,
 * so a file's address never changes meaning and can be cached for a year (`immutable`).
 */
import { createHash } from 'node:crypto'
import path from 'node:path'

export const MEDIA_URL_PREFIX = '/media/'
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const

export function mediaDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.MEDIA_DIR || path.join('data', 'media'))
}

/** The extension each accepted type is stored under: the detected type decides, never the name sent. */
export const EXTENSION_OF: Record<(typeof MEDIA_MIME_TYPES)[number], string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp', 'application/pdf': '.pdf' }

/** "Formulaire CNI (2025).html" + a PNG's content → "3f9a1c0b2e-formulaire-cni-2025.png". */
export function hashedName(original: string, content: Uint8Array, type: (typeof MEDIA_MIME_TYPES)[number]): string {
  const ext = EXTENSION_OF[type]
  const stem =
    path
      .basename(original, path.extname(original))
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'fichier'
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10)
  return `${hash}-${stem}${ext}`
}

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.pdf': 'application/pdf' }

/** The file a /media/ address names, or null: one plain file name, a known type, inside the directory. */
export function mediaFile(pathname: string, dir = mediaDir()): { file: string; type: string } | null {
  if (!pathname.startsWith(MEDIA_URL_PREFIX)) return null
  const name = pathname.slice(MEDIA_URL_PREFIX.length)
  if (!/^[a-z0-9][a-z0-9._-]{0,120}$/.test(name) || name.includes('..')) return null
  const type = TYPES[path.extname(name)]
  if (!type) return null
  const file = path.join(dir, name)
  if (path.dirname(file) !== dir) return null
  return { file, type }
}

import { fileTypeFromBuffer } from 'file-type'
import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type CollectionAfterReadHook } from 'payload'

import { adminTextsFor } from '@/admin/texts'

import { anyone, contentEditors } from '@/access'
import { hiddenFromNonEditors } from '@/access/roles'
import { auditAfterDelete } from '@/editorial/audit'
import { refuseDeleteWhileUsed } from '@/editorial/references'
import { contentGroup } from '@/fields/groups'
import { hashedName, MEDIA_MIME_TYPES, MEDIA_URL_PREFIX, mediaDir } from '@/media/storage'

/**
 * Content-addressed names (src/media/storage.ts), set before Payload writes the file, with the
 * extension of the type read from the content: an image sent as `page.html` is stored as `.png`.
 * An empty file or an unknown type is refused with a message in the editor's language.
 */
const nameByContent: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const t = adminTextsFor(req.i18n?.language)
  if (!req.file.data?.length) throw new APIError(t.uploadEmpty, 400, { field: 'file' }, true)
  const detected = await fileTypeFromBuffer(req.file.data)
  const type = MEDIA_MIME_TYPES.find((m) => m === detected?.mime)
  if (!type) throw new APIError(t.uploadType, 400, { field: 'file' }, true)
  req.file.name = hashedName(req.file.name, req.file.data, type)
  req.file.mimetype = type
  return args
}

/** Files are served by the portal server at /media/{name} (cached for a year), not through the API. */
const publicUrls: CollectionAfterReadHook = ({ doc }) => {
  if (doc?.filename) doc.url = `${MEDIA_URL_PREFIX}${doc.filename}`
  // The admin's thumbnail too: one public address per file, no redirect on the way.
  if (typeof doc?.thumbnailURL === 'string') doc.thumbnailURL = doc.thumbnailURL.replace(/^.*\/api\/media\/file\//, MEDIA_URL_PREFIX)
  for (const size of Object.values((doc?.sizes ?? {}) as Record<string, { filename?: string | null; url?: string | null }>)) {
    if (size?.filename) size.url = `${MEDIA_URL_PREFIX}${size.filename}`
    else if (size) size.url = null
  }
  return doc
}

const altDescription = {
  fr: 'Décrivez l’image pour une personne qui ne la voit pas (ce qu’elle montre d’utile) ; pour un PDF, son titre exact.',
  mg: 'Lazalazao amin’ny teny frantsay ny sary ho an’izay tsy mahita azy (izay zavatra ilaina asehony); raha PDF, ny lohateniny marina.',
}
const altMgDescription = {
  fr: 'En malgache : décrivez l’image pour une personne qui ne la voit pas (ce qu’elle montre d’utile) ; pour un PDF, son titre exact.',
  mg: 'Ilazao izay hita amin’ny sary ho an’izay tsy mahita azy; raha PDF, ny lohateniny marina.',
}

/**
 * Images and PDF forms for the guides. Alternative text (or a PDF's title) is required in both
 * languages. Uploads are for editors and administrators only: at most 10 MB, JPEG, PNG, WebP or
 * PDF (the type is read from the content, not the name); images get 480 and 960 px WebP sizes.
 * Files are public once uploaded (they have no drafts): upload only what may be published.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { fr: 'Fichier', mg: 'Rakitra' }, plural: { fr: 'Images et formulaires', mg: 'Sary sy taratasy fenoina' } },
  admin: {
    useAsTitle: 'altFr',
    defaultColumns: ['filename', 'altFr', 'mimeType', 'filesize', 'updatedAt'],
    group: contentGroup,
    hidden: hiddenFromNonEditors,
    description: {
      fr: 'Images et formulaires PDF à télécharger, utilisables dans les fiches (onglet « Références »). 10 Mo au plus.',
      mg: 'Sary sy taratasy fenoina PDF azo alaina, azo ampiasaina ao amin’ny torolalana (takelaka « Fanovozan-kevitra »). 10 Mo farafahabetsany.',
    },
  },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: [...MEDIA_MIME_TYPES],
    imageSizes: [
      { name: 'small', width: 480, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 70 } } },
      { name: 'medium', width: 960, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 70 } } },
    ],
    adminThumbnail: 'small',
    focalPoint: false,
    crop: false,
  },
  hooks: { beforeOperation: [nameByContent], afterRead: [publicUrls], beforeDelete: [refuseDeleteWhileUsed('media')], afterDelete: [auditAfterDelete] },
  fields: [
    { name: 'altFr', type: 'text', required: true, maxLength: 300, label: { fr: 'Texte alternatif ou titre (français)', mg: 'Soratra solony na lohateny (frantsay)' }, admin: { description: altDescription } },
    { name: 'altMg', type: 'text', required: true, maxLength: 300, label: { fr: 'Texte alternatif ou titre (malgache)', mg: 'Soratra solony na lohateny (malagasy)' }, admin: { description: altMgDescription } },
  ],
}

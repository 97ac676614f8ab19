import type { CollectionBeforeOperationHook, CollectionConfig, CollectionAfterReadHook } from 'payload'

import { anyone, contentEditors } from '@/access'
import { hiddenFromNonEditors } from '@/access/roles'
import { auditAfterDelete } from '@/editorial/audit'
import { hashedName, MEDIA_MIME_TYPES, MEDIA_URL_PREFIX, mediaDir } from '@/media/storage'

/** Content-addressed names (src/media/storage.ts): set before Payload writes the file. */
const nameByContent: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && req.file?.data) {
    req.file.name = hashedName(req.file.name, req.file.data)
  }
  return args
}

/** Files are served by the portal server at /media/{name} (cached for a year), not through the API. */
const publicUrls: CollectionAfterReadHook = ({ doc }) => {
  if (doc?.filename) doc.url = `${MEDIA_URL_PREFIX}${doc.filename}`
  for (const size of Object.values((doc?.sizes ?? {}) as Record<string, { filename?: string | null; url?: string | null }>)) {
    if (size?.filename) size.url = `${MEDIA_URL_PREFIX}${size.filename}`
    else if (size) size.url = null
  }
  return doc
}

const altDescription = 'Décrivez l’image pour une personne qui ne la voit pas (ce qu’elle montre d’utile) ; pour un PDF, son titre exact.'

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
    group: 'Contenu',
    hidden: hiddenFromNonEditors,
    description: 'Images et formulaires PDF à télécharger, utilisables dans les fiches (onglet « Références »). 10 Mo au plus.',
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
  hooks: { beforeOperation: [nameByContent], afterRead: [publicUrls], afterDelete: [auditAfterDelete] },
  fields: [
    { name: 'altFr', type: 'text', required: true, maxLength: 300, label: { fr: 'Texte alternatif ou titre (français)', mg: 'Soratra solony na lohateny (frantsay)' }, admin: { description: altDescription } },
    { name: 'altMg', type: 'text', required: true, maxLength: 300, label: { fr: 'Texte alternatif ou titre (malgache)', mg: 'Soratra solony na lohateny (malagasy)' }, admin: { description: 'Ilazao izay hita amin’ny sary ho an’izay tsy mahita azy; raha PDF, ny lohateniny marina.' } },
  ],
}

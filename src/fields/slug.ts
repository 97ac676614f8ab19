import type { CollectionSlug, FieldHook, TextField, Validate } from 'payload'

import { adminLanguage } from './adminLanguage'
import { SLUG_PATTERN, slugify } from './slugify'

const messages = {
  fr: {
    required: 'Le slug est obligatoire.',
    pattern: 'Le slug ne contient que des minuscules sans accent, des chiffres et des tirets (ex. acte-de-naissance).',
    taken: (slug: string) => `Le slug « ${slug} » est déjà utilisé dans cette langue.`,
  },
  mg: {
    required: 'Tsy maintsy fenoina ny slug.',
    pattern: 'Litera kely tsy misy tsindry, isa ary tsipika ihany no azo ampiasaina amin’ny slug (ohatra: acte-de-naissance).',
    taken: (slug: string) => `Efa ampiasaina amin’ity fiteny ity ny slug « ${slug} ».`,
  },
}

function messagesFor(req: { i18n?: { language?: string } } | undefined) {
  return messages[adminLanguage(req)]
}

const fillFromTitle: FieldHook = ({ value, siblingData }) => {
  if (typeof value === 'string' && value.trim()) return slugify(value)
  const title = siblingData?.title
  return typeof title === 'string' && title.trim() ? slugify(title) : value
}

/** Format check everywhere, uniqueness within the locale being saved on the server. */
const validateSlug: Validate<string> = async (value, { req, id, collectionSlug, event }) => {
  if (!value) return messagesFor(req).required
  if (!SLUG_PATTERN.test(value)) return messagesFor(req).pattern
  // Uniqueness needs the database: only on the server, and not on every keystroke.
  if (event === 'onChange' || !req?.payload || !collectionSlug) return true
  const clash = await req.payload.find({
    collection: collectionSlug as CollectionSlug,
    where: { slug: { equals: value }, ...(id ? { id: { not_equals: id } } : {}) },
    locale: req.locale ?? undefined,
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req,
  })
  return clash.totalDocs === 0 ? true : messagesFor(req).taken(value)
}

/** Localized URL slug; filled from the title when left empty. */
export function slugField(): TextField {
  return {
    name: 'slug',
    type: 'text',
    label: { fr: 'Slug (adresse de la page)', mg: 'Adiresin’ny pejy (slug)' },
    localized: true,
    required: true,
    index: true,
    validate: validateSlug,
    hooks: { beforeValidate: [fillFromTitle] },
    admin: {
      position: 'sidebar',
      description: {
        fr: 'Partie de l’adresse : minuscules, chiffres et tirets. Laissez vide pour la déduire du titre.',
        mg: 'Ampahany amin’ny adiresy: litera kely, isa ary tsipika. Avelao ho foana dia hatao avy amin’ny lohateny.',
      },
    },
  }
}

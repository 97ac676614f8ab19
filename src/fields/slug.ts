import type { CollectionSlug, FieldHook, TextField, Validate } from 'payload'

import { SLUG_PATTERN, slugify } from './slugify'

const fillFromTitle: FieldHook = ({ value, siblingData }) => {
  if (typeof value === 'string' && value.trim()) return slugify(value)
  const title = siblingData?.title
  return typeof title === 'string' && title.trim() ? slugify(title) : value
}

/** Format check everywhere, uniqueness within the locale being saved on the server. */
const validateSlug: Validate<string> = async (value, { req, id, collectionSlug, event }) => {
  if (!value) return 'Le slug est obligatoire. / Ilaina ny slug.'
  if (!SLUG_PATTERN.test(value)) {
    return 'Le slug ne contient que des minuscules sans accent, des chiffres et des tirets (ex. acte-de-naissance).'
  }
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
  return clash.totalDocs === 0 ? true : `Le slug « ${value} » est déjà utilisé dans cette langue.`
}

/** Localized URL slug; filled from the title when left empty. */
export function slugField(): TextField {
  return {
    name: 'slug',
    type: 'text',
    label: 'Slug (adresse de la page)',
    localized: true,
    required: true,
    index: true,
    validate: validateSlug,
    hooks: { beforeValidate: [fillFromTitle] },
    admin: {
      position: 'sidebar',
      description: 'Partie de l’adresse : minuscules, chiffres et tirets. Laissez vide pour la déduire du titre.',
    },
  }
}

import type { GlobalConfig } from 'payload'

import { contentEditors } from '@/access'
import { hiddenFromNonEditors } from '@/access/roles'
import { dateAndTime } from '@/admin/dateFields'
import { contentGroup } from '@/fields/groups'

const errorLabels = {
  timeout: { fr: 'pas de réponse (délai dépassé)', mg: 'tsy namaly (lany ny fotoana)' },
  network: { fr: 'site injoignable', mg: 'tsy azo idirana ny tranonkala' },
  dns: { fr: 'nom de domaine inconnu', mg: 'anarana sehatra tsy fantatra' },
  invalid: { fr: 'adresse mal écrite', mg: 'adiresy diso soratra' },
}

/**
 * The broken-link report, written by the daily check (src/editorial/linkCheck.ts): read-only,
 * for editors and administrators.
 */
export const LinkReport: GlobalConfig = {
  slug: 'link-report',
  label: { fr: 'Liens cassés', mg: 'Rohy tapaka' },
  admin: {
    group: contentGroup,
    hidden: hiddenFromNonEditors,
    description: {
      fr: 'Vérification quotidienne des adresses externes des fiches (services en ligne, sources). Corrigez ou retirez les liens listés ici dans les fiches concernées.',
      mg: 'Fanamarinana isan’andro ny adiresy ivelany ao amin’ny torolalana (tolotra an-tserasera, loharano). Ahitsio na esory ao amin’ny torolalana voakasika ireo rohy voatanisa eto.',
    },
  },
  access: { read: contentEditors, update: () => false },
  fields: [
    { name: 'checkedAt', type: 'date', label: { fr: 'Dernière vérification', mg: 'Fanamarinana farany' }, admin: { readOnly: true, date: dateAndTime } },
    { name: 'checked', type: 'number', label: { fr: 'Adresses vérifiées', mg: 'Adiresy voamarina' }, admin: { readOnly: true } },
    {
      name: 'failures',
      type: 'array',
      label: { fr: 'Liens en échec', mg: 'Rohy tsy mandeha' },
      labels: { singular: { fr: 'Lien', mg: 'Rohy' }, plural: { fr: 'Liens', mg: 'Rohy' } },
      admin: { readOnly: true },
      fields: [
        { name: 'url', type: 'text', label: { fr: 'Adresse', mg: 'Adiresy' } },
        { name: 'status', type: 'number', label: { fr: 'Code HTTP', mg: 'Kaody HTTP' } },
        { name: 'error', type: 'select', label: { fr: 'Problème', mg: 'Olana' }, options: Object.entries(errorLabels).map(([value, label]) => ({ value, label })) },
        { name: 'guides', type: 'relationship', relationTo: 'services', hasMany: true, label: { fr: 'Fiches concernées', mg: 'Taratasy voakasika' } },
      ],
    },
  ],
}

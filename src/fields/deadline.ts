/**
 * The guide's deadline (src/model/deadline.ts), in the facts beside the usual delay: typed once
 * for both languages, with what is unsure in each. Reminders by SMS and calendar (src/reminders)
 * compute their dates from it.
 */
import type { Field } from 'payload'

import { DEADLINE_UNITS, deadlineUnitLabels } from '@/model/deadline'

const is = (kind: string) => (_data: unknown, sibling: { kind?: string } | undefined) => sibling?.kind === kind

export const deadlineField: Field = {
  name: 'deadline',
  type: 'group',
  label: { fr: 'Date limite (rappels)', mg: 'Fe-potoana farany (fampahatsiahivana)' },
  admin: {
    description: {
      fr: 'La date à ne pas manquer, saisie une seule fois pour les deux langues : les rappels par SMS et le calendrier la calculent d’ici. Laissez vide quand la source ne la donne pas.',
      mg: 'Ny daty tsy tokony hohadinoina, indray mandeha ihany no soratana ho an’ny fiteny roa: eto no ikajian’ny fampahatsiahivana amin’ny SMS sy ny kalandrie azy. Avelao ho foana raha tsy omen’ny loharano.',
    },
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      label: { fr: 'Type', mg: 'Karazany' },
      options: [
        { value: 'after', label: { fr: 'Un délai après une date (naissance…)', mg: 'Fe-potoana aorian’ny daty iray (fahaterahana…)' } },
        { value: 'yearly', label: { fr: 'Un jour de chaque année', mg: 'Andro iray isan-taona' } },
        { value: 'on', label: { fr: 'Une date précise', mg: 'Daty voafaritra' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'count', type: 'number', min: 1, max: 1000, label: { fr: 'Nombre', mg: 'Isa' }, admin: { width: '30%', condition: is('after') } },
        { name: 'unit', type: 'select', label: { fr: 'Unité', mg: 'Singa' }, options: DEADLINE_UNITS.map((value) => ({ value, label: { fr: deadlineUnitLabels[value].fr, mg: deadlineUnitLabels[value].mg } })), admin: { width: '30%', condition: is('after') } },
        { name: 'day', type: 'number', min: 1, max: 31, label: { fr: 'Jour', mg: 'Andro' }, admin: { width: '20%', condition: is('yearly') } },
        { name: 'month', type: 'number', min: 1, max: 12, label: { fr: 'Mois', mg: 'Volana' }, admin: { width: '20%', condition: is('yearly') } },
        { name: 'date', type: 'date', label: { fr: 'Date', mg: 'Daty' }, admin: { width: '40%', condition: is('on'), date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } } },
      ],
    },
    {
      name: 'unsure',
      type: 'text',
      maxLength: 120,
      localized: true,
      label: { fr: 'À confirmer : ce qui est incertain (dit avec la date)', mg: 'Mbola hamafisina: izay tsy azo antoka (lazaina miaraka amin’ny daty)' },
    },
  ],
}

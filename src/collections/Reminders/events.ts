import type { CollectionConfig, Validate } from 'payload'

import { contentEditors, publishedOrStaff } from '@/access'
import { hiddenFromNonEditors } from '@/access/roles'
import { auditAfterChange, auditAfterDelete } from '@/editorial/audit'
import { adminLanguage } from '@/fields/adminLanguage'
import { contentGroup } from '@/fields/groups'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { MAX_REMINDER_TEXT, RESERVED_KEYWORDS, reminderKeyword } from '@/reminders/keywords'

const keywordProblem = {
  fr: { shape: 'De 3 à 16 lettres ou chiffres, sans espace (ex. NAISSANCE).', reserved: (w: string) => `« ${w} » est déjà un mot du service SMS : choisissez-en un autre.` },
  mg: { shape: 'Litera na isa 3 ka hatramin’ny 16, tsy misy elanelana (ohatra TERAKA).', reserved: (w: string) => `« ${w} » efa teny ampiasain’ny SMS: misafidiana hafa.` },
}

const validateKeyword: Validate = (value, { req }) => {
  const t = keywordProblem[adminLanguage(req)]
  if (typeof value !== 'string' || !value.trim()) return true
  const word = reminderKeyword(value)
  if (!/^[A-Z0-9]{3,16}$/.test(word)) return t.shape
  if (RESERVED_KEYWORDS.has(word)) return t.reserved(word)
  return true
}

const textProblem = {
  fr: (n: number) => `Ce rappel fait ${n} caractères avant d’y mettre la date, les pièces et le lieu : ${MAX_REMINDER_TEXT} au plus.`,
  mg: (n: number) => `${n} ny litera amin’ity fampahatsiahivana ity alohan’ny hametrahana ny daty, ny taratasy sy ny toerana: ${MAX_REMINDER_TEXT} farafahabetsany.`,
}

const validateReminderText: Validate = (value, { req }) => (typeof value === 'string' && value.length > MAX_REMINDER_TEXT ? textProblem[adminLanguage(req)](value.length) : true)

/**
 * A dated event citizens can be reminded of by SMS or in their calendar (issue 42, ADR 22): its
 * keyword in each language (`NAISSANCE` / `TERAKA`), the guide whose deadline and facts the
 * reminders read, what the citizen gives (a day, a year, nothing), and the reminders themselves
 * (days before or after the deadline, a text per language with {date}, {délai}, {pièces}, {lieu}
 * filled from the guide). Only published events answer; a draft waits for its facts.
 */
export const ReminderEvents: CollectionConfig = {
  slug: 'reminder-events',
  labels: { singular: { fr: 'Rappel de date limite', mg: 'Fampahatsiahivana fe-potoana' }, plural: { fr: 'Rappels de dates limites', mg: 'Fampahatsiahivana fe-potoana' } },
  admin: {
    useAsTitle: 'title',
    group: contentGroup,
    hidden: hiddenFromNonEditors,
    defaultColumns: ['title', 'keywordFr', 'keywordMg', 'guide', '_status'],
    description: {
      fr: 'Un mot envoyé par SMS (ou la page « Rappels ») programme des SMS avant la date limite du guide. Les nombres (date, délai, montant) viennent du guide. Résultats : page « Rappels envoyés ».',
      mg: 'Teny alefa amin’ny SMS (na ny pejy « Fampahatsiahivana ») no mandrindra SMS alohan’ny fe-potoana farany amin’ny torolalana. Avy amin’ny torolalana ny isa (daty, faharetany, sarany). Vokatra: pejy « Fampahatsiahivana nalefa ».',
    },
  },
  access: { read: publishedOrStaff, create: contentEditors, update: contentEditors, delete: contentEditors },
  versions: { drafts: true, maxPerDoc: 30 },
  // A guide's page links to its published reminders: a publication renews the pages.
  hooks: { afterChange: [revalidateAfterChange, auditAfterChange], afterDelete: [revalidateAfterDelete, auditAfterDelete] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, label: { fr: 'Événement', mg: 'Zava-mitranga' } },
    {
      type: 'row',
      fields: [
        { name: 'keywordFr', type: 'text', required: true, unique: true, maxLength: 16, validate: validateKeyword, label: { fr: 'Mot SMS en français', mg: 'Teny SMS amin’ny teny frantsay' }, admin: { width: '50%' } },
        { name: 'keywordMg', type: 'text', required: true, unique: true, maxLength: 16, validate: validateKeyword, label: { fr: 'Mot SMS en malgache', mg: 'Teny SMS amin’ny teny malagasy' }, admin: { width: '50%' } },
      ],
    },
    { name: 'guide', type: 'relationship', relationTo: 'services', label: { fr: 'Guide (date limite, pièces, lieu)', mg: 'Torolalana (fe-potoana, taratasy, toerana)' } },
    {
      type: 'row',
      fields: [
        {
          name: 'given',
          type: 'select',
          required: true,
          defaultValue: 'date',
          label: { fr: 'Le citoyen donne', mg: 'Omen’ny olom-pirenena' },
          options: [
            { value: 'date', label: { fr: 'un jour (12/03)', mg: 'andro iray (12/03)' } },
            { value: 'year', label: { fr: 'une année (2009)', mg: 'taona iray (2009)' } },
            { value: 'none', label: { fr: 'rien (date fixe du guide)', mg: 'tsy misy (daty raikitra ao amin’ny torolalana)' } },
          ],
          admin: { width: '34%' },
        },
        {
          name: 'direction',
          type: 'select',
          required: true,
          defaultValue: 'past',
          label: { fr: 'Ce jour est', mg: 'Io andro io dia' },
          options: [
            { value: 'past', label: { fr: 'passé ou aujourd’hui (naissance)', mg: 'lasa na androany (fahaterahana)' } },
            { value: 'future', label: { fr: 'à venir (expiration)', mg: 'ho avy (fahataperana)' } },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'deadlineFrom',
          type: 'select',
          required: true,
          defaultValue: 'guide',
          label: { fr: 'La date limite est', mg: 'Ny fe-potoana farany dia' },
          options: [
            { value: 'guide', label: { fr: 'celle du guide', mg: 'ilay ao amin’ny torolalana' } },
            { value: 'given', label: { fr: 'le jour donné', mg: 'ilay andro omena' } },
          ],
          admin: { width: '33%' },
        },
      ],
    },
    { name: 'todayWhenMissing', type: 'checkbox', defaultValue: false, label: { fr: 'Sans date, compter d’aujourd’hui (TERAKA seul)', mg: 'Raha tsy misy daty, manisa hatramin’ny androany (TERAKA fotsiny)' } },
    { name: 'dateLabel', type: 'text', localized: true, maxLength: 60, label: { fr: 'Nom du jour demandé (page web)', mg: 'Anaran’ny andro angatahina (pejy)' }, admin: { description: { fr: 'Ex. « Date de naissance de l’enfant ».', mg: 'Ohatra « Daty nahaterahan’ny zaza ».' } } },
    {
      name: 'documentsGroup',
      type: 'text',
      localized: true,
      maxLength: 60,
      label: { fr: 'Pièces du guide à citer : celles qui commencent par', mg: 'Taratasy ao amin’ny torolalana: ireo manomboka amin’ny' },
      admin: { description: { fr: 'Ex. « Pour la déclaration » ; vide : toutes les pièces du guide.', mg: 'Ohatra « Ho an’ny fanambarana »; foana: ny taratasy rehetra.' } },
    },
    {
      name: 'reminders',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      labels: { singular: { fr: 'Rappel', mg: 'Fampahatsiahivana' }, plural: { fr: 'Rappels', mg: 'Fampahatsiahivana' } },
      admin: {
        description: {
          fr: 'Jours par rapport à la date limite (−7 : une semaine avant ; 1 : le lendemain). Dans le texte : {date}, {délai}, {pièces}, {lieu} (ou {daty}, {faharetany}, {taratasy}, {toerana}) viennent du guide, avec leurs « à confirmer ». L’aperçu montre le SMS tel que le téléphone le reçoit.',
          mg: 'Andro raha oharina amin’ny fe-potoana farany (−7: herinandro mialoha; 1: ny ampitso). Ao amin’ny soratra: {daty}, {faharetany}, {taratasy}, {toerana} (na {date}, {délai}, {pièces}, {lieu}) dia avy amin’ny torolalana, miaraka amin’ny « mbola hamafisina ». Ny topy maso dia mampiseho ny SMS araka ny hitan’ny finday azy.',
        },
      },
      fields: [
        { name: 'offsetDays', type: 'number', required: true, min: -400, max: 400, label: { fr: 'Jours (− avant, + après)', mg: 'Andro (− mialoha, + aorian’ny)' } },
        {
          name: 'text',
          type: 'textarea',
          localized: true,
          required: true,
          validate: validateReminderText,
          label: { fr: 'Texte du SMS', mg: 'Soratra SMS' },
          admin: { components: { afterInput: ['/admin/ReminderSmsPreview#ReminderSmsPreview'] } },
        },
      ],
    },
    {
      name: 'editorNote',
      type: 'textarea',
      label: { fr: 'Notes (non publiques) : ce qui manque, à confirmer', mg: 'Fanamarihana (tsy ho an’ny besinimaro): izay tsy ampy, mbola hamafisina' },
      admin: { position: 'sidebar' },
    },
  ],
}

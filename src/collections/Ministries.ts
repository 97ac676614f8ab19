import type { CollectionConfig } from 'payload'

import { anyone, contentEditors } from '@/access'
import { adminLanguage } from '@/fields/adminLanguage'
import { directoryGroup } from '@/fields/groups'
import { auditAfterDelete, auditDirectoryChange } from '@/editorial/audit'
import { refuseDeleteWhileUsed } from '@/editorial/references'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { hiddenFromNonEditors } from '@/access/roles'

export const Ministries: CollectionConfig = {
  slug: 'ministries',
  labels: { singular: { fr: 'Ministère ou institution', mg: 'Ministera na andrim-panjakana' }, plural: { fr: 'Ministères et institutions', mg: 'Ministera sy andrim-panjakana' } },
  admin: { useAsTitle: 'name', defaultColumns: ['acronym', 'name', 'kind'], group: directoryGroup, hidden: hiddenFromNonEditors },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  defaultSort: 'order',
  hooks: { beforeDelete: [refuseDeleteWhileUsed('ministries')], afterChange: [revalidateAfterChange, auditDirectoryChange], afterDelete: [revalidateAfterDelete, auditAfterDelete] },
  fields: [
    { name: 'key', type: 'text', label: { fr: 'Identifiant', mg: 'Famantarana' }, required: true, unique: true, admin: { position: 'sidebar' } },
    { name: 'acronym', type: 'text', label: { fr: 'Sigle', mg: 'Fanafohezana' }, required: true },
    { name: 'name', type: 'text', label: { fr: 'Nom', mg: 'Anarana' }, localized: true, required: true },
    {
      name: 'kind',
      type: 'select',
      label: { fr: 'Type', mg: 'Karazana' },
      required: true,
      defaultValue: 'ministry',
      options: [
        { label: { fr: 'Ministère', mg: 'Ministera' }, value: 'ministry' },
        { label: { fr: 'Institution', mg: 'Andrim-panjakana' }, value: 'institution' },
      ],
    },
    { name: 'url', type: 'text', label: { fr: 'Site officiel', mg: 'Tranonkala ofisialy' }, validate: validateUrl },
    { name: 'order', type: 'number', label: { fr: 'Ordre', mg: 'Filaharana' }, defaultValue: 100, admin: { position: 'sidebar' } },
  ],
}

const messages = {
  fr: { notWeb: 'Adresse web invalide.', invalid: 'Adresse web invalide (ex. https://www.mid.gov.mg).' },
  mg: { notWeb: 'Adiresy tranonkala tsy mety.', invalid: 'Adiresy tranonkala tsy mety (ohatra: https://www.mid.gov.mg).' },
}

function messagesFor(req: { i18n?: { language?: string } } | undefined) {
  return messages[adminLanguage(req)]
}

function validateUrl(value: unknown, { req }: { req?: { i18n?: { language?: string } } } = {}): string | true {
  if (value === undefined || value === null || value === '') return true
  try {
    const url = new URL(String(value))
    return url.protocol === 'https:' || url.protocol === 'http:' ? true : messagesFor(req).notWeb
  } catch {
    return messagesFor(req).invalid
  }
}

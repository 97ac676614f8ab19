import type { CollectionConfig } from 'payload'

import { anyone, contentEditors } from '@/access'
import { dayOnly } from '@/admin/dateFields'
import { adminLanguage } from '@/fields/adminLanguage'
import { directoryGroup } from '@/fields/groups'
import { reviewField } from '@/fields/review'
import { auditAfterDelete, auditDirectoryChange } from '@/editorial/audit'
import { refuseDeleteWhileUsed } from '@/editorial/references'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { hiddenFromNonEditors } from '@/access/roles'

export const placeKinds = ['hospital', 'pharmacy', 'ambulance', 'office'] as const

const PHONE_PATTERN = /^\+?[0-9 ]{3,20}$/

const messages = {
  fr: { phone: 'Numéro invalide : chiffres et espaces, ex. +261 20 22 123 45.' },
  mg: { phone: 'Laharana tsy mety: isa sy elanelana ihany, ohatra +261 20 22 123 45.' },
}

function messagesFor(req: { i18n?: { language?: string } } | undefined) {
  return messages[adminLanguage(req)]
}

export const Places: CollectionConfig = {
  slug: 'places',
  labels: { singular: { fr: 'Lieu', mg: 'Toerana' }, plural: { fr: 'Lieux (hôpitaux, pharmacies, bureaux)', mg: 'Toerana (hopitaly, farmasia, birao)' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'city', 'region'], group: directoryGroup, hidden: hiddenFromNonEditors },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  defaultSort: 'city',
  hooks: { beforeDelete: [refuseDeleteWhileUsed('places')], afterChange: [revalidateAfterChange, auditDirectoryChange], afterDelete: [revalidateAfterDelete, auditAfterDelete] },
  fields: [
    { name: 'key', type: 'text', label: { fr: 'Identifiant', mg: 'Famantarana' }, required: true, unique: true, admin: { position: 'sidebar' } },
    {
      name: 'kind',
      type: 'select',
      label: { fr: 'Type', mg: 'Karazana' },
      required: true,
      index: true,
      options: [
        { label: { fr: 'Hôpital', mg: 'Hopitaly' }, value: 'hospital' },
        { label: { fr: 'Pharmacie', mg: 'Farmasia' }, value: 'pharmacy' },
        { label: { fr: 'Ambulance', mg: 'Fiara mpitondra marary' }, value: 'ambulance' },
        { label: { fr: 'Bureau administratif', mg: 'Biraom-panjakana' }, value: 'office' },
      ],
    },
    { name: 'name', type: 'text', label: { fr: 'Nom', mg: 'Anarana' }, localized: true, required: true },
    { name: 'region', type: 'relationship', relationTo: 'regions', label: { fr: 'Région', mg: 'Faritra' }, required: true },
    { name: 'district', type: 'text', label: { fr: 'District', mg: 'Distrika' } },
    { name: 'city', type: 'text', label: { fr: 'Ville', mg: 'Tanàna' }, required: true, index: true },
    { name: 'address', type: 'text', label: { fr: 'Adresse', mg: 'Adiresy' }, localized: true },
    {
      name: 'phones',
      type: 'array',
      label: { fr: 'Téléphones', mg: 'Laharan-telefaonina' },
      fields: [
        {
          name: 'number',
          type: 'text',
          label: { fr: 'Numéro (+261 …)', mg: 'Laharana (+261 …)' },
          required: true,
          validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } } = {}) =>
            typeof value === 'string' && PHONE_PATTERN.test(value) ? true : messagesFor(req).phone,
        },
      ],
    },
    { name: 'openingHours', type: 'text', label: { fr: 'Horaires', mg: 'Ora fisokafana' }, localized: true },
    {
      name: 'dutyPeriods',
      type: 'array',
      label: { fr: 'Périodes de garde (pharmacies)', mg: 'Fotoana fiambenana (farmasia)' },
      admin: { condition: (data) => data?.kind === 'pharmacy' },
      fields: [
        { name: 'start', type: 'date', label: { fr: 'Début', mg: 'Fiandohana' }, required: true, admin: { date: dayOnly } },
        { name: 'end', type: 'date', label: { fr: 'Fin', mg: 'Fiafarana' }, required: true, admin: { date: dayOnly } },
      ],
    },
    reviewField(),
  ],
}

import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access'
import { AUDIT_COLLECTION, auditActions } from '@/editorial/audit'
import { dateAndTime } from '@/admin/dateFields'
import { administrationGroup } from '@/fields/groups'

const actionLabels: Record<(typeof auditActions)[number], { fr: string; mg: string }> = {
  publish: { fr: 'Publication', mg: 'Famoahana' },
  unpublish: { fr: 'Dépublication', mg: 'Fanesorana tsy ho hita' },
  delete: { fr: 'Suppression', mg: 'Famafana' },
  roleChange: { fr: 'Changement de rôle', mg: 'Fanovana andraikitra' },
  userCreated: { fr: 'Compte créé', mg: 'Kaonty noforonina' },
  userDeleted: { fr: 'Compte supprimé', mg: 'Kaonty voafafa' },
  restore: { fr: 'Version restaurée', mg: 'Dika taloha naverina' },
  noteCorrected: { fr: 'Note publique corrigée', mg: 'Fanamarihana ho an’ny besinimaro nahitsy' },
  noteWithdrawn: { fr: 'Note publique retirée', mg: 'Fanamarihana ho an’ny besinimaro nesorina' },
  alertSent: { fr: 'Alerte envoyée', mg: 'Fampitandremana nalefa' },
  alertSubscribersExported: { fr: 'Abonnés aux alertes exportés (nombre, motif)', mg: 'Lisitr’ireo nisoratra amin’ny fampitandremana navoaka (isa, antony)' },
  directoryChange: { fr: 'Annuaire modifié (ministère ou lieu)', mg: 'Lisitra novaina (ministera na toerana)' },
}

/** Who did what (src/editorial/audit.ts): administrators read it; nobody writes or erases it by hand. */
export const AuditLog: CollectionConfig = {
  slug: AUDIT_COLLECTION,
  labels: { singular: { fr: 'Entrée du journal', mg: 'Firaketana' }, plural: { fr: 'Journal des actions', mg: 'Diarin’ny asa natao' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['at', 'action', 'title', 'targetCollection', 'user', 'detail'],
    group: administrationGroup,
    description: {
      fr: 'Publications, dépublications, suppressions et changements de rôle, avec leur auteur. Lecture seule.',
      mg: 'Famoahana, fanesorana, famafana ary fanovana andraikitra, miaraka amin’izay nanao azy. Vakiana fotsiny.',
    },
  },
  defaultSort: '-at',
  access: { read: adminOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'at', type: 'date', label: { fr: 'Date', mg: 'Daty' }, required: true, index: true, admin: { date: dateAndTime } },
    { name: 'action', type: 'select', label: { fr: 'Action', mg: 'Asa' }, required: true, index: true, options: auditActions.map((value) => ({ value, label: actionLabels[value] })) },
    { name: 'targetCollection', type: 'text', label: { fr: 'Collection', mg: 'Vondrona' }, required: true },
    { name: 'documentId', type: 'text', label: { fr: 'Document', mg: 'Antontan-taratasy' }, required: true },
    { name: 'title', type: 'text', label: { fr: 'Titre', mg: 'Lohateny' } },
    { name: 'user', type: 'relationship', relationTo: 'users', label: { fr: 'Par', mg: 'Nataon’i' } },
    { name: 'detail', type: 'text', label: { fr: 'Détail', mg: 'Antsipiriany' } },
  ],
}

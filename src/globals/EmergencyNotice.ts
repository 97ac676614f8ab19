import type { GlobalAfterReadHook, GlobalConfig } from 'payload'

import { adminOnly, anyone } from '@/access'
import { hasRole } from '@/access/roles'
import { NOTICE_SEVERITIES, visibleNotice, type NoticeData } from '@/emergency/notice'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateSite'

const severityLabels = {
  info: { fr: 'Information', mg: 'Fampahalalana' },
  warning: { fr: 'Vigilance', mg: 'Fitandremana' },
  critical: { fr: 'Alerte (danger)', mg: 'Fampitandremana (loza)' },
}

/** Anonymous readers of the API see the notice only while the public does (a prepared notice stays private). */
const publicView: GlobalAfterReadHook = ({ doc, req }) => {
  if (req.user) return doc
  return visibleNotice(doc as NoticeData) ? doc : { id: doc.id, active: false }
}

/**
 * The emergency notice on every public page (src/components/EmergencyBanner): administrators
 * publish it in both languages; it appears within seconds (pages purged everywhere, like a
 * publication), and appears or disappears on its own at its start and end (src/emergency/watch.ts).
 */
export const EmergencyNotice: GlobalConfig = {
  slug: 'emergency-notice',
  label: { fr: 'Alerte sur tout le site', mg: 'Fampitandremana amin’ny pejy rehetra' },
  admin: {
    group: 'Réglages',
    hidden: ({ user }) => !hasRole(user as { roles?: string[] } | null, 'admin'),
    description: 'Un bandeau en haut de chaque page publique (cyclone, épidémie, grève d’un service…). Remplissez le titre et le message en français ET en malgache (sélecteur « Langue du contenu »).',
  },
  access: { read: anyone, update: adminOnly },
  hooks: { afterRead: [publicView], afterChange: [revalidateGlobalAfterChange] },
  fields: [
    { name: 'active', type: 'checkbox', label: { fr: 'Afficher le bandeau', mg: 'Asehoy ny fampitandremana' }, defaultValue: false },
    { name: 'severity', type: 'select', label: { fr: 'Gravité', mg: 'Hamafiny' }, defaultValue: 'warning', options: NOTICE_SEVERITIES.map((value) => ({ value, label: severityLabels[value] })) },
    { name: 'title', type: 'text', localized: true, maxLength: 120, label: { fr: 'Titre', mg: 'Lohateny' } },
    { name: 'message', type: 'textarea', localized: true, maxLength: 600, label: { fr: 'Message', mg: 'Hafatra' } },
    {
      name: 'linkUrl',
      type: 'text',
      label: { fr: 'Lien (facultatif)', mg: 'Rohy (tsy voatery)' },
      admin: { description: 'Une page du portail (/fr/services/…) ou une adresse https://' },
      validate: (value: unknown) => (!value || (typeof value === 'string' && (/^\/[^/]/.test(value) || /^https:\/\/[^\s]+$/.test(value))) ? true : 'Une adresse du portail (commençant par /) ou https://…'),
    },
    { name: 'linkLabel', type: 'text', localized: true, maxLength: 80, label: { fr: 'Texte du lien', mg: 'Soratry ny rohy' } },
    { name: 'startsAt', type: 'date', label: { fr: 'Début (vide : tout de suite)', mg: 'Fiandohana (foana: izao dieny)' }, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'endsAt', type: 'date', label: { fr: 'Fin (vide : jusqu’à ce qu’on le retire)', mg: 'Fiafarana (foana: mandra-pesorina)' }, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}

import type { GlobalAfterReadHook, GlobalConfig } from 'payload'

import { adminOnly, anyone } from '@/access'
import { hasRole } from '@/access/roles'
import { dateAndTime } from '@/admin/dateFields'
import { NOTICE_SEVERITIES, visibleNotice, type NoticeData } from '@/emergency/notice'
import { adminLanguage } from '@/fields/adminLanguage'
import { settingsGroup } from '@/fields/groups'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateSite'

const severityLabels = {
  info: { fr: 'Information', mg: 'Fampahalalana' },
  warning: { fr: 'Vigilance', mg: 'Mailo' },
  critical: { fr: 'Alerte (danger)', mg: 'Loza' },
}

const messages = {
  fr: { link: 'Une adresse du portail (commençant par /) ou https://…' },
  mg: { link: 'Adiresy ao amin’ny vavahadin-tserasera (manomboka amin’ny /) na https://…' },
}

function messagesFor(req: { i18n?: { language?: string } } | undefined) {
  return messages[adminLanguage(req)]
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
    group: settingsGroup,
    hidden: ({ user }) => !hasRole(user as { roles?: string[] } | null, 'admin'),
    description: {
      fr: 'Un bandeau en haut de chaque page publique (cyclone, épidémie, grève d’un service…). Remplissez le titre et le message en français ET en malgache (sélecteur « Langue du contenu »).',
      mg: 'Sora-baventy eo an-tampon’ny pejy ho an’ny besinimaro tsirairay (rivodoza, areti-mifindra, fitokonan’ny sampan-draharaha iray…). Fenoy amin’ny teny frantsay SY malagasy ny lohateny sy ny hafatra (mpifidy « Fitenin’ny votoaty »).',
    },
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
      admin: { description: { fr: 'Une page du portail (/fr/services/…) ou une adresse https://', mg: 'Pejy iray ao amin’ny vavahadin-tserasera (/fr/services/…) na adiresy https://' } },
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } } = {}) =>
        !value || (typeof value === 'string' && (/^\/[^/]/.test(value) || /^https:\/\/[^\s]+$/.test(value))) ? true : messagesFor(req).link,
    },
    { name: 'linkLabel', type: 'text', localized: true, maxLength: 80, label: { fr: 'Texte du lien', mg: 'Soratry ny rohy' } },
    { name: 'startsAt', type: 'date', label: { fr: 'Début (vide : tout de suite)', mg: 'Fiandohana (foana: izao dieny)' }, admin: { date: dateAndTime } },
    { name: 'endsAt', type: 'date', label: { fr: 'Fin (vide : jusqu’à ce qu’on le retire)', mg: 'Fiafarana (foana: mandra-pesorina)' }, admin: { date: dateAndTime } },
  ],
}

/**
 * Adds the French reference (src/admin/FrenchReference.tsx) under every text field a translator
 * fills in Malagasy: localized text and textarea fields, and those inside localized arrays and
 * groups. The configuration only; the component shows nothing outside the Malagasy locale.
 */
import type { Field } from 'payload'

const COMPONENT = '/admin/FrenchReference#FrenchReference'

export function withFrenchReference(fields: Field[], insideLocalized = false): Field[] {
  return fields.map((field): Field => {
    const localized = insideLocalized || ('localized' in field && field.localized === true)
    if ((field.type === 'text' || field.type === 'textarea') && localized && field.name !== 'slug' && !field.admin?.hidden && !field.admin?.readOnly) {
      return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, afterInput: [...(field.admin?.components?.afterInput ?? []), COMPONENT] } } } as Field
    }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withFrenchReference(tab.fields, localized) })) }
    if ((field.type === 'array' || field.type === 'group' || field.type === 'row' || field.type === 'collapsible') && 'fields' in field) {
      return { ...field, fields: withFrenchReference(field.fields, localized) } as Field
    }
    return field
  })
}

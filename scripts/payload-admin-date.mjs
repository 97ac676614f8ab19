/**
 * The date Payload's own dialogs show, in the admin's language and on Madagascar's clock, for
 * the code scripts/patch-payload.mjs writes into Payload's installed files: the document-lock
 * dialog (« Modifié depuis … », a client component that printed "Nov 28, 2026, 4:31 AM", US
 * English on the browser's clock) and the version view whose restore dialog says which version
 * comes back (printed on the server's clock, UTC: 04:31 for 07:31 in Antananarivo).
 *
 * The function is copied into those files as its source text (`portalAdminDate.toString()`), so
 * it must stay self-contained: no import, no outside name. It gives exactly what the portal's own
 * admin views give (src/admin/dates.ts `adminDate`; src/admin/payloadDialogs.test.ts checks that
 * both agree, month by month): "1er décembre 2026, 01:30" / "1 Desambra 2026, 01:30". Month names
 * are written here, not taken from the browser: Chromium's ICU data has no Malagasy.
 */
export function portalAdminDate(value, language) {
  const date = value instanceof Date ? value : new Date(value)
  if (!value || Number.isNaN(date.getTime())) return ''
  const months = {
    fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    mg: ['Janoary', 'Febroary', 'Martsa', 'Aprily', 'Mey', 'Jona', 'Jolay', 'Aogositra', 'Septambra', 'Oktobra', 'Novambra', 'Desambra'],
  }
  const lang = language === 'mg' ? 'mg' : 'fr'
  const parts = {}
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Indian/Antananarivo', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
  for (const part of clock.formatToParts(date)) if (part.type !== 'literal') parts[part.type] = Number(part.value)
  const day = lang === 'fr' && parts.day === 1 ? '1er' : String(parts.day)
  const two = (n) => String(n).padStart(2, '0')
  return `${day} ${months[lang][parts.month - 1]} ${parts.year}, ${two(parts.hour % 24)}:${two(parts.minute)}`
}

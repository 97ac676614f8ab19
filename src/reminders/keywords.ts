/**
 * Reminder keywords are data (src/collections/Reminders/events.ts): an editor may not take a word
 * the SMS service already answers (src/channels/sms/conversation.ts), nor one of the commands
 * every reminder message offers. Pure: the collection's validation and the SMS routing share it.
 */

/** Words the SMS service already answers, whatever follows them. */
export const RESERVED_KEYWORDS = new Set(['ALERTE', 'ALERTES', 'FAMPITANDREMANA', 'LISTE', 'LISITRA', 'AIDE', 'HELP', 'FANAMPIANA', 'URGENCE', 'URGENCES', 'VONJY', 'SUIVI', 'ARAHINA', 'STOP', 'ARRET', 'AJANONY', 'FR', 'FRANCAIS', 'MG', 'MALAGASY'])

/** A reminder text's longest template (before the guide's date, documents and place are put in). */
export const MAX_REMINDER_TEXT = 220

/** A keyword as the SMS service compares it: upper case, no accents, letters and digits. */
export function reminderKeyword(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/[^A-Z0-9]/g, '')
}

/** Plans one number may have waiting (a birth, a passport…). */
export const MAX_PLANS = 5

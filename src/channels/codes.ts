/**
 * The numbers citizens use to reach the portal without internet, as the operator configures them:
 * SMS_SHORT_CODE (the short code or number that receives SMS) and USSD_CODE (e.g. *123#). Unset,
 * the service is not announced (the page and its links are hidden).
 */
export function serviceCodes(): { sms: string | null; ussd: string | null } {
  const clean = (value: string | undefined) => (value ?? '').trim().slice(0, 20) || null
  return { sms: clean(process.env.SMS_SHORT_CODE), ussd: clean(process.env.USSD_CODE) }
}

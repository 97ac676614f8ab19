/**
 * A Malagasy mobile number typed on the web, however it is written (034 12 345 67, +261 34…,
 * 261341234567, 00261…): its 9 national digits when it can receive an SMS, else null. Mobile
 * numbers start with 3 after the trunk 0 (032 and 037 Orange, 033 Airtel, 034 and 038 Telma, 039
 * Blueline); fixed lines (020…) receive no SMS.
 */
import { nationalNumber } from './store'

export function mobileNumber(typed: string): string | null {
  const compact = typed.replace(/[\s.()/-]/g, '')
  if (!/^\+?\d{9,14}$/.test(compact)) return null
  const national = nationalNumber(compact)
  return /^3[2-9]\d{7}$/.test(national) ? national : null
}

/** The number as the gateway is given it (the national form with its trunk 0, as phones write it). */
export const dialled = (national: string) => `0${national}`

/** The number shown back to its owner: 034 12 345 67. */
export const spaced = (national: string) => `0${national.slice(0, 2)} ${national.slice(2, 4)} ${national.slice(4, 7)} ${national.slice(7)}`

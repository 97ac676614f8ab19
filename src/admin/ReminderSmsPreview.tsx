'use client'
export function ReminderSmsPreview() {
  return null
}

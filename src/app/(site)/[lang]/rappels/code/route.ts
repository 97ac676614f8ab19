export { remindersCodePost as POST } from '@/reminders/routes'

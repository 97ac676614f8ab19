export { remindersPost as POST } from '@/reminders/routes'

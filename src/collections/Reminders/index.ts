export { ReminderCounts, REMINDER_OUTCOMES } from './counts'
export { ReminderEvents } from './events'
export { ReminderMessages } from './messages'

import { remindersSuite } from './suites/reminders'

remindersSuite('postgres')

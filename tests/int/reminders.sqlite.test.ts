import { remindersSuite } from './suites/reminders'

remindersSuite('sqlite')

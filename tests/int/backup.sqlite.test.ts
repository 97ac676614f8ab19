import { backupSuite } from './suites/backup'

backupSuite('sqlite')

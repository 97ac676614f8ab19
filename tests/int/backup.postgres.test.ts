import { backupSuite } from './suites/backup'

backupSuite('postgres')

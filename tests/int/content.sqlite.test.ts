import { contentSuite } from './suites/content'

contentSuite('sqlite')

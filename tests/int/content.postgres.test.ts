import { contentSuite } from './suites/content'

contentSuite('postgres')

import { alertsSuite } from './suites/alerts'

alertsSuite('sqlite')

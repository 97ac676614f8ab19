import { searchLoopSuite } from './suites/searchLoop'

searchLoopSuite('sqlite')

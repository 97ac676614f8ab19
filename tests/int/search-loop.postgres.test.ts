import { searchLoopSuite } from './suites/searchLoop'

searchLoopSuite('postgres')

import { referencesSuite } from './suites/references'

referencesSuite('sqlite')

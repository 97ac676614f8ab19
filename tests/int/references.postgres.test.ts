import { referencesSuite } from './suites/references'

referencesSuite('postgres')

import { sessionsSuite } from './suites/sessions'

sessionsSuite('sqlite')

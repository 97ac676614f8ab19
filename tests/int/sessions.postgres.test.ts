import { sessionsSuite } from './suites/sessions'

sessionsSuite('postgres')

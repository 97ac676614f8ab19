import { messagesSuite } from './suites/messages'

messagesSuite('sqlite')

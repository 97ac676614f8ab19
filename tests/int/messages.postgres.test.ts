import { messagesSuite } from './suites/messages'

messagesSuite('postgres')

import { queryPrivacySuite } from './suites/queryPrivacy'

queryPrivacySuite('sqlite')

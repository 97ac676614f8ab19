import { queryPrivacySuite } from './suites/queryPrivacy'

queryPrivacySuite('postgres')

import { alertsSuite } from './suites/alerts'

alertsSuite('postgres')

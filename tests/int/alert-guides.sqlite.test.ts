import { alertGuidesSuite } from './suites/alertGuides'

alertGuidesSuite('sqlite')

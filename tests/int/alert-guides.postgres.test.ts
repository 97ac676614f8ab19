import { alertGuidesSuite } from './suites/alertGuides'

alertGuidesSuite('postgres')

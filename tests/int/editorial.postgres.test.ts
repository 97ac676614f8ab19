import { editorialSuite } from './suites/editorial'

editorialSuite('postgres')

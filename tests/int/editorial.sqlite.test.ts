import { editorialSuite } from './suites/editorial'

editorialSuite('sqlite')

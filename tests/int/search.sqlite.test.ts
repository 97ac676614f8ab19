import { searchSuite } from './search/search.suite'

searchSuite('sqlite')

import { evalSuite } from './search/eval.suite'

evalSuite('sqlite')

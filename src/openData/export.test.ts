import { describe, expect, it } from 'vitest'

import { csvCell } from './export'

describe('CSV cells', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('simple')).toBe('simple')
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('il a dit "oui"')).toBe('"il a dit ""oui"""')
    expect(csvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(190000)).toBe('190000')
  })
  it('never lets a spreadsheet run a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
    expect(csvCell('+261 20 22')).toBe("'+261 20 22")
    expect(csvCell('-5')).toBe("'-5")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
  })
})

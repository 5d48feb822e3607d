import {
  MAX_QUERY_LENGTH,
  MAX_TERM_LENGTH,
  MAX_TERMS,
  normaliseQuery,
  parseResultsPage,
  queryTerms,
  tokenize,
  typoAllowance,
} from './query'

describe('normaliseQuery', () => {
  it('keeps a plain query as typed, trimmed, with single spaces', () => {
    expect(normaliseQuery('  BLDC   ceiling fan ')).toEqual({ text: 'BLDC ceiling fan', shortened: false })
    expect(normaliseQuery(undefined)).toEqual({ text: '', shortened: false })
  })

  it('takes the first of a repeated parameter', () => {
    expect(normaliseQuery(['fan', 'light']).text).toBe('fan')
    expect(normaliseQuery([]).text).toBe('')
  })

  it('turns control and format characters into spaces, so they never reach the page or the index', () => {
    expect(normaliseQuery('fan\u0000light\u0007').text).toBe('fan light')
    expect(normaliseQuery('fan\r\nlight\ttube').text).toBe('fan light tube')
    expect(normaliseQuery('\u202Enaf\u202C \u200Bfan\u200B').text).toBe('naf fan')
    expect(normaliseQuery('\uFEFF\u2066x\u2069').text).toBe('x')
  })

  it('folds compatibility forms: full-width letters and ligatures read as plain ones', () => {
    expect(normaliseQuery('ＬＥＤ ﬁtting').text).toBe('LED fitting')
  })

  it('cuts a long query to its first characters, as people count them, and says so', () => {
    const long = normaliseQuery('a'.repeat(5000))
    expect(long.text).toHaveLength(MAX_QUERY_LENGTH)
    expect(long.shortened).toBe(true)
    const emoji = normaliseQuery('😀'.repeat(150))
    expect(Array.from(emoji.text)).toHaveLength(MAX_QUERY_LENGTH)
    expect(emoji.text).toBe('😀'.repeat(MAX_QUERY_LENGTH))
    expect(normaliseQuery('a'.repeat(MAX_QUERY_LENGTH))).toEqual({ text: 'a'.repeat(MAX_QUERY_LENGTH), shortened: false })
  })

  it('ends a query cut at a space without it', () => {
    expect(normaliseQuery(`${'a'.repeat(MAX_QUERY_LENGTH - 1)} b`)).toEqual({ text: 'a'.repeat(MAX_QUERY_LENGTH - 1), shortened: true })
  })

  it('says a query of more words than are looked up was shortened, and keeps the text', () => {
    const many = normaliseQuery('one two three four five six seven')
    expect(many).toEqual({ text: 'one two three four five six seven', shortened: true })
    expect(normaliseQuery('fan fan fan fan fan fan fan').shortened).toBe(false)
    expect(normaliseQuery(Array.from({ length: MAX_TERMS }, (_, index) => `word${index}`).join(' ')).shortened).toBe(false)
  })

  it('leaves markup and regular-expression characters as text: escaping is the page’s job', () => {
    expect(normaliseQuery('<script>alert(1)</script>').text).toBe('<script>alert(1)</script>')
    expect(normaliseQuery('.*+?^${}()|[]\\').text).toBe('.*+?^${}()|[]\\')
  })
})

describe('tokenize', () => {
  it('reads words in lower case, split at punctuation', () => {
    expect(tokenize('BLDC Ceiling-Fan, 28 W')).toEqual(['bldc', 'ceiling', 'fan', 'ceilingfan', '28', 'w'])
  })

  it('keeps a model label whole without its punctuation too', () => {
    expect(tokenize('TZ-1200-ECO')).toEqual(['tz', '1200', 'eco', 'tz1200eco'])
    expect(tokenize('tz1200eco')).toEqual(['tz1200eco'])
  })

  it('has no terms for markup or symbols alone, and keeps letters of any script', () => {
    expect(tokenize('<> .*+?^$ {} () | [] \\')).toEqual([])
    expect(tokenize('<b>पंखा</b>')).toEqual(['b', 'पंखा', 'b', 'bपंखाb'])
  })
})

describe('queryTerms', () => {
  it('looks up at most a few distinct terms, each of bounded length', () => {
    expect(queryTerms('fan fan light')).toEqual(['fan', 'light'])
    expect(queryTerms('a b c d e f g h')).toHaveLength(MAX_TERMS)
    expect(queryTerms('x'.repeat(90))).toEqual(['x'.repeat(MAX_TERM_LENGTH)])
    expect(queryTerms(`${'y'.repeat(MAX_TERM_LENGTH)}a ${'y'.repeat(MAX_TERM_LENGTH)}b`)).toEqual(['y'.repeat(MAX_TERM_LENGTH)])
  })

  it('are the same for the same words in any order, case, width or repetition', () => {
    const terms = ['fan', 'led', 'light']
    for (const text of ['led light fan', 'FAN Light LED', 'light light fan led', 'ＬＥＤ ｆａｎ light'])
      expect(queryTerms(text)).toEqual(terms)
  })

  it('keep the first words typed, whatever their order once sorted', () => {
    expect(queryTerms('zeta eta theta iota kappa lambda alpha')).not.toContain('alpha')
  })
})

describe('typoAllowance', () => {
  it('allows no typo in short words, one from 4 letters, two from 8', () => {
    expect(typoAllowance('fan')).toBe(0)
    expect(typoAllowance('bldc')).toBe(1)
    expect(typoAllowance('invertor')).toBe(2)
  })

  it('allows none in numbers and model codes, where one character is another product', () => {
    expect(typoAllowance('1200')).toBe(0)
    expect(typoAllowance('tz1200eco')).toBe(0)
    expect(typoAllowance('b12')).toBe(0)
  })
})

describe('parseResultsPage', () => {
  it('is the first page when absent, and any plain page number up to the limit', () => {
    expect(parseResultsPage(undefined)).toBe(1)
    expect(parseResultsPage('1')).toBe(1)
    expect(parseResultsPage('42')).toBe(42)
    expect(parseResultsPage('9999')).toBe(9999)
  })

  it('refuses every other spelling, and a repeated parameter', () => {
    for (const raw of ['0', '-1', '01', '2.5', '1e3', ' 2', '', 'two', '10000', '99999999999999999999', ['2', '3'], ['2']]) {
      expect(parseResultsPage(raw)).toBeUndefined()
    }
  })
})

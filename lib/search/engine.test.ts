import { CACHED_QUERIES, FEW_EXACT, MAX_NEIGHBOURS, MAX_RESULTS, MAX_TYPO_WORDS, SearchEngine } from './engine'
import { MAX_TERMS } from './query'
import type { Searchable } from './term-index'

const product = (name: string, more: Partial<Searchable> = {}): Searchable => ({ name, partners: [], keyFeatures: [], models: [], ...more })

const catalogue: Searchable[] = [
  product('Vayu Lite BLDC Ceiling Fan', { partners: ['Technozen'], keyFeatures: ['28 W at full speed'], models: ['TZ-1200-ECO'] }),
  product('AeroBreeze Ceiling Fan', { partners: ['Technozen'], keyFeatures: ['Reverse mode for winter'], models: ['TZ-1400-PRO'] }),
  product('LED Street Light', { partners: ['Sailite'], keyFeatures: ['2.5 kV surge protection'], models: ['SL-ST30'] }),
  product('Split Air Conditioner', { partners: ['Arkvolt Cooling'], keyFeatures: ['Inverter compressor'], models: ['AK-SP15-5S'] }),
  product('FR PVC Copper Wire', { partners: ['Wires & Cables'], keyFeatures: ['Electrolytic-grade copper'], models: ['1.5 sq mm'] }),
  product('Tube Light', { keyFeatures: ['Fits a ceiling fan room'] }),
]
const names = (engine: SearchEngine, query: string) => engine.search(query).positions.map((position) => catalogue[position]!.name)

describe('SearchEngine', () => {
  let engine: SearchEngine
  // Built for each test, not once a file, so a changed line of the build is met by the tests (docs/testing.md).
  beforeEach(async () => {
    engine = await SearchEngine.build(catalogue)
  })

  it('finds a product by any word of its name, a partner tag, a key feature or a model label', () => {
    expect(names(engine, 'aerobreeze')).toEqual(['AeroBreeze Ceiling Fan'])
    expect(names(engine, 'sailite')).toEqual(['LED Street Light'])
    expect(names(engine, 'compressor')).toEqual(['Split Air Conditioner'])
    expect(names(engine, 'AK-SP15-5S')[0]).toBe('Split Air Conditioner')
    expect(names(engine, 'ak-sp15-5s')[0]).toBe('Split Air Conditioner')
    expect(names(engine, 'aksp155s')).toEqual(['Split Air Conditioner'])
  })

  it('tolerates a small typo in a word, but not in a model number', () => {
    expect(names(engine, 'aerobreez')).toEqual(['AeroBreeze Ceiling Fan'])
    expect(names(engine, 'stret')).toEqual(['LED Street Light'])
    expect(names(engine, 'invertor')).toEqual(['Split Air Conditioner'])
    expect(names(engine, 'tz1300eco')).toEqual([])
  })

  it('ranks the best match first: a word of the name before the same word in a key feature, more words before fewer', () => {
    expect(names(engine, 'ceiling fan').slice(0, 2).sort()).toEqual(['AeroBreeze Ceiling Fan', 'Vayu Lite BLDC Ceiling Fan'])
    expect(names(engine, 'ceiling fan').at(-1)).toBe('Tube Light')
    expect(names(engine, 'bldc ceiling fan')[0]).toBe('Vayu Lite BLDC Ceiling Fan')
    expect(names(engine, 'TZ-1400-PRO')[0]).toBe('AeroBreeze Ceiling Fan')
  })

  it('matches a word found in few products as the start of a word too, whole words in the name first', () => {
    expect(names(engine, 'cond')).toEqual(['Split Air Conditioner'])
    expect(names(engine, 'cond fan').slice(0, 2).sort()).toEqual(['AeroBreeze Ceiling Fan', 'Vayu Lite BLDC Ceiling Fan'])
    expect(names(engine, 'cond fan')).toContain('Split Air Conditioner')
  })

  it('finds nothing for an unknown word, markup alone or an empty query', () => {
    expect(names(engine, 'xyzzy')).toEqual([])
    expect(names(engine, '<>')).toEqual([])
    expect(names(engine, '')).toEqual([])
    expect(names(engine, '.*+?^${}()|[]\\')).toEqual([])
  })

  it('answers a repeated query the same, from its cache', () => {
    expect(engine.search('light')).toBe(engine.search('light'))
    expect(engine.search('LIGHT')).toBe(engine.search('light'))
  })

  it('keeps the most recently asked CACHED_QUERIES queries: one asked again stays, the least recently asked goes', async () => {
    const fresh = await SearchEngine.build(catalogue)
    const [fan, light] = [fresh.search('fan'), fresh.search('light')]
    for (let query = 0; query < CACHED_QUERIES - 2; query++) fresh.search(`word${query}`)
    fresh.search('fan')
    fresh.search('one more')
    expect(fresh.search('fan')).toBe(fan)
    expect(fresh.search('light')).not.toBe(light)
  })

  it('keeps apart in its cache queries whose words differ only in where they are split', () => {
    expect(names(engine, 'fan light')).not.toEqual([])
    expect(names(engine, 'fanlight')).toEqual([])
  })

  it('ranks a product holding every word of the query by its score, whatever its place in the catalogue', async () => {
    const two = await SearchEngine.build([product('Fan light with a long name of many words'), product('Fan light'), product('Tube')])
    expect(two.search('fan light').positions).toEqual([1, 0])
  })

  it('answers as before once its count of queries starts again, after 2^32 of them', async () => {
    const fresh = await SearchEngine.build(catalogue)
    const before = fresh.search('ceiling fan')
    // Four billion queries take weeks of a busy server: the count is set to its end instead.
    Reflect.set(fresh, 'query', 0xffffffff)
    for (let round = 0; round < 2; round++) expect(fresh.search('ceiling fan', { cached: false })).toEqual(before)
  })

  it('answers the same words in any order, case, width or repetition from one cache entry', () => {
    const first = engine.search('ceiling fan tube')
    for (const same of ['tube FAN ceiling', 'fan tube ceiling ceiling', 'ＴＵＢＥ ｆａｎ Ceiling']) expect(engine.search(same)).toBe(first)
  })

  it('returns at most MAX_RESULTS positions and says when more matched', async () => {
    const exactly = await SearchEngine.build(Array.from({ length: MAX_RESULTS }, (_, index) => product(`Fan ${index}`)))
    const all = exactly.search('fan')
    expect([all.positions.length, all.more]).toEqual([MAX_RESULTS, false])
    const many = await SearchEngine.build(Array.from({ length: MAX_RESULTS + 5 }, (_, index) => product(`Fan ${index}`)))
    const matches = many.search('fan')
    expect(matches.positions).toHaveLength(MAX_RESULTS)
    expect(matches.more).toBe(true)
    expect(many.search('fan 7').positions[0]).toBe(7)
  })

  it('looks up only the first MAX_TERMS distinct words', () => {
    const filler = Array.from({ length: MAX_TERMS }, (_, index) => `filler${index}`).join(' ')
    expect(names(engine, `${filler} aerobreeze`)).toEqual([])
    expect(names(engine, `aerobreeze ${filler}`)).toEqual(['AeroBreeze Ceiling Fan'])
  })
})

describe('SearchEngine bounds on a word’s neighbours', () => {
  const lamps = (count: number) => [...Array.from({ length: count }, (_, index) => product(`Lamp ${index}`)), product('Lamps Deluxe')]

  it('looks a word up as typed only once it finds a page of products; fewer, and the words it starts count too', async () => {
    const enough = await SearchEngine.build(lamps(FEW_EXACT))
    expect(enough.search('lamp').positions).toHaveLength(FEW_EXACT)
    const few = await SearchEngine.build(lamps(FEW_EXACT - 1))
    expect(few.search('lamp').positions).toHaveLength(FEW_EXACT)
    expect(few.search('lamp').positions).toContain(FEW_EXACT - 1)
  })

  it('looks up at most MAX_NEIGHBOURS words a short prefix starts, the nearest first', async () => {
    const codes = await SearchEngine.build([
      product('Panel SKU1'),
      ...Array.from({ length: 40 }, (_, index) => product(`Panel SKU${100 + index}`)),
    ])
    const matches = codes.search('sku')
    expect(matches.positions).toHaveLength(MAX_NEIGHBOURS)
    expect(matches.positions[0]).toBe(0)
  })

  it('a typo keeps, among more than MAX_NEIGHBOURS near spellings, the nearest and most common first', async () => {
    const spellings = [...'abcdefghijklmnoprstuvwxyz'].map((letter) => product(`Lamp light${letter}`))
    const near = await SearchEngine.build([...spellings, ...Array.from({ length: 3 }, () => product('Lamp light'))])
    const matches = near.search('lightq')
    expect(matches.positions).toHaveLength(MAX_NEIGHBOURS - 1 + 3)
    expect(matches.positions).toEqual(expect.arrayContaining([25, 26, 27]))
  })

  it('looks for near spellings of at most MAX_TYPO_WORDS words a query, the first in sorted order', async () => {
    const words = ['alpine', 'bravado', 'charlie', 'delta', 'echo']
    const spelt = await SearchEngine.build(words.map((word) => product(word)))
    const found = spelt.search('echoo deltta charlee bravvado alpinne').positions
    expect(found.sort()).toEqual([0, 1, 2].slice(0, MAX_TYPO_WORDS))
  })

  it('spends none of those look-ups on words allowed no typo: short words and numbers', async () => {
    const spelt = await SearchEngine.build([product('delta'), product('echo')])
    const shortWords = Array.from({ length: MAX_TYPO_WORDS }, (_, index) => `${index + 1}`).join(' ')
    expect(spelt.search(`${shortWords} deltta`).positions).toEqual([0])
  })
})

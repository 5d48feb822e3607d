import { CHUNK, TermIndex } from './term-index'

const product = (name: string, models: string[] = []) => ({ name, partners: [], keyFeatures: [], models })

describe('TermIndex', () => {
  it('reads at most the limit of the words a prefix starts, however many codes share it', async () => {
    const index = await TermIndex.build(Array.from({ length: 1000 }, (_, number) => product(`Panel ${number}`, [`abc${number}`])))
    expect(index.startingWith('abc', 256)).toHaveLength(256)
    expect(index.startingWith('abc9', 256)).toHaveLength(110)
  })

  it('gives each product one score a term, summed over its fields, higher where the term weighs more', async () => {
    const index = await TermIndex.build([product('Fan', ['fan']), product('Light', ['fan']), product('Fan')])
    const { positions, scores } = index.postings(index.id('fan')!)
    expect([...positions]).toEqual([0, 1, 2])
    expect(scores[0]).toBeGreaterThan(scores[2]!)
    expect(scores[2]).toBeGreaterThan(scores[1]!)
    expect(index.count(index.id('fan')!)).toBe(3)
    expect(index.id('lamp')).toBeUndefined()
  })

  it('lets other work run at least once every CHUNK products read and every CHUNK terms scored', async () => {
    let [building, turns] = [true, 0]
    const turn = () => {
      if (!building) return
      turns++
      setImmediate(turn)
    }
    setImmediate(turn)
    // One word a product: 4 CHUNKs of products, then 4 of terms.
    await TermIndex.build(Array.from({ length: 4 * CHUNK }, (_, number) => product(`w${number}`)))
    building = false
    expect(turns).toBeGreaterThanOrEqual(8)
  })
})

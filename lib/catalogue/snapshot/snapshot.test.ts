import type { Category, ProductCard } from '../schemas'
import type { LoadedLine } from '../source'
import {
  buildSnapshot,
  changedLines,
  currentCards,
  digestOf,
  earlierHolder,
  hasProduct,
  isDetailProduct,
  lineSlugs,
  productCount,
  renamed,
  type SnapshotLines,
} from './snapshot'

const card = (slug: string, productType = '', name = slug) =>
  ({ _id: `id-${slug}`, slug, name, productType, tradingPartner: [] }) as unknown as ProductCard
const line = (...cards: ProductCard[]): LoadedLine => ({ cards, documents: [], fresh: true })
const linesOf = (overrides: Partial<SnapshotLines> = {}): SnapshotLines => ({
  fan: line(card('vayu'), card('pankha')),
  light: line(card('bulb')),
  solar: line(),
  ac: line(),
  frp: line(),
  trading: line(card('partner-fan')),
  ...overrides,
})
const build = (lines: SnapshotLines, version = '1') => buildSnapshot(lines, version, 1000, digestOf(lines))

describe('buildSnapshot', () => {
  it('holds each line as loaded, under the version and time it was built for', async () => {
    const lines = linesOf({ solar: null })
    const snapshot = await build(lines, '7')
    expect(snapshot).toMatchObject({ version: '7', builtAt: 1000, digest: digestOf(lines) })
    expect(snapshot.lines.fan?.cards.map((each) => each.slug)).toEqual(['vayu', 'pankha'])
    expect(snapshot.lines.solar).toBeNull()
    const { engine, products } = snapshot.search
    expect(products.map((found) => `${found.line}/${found.card.slug}`)).toEqual([
      'fan/vayu',
      'fan/pankha',
      'light/bulb',
      'trading/partner-fan',
    ])
    // The search finds the products of the lists built, each by its place among them.
    expect(engine.search('pankha').positions.map((position) => products[position]?.card.slug)).toEqual(['pankha'])
    expect(engine.search('solar').positions).toEqual([])
  })

  it("lists under a line only its own products: a card whose type names another line is that line's", async () => {
    const snapshot = await build(linesOf({ fan: line(card('vayu', 'fan'), card('lamp', 'light'), card('plain')) }))
    expect(lineSlugs(snapshot, 'fan')).toEqual(['vayu', 'plain'])
    expect(hasProduct(snapshot, 'fan', 'lamp')).toBe(false)
    expect(hasProduct(snapshot, 'fan', 'plain')).toBe(true)
    // Its card is still known by its slug, for related products.
    expect(currentCards(snapshot, [card('lamp')]).map((each) => each.slug)).toEqual(['lamp'])
  })

  it('keeps a slug in the first line that shows it, and names that line to a later one', async () => {
    const snapshot = await build(linesOf({ light: line(card('bulb'), card('vayu')) }))
    expect(lineSlugs(snapshot, 'light')).toEqual(['bulb'])
    expect(earlierHolder(snapshot, 'light', 'vayu')).toBe('fan')
    expect(earlierHolder(snapshot, 'trading', 'bulb')).toBe('light')
    // The line that holds it, and a line before it, name no earlier holder.
    expect(earlierHolder(snapshot, 'fan', 'vayu')).toBeUndefined()
    expect(earlierHolder(snapshot, 'fan', 'bulb')).toBeUndefined()
    expect(earlierHolder(snapshot, 'trading', 'made-up')).toBeUndefined()
    // A line never loaded holds nothing it could keep.
    expect(earlierHolder(await build(linesOf({ fan: null })), 'light', 'vayu')).toBeUndefined()
  })
})

describe('a snapshot answers', () => {
  it('whether a line has a product, a line never loaded letting every slug through', async () => {
    const snapshot = await build(linesOf({ solar: null }))
    expect(hasProduct(snapshot, 'fan', 'vayu')).toBe(true)
    expect(hasProduct(snapshot, 'fan', 'bulb')).toBe(false)
    expect(hasProduct(snapshot, 'solar', 'anything')).toBe(true)
    expect(lineSlugs(snapshot, 'solar')).toBeNull()
  })

  it('whether a slug has a detail page: a product of a line with detail pages, never a trading item', async () => {
    const snapshot = await build(linesOf())
    expect(isDetailProduct(snapshot, 'bulb')).toBe(true)
    expect(isDetailProduct(snapshot, 'vayu')).toBe(true)
    expect(isDetailProduct(snapshot, 'partner-fan')).toBe(false)
    expect(isDetailProduct(snapshot, 'made-up')).toBe(false)
  })

  it('how many products lines hold together, a line never loaded counting as any number', async () => {
    const snapshot = await build(linesOf({ solar: null }))
    expect(productCount(snapshot, ['fan', 'light'])).toBe(3)
    expect(productCount(snapshot, [])).toBe(0)
    expect(productCount(snapshot, ['fan', 'solar'])).toBe(Infinity)
  })

  it('related cards as listed now: renamed at once, a product no longer listed left out, in the order asked', async () => {
    const snapshot = await build(linesOf({ fan: line(card('vayu', '', 'Vayu renamed'), card('pankha')) }))
    const related = currentCards(snapshot, [card('pankha'), card('gone'), card('vayu'), card('bulb')])
    expect(related.map((each) => [each.slug, each.name])).toEqual([
      ['pankha', 'pankha'],
      ['vayu', 'Vayu renamed'],
      ['bulb', 'bulb'],
    ])
  })
})

describe('digests', () => {
  const lines = ['fan', 'light', 'solar', 'ac', 'frp', 'trading'] as const satisfies readonly Category[]

  it('are equal for equal lists, and tell which lines changed', async () => {
    const before = await build(linesOf())
    expect(digestOf(linesOf())).toBe(before.digest)
    expect(changedLines(before, await build(linesOf()))).toEqual([])
    const after = await build(linesOf({ light: line(card('bulb', '', 'Bulb renamed')), ac: null }))
    expect(changedLines(before, after)).toEqual(['light', 'ac'])
    expect(changedLines(after, before)).toEqual(['light', 'ac'])
  })

  it('change with a line’s search documents and report, and tell a line never loaded from an empty one', () => {
    const base = linesOf()
    const digests = [
      digestOf(base),
      digestOf({ ...base, solar: null }),
      digestOf({ ...base, fan: { ...base.fan!, documents: [{ slug: 'vayu' } as never] } }),
      digestOf({ ...base, fan: { ...base.fan!, report: { refused: 1 } as never } }),
    ]
    expect(new Set(digests).size).toBe(digests.length)
    // One part a line, in the lines' order: only the changed line's part moves.
    const parts = digests.map((digest) => digest.split('.'))
    expect(parts[0]).toHaveLength(lines.length)
    expect(parts[1]!.filter((part, index) => part !== parts[0]![index])).toHaveLength(1)
    expect(parts[1]![lines.indexOf('solar')]).not.toBe(parts[0]![lines.indexOf('solar')])
  })

  it('ignore whether a line is fresh: the same lists from a last good copy are the same catalogue', () => {
    const base = linesOf()
    expect(digestOf({ ...base, fan: { ...base.fan!, fresh: false } })).toBe(digestOf(base))
  })
})

describe('renamed', () => {
  it('is the same snapshot under a newer version and time', async () => {
    const snapshot = await build(linesOf(), '1')
    const newer = renamed(snapshot, '2', 5000)
    expect(newer).toMatchObject({ version: '2', builtAt: 5000, digest: snapshot.digest })
    expect(newer.search).toBe(snapshot.search)
    expect(snapshot.version).toBe('1')
  })
})

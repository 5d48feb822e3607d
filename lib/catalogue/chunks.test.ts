import fans from '@/lib/catalogue/demo/products/fan.json'
import { CHUNK_BUDGET, cost, DATA_CACHE_ITEM_LIMIT, dataCacheItemSize, packChunks } from './chunks'
import { toProductCard } from './product-card'
import { type ProductCard, ProductSchema } from './schemas'

/** The largest a card gets in practice: the demo fan with the most to say, every field at its longest. */
function worstCaseCards(count: number): ProductCard[] {
  const fan = ProductSchema.parse(fans.reduce((most, item) => (JSON.stringify(item).length > JSON.stringify(most).length ? item : most)))
  // Quotes and backslashes cost the most: Next escapes the JSON of a cached value a second time.
  const quoted = (text: string, length: number) => `"${text}\\`.repeat(length).slice(0, length)
  const url = (index: number) => `https://images.example.com/${quoted('catalogue/fan/', 120)}/${index}.webp`
  const card = toProductCard({
    ...fan,
    shortDescription: quoted(fan.shortDescription, 5000),
    keyPoints: fan.keyPoints.map((point) => quoted(point, 200)),
    tradingPartner: ['Technozen "Appliances"', 'Sailite \\ MNRE'],
    amazonLink: `https://www.amazon.in/dp/${quoted('B0', 180)}`,
    flipkartLink: `https://www.flipkart.com/${quoted('p', 180)}`,
    gemLink: `https://gem.gov.in/${quoted('g', 180)}`,
  })
  return Array.from({ length: count }, (_, index) => ({
    ...card,
    _id: `${index}`.padStart(24, 'f'),
    slug: `${fan.slug}-${index}`.padEnd(128, 'x'),
    name: quoted(`${fan.name} ${index} `, 200),
    images: { cover: url(index), more: [url(index + 1)] },
  }))
}

const cached = (packed: ReturnType<typeof packChunks<ProductCard>>, index: number) => ({
  version: packed.version,
  count: packed.chunks.length,
  items: packed.chunks[index],
})

describe('packChunks', () => {
  it('keeps every data-cache item of a line of 20,000 worst-case cards under the limit', () => {
    const cards = worstCaseCards(20_000)
    const packed = packChunks(cards)
    const sizes = packed.chunks.map((_, index) => dataCacheItemSize(cached(packed, index), 31_536_000))
    expect(Math.max(...sizes)).toBeLessThan(DATA_CACHE_ITEM_LIMIT)
    const kept = packed.chunks.flat()
    expect(kept).toHaveLength(cards.length)
    expect(kept.every((card, index) => card === cards[index])).toBe(true)
    expect(packed.oversize).toEqual([])
    // Each chunk is filled up to the budget: few items for the cache to hold.
    expect(packed.chunks.length).toBeLessThanOrEqual(Math.ceil(cards.reduce((sum, card) => sum + cost(card), 0) / (CHUNK_BUDGET * 0.99)))
  }, 60_000)

  it('measures an item as Next does', () => {
    const items = worstCaseCards(50)
    const whole = dataCacheItemSize({ version: 'v', count: 1, items }, 300)
    const empty = dataCacheItemSize({ version: 'v', count: 1, items: [] }, 300)
    expect(whole - empty).toBe(items.reduce((sum, item) => sum + cost(item), 0) - 1)
  })

  it('leaves out an item over the budget on its own, and keeps the order of the rest', () => {
    // Each one-letter string costs 6: "\"a\"" and a comma.
    const items = ['a', 'x'.repeat(200), 'b', 'c', 'd']
    const packed = packChunks(items, 50)
    expect(packed.oversize).toEqual([1])
    expect(packed.chunks.flat()).toEqual(['a', 'b', 'c', 'd'])
    expect(packChunks(items, 12).chunks).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ])
  })

  it('answers one empty chunk for an empty list', () => {
    expect(packChunks([]).chunks).toEqual([[]])
  })

  it('names the content: the same list has the same version, a changed one another', () => {
    const cards = worstCaseCards(3)
    expect(packChunks(cards).version).toBe(packChunks(structuredClone(cards)).version)
    expect(packChunks([...cards.slice(0, 2), { ...cards[2]!, name: 'Renamed' }]).version).not.toBe(packChunks(cards).version)
  })
})

import { buildSnapshot, type CatalogueSnapshot, digestOf, type SnapshotLines } from '@/lib/catalogue/snapshot/snapshot'
import type { ProductCard } from '@/lib/catalogue/schemas'
import { search } from '.'

let current: CatalogueSnapshot
jest.mock('@/lib/catalogue/snapshot', () => ({ catalogue: () => ({ current: async () => current }) }))

const card = (slug: string, name: string) => ({ _id: slug, slug, name, productType: '', tradingPartner: [] }) as unknown as ProductCard
const lines = (fan: SnapshotLines['fan']): SnapshotLines => ({ fan, light: null, solar: null, ac: null, frp: null, trading: null })
const build = (of: SnapshotLines) => buildSnapshot(of, '1', 1000, digestOf(of))

describe('search', () => {
  it('answers a page of the process’s catalogue while any line is loaded, however many are not', async () => {
    current = await build(lines({ cards: [card('vayu', 'Vayu ceiling fan'), card('zenith', 'Zenith fan')], documents: [], fresh: true }))
    const page = await search('vayu', 1)
    expect([page?.total, page?.results.map(({ card }) => card.slug)]).toEqual([1, ['vayu']])
  })

  it('answers null while no line could ever be loaded', async () => {
    current = await build(lines(null))
    expect(await search('vayu', 1)).toBeNull()
  })
})

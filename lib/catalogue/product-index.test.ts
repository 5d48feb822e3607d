import { ProductIndex } from './product-index'

type Line = 'fan' | 'light'

function setup(lists: Partial<Record<Line, string[] | null>>) {
  let now = 1_000_000
  const calls: Line[] = []
  const catalogue = { ...lists }
  const index = new ProductIndex<Line>(
    async (line) => {
      calls.push(line)
      return catalogue[line] ?? null
    },
    { maxAgeMs: 300_000, recheckMs: 10_000, now: () => now },
  )
  return { index, calls, catalogue, advance: (ms: number) => (now += ms) }
}

describe('ProductIndex', () => {
  it('answers known slugs and refuses made-up ones with one list call', async () => {
    const { index, calls } = setup({ fan: ['vayu', 'zenith'] })
    expect(await index.has('fan', 'vayu')).toBe(true)
    expect(await index.has('fan', 'made-up')).toBe(false)
    expect(await index.has('fan', 'another-made-up')).toBe(false)
    expect(calls).toEqual(['fan'])
  })

  it('reloads for an unknown slug at most once per recheck period, however many arrive', async () => {
    const { index, calls, advance } = setup({ fan: ['vayu'] })
    await index.has('fan', 'vayu')
    advance(10_000)
    await Promise.all(Array.from({ length: 100 }, (_, n) => index.has('fan', `made-up-${n}`)))
    expect(calls).toEqual(['fan', 'fan'])
    advance(9_999)
    expect(await index.has('fan', 'still-made-up')).toBe(false)
    expect(calls).toHaveLength(2)
  })

  it('finds a product added upstream after the recheck period, without a rebuild', async () => {
    const { index, catalogue, advance } = setup({ fan: ['vayu'] })
    expect(await index.has('fan', 'new-fan')).toBe(false)
    catalogue.fan = ['vayu', 'new-fan']
    advance(10_000)
    expect(await index.has('fan', 'new-fan')).toBe(true)
  })

  it('finds it at once after the webhook says the catalogue changed', async () => {
    const { index, catalogue } = setup({ fan: ['vayu'] })
    expect(await index.has('fan', 'new-fan')).toBe(false)
    catalogue.fan = ['vayu', 'new-fan']
    index.forget(['fan'])
    expect(await index.has('fan', 'new-fan')).toBe(true)
  })

  it("lists a line's slugs, reloaded after the webhook forgot them, and null for a line never loaded", async () => {
    const { index, catalogue, calls } = setup({ fan: ['vayu'], light: null })
    expect(await index.slugs('fan')).toEqual(['vayu'])
    catalogue.fan = ['vayu', 'new-fan']
    expect(await index.slugs('fan')).toEqual(['vayu'])
    index.forget()
    expect(await index.slugs('fan')).toEqual(['vayu', 'new-fan'])
    expect(await index.slugs('light')).toBeNull()
    expect(calls).toEqual(['fan', 'fan', 'light'])
  })

  it('forgets only the lines it is told of', async () => {
    const { index, catalogue, calls } = setup({ fan: ['vayu'], light: ['lumen'] })
    await index.has('fan', 'vayu')
    await index.has('light', 'lumen')
    catalogue.light = ['lumen', 'new-light']
    index.forget(['fan'])
    expect(await index.has('light', 'new-light')).toBe(false)
    expect(calls).toEqual(['fan', 'light'])
  })

  it('serves a known slug at once when stale and reloads in the background', async () => {
    const { index, catalogue, calls, advance } = setup({ fan: ['vayu'] })
    await index.has('fan', 'vayu')
    catalogue.fan = []
    advance(300_000)
    expect(await index.has('fan', 'vayu')).toBe(true)
    expect(calls).toHaveLength(2)
    await Promise.resolve()
    expect(await index.has('fan', 'vayu')).toBe(false)
  })

  it('lets every slug through while a line was never loaded, and keeps the last list when a reload fails', async () => {
    const { index, catalogue, advance } = setup({ fan: null })
    expect(await index.has('fan', 'anything')).toBe(true)
    catalogue.fan = ['vayu']
    advance(10_000)
    expect(await index.has('fan', 'anything')).toBe(false)
    catalogue.fan = null
    advance(10_000)
    expect(await index.has('fan', 'vayu')).toBe(true)
    expect(await index.has('fan', 'anything')).toBe(false)
  })

  it('knows how many products lines hold together, reloading for a larger count at most once per recheck period', async () => {
    const { index, calls, catalogue, advance } = setup({ fan: ['a', 'b'], light: ['c'] })
    expect(await index.holds(['fan', 'light'], 3)).toBe(true)
    expect(await index.holds(['fan'], 3)).toBe(false)
    expect(await index.holds(['fan'], 3)).toBe(false)
    expect(calls).toEqual(['fan', 'light'])
    catalogue.fan = ['a', 'b', 'd']
    advance(10_000)
    expect(await index.holds(['fan'], 3)).toBe(true)
    expect(calls).toEqual(['fan', 'light', 'fan'])
  })

  it('lets every count pass for a line never loaded', async () => {
    const { index } = setup({ fan: null })
    expect(await index.holds(['fan'], 1000)).toBe(true)
  })
})

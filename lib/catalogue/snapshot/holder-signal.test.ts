import type { ProductCard } from '../schemas'
import type { Freshness } from './freshness'
import { type HolderOptions, SnapshotHolder, type Why } from './holder'
import { buildSnapshot, digestOf, hasProduct, renamed, type SnapshotLines } from './snapshot'

const card = (slug: string) => ({ slug, name: slug, productType: '', tradingPartner: [] }) as unknown as ProductCard
const list = (fresh: boolean, ...cards: ProductCard[]) => ({ cards, documents: [], fresh })
const linesOf = (overrides: Partial<SnapshotLines> = {}): SnapshotLines => ({
  fan: list(true, card('vayu')),
  light: list(true),
  solar: list(true),
  ac: list(true),
  frp: list(true),
  trading: list(true),
  ...overrides,
})

/**
 * A holder whose signal the test sets (`world.signal`, null when it cannot be read), starting at
 * a clock far from 0, counting its loads and telling why each change was loaded.
 */
function setup(overrides: Partial<HolderOptions> = {}) {
  const world = { lines: linesOf(), now: 1_000_000, loads: 0, signal: '12' as string | null, bumps: 0, whys: [] as Why[] }
  const freshness: Freshness = {
    read: async () => world.signal,
    bump: async () => (world.signal = String(100 + ++world.bumps)),
  }
  const holder = new SnapshotHolder({
    load: async () => {
      world.loads++
      return world.lines
    },
    build: buildSnapshot,
    digest: digestOf,
    renamed,
    freshness,
    maxAgeMs: 300_000,
    checkMs: 1000,
    retryMs: 30_000,
    changed: (_next, _previous, why) => world.whys.push(why),
    now: () => world.now,
    ...overrides,
  })
  return { world, holder }
}

describe('SnapshotHolder and its signal', () => {
  it('answers a verified read from the snapshot held when the signal names an older count, or cannot be read', async () => {
    const { world, holder } = setup()
    const first = await holder.current()
    expect(first.version).toBe('12')
    // A count, not a string: 12 is after 9.
    world.signal = '9'
    expect(await holder.current({ verified: true })).toBe(first)
    world.signal = '10'
    expect(await holder.current({ verified: true })).toBe(first)
    world.signal = null
    expect(await holder.current({ verified: true })).toBe(first)
    expect(world.loads).toBe(1)
    // A value made while Redis was away reaches only itself.
    world.signal = 'local-1'
    expect((await holder.current({ verified: true })).version).toBe('local-1')
    expect(world.loads).toBe(2)
  })

  it('loads nothing at a check while the signal is unread or unchanged and the snapshot young, then reloads it by age', async () => {
    const { world, holder } = setup()
    await holder.current()
    world.signal = null
    world.now += 299_999
    await holder.check()
    world.signal = '12'
    await holder.check()
    expect(world.loads).toBe(1)
    world.now += 1
    await holder.check()
    expect(world.loads).toBe(2)
  })

  it('builds the first snapshot at the first check, and says so when it fails', async () => {
    const failures: unknown[] = []
    const { world, holder } = setup({ failed: (error) => failures.push(error) })
    world.lines = null as never
    await holder.check()
    expect(failures).toHaveLength(1)
    expect(holder.snapshot).toBeUndefined()
    world.lines = linesOf()
    await holder.check()
    expect(world.loads).toBe(2)
    expect(hasProduct(holder.snapshot!, 'fan', 'vayu')).toBe(true)
  })

  it('tells why each change was loaded: the webhook, age, or a retry of the lines it names', async () => {
    const { world, holder } = setup()
    world.lines = linesOf({ solar: null })
    await holder.current()
    world.lines = linesOf({ solar: null, fan: list(true, card('told')) })
    await holder.refresh()
    world.lines = linesOf({ solar: null, fan: list(true, card('aged')) })
    world.now += 300_000
    await holder.check()
    world.lines = linesOf({ solar: list(true, card('panel')) })
    world.now += 30_000
    const retried = await holder.retryMissing('solar')
    expect(world.whys).toEqual(['start', 'told', 'aged', { retry: ['solar'] }])
    // The retried line is in the rebuilt snapshot: its list, its slugs and its search.
    expect(hasProduct(retried, 'solar', 'anything')).toBe(false)
    expect(retried.search.products.map((found) => found.card.slug)).toContain('panel')
  })

  it('asks nothing again for a line a request needs that the snapshot has', async () => {
    const { world, holder } = setup()
    const first = await holder.current()
    world.now += 60_000
    expect(await holder.retryMissing('fan')).toBe(first)
    expect(world.loads).toBe(1)
  })

  it('keeps the very snapshot when a retry finds the copies as they were, and tells no change', async () => {
    const { world, holder } = setup()
    const copy = list(false, card('kept'))
    world.lines = linesOf({ solar: copy })
    const first = await holder.current()
    world.now += 30_000
    await holder.check()
    expect(world.loads).toBe(2)
    expect(await holder.current()).toBe(first)
    expect(world.whys).toEqual(['start'])
  })

  it('marks fresh again each copy upstream answers unchanged, even when another retried line stays a copy', async () => {
    const { world, holder } = setup()
    world.lines = linesOf({ solar: list(false, card('panel')), light: list(false, card('bulb')) })
    await holder.current()
    world.lines = linesOf({ solar: list(true, card('panel')), light: list(false, card('bulb')) })
    world.now += 30_000
    await holder.check()
    const held = await holder.current()
    expect(held.lines.solar?.fresh).toBe(true)
    expect(held.lines.light?.fresh).toBe(false)
    expect(world.whys).toEqual(['start'])
  })

  it('answers a verified read with its own reload when a retry under way fails', async () => {
    let fail!: () => void
    const gate = new Promise<void>((_, reject) => (fail = () => reject(new Error('upstream down'))))
    const { world, holder } = setup({
      failed: () => {},
      load: async (lines) => {
        world.loads++
        if (lines.length < 6) await gate
        return world.lines
      },
    })
    world.lines = linesOf({ solar: list(false, card('kept')) })
    await holder.current()
    world.now += 30_000
    const retrying = holder.check()
    world.signal = '13'
    const verified = holder.current({ verified: true })
    fail()
    await retrying
    expect((await verified).version).toBe('13')
  })

  it('needs no listener for changes or failures', async () => {
    const { world, holder } = setup({ changed: undefined, failed: undefined })
    world.lines = linesOf({ solar: null })
    await holder.current()
    world.lines = linesOf({ solar: list(true, card('panel')) })
    world.now += 30_000
    expect(hasProduct(await holder.retryMissing('solar'), 'solar', 'panel')).toBe(true)
    world.lines = linesOf({ fan: list(true, card('told')) })
    expect(hasProduct(await holder.refresh(), 'fan', 'told')).toBe(true)
    world.lines = null as never
    world.now += 300_000
    await expect(holder.check()).resolves.toBeUndefined()
  })
})

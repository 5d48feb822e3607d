import { CategorySchema, type ProductCard } from '../schemas'
import { localFreshness } from './freshness'
import { type HolderOptions, SnapshotHolder } from './holder'
import { buildSnapshot, digestOf, hasProduct, renamed, type SnapshotLines } from './snapshot'

const card = (slug: string, name = slug) => ({ slug, name, productType: 'fan', tradingPartner: [] }) as unknown as ProductCard
const empty = () => ({ cards: [], documents: [], fresh: true })
const linesOf = (...fans: ProductCard[]): SnapshotLines => ({
  fan: { cards: fans, documents: [], fresh: true },
  light: empty(),
  solar: empty(),
  ac: empty(),
  frp: empty(),
  trading: empty(),
})

/** A holder over lines the test changes, with its own clock and a signal shared with `other`. */
function setup(overrides: Partial<HolderOptions> = {}) {
  const world = { lines: linesOf(card('vayu')), now: 0, loads: 0, changes: 0 }
  const freshness = localFreshness()
  const make = () =>
    new SnapshotHolder({
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
      changed: () => world.changes++,
      now: () => world.now,
      ...overrides,
    })
  return { world, holder: make(), other: make(), freshness }
}

describe('SnapshotHolder', () => {
  it('builds the first snapshot once for reads that arrive together, then answers from it', async () => {
    const { world, holder } = setup()
    world.lines = { ...world.lines, light: null }
    const [first, second] = await Promise.all([holder.current(), holder.current()])
    expect(first).toBe(second)
    expect(await holder.current()).toBe(first)
    expect(world.loads).toBe(1)
    expect(hasProduct(first, 'fan', 'vayu')).toBe(true)
    expect(hasProduct(first, 'fan', 'made-up')).toBe(false)
    // A line never loaded lets every slug through: the page decides.
    expect(hasProduct(first, 'light', 'anything')).toBe(true)
  })

  it('follows a refresh on another instance at its next check, and not before', async () => {
    const { world, holder, other } = setup()
    await holder.current()
    await other.current()
    world.lines = linesOf(card('vayu', 'Vayu renamed'), card('added'))
    const told = await holder.refresh()
    expect(hasProduct(told, 'fan', 'added')).toBe(true)
    expect(hasProduct(await other.current(), 'fan', 'added')).toBe(false)
    await other.check()
    const followed = await other.current()
    expect(followed.version).toBe(told.version)
    expect(followed.lines.fan?.cards.map((each) => each.name)).toEqual(['Vayu renamed', 'added'])
  })

  it('renders from the new lists when a page asks for a verified snapshot before the check', async () => {
    const { world, holder, other } = setup()
    await holder.current()
    await other.current()
    world.lines = linesOf()
    await holder.refresh()
    expect(hasProduct(await other.current({ verified: true }), 'fan', 'vayu')).toBe(false)
  })

  it('reloads once the snapshot is as old as the lists may be, and tells the others only of a change', async () => {
    const { world, holder, other, freshness } = setup()
    const first = await holder.current()
    await other.current()
    // Two loads so far, one an instance.
    world.now = 299_999
    await holder.check()
    expect(world.loads).toBe(2)
    world.now = 300_000
    await holder.check()
    expect(world.loads).toBe(3)
    // Unchanged: the same snapshot, the same version, nothing rebuilt.
    expect(await holder.current()).toMatchObject({ version: first.version, digest: first.digest, builtAt: 300_000 })
    expect(world.changes).toBe(2)
    world.now = 600_000
    world.lines = linesOf(card('vayu'), card('added'))
    await holder.check()
    expect(await freshness.read()).not.toBe(first.version)
    await other.check()
    expect(hasProduct(await other.current(), 'fan', 'added')).toBe(true)
  })

  it('asks again for a line it could not load when a request needs it, once for requests that arrive together', async () => {
    const { world, holder } = setup()
    world.lines = { ...linesOf(card('vayu')), solar: null, light: null }
    const first = await holder.current()
    expect(first.lines.solar).toBeNull()
    world.lines = { ...linesOf(card('vayu')), solar: { cards: [card('panel')], documents: [], fresh: true }, light: null }
    world.now = 30_000
    const retried = await holder.retryMissing('solar')
    expect(retried.lines.solar?.cards.map((each) => each.slug)).toEqual(['panel'])
    expect(retried.version).toBe(first.version)
    expect(world.loads).toBe(2)
    await Promise.all([holder.retryMissing('light'), holder.retryMissing('light'), holder.retryMissing('light')])
    expect(world.loads).toBe(3)
  })

  it('tries a missing line at most once a retry period, however many requests need it', async () => {
    const { world, holder } = setup()
    world.lines = { ...linesOf(card('vayu')), solar: null }
    await holder.current()
    const ask = async (times: number) => {
      for (let request = 0; request < times; request++) expect((await holder.retryMissing('solar')).lines.solar).toBeNull()
    }
    // The start tried it: 20 requests within the period, one after another, try nothing.
    world.now = 29_999
    await ask(20)
    expect(world.loads).toBe(1)
    // Then one try, for the first request of the next period, and 20 requests arriving together share it.
    world.now = 30_000
    await Promise.all(Array.from({ length: 20 }, () => holder.retryMissing('solar')))
    await ask(20)
    expect(world.loads).toBe(2)
    // The timer's retry counts as a try too: the request just after it tries nothing.
    world.now = 60_000
    await holder.check()
    expect(world.loads).toBe(3)
    world.now = 60_001
    await ask(5)
    await holder.check()
    expect(world.loads).toBe(3)
  })

  it('loads lines held as last good copies again every retry period, keeping a copy over a failure', async () => {
    const { world, holder } = setup()
    world.lines = { ...linesOf(card('vayu')), solar: { cards: [card('kept')], documents: [], fresh: false } }
    await holder.current()
    world.lines = { ...linesOf(card('vayu')), solar: null }
    world.now = 30_000
    await holder.check()
    expect((await holder.current()).lines.solar?.cards.map((each) => each.slug)).toEqual(['kept'])
    world.lines = { ...linesOf(card('vayu')), solar: { cards: [card('fresh')], documents: [], fresh: true } }
    world.now = 45_000
    await holder.check()
    expect((await holder.current()).lines.solar?.cards.map((each) => each.slug)).toEqual(['kept'])
    world.now = 60_000
    await holder.check()
    expect((await holder.current()).lines.solar).toMatchObject({ fresh: true, cards: [{ slug: 'fresh' }] })
  })

  it('retries the lines a reload could only load as their copies, and stops once upstream answers them unchanged', async () => {
    const { world, holder } = setup()
    const first = await holder.current()
    // The webhook during an outage: every line answered by its last good copy, the same lists as held.
    const copies = Object.fromEntries(Object.entries(first.lines).map(([line, list]) => [line, list && { ...list, fresh: false }]))
    world.lines = copies as SnapshotLines
    await holder.refresh()
    expect(world.loads).toBe(2)
    world.now = 30_000
    await holder.check()
    expect(world.loads).toBe(3)
    // Upstream answers again, unchanged: one more retry, then none.
    world.lines = first.lines
    world.now = 60_000
    await holder.check()
    world.now = 90_000
    await holder.check()
    expect(world.loads).toBe(4)
    expect(hasProduct(await holder.current(), 'fan', 'vayu')).toBe(true)
  })

  it('answers a verified read at the version it read, never from a retry of the old one under way', async () => {
    // A retry (a load of fewer lines than all) waits at the gate until it opens.
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    const { world, holder, other } = setup({
      load: async (lines) => {
        const asked = world.lines
        if (lines.length < CategorySchema.options.length) await gate
        return asked
      },
    })
    world.lines = { ...linesOf(card('vayu')), solar: { cards: [card('kept')], documents: [], fresh: false } }
    await holder.current()
    await other.current()
    world.now = 30_000
    const retrying = holder.check()
    // The other instance is told of an edit removing the product: version 0 becomes 1.
    world.lines = { ...linesOf(), solar: world.lines.solar }
    expect((await other.refresh()).version).toBe('1')
    const verified = holder.current({ verified: true })
    open()
    await retrying
    const read = await verified
    expect(read.version).toBe('1')
    expect(hasProduct(read, 'fan', 'vayu')).toBe(false)
  })

  it('answers the webhook with its own reload and a new version, whatever reload was under way', async () => {
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    const { world, holder, other, freshness } = setup({
      load: async (lines) => {
        const asked = world.lines
        if (lines.length < CategorySchema.options.length) await gate
        return asked
      },
    })
    world.lines = { ...linesOf(card('vayu')), solar: { cards: [card('kept')], documents: [], fresh: false } }
    await holder.current()
    await other.current()
    world.now = 30_000
    const retrying = holder.check()
    await other.refresh()
    // A page's read, then the webhook on this instance: the read's reload starts first.
    const verified = holder.current({ verified: true })
    await new Promise(setImmediate)
    world.lines = { ...linesOf(card('vayu'), card('added')), solar: world.lines.solar }
    const told = holder.refresh()
    open()
    await Promise.all([retrying, verified])
    expect((await told).version).toBe('2')
    expect(await freshness.read()).toBe('2')
    expect(hasProduct(await told, 'fan', 'added')).toBe(true)
  })

  it('keeps the snapshot it has when a reload fails, and says so', async () => {
    const failures: unknown[] = []
    const { world, holder } = setup({
      failed: (error) => failures.push(error),
    })
    const first = await holder.current()
    world.now = 300_000
    world.lines = null as never
    await holder.check()
    expect(failures).toHaveLength(1)
    expect(await holder.current()).toBe(first)
  })
})

import { redisForThisFile } from '@/tests/support/redis-jest'
import { type FirstSeenStore, localFirstSeen, redisFirstSeen } from './first-seen-store'

const redis = redisForThisFile('first-seen')

/** Both stores, each test on a Redis prefix of its own; `twin` is another instance on the same store. */
const stores: [string, () => { store: FirstSeenStore; twin: FirstSeenStore }][] = [
  ['in Redis', () => ({ store: redisFirstSeen(redis.url(), redis.prefix()), twin: redisFirstSeen(redis.url(), redis.prefix()) })],
  [
    'in the process',
    () => {
      const store = localFirstSeen()
      return { store, twin: store }
    },
  ],
]

describe.each(stores)('first-seen times %s', (_, make) => {
  it("keeps the first record of a line silent, and each product's time until its page hash changes", async () => {
    const { store } = make()
    expect(
      await store.record(
        'fan',
        [
          ['vayu', 'h1'],
          ['pankha', 'p1'],
        ],
        1000,
        100,
      ),
    ).toEqual({ kind: 'first' })
    expect(
      await store.record(
        'fan',
        [
          ['vayu', 'h1'],
          ['pankha', 'p1'],
        ],
        2000,
        200,
      ),
    ).toEqual({ kind: 'changed', slugs: [] })
    expect(await store.read('fan')).toEqual(
      new Map([
        ['vayu', 100],
        ['pankha', 100],
      ]),
    )
    expect(
      await store.record(
        'fan',
        [
          ['vayu', 'h2'],
          ['pankha', 'p1'],
        ],
        3000,
        300,
      ),
    ).toEqual({ kind: 'changed', slugs: ['vayu'] })
    expect(await store.read('fan')).toEqual(
      new Map([
        ['vayu', 300],
        ['pankha', 100],
      ]),
    )
    expect(await store.read('light')).toEqual(new Map())
  })

  it('records an added product at its first sight and forgets one gone, reporting both', async () => {
    const { store } = make()
    await store.record(
      'solar',
      [
        ['panel', 'a'],
        ['pump', 'b'],
      ],
      1000,
      100,
    )
    expect(
      await store.record(
        'solar',
        [
          ['panel', 'a'],
          ['lamp', 'c'],
        ],
        2000,
        200,
      ),
    ).toEqual({ kind: 'changed', slugs: ['lamp', 'pump'] })
    expect(await store.read('solar')).toEqual(
      new Map([
        ['panel', 100],
        ['lamp', 200],
      ]),
    )
  })

  it('gives every instance the time the first to see an edit wrote: the second writes nothing', async () => {
    const { store, twin } = make()
    await store.record('ac', [['split', 'a']], 1000, 100)
    const [first, second] = await Promise.all([
      store.record('ac', [['split', 'b']], 2000, 200),
      twin.record('ac', [['split', 'b']], 2001, 201),
    ])
    expect([first, second]).toEqual([
      { kind: 'changed', slugs: ['split'] },
      { kind: 'changed', slugs: [] },
    ])
    expect(await twin.read('ac')).toEqual(new Map([['split', 200]]))
    expect(await store.read('ac')).toEqual(new Map([['split', 200]]))
  })

  it('writes nothing from lists loaded before the newest recorded, so a time never moves back and forth', async () => {
    const { store, twin } = make()
    await store.record('frp', [['tank', 'old']], 1000, 100)
    await store.record('frp', [['tank', 'new']], 3000, 300)
    expect(await twin.record('frp', [['tank', 'old']], 2000, 400)).toEqual({ kind: 'stale' })
    expect(await twin.read('frp')).toEqual(new Map([['tank', 300]]))
  })

  it('records lists loaded at the same time as the newest recorded: they are not older', async () => {
    const { store, twin } = make()
    await store.record('ac', [['split', 'h1']], 5000, 500)
    expect(await twin.record('ac', [['split', 'h2']], 5000, 600)).toEqual({ kind: 'changed', slugs: ['split'] })
    expect(await store.read('ac')).toEqual(new Map([['split', 600]]))
  })

  it('holds one record a product of the line, however many edits came before', async () => {
    const { store } = make()
    for (let edit = 0; edit < 20; edit++) await store.record('light', [[`lamp-${edit}`, `h${edit}`]], edit, edit)
    expect(await store.read('light')).toEqual(new Map([['lamp-19', 19]]))
  })
})

it('records a line of 20,000 products in Redis', async () => {
  const store = redisFirstSeen(redis.url(), redis.prefix())
  const products = Array.from({ length: 20_000 }, (_, index) => [`product-${index}`, `hash-${index}`] as const)
  await store.record('light', products, 1000, 100)
  const edited = products.map(([slug], index) => [slug, index === 7 ? 'edited' : `hash-${index}`] as const)
  expect(await store.record('light', edited, 2000, 200)).toEqual({ kind: 'changed', slugs: ['product-7'] })
  const times = await store.read('light')
  expect(times.size).toBe(20_000)
  expect([times.get('product-7'), times.get('product-8')]).toEqual([200, 100])
})

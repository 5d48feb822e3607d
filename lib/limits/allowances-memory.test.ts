import type { Counter, Draw } from './allowances'
import { allowancesInMemory } from './allowances-memory'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

const client: Counter = { name: 'client', points: 2, seconds: 60 }
const total: Counter = { name: 'total', points: 3, seconds: 600 }
const of = (key: string): Draw<'client' | 'total'>[] => [
  { counter: client, key, scope: 'client' },
  { counter: total, key: 'all', scope: 'total' },
]

describe('allowances in memory', () => {
  it('take from all or none, however many takes come at once', async () => {
    const allowances = allowancesInMemory()
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => allowances.take(of(`k${i % 2}`))))
    expect(answers.filter((answer) => answer.taken)).toHaveLength(3)
    // 3 taken, so 4 windows at most (2 clients, the total): refused takes made none.
    expect(allowances.held()).toBe(3)
  })

  it('refuse naming the allowance that frees last, with how long it takes', async () => {
    const allowances = allowancesInMemory()
    await allowances.take(of('a'))
    jest.advanceTimersByTime(10_000)
    await allowances.take(of('a'))
    await allowances.take(of('b'))
    // a's minute ends in 50 s, the total's ten minutes in 590 s: a must wait for the total.
    expect(await allowances.take(of('a'))).toEqual({ taken: false, scope: 'total', retryAfterMs: 590_000 })
    jest.advanceTimersByTime(50_000)
    expect(await allowances.take(of('c'))).toEqual({ taken: false, scope: 'total', retryAfterMs: 540_000 })
  })

  it('give back what a take counted, in its window only', async () => {
    const allowances = allowancesInMemory()
    const alone: Draw<'client'>[] = [{ counter: client, key: 'a', scope: 'client' }]
    const first = await allowances.take(alone)
    const second = await allowances.take(alone)
    expect(await allowances.take(alone)).toMatchObject({ taken: false, scope: 'client' })
    if (!first.taken || !second.taken) throw new Error('both fit')
    await first.giveBack()
    expect((await allowances.take(alone)).taken).toBe(true)
    // The minute ends: a give-back of the last minute does not credit the next.
    jest.advanceTimersByTime(60_000)
    expect((await allowances.take(alone)).taken).toBe(true)
    await second.giveBack()
    expect((await allowances.take(alone)).taken).toBe(true)
    expect(await allowances.take(alone)).toMatchObject({ taken: false, scope: 'client' })
  })

  it('drop the windows that have ended', async () => {
    const allowances = allowancesInMemory()
    for (const key of ['a', 'b', 'c']) await allowances.take(of(key))
    expect(allowances.held()).toBe(4)
    jest.advanceTimersByTime(600_000)
    await allowances.take(of('d'))
    expect(allowances.held()).toBe(2)
  })
})

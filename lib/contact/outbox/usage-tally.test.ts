import { encodeTime } from 'ulid'
import { acceptedAt } from './outbox'
import { UsageTally } from './usage-tally'

/** An id of a message accepted at `at` (ms), as the outbox makes them. */
const idAt = (at: number, tail = '0000000000000000') => `${encodeTime(at, 10)}${tail}`
const [day1, day2, day3] = [1, 2, 3].map((day) => Date.UTC(2026, 0, day)) as [number, number, number]

describe('UsageTally', () => {
  it('finds the oldest among messages held in any order', () => {
    const tally = new UsageTally()
    tally.hold(idAt(day2), 10)
    tally.hold(idAt(day1), 20)
    tally.hold(idAt(day3), 30)
    expect(tally.usage()).toEqual({ messages: 3, bytes: 60, oldestAt: day1 })
  })

  it('moves the oldest back when an older message is held after it was found', () => {
    const tally = new UsageTally()
    tally.hold(idAt(day2), 10)
    expect(tally.usage().oldestAt).toBe(day2)
    tally.hold(idAt(day1), 10)
    expect(tally.usage().oldestAt).toBe(day1)
    tally.forget(idAt(day1))
    expect(tally.usage()).toEqual({ messages: 1, bytes: 10, oldestAt: day2 })
  })

  it('counts a message held again once, at its new size, and ignores one forgotten twice', () => {
    const tally = new UsageTally()
    tally.hold(idAt(day1), 10)
    tally.hold(idAt(day1), 25)
    tally.forget(idAt(day1))
    tally.forget(idAt(day1))
    expect(tally.usage()).toEqual({ messages: 0, bytes: 0 })
  })
})

describe('acceptedAt', () => {
  it('reads the time from a ULID and from the old form of id', () => {
    expect(acceptedAt(idAt(day1))).toBe(day1)
    expect(acceptedAt('001700000000000-0b6f9f3e-6d1c-4c55-9d8f-3a1a0e4b2c11')).toBe(1_700_000_000_000)
  })

  it('counts an id it did not write as new rather than as the oldest', () => {
    const before = Date.now()
    const at = acceptedAt('hand-made!')
    expect(at).toBeGreaterThanOrEqual(before)
    expect(at).toBeLessThanOrEqual(Date.now())
  })
})

import { retryWait } from './retry-wait'

describe('retryWait', () => {
  it('rounds a wait up to whole minutes, at least one, and from an hour on to whole hours', () => {
    expect(retryWait(0)).toEqual({ unit: 'minute', count: 1 })
    expect(retryWait(59_000)).toEqual({ unit: 'minute', count: 1 })
    expect(retryWait(60_001)).toEqual({ unit: 'minutes', count: 2 })
    expect(retryWait(59 * 60_000)).toEqual({ unit: 'minutes', count: 59 })
    expect(retryWait(60 * 60_000)).toEqual({ unit: 'hour', count: 1 })
    expect(retryWait(90 * 60_000)).toEqual({ unit: 'hours', count: 2 })
  })
})

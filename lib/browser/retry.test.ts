import { retry, retryPolicy } from './retry'

function recorder() {
  const waits: number[] = []
  return { waits, wait: async (ms: number) => void waits.push(ms) }
}

describe('retry', () => {
  it("waits the policy's delay before each of the policy's tries, then gives up once", async () => {
    const { waits, wait } = recorder()
    const onGiveUp = jest.fn()
    const onError = jest.fn()
    const load = jest.fn(async () => {
      throw new Error('down')
    })
    expect(await retry(load, { wait, onGiveUp, onError })).toBeUndefined()
    expect(load).toHaveBeenCalledTimes(retryPolicy.maxRetries)
    expect(waits).toEqual(Array(retryPolicy.maxRetries).fill(retryPolicy.delayMs))
    expect(onError.mock.calls.map(([, attempt]) => attempt)).toEqual(Array.from({ length: retryPolicy.maxRetries }, (_, i) => i + 1))
    expect(onGiveUp).toHaveBeenCalledTimes(1)
  })

  it('takes a count and a delay of its own', async () => {
    const { waits, wait } = recorder()
    const load = jest.fn(async () => {
      throw new Error('down')
    })
    expect(await retry(load, { wait, maxRetries: 2, delayMs: 7 })).toBeUndefined()
    expect(load).toHaveBeenCalledTimes(2)
    expect(waits).toEqual([7, 7])
  })

  it('answers the first success and stops trying', async () => {
    const { waits, wait } = recorder()
    let calls = 0
    const result = await retry(
      async () => {
        calls++
        if (calls < 3) throw new Error('down')
        return ['logo']
      },
      { wait },
    )
    expect(result).toEqual(['logo'])
    expect(calls).toBe(3)
    expect(waits).toHaveLength(3)
  })

  it('starts counting afresh on every call, so a success resets the counter', async () => {
    const { wait } = recorder()
    let calls = 0
    // Succeeds on every third call: each retry() of three tries reaches it, wherever the last left off.
    const failingTwice = async () => {
      calls++
      if (calls % 3 !== 0) throw new Error('down')
      return calls
    }
    expect(await retry(failingTwice, { wait, maxRetries: 3 })).toBe(3)
    expect(await retry(failingTwice, { wait, maxRetries: 3 })).toBe(6)
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    const load = jest.fn(async () => {
      throw new Error('down')
    })
    const wait = async () => controller.abort()
    expect(await retry(load, { wait, signal: controller.signal })).toBeUndefined()
    expect(load).not.toHaveBeenCalled()
  })
})

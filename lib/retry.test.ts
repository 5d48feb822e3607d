import { retry, retryPolicy } from './retry'

function recorder() {
  const waits: number[] = []
  return { waits, wait: async (ms: number) => void waits.push(ms) }
}

describe('retry', () => {
  it('waits 5000 ms before each of up to 5 tries, then gives up with its message', async () => {
    const { waits, wait } = recorder()
    const onGiveUp = jest.fn()
    let calls = 0
    const result = await retry(
      async () => {
        calls++
        throw new Error('down')
      },
      { wait, onGiveUp },
    )
    expect(result).toBeUndefined()
    expect(calls).toBe(5)
    expect(waits).toEqual([5000, 5000, 5000, 5000, 5000])
    expect(onGiveUp).toHaveBeenCalledTimes(1)
    expect(retryPolicy.giveUpMessage).toBe('Max retries reached. Please refresh the page.')
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
    const failingFour = async () => {
      calls++
      if (calls % 5 !== 0) throw new Error('down')
      return calls
    }
    expect(await retry(failingFour, { wait })).toBe(5)
    expect(await retry(failingFour, { wait })).toBe(10)
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

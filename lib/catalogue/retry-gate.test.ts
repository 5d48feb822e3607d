import { NotTried, RetryGate } from './retry-gate'

/** A gate on its own clock, over a call that fails while `world.down`, counting the calls made. */
function setup() {
  const world = { now: 0, down: true, calls: 0 }
  const gate = new RetryGate(30_000, () => world.now)
  const call = async () => {
    world.calls++
    await Promise.resolve()
    if (world.down) throw new Error('HTTP 500')
    return ['logo']
  }
  const ask = () => gate.run('/api/logo/list/happy-customer', call)
  return { world, gate, call, ask }
}

describe('RetryGate', () => {
  it('makes a failed call again once a period at most, however many callers need it', async () => {
    const { world, ask } = setup()
    await expect(ask()).rejects.toThrow('HTTP 500')
    for (let caller = 0; caller < 20; caller++) await expect(ask()).rejects.toBeInstanceOf(NotTried)
    world.now = 29_999
    await expect(ask()).rejects.toBeInstanceOf(NotTried)
    expect(world.calls).toBe(1)
    world.now = 30_000
    await expect(ask()).rejects.toThrow('HTTP 500')
    expect(world.calls).toBe(2)
  })

  it('makes one call for callers arriving together, and lets them all through once it answers', async () => {
    const { world, ask } = setup()
    const together = await Promise.allSettled(Array.from({ length: 20 }, ask))
    expect(world.calls).toBe(1)
    expect(together.filter((result) => result.status === 'rejected' && result.reason instanceof NotTried)).toHaveLength(19)
    world.down = false
    world.now = 30_000
    expect(await Promise.all(Array.from({ length: 3 }, ask))).toEqual([['logo'], ['logo'], ['logo']])
    // Answering opened the gate: each caller makes its own call (Next's data cache answers those).
    world.now = 30_001
    await ask()
    expect(world.calls).toBe(5)
  })

  it('keeps each call apart', async () => {
    const { world, gate, call, ask } = setup()
    await expect(ask()).rejects.toThrow()
    world.down = false
    expect(await gate.run('/api/logo/list/channel-partner', call)).toEqual(['logo'])
  })
})

import { logoMarquee, marqueeLoop } from './marquee'

const slot = logoMarquee.logo.width + logoMarquee.gap

describe('marqueeLoop', () => {
  it('repeats the list until half the row covers the widest window', () => {
    for (const count of [1, 3, 6, 8, 11, 12, 40]) {
      const { copies } = marqueeLoop(count)
      expect(copies * count * slot).toBeGreaterThanOrEqual(logoMarquee.maxWidth)
      expect((copies - 1) * count * slot).toBeLessThan(logoMarquee.maxWidth)
    }
  })

  it('keeps one copy when the list alone is wider than the row', () => {
    expect(marqueeLoop(40).copies).toBe(1)
  })

  it('moves at the set speed: half the row passes in its duration', () => {
    const { copies, durationSeconds } = marqueeLoop(8)
    expect((copies * 8 * slot) / durationSeconds).toBeCloseTo(logoMarquee.speed)
    expect(marqueeLoop(6, { ...logoMarquee, speed: 100 }).durationSeconds).toBeCloseTo(marqueeLoop(6).durationSeconds / 2)
  })

  it('has nothing to loop without logos', () => {
    expect(marqueeLoop(0)).toEqual({ copies: 0, durationSeconds: 0 })
  })
})

/**
 * The logo marquee. Every logo sits in a slot of fixed size, so the server knows the row's
 * length: it repeats the list until a loop covers the widest row, and sets the loop's duration
 * for a fixed speed. The row then moves by CSS alone, and nothing shifts as images load.
 */
export type MarqueeSettings = {
  /** Pixels per second. */
  speed: number
  logo: { width: number; height: number }
  /** The space between two logos. */
  gap: number
  /** The widest the row is shown; a wider window centres it. */
  maxWidth: number
}

export const logoMarquee: MarqueeSettings = {
  speed: 50,
  logo: { width: 160, height: 64 },
  gap: 64,
  maxWidth: 2560,
}

export type MarqueeLoop = {
  /** Times the list repeats in each half of the row; the row is two equal halves. */
  copies: number
  /** Seconds for the row to move by one half, when it looks as it started. */
  durationSeconds: number
}

/**
 * How a list of `count` logos loops: each half of the row is at least the row's widest, so
 * while the row moves by one half, its window never shows past the end of the logos.
 */
export function marqueeLoop(count: number, settings: MarqueeSettings = logoMarquee): MarqueeLoop {
  if (count <= 0) return { copies: 0, durationSeconds: 0 }
  const listWidth = count * (settings.logo.width + settings.gap)
  const copies = Math.ceil(settings.maxWidth / listWidth)
  return { copies, durationSeconds: (copies * listWidth) / settings.speed }
}

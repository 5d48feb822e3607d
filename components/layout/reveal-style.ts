/** Where a footer block starts before it is revealed: the same before and after the animation loads. */
export const revealFrom = { opacity: 0, y: -24 } as const

export const revealFromStyle = { opacity: revealFrom.opacity, transform: `translateY(${revealFrom.y}px)` } as const

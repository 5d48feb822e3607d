import type { Page } from '@playwright/test'

/**
 * Layout shift since the page loaded inside `selector`, as Lighthouse counts it (none right after
 * an input). A shift whose element is gone from the page counts too. Read once the browser has
 * rendered a frame after the call, so every change made before it has been measured; the entries
 * kept since the page loaded are read at once, not awaited.
 */
export const layoutShiftWithin = (page: Page, selector: string) =>
  page.evaluate(
    (scope) =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const region = document.querySelector(scope)
            const inRegion = (shift: Shift) => shift.sources.some(({ node }) => !node || !!region?.contains(node))
            const observer = new PerformanceObserver(() => {})
            observer.observe({ type: 'layout-shift', buffered: true })
            const shifts = (observer.takeRecords() as Shift[]).filter((shift) => !shift.hadRecentInput && inRegion(shift))
            observer.disconnect()
            resolve(shifts.reduce((sum, shift) => sum + shift.value, 0))
          }),
        )
      }),
    selector,
  )

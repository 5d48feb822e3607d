import { type Browser, chromium, devices } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/support/chromium'

export type HomeBytes = {
  /** Encoded body bytes of every response that finished before the window's load event. */
  bytes: number
  /** Whether any video was requested before the load event. */
  videoRequested: boolean
  /** The same bytes by Chromium's resource type (document, script, image, media…). */
  byType: Record<string, number>
}

/** The home page's bytes as a phone gets them in production, through nginx, and from `next start` alone. */
export type HomeBytesRun = { nginx: HomeBytes; nextStart: HomeBytes }

/**
 * What a phone (Playwright's Pixel 7: 412 px wide, Chromium, empty cache) downloads for the home
 * page before its load event. Nothing is timed, but which lazy image finishes before `load` varies
 * from visit to visit (the about picture, 18 kB, sometimes does), so the largest of `visits` is kept.
 */
export async function measureHomeBytes(baseUrl: string, visits = 3): Promise<HomeBytes> {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const results: HomeBytes[] = []
    for (let visit = 0; visit < visits; visit++) results.push(await visitHome(browser, baseUrl))
    const largest = results.reduce((most, result) => (result.bytes > most.bytes ? result : most))
    return { ...largest, videoRequested: results.some((result) => result.videoRequested) }
  } finally {
    await browser.close()
  }
}

async function visitHome(browser: Browser, baseUrl: string): Promise<HomeBytes> {
  const context = await browser.newContext({ ...devices['Pixel 7'] })
  try {
    const page = await context.newPage()
    let loaded = false
    let videoRequested = false
    const sizes: Promise<[string, number]>[] = []
    page.once('load', () => (loaded = true))
    page.on('request', (request) => {
      if (!loaded && request.resourceType() === 'media') videoRequested = true
    })
    page.on('requestfinished', (request) => {
      // Whether it finished before load is decided now, as the event arrives; its size comes later.
      if (!loaded) sizes.push(request.sizes().then(({ responseBodySize }) => [request.resourceType(), responseBodySize]))
    })
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' })
    const byType: Record<string, number> = {}
    for (const [type, size] of await Promise.all(sizes)) byType[type] = (byType[type] ?? 0) + size
    return { bytes: Object.values(byType).reduce((sum, size) => sum + size, 0), videoRequested, byType }
  } finally {
    await context.close()
  }
}

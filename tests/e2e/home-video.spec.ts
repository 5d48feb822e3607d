import { statSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { home } from '@/content/home'

const { poster, video } = home.hero
const videoFiles: string[] = [video.wide.webm, video.wide.mp4, video.narrow.webm, video.narrow.mp4]
const narrowBudgetBytes = 150_000

/** The path of every request of the visit, and whether the window had fired `load` when it was sent. */
function recordRequests(page: Page) {
  const requests: { url: URL; beforeLoad: boolean }[] = []
  let loaded = false
  page.once('load', () => (loaded = true))
  page.on('request', (request) => requests.push({ url: new URL(request.url()), beforeLoad: !loaded }))
  return {
    videos: () =>
      requests.filter(({ url }) => videoFiles.includes(url.pathname)).map(({ url, beforeLoad }) => ({ path: url.pathname, beforeLoad })),
    poster: () => requests.find(({ url }) => url.pathname === poster || url.searchParams.get('url') === poster),
  }
}

const playing = (page: Page) =>
  expect
    .poll(() => page.getByTestId('hero-video').evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0), {
      timeout: 30_000,
    })
    .toBe(true)

// A load, an idle moment and a video starting: on a loaded machine that has taken 20 s and more.
test.describe.configure({ timeout: 90_000 })

test.describe('the hero video on a phone @mobile', () => {
  test('nothing of the video loads before the load event; then the narrow encode, at most 150 KB, plays', async ({ page }) => {
    const requests = recordRequests(page)
    await page.goto('/')
    await playing(page)
    expect(requests.videos()).toEqual([{ path: video.narrow.webm, beforeLoad: false }])
    for (const file of [video.narrow.webm, video.narrow.mp4]) {
      expect(statSync(path.join('public', file)).size).toBeLessThanOrEqual(narrowBudgetBytes)
    }
  })

  test('the poster is preloaded from the HTML, fills the hero, and nothing shifts as the video starts', async ({ page }) => {
    const html = await (await page.request.get('/')).text()
    const preload = html.match(/<link [^>]*>/g)?.find((tag) => tag.includes('rel="preload"') && tag.includes(encodeURIComponent(poster)))
    expect(preload).toMatch(/fetchpriority="high"/i)
    const requests = recordRequests(page)
    await page.goto('/')
    expect(requests.poster()?.beforeLoad).toBe(true)
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    expect(await hero.locator(`img[srcset*="${encodeURIComponent(poster)}"]`).boundingBox()).toEqual(await hero.boundingBox())
    await playing(page)
    const paints = await page.evaluate(() => {
      // These entries are only given to observers; `buffered` hands over those already recorded.
      const recorded = (type: string) => {
        const observer = new PerformanceObserver(() => {})
        observer.observe({ type, buffered: true })
        const entries = observer.takeRecords()
        observer.disconnect()
        return entries
      }
      const largest = recorded('largest-contentful-paint').at(-1) as LargestContentfulPaint | undefined
      return { largestInHero: !!largest?.element?.closest('section')?.querySelector('h1'), shifts: recorded('layout-shift').length }
    })
    // Chromium leaves an image covering the whole viewport out of the largest paint: here it is the hero's text.
    expect(paints.largestInHero).toBe(true)
    expect(paints.shifts).toBe(0)
  })

  for (const [visitor, prepare] of [
    ['asks for reduced motion', (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' })],
    [
      'saves data',
      (page: Page) =>
        page.addInitScript(() =>
          Object.defineProperty((navigator as Navigator & { connection: object }).connection, 'saveData', { value: true }),
        ),
    ],
  ] as const) {
    test(`a visitor who ${visitor} gets the poster and no video at all`, async ({ page }) => {
      await prepare(page)
      const requests = recordRequests(page)
      await page.goto('/')
      await expect(page.locator('[data-video]')).toHaveAttribute('data-video', 'off', { timeout: 30_000 })
      expect(requests.videos()).toEqual([])
      await expect(page.getByTestId('hero-video')).toHaveCount(0)
      expect(requests.poster()).toBeDefined()
    })
  }
})

test.describe('the hero video on a desktop', () => {
  test('the wide encode plays after the load event: muted, looping, inline', async ({ page }) => {
    const requests = recordRequests(page)
    await page.goto('/')
    await playing(page)
    const element = page.getByTestId('hero-video')
    expect(
      await element.evaluate((element: HTMLVideoElement) => [
        element.muted,
        element.loop,
        element.autoplay,
        element.playsInline,
        element.currentSrc,
      ]),
    ).toEqual([true, true, true, true, expect.stringContaining(video.wide.webm)])
    expect(requests.videos()).toEqual([{ path: video.wide.webm, beforeLoad: false }])
  })

  test('when the browser refuses to autoplay, a click anywhere plays it', async ({ page }) => {
    // What a browser refusing autoplay does: the video stays paused until the visitor acts. (Not
    // `navigator.userActivation`: Chromium reports it already active here, before any input.)
    await page.addInitScript(() => {
      let acted = false
      document.addEventListener('pointerdown', () => (acted = true), true)
      document.addEventListener(
        'play',
        (event) => {
          if (!acted) (event.target as HTMLMediaElement).pause()
        },
        true,
      )
    })
    await page.goto('/')
    const element = page.getByTestId('hero-video')
    await expect
      .poll(() => element.evaluate((element: HTMLVideoElement) => element.readyState >= 3 && element.paused), { timeout: 30_000 })
      .toBe(true)
    await page.getByRole('heading', { level: 1 }).click()
    await playing(page)
  })

  test('without JavaScript the poster shows and no video loads', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const requests = recordRequests(page)
    await page.goto('/')
    const image = page.locator(`img[srcset*="${encodeURIComponent(poster)}"]`)
    await expect(image).toBeVisible()
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
    await expect(page.getByTestId('hero-video')).toHaveCount(0)
    expect(requests.videos()).toEqual([])
    await context.close()
  })
})

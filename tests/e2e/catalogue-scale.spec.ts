import { expect, test } from '@playwright/test'
import { scaledData } from '../fixtures/upstream/data'
import { type FakeUpstream, startUpstream } from '../fixtures/upstream/server'
import { callWebhook, regenerationEnded, TEST_SECRET } from '../support/revalidate'
import { type Site, startSite } from '../support/site'

/** Products in the light line: its list, as upstream sends it, is several times Next's 2 MB item limit. */
const LIGHTS = 3000

/**
 * A product line of thousands of products: Next's data cache refuses nothing, and once the line
 * is cached its list is not asked of upstream again while it is fresh, however often it is read.
 */
test.describe('a product line of thousands of products', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  let upstream: FakeUpstream
  let site: Site
  const lights = scaledData(6 * LIGHTS).products.light!
  const listCalls = () => upstream.requests.filter((request) => request === 'GET /api/product/list/light').length

  test.beforeAll(async () => {
    test.setTimeout(120_000) // a server start on a loaded machine; hooks otherwise get the 30 s default
    upstream = await startUpstream()
    upstream.data.products.light = lights
    site = await startSite({
      API_URL: upstream.url,
      API_MAX_BYTES: String(64 * 1024 * 1024),
      API_TIMEOUT_MS: '30000',
      REVALIDATE_SECRET: TEST_SECRET,
    })
  })
  test.afterAll(async () => {
    await site?.dispose()
    await upstream?.close()
  })

  test('the line is cached in items under the limit and read from the data cache after its first load', async () => {
    expect(JSON.stringify(lights).length).toBeGreaterThan(2 * 2 * 1024 * 1024)
    // The carousel's retry reads the line on every request, through the data cache like a page render.
    const read = async () => {
      const before = listCalls()
      const response = await fetch(`${site.url}/api/catalogue/carousel/light`)
      expect(response.status).toBe(200)
      return { items: ((await response.json()) as unknown[]).length, calls: listCalls() - before }
    }
    // The build's cards of the line are stale once the webhook has been called. Its background
    // regeneration renders the line's pages again, which loads the new list; once that is cached,
    // a read asks upstream nothing.
    const since = site.logs.length
    expect((await callWebhook(site.url, { categories: ['light'] })).status).toBe(200)
    await expect.poll(() => regenerationEnded(site.logs, since), { timeout: 120_000 }).toBe(true)
    expect(listCalls()).toBeGreaterThan(0)
    await expect.poll(read, { timeout: 60_000, intervals: [250] }).toEqual({ items: LIGHTS, calls: 0 })
    for (let visit = 0; visit < 3; visit++) expect(await read()).toEqual({ items: LIGHTS, calls: 0 })
    expect(site.logs.join('\n')).not.toContain('items over 2MB')
  })
})

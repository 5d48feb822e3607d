import { expect, test } from '@playwright/test'
import { type Fault } from '../fixtures/upstream/server'
import { embedded, first } from '../support/catalogue'
import { regeneratedSince, regenerationEnded, staleEverything, TEST_SECRET } from '../support/revalidate'
import { siteOnUpstream } from '../support/servers'
import { loggedEvents } from '../support/site-log'

const TIMEOUT_MS = 1500
const light = first(embedded.light)
/** Pages cached before the fault, and a text each shows when it has its content. */
const cachedPages = [
  { path: '/products/light', shows: light.name },
  { path: `/products/light/${light.slug}`, shows: light.name },
  { path: '/products/all', shows: 'Suryarekha Electricals' },
]

/**
 * Every fault upstream can have, while pages regenerate: cached pages keep their last good
 * content and answer within the timeout; a product never seen is a 404, one listed but never
 * fetched renders its empty state; the log names the failing call once, not once per request.
 */
test.describe('upstream faults', () => {
  const servers = siteOnUpstream({
    timeout: 120_000,
    env: (upstream) => ({
      API_URL: upstream.url,
      API_TIMEOUT_MS: String(TIMEOUT_MS),
      CATALOGUE_RETRY_SECONDS: '1',
      REVALIDATE_SECRET: TEST_SECRET,
    }),
    afterStart: async ({ site }) => {
      // Regenerate every page once from this upstream, so each has a last good copy. The server does
      // it in the background: wait until it has finished, so no render of this round meets a fault.
      if ((await staleEverything(site.url)).regenerating.length > 0) {
        await expect.poll(() => regenerationEnded(site.logs, 0), { timeout: 60_000 }).toBe(true)
      }
      for (const { path } of cachedPages) {
        await expect.poll(async () => (await fetch(`${site.url}${path}`)).headers.get('x-nextjs-cache'), { timeout: 15_000 }).toBe('HIT')
      }
    },
  })

  const faults: Exclude<Fault, 'none' | 'hostile-items'>[] = ['refuse', 'hang', 'http-500', 'malformed-json', 'huge']
  for (const fault of faults) {
    test(`with upstream failing (${fault}), cached pages keep answering with their last good content`, async () => {
      const slug = `never-cached-${fault}`
      servers.upstream.data.products.light!.push({ ...embedded.light[1]!, _id: slug, slug, name: `Never Cached ${fault}` })
      const logStart = servers.site.logs.length
      // Whether the second call below set the server regenerating in the background, from which log line.
      let background = false
      let backgroundFrom = 0
      await servers.upstream.setFault(fault)
      try {
        // Every cached page regenerates, meeting the fault: on its next visit, or in the background
        // when upstream still answers the webhook's probe (a huge answer is still a list).
        await staleEverything(servers.site.url)
        // Visit every page, round after round, until each has been served stale and then fresh, or
        // logged as regenerated and then served: its regeneration met the fault and the page it
        // built is the one served. Every answer on the way is the last good content, from the cache.
        // A page built during the fault lives CATALOGUE_RETRY_SECONDS (1 s): on a loaded machine it
        // can be stale again by its next visit, so after the log names it any answer counts, and
        // regenerating against huge answers may take a while.
        const stale = new Set<string>()
        const regenerated = new Set<string>()
        await expect
          .poll(
            async () => {
              for (const { path, shows } of cachedPages) {
                const loggedBefore = regeneratedSince(servers.site.logs, logStart).has(path)
                const response = await fetch(`${servers.site.url}${path}`)
                const html = await response.text()
                const cache = response.headers.get('x-nextjs-cache')
                expect(response.status, path).toBe(200)
                // Served from the cache (fresh or stale), never rendered while the visitor waits on upstream.
                expect(['HIT', 'STALE'], path).toContain(cache)
                expect(html, path).toContain(shows)
                if (loggedBefore || (cache === 'HIT' && stale.has(path))) regenerated.add(path)
                if (cache !== 'HIT') stale.add(path)
              }
              return cachedPages.filter(({ path }) => !regenerated.has(path)).map(({ path }) => path)
            },
            { timeout: 45_000, intervals: [250], message: 'every cached page regenerates while upstream fails' },
          )
          .toEqual([])

        // The log names each failing call, once for this failure, however many requests met it.
        // (A hanging call is logged once both attempts have timed out: wait for it.)
        const lines = () =>
          loggedEvents(servers.site.logs.slice(logStart)).filter(
            ({ event, call }) => event === 'upstream.failure' && call === 'GET /api/product/list/light',
          )
        await expect.poll(() => lines().length, { timeout: 10_000 }).toBeGreaterThan(0)
        expect(lines()).toHaveLength(1)

        // While the lists fail, the site knows only the last good list: a product it never saw is
        // a 404 that stores nothing, not a page.
        expect((await fetch(`${servers.site.url}/products/light/${slug}`)).status).toBe(404)

        // A product the lists name but never fetched renders the page's empty state, not an error.
        // (Only the fetch fails here: a refused connection cannot single out one path.)
        await servers.upstream.setFault(fault === 'refuse' ? 'http-500' : fault, '/api/product/fetch/')
        backgroundFrom = servers.site.logs.length
        background = (await staleEverything(servers.site.url)).regenerating.length > 0
        const fresh = await fetch(`${servers.site.url}/products/light/${slug}`)
        expect(fresh.status).toBe(200)
        expect(await fresh.text()).toContain('We could not load this product right now')
      } finally {
        await servers.upstream.setFault('none')
      }
      // Once upstream is back, pages catch up by themselves.
      await expect
        .poll(async () => (await (await fetch(`${servers.site.url}/products/light/${slug}`)).text()).includes(`Never Cached ${fault}`), {
          timeout: 20_000,
        })
        .toBe(true)
      // And the log says the lists recovered, so the next fault is a new outage, logged anew.
      const recovered = () =>
        loggedEvents(servers.site.logs.slice(logStart)).some(
          ({ event, call }) => event === 'upstream.recovery' && call === 'GET /api/product/list/light',
        )
      await expect
        .poll(async () => (await (await fetch(`${servers.site.url}/products/light`)).arrayBuffer(), recovered()), { timeout: 20_000 })
        .toBe(true)
      // And that call's background regenerations have finished: none runs into the next fault.
      if (background) await expect.poll(() => regenerationEnded(servers.site.logs, backgroundFrom), { timeout: 60_000 }).toBe(true)
    })
  }
})

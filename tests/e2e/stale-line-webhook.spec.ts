import { createServer, request as forward, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { productRoute, searchRoute } from '@/lib/navigation/routes'
import { embedded } from '../support/catalogue'
import { callWebhook, TEST_SECRET } from '../support/revalidate'
import { instancesOnRedis } from '../support/servers'
import { type Site, startSite, startSites } from '../support/site'

/**
 * A webhook taken by A while B is retrying a line it holds as a last good copy: B's pages rendered
 * after the webhook are built from the new lists, never from the retry's (the old version, with the
 * removed product still in it) and then kept for the whole revalidation period.
 */

/** The line B cannot load: its list call never answers, so B's retries of it last two timeouts each. */
const STALE_LINE = '/api/product/list/fan'
// Not the first: its slug, `1`, begins other paths.
const removed = embedded.solar[1]!
const REMOVED_PATH = productRoute('solar', removed.slug)

/** Upstream as B reaches it: every call passed on, but the stale line's list left unanswered. */
async function withoutLine(target: string): Promise<Server> {
  const upstream = new URL(target)
  const server = createServer((incoming, outgoing) => {
    if (incoming.url?.startsWith(STALE_LINE)) return // dropped when B gives up on it
    const passed = forward(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    passed.on('error', () => outgoing.destroy())
    incoming.pipe(passed)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

let proxy: Server | undefined

const servers = instancesOnRedis({
  timeout: 180_000,
  startTimeout: 180_000,
  env: ({ redis, upstream }) => ({
    API_URL: upstream.url,
    REDIS_URL: redis.url,
    REVALIDATE_SECRET: TEST_SECRET,
    // Only the webhook, never time, brings a change.
    CATALOGUE_REVALIDATE_SECONDS: '3600',
  }),
  start: async (env) => {
    const [a] = await startSites(1, env)
    proxy = await withoutLine(env.API_URL!)
    const b = await startSite({
      ...env,
      API_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      // B retries its stale line every second, each retry waiting 2 × 2 s: most of the time one is under way.
      API_TIMEOUT_MS: '2000',
      CATALOGUE_RETRY_SECONDS: '1',
    }).catch(async (error: unknown) => {
      await a?.dispose()
      throw error
    })
    return [a!, b]
  },
  beforeStop: async () => {
    proxy?.closeAllConnections()
    await new Promise((resolve) => proxy?.close(resolve))
  },
})

/** The pages that list the removed product while it is upstream. */
const places = ['/products/solar', '/products/all', searchRoute(removed.name), '/sitemap.xml']

/** Whether each of those pages of an instance links to the removed product. */
async function listing(site: Site): Promise<Record<string, boolean>> {
  const bodies = await Promise.all(places.map(async (place) => (await fetch(`${site.url}${place}`)).text()))
  return Object.fromEntries(
    places.map((place, index) => [place, bodies[index]!.includes(`"${REMOVED_PATH}"`) || bodies[index]!.includes(`${REMOVED_PATH}</loc>`)]),
  )
}

test("B's pages rendered after A's webhook never list the removed product while B retries a stale line", async () => {
  const { a, b, upstream } = servers
  const [none, all] = [false, true].map((listed) => Object.fromEntries(places.map((place) => [place, listed])))
  // Every page listed it, and is cached so, on both.
  expect(await listing(a)).toEqual(all)
  expect(await listing(b)).toEqual(all)
  // B holds the fan line as its last good copy.
  await expect.poll(() => b.logs.some((line) => line.includes('"last_good.served"') && line.includes(STALE_LINE))).toBe(true)

  const solar = upstream.data.products.solar!
  solar.splice(solar.indexOf(solar.find((item) => item.slug === removed.slug)!), 1)
  expect((await callWebhook(a.url, { categories: ['solar'] })).status).toBe(200)

  // B serves its stale pages at once and renders them behind; each must come back without it, and stay so.
  await expect.poll(() => listing(b), { timeout: 90_000, intervals: [500] }).toEqual(none)
  for (let read = 0; read < 3; read++) expect(await listing(b)).toEqual(none)
  expect(await listing(a)).toEqual(none)
})

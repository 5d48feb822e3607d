import { createServer, type Server } from 'node:http'
import { expect, test } from '@playwright/test'
import { productRoute } from '@/lib/navigation/routes'
import { embedded, first } from '../support/catalogue'
import { freePort } from '../support/ports'
import { callWebhook, regenerationEnded, TEST_SECRET } from '../support/revalidate'
import { instancesOnRedis } from '../support/servers'
import { loggedEvents } from '../support/site-log'
import type { Site } from '../support/site'

/**
 * Search engines learn of an edit: two instances on one Redis, an upstream where one solar
 * product is renamed, and a stand-in IndexNow endpoint. The sitemap dates every catalogue URL;
 * only the renamed product's date moves, and its lists'; both instances agree, before and after
 * one restarts; the endpoint gets that product's URL once, and nothing for a reload that changed
 * nothing.
 */

const KEY = 'e2e-indexnow-key-0123'
const SITE = 'http://localhost:3000'
const renamed = first(embedded.solar)
const productPath = productRoute('solar', renamed.slug)

/** A stand-in for api.indexnow.org: keeps every call's body and answers 200. */
function standInEndpoint() {
  const calls: unknown[] = []
  let server: Server | undefined
  const endpoint = { url: '', calls }
  test.beforeAll(async () => {
    const port = await freePort()
    server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        calls.push({ method: request.method, path: request.url, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown })
        response.writeHead(200).end()
      })
    })
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve))
    endpoint.url = `http://127.0.0.1:${port}/indexnow`
  })
  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
  })
  return endpoint
}

const endpoint = standInEndpoint()
const servers = instancesOnRedis({
  timeout: 240_000,
  startTimeout: 120_000,
  env: ({ redis, upstream }) => ({
    API_URL: upstream.url,
    REDIS_URL: redis.url,
    REVALIDATE_SECRET: TEST_SECRET,
    // Only the webhook brings a change.
    CATALOGUE_REVALIDATE_SECONDS: '3600',
    INDEXNOW_KEY: KEY,
    INDEXNOW_ENDPOINT: endpoint.url,
  }),
})

/** Each URL of one instance's sitemap with its lastmod; a URL without one maps to ''. */
async function sitemapOf(site: Site): Promise<Map<string, string>> {
  const xml = await (await fetch(`${site.url}/sitemap.xml`)).text()
  expect(xml).not.toMatch(/<changefreq>|<priority>/)
  return new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(([, loc, lastmod]) => [
      new URL(loc!).pathname,
      lastmod ?? '',
    ]),
  )
}

/** Both instances' sitemaps, once they agree and date every catalogue URL. */
async function bothSitemaps(): Promise<Map<string, string>> {
  let agreed = new Map<string, string>()
  await expect
    .poll(
      async () => {
        const [a, b] = await Promise.all([sitemapOf(servers.a), sitemapOf(servers.b)])
        agreed = a
        const undated = [...a].filter(([path, lastmod]) => path.startsWith('/products/') && !lastmod).map(([path]) => path)
        return { agree: JSON.stringify([...a]) === JSON.stringify([...b]), undated }
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toEqual({ agree: true, undated: [] })
  return agreed
}

const moved = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([path, lastmod]) => before.get(path) !== lastmod).map(([path]) => path)

/** What an instance logged of one event name after its first `since` lines. */
const events = (site: Site, name: string, since = 0) => loggedEvents(site.logs.slice(since)).filter((event) => event.event === name)

/** Calls the webhook on `site` and waits for its background regeneration (the sitemap among it) to end. */
async function reloadThrough(site: Site, body: unknown) {
  const since = site.logs.length
  const response = await callWebhook(site.url, body)
  expect(response.status).toBe(200)
  expect(((await response.json()) as { regenerating: string[] }).regenerating).toContain('/sitemap.xml')
  await expect.poll(() => regenerationEnded(site.logs, since), { timeout: 60_000 }).toBe(true)
}

test('a rename moves only its product and its lists in the sitemap, on both instances, and reaches IndexNow once', async () => {
  const before = await bothSitemaps()
  const time = (lastmod: string) => Date.parse(lastmod)
  for (const lastmod of before.values()) if (lastmod) expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)

  // A reload that changed nothing moves nothing and sends nothing.
  await reloadThrough(servers.a, { categories: ['solar'] })
  expect(await bothSitemaps()).toEqual(before)

  const sinceA = servers.a.logs.length
  const sinceB = servers.b.logs.length
  servers.upstream.updateProduct(renamed.slug, { name: `${renamed.name} Plus` })
  const renamedAt = Date.now()
  await reloadThrough(servers.a, { slugs: [renamed.slug] })
  // B follows the new version and records the same pages: it finds nothing new to tell.
  await expect
    .poll(() => events(servers.b, 'catalogue.first_seen', sinceB).find((event) => event.line === 'solar'))
    .toMatchObject({ edited: 0 })
  expect(events(servers.a, 'catalogue.first_seen', sinceA).find((event) => event.line === 'solar')).toMatchObject({ edited: 1 })

  const after = await bothSitemaps()
  expect(moved(before, after).sort()).toEqual(['/products/all', '/products/solar', productPath].sort())
  expect(time(after.get(productPath)!)).toBeGreaterThan(time(before.get(productPath)!))
  expect(time(after.get(productPath)!)).toBeGreaterThanOrEqual(Math.floor(renamedAt / 1000) * 1000)
  expect(after.get('/products/solar')).toBe(after.get(productPath))

  await expect.poll(() => endpoint.calls.length, { timeout: 30_000 }).toBe(1)
  expect(endpoint.calls[0]).toEqual({
    method: 'POST',
    path: '/indexnow',
    body: { host: 'localhost:3000', key: KEY, keyLocation: `${SITE}/${KEY}.txt`, urlList: [`${SITE}${productPath}`] },
  })

  // A restart of B changes nothing: B records the same pages, and the sitemap it renders itself agrees.
  const sinceRestart = servers.b.logs.length
  await servers.b.restart()
  await expect.poll(() => events(servers.b, 'catalogue.first_seen', sinceRestart).length, { timeout: 30_000 }).toBe(6)
  expect(events(servers.b, 'catalogue.first_seen', sinceRestart).map((event) => event.edited)).toEqual([0, 0, 0, 0, 0, 0])
  await reloadThrough(servers.b, { categories: ['solar'] })
  expect(await bothSitemaps()).toEqual(after)

  // One instance told IndexNow of the rename, once; no other instance queued anything.
  const submitted = [...events(servers.a, 'indexnow.submitted'), ...events(servers.b, 'indexnow.submitted')]
  expect(submitted).toEqual([expect.objectContaining({ line: 'solar', urls: 1 })])
  expect(endpoint.calls).toHaveLength(1)
})

test('the key file is served at /<key>.txt as plain text; any other name stays a 404', async () => {
  for (const site of [servers.a, servers.b]) {
    const file = await fetch(`${site.url}/${KEY}.txt`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await file.text()).toBe(KEY)
    expect((await fetch(`${site.url}/${KEY}.txt`, { method: 'POST', body: 'x' })).status).toBe(405)
    for (const other of ['/other-indexnow-key.txt', `/${KEY.toUpperCase()}.txt`, `/${KEY}.txt.txt`, '/a.txt'])
      expect((await fetch(`${site.url}${other}`)).status, other).toBe(404)
  }
})

import { expect, test } from '@playwright/test'
import { productRoute, searchRoute } from '@/lib/navigation/routes'
import type { RawItem } from '../fixtures/upstream/data'
import type { FakeUpstream } from '../fixtures/upstream/server'
import { embedded, first } from '../support/catalogue'
import { callWebhook, TEST_SECRET } from '../support/revalidate'
import { instancesOnRedis } from '../support/servers'
import type { Site } from '../support/site'

/**
 * One catalogue: two instances on one Redis and an upstream that adds, renames and removes a
 * product, with the marketer's webhook sent to A, and without it. Every place on both instances
 * must agree: the product's page, its line's landing, /products/all and its later pages (each
 * product once, none gone), search, the sitemap and the related products of another product of
 * its line.
 */

/** A solar product listed first: on the first page of the landing and of /products/all, and in every sibling's related products. */
const newcomer = (slug: string, name: string): RawItem => ({ ...first(embedded.solar), _id: slug, slug, name })
const sibling = first(embedded.solar).slug

type Seen = { page: number; name?: string; linkedFrom: string[]; named: string[]; grid: string[] }

const productLinks = (html: string) =>
  [...html.matchAll(/href="(\/products\/(?!all|others)[a-z]+\/[a-z0-9-]+)"/g)].map((match) => match[1]!)

/**
 * What is wrong with /products/all's pages together, as one instance serves them: a product
 * linked twice or not at all (a page of an older list beside a page of the new), a link to a
 * page that is gone, a page count that does not fit the list. Empty when they agree.
 */
async function gridProblems(site: Site, sitemap: string): Promise<string[]> {
  const listed = new Set([...sitemap.matchAll(/<loc>[^<]*?(\/products\/[a-z]+\/[a-z0-9-]+)<\/loc>/g)].map((match) => match[1]!))
  const linked: string[] = []
  for (let page = 1; ; page++) {
    const response = await fetch(`${site.url}${page === 1 ? '/products/all' : `/products/all/page/${page}`}`)
    if (response.status === 404 && page > 1) break
    linked.push(...new Set(productLinks(await response.text())))
  }
  const twice = linked.filter((link, index) => linked.indexOf(link) !== index)
  const missing = [...listed].filter((link) => !linked.includes(link))
  const gone = (
    await Promise.all(linked.map(async (link) => ((await fetch(`${site.url}${link}`, { method: 'HEAD' })).status === 200 ? [] : [link])))
  ).flat()
  return [...twice.map((link) => `twice: ${link}`), ...missing.map((link) => `missing: ${link}`), ...gone.map((link) => `gone: ${link}`)]
}

/** What one instance shows of a product, in every place. */
async function seenOn(site: Site, slug: string, names: readonly string[]): Promise<Seen> {
  const path = productRoute('solar', slug)
  const places = {
    landing: '/products/solar',
    all: '/products/all',
    search: searchRoute('suryakiran'),
    sitemap: '/sitemap.xml',
    related: productRoute('solar', sibling),
  }
  const bodies = await Promise.all(
    Object.entries(places).map(async ([place, url]) => [place, await (await fetch(`${site.url}${url}`)).text()] as const),
  )
  const product = await fetch(`${site.url}${path}`)
  const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(await product.text())?.[1]
  const sitemap = bodies.find(([place]) => place === 'sitemap')![1]
  return {
    grid: await gridProblems(site, sitemap),
    page: product.status,
    ...(product.status === 200 ? { name: heading } : {}),
    linkedFrom: bodies.filter(([, body]) => body.includes(`"${path}"`) || body.includes(`${path}</loc>`)).map(([place]) => place),
    named: names.filter((name) => bodies.some(([, body]) => body.includes(`>${name}<`))),
  }
}

const everywhere = ['landing', 'all', 'search', 'sitemap', 'related']

/** Both instances, as the test expects them after an event. */
async function bothSee(servers: { a: Site; b: Site }, slug: string, names: readonly string[]): Promise<Seen[]> {
  return Promise.all([seenOn(servers.a, slug, names), seenOn(servers.b, slug, names)])
}

/**
 * Three events in turn, each checked on both instances until they agree, within `within` ms: a
 * bound for a loaded machine, not the figure. The time each took is kept as an annotation
 * (about 2 s after the webhook on a quiet machine; docs/architecture.md, "The catalogue snapshot").
 */
function events(
  servers: { a: Site; b: Site; upstream: FakeUpstream },
  tell: (body: unknown) => Promise<void>,
  within: number,
  slug: string,
) {
  const [name, renamed] = [`Suryakiran ${slug}`, `Suryakiran ${slug} Plus`]
  const agree = async (expected: Seen) => {
    const started = Date.now()
    await expect.poll(() => bothSee(servers, slug, [name, renamed]), { timeout: within, intervals: [250] }).toEqual([expected, expected])
    test.info().annotations.push({ type: 'agreed', description: `${expected.page} ${expected.name ?? ''}: ${Date.now() - started} ms` })
  }
  return {
    added: async () => {
      servers.upstream.data.products.solar!.unshift(newcomer(slug, name))
      await tell({ categories: ['solar'] })
      return agree({ page: 200, name, linkedFrom: everywhere, named: [name], grid: [] })
    },
    renamed: async () => {
      servers.upstream.updateProduct(slug, { name: renamed })
      await tell({ slugs: [slug] })
      return agree({ page: 200, name: renamed, linkedFrom: everywhere, named: [renamed], grid: [] })
    },
    removed: async () => {
      const list = servers.upstream.data.products.solar!
      list.splice(
        list.findIndex((item) => item.slug === slug),
        1,
      )
      await tell({ categories: ['solar'] })
      return agree({ page: 404, linkedFrom: [], named: [], grid: [] })
    },
  }
}

/** Two instances on one Redis and the fake upstream, whose lists are trusted `revalidateSeconds`. */
const onRedis = (revalidateSeconds: number) =>
  instancesOnRedis({
    timeout: 120_000,
    startTimeout: 120_000,
    env: ({ redis, upstream }) => ({
      API_URL: upstream.url,
      REDIS_URL: redis.url,
      REVALIDATE_SECRET: TEST_SECRET,
      CATALOGUE_REVALIDATE_SECONDS: String(revalidateSeconds),
    }),
  })

test.describe('one catalogue, with the webhook', () => {
  // Lists trusted for an hour: only the webhook, never time, brings a change.
  const servers = onRedis(3600)

  test('an added, renamed and removed product agrees everywhere on both instances soon after the webhook to A', async () => {
    const tell = async (body: unknown) => expect((await callWebhook(servers.a.url, body)).status).toBe(200)
    // Every place visited once on both, so each is cached as it was before.
    await bothSee(servers, 'suryakiran-webhook', ['x'])
    const steps = events(servers, tell, 30_000, 'suryakiran-webhook')
    await steps.added()
    await steps.renamed()
    await steps.removed()
  })
})

test.describe('one catalogue, without the webhook', () => {
  const REVALIDATE_SECONDS = 5
  const servers = onRedis(REVALIDATE_SECONDS)

  test('an added, renamed and removed product agrees everywhere on both instances within the revalidation time', async () => {
    await bothSee(servers, 'suryakiran-timed', ['x'])
    // The revalidation time, a second for the other instance to read the signal, and the regeneration.
    const steps = events(servers, async () => {}, (REVALIDATE_SECONDS + 30) * 1000, 'suryakiran-timed')
    await steps.added()
    await steps.renamed()
    await steps.removed()
  })
})

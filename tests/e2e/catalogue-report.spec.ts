import { spawn } from 'node:child_process'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import type { RawItem } from '../fixtures/upstream/data'
import { type FakeUpstream, startUpstream } from '../fixtures/upstream/server'
import { embedded } from '../support/catalogue'
import { freePort } from '../support/ports'
import { get, inPreview, previewCookies, previewLink } from '../support/preview'
import { callWebhook, TEST_SECRET } from '../support/revalidate'
import { siteOnUpstream } from '../support/servers'

const PREVIEW_SECRET = 'test-secret-of-the-preview-links'
const root = path.resolve(__dirname, '../..')

/** The six defects a real catalogue has, one item each, added to the fake upstream's lists (tests/fixtures/upstream). */
const nameless: RawItem = { ...embedded.fan[2]!, _id: 'defect-no-name', slug: 'technozen-nameless' }
delete nameless.name
const defects = {
  spaces: { ...embedded.fan[1]!, _id: 'defect-spaces', slug: 'Fan 1200 Deluxe', name: 'Fan 1200 Deluxe' },
  nameless,
  coverless: {
    ...embedded.light[1]!,
    _id: 'defect-cover',
    slug: 'sailite-coverless',
    name: 'Coverless Light',
    images: { cover: '', more: [] },
  },
  // A higher _id than the original's, listed first: the original is shown wherever it stands.
  duplicate: { ...embedded.ac[1]!, _id: 'ffffffffffffffffffffffff', name: 'Duplicate Cassette' },
  foreignCover: {
    ...embedded.frp[1]!,
    _id: 'defect-host',
    slug: 'frp-foreign-cover',
    name: 'Foreign Cover Bench',
    images: { cover: 'https://evil.example/bench.webp', more: [] },
  },
  otherLine: { ...embedded.solar[1]!, _id: 'defect-type', slug: 'sailite-fan-in-solar', name: 'Fan Filed Under Solar', productType: 'fan' },
}

function addDefects(upstream: FakeUpstream) {
  const lists = upstream.data.products
  lists.fan!.push(defects.spaces as RawItem, defects.nameless as RawItem)
  lists.light!.push(defects.coverless as RawItem)
  lists.ac!.unshift(defects.duplicate as RawItem)
  lists.frp!.push(defects.foreignCover as RawItem)
  lists.solar!.push(defects.otherLine as RawItem)
}

/** An npm script as a marketer runs it, on this Node: its output and exit code. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), script, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')))
    child.on('exit', (code) => resolve({ code, out }))
  })
}

type Answer = { catalogue: Record<string, { shown: number; refused: number; changed: number; refusedItems: Item[]; changedItems: Item[] }> }
type Item = { id: string; slug: string; reasons?: Finding[]; changes?: Finding[] }
type Finding = { code: string; field: string; params?: Record<string, string>; text: string }

/** What a page shows in its main content (its payload also carries the site's 404 boundary). */
const main = (html: string) => html.match(/<main[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? ''

const findingsOf = (items: Item[], id: string) => {
  const item = items.find((each) => each.id === id)
  return (item?.reasons ?? item?.changes ?? []).map(({ code, field, text }) => ({ code, field, text }))
}

test.describe('the catalogue report, against an upstream with the six defects', () => {
  let metricsUrl = ''
  const servers = siteOnUpstream({
    timeout: 150_000,
    // Each test reads the defects alone, so each can run by itself (`--grep`).
    beforeStart: async (upstream) => {
      metricsUrl = `http://127.0.0.1:${await freePort()}/metrics`
      addDefects(upstream)
    },
    env: (upstream) => ({
      API_URL: upstream.url,
      REVALIDATE_SECRET: TEST_SECRET,
      PREVIEW_SECRET,
      METRICS_PORT: new URL(metricsUrl).port,
      // Only the webhook brings the defects: no timed reload finds them first.
      CATALOGUE_REVALIDATE_SECONDS: '3600',
    }),
  })

  test('the webhook answers, for each line it touched, what is shown, refused and changed, and why', async () => {
    const response = await callWebhook(servers.site.url, { categories: ['fan', 'light', 'solar', 'ac', 'frp'] })
    expect(response.status).toBe(200)
    const { catalogue } = (await response.json()) as Answer
    expect(Object.keys(catalogue).sort()).toEqual(['ac', 'fan', 'frp', 'light', 'solar'])
    expect(catalogue.fan).toMatchObject({ shown: embedded.fan.length, refused: 2, changed: 0 })
    expect(findingsOf(catalogue.fan!.refusedItems, 'defect-spaces')).toEqual([
      { code: 'slug_spaces', field: 'slug', text: 'slug `Fan 1200 Deluxe` has spaces: use letters, digits, `-` and `_`' },
    ])
    expect(findingsOf(catalogue.fan!.refusedItems, 'defect-no-name')).toEqual([
      { code: 'name_missing', field: 'name', text: '`name` is missing' },
    ])
    expect(catalogue.light).toMatchObject({ shown: embedded.light.length, refused: 1 })
    expect(findingsOf(catalogue.light!.refusedItems, 'defect-cover')).toEqual([
      { code: 'cover_empty', field: 'images.cover', text: '`images.cover` is empty' },
    ])
    expect(catalogue.ac).toMatchObject({ shown: embedded.ac.length, refused: 1 })
    expect(catalogue.ac!.refusedItems[0]).toMatchObject({
      id: defects.duplicate._id,
      slug: defects.duplicate.slug,
      reasons: [{ code: 'duplicate_slug', params: { winnerLine: 'ac', winnerId: embedded.ac[1]!._id } }],
    })
    expect(catalogue.frp).toMatchObject({ shown: embedded.frp.length + 1, refused: 0, changed: 1 })
    expect(findingsOf(catalogue.frp!.changedItems, 'defect-host')[0]).toMatchObject({
      code: 'image_host',
      text: expect.stringContaining('evil.example'),
    })
    expect(catalogue.solar).toMatchObject({ shown: embedded.solar.length + 1, refused: 0, changed: 1 })
    expect(findingsOf(catalogue.solar!.changedItems, 'defect-type')[0]).toMatchObject({
      code: 'other_line',
      text: expect.stringContaining('its page is served under solar'),
    })
  })

  test('npm run revalidate prints the report as a table and exits non-zero when a product it named is refused', async () => {
    const env = { REVALIDATE_SECRET: TEST_SECRET, SITE_URL: servers.site.url }
    const refused = await runScript('scripts/revalidate.ts', ['--category', 'light', '--slug', 'sailite-coverless'], env)
    expect(refused.out).toMatch(/line +shown +refused +changed\nlight +5 +1 +0\n/)
    expect(refused.out).toContain('refused  “sailite-coverless” (_id defect-cover): `images.cover` is empty')
    expect(refused.out).toContain('Refused, not shown to visitors: sailite-coverless')
    expect(refused.code).toBe(2)
    const shown = await runScript('scripts/revalidate.ts', ['--slug', 'frp-foreign-cover'], env)
    expect(shown.out).toContain('changed  “frp-foreign-cover” (_id defect-host)')
    expect(shown.code).toBe(0)
  })

  test('npm run catalogue:check prints one line per problem grouped by line, exits 1, and gives the report as JSON', async () => {
    const env = { API_URL: servers.upstream.url }
    const { code, out } = await runScript('scripts/catalogue-check.ts', [], env)
    expect(code).toBe(1)
    const problems = out.split('\n').filter((line) => /^ {2}(refused|changed) /.test(line))
    expect(problems).toHaveLength(6)
    expect(out).toMatch(/\nfan:\n {2}refused {2}“Fan 1200 Deluxe” \(_id defect-spaces\): slug `Fan 1200 Deluxe` has spaces/)
    expect(out).toMatch(/\nlight:\n {2}refused {2}“sailite-coverless” \(_id defect-cover\): `images\.cover` is empty\n/)
    expect(out).toContain('4 items refused: visitors do not see them.')
    const json = await runScript('scripts/catalogue-check.ts', ['--json'], env)
    expect(json.code).toBe(1)
    const report = JSON.parse(json.out) as Answer
    expect(Object.fromEntries(Object.entries(report.catalogue).map(([line, of]) => [line, of.refused]))).toEqual({
      fan: 2,
      light: 1,
      solar: 0,
      ac: 1,
      frp: 0,
      trading: 0,
    })

    // The same upstream, its defects fixed: nothing refused, exit 0.
    const clean = await startUpstream()
    try {
      const fixed = await runScript('scripts/catalogue-check.ts', [], { API_URL: clean.url })
      expect(fixed.out).toContain('Nothing refused.')
      expect(fixed.code).toBe(0)
    } finally {
      await clean.close()
    }
  })

  test('a preview of a refused product says why it is not shown; a visitor gets the plain 404', async () => {
    const { site } = servers
    for (const [pathname, reason] of [
      ['/products/light/sailite-coverless', '`images.cover` is empty'],
      ['/products/fan/Fan%201200%20Deluxe', 'slug `Fan 1200 Deluxe` has spaces'],
    ] as const) {
      const cookies = await previewCookies(previewLink(site.url, { secret: PREVIEW_SECRET, path: pathname }))
      const preview = await get(`${site.url}${pathname}`, inPreview(cookies))
      expect(preview.response.status).toBe(200)
      expect(main(preview.html)).toContain('This product is not shown to visitors')
      expect(main(preview.html)).toContain(reason)
      expect(main(preview.html)).not.toContain('We could not find that page')
      const visitor = await get(`${site.url}${pathname}`)
      expect(visitor.response.status).toBe(404)
      expect(main(visitor.html)).toContain('We could not find that page')
      expect(visitor.html).not.toContain('not shown to visitors')
      expect(visitor.html).not.toContain(reason)
    }
    // A product shown is previewed as itself.
    const cookies = await previewCookies(previewLink(site.url, { secret: PREVIEW_SECRET, path: '/products/solar/sailite-fan-in-solar' }))
    expect((await get(`${site.url}/products/solar/sailite-fan-in-solar`, inPreview(cookies))).html).toContain('Fan Filed Under Solar')
  })

  test('the metric counts refused items by line and reason, from a fixed set of labels', async () => {
    const metrics = await (await fetch(metricsUrl)).text()
    const value = (name: string, labels: string) => metrics.match(new RegExp(`^${name}\\{${labels}\\} (\\d+)$`, 'm'))?.[1]
    expect(value('site_catalogue_refused_items', 'line="fan",reason="slug_spaces"')).toBe('1')
    expect(value('site_catalogue_refused_items', 'line="fan",reason="name_missing"')).toBe('1')
    expect(value('site_catalogue_refused_items', 'line="light",reason="cover_empty"')).toBe('1')
    expect(value('site_catalogue_refused_items', 'line="ac",reason="duplicate_slug"')).toBe('1')
    expect(value('site_catalogue_refused_items', 'line="solar",reason="duplicate_slug"')).toBe('0')
    expect(value('site_catalogue_changed_items', 'line="frp",change="image_host"')).toBe('1')
    expect(value('site_catalogue_changed_items', 'line="solar",change="other_line"')).toBe('1')
    // Six lines by eleven reasons, whatever upstream sends.
    expect(metrics.match(/^site_catalogue_refused_items\{/gm)).toHaveLength(66)
    // The list calls that carried the defects answered: none counts as an upstream failure.
    expect(metrics).not.toMatch(/^site_upstream_calls_total\{kind="list",outcome="(?!ok)/m)
  })

  test('every valid product is still served, and no landing links a 404', async () => {
    const { site } = servers
    const status = async (pathname: string) => (await fetch(`${site.url}${pathname}`, { method: 'HEAD' })).status
    for (const line of ['fan', 'light', 'solar', 'ac', 'frp'] as const) {
      for (const product of embedded[line]) expect(await status(`/products/${line}/${product.slug}`), `${line}/${product.slug}`).toBe(200)
    }
    expect(await status('/products/frp/frp-foreign-cover')).toBe(200)
    expect(await status('/products/solar/sailite-fan-in-solar')).toBe(200)
    expect(await status('/products/fan/sailite-fan-in-solar')).toBe(404)
    expect(await status('/products/light/sailite-coverless')).toBe(404)
    expect((await get(`${site.url}/products/ac/${defects.duplicate.slug}`)).html).toContain(embedded.ac[1]!.name)
    expect((await get(`${site.url}/products/frp/frp-foreign-cover`)).html).toContain('/images/placeholder.svg')

    // The landings, once regenerated from the lists with the defects, link only to pages served.
    expect((await callWebhook(site.url, { categories: ['fan', 'light', 'solar', 'ac', 'frp'] })).status).toBe(200)
    await expect.poll(async () => (await get(`${site.url}/products/solar`)).html, { timeout: 30_000 }).toContain('Fan Filed Under Solar')
    const linked = new Set<string>()
    for (const landing of [
      '/products/fan',
      '/products/light',
      '/products/solar',
      '/products/ac',
      '/products/frp',
      '/products/all',
      '/brands',
    ]) {
      const { html } = await get(`${site.url}${landing}`)
      for (const [, href] of html.matchAll(/href="(\/products\/(?:fan|light|solar|ac|frp)\/[^"/]+)"/g)) linked.add(href!)
    }
    expect([...linked]).toContain('/products/solar/sailite-fan-in-solar')
    const broken = []
    for (const href of linked) if ((await status(href)) !== 200) broken.push(href)
    expect(broken).toEqual([])
  })

  test('each refused item is logged once, at warning level, under its own event, not on a later reload', async () => {
    const { site, upstream } = servers
    const refusedEvents = () =>
      site.logs.flatMap((line) => {
        if (!line.startsWith('{')) return []
        const event = JSON.parse(line) as { event?: string; level?: number | string; id?: string }
        return event.event === 'catalogue.item_refused' ? [event] : []
      })
    expect(
      refusedEvents()
        .map((event) => event.id)
        .sort(),
    ).toEqual(['defect-cover', 'defect-no-name', 'defect-spaces', defects.duplicate._id].sort())
    expect(new Set(refusedEvents().map((event) => event.level))).toEqual(new Set(['warn']))
    expect(site.logs.join('\n')).not.toContain('"event":"upstream.failure"')
    upstream.updateProduct(embedded.fan[0]!.slug, { name: 'Renamed While Defects Stay' })
    const answer = (await (await callWebhook(site.url, { categories: ['fan'] })).json()) as Answer
    expect(answer.catalogue.fan!.refused).toBe(2)
    expect(refusedEvents()).toHaveLength(4)
  })
})

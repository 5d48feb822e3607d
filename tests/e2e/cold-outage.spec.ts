import { expect, test } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { siteOnUpstream } from '../support/servers'

/** Longer than the test: every try counted below is the one a period allows. */
const RETRY_SECONDS = 600
const REQUESTS = 20

/**
 * A server started while upstream fails, with no last good copy of anything (an empty
 * CATALOGUE_CACHE_DIR, no kept data, no Redis): the islands' retries of a carousel and of a logo
 * list cost upstream one try a CATALOGUE_RETRY_SECONDS at most (one try is two attempts), however
 * many requests arrive, one after another or together.
 */
test.describe('a cold outage', () => {
  let cacheDir = ''
  const servers = siteOnUpstream({
    timeout: 60_000,
    keptData: false,
    beforeStart: async (upstream) => {
      cacheDir = mkdtempSync(path.join(tmpdir(), 'cold-outage-'))
      await upstream.setFault('http-500')
    },
    env: (upstream) => ({ API_URL: upstream.url, CATALOGUE_CACHE_DIR: cacheDir, CATALOGUE_RETRY_SECONDS: String(RETRY_SECONDS) }),
  })
  // Registered after the servers' hooks, so it runs once the site, which uses the folder, has stopped.
  test.afterAll(() => {
    if (cacheDir) rmSync(cacheDir, { recursive: true, force: true })
  })

  const callsTo = (upstreamPath: string) => servers.upstream.requests.filter((request) => request === `GET ${upstreamPath}`).length

  /** Each retry answers 503, REQUESTS of them in turn and as many at once; the upstream calls they cost. */
  async function costOfRetries(route: string, upstreamPath: string): Promise<number> {
    const before = callsTo(upstreamPath)
    const statuses: number[] = []
    for (let request = 0; request < REQUESTS; request++) statuses.push((await fetch(`${servers.site.url}${route}`)).status)
    const together = await Promise.all(Array.from({ length: REQUESTS }, () => fetch(`${servers.site.url}${route}`)))
    statuses.push(...together.map((response) => response.status))
    expect(new Set(statuses)).toEqual(new Set([503]))
    return callsTo(upstreamPath) - before
  }

  test("a missing line's carousel costs nothing more than the start's own try", async () => {
    // The start tried every line (two attempts each) before taking a request.
    expect(callsTo('/api/product/list/solar')).toBe(2)
    expect(await costOfRetries('/api/catalogue/carousel/solar', '/api/product/list/solar')).toBe(0)
  })

  test('a missing logo list is tried once, for the first request', async () => {
    expect(await costOfRetries('/api/catalogue/logos/channel-partner', '/api/logo/list/channel-partner')).toBe(2)
  })
})

import { expect, test } from '@playwright/test'
import { embedded, first } from '../support/catalogue'
import { staleEverything, TEST_SECRET } from '../support/revalidate'
import { siteOnUpstream } from '../support/servers'

const light = first(embedded.light)
const page = `/products/light/${light.slug}`
/**
 * Next's start banner is what it prints before the instance's own code first runs (its version,
 * address, progress, and its warnings about the start): a few lines, up to the first JSON line.
 */
const bannerLines = (logs: readonly string[]) => logs.findIndex((line) => line.startsWith('{'))

/**
 * What a running instance writes once it has started: one JSON object a line, under 1 kB, each
 * with an event name, Next's own errors included. A failed background revalidation is the case
 * that printed Next's text and a stack trace over several lines.
 */
test.describe('an instance writes only JSON lines after its start banner', () => {
  const servers = siteOnUpstream({
    timeout: 120_000,
    env: (upstream) => ({ API_URL: upstream.url, API_TIMEOUT_MS: '1500', CATALOGUE_RETRY_SECONDS: '1', REVALIDATE_SECRET: TEST_SECRET }),
  })

  test("Next's error for a background revalidation that upstream fails is one JSON line with its stack", async () => {
    const { site, upstream } = servers
    // The product's slice is cached (unstable_cache), then upstream fails its fetch and the slice is
    // marked stale: the next render is served the stale slice while Next loads it again behind it.
    await expect.poll(async () => (await fetch(`${site.url}${page}`)).headers.get('x-nextjs-cache'), { timeout: 30_000 }).toBe('HIT')
    await upstream.setFault('http-500', '/api/product/fetch/')
    try {
      await staleEverything(site.url)
      // Whatever form Next's line takes: the checks below say whether it is the log's.
      const revalidationFailed = () => site.logs.some((line) => line.includes('revalidating cache with key'))
      await expect
        .poll(async () => (await (await fetch(`${site.url}${page}`)).arrayBuffer(), revalidationFailed()), {
          timeout: 60_000,
          intervals: [500],
          message: 'Next logs the failed revalidation',
        })
        .toBe(true)
    } finally {
      await upstream.setFault('none')
    }
    expect(bannerLines(site.logs)).toBeGreaterThan(0)
    expect(bannerLines(site.logs)).toBeLessThanOrEqual(8)
    const after = site.logs.slice(bannerLines(site.logs))
    for (const line of after) {
      expect(Buffer.byteLength(line), line).toBeLessThan(1024)
      expect(() => JSON.parse(line) as unknown, line).not.toThrow()
      expect(JSON.parse(line), line).toEqual(
        expect.objectContaining({ time: expect.any(String), level: expect.any(String), event: expect.any(String) }),
      )
    }
    const failed = parsedAfterBanner(site.logs).find((line) => String(line.msg).startsWith('revalidating cache with key'))
    expect(failed).toMatchObject({
      level: 'error',
      event: 'next.console',
      stack: expect.stringMatching(/^UpstreamError: HTTP 500\n\s+at /),
    })
  })
})

/** The lines after the banner that are JSON objects, parsed. */
function parsedAfterBanner(logs: readonly string[]): Record<string, unknown>[] {
  return logs.slice(Math.max(0, bannerLines(logs))).flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>]
    } catch {
      return []
    }
  })
}

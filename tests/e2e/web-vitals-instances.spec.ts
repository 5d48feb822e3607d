import { expect, test } from '@playwright/test'
import { VITALS_LIMITS } from '@/lib/vitals/rate-limit'
import { freePort } from '../support/ports'
import { instancesOnRedis } from '../support/servers'
import { type Site, startSites } from '../support/site'

const PROXY_SECRET = 'test-secret-of-the-front-proxy'

/**
 * Web Vitals samples on two `next start` instances sharing one Redis, as nginx spreads a
 * client's beacons over them: what one client or one network adds to a template is counted
 * once for the deployment, not once an instance.
 */
test.describe('Web Vitals samples on two instances', () => {
  const metricsPorts: number[] = []
  const servers = instancesOnRedis({
    timeout: 60_000,
    startTimeout: 120_000,
    env: ({ redis }) => ({ REDIS_URL: redis.url, PROXY_SECRET }),
    start: async (env) => {
      metricsPorts.push(await freePort(), await freePort())
      return startSites(2, env, (index) => ({ METRICS_PORT: String(metricsPorts[index]) }))
    },
  })

  /** The LCP samples of phones on `template`, both instances together. */
  const samples = async (template: string) => {
    let sum = 0
    for (const port of metricsPorts) {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()
      for (const line of text.split('\n'))
        if (line.startsWith(`site_web_vitals_lcp_seconds_count{template="${template}",device="phone"`))
          sum += Number(line.split(' ').at(-1))
    }
    return sum
  }
  const report = (path: string, LCP: number) => JSON.stringify({ path, width: 390, connection: '4g', metrics: { LCP } })
  /** A beacon from `address` as nginx hands it on, to instance `site`. */
  const send = async (site: Site, address: string, body: string) =>
    (
      await fetch(`${site.url}/api/vitals`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-real-ip': address, 'x-proxy-secret': PROXY_SECRET },
        body,
      })
    ).status

  test('one client adds one sample a template, whichever instance its reports reach', async () => {
    const statuses = new Set<number>()
    // Two templates, slow and fast alike: all one client may send in a minute (the limit shared too).
    for (let n = 0; n < VITALS_LIMITS.reportsPerMinute / 2; n++) {
      const site = n % 2 ? servers.b : servers.a
      statuses.add(await send(site, '203.0.113.7', report('/brands', n % 2 ? 60_000 : 100)))
      statuses.add(await send(site, '203.0.113.7', report('/search', 60_000)))
    }
    expect(statuses).toEqual(new Set([204]))
    expect([await samples('/brands'), await samples('/search')]).toEqual([1, 1])
  })

  test('one network adds ten samples a template, whichever instance its clients reach', async () => {
    const statuses = new Set<number>()
    // Forty /64s of one /48, two reports each, one to each instance.
    for (let n = 1; n <= 40; n++) {
      const address = `2001:db8:77:${n.toString(16)}::1`
      for (const site of [servers.a, servers.b]) statuses.add(await send(site, address, report('/privacy', 60_000)))
    }
    expect(statuses).toEqual(new Set([204]))
    expect(await samples('/privacy')).toBe(VITALS_LIMITS.samplesPerNetwork)
    // Another network still counts.
    expect(await send(servers.b, '2001:db8:78::1', report('/privacy', 1000))).toBe(204)
    expect(await samples('/privacy')).toBe(VITALS_LIMITS.samplesPerNetwork + 1)
  })
})

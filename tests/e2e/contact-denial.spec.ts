import { expect, test } from '@playwright/test'
import { expectVisitorsGetThrough, fillContactForm, sampleMessage } from '../support/contact'
import { behindNginx, type ProxyNginx, startNginx } from '../support/nginx'
import { instancesOnRedis } from '../support/servers'

/** The header a test names its client in: nginx believes it from the test process alone. */
const CLIENT = 'X-Test-Client'

/**
 * The attacker of issue 44: 100 IPv6 /64s in one /48 and 20 IPv4 /24s of 5 addresses each, each
 * address sending 3 messages, within what nginx lets one client post (6 at once). Without a form
 * token: a script posting to the JSON endpoint.
 */
const slash64s = Array.from({ length: 100 }, (_, i) => `2001:db8:bad:${i.toString(16)}::1`)
const slash24s = Array.from({ length: 20 }, (_, n) => Array.from({ length: 5 }, (_, k) => `198.18.${n}.${k + 1}`))
const POSTS_PER_ADDRESS = 3

/** The site's defaults: 5 a client, 10 a network, 120 in all of which 30 are kept for the form. */
const OPEN_TO_ALL = 90
const PER_NETWORK = 10

/**
 * The deployment as issue 44 found it (two instances behind deploy/nginx/site.conf, one Redis,
 * the default limits), flooded by one attacker from many networks, while visitors who loaded the
 * form still get their messages through.
 */
test.describe('one attacker flooding the contact form from many networks', () => {
  let nginx: ProxyNginx
  const servers = instancesOnRedis({
    timeout: 120_000,
    startTimeout: 120_000,
    env: ({ redis }) => ({ REDIS_URL: redis.url, OUTBOX_DIR: 'outbox', ...behindNginx }),
    afterStart: async ({ a, b }) => {
      nginx = await startNginx([a.url, b.url], { trustedProxies: ['127.0.0.1'], clientHeader: CLIENT })
    },
    beforeStop: async () => nginx?.stop(),
  })

  const post = (address: string, body: Record<string, string> = sampleMessage) =>
    fetch(`${nginx.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT]: address },
      body: JSON.stringify(body),
    })

  /** Every post of the flood, 16 at a time; the addresses whose messages were accepted. */
  async function flood(): Promise<string[]> {
    const queue = [...slash64s, ...slash24s.flat()].flatMap((address) => Array<string>(POSTS_PER_ADDRESS).fill(address))
    const accepted: string[] = []
    const statuses = new Set<number>()
    const worker = async () => {
      for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
        const answer = await post(address)
        await answer.body?.cancel()
        statuses.add(answer.status)
        if (answer.status === 200) accepted.push(address)
      }
    }
    await Promise.all(Array.from({ length: 16 }, worker))
    // Every post reached an instance (nginx refused none): the site's own limits did the work.
    expect([...statuses].sort()).toEqual([200, 429])
    return accepted
  }

  test('visitors who loaded the form get their messages through; the flood gets its networks’ share of the open part', async ({
    browser,
  }) => {
    // A visitor with JavaScript, on IPv6, opens the form and types before the flood starts: the
    // form fetches its token as the visitor reaches it.
    const withScript = await browser.newContext({ extraHTTPHeaders: { [CLIENT]: '2001:db8:cafe:1::5' } })
    // A visitor without JavaScript, on IPv4: the page carries no token, only the site's answers do.
    const noScript = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { [CLIENT]: '192.0.2.77' } })
    try {
      const visitor = await withScript.newPage()
      await visitor.goto(`${nginx.url}/contact`)
      await fillContactForm(visitor)
      const plain = await noScript.newPage()
      await plain.goto(`${nginx.url}/contact`)
      await fillContactForm(plain)

      const accepted = await flood()
      // All the open part, and no more, however the flood spread over the two instances.
      expect(accepted).toHaveLength(OPEN_TO_ALL)
      expect(accepted.filter((address) => address.startsWith('2001:db8:bad:')).length).toBeLessThanOrEqual(PER_NETWORK)
      for (const network of slash24s)
        expect(accepted.filter((address) => network.includes(address)).length).toBeLessThanOrEqual(PER_NETWORK)

      // A fresh client without the token finds the open part spent, and is told for how long.
      const refused = await post('203.0.113.50')
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)

      // A visitor without JavaScript meets the spent open share, keeps every word and gets a token
      // with the answer, with which it gets through; one with JavaScript sends with the token its
      // form fetched.
      await expectVisitorsGetThrough(plain, visitor)
    } finally {
      await withScript.close()
      await noScript.close()
    }

    // The instances said which allowance ran out, and never whose.
    const logs = [...servers.a.logs, ...servers.b.logs].join('\n')
    for (const scope of ['network', 'total']) expect(logs).toContain(`"scope":"${scope}"`)
    for (const address of ['2001:db8:bad', '198.18.', '192.0.2.77', '2001:db8:cafe']) expect(logs).not.toContain(address)
  })
})

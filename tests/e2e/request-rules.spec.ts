import { expect, test } from '@playwright/test'
import { createServer, type Server } from 'node:http'
import { siteMethods } from '@/lib/request-rules/rules'
import { type ProxyNginx, startNginx } from '../support/nginx'
import { freePort } from '../support/ports'
import { headerValues, send } from '../support/raw-http'
import { allSamples, describeSample, type Sample } from '../support/request-rule-samples'

/**
 * nginx's half of the cross-check of the request rules: deploy/nginx/site.conf, with the parts
 * generated from lib/request-rules/rules.ts, decides each sample as
 * tests/support/request-rule-samples.ts says, which tests/unit/request-rules-proxy.test.ts holds
 * proxy.ts to as well. Behind it, an instance stand-in that takes everything and lets every answer
 * be kept, so whatever is refused or left unkept is nginx's own decision.
 */
test.describe('nginx decides each sample request as the table of request rules says', () => {
  let upstream: Server
  let nginx: ProxyNginx

  test.beforeAll(async () => {
    upstream = createServer((request, response) => {
      request.resume()
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'public, s-maxage=60', 'content-length': '2' })
        response.end('ok')
      })
    })
    const port = await freePort()
    await new Promise<void>((resolve) => upstream.listen(port, '127.0.0.1', resolve))
    nginx = await startNginx([`http://127.0.0.1:${port}`])
  })
  test.afterAll(async () => {
    await nginx?.stop()
    await new Promise((resolve) => upstream?.close(resolve))
  })

  const cacheStatus = async (target: string) => headerValues(await send(nginx.url, target), 'x-cache-status')[0]

  async function decide(sample: Sample): Promise<boolean> {
    switch (sample.kind) {
      case 'method': {
        const answer = await send(nginx.url, sample.path, { method: sample.method })
        if (answer.status === 405) expect(headerValues(answer, 'allow'), 'the methods nginx names').toEqual([siteMethods.join(', ')])
        return answer.status === 405
      }
      case 'body': {
        const headers = { 'content-type': 'text/plain' }
        return (await send(nginx.url, sample.path, { method: 'POST', headers, body: Buffer.alloc(sample.bytes, 'a') })).status === 413
      }
      case 'spelling':
        // An odd spelling is passed on but bypasses the micro-cache; any other is a miss or a hit.
        return (await cacheStatus(sample.target)) !== 'BYPASS'
      case 'query': {
        const [first, second] = sample.queries.map((query) => `${sample.path}?${query}`)
        expect(await cacheStatus(first!), `${first} is kept`).toMatch(/^(MISS|HIT)$/)
        return (await cacheStatus(second!)) !== 'HIT'
      }
      case 'path':
        return (await send(nginx.url, sample.target, { method: sample.method ?? 'GET' })).status === 400
    }
  }

  const expected = (sample: Sample) => (sample.kind === 'spelling' ? sample.own : sample.kind === 'query' ? sample.read : sample.refused)

  for (const sample of allSamples) {
    test(describeSample(sample), async () => {
      expect(await decide(sample)).toBe(expected(sample))
    })
  }
})

import { expect, test } from '@playwright/test'
import { createServer } from 'node:http'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'
import { startNginx } from '../support/nginx'
import { freePort } from '../support/ports'
import { headerValues, send } from '../support/raw-http'

/**
 * A page of 60 kB: words drawn from a small vocabulary by a fixed sequence, so brotli's quality
 * 10 and 5 come out a few kB apart, as on the site's pages.
 */
function pageBody(): string {
  const words = Array.from({ length: 400 }, (_, i) => `w${((i * 7919) % 4093).toString(36)}${'aeiou'[i % 5]}`)
  let seed = 42
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
  let text = '<!DOCTYPE html><html><body>'
  while (text.length < 60_000)
    text += `<p class="c${next() % 9}">${Array.from({ length: 12 }, () => words[next() % words.length]).join(' ')}</p>\n`
  return `${text}</body></html>\n`
}

/**
 * How the fake instance answers each path: as the site answers the pages nginx keeps, those it
 * must not, and a sitemap (kept, but compressed quickly: see $site_sitemap in site.conf).
 */
const answers: Record<string, { status: number; headers: Record<string, string>; kept: boolean; quality: 5 | 10 }> = {
  '/kept': { status: 200, headers: { 'cache-control': 's-maxage=300, stale-while-revalidate=60' }, kept: true, quality: 10 },
  '/sitemap.xml': { status: 200, headers: { 'cache-control': 's-maxage=300' }, kept: true, quality: 5 },
  '/no-store': {
    status: 200,
    headers: { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
    kept: false,
    quality: 5,
  },
  '/no-lifetime': { status: 200, headers: {}, kept: false, quality: 5 },
  '/noindex': { status: 200, headers: { 'cache-control': 's-maxage=300', 'x-robots-tag': 'noindex' }, kept: false, quality: 5 },
  '/not-found-tree': { status: 200, headers: { 'cache-control': 's-maxage=31536000', 'x-site-not-found': '1' }, kept: false, quality: 5 },
  '/cookie': { status: 200, headers: { 'cache-control': 's-maxage=300', 'set-cookie': 'a=1; Path=/' }, kept: false, quality: 5 },
  '/missing': { status: 404, headers: { 'cache-control': 's-maxage=31536000' }, kept: false, quality: 5 },
}

/**
 * The compressor's brotli quality 10 only ever sees an answer the micro-cache keeps; any other is
 * compressed at quality 5, whatever the request looked like: decided by the answer.
 */
test('nginx compresses at quality 10 only what its micro-cache keeps, decided by the answer', async () => {
  const body = Buffer.from(pageBody())
  const asked = new Map<string, number>()
  const instance = createServer((request, response) => {
    const path = request.url ?? ''
    asked.set(path, (asked.get(path) ?? 0) + 1)
    const answer = answers[path]
    response.writeHead(answer?.status ?? 500, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      ...answer?.headers,
    })
    response.end(body)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => instance.listen(port, '127.0.0.1', resolve))
  const nginx = await startNginx([`http://127.0.0.1:${port}`])
  try {
    const atQuality = (quality: number) =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: 19 } }).length
    const [quick, kept] = [atQuality(5), atQuality(10)]
    expect(quick - kept).toBeGreaterThan(1000)

    for (const [path, { status, kept: isKept, quality }] of Object.entries(answers)) {
      for (const round of [1, 2]) {
        const what = `${path}, request ${round}`
        const answer = await send(nginx.url, path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
        expect(answer.status, what).toBe(status)
        expect(headerValues(answer, 'content-encoding'), what).toEqual(['br'])
        expect(brotliDecompressSync(answer.bytes).equals(body), what).toBe(true)
        const sent = answer.bytes.length
        // Closer to the size quality 10 gives than to quality 5's, or the reverse.
        expect(Math.abs(sent - kept) < Math.abs(sent - quick), `${what}: ${sent} bytes (quality 10: ${kept}, 5: ${quick})`).toBe(
          quality === 10,
        )
        expect(headerValues(answer, 'x-cache-status'), what).toEqual([isKept && round === 2 ? 'HIT' : 'MISS'])
        // Each header once, though the compressor asked twice.
        for (const name of ['cache-control', 'set-cookie'])
          expect(headerValues(answer, name).length, `${what}: ${name}`).toBeLessThanOrEqual(1)
      }
      // A kept answer is asked for once; one nginx does not keep, twice each time: first by the
      // look at the answer, then to be compressed quickly.
      expect(asked.get(path), path).toBe(isKept ? 1 : 4)
    }
  } finally {
    await nginx.stop()
    await new Promise<void>((resolve) => instance.close(() => resolve()))
  }
})

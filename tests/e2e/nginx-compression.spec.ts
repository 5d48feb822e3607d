import { expect, test } from '@playwright/test'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { embedded, first } from '../support/catalogue'
import { type Nginx, startNginx, startSiteBehindNginx } from '../support/nginx'
import { accessEntries } from '../support/nginx-log'
import { type Answer, headerValues, send } from '../support/raw-http'
import type { Site } from '../support/site'

/** A GET asking for `acceptEncoding` (none when empty), the body as sent. */
const getAs = (base: string, target: string, acceptEncoding: string) =>
  send(base, target, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })
const header = (answer: Answer, name: string) => headerValues(answer, name).join(', ') || undefined

const decode = (answer: Answer) =>
  header(answer, 'content-encoding') === 'br'
    ? brotliDecompressSync(answer.bytes)
    : header(answer, 'content-encoding') === 'gzip'
      ? gunzipSync(answer.bytes)
      : answer.bytes

/** What clients send, and the one encoding each must get: the best it names, never one it refused. */
const clients: [acceptEncoding: string, encoding: 'br' | 'gzip' | undefined][] = [
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip, br', 'br'],
  ['br', 'br'],
  ['gzip, deflate', 'gzip'],
  ['gzip', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['identity', undefined],
  ['', undefined],
]

const builtChunks = path.resolve('.next/static/chunks')

/** The build's largest JavaScript chunk, and the copies the build wrote beside it. */
function largestChunk() {
  const [name] = readdirSync(builtChunks)
    .filter((file) => file.endsWith('.js'))
    .sort((a, b) => statSync(path.join(builtChunks, b)).size - statSync(path.join(builtChunks, a)).size)
  if (!name) throw new Error(`No chunk in ${builtChunks}: run npm run build:e2e`)
  const file = path.join(builtChunks, name)
  return {
    url: `/_next/static/chunks/${name}`,
    plain: readFileSync(file),
    br: readFileSync(`${file}.br`),
    gzip: readFileSync(`${file}.gz`),
  }
}

/**
 * Bytes on the wire through deploy/nginx/site.conf, in front of a `next start`: built files go
 * out as the compressed copies the build made, pages in the best encoding the client takes, and
 * the micro-cache keeps each encoding apart.
 */
test.describe('nginx compression', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 })
  let site: Site
  let nginx: Nginx

  test.beforeAll(async () => {
    test.setTimeout(90_000) // a server start on a loaded machine
    site = await startSiteBehindNginx()
    nginx = await startNginx([site.url])
  })
  test.afterAll(async () => {
    await nginx?.stop()
    await site?.dispose()
  })

  test('a built chunk is the .br or .gz file the build made, sent by nginx alone', async () => {
    const chunk = largestChunk()
    // The build's copies hold the chunk itself, smaller.
    expect(brotliDecompressSync(chunk.br).equals(chunk.plain)).toBe(true)
    expect(gunzipSync(chunk.gzip).equals(chunk.plain)).toBe(true)
    expect(chunk.br.length).toBeLessThan(chunk.gzip.length)

    for (const [acceptEncoding, encoding] of clients) {
      const what = `${chunk.url} for "${acceptEncoding}"`
      const answer = await getAs(nginx.url, chunk.url, acceptEncoding)
      expect(answer.status, what).toBe(200)
      expect(header(answer, 'content-encoding'), what).toBe(encoding)
      expect(header(answer, 'content-type'), what).toMatch(/javascript/)
      expect(header(answer, 'vary'), what).toMatch(/accept-encoding/i)
      expect(header(answer, 'cache-control'), what).toBe('public, max-age=31536000, immutable')
      // Byte for byte the file on disk: nothing was compressed for this request.
      expect(answer.bytes.equals(encoding ? chunk[encoding] : chunk.plain), what).toBe(true)
    }
    // nginx writes its log at least every second.
    const entries = () => accessEntries(nginx).filter((entry) => entry.method === 'GET' && entry.path === chunk.url)
    await expect.poll(() => entries().length, { timeout: 5000 }).toBe(clients.length)
    for (const entry of entries()) expect(entry.upstream).toBe('')
  })

  test('a built file nginx lacks (another build’s) is asked of an instance once, kept, and compressed', async () => {
    const chunk = largestChunk()
    const empty = mkdtempSync(path.join(tmpdir(), 'no-built-files-'))
    const other = await startNginx([site.url], { builtFiles: empty })
    try {
      for (const cacheStatus of ['MISS', 'HIT']) {
        for (const [acceptEncoding, encoding] of [
          ['gzip, br', 'br'],
          ['gzip', 'gzip'],
          ['', undefined],
        ] as const) {
          const what = `${cacheStatus} for "${acceptEncoding}"`
          const answer = await getAs(other.url, chunk.url, acceptEncoding)
          expect(answer.status, what).toBe(200)
          expect(header(answer, 'content-encoding'), what).toBe(encoding)
          expect(header(answer, 'cache-control'), what).toBe('public, max-age=31536000, immutable')
          expect(decode(answer).equals(chunk.plain), what).toBe(true)
          // Kept once per Accept-Encoding (the instance's Vary names it), then answered from the copy.
          expect(header(answer, 'x-cache-status'), what).toBe(cacheStatus)
        }
      }
    } finally {
      await other.stop()
      rmSync(empty, { recursive: true, force: true })
    }
  })

  test('a page goes out in the best encoding each client takes, and the micro-cache never mixes them', async () => {
    const product = first(embedded.light)
    const page = `/products/light/${product.slug}`
    // First round: each encoding fetched and kept; second round: each served from the cache (a
    // stale copy too, should a loaded machine take past the 5 s).
    for (const round of ['fetched', 'cached']) {
      for (const [acceptEncoding, encoding] of clients) {
        const what = `${round}, "${acceptEncoding}"`
        const answer = await getAs(nginx.url, page, acceptEncoding)
        expect(answer.status, what).toBe(200)
        expect(header(answer, 'content-encoding'), what).toBe(encoding)
        expect(header(answer, 'vary'), what).toMatch(/accept-encoding/i)
        if (round === 'cached') expect(['HIT', 'STALE', 'UPDATING'], what).toContain(header(answer, 'x-cache-status'))
        const html = decode(answer).toString('utf8')
        expect(html, what).toContain(product.name)
        expect(html.trimEnd(), what).toMatch(/<\/html>$/)
      }
    }
  })

  test('the product page as sent: brotli well under gzip, both a fraction of the HTML', async () => {
    const page = `/products/light/${first(embedded.light).slug}`
    const [br, gzip, plain] = await Promise.all(['br', 'gzip', ''].map((encoding) => getAs(nginx.url, page, encoding)))
    const kb = (answer: Answer) => `${(answer.bytes.length / 1024).toFixed(1)} kB`
    // The figure to watch; its budget is checked by the bench (bench/budgets.ts), not here.
    console.log(`${page} as sent by nginx: brotli ${kb(br!)}, gzip ${kb(gzip!)}, uncompressed ${kb(plain!)}`)
    expect(br!.bytes.length).toBeLessThan(gzip!.bytes.length)
    expect(gzip!.bytes.length).toBeLessThan(plain!.bytes.length / 4)
  })
})

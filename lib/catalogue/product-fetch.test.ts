import { readdirSync } from 'node:fs'
import { captureConsole } from '@/tests/support/console'
import { fakeUpstreamForThisFile } from '@/tests/support/fake-upstream-jest'
import { scaledData } from '@/tests/fixtures/upstream/data'
import { RELATED_LIMIT } from '@/lib/product/related-products'
import { fetchProduct } from './product-fetch'

/** A product page's fetch call against the fake upstream on 127.0.0.1, which answers the product and its whole line. */
const fixture = fakeUpstreamForThisFile()

const fetchCalls = (slug: string) => fixture.upstream.requests.filter((request) => request === `GET /api/product/fetch/${slug}`).length
const slugs = (items: readonly { slug: string }[] | undefined) => items?.map((item) => item.slug)

describe('a product page’s fetch call', () => {
  it('keeps the product and its first related products, and reads them from the data cache after that', async () => {
    const line = fixture.upstream.data.products.light!
    const slug = line[2]!.slug as string
    const slice = await fetchProduct(slug, 'light')
    expect(slice?.product?.slug).toBe(slug)
    expect(slugs(slice?.related)).toEqual(line.filter((item) => item.slug !== slug).map((item) => item.slug))
    expect(await fetchProduct(slug, 'light')).toEqual(slice)
    expect(fetchCalls(slug)).toBe(1)
  })

  it('makes one upstream call for renders of one product at once', async () => {
    const slug = fixture.upstream.data.products.fan![1]!.slug as string
    const [page, image] = await Promise.all([fetchProduct(slug, 'fan'), fetchProduct(slug, 'fan')])
    expect(image).toEqual(page)
    expect(fetchCalls(slug)).toBe(1)
  })

  // Thousands of products: upstream's answer is megabytes, over the size limit and the data cache's item.
  it('reads only the start of a line of thousands, within the size limit, and caches a small item', async () => {
    fixture.upstream.data.products.light = scaledData(3000, { oneLine: 'light' }).products.light!
    const answerBytes = JSON.stringify(fixture.upstream.data.products.light).length
    expect(answerBytes).toBeGreaterThan(16 * Number(process.env.API_MAX_BYTES))
    const deep = fixture.upstream.data.products.light[2500]!.slug as string
    const warnings = captureConsole('warn')
    try {
      const slice = await fetchProduct(deep, 'light')
      expect(slice?.product?.slug).toBe(deep)
      expect(slice?.related).toHaveLength(RELATED_LIMIT)
      expect(await fetchProduct(deep, 'light')).toEqual(slice)
      expect(fetchCalls(deep)).toBe(1)
      expect(warnings.lines.join('\n')).not.toMatch(/over 2MB/)
      expect(fixture.errors).toEqual([])
    } finally {
      warnings.restore()
    }
  })

  it('answers no product for an unknown slug, and neither caches nor keeps anything for it', async () => {
    expect(await fetchProduct('no-such-product', 'fan')).toEqual({ related: [] })
    expect(await fetchProduct('no-such-product', 'fan')).toEqual({ related: [] })
    expect(fetchCalls('no-such-product')).toBe(2)
    expect(readdirSync(fixture.cacheDir)).toEqual([])
  })

  // A product each: a call's trouble is logged when it starts, not again while it lasts.
  it.each([
    ['http-500', 0, /HTTP 500/],
    ['malformed-json', 1, /malformed JSON/],
    ['huge', 2, /over the \d+-byte limit/],
  ] as const)('answers null when upstream fails with %s and nothing was kept', async (fault, index, reason) => {
    const slug = fixture.upstream.data.products.ac![index]!.slug as string
    await fixture.upstream.setFault(fault)
    expect(await fetchProduct(slug, 'ac')).toBeNull()
    expect(fetchCalls(slug)).toBe(2)
    expect(fixture.errors.join('\n')).toMatch(reason)
  })

  it('answers the last good slice while upstream fails', async () => {
    const slug = fixture.upstream.data.products.frp![1]!.slug as string
    const good = await fetchProduct(slug, 'frp')
    await fixture.upstream.setFault('http-500')
    fixture.afresh()
    expect(await fetchProduct(slug, 'frp')).toEqual(good)
    expect(fixture.errors.join('\n')).toMatch(/HTTP 500 \(last good answer\)/)
  })
})

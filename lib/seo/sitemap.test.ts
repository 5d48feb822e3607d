import { renderIndex, renderUrlset, sitemapFileNames, sitemapPage, sitemapPageCount } from './sitemap'

const site = 'https://www.arkvolt.example'

describe('sitemap', () => {
  it('lists absolute, escaped URLs with the time each last changed, when known, and nothing else', () => {
    const xml = renderUrlset([{ path: '/products/fan/a&b', lastModified: 1_780_028_800 }, { path: '/' }], site)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<url><loc>https://www.arkvolt.example/products/fan/a&amp;b</loc><lastmod>2026-05-29T04:26:40Z</lastmod></url>')
    expect(xml).toContain('<url><loc>https://www.arkvolt.example/</loc></url>')
    expect(xml).not.toMatch(/changefreq|priority/)
  })

  it('fits up to 50,000 URLs, the most the protocol allows, in one sitemap', () => {
    expect(sitemapPageCount(0)).toBe(1)
    expect(sitemapPageCount(50_000)).toBe(1)
    expect(sitemapPageCount(50_001)).toBe(2)
  })

  it('splits more than 50,000 URLs into numbered sitemaps with none left out', () => {
    const entries = Array.from({ length: 120_001 }, (_, index) => ({ path: `/products/fan/p-${index}` }))
    const pages = sitemapPageCount(entries.length)
    expect(pages).toBe(3)
    const split = Array.from({ length: pages }, (_, page) => sitemapPage(entries, page))
    expect(split.map((page) => page.length)).toEqual([50_000, 50_000, 20_001])
    expect(split.flat()).toEqual(entries)
  })

  it('keeps a full sitemap of the longest URLs the site makes under the 50 MB a file may hold', () => {
    const longest = { path: `/products/light/${'s'.repeat(128)}`, lastModified: 4_102_444_800 }
    const xml = renderUrlset(
      Array.from({ length: 50_000 }, () => longest),
      `https://${'w'.repeat(200)}.example`,
    )
    expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024)
  })

  it('names each numbered sitemap one way, enough of them for a million URLs', () => {
    const names = sitemapFileNames()
    expect(names.slice(0, 3)).toEqual(['0.xml', '1.xml', '2.xml'])
    expect(names.length * 50_000).toBeGreaterThanOrEqual(1_000_000)
    for (const name of ['00.xml', '000000.xml', '0.XML', '-0.xml', '+0.xml', '0.xml.', ' 0.xml']) expect(names).not.toContain(name)
  })

  it('indexes the numbered sitemaps', () => {
    const xml = renderIndex(3, site)
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    for (const name of sitemapFileNames().slice(0, 3)) expect(xml).toContain(`<sitemap><loc>${site}/sitemaps/${name}</loc></sitemap>`)
  })
})

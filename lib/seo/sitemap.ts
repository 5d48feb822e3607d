/**
 * The sitemap: every public route and every product page. A sitemap file holds at most 50,000
 * URLs (sitemaps.org); past that, /sitemap.xml becomes an index of numbered sitemaps.
 */
const SITEMAP_LIMIT = 50_000

/**
 * A URL and, where the site knows it, when its content last changed, in seconds since 1970
 * (./lastmod.ts). No change frequency nor priority: Google ignores both, and `lastmod` is what
 * tells a crawler which of thousands of pages to fetch again.
 */
export type SitemapEntry = { path: string; lastModified?: number }

/** A W3C datetime to the second, in UTC: 2026-05-29T04:26:40Z. */
const w3cDate = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/**
 * How many numbered sitemaps there can be, each under its one name (`0.xml`, `1.xml`, ...): a
 * million URLs, eight times the largest catalogue the upstream limits allow (six lines of 20,000).
 * A fixed set, so a name outside it (`00.xml`, `0.XML`) is a 404 that is neither rendered nor stored.
 */
const SITEMAP_FILES = 20

const sitemapFileName = (page: number) => `${page}.xml`

export const sitemapFileNames = (): string[] => Array.from({ length: SITEMAP_FILES }, (_, page) => sitemapFileName(page))

export function sitemapPageCount(total: number, limit = SITEMAP_LIMIT): number {
  return Math.max(1, Math.ceil(total / limit))
}

export function sitemapPage<T>(entries: readonly T[], page: number, limit = SITEMAP_LIMIT): T[] {
  return entries.slice(page * limit, (page + 1) * limit)
}

export function renderUrlset(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeXml(new URL(entry.path, siteUrl).href)}</loc>`]
    if (entry.lastModified !== undefined) parts.push(`<lastmod>${w3cDate(entry.lastModified)}</lastmod>`)
    return `<url>${parts.join('')}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** The index of numbered sitemaps, served at /sitemap.xml when one file is not enough. */
export function renderIndex(pages: number, siteUrl: string): string {
  const sitemaps = Array.from(
    { length: pages },
    (_, page) => `<sitemap><loc>${escapeXml(new URL(`/sitemaps/${sitemapFileName(page)}`, siteUrl).href)}</loc></sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`
}

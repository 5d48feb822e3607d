import { env } from '@/lib/server/env'
import { renderIndex, renderUrlset, sitemapPageCount } from '@/lib/seo/sitemap'
import { sitemapEntries } from '@/lib/seo/site-entries'

export const revalidate = 3600

/** One sitemap while the site fits in one; an index of numbered sitemaps past 50,000 URLs. */
export async function GET() {
  const entries = await sitemapEntries()
  const pages = sitemapPageCount(entries.length)
  const { SITE_URL } = env()
  const body = pages === 1 ? renderUrlset(entries, SITE_URL) : renderIndex(pages, SITE_URL)
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}

import { jsonError } from '@/lib/api-responses'
import { env } from '@/lib/env'
import { renderUrlset, sitemapPage, sitemapPageCount } from '@/lib/seo/sitemap'
import { sitemapEntries } from '@/lib/seo/site-entries'

export const revalidate = 3600

/** A numbered sitemap listed by the index at /sitemap.xml: /sitemaps/0.xml, /sitemaps/1.xml, ... */
export async function GET(_: Request, { params }: RouteContext<'/sitemaps/[file]'>) {
  const match = (await params).file.match(/^(\d{1,6})\.xml$/)
  const entries = await sitemapEntries()
  const page = match ? Number(match[1]) : -1
  if (page < 0 || page >= sitemapPageCount(entries.length)) return jsonError(404, 'There is no such sitemap.')
  return new Response(renderUrlset(sitemapPage(entries, page), env().SITE_URL), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  })
}

import { jsonError } from '@/lib/http/api-responses'
import { env } from '@/lib/server/env'
import { renderUrlset, sitemapFileNames, sitemapPage, sitemapPageCount } from '@/lib/seo/sitemap'
import { sitemapEntries } from '@/lib/seo/site-entries'

/**
 * Regenerated like the pages: the catalogue's cache tags reach it through the lists it reads, and
 * the deployment's nginx keeps it as it keeps a page (a sitemap of 18,000 products took 0.5 s to
 * render and 1.8 s to compress when every request did both).
 */
export const revalidate = 3600

/** Only the names the index can list, each spelled one way; any other is a 404 nothing renders. */
export const dynamicParams = false
export const generateStaticParams = () => sitemapFileNames().map((file) => ({ file }))

/** A numbered sitemap listed by the index at /sitemap.xml: /sitemaps/0.xml, /sitemaps/1.xml, ... */
export async function GET(_: Request, { params }: RouteContext<'/sitemaps/[file]'>) {
  const page = sitemapFileNames().indexOf((await params).file)
  const entries = await sitemapEntries()
  if (page < 0 || page >= sitemapPageCount(entries.length)) return jsonError(404, 'There is no such sitemap.')
  return new Response(renderUrlset(sitemapPage(entries, page), env().SITE_URL), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  })
}

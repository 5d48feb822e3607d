import { notFound } from 'next/navigation'
import { ImageResponse } from 'next/og'
import { OgCard, ogSize } from '@/components/seo/og-card'
import { company } from '@/content/company/identity'
import { productLineNames } from '@/content/product-lines'
import { loadDetailRoute, prerenderedDetailParams } from '@/lib/catalogue/detail-routes'
import { env } from '@/lib/server/env'
import { imageHosts } from '@/lib/images/image-hosts'
import { productDescription } from '@/lib/seo/metadata'
import { imageDataUrl, ogCacheControl, ogFonts } from '@/lib/seo/og-assets'

export const alt = `A product of ${company.name}`
export const size = ogSize
export const contentType = 'image/png'
export const revalidate = 3600

// Made at build with its page (the first products of each line), the rest on first request, and
// kept like the page: a share storm reads the cache.
export const generateStaticParams = prerenderedDetailParams

/** The product's social card: its name, short description and cover. */
export default async function Image({ params }: { params: Promise<{ category: string; slug: string }> }) {
  const route = await loadDetailRoute(params)
  if (!route) notFound()
  const { category, page } = route
  const fonts = await ogFonts()
  if (!page)
    return new ImageResponse(<OgCard eyebrow={productLineNames[category]} title={company.name} text={company.tagline} />, {
      ...size,
      fonts,
    })
  const { API_URL, IMAGE_HOSTS } = env()
  const cover = await imageDataUrl(page.product.images.cover, imageHosts(API_URL, IMAGE_HOSTS), 420)
  return new ImageResponse(
    <OgCard eyebrow={productLineNames[category]} title={page.product.name} text={productDescription(page.product)} image={cover} />,
    { ...size, fonts, headers: { 'cache-control': ogCacheControl } },
  )
}

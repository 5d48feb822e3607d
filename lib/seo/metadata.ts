import type { Metadata } from 'next'
import type { DetailCategory, Product } from '@/lib/catalogue/schemas'
import { plainText } from '@/lib/text/html'
import { productRoute } from '@/lib/navigation/routes'
import { truncate } from '@/lib/text/truncate'

/** `siteName` is the company's name, which follows every title but the home page's. */
type PageSeo = { title: string; description: string; path: string; siteName: string; absoluteTitle?: boolean }

/**
 * A page's title, description, canonical URL and social cards. Next replaces (does not merge)
 * `openGraph` objects between layout and page, so every page's card is built whole here.
 */
export function pageMetadata({ title, description, path, siteName, absoluteTitle = false }: PageSeo): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${siteName}`
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: 'en_IN',
      siteName,
      title: fullTitle,
      description,
      url: path,
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description },
  }
}

/** A product page's metadata: its name and short description; its image comes from opengraph-image. */
export function productMetadata(category: DetailCategory, product: Product | undefined, siteName: string): Metadata {
  if (!product) return { robots: { index: false, follow: true } }
  return pageMetadata({
    title: product.name,
    description: productDescription(product),
    path: productRoute(category, product.slug),
    siteName,
  })
}

export function productDescription(product: Product): string {
  return truncate(product.shortDescription || plainText(product.description), 160)
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { FanDetail } from '@/components/fan/fan-detail'
import { ProductDetail } from '@/components/product/product-detail'
import { ProductNotShown } from '@/components/product/product-not-shown'
import { ProductUnavailable } from '@/components/product/product-unavailable'
import { ProductStructuredData } from '@/components/seo/product-structured-data'
import { refusedPreview } from '@/content/catalogue-report'
import { company } from '@/content/company/identity'
import { loadDetailRoute, prerenderedDetailParams, refusedInPreview } from '@/lib/catalogue/detail-routes'
import { productMetadata } from '@/lib/seo/metadata'

export const revalidate = 3600
export const dynamicParams = true

export const generateStaticParams = prerenderedDetailParams

type Props = { params: Promise<{ category: string; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = await loadDetailRoute(params)
  if (!route && (await refusedInPreview(params)).length > 0) return { title: refusedPreview.title }
  if (!route) notFound()
  return productMetadata(route.category, route.page?.product, company.name)
}

export default async function ProductPage({ params }: Props) {
  const route = await loadDetailRoute(params)
  // A preview of a product the catalogue refuses says why; a visitor gets the 404.
  const refused = route ? [] : await refusedInPreview(params)
  if (refused.length > 0) return <ProductNotShown items={refused} />
  if (!route) notFound()
  const { category, page } = route
  if (!page) return <ProductUnavailable category={category} />
  return (
    <>
      <ProductStructuredData product={page.product} category={category} />
      {category === 'fan' ? <FanDetail product={page.product} /> : <ProductDetail page={page} category={category} />}
    </>
  )
}

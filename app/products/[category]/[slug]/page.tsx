import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { FanDetail } from '@/components/fan/fan-detail'
import { ProductDetail } from '@/components/product/product-detail'
import { ProductUnavailable } from '@/components/product/product-unavailable'
import { ProductStructuredData } from '@/components/seo/product-structured-data'
import { company } from '@/content/company/identity'
import { loadDetailRoute, prerenderedDetailParams } from '@/lib/catalogue/detail-routes'
import { productMetadata } from '@/lib/seo/metadata'

export const revalidate = 3600
export const dynamicParams = true

export const generateStaticParams = prerenderedDetailParams

type Props = { params: Promise<{ category: string; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = await loadDetailRoute(params)
  if (!route) notFound()
  return productMetadata(route.category, route.page?.product, company.name)
}

export default async function ProductPage({ params }: Props) {
  const route = await loadDetailRoute(params)
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

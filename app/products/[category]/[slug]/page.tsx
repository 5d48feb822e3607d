import type { Metadata } from 'next'
import { FanDetail } from '@/components/fan/fan-detail'
import { ProductDetail } from '@/components/product/product-detail'
import { ProductUnavailable } from '@/components/product/product-unavailable'
import { ProductStructuredData } from '@/components/seo/product-structured-data'
import { detailPageParams, loadDetailRoute } from '@/lib/catalogue/routes'
import { productMetadata } from '@/lib/seo/metadata'

export const revalidate = 3600
export const dynamicParams = true

export const generateStaticParams = detailPageParams

type Props = { params: Promise<{ category: string; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, page } = await loadDetailRoute(params)
  return productMetadata(category, page?.product)
}

export default async function ProductPage({ params }: Props) {
  const { category, page } = await loadDetailRoute(params)
  if (!page) return <ProductUnavailable category={category} />
  return (
    <>
      <ProductStructuredData product={page.product} category={category} />
      {category === 'fan' ? <FanDetail product={page.product} /> : <ProductDetail page={page} category={category} />}
    </>
  )
}

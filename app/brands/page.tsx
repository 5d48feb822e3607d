import type { Metadata } from 'next'
import { ProductCarouselSection } from '@/components/carousel/product-carousel-section'
import { BrandGrid } from '@/components/company/brand-grid'
import { ContentPage } from '@/components/content/content-page'
import { brands } from '@/content/company/brands'
import { companyLabels } from '@/content/company-page-labels'
import { getOwnBrandProducts } from '@/lib/catalogue'
import { loadContentPage } from '@/content/pages'
import { pageMetadata } from '@/lib/seo/metadata'
import { company } from '@/content/company/identity'

export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const { frontMatter, path } = await loadContentPage('brands')
  return pageMetadata({ title: frontMatter.title, description: frontMatter.description, path, siteName: company.name })
}

export default async function BrandsPage() {
  const [page, products] = await Promise.all([loadContentPage('brands'), getOwnBrandProducts()])
  return (
    <ContentPage page={page}>
      <ProductCarouselSection id="brand-products" title={companyLabels.brandProducts} products={products} category="solar" />
      <BrandGrid brands={brands} />
    </ContentPage>
  )
}

import type { Metadata } from 'next'
import { ProductCarouselSection } from '@/components/carousel/product-carousel-section'
import { FaqBlock } from '@/components/faq/faq-block'
import { ProductGrid } from '@/components/product/product-grid'
import { ButtonLink } from '@/components/ui/button-link'
import { PageBanner } from '@/components/ui/page-banner'
import { lightFaq } from '@/content/faq/light'
import { lightLanding } from '@/content/landings/light'
import { getProductCards } from '@/lib/catalogue'
import { pageMetadata } from '@/lib/seo/metadata'
import { company } from '@/content/company/identity'

export const revalidate = 3600

export const metadata: Metadata = pageMetadata({ ...lightLanding.metadata, path: '/products/light', siteName: company.name })

export default async function LightLandingPage() {
  const lights = await getProductCards('light')
  const { banner } = lightLanding
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} image={banner.image}>
        <p>{banner.blurb}</p>
        <ButtonLink href="#explore-lighting">{banner.action}</ButtonLink>
      </PageBanner>
      <ProductCarouselSection id="light-range" title={lightLanding.rangeHeading} products={lights} category="light" />
      <ProductGrid id="explore-lighting" heading={lightLanding.exploreHeading} products={lights} category="light" />
      <FaqBlock items={lightFaq} structuredData />
    </>
  )
}

import type { Metadata } from 'next'
import { ProductCarouselSection } from '@/components/carousel/product-carousel-section'
import { FaqBlock } from '@/components/faq/faq-block'
import { BldcExplainer } from '@/components/fan/bldc-explainer'
import { FeaturedFan } from '@/components/fan/featured-fan'
import { SavingsCalculator } from '@/components/fan/savings-calculator'
import { ProductGrid } from '@/components/product/product-grid'
import { FeatureGrid } from '@/components/ui/feature-grid'
import { PageBanner } from '@/components/ui/page-banner'
import { Section } from '@/components/ui/section'
import { fanFaq } from '@/content/faq/fan'
import { fanLanding } from '@/content/landings/fan'
import { getFeaturedFan, getProductCards } from '@/lib/catalogue'
import { pageMetadata } from '@/lib/seo/metadata'
import { company } from '@/content/company/identity'

export const revalidate = 3600

export const metadata: Metadata = pageMetadata({ ...fanLanding.metadata, path: '/products/fan', siteName: company.name })

export default async function FanLandingPage() {
  const [fans, featured] = await Promise.all([getProductCards('fan'), getFeaturedFan()])
  return (
    <>
      <PageBanner eyebrow={fanLanding.banner.eyebrow} title={fanLanding.banner.title} image={fanLanding.banner.image} />
      <BldcExplainer />
      <FeaturedFan fan={featured} />
      <ProductCarouselSection id="fan-range" title={fanLanding.rangeHeading} products={fans} category="fan" />
      <ProductGrid id="fan-products" heading={fanLanding.exploreHeading} products={fans} category="fan" />
      <SavingsCalculator />
      <Section id="bldc-features" title={fanLanding.featuresHeading} tone="muted">
        <FeatureGrid items={fanLanding.features} />
      </Section>
      <FaqBlock items={fanFaq} structuredData />
    </>
  )
}

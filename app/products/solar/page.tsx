import type { Metadata } from 'next'
import { SolarCarousel } from '@/components/carousel/solar-carousel'
import { ProductGrid } from '@/components/product/product-grid'
import { FaqBlock } from '@/components/faq/faq-block'
import { SolarHero } from '@/components/solar/solar-hero'
import { SolarStats } from '@/components/solar/solar-stats'
import { ButtonLink } from '@/components/ui/button-link'
import { FeatureGrid } from '@/components/ui/feature-grid'
import { Section } from '@/components/ui/section'
import { company } from '@/content/company/identity'
import { solarFaq } from '@/content/faq/solar'
import { solarLanding } from '@/content/landings/solar'
import { getProductCards } from '@/lib/catalogue'
import { CAROUSEL_SLIDE_LIMIT, carouselShowsAll, solarCarousel } from '@/lib/carousel/settings'
import { toCarouselSlide } from '@/lib/carousel/slides'
import { pageMetadata } from '@/lib/seo/metadata'

export const revalidate = 3600

export const metadata: Metadata = pageMetadata({ ...solarLanding.metadata, path: '/products/solar', siteName: company.name })

export default async function SolarLandingPage() {
  const solar = await getProductCards('solar')
  const { knowMore } = solarLanding
  return (
    <>
      <SolarHero />
      <Section id="solar-products" title={solarLanding.carouselHeading} lead={knowMore.text}>
        <SolarCarousel
          label={solarLanding.carouselHeading}
          slides={solar && solar.slice(0, CAROUSEL_SLIDE_LIMIT).map((product) => toCarouselSlide(product, 'solar', solarCarousel))}
          retryUrl="/api/catalogue/carousel/solar"
        />
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink href={company.brochure} newTab variant="secondary">
            {solarLanding.brochureAction}
          </ButtonLink>
          <ButtonLink href={knowMore.href}>{knowMore.label}</ButtonLink>
        </div>
      </Section>
      {/* A line longer than the carousel shows every product in a paged grid. */}
      <ProductGrid
        id="solar-grid"
        heading={solarLanding.gridHeading}
        products={solar && !carouselShowsAll(solar) ? solar : null}
        category="solar"
      />
      <SolarStats />
      <Section id="why-solar" title={solarLanding.whyHeading} tone="muted">
        <FeatureGrid items={solarLanding.why} />
      </Section>
      <FaqBlock items={solarFaq} structuredData />
    </>
  )
}

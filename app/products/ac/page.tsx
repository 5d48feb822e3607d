import type { Metadata } from 'next'
import { FaqBlock } from '@/components/faq/faq-block'
import { ProductGrid } from '@/components/product/product-grid'
import { ButtonLink } from '@/components/ui/button-link'
import { FeatureGrid } from '@/components/ui/feature-grid'
import { PageBanner } from '@/components/ui/page-banner'
import { Section } from '@/components/ui/section'
import { TileGrid } from '@/components/ui/tile-grid'
import { acFaq } from '@/content/faq/ac'
import { acLanding } from '@/content/landings/ac'
import { getProductCards } from '@/lib/catalogue'
import { pageMetadata } from '@/lib/seo/metadata'
import { company } from '@/content/company/identity'

export const revalidate = 3600

export const metadata: Metadata = pageMetadata({ ...acLanding.metadata, path: '/products/ac', siteName: company.name })

export default async function AcLandingPage() {
  const acs = await getProductCards('ac')
  const { hero } = acLanding
  return (
    <>
      <PageBanner eyebrow={hero.eyebrow} title={hero.title} image={hero.image}>
        <p>{hero.text}</p>
        <div className="flex flex-wrap gap-4">
          <ButtonLink href="#ac-products">{hero.viewAll}</ButtonLink>
          <ButtonLink href="#ac-benefits" variant="outline">
            {hero.knowMore}
          </ButtonLink>
        </div>
      </PageBanner>
      <Section id="ac-benefits" title={acLanding.benefitsHeading}>
        <FeatureGrid items={acLanding.benefits} columns={4} />
      </Section>
      <Section id="ac-applications" title={acLanding.applicationsHeading} tone="muted">
        <TileGrid tiles={acLanding.applications} />
      </Section>
      <ProductGrid id="ac-products" heading={acLanding.productsHeading} products={acs} category="ac" />
      <FaqBlock items={acFaq} structuredData />
    </>
  )
}

import type { Metadata } from 'next'
import { ProductGrid } from '@/components/product/product-grid'
import { ButtonLink } from '@/components/ui/button-link'
import { PageBanner } from '@/components/ui/page-banner'
import { Section } from '@/components/ui/section'
import { TileGrid } from '@/components/ui/tile-grid'
import { frpLanding } from '@/content/landings/frp'
import { getProductCards } from '@/lib/catalogue'
import { pageMetadata } from '@/lib/seo/metadata'
import { company } from '@/content/company/identity'

export const revalidate = 3600

export const metadata: Metadata = pageMetadata({ ...frpLanding.metadata, path: '/products/frp', siteName: company.name })

export default async function FrpLandingPage() {
  const frp = await getProductCards('frp')
  const { hero } = frpLanding
  return (
    <>
      <PageBanner eyebrow={hero.eyebrow} title={hero.title} image={hero.image}>
        <p>{hero.text}</p>
        <ButtonLink href="#frp-products">{hero.action}</ButtonLink>
      </PageBanner>
      <Section id="frp-categories" title={frpLanding.tilesHeading}>
        <TileGrid tiles={frpLanding.tiles} />
      </Section>
      <ProductGrid id="frp-products" heading={frpLanding.productsHeading} products={frp} category="frp" />
    </>
  )
}

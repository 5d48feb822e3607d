import type { Metadata } from 'next'
import { LogoMarquee } from '@/components/carousel/logo-marquee'
import { FaqBlock } from '@/components/faq/faq-block'
import { AllProductsGrid } from '@/components/product/all-products-grid'
import { ProductLineCards } from '@/components/product/product-line-cards'
import { PageBanner } from '@/components/ui/page-banner'
import { solarFaq } from '@/content/faq/solar'
import { productsPage } from '@/content/products-page'
import { getLogos } from '@/lib/catalogue'
import { gridItems } from '@/lib/catalogue/grid-routes'
import { toMarqueeLogo } from '@/lib/carousel/slides'
import { pageMetadata } from '@/lib/seo/metadata'
import { company } from '@/content/company/identity'

export const revalidate = 3600

export const metadata: Metadata = pageMetadata({ ...productsPage.metadata, path: '/products/all', siteName: company.name })

export default async function ProductsPage() {
  const [partners, products] = await Promise.all([getLogos('channel-partner'), gridItems('all')])
  return (
    <>
      <PageBanner eyebrow={productsPage.banner.eyebrow} title={productsPage.banner.title} image={productsPage.banner.image}>
        <p>{productsPage.banner.text}</p>
      </PageBanner>
      <ProductLineCards heading={productsPage.cardsHeading} cards={productsPage.cards} action={productsPage.cardAction} />
      <AllProductsGrid items={products} />
      <LogoMarquee
        heading={productsPage.channelPartnersHeading}
        logos={partners && partners.map(toMarqueeLogo)}
        retryUrl="/api/catalogue/logos/channel-partner"
      />
      <FaqBlock items={solarFaq} />
    </>
  )
}

import type { Metadata } from 'next'
import { TradingGrid } from '@/components/product/trading-grid'
import { ButtonLink } from '@/components/ui/button-link'
import { PageBanner } from '@/components/ui/page-banner'
import { company } from '@/content/company/identity'
import { tradingLanding } from '@/content/landings/trading'
import { getProductCards } from '@/lib/catalogue'
import { pageMetadata } from '@/lib/seo/metadata'

export const revalidate = 3600

export const metadata: Metadata = pageMetadata({ ...tradingLanding.metadata, path: '/products/trading', siteName: company.name })

export default async function TradingPage() {
  const items = await getProductCards('trading')
  const { intro } = tradingLanding
  return (
    <>
      <PageBanner eyebrow={intro.eyebrow} title={intro.title} image={intro.image}>
        <p>{intro.text}</p>
        <div className="flex flex-wrap gap-4">
          <ButtonLink href="#trading-products">{intro.viewAll}</ButtonLink>
          <ButtonLink href={company.brochure} newTab variant="outline">
            {intro.brochure}
          </ButtonLink>
        </div>
      </PageBanner>
      <TradingGrid products={items} />
    </>
  )
}

import type { Metadata } from 'next'
import { TradingGrid } from '@/components/product/trading-grid'
import { tradingLanding } from '@/content/landings/trading'
import { getProductCards } from '@/lib/catalogue'
import { pageMetadata } from '@/lib/seo/metadata'
import { company } from '@/content/company/identity'

export const revalidate = 3600

export const metadata: Metadata = pageMetadata({ ...tradingLanding.metadata, path: '/products/others', siteName: company.name })

/** The trading items without the intro (the intro shows only at /products/trading). */
export default async function OtherProductsPage() {
  const items = await getProductCards('trading')
  return <TradingGrid products={items} asPageTitle />
}

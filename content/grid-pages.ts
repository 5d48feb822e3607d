import type { PagedList } from '@/lib/navigation/grid-pages'
import { acLanding } from './landings/ac'
import { fanLanding } from './landings/fan'
import { frpLanding } from './landings/frp'
import { lightLanding } from './landings/light'
import { solarLanding } from './landings/solar'
import { tradingLanding } from './landings/trading'
import { productsPage } from './products-page'

/**
 * The words of each paged grid: its heading (as on its first page) and the title and description
 * its later pages take, naming the page (`content/pagination.ts`).
 */
export const gridPages: Record<PagedList, { heading: string; metadata: { title: string; description: string } }> = {
  solar: { heading: solarLanding.gridHeading, metadata: solarLanding.metadata },
  fan: { heading: fanLanding.exploreHeading, metadata: fanLanding.metadata },
  light: { heading: lightLanding.exploreHeading, metadata: lightLanding.metadata },
  ac: { heading: acLanding.productsHeading, metadata: acLanding.metadata },
  frp: { heading: frpLanding.productsHeading, metadata: frpLanding.metadata },
  others: { heading: tradingLanding.productsHeading, metadata: tradingLanding.metadata },
  all: { heading: productsPage.allProductsHeading, metadata: productsPage.metadata },
}

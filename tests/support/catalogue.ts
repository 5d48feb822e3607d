import type { Page } from '@playwright/test'
import ac from '@/lib/catalogue/demo/products/ac.json'
import fan from '@/lib/catalogue/demo/products/fan.json'
import frp from '@/lib/catalogue/demo/products/frp.json'
import light from '@/lib/catalogue/demo/products/light.json'
import solar from '@/lib/catalogue/demo/products/solar.json'
import trading from '@/lib/catalogue/demo/products/trading.json'

/** The embedded catalogue as tests read it: what the pages must show. */
export type RawProduct = (typeof fan)[number] & { tradingPartner: string | string[] }
export const embedded = { fan, light, solar, ac, frp, trading } as unknown as Record<
  'fan' | 'light' | 'solar' | 'ac' | 'frp' | 'trading',
  RawProduct[]
>

export function first<T>(list: readonly T[]): T {
  const item = list[0]
  if (item === undefined) throw new Error('empty list')
  return item
}

/** The five landings with a product list, and the heading each opens with. */
export const landings = [
  { path: '/products/fan', category: 'fan', heading: 'Same breeze. Half the bill.' },
  { path: '/products/light', category: 'light', heading: 'Be Bright. Be Safe. Be LED.' },
  { path: '/products/solar', category: 'solar', heading: 'All in One Solar Street Light' },
  { path: '/products/ac', category: 'ac', heading: 'Cool comfort that costs less to run' },
  { path: '/products/frp', category: 'frp', heading: 'Experience the best of FRP' },
] as const

/** Links to one product in a page's main content. */
export const productLink = (page: Page, category: string, slug: string) => page.locator(`main a[href="/products/${category}/${slug}"]`)

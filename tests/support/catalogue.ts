import ac from '@/content/catalogue/products/ac.json'
import fan from '@/content/catalogue/products/fan.json'
import frp from '@/content/catalogue/products/frp.json'
import light from '@/content/catalogue/products/light.json'
import solar from '@/content/catalogue/products/solar.json'
import trading from '@/content/catalogue/products/trading.json'

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

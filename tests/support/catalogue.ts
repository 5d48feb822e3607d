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

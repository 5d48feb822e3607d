import type { Category } from '@/lib/catalogue/schemas'
import type { FaqItem } from '@/content/schemas'
import { acFaq } from './ac'
import { fanFaq } from './fan'
import { frpFaq } from './frp'
import { lightFaq } from './light'
import { solarFaq } from './solar'

/** The FAQ a product line's detail pages close with. */
export const faqByCategory: Record<Category, FaqItem[]> = {
  fan: fanFaq,
  light: lightFaq,
  solar: solarFaq,
  ac: acFaq,
  frp: frpFaq,
  trading: [],
}

import type { DetailCategory } from '@/lib/catalogue/schemas'

/**
 * Each product line's name: the title of its landing page, its breadcrumb, its social card's
 * eyebrow and the category search engines read in its products' structured data.
 */
export const productLineNames = {
  fan: 'BLDC Fans',
  light: 'LED Lighting',
  solar: 'Solar Products',
  ac: 'Air Conditioners',
  frp: 'FRP Products',
} as const satisfies Record<DetailCategory, string>

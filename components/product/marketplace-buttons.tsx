import { productLabels } from '@/content/product-labels'
import type { Product } from '@/lib/catalogue/schemas'
import { marketplaceLinks } from '@/lib/product/marketplaces'
import { labels } from '@/content/labels'

/** Amazon, Flipkart and GeM buttons, each only when its link is not empty; they open a new tab, and say so. */
export function MarketplaceButtons({ product }: { product: Pick<Product, 'name' | 'amazonLink' | 'flipkartLink' | 'gemLink'> }) {
  const links = marketplaceLinks(product)
  if (links.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.name}>
          <a href={link.href} target="_blank" rel="noreferrer nofollow" className="marketplace-link">
            {productLabels.marketplaces[link.name]}
            <span className="sr-only">{`: ${product.name} ${labels.newTab}`}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

import { FaqBlock } from '@/components/faq/faq-block'
import { faqByCategory } from '@/content/faq'
import { productLabels } from '@/content/product-labels'
import type { DetailCategory } from '@/lib/catalogue/schemas'
import type { ProductPage } from '@/lib/catalogue/product-page'
import { toSelectableModel } from '@/lib/product/models'
import { BuyingQuestion } from './buying-question'
import { KeyList } from './key-list'
import { MarketplaceButtons } from './marketplace-buttons'
import { ModelSelectorIsland } from './model-selector-island'
import { ModelSelectorView } from './model-selector-view'
import { PartnerTags } from './partner-tags'
import { ProductDescription } from './product-description'
import { ProductOverview } from './product-overview'
import { RelatedProducts } from './related-products'

/** The detail page of a light, solar, AC or FRP product. */
export function ProductDetail({ page: { product, related }, category }: { page: ProductPage; category: Exclude<DetailCategory, 'fan'> }) {
  const models = product.models.map(toSelectableModel)
  const variant = category === 'solar' ? 'solar' : 'standard'
  return (
    <>
      <ProductOverview product={product}>
        <PartnerTags tags={product.tradingPartner} />
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{product.name}</h1>
        <ProductDescription html={product.description} />
        <KeyList title={productLabels.detail.keyFeatures} items={product.keyFeatures} />
        <div className="mt-6">
          <MarketplaceButtons product={product} />
        </div>
        {models.length > 0 ? (
          <ModelSelectorIsland models={models} variant={variant}>
            <ModelSelectorView models={models} variant={variant} selectedId={null} />
          </ModelSelectorIsland>
        ) : null}
        <BuyingQuestion slug={product.slug} />
      </ProductOverview>
      <RelatedProducts products={related} category={category} />
      <FaqBlock items={faqByCategory[category]} />
    </>
  )
}

import { Image } from '@/components/ui/image'
import { FaqBlock } from '@/components/faq/faq-block'
import { BuyingQuestion } from '@/components/product/buying-question'
import { KeyList } from '@/components/product/key-list'
import { MarketplaceButtons } from '@/components/product/marketplace-buttons'
import { ModelTable } from '@/components/product/model-table'
import { ProductDescription } from '@/components/product/product-description'
import { ProductOverview } from '@/components/product/product-overview'
import { Section } from '@/components/ui/section'
import { certificationStar, remoteLabels } from '@/content/fan-detail'
import { fanFaq } from '@/content/faq/fan'
import { productLabels } from '@/content/product-labels'
import type { Product } from '@/lib/catalogue/schemas'
import { initialRemote } from '@/lib/fan/fan-remote'
import { imageAttributes } from '@/lib/images/image-attributes'
import { keyPointLimits } from '@/lib/product/key-points'
import { FanRemoteIsland } from './fan-remote-island'
import { RemoteView } from './remote-view'
import { SpecBadges } from './spec-badges'

/** The fan detail page: the fan's story, the virtual remote, the specification badges and its models. */
export function FanDetail({ product }: { product: Product }) {
  const labels = productLabels.detail
  const fanPicture = imageAttributes({ src: remoteLabels.fanImage, width: 320, height: 320 })
  return (
    <>
      <ProductOverview product={product}>
        {product.tradingPartner.length > 0 ? (
          <p className="text-sm font-semibold tracking-widest text-amber-700 uppercase">
            <span className="sr-only">{labels.tradingPartner}: </span>
            {product.tradingPartner.join(', ')}
          </p>
        ) : null}
        <div className="mt-2 flex items-start justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{product.name}</h1>
          <Image src={certificationStar.src} alt={certificationStar.alt} width={72} height={72} className="size-18 shrink-0" />
        </div>
        <ProductDescription html={product.description} />
        <KeyList title={labels.keyPoints} items={product.keyPoints.slice(0, keyPointLimits.fanDetail)} />
        <div className="mt-6">
          <MarketplaceButtons product={product} />
        </div>
        <BuyingQuestion slug={product.slug} />
      </ProductOverview>
      <Section id="fan-remote" title={labels.remoteHeading} tone="muted">
        <FanRemoteIsland picture={fanPicture}>
          <RemoteView state={initialRemote} picture={fanPicture} />
        </FanRemoteIsland>
      </Section>
      <Section id="specifications" title={labels.specifications}>
        <SpecBadges />
      </Section>
      <ModelTable models={product.models} />
      <FaqBlock items={fanFaq} />
    </>
  )
}

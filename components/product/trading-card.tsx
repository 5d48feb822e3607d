import { productLabels } from '@/content/product-labels'
import type { ProductCard } from '@/lib/catalogue/schemas'
import { CardImages } from './card-images'
import { PartnerTags } from './partner-tags'

/**
 * A trading item: image (first extra image on hover), partner tags, name, and 'View Details'
 * opening a native popover of its key points (no JavaScript needed).
 */
export function TradingCard({
  product,
  keyPointsHeading,
  headingLevel,
}: {
  product: ProductCard
  keyPointsHeading: string
  /** Cards sit under a section heading (h3) or, at /products/others, right under the page's h1 (h2). */
  headingLevel: 2 | 3
}) {
  const popoverId = `details-${product._id}`
  const Title = headingLevel === 2 ? 'h2' : 'h3'
  const PopoverTitle = headingLevel === 2 ? 'h3' : 'h4'
  return (
    <article className="group relative grid-card">
      <CardImages images={product.images} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <PartnerTags tags={product.tradingPartner} />
        <Title className="text-lg font-semibold text-navy-900">{product.name}</Title>
        <button
          type="button"
          popoverTarget={popoverId}
          className="mt-auto self-start rounded-full bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-700"
        >
          {productLabels.carousel.viewDetails}
          <span className="sr-only">: {product.name}</span>
        </button>
        <div
          id={popoverId}
          popover="auto"
          className="m-auto max-w-md rounded-2xl bg-white p-6 text-slate-700 shadow-2xl ring-1 ring-slate-200 backdrop:bg-navy-950/40"
        >
          <PopoverTitle className="text-lg font-semibold text-navy-900">{product.name}</PopoverTitle>
          <p className="mt-1 text-sm font-semibold tracking-wide text-amber-700 uppercase">{keyPointsHeading}</p>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {product.keyPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <button
            type="button"
            popoverTarget={popoverId}
            popoverTargetAction="hide"
            className="mt-5 rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold"
          >
            {productLabels.detail.closeImage}
          </button>
        </div>
      </div>
    </article>
  )
}

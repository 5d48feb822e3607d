import { FaqBlock } from '@/components/faq/faq-block'
import { faqByCategory } from '@/content/faq'
import { productLabels } from '@/content/product-labels'
import type { DetailCategory } from '@/lib/catalogue/schemas'

/** A detail page while the catalogue cannot be reached and nothing of it was kept: say so, keep the FAQ. */
export function ProductUnavailable({ category }: { category: DetailCategory }) {
  return (
    <>
      <section className="container-page py-20 text-center">
        <h1 className="text-3xl font-bold text-navy-900">{productLabels.detail.unavailable}</h1>
      </section>
      <FaqBlock items={faqByCategory[category]} />
    </>
  )
}

import Link from 'next/link'
import { faqLabels } from '@/content/faq/labels'
import { JsonLd } from '@/components/seo/json-ld'
import type { FaqItem } from '@/content/schemas'
import { faqPageJsonLd } from '@/lib/seo/json-ld'
import { FaqAnswer } from './faq-answer'

/**
 * The reusable FAQ block: native <details>, so it works with no JavaScript; the first item
 * starts open and any number may be open at once. A list shown on several pages is marked up as
 * an FAQPage on one of them only (`structuredData`), its line's landing, as search engines ask.
 */
export function FaqBlock({ items, structuredData = false }: { items: FaqItem[]; structuredData?: boolean }) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby="faq-heading" id="faq" className="bg-slate-50 py-16 render-when-near sm:py-20">
      {structuredData ? <JsonLd data={faqPageJsonLd(items)} /> : null}
      <div className="faq-grid">
        <div>
          <h2 id="faq-heading" className="text-3xl font-bold tracking-tight text-navy-900">
            {faqLabels.heading}
          </h2>
          <p className="mt-4 text-slate-600">{faqLabels.lead}</p>
          <p className="mt-2 flex flex-wrap gap-x-4 font-semibold">
            <Link href="/" className="text-link text-navy-800">
              {faqLabels.homeLink}
            </Link>
            <Link href="/contact" className="text-link text-amber-700">
              {faqLabels.contactLink}
            </Link>
          </p>
        </div>
        <div className="faq-list">
          {items.map((item, index) => (
            <details key={item.id} open={index === 0} className="group py-5">
              <summary className="faq-question">
                {item.question}
                <span aria-hidden className="faq-icon">
                  +
                </span>
              </summary>
              <div className="mt-3 text-slate-700">
                <FaqAnswer answer={item.answer} />
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}

import { ButtonLink } from '@/components/ui/button-link'
import { productLabels } from '@/content/product-labels'
import { enquiryHref } from '@/lib/contact/enquiry'

/** 'Have question about buying', with a button opening the contact form about this product in a new tab. */
export function BuyingQuestion({ slug }: { slug: string }) {
  const labels = productLabels.detail
  return (
    <aside className="mt-8 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200">
      <h2 className="text-lg font-semibold text-navy-900">{labels.buyingQuestion}</h2>
      <p className="mt-1 text-slate-700">{labels.buyingText}</p>
      <ButtonLink href={enquiryHref(slug)} newTab variant="secondary" className="mt-4">
        {labels.buyingAction}
      </ButtonLink>
    </aside>
  )
}

import { ButtonLink } from '@/components/ui/button-link'
import { companyLabels } from '@/content/company-page-labels'

/** The way from a company page to the contact form; centred when a taller card beside it stretches it. */
export function AsideContact() {
  const text = companyLabels.aside
  return (
    <section
      aria-labelledby="aside-contact"
      className="flex flex-col items-start justify-center rounded-3xl bg-amber-50 p-8 ring-1 ring-amber-200"
    >
      <h2 id="aside-contact" className="text-xl font-bold text-navy-900">
        {text.contactHeading}
      </h2>
      <p className="mt-2 text-slate-700">{text.contactText}</p>
      <ButtonLink href="/contact" variant="secondary" className="mt-5">
        {text.contactAction}
      </ButtonLink>
    </section>
  )
}

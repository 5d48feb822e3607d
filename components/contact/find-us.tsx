import { addressLine, company } from '@/content/company/identity'
import { findUs } from '@/content/contact'
import { telHref } from '@/lib/text/tel-href'
import { NewTabNote } from '@/components/ui/new-tab-note'

/**
 * 'Find us here': the Bhandup address (a maps link), the support e-mail and both phones. Beside
 * the form it keeps its own height, not the form's: stretched, its lower half was an empty panel.
 */
export function FindUs() {
  return (
    <div className="self-start rounded-3xl bg-navy-900 p-8 text-white">
      <h2 className="text-2xl font-bold">{findUs.heading}</h2>
      <dl className="mt-6 space-y-5">
        <div>
          <dt className="text-sm font-semibold tracking-wider text-amber-brand uppercase">{findUs.addressLabel}</dt>
          <dd className="mt-1">
            <a href={company.mapsUrl} target="_blank" rel="noreferrer" className="hover:text-amber-brand">
              {addressLine}
              <NewTabNote />
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wider text-amber-brand uppercase">{findUs.emailLabel}</dt>
          <dd className="mt-1">
            <a href={`mailto:${company.supportEmail}`} className="inline-flex min-h-6 items-center hover:text-amber-brand">
              {company.supportEmail}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wider text-amber-brand uppercase">{findUs.phoneLabel}</dt>
          {company.phones.map((phone) => (
            <dd key={phone} className="mt-1">
              <a href={telHref(phone)} className="inline-flex min-h-6 items-center hover:text-amber-brand">
                {phone}
              </a>
            </dd>
          ))}
        </div>
      </dl>
    </div>
  )
}

import { contactLimits } from './fields'

/** The query parameter naming the product a message is about: /contact?product=<slug>. */
export const ENQUIRY_PARAM = 'product'

/** Where 'Have question about buying' leads: the contact form, about this product. */
export function enquiryHref(slug: string): string {
  return `/contact?${new URLSearchParams({ [ENQUIRY_PARAM]: slug })}`
}

/**
 * A subject the form can send as it is: on one line and within the subject's limit, whatever the
 * product's name upstream, so a visitor is never left with a subject the form refuses.
 */
export function fitSubject(subject: string): string {
  const cut = subject.replace(/\s+/g, ' ').trim().slice(0, contactLimits.messageSubject)
  // The cut must not leave half of a character.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut
}

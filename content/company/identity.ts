/**
 * The company's identity, in one place. Values not public yet (phones, e-mail, street, links)
 * are clearly demo values: replace them here and every page, link and structured-data block
 * follows.
 */
export const company = {
  name: 'Arkvolt Industries',
  legalName: 'Arkvolt Industries Private Limited',
  tagline: 'Shaping a Greener Tomorrow Through Solar Innovation.',
  yearsInBusiness: 33,
  foundedYear: 1993,
  supportEmail: 'support@arkvolt.example',
  phones: ['+91 22 0000 0101', '+91 90000 00202'],
  address: {
    street: 'Unit 7, Demo Industrial Estate, LBS Marg, Bhandup (West)',
    locality: 'Mumbai',
    region: 'Maharashtra',
    postalCode: '400078',
    country: 'IN',
  },
  mapsUrl: 'https://maps.google.com/?q=Bhandup+West+Mumbai+400078',
  socialUrl: 'https://www.linkedin.com/company/arkvolt-industries-demo',
  agency: { name: 'Demo Web Studio', url: 'https://webstudio.example' },
  logo: { src: '/logo.svg', width: 110, height: 80 },
  brochure: '/brochure.pdf',
} as const

/** The address as one line, the way the footer and the contact block show it. */
export const addressLine = `${company.address.street}, ${company.address.locality} ${company.address.postalCode}`

/** What a page's Markdown may name as `{{placeholder}}` (the policies do), so it follows the identity. */
export const identityPlaceholders = {
  companyName: company.name,
  legalName: company.legalName,
  address: `${addressLine}, ${company.address.region}, India`,
  supportEmail: company.supportEmail,
  phone: company.phones[0],
}

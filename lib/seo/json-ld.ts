import type { BreadcrumbList, FAQPage, Organization, Product as ProductLd, WithContext } from 'schema-dts'
import type { DetailCategory, Product } from '@/lib/catalogue/schemas'
import { plainText } from '@/lib/text/html'
import { productRoute } from '@/lib/navigation/routes'

/**
 * Structured data for search engines, typed with schema-dts so every property is one schema.org
 * defines. `siteUrl` makes every URL absolute. The facts come from the caller: the company's
 * identity and the product lines' names are content.
 */

/** What search engines are told about the company. */
export type CompanyFacts = {
  name: string
  legalName: string
  tagline: string
  foundedYear: number
  supportEmail: string
  phones: readonly string[]
  address: { street: string; locality: string; region: string; postalCode: string; country: string }
  socialUrl: string
  logo: { src: string }
}

/** An FAQ item: a text answer, or groups of a sub-heading, points and an optional note. */
export type FaqEntry = {
  question: string
  answer: string | readonly { subHeading: string; points: readonly string[]; note?: string }[]
}

export function organizationJsonLd(company: CompanyFacts, siteUrl: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    url: siteUrl,
    logo: new URL(company.logo.src, siteUrl).href,
    email: company.supportEmail,
    telephone: [...company.phones],
    foundingDate: String(company.foundedYear),
    slogan: company.tagline,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    sameAs: [company.socialUrl],
  }
}

/** The brand a product is sold under: its brand line's name, or the company's own. */
function brandName(product: Product, companyName: string): string {
  const line = product.category.trim()
  return line ? line.charAt(0).toUpperCase() + line.slice(1) : companyName
}

type ProductFacts = { product: Product; category: DetailCategory; lineName: string; companyName: string }

export function productJsonLd({ product, category, lineName, companyName }: ProductFacts, siteUrl: string): WithContext<ProductLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: plainText(product.description) || product.shortDescription,
    image: [product.images.cover, ...product.images.more].map((src) => new URL(src, siteUrl).href),
    brand: { '@type': 'Brand', name: brandName(product, companyName) },
    category: lineName,
    url: new URL(productRoute(category, product.slug), siteUrl).href,
    manufacturer: { '@type': 'Organization', name: companyName },
  }
}

export function breadcrumbJsonLd(trail: { name: string; path: string }[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, siteUrl).href,
    })),
  }
}

/** An FAQ answer as text: a string as it is, groups as their sub-headings, points and notes. */
function answerText(answer: FaqEntry['answer']): string {
  if (typeof answer === 'string') return answer
  return answer.map((group) => [`${group.subHeading}:`, ...group.points, group.note ?? ''].filter(Boolean).join(' ')).join(' ')
}

export function faqPageJsonLd(items: readonly FaqEntry[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: answerText(item.answer) },
    })),
  }
}

/** JSON for a <script> element: `<` is escaped so no text in it can close the script early. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

import type { BreadcrumbList, FAQPage, Organization, Product as ProductLd, WithContext } from 'schema-dts'
import { company } from '@/content/company'
import type { DetailCategory, FaqItem, Product } from '@/lib/catalogue/schemas'
import { plainText } from '@/lib/html'

/**
 * Structured data for search engines, typed with schema-dts so every property is one schema.org
 * defines. `siteUrl` makes every URL absolute.
 */
export function organizationJsonLd(siteUrl: string): WithContext<Organization> {
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

/** Product lines as search engines and breadcrumbs name them. */
export const lineNames: Record<DetailCategory, string> = {
  fan: 'BLDC Fans',
  light: 'LED Lighting',
  solar: 'Solar Products',
  ac: 'Air Conditioners',
  frp: 'FRP Products',
}

/** The brand a product is sold under: its brand line's name, or the company's own. */
function brandName(product: Product): string {
  const line = product.category.trim()
  return line ? line.charAt(0).toUpperCase() + line.slice(1) : company.name
}

export function productJsonLd(product: Product, category: DetailCategory, siteUrl: string): WithContext<ProductLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: plainText(product.description) || product.shortDescription,
    image: [product.images.cover, ...product.images.more].map((src) => new URL(src, siteUrl).href),
    brand: { '@type': 'Brand', name: brandName(product) },
    category: lineNames[category],
    url: new URL(`/products/${category}/${product.slug}`, siteUrl).href,
    manufacturer: { '@type': 'Organization', name: company.name },
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
function answerText(answer: FaqItem['answer']): string {
  if (typeof answer === 'string') return answer
  return answer.map((group) => [`${group.subHeading}:`, ...group.points, group.note ?? ''].filter(Boolean).join(' ')).join(' ')
}

export function faqPageJsonLd(items: FaqItem[]): WithContext<FAQPage> {
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
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}


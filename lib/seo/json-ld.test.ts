import { company } from '@/content/company'
import { acFaq } from '@/content/faq/ac'
import { ProductSchema } from '@/lib/catalogue/schemas'
import { breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd } from './json-ld'

const site = 'https://www.arkvolt.example'
const product = ProductSchema.parse({
  _id: '1',
  slug: 'sailite-led-street-light',
  name: 'Sailite LED Street Light',
  shortDescription: 'A street light.',
  description: '<p>Die-cast &amp; <strong>IP66</strong>.</p><script>alert(1)</script>',
  category: 'sailite',
  images: { cover: '/catalogue/light/x/cover.webp', more: ['https://cdn.arkvolt.example/x/1.webp'] },
})

describe('JSON-LD', () => {
  it('describes the organisation with its address and contact points', () => {
    expect(organizationJsonLd(site)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.name,
      legalName: company.legalName,
      url: site,
      logo: `${site}/logo.svg`,
      address: { '@type': 'PostalAddress', postalCode: '400078', addressCountry: 'IN' },
    })
  })

  it('describes a product with a plain-text description, absolute images, brand and category', () => {
    expect(productJsonLd(product, 'light', site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Sailite LED Street Light',
      description: 'Die-cast & IP66.',
      image: [`${site}/catalogue/light/x/cover.webp`, 'https://cdn.arkvolt.example/x/1.webp'],
      brand: { '@type': 'Brand', name: 'Sailite' },
      category: 'LED Lighting',
      url: `${site}/products/light/sailite-led-street-light`,
      manufacturer: { '@type': 'Organization', name: company.name },
    })
  })

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'LED Lighting', path: '/products/light' }], site).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'LED Lighting', item: `${site}/products/light` },
    ])
  })

  it('turns FAQ items, with text or grouped answers, into questions with accepted answers', () => {
    const faq = faqPageJsonLd(acFaq)
    expect(faq['@type']).toBe('FAQPage')
    const [first] = faq.mainEntity as unknown as { name: string; acceptedAnswer: { text: string } }[]
    expect(first?.name).toBe(acFaq[0]?.question)
    expect(first?.acceptedAnswer.text).toMatch(/^Filters: Clean the air filter every two weeks/)
  })

  it('cannot be broken out of its script element', () => {
    const serialized = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(serialized).not.toContain('<')
    expect(JSON.parse(serialized)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})

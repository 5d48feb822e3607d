import { ProductSchema } from '@/lib/catalogue/schemas'
import { breadcrumbJsonLd, type CompanyFacts, faqPageJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd } from './json-ld'

const company: CompanyFacts = {
  name: 'Arkvolt Industries',
  legalName: 'Arkvolt Industries Private Limited',
  tagline: 'Shaping a greener tomorrow.',
  foundedYear: 1993,
  supportEmail: 'support@arkvolt.example',
  phones: ['+91 22 0000 0101'],
  address: { street: 'Unit 7, LBS Marg', locality: 'Mumbai', region: 'Maharashtra', postalCode: '400078', country: 'IN' },
  socialUrl: 'https://www.linkedin.com/company/arkvolt',
  logo: { src: '/logo.svg' },
}

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
    expect(organizationJsonLd(company, site)).toMatchObject({
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
    expect(productJsonLd({ product, category: 'light', lineName: 'LED Lighting', companyName: company.name }, site)).toEqual({
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
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'LED Lighting', path: '/products/light' },
        ],
        site,
      ).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'LED Lighting', item: `${site}/products/light` },
    ])
  })

  it('turns FAQ items, with text or grouped answers, into questions with accepted answers', () => {
    const faq = faqPageJsonLd([
      { question: 'Care tips?', answer: [{ subHeading: 'Filters', points: ['Clean them every two weeks.'], note: 'More often in dust.' }] },
      { question: 'Warranty?', answer: 'Two years.' },
    ])
    expect(faq['@type']).toBe('FAQPage')
    expect(faq.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Care tips?',
        acceptedAnswer: { '@type': 'Answer', text: 'Filters: Clean them every two weeks. More often in dust.' },
      },
      { '@type': 'Question', name: 'Warranty?', acceptedAnswer: { '@type': 'Answer', text: 'Two years.' } },
    ])
  })

  it('cannot be broken out of its script element', () => {
    const serialized = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(serialized).not.toContain('<')
    expect(JSON.parse(serialized)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})

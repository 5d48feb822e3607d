import { ProductSchema } from '@/lib/catalogue/schemas'
import { pageMetadata, productDescription, productMetadata } from './metadata'

describe('pageMetadata', () => {
  const page = pageMetadata({ title: 'Solar', description: 'Panels and kits.', path: '/products/solar', siteName: 'Arkvolt' })

  it('gives the page its title, description and canonical path', () => {
    expect(page.title).toBe('Solar')
    expect(page.description).toBe('Panels and kits.')
    expect(page.alternates?.canonical).toBe('/products/solar')
  })

  it('builds the Open Graph card whole, the company after the title', () => {
    expect(page.openGraph).toEqual({
      type: 'website',
      locale: 'en_IN',
      siteName: 'Arkvolt',
      title: 'Solar | Arkvolt',
      description: 'Panels and kits.',
      url: '/products/solar',
    })
  })

  it('gives the X card the same title and description, on a large image', () => {
    expect(page.twitter).toEqual({ card: 'summary_large_image', title: 'Solar | Arkvolt', description: 'Panels and kits.' })
  })

  it('keeps an absolute title as it is', () => {
    const home = pageMetadata({ title: 'Arkvolt: Energy', description: 'd', path: '/', siteName: 'Arkvolt', absoluteTitle: true })
    expect(home.title).toEqual({ absolute: 'Arkvolt: Energy' })
    expect(home.openGraph?.title).toBe('Arkvolt: Energy')
  })
})

const productFixture = (fields: { name?: string; slug?: string; shortDescription?: string; description?: string }) =>
  ProductSchema.parse({
    _id: '1',
    slug: 'aerobreeze',
    name: 'AeroBreeze',
    description: '<p>A fan.</p>',
    category: 'technozen',
    images: { cover: '/catalogue/fan/aerobreeze/cover.webp' },
    ...fields,
  })

describe('productMetadata', () => {
  it('describes a product by its name and short description, at its own URL', () => {
    const product = productFixture({ name: 'AeroBreeze', slug: 'aerobreeze', shortDescription: 'A quiet fan.' })
    const metadata = productMetadata('fan', product, 'Arkvolt')
    expect(metadata.title).toBe('AeroBreeze')
    expect(metadata.description).toBe('A quiet fan.')
    expect(metadata.alternates?.canonical).toBe('/products/fan/aerobreeze')
  })

  it('keeps a product that could not be loaded out of the index', () => {
    expect(productMetadata('fan', undefined, 'Arkvolt')).toEqual({ robots: { index: false, follow: true } })
  })
})

describe('productDescription', () => {
  it('falls back to the description as plain text, cut after 160 characters', () => {
    const words = 'Long words here. '.repeat(20)
    const product = productFixture({ shortDescription: '', description: `<p>${words}</p>` })
    expect(productDescription(product)).toBe(`${words.slice(0, 160).trimEnd()}...`)
  })
})

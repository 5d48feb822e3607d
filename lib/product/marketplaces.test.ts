import { marketplaceLinks } from './marketplaces'

describe('marketplaceLinks', () => {
  it('gives a button for every marketplace with a link, in the order Amazon, Flipkart, GeM', () => {
    expect(marketplaceLinks({ amazonLink: 'https://a.in/1', flipkartLink: 'https://f.com/1', gemLink: 'https://gem.gov.in/1' })).toEqual([
      { name: 'Amazon', href: 'https://a.in/1' },
      { name: 'Flipkart', href: 'https://f.com/1' },
      { name: 'GeM', href: 'https://gem.gov.in/1' },
    ])
  })

  it('gives none for an empty string', () => {
    expect(marketplaceLinks({ amazonLink: '', flipkartLink: 'https://f.com/1', gemLink: '' })).toEqual([
      { name: 'Flipkart', href: 'https://f.com/1' },
    ])
    expect(marketplaceLinks({ amazonLink: '', flipkartLink: '', gemLink: '' })).toEqual([])
  })
})

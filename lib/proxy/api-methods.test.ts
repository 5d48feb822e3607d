import { apiMethodsOf } from './api-methods'

describe('apiMethodsOf', () => {
  it('names the methods of each API route', () => {
    expect(apiMethodsOf('/api/contact')).toEqual(['POST'])
    expect(apiMethodsOf('/api/revalidate')).toEqual(['POST'])
    expect(apiMethodsOf('/api/health')).toEqual(['GET', 'HEAD'])
    expect(apiMethodsOf('/api/catalogue/carousel/fan')).toEqual(['GET', 'HEAD'])
    expect(apiMethodsOf('/api/preview')).toEqual(['GET'])
    expect(apiMethodsOf('/api/preview/exit')).toEqual(['GET'])
  })

  it('leaves pages and look-alike paths to Next', () => {
    expect(apiMethodsOf('/contact')).toBeUndefined()
    expect(apiMethodsOf('/api/contact/extra')).toBeUndefined()
    expect(apiMethodsOf('/api/catalogue')).toBeUndefined()
    expect(apiMethodsOf('/api/preview/other')).toBeUndefined()
  })
})

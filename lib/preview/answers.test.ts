import { enterPreview, exitPreview, previewResponse } from './answers'
import { previewLinkQuery } from './link'

const secret = 'a-long-preview-secret-value'
const query = (params: Record<string, string>) => new URLSearchParams(params)

describe('enterPreview', () => {
  const now = Date.UTC(2026, 10, 27, 12)
  const inADay = now / 1000 + 86_400
  const link = (path: string, signedWith = secret) => previewLinkQuery(path, inADay, signedWith)

  it('leads to the path of a link signed with the secret, the home page when none is named', () => {
    expect(enterPreview(link('/products/fan/aerozen'), secret, now)).toEqual({ path: '/products/fan/aerozen', expires: inADay })
    const home = link('/')
    home.delete('path')
    expect(enterPreview(home, secret, now)).toEqual({ path: '/', expires: inADay })
  })

  it('refuses a link that is unsigned, signed otherwise, or expired with 401 before looking at the path', () => {
    expect(enterPreview(query({ secret, path: '/' }), secret, now)).toMatchObject({ status: 401 })
    expect(enterPreview(link('//evil.example', 'another-preview-secret-value'), secret, now)).toMatchObject({ status: 401 })
    expect(enterPreview(previewLinkQuery('/', now / 1000 - 1, secret), secret, now)).toMatchObject({ status: 401, error: /expired/ })
  })

  it('refuses a signature cut short or run on, so it is compared whole', () => {
    const signed = link('/products/fan')
    const signature = signed.get('signature') ?? ''
    for (const changed of [signature.slice(0, -1), signature.slice(0, 16), `${signature}x`, '']) {
      const tampered = new URLSearchParams(signed)
      tampered.set('signature', changed)
      expect(enterPreview(tampered, secret, now)).toMatchObject({ status: 401 })
    }
  })

  it('refuses everything with 401 when no secret is configured', () => {
    expect(enterPreview(link('/'), undefined, now)).toEqual({ status: 401, error: 'Preview is disabled: no secret is configured.' })
  })

  it.each(['', 'https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/a\nb'])(
    'refuses the path %j of a signed link with 400',
    (path) => {
      expect(enterPreview(link(path), secret, now)).toEqual({
        status: 400,
        error: 'path must be a path of this site, such as /products/fan.',
      })
    },
  )
})

describe('exitPreview', () => {
  const host = 'www.example.com'

  it('leads to the path when one is named, and refuses a bad one', () => {
    expect(exitPreview(query({ path: '/products/light' }), `https://${host}/products/fan`, host)).toEqual({ path: '/products/light' })
    expect(exitPreview(query({ path: '//evil.example' }), null, host)).toMatchObject({ status: 400 })
  })

  it('else goes back to the page of this site the link was clicked on', () => {
    expect(exitPreview(query({}), `https://${host}/products/fan/aerozen?x=1`, host)).toEqual({ path: '/products/fan/aerozen?x=1' })
  })

  it.each([
    ['no Referer', null],
    ['a Referer of another host', 'https://evil.example/products/fan'],
    ['a Referer that is no URL', 'not a url'],
    ['a Referer whose path is no site path', `https://${host}/.//evil.example`],
  ])('else goes to the home page: %s', (_, referer) => {
    expect(exitPreview(query({}), referer, host)).toEqual({ path: '/' })
  })
})

describe('previewResponse', () => {
  it('redirects to the path, and no cache may keep it', () => {
    const response = previewResponse({ path: '/products/fan' })
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/products/fan')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('refuses with the status and a message, with no Location', async () => {
    const response = previewResponse({ status: 400, error: 'path must be a path of this site.' })
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({ error: 'path must be a path of this site.' })
  })
})

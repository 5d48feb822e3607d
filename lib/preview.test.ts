import { enterPreview, exitPreview, previewResponse, previewSecret } from './preview'

const secret = 'a-long-preview-secret-value'
const query = (params: Record<string, string>) => new URLSearchParams(params)

describe('previewSecret', () => {
  it("is PREVIEW_SECRET, else the webhook's secret, else none", () => {
    expect(previewSecret({ PREVIEW_SECRET: 'preview-secret-value', REVALIDATE_SECRET: 'webhook-secret-value' })).toBe(
      'preview-secret-value',
    )
    expect(previewSecret({ PREVIEW_SECRET: undefined, REVALIDATE_SECRET: 'webhook-secret-value' })).toBe('webhook-secret-value')
    expect(previewSecret({ PREVIEW_SECRET: undefined, REVALIDATE_SECRET: undefined })).toBeUndefined()
  })
})

describe('enterPreview', () => {
  it('leads to the path once the secret is right, the home page when none is named', () => {
    expect(enterPreview(query({ secret, path: '/products/fan/aerozen' }), secret)).toEqual({ path: '/products/fan/aerozen' })
    expect(enterPreview(query({ secret }), secret)).toEqual({ path: '/' })
  })

  it('refuses a wrong or missing secret with 401 before looking at the path', () => {
    const givens: Record<string, string>[] = [
      { secret: 'a-long-preview-secret-valuf' },
      { secret: secret.slice(0, -1) },
      { secret: secret.slice(0, 16) },
      { secret: `${secret}x` },
      { secret: '' },
      {},
    ]
    for (const given of givens) {
      expect(enterPreview(query({ ...given, path: '//evil.example' }), secret)).toMatchObject({ status: 401 })
    }
  })

  it('refuses everything with 401 when no secret is configured', () => {
    expect(enterPreview(query({ secret: '', path: '/' }), undefined)).toMatchObject({ status: 401 })
    expect(enterPreview(query({ secret: 'anything-at-all-anything', path: '/' }), undefined)).toMatchObject({ status: 401 })
  })

  it.each(['', 'https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/a\nb'])(
    'refuses the path %j with 400',
    (path) => {
      expect(enterPreview(query({ secret, path }), secret)).toMatchObject({ status: 400 })
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

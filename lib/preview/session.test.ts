import { PREVIEW_COOKIE } from './draft-mode'
import { endedPreviewCookies, PREVIEW_SESSION_COOKIE, previewCookies, sessionOpen } from './session'

const secret = 'a-long-preview-secret-value'
const now = Date.UTC(2026, 10, 28, 12)
const inAnHour = now / 1000 + 3600
const session = (expires = inAnHour, signedWith = secret) =>
  previewCookies('build-preview-id', expires, signedWith, now).find(({ name }) => name === PREVIEW_SESSION_COOKIE)!.value

describe('a preview session', () => {
  it('lasts exactly as long as its link, in both cookies', () => {
    const cookies = previewCookies('build-preview-id', inAnHour, secret, now)
    expect(cookies.map(({ name, maxAge }) => [name, maxAge])).toEqual([
      [PREVIEW_COOKIE, 3600],
      [PREVIEW_SESSION_COOKIE, 3600],
    ])
    expect(sessionOpen(session(), secret, now + 3_599_000)).toBe(true)
    expect(sessionOpen(session(), secret, now + 3_600_000)).toBe(false)
  })

  it('is closed for a cookie signed otherwise, tampered with, or missing', () => {
    const [expires, signature] = session().split('.')
    expect(sessionOpen(session(inAnHour, 'another-preview-secret-value'), secret, now)).toBe(false)
    expect(sessionOpen(`${Number(expires) + 86_400}.${signature}`, secret, now)).toBe(false)
    expect(sessionOpen(`${expires}.${signature!.slice(0, -1)}`, secret, now)).toBe(false)
    expect(sessionOpen(undefined, secret, now)).toBe(false)
    expect(sessionOpen(session(), undefined, now)).toBe(false)
  })

  it('ends with both cookies gone', () => {
    expect(endedPreviewCookies().map(({ name, value, maxAge }) => [name, value, maxAge])).toEqual([
      [PREVIEW_COOKIE, '', 0],
      [PREVIEW_SESSION_COOKIE, '', 0],
    ])
  })
})

describe("a preview's cookies", () => {
  afterEach(() => jest.restoreAllMocks())

  it('are sent only over HTTPS, to every path, out of scripts, and cross-site as Next sends its own', () => {
    for (const cookie of [...previewCookies('id', inAnHour, secret, now), ...endedPreviewCookies()])
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'none', path: '/' })
  })

  it('work over plain HTTP in development, as Next sends its own there', () => {
    jest.replaceProperty(process.env, 'NODE_ENV', 'development')
    for (const cookie of [...previewCookies('id', inAnHour, secret, now), ...endedPreviewCookies()])
      expect(cookie).toMatchObject({ httpOnly: true, secure: false, sameSite: 'lax', path: '/' })
  })

  it('of a link already expired are gone at once, never given a negative age', () => {
    expect(previewCookies('id', now / 1000 - 60, secret, now).map(({ maxAge }) => maxAge)).toEqual([0, 0])
    expect(previewCookies('id', now / 1000 + 0.9, secret, now).map(({ maxAge }) => maxAge)).toEqual([0, 0])
  })

  it('carry the build id and the expiry with its signature', () => {
    const [draft, until] = previewCookies('build-preview-id', inAnHour, secret, now)
    expect(draft!.value).toBe('build-preview-id')
    expect(until!.value).toMatch(new RegExp(`^${inAnHour}\\.[\\w-]{43}$`))
    expect(sessionOpen(`${until!.value} `, secret, now)).toBe(false)
    expect(sessionOpen(` ${until!.value}`, secret, now)).toBe(false)
  })
})

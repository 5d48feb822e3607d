import { fetchFormToken } from './fetch-form-token'

const TOKEN = `${Date.now().toString(36)}.${'A'.repeat(22)}`
let fetched: { url: string; init?: RequestInit }[]

/** The site answering the form's script with `status` and `body`. */
function siteAnswers(status: number, body: unknown) {
  fetched = []
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    fetched.push({ url: String(url), init })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
}

afterEach(() => jest.restoreAllMocks())

describe('fetchFormToken', () => {
  it('asks the token route, past any cache, for the token it issues', async () => {
    siteAnswers(200, { token: TOKEN })
    expect(await fetchFormToken()).toBe(TOKEN)
    expect(fetched).toEqual([{ url: '/contact/token', init: { cache: 'no-store' } }])
  })

  it('answers none ("") once the budget is spent, so the form stops asking', async () => {
    siteAnswers(429, { retryAfterMs: 60_000 })
    expect(await fetchFormToken()).toBe('')
  })

  it.each([
    ['a server error', 503, { token: TOKEN }],
    ['a not-found', 404, { token: TOKEN }],
    ['an answer that is no token', 200, { token: 'forged' }],
    ['an answer without one', 200, {}],
  ])('answers undefined after %s', async (_, status, body) => {
    siteAnswers(status, body)
    expect(await fetchFormToken()).toBeUndefined()
  })
})

import { POST } from '@/app/api/revalidate/route'
import { SECRET_HEADER } from '@/lib/revalidation'

/**
 * The webhook's secret check, on the route itself: only the configured secret, whole, gets past
 * it. A refused call reaches nothing beyond the check (no body read, no tag revalidated).
 */
const secret = 'the-webhook-secret-of-this-site'

const call = (given?: string) =>
  POST(
    new Request('http://site.test/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(given === undefined ? {} : { [SECRET_HEADER]: given }) },
      body: JSON.stringify({ categories: ['fan'] }),
    }),
  )

describe('POST /api/revalidate: the secret', () => {
  const configured = process.env.REVALIDATE_SECRET
  beforeAll(() => {
    process.env.REVALIDATE_SECRET = secret
  })
  afterAll(() => {
    if (configured === undefined) delete process.env.REVALIDATE_SECRET
    else process.env.REVALIDATE_SECRET = configured
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['short: the secret without its last character', secret.slice(0, -1)],
    ['short: its first character alone', secret.slice(0, 1)],
    ['long: the secret with one more character', `${secret}x`],
    ['one character off', `${secret.slice(0, -1)}T`],
    ['another case', secret.toUpperCase()],
  ])('refuses a secret that is %s with 401', async (_, given) => {
    const answer = await call(given)
    expect(answer.status).toBe(401)
    expect(await answer.json()).toEqual({ error: expect.stringContaining(SECRET_HEADER) })
  })

  it('lets the configured secret through to the body check', async () => {
    const answer = await POST(
      new Request('http://site.test/api/revalidate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SECRET_HEADER]: secret },
        body: '{}',
      }),
    )
    expect(answer.status).toBe(400)
  })

  it('refuses every call while no secret is configured', async () => {
    delete process.env.REVALIDATE_SECRET
    try {
      const answer = await call(secret)
      expect(answer.status).toBe(401)
    } finally {
      process.env.REVALIDATE_SECRET = secret
    }
  })
})

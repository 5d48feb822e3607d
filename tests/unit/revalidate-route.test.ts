import { revalidateTag } from 'next/cache'
import { POST } from '@/app/api/revalidate/route'
import { metrics } from '@/lib/metrics/registry'
import { SECRET_HEADER } from '@/lib/regeneration/revalidation'
import { captureLog } from '@/tests/support/log'

/**
 * The webhook's secret check, on the route itself: only the configured secret, whole, gets past
 * it. A refused call reaches nothing beyond the check (no body read, no tag revalidated).
 */
const secret = 'the-webhook-secret-of-this-site'

jest.mock('next/cache', () => ({ ...jest.requireActual<object>('next/cache'), revalidateTag: jest.fn() }))
/** The catalogue's reload, which a test makes fail; calls that stop before it never reach it. */
const refresh = jest.fn<Promise<never>, []>()
jest.mock('@/lib/catalogue/snapshot', () => ({
  ...jest.requireActual<object>('@/lib/catalogue/snapshot'),
  catalogue: () => ({ snapshot: undefined, refresh }),
}))

const call = (given?: string, body = JSON.stringify({ categories: ['fan'] })) =>
  POST(
    new Request('http://site.test/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(given === undefined ? {} : { [SECRET_HEADER]: given }) },
      body,
    }),
  )

const configured = process.env.REVALIDATE_SECRET
beforeAll(() => {
  process.env.REVALIDATE_SECRET = secret
})
afterAll(() => {
  if (configured === undefined) delete process.env.REVALIDATE_SECRET
  else process.env.REVALIDATE_SECRET = configured
})

let log: ReturnType<typeof captureLog>
beforeEach(() => {
  log = captureLog()
})
afterEach(() => log.restore())

describe('POST /api/revalidate: the secret', () => {
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

describe('POST /api/revalidate: what operators see of each call', () => {
  const calls = async () =>
    Object.fromEntries((await metrics().webhookCalls.get()).values.map((value) => [String(value.labels.outcome), value.value]))
  /** The outcome a call was counted and logged under. */
  const outcomeOf = async (send: () => Promise<Response>) => {
    const before = await calls()
    await send()
    const after = await calls()
    const counted = Object.keys(after).filter((outcome) => after[outcome] !== (before[outcome] ?? 0))
    const logged = log.events.filter((event) => event.event === 'webhook.call').map((event) => event.outcome)
    // Whatever the call, its secret (right or wrong) is never written.
    expect(JSON.stringify(log.events)).not.toContain(secret.slice(0, 12))
    return { counted, logged }
  }

  it.each([
    ['a wrong secret', 'unauthorized', () => call(`${secret}x`)],
    ['no secret', 'unauthorized', () => call()],
    ['a body it cannot use', 'invalid', () => call(secret, '{}')],
    ['a body that is not JSON', 'invalid', () => call(secret, '{"categories": ')],
  ])('counts and logs a call with %s as %s', async (_, outcome, send) => {
    expect(await outcomeOf(send)).toEqual({ counted: [outcome], logged: [outcome] })
  })

  it('counts and logs every call as disabled while no secret is configured', async () => {
    delete process.env.REVALIDATE_SECRET
    try {
      expect(await outcomeOf(() => call(secret))).toEqual({ counted: ['disabled'], logged: ['disabled'] })
    } finally {
      process.env.REVALIDATE_SECRET = secret
    }
  })
})

describe('POST /api/revalidate: a catalogue that cannot be reloaded', () => {
  it('answers 503 with the reason, still marks the tags stale, and counts and logs the call as failed', async () => {
    refresh.mockRejectedValueOnce(new Error('the snapshot could not be built'))
    jest.mocked(revalidateTag).mockClear()
    const before = (await metrics().webhookCalls.get()).values.find((value) => value.labels.outcome === 'failed')?.value ?? 0
    const answer = await call(secret, JSON.stringify({ categories: ['fan'], slugs: ['vayu'] }))
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('5')
    expect(await answer.json()).toEqual({
      error: expect.stringContaining('Send the call again'),
      revalidated: ['products:fan', 'product:vayu'],
    })
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ['products:fan', 'max'],
      ['product:vayu', 'max'],
    ])
    const after = (await metrics().webhookCalls.get()).values.find((value) => value.labels.outcome === 'failed')?.value
    expect(after).toBe(before + 1)
    expect(log.events.filter((event) => event.event === 'webhook.call')).toEqual([
      expect.objectContaining({ level: 'error', outcome: 'failed', reason: 'Error: the snapshot could not be built' }),
    ])
  })
})

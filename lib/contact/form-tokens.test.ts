import { captureLog } from '@/tests/support/log'
import { clientOf, networkOf, type Sender } from '@/lib/http/client-address'
import { issueTokenTo, tokenForNextSend, tokenOf } from './form-tokens'
import { getSpentTokens } from './process-stores'

const singletons = ['contact.form-token-key', 'contact.token-budget', 'contact.spent-tokens']
const at = (address: string): Sender => ({ client: clientOf(address), network: networkOf(address) })
const visitor = at('192.0.2.7')
let log: ReturnType<typeof captureLog>

beforeEach(() => {
  jest.useFakeTimers({ now: Date.UTC(2026, 0, 5) })
  process.env.CONTACT_LIMIT_PER_CLIENT = '2' // 2 tokens an hour a client, 4 a network
  log = captureLog()
})
afterEach(() => {
  log.restore()
  jest.useRealTimers()
  delete process.env.CONTACT_LIMIT_PER_CLIENT
  for (const name of singletons) delete (globalThis as Record<symbol, unknown>)[Symbol.for(`arkvolt.${name}`)]
})

/** A token issued to `sender` now, from the process's budget. */
const issued = async (sender: Sender = visitor) => {
  const answer = await issueTokenTo(sender)
  if (answer.token === undefined) throw new Error('no token issued')
  return answer.token
}

describe('a token the site issues', () => {
  it('vouches for a message from its visitor’s /24 once a few seconds old, and for no other', async () => {
    const formToken = await issued()
    const fromThere = at('192.0.2.8')
    expect(tokenOf({ formToken }, fromThere).state).toBe('early')
    jest.advanceTimersByTime(5_000)
    expect(tokenOf({ formToken }, fromThere).state).toBe('good')
    expect(tokenOf({ formToken }, at('192.0.3.7')).state).toBe('none')
    expect(tokenOf({}, fromThere).state).toBe('none')
  })

  it('is issued on the budget, and past it not at all, with how soon to ask again', async () => {
    await issued()
    await issued()
    expect(await issueTokenTo(visitor)).toEqual({ retryAfterMs: 60 * 60 * 1000 })
  })
})

describe('the token the form’s answer carries', () => {
  const outcomes = {
    success: { status: 'success' },
    limited: { status: 'error', reason: 'rate-limited', retryAfterMs: 60_000 },
    invalid: { status: 'error', reason: 'invalid' },
    replayed: { status: 'error', reason: 'replayed' },
  } as const

  it('is the one sent, after a refusal that left it unspent, so trying again costs no budget', async () => {
    const formToken = await issued()
    jest.advanceTimersByTime(5_000)
    expect(await tokenForNextSend({ formToken }, visitor, outcomes.limited)).toBe(formToken)
    expect(await tokenForNextSend({ formToken }, visitor, outcomes.invalid)).toBe(formToken)
    // Still early, it will count soon enough.
    const early = await issued()
    expect(await tokenForNextSend({ formToken: early }, visitor, outcomes.limited)).toBe(early)
  })

  it('is a fresh one after a message is sent, even one whose token was not yet good (and so not spent)', async () => {
    const early = await issued()
    jest.advanceTimersByTime(1_000)
    const fresh = await tokenForNextSend({ formToken: early }, visitor, outcomes.success)
    expect(fresh).not.toBe(early)
    expect(tokenOf({ formToken: fresh }, visitor).state).toBe('early')
  })

  it('is a fresh one once the token is spent, or replayed, or was none; none past the budget', async () => {
    const formToken = await issued()
    jest.advanceTimersByTime(5_000)
    await getSpentTokens().spend(formToken, Date.now() + 60_000)
    const fresh = await tokenForNextSend({ formToken }, visitor, outcomes.success)
    expect(fresh).not.toBe(formToken)
    expect(tokenOf({ formToken: fresh }, visitor).state).toBe('early')
    // The budget of 2 an hour is spent now.
    expect(await tokenForNextSend({ formToken }, visitor, outcomes.replayed)).toBe('')
    expect(await tokenForNextSend({ formToken }, visitor, outcomes.limited)).toBe('')
    expect(await tokenForNextSend({}, at('198.51.100.1'), outcomes.limited)).toMatch(/^[0-9a-z]+\./)
  })
})

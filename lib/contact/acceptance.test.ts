import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { metrics } from '@/lib/metrics/registry'
import { captureLog } from '@/tests/support/log'
import { acceptMessage, formFields, type MessageSender } from './acceptance'
import { HONEYPOT_FIELD } from './fields'
import { FileOutbox } from './outbox/file-outbox'
import type { Outbox } from './outbox/outbox'
import { type ContactLimiter, contactLimitsFrom, createContactLimiter } from './rate-limit'
import { type SpentTokens, spentTokensInMemory } from './spent-tokens'

const fields = { senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Quote', messageBody: 'Hello' }
let dir: string
let outbox: Outbox
let log: ReturnType<typeof captureLog>

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'accept-'))
  outbox = new FileOutbox(dir)
  log = captureLog()
})
afterEach(() => {
  log.restore()
  rmSync(dir, { recursive: true, force: true })
})

/** A sender without a form token, alone in its network. */
const from = (client: string): MessageSender => ({ client, network: client })
/** A sender whose message carries `token`, good for an hour. */
const carrying = (client: string, token: string): MessageSender => ({
  ...from(client),
  formToken: { token, expiresAt: Date.now() + 3_600_000 },
})
/** What a fake limiter answers for a message within the limits. */
const taken = { taken: true, giveBack: async () => {} } as const
const limiter = (perClient: number, total: number) => createContactLimiter(contactLimitsFrom({ perClient, total }))

const deps = (overrides: Partial<Parameters<typeof acceptMessage>[2]> = {}) => ({
  outbox,
  limiter: limiter(5, 100),
  spentTokens: spentTokensInMemory(100),
  onAccepted: jest.fn(),
  ...overrides,
})

describe('acceptMessage', () => {
  it('stores a valid message before saying it was sent, then starts its delivery', async () => {
    const dependencies = deps()
    const state = await acceptMessage({ ...fields, consent: 'on' }, from('10.0.0.1'), dependencies)
    expect(state).toEqual({ status: 'success' })
    const [stored] = await outbox.list()
    expect(stored?.message).toEqual(fields)
    expect(dependencies.onAccepted).toHaveBeenCalledWith(stored)
  })

  it('answers the first problem of each field, in no words for visitors, and stores nothing', async () => {
    const state = await acceptMessage({ ...fields, senderEmail: 'nope', messageBody: '' }, from('c'), deps())
    expect(state).toEqual({
      status: 'error',
      reason: 'invalid',
      fieldProblems: { senderEmail: 'not an email address', messageBody: 'required' },
      fieldKinds: { senderEmail: 'email', messageBody: 'required' },
    })
    expect(await outbox.list()).toEqual([])
  })

  it.each([
    ['a string', 'http://spam.example'],
    ['a list', ['x']],
    ['a list of an empty string', ['']],
    ['an object', { url: 'x' }],
    ['a number', 0],
    ['true', true],
  ])('ignores a submission whose honeypot holds %s, while answering as if it worked', async (_, value) => {
    const dependencies = deps()
    const state = await acceptMessage({ ...fields, [HONEYPOT_FIELD]: value }, from('c'), dependencies)
    expect(state.status).toBe('success')
    expect(await outbox.list()).toEqual([])
    expect(dependencies.onAccepted).not.toHaveBeenCalled()
  })

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['null', null],
    ['false', false],
    ['an empty list', []],
    ['an empty object', {}],
  ])('takes a message whose honeypot is %s', async (_, value) => {
    expect((await acceptMessage({ ...fields, [HONEYPOT_FIELD]: value }, from('c'), deps())).status).toBe('success')
    expect(await outbox.list()).toHaveLength(1)
  })

  it('sees a file in the honeypot of a posted form', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    form.append(HONEYPOT_FIELD, new File(['x'], 'x.txt'))
    expect((await acceptMessage(formFields(form), from('c'), deps())).status).toBe('success')
    expect(await outbox.list()).toEqual([])
  })

  it('keeps the text fields of a posted form, and leaves out a file sent in one', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    form.append('attachment', new File(['x'], 'x.txt'))
    expect(formFields(form)).toEqual(fields)
    expect((await acceptMessage(formFields(form), from('c'), deps())).status).toBe('success')
    expect((await outbox.list()).map((entry) => entry.message)).toEqual([fields])
  })

  it('counts only messages that pass, so junk can never spend the allowance of real visitors', async () => {
    const counted: string[] = []
    const counting: ContactLimiter = { take: async ({ client }) => (counted.push(client), taken) }
    const junk = deps({ limiter: counting })
    for (const input of [{}, { ...fields, senderEmail: 'nope' }, { ...fields, [HONEYPOT_FIELD]: ['x'] }])
      await acceptMessage(input, from('a'), junk)
    expect(counted).toEqual([])

    const dependencies = deps({ limiter: limiter(5, 100) })
    for (let i = 0; i < 200; i++) {
      expect(
        (await acceptMessage(i % 2 ? {} : { ...fields, senderEmail: 'nope' }, from(i % 3 ? 'a' : `bot-${i}`), dependencies)).status,
      ).toBe('error')
    }
    expect(await acceptMessage({ ...fields, [HONEYPOT_FIELD]: 'x' }, from('a'), dependencies)).toMatchObject({ status: 'success' })
    expect(await acceptMessage(fields, from('a'), dependencies)).toMatchObject({ status: 'success' })
    expect(await outbox.list()).toHaveLength(1)
  })

  it('limits each client address, and all clients together', async () => {
    const dependencies = deps({ limiter: limiter(2, 3) })
    expect((await acceptMessage(fields, from('a'), dependencies)).status).toBe('success')
    expect((await acceptMessage(fields, from('a'), dependencies)).status).toBe('success')
    expect(await acceptMessage(fields, from('a'), dependencies)).toEqual({
      status: 'error',
      reason: 'rate-limited',
      retryAfterMs: expect.any(Number),
    })
    expect((await acceptMessage(fields, from('b'), dependencies)).status).toBe('success')
    expect(await acceptMessage(fields, from('c'), dependencies)).toEqual({
      status: 'error',
      reason: 'rate-limited',
      retryAfterMs: expect.any(Number),
    })
    expect(await outbox.list()).toHaveLength(3)
  })

  it('says it failed when the message cannot be stored, so nothing accepted is lost', async () => {
    const broken: Outbox = { ...outbox, add: () => Promise.reject(new Error('disk full')) }
    expect(await acceptMessage(fields, from('c'), deps({ outbox: broken }))).toEqual({ status: 'error', reason: 'unavailable' })
    expect(log.events).toEqual([expect.objectContaining({ level: 'error', event: 'contact.store_failed', reason: 'disk full' })])
  })

  it('says the outbox is full past its limits, keeping every message it holds', async () => {
    const full = new FileOutbox(dir, { messages: 1, bytes: Infinity })
    expect(await acceptMessage(fields, from('a'), deps({ outbox: full }))).toEqual({ status: 'success' })
    expect(await acceptMessage(fields, from('b'), deps({ outbox: full }))).toEqual({
      status: 'error',
      reason: 'full',
      retryAfterMs: 60 * 60 * 1000,
    })
    expect(await full.list()).toEqual([expect.objectContaining({ message: fields })])
  })
})

describe('acceptMessage, when the message is not kept', () => {
  /** A sender whose network holds other clients too. */
  const inNetwork = (client: string): MessageSender => ({ client, network: 'office' })
  const full = () => new FileOutbox(dir, { messages: 0, bytes: Infinity })
  const throwing = (): Outbox => ({ ...outbox, add: () => Promise.reject(new Error('disk full')) })

  it.each([
    ['the outbox full', full, 'full'],
    ['the outbox failing', throwing, 'unavailable'],
  ])('gives back every allowance it took with %s: the same sender is still within them', async (_, refusing, reason) => {
    // 1 a client, 2 a network, 4 in all of which 3 open: each allowance is down to its last at once.
    const shared = limiter(1, 4)
    for (let i = 0; i < 3; i++)
      expect(await acceptMessage(fields, inNetwork('a'), deps({ limiter: shared, outbox: refusing() }))).toMatchObject({ reason })
    expect(await acceptMessage(fields, inNetwork('a'), deps({ limiter: shared }))).toEqual({ status: 'success' })
    expect(await acceptMessage(fields, inNetwork('b'), deps({ limiter: shared }))).toEqual({ status: 'success' })
    expect(await acceptMessage(fields, from('c'), deps({ limiter: shared }))).toEqual({ status: 'success' })
    // The open share (3) is spent by the three kept; the network (2) by a and b.
    expect(await acceptMessage(fields, from('d'), deps({ limiter: shared }))).toMatchObject({ reason: 'rate-limited' })
    expect(await outbox.list()).toHaveLength(3)
  })
})

describe('acceptMessage and the form token', () => {
  it('takes one message a token: sent again, the token is refused before any allowance is counted', async () => {
    const seen: boolean[] = []
    const counting: ContactLimiter = { take: async ({ tokened }) => (seen.push(tokened), taken) }
    const dependencies = deps({ limiter: counting })
    expect(await acceptMessage(fields, carrying('a', 'token-1'), dependencies)).toEqual({ status: 'success' })
    for (const client of ['a', 'b'])
      expect(await acceptMessage(fields, carrying(client, 'token-1'), dependencies)).toEqual({ status: 'error', reason: 'replayed' })
    // The first drew on the share kept for the form; the replays drew on nothing.
    expect(seen).toEqual([true])
    expect(await outbox.list()).toHaveLength(1)
    expect(log.events).toEqual([
      expect.objectContaining({ level: 'warn', event: 'contact.refused', reason: 'replayed' }),
      expect.objectContaining({ level: 'warn', event: 'contact.refused', reason: 'replayed' }),
    ])
  })

  it('lets two sends of one token at once carry one message', async () => {
    const dependencies = deps()
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => acceptMessage(fields, carrying('a', 'token-2'), dependencies)))
    expect(outcomes.filter((outcome) => outcome.status === 'success')).toHaveLength(1)
    expect(await outbox.list()).toHaveLength(1)
  })

  it.each([
    ['over a limit', () => deps({ limiter: { take: async () => ({ taken: false, scope: 'total', retryAfterMs: 1_000 }) } })],
    ['the outbox full', () => deps({ outbox: new FileOutbox(dir, { messages: 0, bytes: Infinity }) })],
    ['the outbox unavailable', () => deps({ outbox: { ...outbox, add: () => Promise.reject(new Error('disk full')) } })],
    ['the limits failing', () => deps({ limiter: { take: () => Promise.reject(new Error('store down')) } })],
  ])('leaves the token unspent when its message is refused with %s', async (_, refusing) => {
    const spentTokens: SpentTokens = spentTokensInMemory(100)
    expect((await acceptMessage(fields, carrying('a', 'token-3'), { ...refusing(), spentTokens })).status).toBe('error')
    expect(await spentTokens.isSpent('token-3')).toBe(false)
    expect(await acceptMessage(fields, carrying('a', 'token-3'), deps({ spentTokens }))).toEqual({ status: 'success' })
    expect(await spentTokens.isSpent('token-3')).toBe(true)
  })

  it('gives the token back even when giving back the allowances fails too', async () => {
    const spentTokens = spentTokensInMemory(100)
    const failing = deps({
      spentTokens,
      limiter: { take: async () => ({ taken: true, giveBack: () => Promise.reject(new Error('store down')) }) },
      outbox: { ...outbox, add: () => Promise.reject(new Error('disk full')) },
    })
    await expect(acceptMessage(fields, carrying('a', 'token-5'), failing)).rejects.toThrow('store down')
    expect(await spentTokens.isSpent('token-5')).toBe(false)
  })

  it('spends nothing of a message turned away as invalid or by its honeypot', async () => {
    const dependencies = deps()
    await acceptMessage({ ...fields, senderEmail: 'nope' }, carrying('a', 'token-4'), dependencies)
    await acceptMessage({ ...fields, [HONEYPOT_FIELD]: 'x' }, carrying('a', 'token-4'), dependencies)
    expect(await dependencies.spentTokens.isSpent('token-4')).toBe(false)
  })
})

describe('acceptMessage, as the metrics and the log tell it', () => {
  /** The counters an operator's dashboard reads, now. */
  const counters = async () => {
    const refused = (await metrics().contactRefused.get()).values
    const byReason = (reason: string) => refused.find((value) => value.labels.reason === reason)?.value ?? 0
    return {
      accepted: (await metrics().contactAccepted.get()).values[0]?.value ?? 0,
      invalid: byReason('invalid'),
      rateLimit: byReason('rate_limit'),
      outboxFull: byReason('outbox_full'),
      unavailable: byReason('unavailable'),
    }
  }
  /** What a submission moved: each counter's change. */
  const moved = async (submit: () => Promise<unknown>) => {
    const before = await counters()
    await submit()
    const after = await counters()
    return Object.fromEntries(Object.entries(after).map(([name, value]) => [name, value - before[name as keyof typeof before]]))
  }
  const none = { accepted: 0, invalid: 0, rateLimit: 0, outboxFull: 0, unavailable: 0 }
  const personal = [fields.senderName, fields.senderEmail, fields.messageSubject, fields.messageBody, '203.0.113.9']

  afterEach(() => {
    // Whatever was refused or kept, the log never names the visitor, their words or their address.
    const written = JSON.stringify(log.events)
    for (const value of personal) expect(written).not.toContain(value)
  })

  it('counts a visitor’s message once it is stored', async () => {
    expect(await moved(() => acceptMessage(fields, from('203.0.113.9'), deps()))).toEqual({ ...none, accepted: 1 })
    expect(log.events).toEqual([])
  })

  it('counts a message that fails validation as invalid, and logs which fields, not what they held', async () => {
    const junk = { ...fields, senderEmail: 'nope', messageBody: '' }
    expect(await moved(() => acceptMessage(junk, from('203.0.113.9'), deps()))).toEqual({ ...none, invalid: 1 })
    expect(log.events).toEqual([
      expect.objectContaining({ level: 'info', event: 'contact.refused', reason: 'invalid', fields: ['senderEmail', 'messageBody'] }),
    ])
  })

  it('counts a bot’s filled honeypot as invalid, though the bot is told it worked', async () => {
    expect(await moved(() => acceptMessage({ ...fields, [HONEYPOT_FIELD]: 'http://spam.example' }, from('203.0.113.9'), deps()))).toEqual({
      ...none,
      invalid: 1,
    })
    expect(log.events).toEqual([expect.objectContaining({ event: 'contact.refused', reason: 'invalid', honeypot: true })])
  })

  it('counts a message over the limits as rate_limit, and logs which allowance ran out', async () => {
    const dependencies = deps({ limiter: limiter(1, 100) })
    await acceptMessage(fields, from('203.0.113.9'), dependencies)
    expect(await moved(() => acceptMessage(fields, from('203.0.113.9'), dependencies))).toEqual({ ...none, rateLimit: 1 })
    expect(log.events).toEqual([
      expect.objectContaining({ level: 'warn', event: 'rate_limit.refused', limit: 'contact', scope: 'client', tokened: false }),
      expect.objectContaining({ level: 'warn', event: 'contact.refused', reason: 'rate_limit', scope: 'client' }),
    ])
  })

  it('counts a message refused by a full outbox as outbox_full, and logs how full it is', async () => {
    const full = new FileOutbox(dir, { messages: 1, bytes: Infinity })
    await acceptMessage(fields, from('a'), deps({ outbox: full }))
    expect(await moved(() => acceptMessage(fields, from('203.0.113.9'), deps({ outbox: full })))).toEqual({ ...none, outboxFull: 1 })
    expect(log.events).toEqual([
      expect.objectContaining({ level: 'error', event: 'outbox.full', messages: 1, maxMessages: 1 }),
      expect.objectContaining({ level: 'warn', event: 'contact.refused', reason: 'outbox_full' }),
    ])
  })

  it('counts a message that could not be stored as unavailable, and none as accepted', async () => {
    const broken: Outbox = { ...outbox, add: () => Promise.reject(new Error('disk full')) }
    expect(await moved(() => acceptMessage(fields, from('203.0.113.9'), deps({ outbox: broken })))).toEqual({ ...none, unavailable: 1 })
  })

  it('answers a failing limiter as unavailable, never throwing, and counts it', async () => {
    const failing: ContactLimiter = { take: () => Promise.reject(new Error('store down')) }
    const dependencies = deps({ limiter: failing })
    let outcome: unknown
    expect(await moved(async () => (outcome = await acceptMessage(fields, from('203.0.113.9'), dependencies)))).toEqual({
      ...none,
      unavailable: 1,
    })
    expect(outcome).toEqual({ status: 'error', reason: 'unavailable' })
    expect(await outbox.list()).toEqual([])
    expect(dependencies.onAccepted).not.toHaveBeenCalled()
    expect(log.events).toEqual([expect.objectContaining({ level: 'error', event: 'contact.limits_failed', reason: 'store down' })])
  })
})

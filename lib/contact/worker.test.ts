import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type FakeUpstream, startUpstream } from '@/tests/fixtures/upstream/server'
import { FileOutbox } from './outbox/file-outbox'
import { backoff, deliverDue } from './worker'

const message = { senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Quote', messageBody: 'Hello' }
let upstream: FakeUpstream
let dir: string

beforeAll(async () => {
  upstream = await startUpstream()
})
afterAll(() => upstream.close())
beforeEach(async () => {
  await upstream.reset()
  dir = mkdtempSync(path.join(tmpdir(), 'worker-'))
  process.env.API_URL = upstream.url
  process.env.API_TIMEOUT_MS = '300'
  process.env.OUTBOX_RETRY_BASE_MS = '1000'
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('backoff', () => {
  it('doubles from the base and stops at ten minutes', () => {
    expect([1, 2, 3, 4].map((attempts) => backoff(attempts, 5000))).toEqual([5000, 10_000, 20_000, 40_000])
    expect(backoff(30, 5000)).toBe(600_000)
  })
})

describe('deliverDue against a real upstream', () => {
  it('posts the message to upstream and forgets it on HTTP 200', async () => {
    const outbox = new FileOutbox(dir)
    await outbox.add(message)
    expect(await deliverDue(outbox)).toBe(1)
    expect(upstream.inbox).toEqual([message])
    expect(await outbox.list()).toEqual([])
  })

  it.each(['http-500', 'refuse', 'hang'] as const)('keeps the message when upstream fails with %s, and retries later', async (fault) => {
    const outbox = new FileOutbox(dir)
    await outbox.add(message)
    await upstream.setFault(fault)
    expect(await deliverDue(outbox)).toBe(0)
    const [kept] = await outbox.list()
    expect(kept).toMatchObject({ attempts: 1, message })
    expect(kept!.nextAttemptAt).toBeGreaterThan(Date.now())

    await upstream.setFault('none')
    expect(await deliverDue(outbox)).toBe(0) // not due yet
    expect(await deliverDue(outbox, undefined, kept!.nextAttemptAt + 1)).toBe(1)
    expect(upstream.inbox).toEqual([message])
  })
})

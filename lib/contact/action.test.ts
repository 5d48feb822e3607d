import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PROXY_SECRET_HEADER } from '@/lib/http/client-address'
import { captureLog } from '@/tests/support/log'
import { sendMessage } from './action'
import { FORM_TOKEN_FIELD } from './fields'
import { issueFormToken, readFormToken } from './form-token'
import { formTokenKey } from './form-token-key'
import { FileOutbox } from './outbox/file-outbox'

// Outside a request Next has no headers nor `after`: the request's are these, and `after`'s task is dropped.
let requestHeaders = new Headers()
jest.mock('next/headers', () => ({ headers: async () => requestHeaders }))
jest.mock('next/server', () => ({ after: () => {} }))

const SECRET = 'proxy-secret-of-sixteen+'
const singletons = ['contact.outbox', 'contact.limiter', 'contact.spent-tokens', 'contact.form-token-key', 'contact.token-budget']
const fields = { senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Quote', messageBody: 'Hello' }
let dir: string
let log: ReturnType<typeof captureLog>

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'action-'))
  process.env.OUTBOX_DIR = dir
  process.env.PROXY_SECRET = SECRET
  requestHeaders = new Headers({ [PROXY_SECRET_HEADER]: SECRET, 'x-real-ip': '192.0.2.7' })
  log = captureLog()
})
afterEach(() => {
  log.restore()
  for (const name of singletons) delete (globalThis as Record<symbol, unknown>)[Symbol.for(`arkvolt.${name}`)]
  for (const name of ['OUTBOX_DIR', 'PROXY_SECRET']) delete process.env[name]
  rmSync(dir, { recursive: true, force: true })
})

const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.append(name, value)
  return data
}

describe('the contact form’s server action', () => {
  it('stores the message and answers success, with a fresh token for the visitor’s network', async () => {
    const before = Date.now()
    const state = await sendMessage({ status: 'idle' }, form({ ...fields, consent: 'on' }))
    expect(state).toEqual({ status: 'success', at: expect.any(Number), token: expect.any(String) })
    if (state.status !== 'success') throw new Error('not sent')
    expect(state.at).toBeGreaterThanOrEqual(before)
    expect(state.at).toBeLessThanOrEqual(Date.now())
    expect(readFormToken(state.token, formTokenKey(), '192.0.2.0/24', Date.now() + 5_000).state).toBe('good')
    expect((await new FileOutbox(dir).list()).map((entry) => entry.message)).toEqual([fields])
  })

  it('gives back what was typed and the unspent token after a refusal', async () => {
    const formToken = issueFormToken(formTokenKey(), '192.0.2.0/24', Date.now() - 5_000)
    const state = await sendMessage({ status: 'idle' }, form({ ...fields, senderEmail: 'nope', [FORM_TOKEN_FIELD]: formToken }))
    expect(state).toMatchObject({
      status: 'error',
      reason: 'invalid',
      problems: { senderEmail: 'email' },
      typed: { ...fields, senderEmail: 'nope', consent: false },
      token: formToken,
    })
    expect(await new FileOutbox(dir).list()).toEqual([])
  })

  it('does not exist for a call without the form’s data (404, never a 500)', async () => {
    const call = sendMessage({ status: 'idle' }, { ...fields } as unknown as FormData)
    await expect(call).rejects.toMatchObject({ digest: expect.stringContaining('404') })
    expect(await new FileOutbox(dir).list()).toEqual([])
  })
})

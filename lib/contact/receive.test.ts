import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PROXY_SECRET_HEADER } from '@/lib/http/client-address'
import { captureLog } from '@/tests/support/log'
import { issueFormToken } from './form-token'
import { formTokenKey } from './form-token-key'
import { FileOutbox } from './outbox/file-outbox'
import { getSpentTokens } from './process-stores'
import { receiveMessage } from './receive'

// Outside a request Next has nowhere to run `after`'s task: here it runs at once, awaited by the test.
const afterTasks: Promise<unknown>[] = []
jest.mock('next/server', () => ({ after: (task: () => Promise<unknown>) => void afterTasks.push(task()) }))

const SECRET = 'proxy-secret-of-sixteen+'
const singletons = ['contact.outbox', 'contact.limiter', 'contact.spent-tokens', 'contact.form-token-key']
const fields = { senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Quote', messageBody: 'Hello' }
let dir: string
let log: ReturnType<typeof captureLog>

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'receive-'))
  process.env.OUTBOX_DIR = dir
  process.env.PROXY_SECRET = SECRET
  process.env.CONTACT_LIMIT_PER_CLIENT = '1'
  log = captureLog()
})
afterEach(async () => {
  await Promise.all(afterTasks.splice(0))
  log.restore()
  for (const name of singletons) delete (globalThis as Record<symbol, unknown>)[Symbol.for(`arkvolt.${name}`)]
  for (const name of ['OUTBOX_DIR', 'PROXY_SECRET', 'CONTACT_LIMIT_PER_CLIENT', 'API_URL']) delete process.env[name]
  rmSync(dir, { recursive: true, force: true })
})

/** The headers nginx sends for a visitor at `address`. */
const viaProxy = (address: string) => new Headers({ [PROXY_SECRET_HEADER]: SECRET, 'x-real-ip': address })
const stored = () => new FileOutbox(dir).list()

describe('receiveMessage', () => {
  it('stores a message in the process’s outbox, counted against the client the proxy names', async () => {
    expect(await receiveMessage(fields, viaProxy('192.0.2.7'))).toEqual({ status: 'success' })
    expect((await stored()).map((entry) => entry.message)).toEqual([fields])
    expect(await receiveMessage(fields, viaProxy('192.0.2.7'))).toMatchObject({ status: 'error', reason: 'rate-limited' })
    // Another network has its own allowance.
    expect(await receiveMessage(fields, viaProxy('198.51.100.7'))).toEqual({ status: 'success' })
    expect(await stored()).toHaveLength(2)
  })

  it('spends the good form token a message carries, so it carries no second one', async () => {
    const formToken = issueFormToken(formTokenKey(), '192.0.2.0/24', Date.now() - 5_000)
    expect(await receiveMessage({ ...fields, formToken }, viaProxy('192.0.2.7'))).toEqual({ status: 'success' })
    expect(await getSpentTokens().isSpent(formToken)).toBe(true)
    expect(await receiveMessage({ ...fields, formToken }, viaProxy('192.0.2.8'))).toEqual({ status: 'error', reason: 'replayed' })
    expect(await stored()).toHaveLength(1)
  })

  it('counts a message with a token not yet good as one without, and leaves the token unspent', async () => {
    const formToken = issueFormToken(formTokenKey(), '192.0.2.0/24')
    expect(await receiveMessage({ ...fields, formToken }, viaProxy('192.0.2.7'))).toEqual({ status: 'success' })
    expect(await getSpentTokens().isSpent(formToken)).toBe(false)
  })

  it('leaves a stored message in the outbox, untried, without API_URL', async () => {
    await receiveMessage(fields, viaProxy('192.0.2.7'))
    await Promise.all(afterTasks.splice(0))
    expect(await stored()).toEqual([expect.objectContaining({ attempts: 0, message: fields })])
  })

  it('tries to deliver a stored message right after the reply with API_URL', async () => {
    process.env.API_URL = 'http://127.0.0.1:9'
    process.env.API_TIMEOUT_MS = '2000'
    await receiveMessage(fields, viaProxy('192.0.2.7'))
    await Promise.all(afterTasks.splice(0))
    delete process.env.API_TIMEOUT_MS
    // Port 9 refuses: the try failed and the message waits for the next.
    expect(await stored()).toEqual([expect.objectContaining({ attempts: 1, message: fields })])
  })
})

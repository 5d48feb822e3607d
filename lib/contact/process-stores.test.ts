import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { captureLog } from '@/tests/support/log'

type Stores = typeof import('./process-stores')

/** This module as another bundle of the same process loads it: a registry of its own. */
const separateCopy = (): Stores => {
  let copy: Stores | undefined
  jest.isolateModules(() => {
    copy = jest.requireActual<Stores>('./process-stores')
  })
  return copy!
}

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'contact-'))
  process.env.OUTBOX_DIR = dir
  process.env.CONTACT_LIMIT_PER_CLIENT = '1'
})
afterEach(() => {
  for (const name of ['contact.outbox', 'contact.limiter']) delete (globalThis as Record<symbol, unknown>)[Symbol.for(`arkvolt.${name}`)]
  delete process.env.OUTBOX_DIR
  delete process.env.CONTACT_LIMIT_PER_CLIENT
  rmSync(dir, { recursive: true, force: true })
})

describe('the contact stores of a process', () => {
  it('is one outbox and one limiter however many bundles load the module', async () => {
    const [action, route] = [separateCopy(), separateCopy()]
    expect(action).not.toBe(route)
    expect(route.getOutbox()).toBe(action.getOutbox())
    expect(route.getRateLimiter()).toBe(action.getRateLimiter())
    // One allowance: what the form took, the JSON endpoint cannot take again.
    const direct = { client: 'direct', network: 'direct', tokened: false }
    expect(await action.getRateLimiter().take(direct)).toMatchObject({ taken: true })
    const log = captureLog()
    expect(await route.getRateLimiter().take(direct)).toMatchObject({ taken: false, scope: 'client' })
    log.restore()
  })
})

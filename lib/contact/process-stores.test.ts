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

/**
 * Two copies, loaded before the tests: loaded inside one, the module-level code of everything
 * they import would count as reached by that test alone (mutation testing's static code).
 */
const copies: Stores[] = []
beforeAll(() => {
  copies.push(separateCopy(), separateCopy())
})

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'contact-'))
  process.env.OUTBOX_DIR = dir
  process.env.CONTACT_LIMIT_PER_CLIENT = '1'
})
afterEach(() => {
  for (const name of ['contact.outbox', 'contact.limiter', 'contact.spent-tokens'])
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(`arkvolt.${name}`)]
  delete process.env.OUTBOX_DIR
  delete process.env.CONTACT_LIMIT_PER_CLIENT
  rmSync(dir, { recursive: true, force: true })
})

describe('the contact stores of a process', () => {
  it('is one outbox and one limiter however many bundles load the module', async () => {
    const [action, route] = copies as [Stores, Stores]
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

describe('the spent tokens of a process without Redis', () => {
  afterEach(() => delete process.env.CONTACT_LIMIT_TOTAL)

  it('keep a mark for every message the limits let through while a token lives, and drop the oldest past that', async () => {
    // 1 message a minute in all: over a token's hour and the minute it ends in, 61 marks.
    process.env.CONTACT_LIMIT_TOTAL = '1'
    const [stores] = copies as [Stores]
    const tokens = stores.getSpentTokens()
    const expiresAt = Date.now() + 60 * 60 * 1000
    for (let i = 0; i < 61; i++) expect(await tokens.spend(`token-${i}`, expiresAt)).toBe(true)
    expect(await tokens.isSpent('token-0')).toBe(true)
    await tokens.spend('token-61', expiresAt)
    expect(await tokens.isSpent('token-0')).toBe(false)
    expect(await tokens.isSpent('token-1')).toBe(true)
  })
})

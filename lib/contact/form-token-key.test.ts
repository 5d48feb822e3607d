import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PROXY_SECRET_HEADER } from '@/lib/http/client-address'
import { carriesFormToken, formTokenFor, formTokenKey } from './form-token-key'

const KEY_SYMBOL = Symbol.for('arkvolt.contact.form-token-key')
const forget = () => delete (globalThis as Record<symbol, unknown>)[KEY_SYMBOL]
/** The key a process starting now would sign with: another instance, as far as the key goes. */
const keyOfANewInstance = () => {
  forget()
  const key = formTokenKey()
  forget()
  return key
}

const secret = 'the-proxy-secret-of-this-deployment'
const from = (address: string) => new Headers({ [PROXY_SECRET_HEADER]: secret, 'x-real-ip': address })
const cwd = process.cwd()
let dir: string

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'token-key-'))
  process.env.PROXY_SECRET = secret
})
afterEach(() => {
  process.chdir(cwd)
  rmSync(dir, { recursive: true, force: true })
  forget()
  delete process.env.PROXY_SECRET
  delete process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
})

describe('the key of the form tokens', () => {
  it('is the same on every instance given the same NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, and is not that key', () => {
    const actionsKey = 'a'.repeat(43) + '='
    process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = actionsKey
    const key = keyOfANewInstance()
    expect(keyOfANewInstance()).toEqual(key)
    expect(key.toString('base64')).not.toBe(actionsKey)
    process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = 'b'.repeat(43) + '='
    expect(keyOfANewInstance()).not.toEqual(key)
  })

  it('comes from the key the build drew otherwise, which every instance of the build reads', () => {
    const build = (actionsKey: string) => {
      mkdirSync(path.join(dir, '.next/server'), { recursive: true })
      const manifest = { node: {}, edge: {}, encryptionKey: actionsKey }
      writeFileSync(path.join(dir, '.next/server/server-reference-manifest.json'), JSON.stringify(manifest))
    }
    process.chdir(dir)
    build('c'.repeat(43) + '=')
    const key = keyOfANewInstance()
    expect(keyOfANewInstance()).toEqual(key)
    build('d'.repeat(43) + '=')
    expect(keyOfANewInstance()).not.toEqual(key)
  })

  it('is a process’s own without a build', () => {
    process.chdir(dir)
    expect(keyOfANewInstance()).not.toEqual(keyOfANewInstance())
  })
})

describe('a token the site issues', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 0, 5) }))
  afterEach(() => jest.useRealTimers())

  it('vouches for a message from its visitor’s /24 once a few seconds old, and for no other', () => {
    const formToken = formTokenFor(from('192.0.2.7'))
    const fromThere = { client: '192.0.2.8', network: '192.0.2.0/24' }
    expect(carriesFormToken({ formToken }, fromThere)).toBe(false)
    jest.advanceTimersByTime(5_000)
    expect(carriesFormToken({ formToken }, fromThere)).toBe(true)
    expect(carriesFormToken({ formToken }, { client: '192.0.3.7', network: '192.0.3.0/24' })).toBe(false)
    expect(carriesFormToken({}, fromThere)).toBe(false)
  })
})

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { formTokenKey } from './form-token-key'

const KEY_SYMBOL = Symbol.for('arkvolt.contact.form-token-key')
const forget = () => delete (globalThis as Record<symbol, unknown>)[KEY_SYMBOL]
/** The key a process starting now would sign with: another instance, as far as the key goes. */
const keyOfANewInstance = () => {
  forget()
  const key = formTokenKey()
  forget()
  return key
}

const cwd = process.cwd()
let dir: string

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'token-key-'))
})
afterEach(() => {
  process.chdir(cwd)
  rmSync(dir, { recursive: true, force: true })
  forget()
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

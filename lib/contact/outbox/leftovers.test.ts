import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { host, isAlive, removeAbandonedScratch } from './leftovers'

let scratch: string
beforeEach(() => {
  scratch = path.join(mkdtempSync(path.join(tmpdir(), 'scratch-')), 'tmp')
  mkdirSync(scratch)
})
afterEach(() => rmSync(path.dirname(scratch), { recursive: true, force: true }))

describe('the temporary files crashed writers left', () => {
  it('go once exactly a minute old, whoever wrote them', async () => {
    const name = `01JZ0000000000000000000001~other-host~1~uuid.tmp`
    writeFileSync(path.join(scratch, name), '{"id":"half')
    const written = statSync(path.join(scratch, name)).mtimeMs
    await removeAbandonedScratch(scratch, written + 60_000 - 1)
    expect(readdirSync(scratch)).toEqual([name])
    await removeAbandonedScratch(scratch, written + 60_000)
    expect(readdirSync(scratch)).toEqual([])
  })

  it('are left alone while their writer on this host runs', async () => {
    const name = `01JZ0000000000000000000001~${host}~${process.pid}~uuid.tmp`
    writeFileSync(path.join(scratch, name), '{"id":"half')
    await removeAbandonedScratch(scratch, Date.now())
    expect(readdirSync(scratch)).toEqual([name])
  })

  it('leave nothing to do when there is no scratch folder yet', async () => {
    await expect(removeAbandonedScratch(path.join(scratch, 'missing'), Date.now())).resolves.toBeUndefined()
  })
})

describe('isAlive', () => {
  it('tells this process from one that is gone', () => {
    expect(isAlive(process.pid)).toBe(true)
    expect(isAlive(999_999_999)).toBe(false)
  })
})

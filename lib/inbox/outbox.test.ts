import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FileOutbox } from './outbox'

const message = { senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Quote', messageBody: 'Hello' }
let dir: string

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('FileOutbox', () => {
  it('keeps an added message on disk, readable by another instance (a restart)', async () => {
    const entry = await new FileOutbox(dir).add(message)
    expect(readdirSync(path.join(dir, 'pending'))).toEqual([`${entry.id}.json`])
    expect(await new FileOutbox(dir).list()).toEqual([entry])
  })

  it('hands a due message to one claimer only, even with two workers on the same folder', async () => {
    const first = new FileOutbox(dir)
    const second = new FileOutbox(dir)
    await first.add(message)
    const [a, b] = await Promise.all([first.claimDue(Date.now(), 10), second.claimDue(Date.now(), 10)])
    expect(a.length + b.length).toBe(1)
  })

  it('forgets a delivered message', async () => {
    const outbox = new FileOutbox(dir)
    await outbox.add(message)
    const [claimed] = await outbox.claimDue(Date.now(), 10)
    await outbox.delivered(claimed!)
    expect(await outbox.list()).toEqual([])
  })

  it('keeps a failed message for later, counting the attempt', async () => {
    const outbox = new FileOutbox(dir)
    await outbox.add(message)
    const now = Date.now()
    const [claimed] = await outbox.claimDue(now, 10)
    await outbox.failed(claimed!, 'HTTP 500', now + 60_000)
    expect(await outbox.claimDue(now + 1000, 10)).toEqual([])
    const [again] = await outbox.claimDue(now + 61_000, 10)
    expect(again).toMatchObject({ attempts: 1, lastError: 'HTTP 500', message })
  })

  it('releases a claim left behind by a process that stopped mid-delivery', async () => {
    const crashed = new FileOutbox(dir)
    await crashed.add(message)
    const now = Date.now()
    await crashed.claimDue(now, 10)
    const survivor = new FileOutbox(dir)
    expect(await survivor.claimDue(now + 1000, 10)).toEqual([])
    expect(await survivor.claimDue(now + 3 * 60_000, 10)).toHaveLength(1)
  })

  it('lists messages oldest first, whether waiting or being sent', async () => {
    const outbox = new FileOutbox(dir)
    const one = await outbox.add(message)
    const two = await outbox.add({ ...message, messageSubject: 'Second' })
    await outbox.claimDue(Date.now(), 1)
    expect((await outbox.list()).map((entry) => entry.id)).toEqual([one.id, two.id])
  })
})

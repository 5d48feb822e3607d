import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import folder from 'node:fs/promises'
import { hostname } from 'node:os'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { decodeTime } from 'ulid'
import { FileOutbox } from './file-outbox'
import { entryBytes, newEntry, OutboxFullError } from './outbox'

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

  it('leaves alone a claim of a running process on this host', async () => {
    const running = new FileOutbox(dir)
    await running.add(message)
    await running.claimDue(Date.now(), 10)
    expect(await new FileOutbox(dir).claimDue(Date.now() + 3 * 60_000, 10)).toEqual([])
  })

  it('releases at once a claim left by a process of this host that has stopped', async () => {
    const outbox = new FileOutbox(dir)
    const entry = await outbox.add(message)
    const now = Date.now()
    mkdirSync(path.join(dir, 'sending'), { recursive: true })
    renameSync(
      path.join(dir, 'pending', `${entry.id}.json`),
      path.join(dir, 'sending', `${entry.id}~${now}~${hostname().replace(/~/g, '-')}~999999999.claim`),
    )
    expect(await new FileOutbox(dir).claimDue(now, 10)).toHaveLength(1)
  })

  it('releases a claim of another host only once it is stale', async () => {
    const outbox = new FileOutbox(dir)
    const entry = await outbox.add(message)
    const now = Date.now()
    mkdirSync(path.join(dir, 'sending'), { recursive: true })
    renameSync(path.join(dir, 'pending', `${entry.id}.json`), path.join(dir, 'sending', `${entry.id}~${now}~other-host~1.claim`))
    expect(await new FileOutbox(dir).claimDue(now + 1000, 10)).toEqual([])
    expect(await new FileOutbox(dir).claimDue(now + 3 * 60_000, 10)).toHaveLength(1)
  })

  it('lists messages oldest first, whether waiting or being sent', async () => {
    const outbox = new FileOutbox(dir)
    const one = await outbox.add(message)
    const two = await outbox.add({ ...message, messageSubject: 'Second' })
    await outbox.claimDue(Date.now(), 1)
    expect((await outbox.list()).map((entry) => entry.id)).toEqual([one.id, two.id])
  })

  it('still loads a message stored before the character rules, with an id of the old form', async () => {
    const old = {
      id: '001700000000000-0b6f9f3e-6d1c-4c55-9d8f-3a1a0e4b2c11',
      message: { ...message, messageSubject: '\u001b]0;pwned\u0007Quote', messageBody: 'Line\r\n\u202eevil' },
      receivedAt: '2023-11-14T22:13:20.000Z',
      attempts: 0,
      nextAttemptAt: 0,
    }
    mkdirSync(path.join(dir, 'pending'), { recursive: true })
    writeFileSync(path.join(dir, 'pending', `${old.id}.json`), JSON.stringify(old))
    expect(await new FileOutbox(dir).list()).toEqual([old])
    expect(await new FileOutbox(dir).claimDue(Date.now(), 10)).toEqual([old])
  })

  it('lists a burst of messages accepted within one millisecond in the order they came', async () => {
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now())
    try {
      const outbox = new FileOutbox(dir)
      const added = []
      for (let i = 0; i < 50; i++) added.push(await outbox.add({ ...message, messageSubject: `Quote ${i}` }))
      expect((await outbox.list()).map((entry) => entry.id)).toEqual(added.map((entry) => entry.id))
    } finally {
      clock.mockRestore()
    }
  })

  it('clears at first use the temporary files of crashed writers, and none another process may still be writing', async () => {
    const scratch = path.join(dir, 'tmp')
    mkdirSync(scratch)
    const here = hostname().replace(/~/g, '-')
    const leftover = (name: string, ageMs: number) => {
      const file = path.join(scratch, name)
      writeFileSync(file, '{"id":"half')
      const time = (Date.now() - ageMs) / 1000
      utimesSync(file, time, time)
      return name
    }
    const uuid = '0b6f9f3e-6d1c-4c55-9d8f-3a1a0e4b2c11'
    const kept = [
      leftover(`01JZ0000000000000000000001~${here}~${process.pid}~${uuid}.tmp`, 1000),
      leftover(`01JZ0000000000000000000002~other-host~999999999~${uuid}.tmp`, 1000),
      leftover(`001700000000000-${uuid}.999999999.${uuid}.tmp`, 1000),
      leftover('not-ours.txt', 10 * 60_000),
    ]
    leftover(`01JZ0000000000000000000003~${here}~999999999~${uuid}.tmp`, 1000)
    leftover(`01JZ0000000000000000000004~${here}~${process.pid}~${uuid}.tmp`, 5 * 60_000)
    leftover(`01JZ0000000000000000000005~other-host~1~${uuid}.tmp`, 5 * 60_000)
    leftover(`001700000000000-${uuid}.1.${uuid}.tmp`, 5 * 60_000)

    const outbox = new FileOutbox(dir)
    expect(await outbox.list()).toEqual([])
    expect(readdirSync(scratch).sort()).toEqual(kept.sort())
    // Its own writes leave nothing behind.
    await outbox.add(message)
    expect(readdirSync(scratch).sort()).toEqual(kept.sort())
  })

  it('refuses a message past its limit of messages, and keeps every one it holds', async () => {
    const outbox = new FileOutbox(dir, { messages: 2, bytes: Infinity })
    const kept = [await outbox.add(message), await outbox.add(message)]
    await expect(outbox.add(message)).rejects.toBeInstanceOf(OutboxFullError)
    expect(await outbox.list()).toEqual(kept)
    // A message being sent still counts; once delivered, there is room again.
    const [claimed] = await outbox.claimDue(Date.now(), 1)
    await expect(outbox.add(message)).rejects.toBeInstanceOf(OutboxFullError)
    await outbox.delivered(claimed!)
    await expect(outbox.add(message)).resolves.toMatchObject({ message })
  })

  it('refuses a message that would take it past its limit of bytes', async () => {
    const size = entryBytes(newEntry(message))
    const outbox = new FileOutbox(dir, { messages: 100, bytes: 2 * size + 10 })
    await outbox.add(message)
    await outbox.add(message)
    await expect(outbox.add(message)).rejects.toBeInstanceOf(OutboxFullError)
    expect(await outbox.usage()).toEqual({ messages: 2, bytes: expect.any(Number), oldestAt: expect.any(Number) })
    expect((await outbox.usage()).bytes).toBeLessThanOrEqual(2 * size + 10)
  })

  it('never goes past its limit however many messages arrive at once', async () => {
    const outbox = new FileOutbox(dir, { messages: 5, bytes: Infinity })
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => outbox.add({ ...message, messageSubject: `Quote ${i}` })))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5)
    expect(await outbox.list()).toHaveLength(5)
  })
})

describe('FileOutbox.usage', () => {
  /** The bytes of every message file in the folder, read past the outbox. */
  const filesBytes = () =>
    ['pending', 'sending'].flatMap((sub) => {
      const held = path.join(dir, sub)
      return existsSync(held) ? readdirSync(held).map((name) => statSync(path.join(held, name)).size) : []
    })
  const sum = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0)

  it('counts the folder once, at first use, then never reads it again to answer', async () => {
    // Left by an earlier process: one waiting, one claimed by a process that has stopped.
    const earlier = new FileOutbox(dir)
    const first = await earlier.add(message)
    await earlier.add({ ...message, messageSubject: 'Second' })
    await earlier.claimDue(Date.now(), 1)

    const outbox = new FileOutbox(dir)
    const readdir = jest.spyOn(folder, 'readdir')
    const stat = jest.spyOn(folder, 'stat')
    try {
      expect(await outbox.usage()).toEqual({ messages: 2, bytes: sum(filesBytes()), oldestAt: decodeTime(first.id) })
      expect(readdir).toHaveBeenCalled()
      readdir.mockClear()
      stat.mockClear()

      const third = await outbox.add({ ...message, messageSubject: 'Third' })
      for (let i = 0; i < 100; i++) await outbox.usage()
      expect(await outbox.usage()).toEqual({ messages: 3, bytes: sum(filesBytes()), oldestAt: decodeTime(first.id) })
      expect(readdir).not.toHaveBeenCalled()
      expect(stat).not.toHaveBeenCalled()
      expect(decodeTime(third.id)).toBeGreaterThanOrEqual(decodeTime(first.id))
    } finally {
      readdir.mockRestore()
      stat.mockRestore()
    }
  })

  it('follows deliveries and retries: bytes as stored, the oldest moving on once it leaves, nothing once empty', async () => {
    const outbox = new FileOutbox(dir)
    expect(await outbox.usage()).toEqual({ messages: 0, bytes: 0 })
    // Ids only ever grow in a process: the two messages come a day and two days from now.
    const [day1, day2] = [Date.now() + 86_400_000, Date.now() + 2 * 86_400_000]
    const clock = jest.spyOn(Date, 'now').mockReturnValue(day1)
    const first = await outbox.add(message)
    clock.mockReturnValue(day2)
    const second = await outbox.add({ ...message, messageSubject: 'Second' })
    clock.mockRestore()
    expect(await outbox.usage()).toEqual({ messages: 2, bytes: sum(filesBytes()), oldestAt: day1 })

    const now = Date.now()
    const claimed = await outbox.claimDue(now, 10)
    await outbox.failed(
      claimed.find((entry) => entry.id === second.id)!,
      'HTTP 500: upstream is down for maintenance',
      now + 60_000,
    )
    expect(await outbox.usage()).toEqual({ messages: 2, bytes: sum(filesBytes()), oldestAt: day1 })

    await outbox.delivered(claimed.find((entry) => entry.id === first.id)!)
    expect(await outbox.usage()).toEqual({ messages: 1, bytes: sum(filesBytes()), oldestAt: day2 })
    const [retried] = await outbox.claimDue(now + 61_000, 10)
    await outbox.delivered(retried!)
    expect(await outbox.usage()).toEqual({ messages: 0, bytes: 0 })
  })

  it('dates a message with an id of the old form by its id', async () => {
    const old = {
      id: '001700000000000-0b6f9f3e-6d1c-4c55-9d8f-3a1a0e4b2c11',
      message,
      receivedAt: '2023-11-14T22:13:20.000Z',
      attempts: 0,
      nextAttemptAt: 0,
    }
    mkdirSync(path.join(dir, 'pending'), { recursive: true })
    writeFileSync(path.join(dir, 'pending', `${old.id}.json`), JSON.stringify(old))
    expect(await new FileOutbox(dir).usage()).toEqual({ messages: 1, bytes: entryBytes(old), oldestAt: 1_700_000_000_000 })
  })
})

describe('FileOutbox, at its edges', () => {
  it('hands out at most the number asked for, oldest first, and the rest at the next round', async () => {
    const outbox = new FileOutbox(dir)
    const added = []
    for (let i = 0; i < 5; i++) added.push(await outbox.add({ ...message, messageSubject: `Quote ${i}` }))
    const now = Date.now()
    expect((await outbox.claimDue(now, 2)).map((entry) => entry.id)).toEqual(added.slice(0, 2).map((entry) => entry.id))
    expect((await outbox.claimDue(now, 10)).map((entry) => entry.id)).toEqual(added.slice(2).map((entry) => entry.id))
  })

  it('hands out a retry at the very time it is due', async () => {
    const outbox = new FileOutbox(dir)
    await outbox.add(message)
    const [claimed] = await outbox.claimDue(Date.now(), 1)
    const due = Date.now() + 60_000
    await outbox.failed(claimed!, 'HTTP 500', due)
    expect(await outbox.claimDue(due - 1, 1)).toEqual([])
    expect(await outbox.claimDue(due, 1)).toHaveLength(1)
  })

  it('releases a claim of another host exactly two minutes after it was made', async () => {
    const entry = await new FileOutbox(dir).add(message)
    const claimedAt = Date.now()
    mkdirSync(path.join(dir, 'sending'), { recursive: true })
    renameSync(path.join(dir, 'pending', `${entry.id}.json`), path.join(dir, 'sending', `${entry.id}~${claimedAt}~other-host~1.claim`))
    expect(await new FileOutbox(dir).claimDue(claimedAt + 2 * 60_000 - 1, 10)).toEqual([])
    expect(await new FileOutbox(dir).claimDue(claimedAt + 2 * 60_000, 10)).toHaveLength(1)
  })

  it('takes a message that fits its limit of bytes exactly', async () => {
    const size = entryBytes(newEntry(message))
    const outbox = new FileOutbox(dir, { messages: 100, bytes: size })
    await outbox.add(message)
    await expect(outbox.add(message)).rejects.toThrow(`the outbox is full: 1 messages, ${size} bytes (at most 100 messages, ${size} bytes)`)
  })

  it('counts only messages in its folders, neither stray files nor a corrupt one, and lists and claims around them', async () => {
    const earlier = await new FileOutbox(dir).add(message)
    writeFileSync(path.join(dir, 'pending', 'notes.txt'), 'not a message')
    writeFileSync(path.join(dir, 'pending', '01JZ0000000000000000000009.json'), '{"id": "half')
    mkdirSync(path.join(dir, 'sending'), { recursive: true })
    writeFileSync(path.join(dir, 'sending', 'stray.json'), '{}')
    writeFileSync(path.join(dir, 'sending', 'README'), 'not a claim')

    const outbox = new FileOutbox(dir)
    expect((await outbox.usage()).messages).toBe(2) // the corrupt message file is counted as held, by its size
    expect(await outbox.list()).toEqual([earlier])
    expect(await outbox.claimDue(Date.now(), 10)).toEqual([earlier])
  })

  it('forgets a message left by an earlier process once it is delivered', async () => {
    await new FileOutbox(dir).add(message)
    const outbox = new FileOutbox(dir)
    expect((await outbox.usage()).messages).toBe(1)
    const [claimed] = await outbox.claimDue(Date.now(), 1)
    await outbox.delivered(claimed!)
    expect(await outbox.usage()).toEqual({ messages: 0, bytes: 0 })
  })

  it('leaves no file open behind it, however many messages it writes', async () => {
    const open = () => readdirSync('/proc/self/fd').length
    const outbox = new FileOutbox(dir)
    await outbox.add(message)
    const before = open()
    for (let i = 0; i < 40; i++) await outbox.add(message)
    expect(open() - before).toBeLessThan(10)
  })
})

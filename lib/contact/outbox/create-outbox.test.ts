import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { redisClient } from '@/lib/redis/client.mjs'
import { redisForThisFile } from '@/tests/support/redis-jest'
import { createOutbox } from './create-outbox'
import { FileOutbox } from './file-outbox'
import { OutboxFullError } from './outbox'

const message = { senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Quote', messageBody: 'Hello' }
const redis = redisForThisFile('create-outbox')
let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const settings = (limits: { messages: number; bytes: number }, REDIS_URL?: string) => ({
  OUTBOX_DIR: dir,
  REDIS_URL,
  OUTBOX_MAX_MESSAGES: limits.messages,
  OUTBOX_MAX_BYTES: limits.bytes,
})

describe('the outbox the settings give', () => {
  it('without REDIS_URL, is the folder OUTBOX_DIR, holding OUTBOX_MAX_MESSAGES', async () => {
    const outbox = createOutbox(settings({ messages: 1, bytes: 1_000_000 }))
    const entry = await outbox.add(message)
    expect(await new FileOutbox(dir).list()).toEqual([entry])
    await expect(outbox.add(message)).rejects.toBeInstanceOf(OutboxFullError)
  })

  it('without REDIS_URL, holds OUTBOX_MAX_BYTES', async () => {
    const outbox = createOutbox(settings({ messages: 100, bytes: 300 }))
    await outbox.add(message)
    await expect(outbox.add(message)).rejects.toBeInstanceOf(OutboxFullError)
  })

  it('with REDIS_URL, is the shared outbox there, holding the same limits, and nothing in the folder', async () => {
    const outbox = createOutbox(settings({ messages: 1, bytes: 1_000_000 }, redis.url()))
    const entry = await outbox.add(message)
    expect(await (await redisClient(redis.url())).hKeys('arkvolt:outbox:entries')).toEqual([entry.id])
    expect(await new FileOutbox(dir).list()).toEqual([])
    await expect(outbox.add(message)).rejects.toBeInstanceOf(OutboxFullError)
  })
})

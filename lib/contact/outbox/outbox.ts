import { monotonicFactory } from 'ulid'
import { z } from 'zod'

/**
 * A stored message is read back by its shape alone, not by ContactMessageSchema: one accepted
 * before a rule was added must still load and be delivered (`npm run inbox` escapes what it prints).
 */
const StoredMessageSchema = z.object({
  senderName: z.string(),
  senderEmail: z.string(),
  messageSubject: z.string(),
  messageBody: z.string(),
})

export const OutboxEntrySchema = z.object({
  id: z.string(),
  message: StoredMessageSchema,
  receivedAt: z.iso.datetime(),
  attempts: z.number().int().min(0),
  nextAttemptAt: z.number(),
  lastError: z.string().optional(),
})
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>

/**
 * ULIDs from one monotonic source: they sort by arrival even within one millisecond, where a
 * random suffix would order them by chance. Older ids (`<15-digit time>-<uuid>`) still load.
 */
const nextId = monotonicFactory()

/** A message just accepted: due at once; ids sort by arrival. */
export function newEntry(message: OutboxEntry['message']): OutboxEntry {
  return {
    id: nextId(),
    message,
    receivedAt: new Date().toISOString(),
    attempts: 0,
    nextAttemptAt: 0,
  }
}

/**
 * Where an accepted message waits until upstream has it. `claimDue` hands each due message to
 * exactly one worker at a time, even with several workers on the same store.
 */
export interface Outbox {
  add(message: OutboxEntry['message']): Promise<OutboxEntry>
  list(): Promise<OutboxEntry[]>
  claimDue(now: number, limit: number): Promise<OutboxEntry[]>
  /** Upstream has it: forget it. */
  delivered(entry: OutboxEntry): Promise<void>
  /** Upstream could not take it: keep it for another try at `nextAttemptAt`. */
  failed(entry: OutboxEntry, error: string, nextAttemptAt: number): Promise<void>
}

import { decodeTime, monotonicFactory } from 'ulid'
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

/** When the message with this id was accepted (ms since the epoch), read from the id itself, old form or ULID. */
export function acceptedAt(id: string): number {
  const legacy = /^(\d{15})-/.exec(id)
  if (legacy) return Number(legacy[1])
  try {
    return decodeTime(id)
  } catch {
    return Date.now() // Not an id this code wrote: counted as new rather than as the oldest.
  }
}

/** What a store holds: its messages, and their bytes as stored (each entry's JSON). */
export type OutboxUsage = {
  messages: number
  bytes: number
  /** When the oldest message held was accepted (ms since the epoch); absent when it holds none. */
  oldestAt?: number
}

/**
 * The most a store may hold. Anonymous visitors fill it, within the contact limits; past it a
 * store refuses new messages (OutboxFullError) rather than grow, and keeps every one it holds.
 */
export type OutboxLimits = { messages: number; bytes: number }

export const UNLIMITED: OutboxLimits = { messages: Infinity, bytes: Infinity }

/** Thrown by `add` when the message would take a store past its limits; nothing was stored. */
export class OutboxFullError extends Error {
  constructor(
    readonly usage: OutboxUsage,
    readonly limits: OutboxLimits,
  ) {
    super(
      `the outbox is full: ${usage.messages} messages, ${usage.bytes} bytes (at most ${limits.messages} messages, ${limits.bytes} bytes)`,
    )
    this.name = 'OutboxFullError'
  }
}

/**
 * Whether an error is a store's refusal to grow. By name, not `instanceof`: the one outbox of a
 * process is made by whichever bundle uses it first (instrumentation, a route, the server
 * action), each with its own copy of this class.
 */
export const isOutboxFull = (error: unknown): error is OutboxFullError => error instanceof Error && error.name === 'OutboxFullError'

/** The bytes an entry takes in a store. */
export const entryBytes = (entry: OutboxEntry) => Buffer.byteLength(JSON.stringify(entry))

/** Whether a store holding `usage` can take one more message of `bytes`. */
export const fits = (usage: OutboxUsage, bytes: number, limits: OutboxLimits) =>
  usage.messages + 1 <= limits.messages && usage.bytes + bytes <= limits.bytes

/**
 * Where an accepted message waits until upstream has it. `claimDue` hands each due message to
 * exactly one worker at a time, even with several workers on the same store.
 */
export interface Outbox {
  /** Stores the message, or throws OutboxFullError past the store's limits. */
  add(message: OutboxEntry['message']): Promise<OutboxEntry>
  list(): Promise<OutboxEntry[]>
  usage(): Promise<OutboxUsage>
  claimDue(now: number, limit: number): Promise<OutboxEntry[]>
  /** Upstream has it: forget it. */
  delivered(entry: OutboxEntry): Promise<void>
  /** Upstream could not take it: keep it for another try at `nextAttemptAt`. */
  failed(entry: OutboxEntry, error: string, nextAttemptAt: number): Promise<void>
}

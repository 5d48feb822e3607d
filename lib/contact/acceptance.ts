import { logEvent } from '@/lib/log/log.mjs'
import { metrics } from '@/lib/metrics/registry'
import { HONEYPOT_FIELD } from './fields'
import { type ContactMessage, ContactMessageSchema } from './message'
import { isOutboxFull, type Outbox, type OutboxEntry } from './outbox/outbox'
import type { Sender } from '@/lib/http/client-address'
import { type ProblemKind, problemKind } from './problem-kind'
import type { ContactLimiter, LimitedSender, TakeResult } from './rate-limit'
import type { SpentTokens } from './spent-tokens'

/** The schema's first problem with each refused field, in its words for API clients (message.ts). */
type FieldProblems = Partial<Record<keyof ContactMessage, string>>
/** The same problems by kind, which the form words from content/contact.ts. */
export type FieldKinds = Partial<Record<keyof ContactMessage, ProblemKind>>

/**
 * How soon to try again once the outbox is full: it empties only as upstream takes messages, and
 * nobody can say when that will be. An hour, told to the visitor and to API clients alike.
 */
const OUTBOX_FULL_RETRY_MS = 60 * 60 * 1000

/**
 * What became of a submission. It carries no text for visitors: the form words it from
 * content/contact.ts, the JSON endpoint for its clients. A refusal by the limits or a full
 * outbox says how soon a try may succeed; `replayed`, that its form token had already carried a
 * message.
 */
export type ContactOutcome =
  | { status: 'success' }
  | {
      status: 'error'
      reason: 'invalid' | 'replayed' | 'rate-limited' | 'full' | 'unavailable'
      fieldProblems?: FieldProblems
      fieldKinds?: FieldKinds
      retryAfterMs?: number
    }

/** A good form token a message carries (form-token.ts), and when it runs out. */
type SpendableToken = { token: string; expiresAt: number }
/** Who sent a message, and the good form token it carries, if any. */
export type MessageSender = Sender & { formToken?: SpendableToken }

type Dependencies = {
  outbox: Outbox
  limiter: ContactLimiter
  spentTokens: SpentTokens
  /** Called once the message is safely stored: start delivering it. */
  onAccepted: (entry: OutboxEntry) => void
}

/**
 * Why a message was refused, as the metrics count it and the log says it: never with what the
 * visitor wrote nor who they are. Also for a JSON request refused before it is read as a message.
 */
export function refused(reason: 'invalid' | 'replayed' | 'rate_limit' | 'outbox_full', fields: Record<string, unknown> = {}) {
  metrics().contactRefused.inc({ reason })
  logEvent(reason === 'invalid' ? 'info' : 'warn', 'contact.refused', { reason, ...fields })
}

/**
 * Whether the hidden field holds anything at all. A bot may send it as any JSON type (or a file
 * in a form), so only absent, null, false, an empty string, an empty list or a plain empty
 * object count as left alone.
 */
function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === '') return false
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.keys(value).length > 0
  return true
}

/** A form's text fields, and its honeypot whatever its type, so a file there still gives a bot away. */
export function formFields(form: FormData): Record<string, unknown> {
  return Object.fromEntries([...form.entries()].filter(([name, value]) => typeof value === 'string' || name === HONEYPOT_FIELD))
}

/**
 * The server's side of the contact form. A message is accepted only once it is on disk in the
 * outbox, so "sent successfully" is never said of a message that could still be lost.
 *
 * Bots and invalid submissions are turned away before the limits are counted: only a message
 * that would be stored takes from the allowances, so a flood of junk can never spend them and
 * lock real visitors out. So is a message whose form token is spent: a token carries one
 * message, so a token fetched once cannot be replayed to draw again and again on the share of
 * the total kept for the form. The token is spent before the limits are counted (atomically, so
 * two sends of it at once cannot both pass) and given back when the message is not kept after
 * all, so a refusal never costs the visitor its token. The allowances, likewise, are taken before
 * the message is stored (all at once, so no two messages pass a bound) and given back when it is
 * not: only messages kept count against the limits.
 */
export async function acceptMessage(fields: Record<string, unknown>, sender: MessageSender, deps: Dependencies): Promise<ContactOutcome> {
  if (honeypotFilled(fields[HONEYPOT_FIELD])) {
    // A bot: answer as if it worked, keep nothing.
    refused('invalid', { honeypot: true })
    return { status: 'success' }
  }
  const parsed = ContactMessageSchema.safeParse(fields)
  if (!parsed.success) {
    const fieldProblems: FieldProblems = {}
    const fieldKinds: FieldKinds = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ContactMessage
      fieldProblems[field] ??= issue.message
      fieldKinds[field] ??= problemKind(issue)
    }
    refused('invalid', { fields: Object.keys(fieldKinds) })
    return { status: 'error', reason: 'invalid', fieldProblems, fieldKinds }
  }

  const { formToken, ...from } = sender
  if (formToken && !(await deps.spentTokens.spend(formToken.token, formToken.expiresAt))) {
    refused('replayed')
    return { status: 'error', reason: 'replayed' }
  }
  let kept = false
  try {
    const outcome = await counted(parsed.data, { ...from, tokened: formToken !== undefined }, deps)
    kept = outcome.status === 'success'
    return outcome
  } finally {
    if (formToken && !kept) await deps.spentTokens.giveBack(formToken.token)
  }
}

/**
 * A message that could not be kept for a fault of the site's own (the limits or the outbox
 * failing): counted, and logged as `event`; the visitor is told to try again (503), their words kept.
 */
function unavailable(event: 'contact.limits_failed' | 'contact.store_failed', error: unknown): ContactOutcome {
  metrics().contactRefused.inc({ reason: 'unavailable' })
  logEvent('error', event, { reason: error instanceof Error ? error.message : String(error) })
  return { status: 'error', reason: 'unavailable' }
}

/**
 * A valid message counted against the limits and stored in the outbox. A message not stored
 * gives back what it took of every allowance, so a full or failing outbox never costs the visitor
 * (nor its network, nor everyone) a message of the minute.
 */
async function counted(message: ContactMessage, sender: LimitedSender, deps: Dependencies): Promise<ContactOutcome> {
  let limited: TakeResult
  try {
    limited = await deps.limiter.take(sender)
  } catch (error) {
    // The limiter counts in memory while Redis fails; should that fail too, a 503, never a 500.
    return unavailable('contact.limits_failed', error)
  }
  if (!limited.taken) {
    refused('rate_limit', { scope: limited.scope })
    return { status: 'error', reason: 'rate-limited', retryAfterMs: limited.retryAfterMs }
  }

  let entry: OutboxEntry
  try {
    entry = await deps.outbox.add(message)
  } catch (error) {
    await limited.giveBack()
    if (isOutboxFull(error)) {
      const { usage, limits } = error
      logEvent('error', 'outbox.full', {
        messages: usage.messages,
        bytes: usage.bytes,
        maxMessages: limits.messages,
        maxBytes: limits.bytes,
      })
      refused('outbox_full')
      return { status: 'error', reason: 'full', retryAfterMs: OUTBOX_FULL_RETRY_MS }
    }
    return unavailable('contact.store_failed', error)
  }
  metrics().contactAccepted.inc()
  deps.onAccepted(entry)
  return { status: 'success' }
}

import { jsonError } from '@/lib/http/api-responses'
import { refused } from '@/lib/contact/acceptance'
import { receiveMessage } from '@/lib/contact/receive'
import { readJsonBody } from '@/lib/http/request-body'

const MAX_BODY_BYTES = 16 * 1024

/** Whole seconds until a refused client may try again, for Retry-After. */
const retryAfter = (ms = 60_000) => String(Math.max(1, Math.ceil(ms / 1000)))

/**
 * The contact endpoint for clients other than the site's form (which posts to its server
 * action): a JSON body of senderName, senderEmail, messageSubject and messageBody, and the form's
 * token (`formToken`, from /contact/token) when the client has one: without it a message counts
 * against the share of the limits open to all. A token carries one message. 200 once the message
 * is safely stored; 400 with the problems of each field; 409 when its token already carried a
 * message (nothing was kept: send it again with a fresh token, or none); 413, 415, 429, 503 as
 * they say, with Retry-After (503 also while the outbox is full: the message was not kept, and
 * the client still has it).
 */
export async function POST(request: Request) {
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if ('error' in body) {
    refused('invalid', { status: body.error.status })
    return body.error
  }
  if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) {
    refused('invalid', { status: 400 })
    return jsonError(400, 'Send a JSON object with senderName, senderEmail, messageSubject and messageBody.')
  }
  const outcome = await receiveMessage(body.value as Record<string, unknown>, request.headers)
  if (outcome.status !== 'error') return Response.json({ status: 'accepted' })
  switch (outcome.reason) {
    case 'invalid':
      return Response.json({ error: 'Some fields are missing or invalid.', fields: outcome.fieldProblems ?? {} }, { status: 400 })
    case 'replayed':
      return jsonError(409, 'This form token has already carried a message; yours was not sent. Fetch a fresh one from /contact/token.')
    case 'rate-limited': {
      const seconds = retryAfter(outcome.retryAfterMs)
      return jsonError(429, `Too many messages; yours was not sent. Please try again in ${seconds} seconds.`, { 'retry-after': seconds })
    }
    case 'full':
      return jsonError(503, 'We cannot take more messages right now; your message was not sent. Please try again later.', {
        'retry-after': retryAfter(outcome.retryAfterMs),
      })
    case 'unavailable':
      return jsonError(503, 'Messages cannot be stored right now; please try again shortly.')
  }
}

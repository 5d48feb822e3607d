import { JSONParser } from '@streamparser/json'

/** What the reader of a streamed list says after each item: read on, or stop reading here. */
export type Wanted = 'more' | 'enough'

/** Why a streamed list could not be read; the caller words it for the log. */
export class ListStreamError extends Error {
  override name = 'ListStreamError'
}

/**
 * The items of a JSON list, handed to `onItem` one by one as the body streams in, so a long
 * answer is never held whole: only the item being parsed is in memory. Reading stops, and the
 * rest of the body is never downloaded, once `onItem` has had enough; otherwise at the end of the
 * list. An answer that is not a list, is malformed or ends early, or whose bytes read pass
 * `limit` before that, is an error.
 */
export async function readListItems(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  onItem: (item: unknown) => Wanted,
): Promise<void> {
  if (!body) throw new ListStreamError('malformed JSON')
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false })
  let enough = false
  parser.onValue = ({ value }) => {
    if (!enough && onItem(value) === 'enough') enough = true
  }
  const reader = body.getReader()
  let read = 0
  let opened = false
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      read += value.byteLength
      if (read > limit) throw new ListStreamError(`answer is over the ${limit}-byte limit`)
      if (!opened) {
        const first = value.find((byte) => !isWhitespace(byte))
        if (first === undefined) continue
        if (first !== OPEN_BRACKET) throw new ListStreamError('the answer is not a list')
        opened = true
      }
      try {
        parser.write(value)
      } catch {
        throw new ListStreamError('malformed JSON')
      }
      if (enough) return
    }
    // The parser ends itself at the list's closing bracket: before it, the answer was cut short.
    if (!parser.isEnded) throw new ListStreamError(opened ? 'malformed JSON' : 'the answer is not a list')
  } finally {
    // Stops the download when the reader stopped early; a no-op once the body was read to its end.
    await reader.cancel().catch(() => {})
  }
}

const OPEN_BRACKET = 0x5b
const isWhitespace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09

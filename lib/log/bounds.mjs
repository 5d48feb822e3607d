/**
 * The size of what an instance logs, whatever a client, upstream or Next puts in it (plain
 * JavaScript beside log.mjs, which loads it uncompiled). A field's string is cut to
 * FIELD_CHARS characters (a stack trace to STACK_CHARS), the event's text to TEXT_CHARS, a list
 * to LIST_ITEMS items, nesting to NESTING levels; the whole line, written, to LINE_BYTES. Whatever
 * was cut ends in CUT_MARK.
 */
export const FIELD_CHARS = 200
export const TEXT_CHARS = 300
export const STACK_CHARS = 500
export const LIST_ITEMS = 20
const NESTING = 3
export const LINE_BYTES = 1024
export const CUT_MARK = '…'

/** `text` at most `max` characters, the last of them the mark when it was longer. */
export function cut(text, max = FIELD_CHARS) {
  if (text.length <= max) return text
  let end = Math.max(0, max - CUT_MARK.length)
  // Never half of a surrogate pair: that would be a character no UTF-8 encoder can write.
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return `${text.slice(0, end)}${CUT_MARK}`
}

/** A copy of an event's fields within the bounds above; an error becomes its stack, cut. */
export function boundFields(value, key = '', depth = 0) {
  if (typeof value === 'string') return cut(value, key === 'stack' ? STACK_CHARS : FIELD_CHARS)
  if (value instanceof Error) return cut(value.stack ?? String(value), STACK_CHARS)
  if (value === null || typeof value !== 'object') return value
  if (depth >= NESTING) return CUT_MARK
  if (Array.isArray(value)) {
    const kept = value.slice(0, LIST_ITEMS).map((item) => boundFields(item, key, depth + 1))
    return value.length > LIST_ITEMS ? [...kept, `${CUT_MARK}${value.length - LIST_ITEMS} more`] : kept
  }
  const entries = Object.entries(value)
  const bounded = Object.fromEntries(
    entries.slice(0, LIST_ITEMS).map(([name, item]) => [cut(name, 40), boundFields(item, name, depth + 1)]),
  )
  if (entries.length > LIST_ITEMS) bounded[CUT_MARK] = `${entries.length - LIST_ITEMS} more`
  return bounded
}

const encoder = new TextEncoder()
const sizeOf = (line) => encoder.encode(line).length
/** Fields no line goes without: what an operator searches by. */
const KEPT = ['time', 'level', 'event', 'requestId']

/**
 * A written line (pino's JSON, with its newline) within LINE_BYTES: one over it has its longest
 * string halved, again and again, until it fits; if the strings run out first, only the kept
 * fields and `cut` remain. Only oversized lines are parsed: the rest pass as they are.
 */
export function boundLine(line) {
  if (sizeOf(line) <= LINE_BYTES) return line
  const event = JSON.parse(line)
  for (let tries = 0; tries < 64; tries++) {
    const longest = longestString(event, null, true)
    if (!longest || longest.value.length <= 16) break
    longest.holder[longest.key] = cut(longest.value, Math.floor(longest.value.length / 2))
    const written = `${JSON.stringify(event)}\n`
    if (sizeOf(written) <= LINE_BYTES) return written
  }
  const kept = Object.fromEntries(KEPT.filter((name) => typeof event[name] === 'string').map((name) => [name, cut(event[name], 64)]))
  return `${JSON.stringify({ ...kept, cut: 'line' })}\n`
}

/** The longest string among an object's values, nested ones included, by its weight once written; never a kept field. */
function longestString(holder, best, top = false) {
  for (const [key, value] of Object.entries(holder)) {
    if (top && KEPT.includes(key)) continue
    if (typeof value === 'string') {
      if (!best || JSON.stringify(value).length > JSON.stringify(best.value).length) best = { holder, key, value }
    } else if (value && typeof value === 'object') {
      best = longestString(value, best)
    }
  }
  return best
}

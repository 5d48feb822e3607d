import { randomBytes, randomInt } from 'node:crypto'

/** What the attacks build their requests from; random parts make every request a new cache key. */

export const random = (bytes = 6) => randomBytes(bytes).toString('hex')

export const pick = <T>(list: readonly T[]): T => {
  const item = list[randomInt(list.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

export const randomIp = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

/** A random address of the IPv6 /64 `network` (its four groups, `2001:db8:1:2`). */
export const randomIpv6In = (network: string) => `${network}:${Array.from({ length: 4 }, () => randomInt(0x10000).toString(16)).join(':')}`

/** A server action id has the shape of Next's (42 hex digits) and names no action. */
export const randomActionId = () => randomBytes(21).toString('hex')

/** About 70 kB: over the 64 kB the site (and nginx) accept for any form or JSON body. */
const OVERSIZED_BYTES = 70 * 1024
export const filler = (bytes = OVERSIZED_BYTES) => 'x'.repeat(bytes)

export type ContactFields = { senderName: string; senderEmail: string; messageSubject: string; messageBody: string }

/**
 * A message that passes every rule of the form, carrying `marker` in its body: the marker is how
 * the runner finds it (or does not) in the outbox and upstream's inbox afterwards.
 */
export function validMessage(marker: string): ContactFields {
  return {
    senderName: 'Abuse Runner',
    senderEmail: 'abuse.runner@example.org',
    messageSubject: 'Quotation for BLDC fans',
    messageBody: `Please send a quotation for 40 fans. Reference ${marker}.`,
  }
}

/**
 * A valid message as large as the form takes, in a script whose every character is 3 bytes
 * (Devanagari): about 16 kB stored, the most one message can cost the outbox.
 */
export function largestMessage(marker: string): ContactFields {
  const letters = (length: number) => 'क'.repeat(length)
  return {
    senderName: letters(100),
    senderEmail: 'abuse.runner@example.org',
    messageSubject: letters(200),
    messageBody: `${letters(4950)} Reference ${marker}.`,
  }
}

/** Characters no name or subject needs and that mail headers, terminals and logs misread. */
export const controlCharacterCases: readonly { name: string; change: Partial<ContactFields> }[] = [
  { name: 'CR/LF in senderName', change: { senderName: 'Asha\r\nBcc: everyone@example.org' } },
  { name: 'CR/LF in messageSubject', change: { messageSubject: 'Quote\r\nX-Injected: 1' } },
  { name: 'LF in messageSubject', change: { messageSubject: 'Quote\nSecond line' } },
  { name: 'ESC sequence in senderName', change: { senderName: 'Asha \u001b[2J\u001b[31mRed' } },
  { name: 'ESC sequence in messageBody', change: { messageBody: 'Clear the screen \u001b]0;owned\u0007 please' } },
  { name: 'NUL in senderName', change: { senderName: 'Asha\u0000Kulkarni' } },
  { name: 'NUL in messageBody', change: { messageBody: 'Before\u0000after' } },
  { name: 'U+202E in senderName', change: { senderName: 'Asha \u202Egnp.exe' } },
  { name: 'U+202E in messageSubject', change: { messageSubject: 'Invoice \u202Efdp.exe' } },
]

/** A multipart/form-data body, as a browser without JavaScript posts a form. */
export function multipart(fields: Record<string, string>): { body: string; type: string } {
  const boundary = `----abuse${random(8)}`
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return { body: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` }
}

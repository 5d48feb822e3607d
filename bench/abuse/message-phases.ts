import {
  type ContactFields,
  controlCharacterCases,
  filler,
  largestMessage,
  multipart,
  randomActionId,
  randomIp,
  randomIpv6In,
  validMessage,
} from './payloads'
import { json, marker, clients, junkClient } from './shots'
import { CLIENT_HEADER } from './environment'
import type { Context, Phase, Shot } from './types'

/**
 * The contact form's attacks (rows 5 to 9): what is sent and what the right answer is. Like
 * phases.ts, nothing here starts a server or measures.
 */

/** 5. Valid messages from one client, each claiming to come from somewhere else. */
export const forgedForwarding = (row: string): Phase[] => [
  {
    name: 'valid message, new X-Forwarded-For and X-Real-IP each',
    count: 100,
    expect: [200, 429],
    make: (index, c) => {
      const ip = randomIp()
      const mark = marker(c, row, index)
      return {
        ...json('/api/contact', validMessage(mark), { 'x-forwarded-for': ip, 'x-real-ip': ip }, clients.forger),
        message: { marker: mark, shouldStore: true },
      }
    },
  },
]

/**
 * How a row plays clients of any address: to nginx, through the test's own header it believes
 * from loopback (environment.ts); to Next, as nginx reports them, with the proxy secret.
 */
export const reportedAs = (address: string, target: 'next' | 'nginx', c: Context): Record<string, string> =>
  target === 'nginx' ? { [CLIENT_HEADER]: address } : { 'x-real-ip': address, 'x-proxy-secret': c.proxySecret }

/** 16. Valid messages from fresh addresses of one IPv6 /64 each, then one from the next /64. */
export const ipv6Network = (target: 'next' | 'nginx'): Phase[] => [
  {
    name: 'valid message, a new address of one /64 each',
    count: 100,
    expect: [200, 429],
    make: (index, c) => {
      const mark = marker(c, `16${target[1]}`, index)
      return {
        // From 127.0.0.1, the one address whose client header nginx believes.
        ...json('/api/contact', validMessage(mark), reportedAs(randomIpv6In('2001:db8:16:1'), target, c)),
        message: { marker: mark, shouldStore: true },
      }
    },
  },
  {
    name: 'valid message, from the next /64',
    count: 1,
    expect: [200],
    make: (index, c) => {
      const mark = marker(c, `16${target[1]}v`, index)
      return {
        ...json('/api/contact', validMessage(mark), reportedAs(randomIpv6In('2001:db8:16:2'), target, c)),
        message: { marker: mark, shouldStore: true },
      }
    },
  },
]

/**
 * 17. The largest messages the form takes, each from a client of its own (as nginx reports them)
 * in a /24 of its own, so no network's allowance stops them before the outbox does (198.18.0.0/15,
 * the range kept for benchmarks): past the outbox's limit of bytes, 200 until it is full, then
 * 503, and every 200 kept.
 */
export const outboxFlood = (count: number): Phase[] => [
  {
    name: 'largest valid message, a client of its own each',
    count,
    expect: [200, 503],
    make: (index, c) => {
      const mark = marker(c, '17', index)
      return {
        ...json('/api/contact', largestMessage(mark), reportedAs(`198.18.${index % 250}.1`, 'next', c), clients.big),
        message: { marker: mark, shouldStore: true },
      }
    },
  },
]

/** 6. Junk that must not spend the allowance real visitors need, then a real visitor. */
export const junkThenValid = (count: number): Phase[] => [
  { name: `junk {} from ${count} addresses`, count, expect: [400], make: (index) => json('/api/contact', {}, {}, junkClient(index)) },
  {
    name: 'valid message, another client',
    count: 1,
    expect: [200],
    make: (index, c) => {
      const mark = marker(c, '6', index)
      return { ...json('/api/contact', validMessage(mark), {}, clients.visitor), message: { marker: mark, shouldStore: true } }
    },
  },
]

/** A valid message with the given fields replaced; its marker stays in the body so it can be found. */
function alteredMessage(mark: string, change: Partial<ContactFields>): ContactFields {
  const message = { ...validMessage(mark), ...change }
  if (change.messageBody !== undefined) message.messageBody = `${change.messageBody} Reference ${mark}.`
  return message
}

/** 7. Messages otherwise valid, with characters that mail headers, terminals and logs misread. */
export const controlCharacters = (count: number): Phase[] => [
  {
    name: 'CR/LF, ESC, NUL, U+202E',
    count,
    expect: [400],
    make: (index, c) => {
      const mark = marker(c, '7', index)
      const { change } = controlCharacterCases[index % controlCharacterCases.length]!
      return { ...json('/api/contact', alteredMessage(mark, change), {}, clients.control), message: { marker: mark, shouldStore: false } }
    },
  },
]

/** 8. A bot's honeypot filled with something other than a string: thanked, never kept. */
export const honeypot = (count: number): Phase[] => [
  {
    name: 'website: ["x"] or {"a":1}',
    count,
    expect: [200],
    make: (index, c) => {
      const mark = marker(c, '8', index)
      const website = index % 2 ? ['x'] : { a: 1 }
      return { ...json('/api/contact', { ...validMessage(mark), website }, {}, clients.bot), message: { marker: mark, shouldStore: false } }
    },
  },
]

/** 9. Over 64 kB, to a server action (any id, and the real form without JavaScript) and to the JSON endpoint. */
export const oversized = (count: number): Phase[] => {
  const each = Math.ceil(count / 5)
  const action = (chunked: boolean) => (): Shot => ({
    method: 'POST',
    path: '/',
    headers: { 'next-action': randomActionId(), 'content-type': 'text/plain;charset=UTF-8' },
    body: filler(),
    chunked,
    from: clients.big,
  })
  return [
    { name: 'server action, text body', count: each, expect: [413], make: action(false) },
    // Browsers always say how long a form is; a body of unknown length is refused as such.
    { name: 'server action, text body chunked (no Content-Length)', count: each, expect: [411, 413], make: action(true) },
    {
      name: 'server action, multipart',
      count: each,
      expect: [413],
      make: () => {
        const form = multipart({ '1_note': filler() })
        return {
          method: 'POST',
          path: '/',
          headers: { 'next-action': randomActionId(), 'content-type': form.type },
          body: form.body,
          from: clients.big,
        }
      },
    },
    {
      name: 'contact form without JavaScript (real action), multipart',
      count: each,
      expect: [413],
      make: (_, c) => {
        const form = multipart({ ...c.contactForm, ...validMessage('oversized'), messageBody: filler() })
        return { method: 'POST', path: '/contact', headers: { 'content-type': form.type }, body: form.body, from: clients.big }
      },
    },
    {
      name: '/api/contact JSON',
      count: each,
      expect: [413],
      make: () => json('/api/contact', { ...validMessage('oversized'), messageBody: filler() }, {}, clients.big),
    },
  ]
}

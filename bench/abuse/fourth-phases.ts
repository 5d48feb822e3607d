import { reportedAs } from './message-phases'
import { multipart, random, validMessage } from './payloads'
import { get, marker, productPath } from './shots'
import type { Phase, Shot } from './types'

/**
 * The requests of the fourth round's rows 26 to 28 (the encoded path, the log flood, vitals
 * steering); the token replay's are in token-phases.ts, the cold outage's in cold-server.ts.
 * Like phases.ts, nothing here starts a server or measures.
 */

/** A Web Vitals report as the site's pages send it (components/vitals/), as a beacon does. */
const vitals = (path: string, metrics: Record<string, number>, headers: Record<string, string> = {}): Shot => ({
  method: 'POST',
  path: '/api/vitals',
  headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
  body: JSON.stringify({ path, width: 390, connection: '4g', metrics }),
})

/**
 * 26. Paths with an encoded slash or dot segment, spelled every way: nginx's $uri decodes them
 * (so /contact/..%2Fapi/vitals counts as /api/vitals, past the contact zone), Next reads them
 * as a page, and straight at an instance /products/%2e%2e/api/health was health itself.
 */
const ENCODED: readonly ((r: string) => Shot)[] = [
  () => ({ ...vitals('/', { LCP: 1000 }), path: '/contact/..%2Fapi/vitals' }),
  () => ({ ...vitals('/', { LCP: 1000 }), path: '/contact/..%2fapi/vitals' }),
  () => ({ ...vitals('/', { LCP: 1000 }), path: '/contact/%2e%2e/api/vitals' }),
  () => get('/products/%2e%2e/api/health'),
  () => get('/products/%2E%2E/api/health'),
  () => get('/products/%2e./api/health'),
  () => get('/products/.%2E/api/health'),
  () => get('/api%2Fhealth'),
  () => get('/products/fan%2f..%2f..%2fapi%2Fhealth'),
  (r) => get(`/products/fan/${r}%2F%2e%2E%2fsitemap.xml`),
]
/** Row 26's visitor: a client of its own, in a network no other row plays. */
export const ENCODED_VISITOR = '192.0.2.126'
export const encodedPaths = (count: number, target: 'next' | 'nginx'): Phase[] => [
  {
    name: 'encoded / or dot segment (%2F, %2f, %2e%2e, %2E%2E, %2e., .%2E)',
    count,
    expect: [400],
    make: (index) => ({ ...ENCODED[index % ENCODED.length]!(random(3)), keepBody: true }),
  },
  {
    // The form as a browser without JavaScript posts it, with the token it was given.
    name: 'a plain POST /contact from another client',
    count: 1,
    expect: [200],
    make: (index, c) => {
      const mark = marker(c, `26${target[1]}v`, index)
      const form = multipart({ ...c.contactForm, ...validMessage(mark), formToken: c.prepared.formToken ?? '' })
      return {
        method: 'POST',
        path: '/contact',
        headers: { 'content-type': form.type, ...reportedAs(ENCODED_VISITOR, target, c) },
        body: form.body,
        message: { marker: mark, shouldStore: true },
      }
    },
  },
]

/** 27. The User-Agents of the log flood: each phase's mark first, so a line cut short still names it. */
export const LOG_MARKS = { refused: 'abuse-27-refused-', hit: 'abuse-27-hit-', bytes: 'abuse-27-bytes-' }
const LONG_AGENT_BYTES = 7000
const longAgent = (mark: string) => mark.padEnd(LONG_AGENT_BYTES, 'Mozilla/5.0 ')
/** Bytes 0x80 to 0xFF, which no UTF-8 decoder accepts alone (Node sends a header's string as Latin-1). */
const NOT_UTF8 = `${LOG_MARKS.bytes}\xff\xfe\x80 \xc3( curl/8`
/** The path of the refused requests: 6,900 bytes, within nginx's 8 kB request line. */
const longPath = () => `/${'p'.repeat(6899)}`

export const logFlood = (refused: number): Phase[] => [
  {
    name: 'DELETE /ppp…(6,900 bytes), 7,000-byte User-Agent, keep-alive',
    count: refused,
    expect: [405, 400, 414],
    make: () => ({ method: 'DELETE', path: longPath(), headers: { 'user-agent': longAgent(LOG_MARKS.refused) } }),
  },
  {
    name: 'the product page from the micro-cache, 7,000-byte User-Agent',
    count: Math.round(refused / 4),
    expect: [200],
    make: (_, c) => get(productPath(c), { 'user-agent': longAgent(LOG_MARKS.hit) }),
  },
  {
    name: 'a page and an unknown product, User-Agent with bytes \\xff \\xfe \\x80',
    count: 40,
    expect: [200, 404],
    make: (index, c) =>
      get(index % 2 ? productPath(c) : `/products/${c.product.category}/abuse-27-${random(3)}`, { 'user-agent': NOT_UTF8 }),
  },
]

/**
 * 28. Reports steering the field alerts: a minute's LCP on one template from one IPv4 client, the
 * same on another template from 40 addresses of one /24, and values no browser reports.
 */
export const STEERING = {
  client: { address: '192.0.2.28', template: '/products/[category]/[slug]' },
  network: { prefix: '198.51.100.', template: '/products/[category]' },
  outOfRange: { address: '100.64.28.1', template: '/brands' },
}
export const vitalsSteering = (reports: number): Phase[] => [
  {
    name: 'one IPv4 client, LCP 60 s at width 390, one template',
    count: reports,
    expect: [204, 429],
    make: (_, c) => vitals(productPath(c), { LCP: 60_000 }, reportedAs(STEERING.client.address, 'nginx', c)),
  },
  {
    name: 'one /24 (40 addresses), LCP 60 s at width 390, another template',
    count: 2 * reports,
    expect: [204, 429],
    make: (index, c) =>
      vitals(`/products/${c.product.category}`, { LCP: 60_000 }, reportedAs(`${STEERING.network.prefix}${10 + (index % 40)}`, 'nginx', c)),
  },
  {
    name: 'LCP 10^9 ms, CLS -1',
    count: 20,
    expect: [400],
    make: (index, c) => vitals('/brands', index % 2 ? { CLS: -1 } : { LCP: 1e9 }, reportedAs(STEERING.outOfRange.address, 'nginx', c)),
  },
]

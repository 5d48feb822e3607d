import { randomInt } from 'node:crypto'
import { imageWidths } from '../../lib/image-widths'
import {
  type ContactFields,
  controlCharacterCases,
  filler,
  multipart,
  pick,
  random,
  randomActionId,
  randomIp,
  validMessage,
} from './payloads'
import type { Context, Phase, Shot } from './types'

/**
 * The requests of each attack, grouped in phases: what is sent and what the right answer is.
 * attacks.ts puts them in rows; nothing here starts a server or measures.
 */

const get = (path: string, headers: Record<string, string> = {}): Shot => ({ method: 'GET', path, headers })
const json = (path: string, value: unknown, headers: Record<string, string> = {}, from?: string): Shot => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(value),
  from,
})
const imagePath = (url: string, width: number | string = 640, quality: number | string = 75) =>
  `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`
const productPath = ({ product }: Context) => `/products/${product.category}/${product.slug}`
const marker = (context: Context, row: string, index: number) => `abuse-${context.runId}-${row}-${index}`

/**
 * Each client of the contact rows leaves from its own loopback address, so a row's "another
 * client" really is another client, whatever the site believes of headers.
 */
const clients = { forger: '127.0.0.2', visitor: '127.0.0.4', control: '127.0.0.5', bot: '127.0.0.6', big: '127.0.0.7' }
/**
 * Junk comes from many addresses, as a botnet's would: from one address only the per-client
 * limit would ever be spent, and the total allowance row 6 is about would never be touched.
 */
const junkClient = (index: number) => `127.0.1.${1 + (index % 250)}`

/** 1. Unknown products and lines, as pages, social cards and RSC payloads. */
export const unknownPages = (scale: number): Phase[] => {
  const knownLine = (c: Context) => `/products/${pick(c.categories)}/${random()}`
  const unknownLine = () => `/products/${random(4)}/${random()}`
  return [
    { name: 'unknown product', count: 3 * scale, expect: [404], make: (_, c) => get(knownLine(c)) },
    { name: 'unknown line and product', count: 2 * scale, expect: [404], make: () => get(unknownLine()) },
    {
      name: 'unknown opengraph-image',
      count: 2 * scale,
      expect: [404],
      make: (index, c) => get(`${index % 2 ? knownLine(c) : unknownLine()}/opengraph-image`),
    },
    {
      name: 'unknown, RSC: 1',
      count: 3 * scale,
      expect: [404],
      make: (index, c) => get(`${index % 2 ? knownLine(c) : unknownLine()}${c.rscQuery}`, { RSC: '1' }),
    },
  ]
}

/** 2. Paths no decoder accepts; the random part keeps any cache from answering for the site. */
const malformedPaths: readonly ((r: string) => string)[] = [
  () => '/%',
  () => '/%zz',
  () => '/products/%E0%A4%A',
  (r) => `/products/fan/%zz${r}`,
  (r) => `/${r}/%E0%A4%A`,
  (r) => `/products/%E0%A4%A/${r}/opengraph-image`,
]
export const malformed = (count: number): Phase[] => [
  { name: 'malformed path', count, expect: [400, 404], make: (index) => get(malformedPaths[index % malformedPaths.length]!(random(3))) },
]

/** 3. One real product's social card, again and again: it must come from a cache. */
export const knownCard = (count: number): Phase[] => [
  { name: 'known opengraph-image', count, expect: [200], make: (_, c) => get(`${productPath(c)}/opengraph-image`) },
]

/** 4. Ways to name the same image differently, each a new cache entry if the optimizer lets it. */
const imageBusters = (image: string): readonly ((k: number) => string)[] => {
  const [folder, file] = [image.slice(0, image.lastIndexOf('/')), image.slice(image.lastIndexOf('/') + 1)]
  return [
    (k) => `${folder}/${'./'.repeat(k)}${file}`,
    (k) => `${folder}${'/'.repeat(k + 1)}${file}`,
    (k) => `${'/'.repeat(k + 1)}${image.slice(1)}`,
    (k) => `${folder}/${'%2e/'.repeat(k)}${file}`,
    (k) => `${folder}/../${folder.slice(1)}/${file}?v=${k}`,
    (k) => `${image}?v=${k}-${random(2)}`,
  ]
}
/** Next's configured widths (deviceSizes and imageSizes); any other is refused. */
const IMAGE_SIZES = [...imageWidths.deviceSizes, ...imageWidths.imageSizes]

export const imageBusting = (scale: number): Phase[] => [
  { name: 'url with #fragment', count: 4 * scale, expect: [400, 404], make: (_, c) => get(imagePath(`${c.image}#${random()}`)) },
  {
    name: 'url with ./, //, %2e, ../, ?',
    count: 2 * scale,
    expect: [400, 404],
    make: (index, c) => get(imagePath(pick(imageBusters(c.image))(1 + (index % 40)))),
  },
  {
    name: 'unknown url',
    count: Math.round(1.5 * scale),
    expect: [400, 404],
    make: (index, c) => get(imagePath(index % 2 ? `/media/${random()}.webp` : `/catalogue/${c.product.category}/${random()}/cover.webp`)),
  },
  {
    name: 'disallowed w or q',
    count: 2 * scale,
    expect: [400],
    make: (index, c) => {
      let width = randomInt(1, 4000)
      while (IMAGE_SIZES.includes(width)) width++
      return get(index % 2 ? imagePath(c.image, width) : imagePath(c.image, 640, pick([1, 50, 74, 76, 90, 100])))
    },
  },
  {
    name: 'POST/PUT/DELETE/PATCH',
    count: scale,
    expect: [405],
    make: (index, c) => ({ method: ['POST', 'PUT', 'DELETE', 'PATCH'][index % 4]!, path: imagePath(c.image) }),
  },
]

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

/** 10. Methods the site has no use for, on each kind of route it has. */
export const unusedMethods = (methods: readonly string[], perPair: number): Phase[] => {
  const paths = (c: Context) => ['/', '/api/contact', '/api/revalidate', imagePath(c.image)]
  return [
    {
      name: `${methods.join('/')} on /, /api/contact, /api/revalidate, /_next/image`,
      count: methods.length * 4 * perPair,
      expect: [405],
      make: (index, c) => ({ method: methods[index % methods.length]!, path: paths(c)[Math.floor(index / methods.length) % 4]! }),
    },
  ]
}

/** 11. The webhook with a secret that is wrong, or none. */
export const wrongSecret = (count: number): Phase[] => [
  {
    name: 'wrong or missing secret',
    count,
    expect: [401],
    make: (index) => json('/api/revalidate', { tags: ['products'] }, index % 3 ? { 'x-revalidate-secret': `wrong-${random(12)}` } : {}),
  },
]

/** H. Answers no attack gets: redirects, and the page and image a visitor gets, for their headers. */
export const ordinaryAnswers = (count: number): Phase[] => [
  { name: 'GET /about, /services', count, expect: [308], make: (index) => get(index % 2 ? '/about' : '/services') },
  { name: 'a product page', count, expect: [200], make: (_, c) => get(productPath(c)) },
  { name: 'its legitimate image variant', count, expect: [200], make: (_, c) => get(imagePath(c.image)) },
]

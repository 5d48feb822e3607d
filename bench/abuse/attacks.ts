import { randomInt } from 'node:crypto'
import { cacheLifetimeSeconds, headerValues, percentile } from './answers'
import type { Answer, Outgoing } from './http'
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

/**
 * The attacks, as data: what each row sends, in which order, what the right answers are and how
 * much it may leave behind. runner.ts plays them; nothing here starts a server or measures.
 */

export type Target = 'next' | 'nginx'

/** What the runner learns from the site before attacking it. */
export type Context = {
  runId: string
  /** A product that exists, and every product line. */
  product: { category: string; slug: string }
  categories: readonly string[]
  /** A real image the optimizer serves; its one legitimate variant is made before the rows. */
  image: string
  /** The `_rsc` query Next wants with an `RSC: 1` request, or '' when it asks for none. */
  rscQuery: string
  /** The hidden fields of the contact form as a browser without JavaScript posts them. */
  contactForm: Record<string, string>
  /** The contact limits the servers run with (set by environment.ts). */
  limits: { perClient: number; total: number }
}

/** A request, and the contact message it carries when it carries one. */
export type Shot = Outgoing & { message?: { marker: string; shouldStore: boolean } }

/** Requests of one kind, all sent before the next phase starts. */
export type Phase = {
  name: string
  count: number
  /** The right answers; anything else is reported against the row. */
  expect: readonly number[]
  make(index: number, context: Context): Shot
}

/** What a row may leave behind without failing, and why that much. */
export type Tolerance = {
  /** Bytes allowed outright. */
  bytes?: number
  /** One not-found page entry (its size is read from the build at start). */
  notFoundEntry?: boolean
  /** Messages the row may store legitimately (at about MESSAGE_BYTES each). */
  messages?: number
  /** Keys Redis may gain (nginx rows, whose server shares a Redis). */
  redisKeys?: number
  why: string
}

export type Attack = {
  id: string
  title: string
  target: Target
  /**
   * Contact rows run on a server restarted just before them: its limits start empty, so one
   * row's spent allowance can never fail the next.
   */
  freshServer?: boolean
  expected: string
  phases: readonly Phase[]
  tolerance: Tolerance
  /** Shown but never fails the run, for this reason. */
  reportOnly?: string
  /** Checks beyond the statuses, on the answers of each phase; each string is a problem. */
  check?(phases: readonly { answers: readonly Answer[] }[], context: Context): string[]
}

/** A stored outbox entry is about 0.5 kB; 2 kB leaves room for the longest legal fields. */
export const MESSAGE_BYTES = 2048
/** A social card cached this long is "long": crawlers and CDNs keep it, the server renders it once a day. */
export const LONG_CACHE_SECONDS = 86_400
/** Rendering a social card takes hundreds of ms here; a cached one is sent in a few. */
const CACHED_CARD_MS = 25

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
const marker = (context: Context, row: string, index: number) => `abuse-${context.runId}-${row}-${index}`

/**
 * Each client of the contact rows leaves from its own loopback address, so a row's "another
 * client" really is another client, whatever the site believes of headers.
 */
const clients = { forger: '127.0.0.2', visitor: '127.0.0.4', control: '127.0.0.5', bot: '127.0.0.6', big: '127.0.0.7' }
/**
 * Junk comes from many addresses, as a botnet's would: from one address only the per-client
 * limit would ever be spent, and the total allowance the row is about would never be touched.
 */
const junkClient = (index: number) => `127.0.1.${1 + (index % 250)}`

const NOTHING: Tolerance = { why: 'nothing: a hostile request leaves no trace' }
const NOT_FOUND: Tolerance = {
  notFoundEntry: true,
  redisKeys: 8,
  why: "one not-found page entry (Next's fixed 404 page) and, in Redis, the last-good copies of the upstream lists it shows: the same few however many unknown paths",
}

/** Unknown products and lines, as pages, social cards and RSC payloads. */
const unknownPages = (scale: number): Phase[] => [
  { name: 'unknown product', count: 3 * scale, expect: [404], make: (_, c) => get(`/products/${pick(c.categories)}/${random()}`) },
  { name: 'unknown line and product', count: 2 * scale, expect: [404], make: () => get(`/products/${random(4)}/${random()}`) },
  {
    name: 'unknown opengraph-image',
    count: 2 * scale,
    expect: [404],
    make: (index, c) => get(index % 2 ? `/products/${pick(c.categories)}/${random()}/opengraph-image` : `/products/${random(4)}/${random()}/opengraph-image`),
  },
  {
    name: 'unknown, RSC: 1',
    count: 3 * scale,
    expect: [404],
    make: (index, c) => get(`${index % 2 ? `/products/${pick(c.categories)}/${random()}` : `/products/${random(4)}/${random()}`}${c.rscQuery}`, { RSC: '1' }),
  },
]

/** Paths no decoder accepts; the random part keeps any cache from answering for the site. */
const malformedPaths: readonly ((r: string) => string)[] = [
  () => '/%',
  () => '/%zz',
  () => '/products/%E0%A4%A',
  (r) => `/products/fan/%zz${r}`,
  (r) => `/${r}/%E0%A4%A`,
  (r) => `/products/%E0%A4%A/${r}/opengraph-image`,
]

/** Ways to name the same image differently, each making a new cache entry if the optimizer lets it. */
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
const IMAGE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840, 32, 48, 64, 96, 128, 256, 384]

const imageAttack = (scale: number): Phase[] => [
  { name: 'url with #fragment', count: 4 * scale, expect: [400, 404], make: (_, c) => get(imagePath(`${c.image}#${random()}`)) },
  { name: 'url with ./, //, %2e, ../, ?', count: 2 * scale, expect: [400, 404], make: (index, c) => get(imagePath(pick(imageBusters(c.image))(1 + (index % 40)))) },
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
  { name: 'POST/PUT/DELETE/PATCH', count: scale, expect: [405], make: (index, c) => ({ method: ['POST', 'PUT', 'DELETE', 'PATCH'][index % 4]!, path: imagePath(c.image) }) },
]

/** A valid message with the given fields replaced; its marker stays in the body so it can be found. */
function alteredMessage(mark: string, change: Partial<ContactFields>): ContactFields {
  const message = { ...validMessage(mark), ...change }
  if (change.messageBody !== undefined) message.messageBody = `${change.messageBody} Reference ${mark}.`
  return message
}

const forgedContact = (row: string): Phase => ({
  name: 'valid message, new X-Forwarded-For and X-Real-IP each',
  count: 100,
  expect: [200, 429],
  make: (index, c) => {
    const ip = randomIp()
    return {
      ...json('/api/contact', validMessage(marker(c, row, index)), { 'x-forwarded-for': ip, 'x-real-ip': ip }, clients.forger),
      message: { marker: marker(c, row, index), shouldStore: true },
    }
  },
})
const atMostTheLimit: Attack['check'] = (phases, context) => {
  const accepted = phases.flatMap((phase) => phase.answers).filter((answer) => answer.status === 200).length
  return accepted > context.limits.perClient ? [`${accepted} messages accepted from one client, limit ${context.limits.perClient}`] : []
}

/** Over 64 kB, to a server action (any id, and the real form without JavaScript) and to the JSON endpoint. */
const oversized = (count: number): Phase[] => {
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
    { name: 'server action, text body chunked (no Content-Length)', count: each, expect: [413], make: action(true) },
    {
      name: 'server action, multipart',
      count: each,
      expect: [413],
      make: () => {
        const form = multipart({ '1_note': filler() })
        return { method: 'POST', path: '/', headers: { 'next-action': randomActionId(), 'content-type': form.type }, body: form.body, from: clients.big }
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
    { name: '/api/contact JSON', count: each, expect: [413], make: () => json('/api/contact', { ...validMessage('oversized'), messageBody: filler() }, {}, clients.big) },
  ]
}

const unusedMethodPaths = (c: Context) => ['/', '/api/contact', '/api/revalidate', imagePath(c.image)]
const unusedMethods = (methods: readonly string[], perPair: number): Phase => ({
  name: `${methods.join('/')} on /, /api/contact, /api/revalidate, /_next/image`,
  count: methods.length * 4 * perPair,
  expect: [405],
  make: (index, c) => ({ method: methods[index % methods.length]!, path: unusedMethodPaths(c)[Math.floor(index / methods.length) % 4]! }),
})

/** Answers no attack gets: redirects, and the page and image a visitor gets, for their headers. */
const ordinaryAnswers = (count: number): Phase[] => [
  { name: 'GET /about, /services', count, expect: [308], make: (index) => get(index % 2 ? '/about' : '/services') },
  { name: 'a product page', count, expect: [200], make: (_, c) => get(`/products/${c.product.category}/${c.product.slug}`) },
  { name: 'its legitimate image variant', count, expect: [200], make: (_, c) => get(imagePath(c.image)) },
]

/** The same attack straight at Next and through nginx, each with its own phases (volume). */
const onBoth = (attack: Omit<Attack, 'target' | 'phases'>, next: readonly Phase[], nginx: readonly Phase[]): Attack[] => [
  { ...attack, target: 'next', phases: next },
  { ...attack, target: 'nginx', phases: nginx, freshServer: false },
]

const malformed = (count: number): Phase[] => [
  { name: 'malformed path', count, expect: [400, 404], make: (index) => get(malformedPaths[index % malformedPaths.length]!(random(3))) },
]

export const attacks: readonly Attack[] = [
  ...onBoth({ id: '1', title: 'Unknown products/lines: page, OG image, RSC', expected: '404', tolerance: NOT_FOUND }, unknownPages(300), unknownPages(100)),
  ...onBoth({ id: '2', title: 'Malformed paths (/%, /%zz, %E0%A4%A)', expected: '400 (or 404)', tolerance: NOT_FOUND }, malformed(300), malformed(150)),
  {
    id: '3',
    title: "Known product's OG image, repeated",
    target: 'next',
    expected: `200 from cache, max-age ≥ ${LONG_CACHE_SECONDS / 3600} h`,
    phases: [{ name: 'known opengraph-image', count: 300, expect: [200], make: (_, c) => get(`/products/${c.product.category}/${c.product.slug}/opengraph-image`) }],
    // The first request may render the card once and keep it, as ISR does with a page.
    tolerance: { bytes: 256 * 1024, why: 'one social card (a PNG under 100 kB, with its metadata) rendered once and kept' },
    check: ([phase]) => {
      const answers = (phase?.answers ?? []).filter((answer) => answer.status === 200)
      if (answers.length === 0) return []
      const later = answers.slice(1)
      const hits = later.filter((answer) => /^(HIT|STALE)$/i.test(headerValues(answer, 'x-nextjs-cache')[0] ?? '')).length
      const median = percentile(
        later.map((answer) => answer.ms),
        50,
      )
      const problems: string[] = []
      if (later.length > 0 && hits < later.length * 0.95 && !(median <= CACHED_CARD_MS)) {
        problems.push(`not from cache: x-nextjs-cache HIT on ${hits}/${later.length}, median ${Math.round(median)} ms`)
      }
      const cacheControl = headerValues(answers[0]!, 'cache-control').join(', ')
      if (cacheLifetimeSeconds(cacheControl) < LONG_CACHE_SECONDS) problems.push(`Cache-Control "${cacheControl}"`)
      return problems
    },
  },
  ...onBoth(
    {
      id: '4',
      title: 'Image optimizer cache busting',
      expected: '400/404/405, no new image',
      // An unknown image is looked up through the site, whose answer is the one not-found page.
      tolerance: { ...NOT_FOUND, why: 'no image beyond the legitimate variant (made before the row); the one not-found entry an unknown image is answered with' },
    },
    imageAttack(200),
    imageAttack(50),
  ),
  ...onBoth(
    {
      id: '5',
      title: 'Forged X-Forwarded-For / X-Real-IP',
      freshServer: true,
      expected: '200 ×limit, then 429',
      tolerance: { messages: 5, redisKeys: 8, why: 'the messages the per-client limit lets through (and their limit counters in Redis)' },
      check: atMostTheLimit,
    },
    [forgedContact('5n')],
    [forgedContact('5x')],
  ),
  {
    id: '6',
    title: 'Junk {} ×200, then a valid message',
    target: 'next',
    freshServer: true,
    expected: 'junk 400, valid 200',
    phases: [
      { name: 'junk {} from 200 addresses', count: 200, expect: [400], make: (index) => json('/api/contact', {}, {}, junkClient(index)) },
      {
        name: 'valid message, another client',
        count: 1,
        expect: [200],
        make: (index, c) => ({ ...json('/api/contact', validMessage(marker(c, '6', index)), {}, clients.visitor), message: { marker: marker(c, '6', index), shouldStore: true } }),
      },
    ],
    tolerance: { messages: 1, why: 'the one valid message' },
  },
  {
    id: '7',
    title: 'Control characters in messages',
    target: 'next',
    freshServer: true,
    expected: '400, nothing stored',
    phases: [
      {
        name: 'CR/LF, ESC, NUL, U+202E',
        count: 99,
        expect: [400],
        make: (index, c) => {
          const mark = marker(c, '7', index)
          const { change } = controlCharacterCases[index % controlCharacterCases.length]!
          return { ...json('/api/contact', alteredMessage(mark, change), {}, clients.control), message: { marker: mark, shouldStore: false } }
        },
      },
    ],
    tolerance: NOTHING,
  },
  {
    id: '8',
    title: 'Honeypot of another type',
    target: 'next',
    freshServer: true,
    expected: '200, nothing stored',
    phases: [
      {
        name: 'website: ["x"] or {"a":1}',
        count: 100,
        expect: [200],
        make: (index, c) => {
          const mark = marker(c, '8', index)
          const website = index % 2 ? ['x'] : { a: 1 }
          return { ...json('/api/contact', { ...validMessage(mark), website }, {}, clients.bot), message: { marker: mark, shouldStore: false } }
        },
      },
    ],
    tolerance: NOTHING,
  },
  ...onBoth({ id: '9', title: 'Oversized bodies (70 kB)', freshServer: true, expected: '413', tolerance: NOTHING }, oversized(125), oversized(125)),
  { id: '10', title: 'Unused methods', target: 'next', expected: '405', phases: [unusedMethods(['PUT', 'DELETE', 'PATCH', 'OPTIONS'], 25)], tolerance: NOTHING },
  {
    id: '10t',
    title: 'TRACE straight at Next',
    target: 'next',
    expected: '405',
    phases: [unusedMethods(['TRACE'], 10)],
    tolerance: NOTHING,
    reportOnly: 'Next answers TRACE before any code of the site runs; production has nginx in front, whose row must be 405',
  },
  { id: '10', title: 'Unused methods, TRACE too', target: 'nginx', expected: '405', phases: [unusedMethods(['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'], 20)], tolerance: NOTHING },
  {
    id: '11',
    title: 'Webhook with a wrong secret',
    target: 'next',
    expected: '401',
    phases: [
      {
        name: 'wrong or missing secret',
        count: 300,
        expect: [401],
        make: (index) => json('/api/revalidate', { tags: ['products'] }, index % 3 ? { 'x-revalidate-secret': `wrong-${random(12)}` } : {}),
      },
    ],
    tolerance: NOTHING,
  },
  ...onBoth({ id: 'H', title: 'Redirect, page, image (headers)', expected: '308, 200', tolerance: NOTHING }, ordinaryAnswers(10), ordinaryAnswers(10)),
]

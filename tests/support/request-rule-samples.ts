import { bodyLimit, type requestRules } from '@/lib/request-rules/rules'
import { embedded } from './catalogue'

/**
 * Requests on which the front nginx and the proxy must decide alike, for every row of the table of
 * request rules (lib/request-rules/rules.ts) and for paths with no row: run through a real nginx
 * (tests/e2e/request-rules.spec.ts) and through proxy.ts itself
 * (tests/unit/request-rules-proxy.test.ts), each sample is held to the one verdict written here.
 * - method: refused is a 405 from both; taken, neither answers 405.
 * - body: a post to a page of `bytes` bytes; refused is a 413 from both.
 * - spelling: whether the target is the one spelling of its URL; nginx never keeps an answer to
 *   another (its micro-cache is bypassed), the proxy redirects it to the one.
 * - query: whether the route reads its query: nginx keeps one answer for both queries or one each,
 *   the proxy answers both alike or not.
 * - path: a target sent as written (`method`, GET by default); refused is a 400 from both, before
 *   any route: an encoded slash or backslash, or a dot segment with an encoded dot.
 */
export type Sample =
  | { kind: 'method'; method: string; path: string; refused: boolean }
  | { kind: 'body'; path: string; bytes: number; refused: boolean }
  | { kind: 'spelling'; target: string; own: boolean }
  | { kind: 'query'; path: string; queries: readonly [string, string]; read: boolean }
  | { kind: 'path'; method?: 'GET' | 'POST'; target: string; refused: boolean }

const [slug = '', otherSlug = ''] = embedded.fan.map((product) => product.slug)
const image = (extra = '') => `?url=${encodeURIComponent('/images/a.webp')}&w=640&q=75${extra}`

/** The samples of each row, and of paths without one (`none`). */
export const samples: Record<keyof typeof requestRules | 'none', Sample[]> = {
  contact: [
    { kind: 'method', method: 'PUT', path: '/contact', refused: true },
    { kind: 'method', method: 'POST', path: '/contact', refused: false },
    { kind: 'body', path: '/contact', bytes: bodyLimit, refused: false },
    { kind: 'body', path: '/contact', bytes: bodyLimit + 1, refused: true },
    { kind: 'spelling', target: `/contact?product=${slug}`, own: true },
    // The product's slug as the catalogue's pattern takes it: from a letter or digit, 128 at most.
    { kind: 'spelling', target: `/contact?product=-${slug}`, own: false },
    { kind: 'spelling', target: `/contact?product=_${slug}`, own: false },
    { kind: 'spelling', target: `/contact?product=a${'b'.repeat(128)}`, own: false },
    { kind: 'spelling', target: `/contact?product=${slug}&product=${otherSlug}`, own: false },
    { kind: 'spelling', target: `/contact?product=${slug}&utm_source=x`, own: false },
    { kind: 'spelling', target: `/contact?product=%${slug.charCodeAt(0).toString(16)}${slug.slice(1)}`, own: false },
    { kind: 'spelling', target: '/contact?model=x', own: false },
    { kind: 'query', path: '/contact', queries: [`product=${slug}`, `product=${otherSlug}`], read: true },
  ],
  image: [
    { kind: 'method', method: 'DELETE', path: `/_next/image${image()}`, refused: true },
    { kind: 'method', method: 'GET', path: `/_next/image${image()}`, refused: false },
    { kind: 'query', path: '/_next/image', queries: [image().slice(1), image('&v=2').slice(1)], read: true },
  ],
  search: [
    { kind: 'method', method: 'OPTIONS', path: '/search?q=fan', refused: true },
    { kind: 'method', method: 'HEAD', path: '/search?q=fan', refused: false },
    { kind: 'query', path: '/search', queries: ['q=fan&page=2', 'q=fan&page=0'], read: true },
  ],
  apiContact: [{ kind: 'method', method: 'DELETE', path: '/api/contact', refused: true }],
  webhook: [{ kind: 'method', method: 'PUT', path: '/api/revalidate', refused: true }],
  vitals: [
    { kind: 'method', method: 'PATCH', path: '/api/vitals', refused: true },
    // nginx would count it as /api/vitals, outside the contact zone; Next renders a page.
    { kind: 'path', method: 'POST', target: '/contact/..%2Fapi/vitals', refused: true },
    { kind: 'path', method: 'POST', target: '/contact/..%2fapi%2fvitals', refused: true },
  ],
  health: [
    { kind: 'method', method: 'OPTIONS', path: '/api/health', refused: true },
    { kind: 'method', method: 'GET', path: '/api/health', refused: false },
    // Both resolve it to /api/health.
    { kind: 'path', target: '/products/%2e%2e/api/health', refused: true },
    { kind: 'path', target: '/products/%2E%2E/api/health', refused: true },
    { kind: 'path', target: '/products/.%2e/api/health', refused: true },
    { kind: 'path', target: '/products/%2e./api/health', refused: true },
  ],
  preview: [{ kind: 'method', method: 'PUT', path: '/api/preview', refused: true }],
  previewExit: [{ kind: 'method', method: 'PUT', path: '/api/preview/exit', refused: true }],
  catalogueLists: [
    { kind: 'method', method: 'DELETE', path: '/api/catalogue/carousel/fan', refused: true },
    { kind: 'query', path: '/api/catalogue/carousel/fan', queries: ['x=1', 'y=2'], read: false },
  ],
  none: [
    { kind: 'method', method: 'PATCH', path: '/no/such/page', refused: true },
    { kind: 'method', method: 'GET', path: '/products/fan', refused: false },
    { kind: 'body', path: '/no/such/page', bytes: bodyLimit + 1, refused: true },
    { kind: 'spelling', target: '/contac%74', own: false },
    { kind: 'spelling', target: '/products/fan', own: true },
    { kind: 'query', path: '/products/fan', queries: ['page=2', 'page=0'], read: false },
    { kind: 'query', path: '/', queries: ['utm_source=a', 'model=b'], read: false },
    { kind: 'path', target: '/products/fan/%2e', refused: true },
    { kind: 'path', target: '/products/fan/%2e?page=2', refused: true },
    { kind: 'path', target: '/products%2Ffan', refused: true },
    { kind: 'path', target: '/products%5Cfan', refused: true },
    { kind: 'path', target: '/products%5cfan', refused: true },
    // A dot segment only when the whole segment is dots; an encoded slash only in the path.
    { kind: 'path', target: '/products/fan/%2e%2ex', refused: false },
    { kind: 'path', target: '/products/fan.%2e', refused: false },
    { kind: 'path', target: '/search?q=a%2Fb%5C%2e%2e', refused: false },
  ],
}

/** Every sample with its row's name, for a test's title. */
export const allSamples = Object.entries(samples).flatMap(([row, list]) => list.map((sample) => ({ row, ...sample })))

/** A sample in words. */
export function describeSample(sample: Sample & { row: string }): string {
  const what =
    sample.kind === 'method'
      ? `${sample.method} ${sample.path}: ${sample.refused ? 'refused' : 'taken'}`
      : sample.kind === 'body'
        ? `a ${sample.bytes}-byte post to ${sample.path}: ${sample.refused ? 'refused' : 'taken'}`
        : sample.kind === 'spelling'
          ? `${sample.target}: ${sample.own ? 'its one spelling' : 'not its spelling'}`
          : sample.kind === 'query'
            ? `${sample.path} ?${sample.queries.join(' / ?')}: query ${sample.read ? 'read' : 'ignored'}`
            : `${sample.method ?? 'GET'} ${sample.target}: ${sample.refused ? 'refused' : 'taken'}`
  return `${sample.row}: ${what}`
}

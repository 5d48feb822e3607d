import { randomBytes } from 'node:crypto'
import { detailCategories } from '@/lib/catalogue/schemas'
import { embedded } from '../../tests/support/catalogue'
import type { Context } from './types'
import type { Environment } from './environment'

/** The product page the well-behaved client keeps loading, and the row attacks name as "known". */
const PROBE_PRODUCT = { category: 'fan', slug: 'technozen-vayu-lite-bldc-fan' }
export const probePage = `/products/${PROBE_PRODUCT.category}/${PROBE_PRODUCT.slug}`
/**
 * The segments Next 16's router prefetches of a product page (segment prefetches), the
 * not-found page's among them.
 */
export const PREFETCHED_SEGMENTS = ['/_tree', '/_full', '/products/$d$category/$d$slug/__PAGE__', '/_not-found/__PAGE__'] as const
/** A real image of the site, which the optimizer serves and caches. */
const IMAGE = '/media/hero-poster.webp'

/**
 * What the attacks need to know of the site, learnt from it rather than written down, so they
 * follow the build: the `_rsc` query Next asks of RSC requests, and the hidden fields of the
 * contact form (its server action's id changes with every build).
 */
export async function learnContext(environment: Environment): Promise<Context> {
  const { pages } = environment
  if (!embedded.fan.some((product) => product.slug === PROBE_PRODUCT.slug))
    throw new Error(`${probePage} is no longer in the embedded catalogue`)

  // The query is a hash of the navigation headers alone: learnt once for each set rows send.
  const rscQueryOf = async (headers: Record<string, string>) => {
    const rsc = await fetch(`${pages.url}${probePage}`, { headers: { RSC: '1', ...headers }, redirect: 'manual' })
    await rsc.arrayBuffer()
    const location = rsc.status === 307 ? rsc.headers.get('location') : null
    return location ? new URL(location, pages.url).search : ''
  }
  const rscQuery = await rscQueryOf({})
  const segmentQueries: Record<string, string> = {}
  for (const segment of PREFETCHED_SEGMENTS)
    segmentQueries[segment] = await rscQueryOf({ 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': segment })

  const contactForm = hiddenFields(await (await fetch(`${pages.url}/contact`)).text())
  if (Object.keys(contactForm).length === 0)
    console.warn('The contact page has no hidden form fields: the no-JavaScript form post of row 9 is sent without its action.')

  return {
    runId: randomBytes(4).toString('hex'),
    product: PROBE_PRODUCT,
    categories: Object.keys(embedded),
    image: IMAGE,
    rscQuery,
    segmentQueries,
    contactForm,
    limits: environment.limits,
    pages: detailCategories.flatMap((line) => embedded[line].map((product) => `/products/${line}/${product.slug}`)),
    products: detailCategories.flatMap((line) => embedded[line].map(({ slug, name }) => ({ category: line, slug, name }))),
    proxySecret: environment.proxySecret,
    previewSecret: environment.previewSecret,
    prepared: {},
  }
}

/** The hidden inputs of a page, by name, as a browser would post them. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [input] of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = input.match(/name="([^"]*)"/)?.[1]
    if (name !== undefined) fields[decodeEntities(name)] = decodeEntities(input.match(/value="([^"]*)"/)?.[1] ?? '')
  }
  return fields
}

const entities: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' }
const decodeEntities = (text: string) => text.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (entity) => entities[entity] ?? entity)

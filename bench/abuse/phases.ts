import { randomInt } from 'node:crypto'
import { imageWidths } from '../../lib/images/image-widths'
import { pick, random } from './payloads'
import { get, json, imagePath, productPath } from './shots'
import type { Context, Phase } from './types'

/**
 * The requests of the page, image and route attacks (rows 1 to 4, 10, 11 and H), grouped in
 * phases: what is sent and what the right answer is. The contact form's are in
 * message-phases.ts. attacks.ts puts them in rows; nothing here starts a server or measures.
 */

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

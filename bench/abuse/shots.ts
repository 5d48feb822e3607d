// The pieces every phase builds its requests from.
import type { Context, Shot } from './types'

export const get = (path: string, headers: Record<string, string | readonly string[]> = {}): Shot => ({ method: 'GET', path, headers })
export const json = (path: string, value: unknown, headers: Record<string, string> = {}, from?: string): Shot => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(value),
  from,
})
export const imagePath = (url: string, width: number | string = 640, quality: number | string = 75) =>
  `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`
export const productPath = ({ product }: Context) => `/products/${product.category}/${product.slug}`
export const marker = (context: Context, row: string, index: number) => `abuse-${context.runId}-${row}-${index}`

/**
 * Each client of the contact rows leaves from its own loopback address, so a row's "another
 * client" really is another client, whatever the site believes of headers.
 */
export const clients = { forger: '127.0.0.2', visitor: '127.0.0.4', control: '127.0.0.5', bot: '127.0.0.6', big: '127.0.0.7' }
/**
 * Junk comes from many addresses, as a botnet's would: from one address only the per-client
 * limit would ever be spent, and the total allowance row 6 is about would never be touched.
 */
export const junkClient = (index: number) => `127.0.1.${1 + (index % 250)}`

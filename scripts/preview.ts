import { parseArgs } from 'node:util'
import { env } from '../lib/env'
import { previewSecret } from '../lib/preview'
import { sitePath } from '../lib/site-path'

/**
 * Prints the link that opens a preview of one page, for marketers:
 *   PREVIEW_SECRET=... npm run preview -- --path /products/fan/technozen-vayu-lite-bldc-fan --url https://www.example.com
 * The secret is PREVIEW_SECRET, else REVALIDATE_SECRET; --path defaults to the home page, --url
 * to SITE_URL. The link carries the secret: share it only with people who may preview.
 */
function main() {
  const { values } = parseArgs({ options: { path: { type: 'string', default: '/' }, url: { type: 'string' } } })
  const settings = env()
  const secret = previewSecret(settings)
  if (!secret) throw new Error('Set PREVIEW_SECRET (or REVALIDATE_SECRET) to the site’s preview secret.')
  const path = sitePath(values.path)
  if (!path) throw new Error(`Not a path of the site: ${JSON.stringify(values.path)} (e.g. /products/fan).`)
  const site = values.url ?? settings.SITE_URL
  if (!/^https?:\/\//.test(site) || !URL.canParse(site))
    throw new Error(`Not the site's address: ${JSON.stringify(site)} (e.g. https://www.example.com).`)
  const link = new URL('/api/preview', site)
  link.search = new URLSearchParams({ secret, path }).toString()
  console.log(link.href)
}

try {
  main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

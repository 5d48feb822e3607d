import { parseArgs } from 'node:util'
import { env } from '../lib/server/env'
import { PREVIEW_LINK_HOURS, previewLinkQuery } from '../lib/preview/link'
import { sitePath } from '../lib/preview/site-path'

/**
 * Prints the link that opens a preview of one page, for marketers:
 *   PREVIEW_SECRET=... npm run preview -- --path /products/fan/technozen-vayu-lite-bldc-fan --url https://www.example.com --hours 48
 * --path defaults to the home page, --url to SITE_URL, --hours to a week (a month at most). The
 * link is signed with PREVIEW_SECRET and carries no secret: it opens that path's preview, and
 * others reached from it, until it expires.
 */
function main() {
  const { values } = parseArgs({
    options: {
      path: { type: 'string', default: '/' },
      url: { type: 'string' },
      hours: { type: 'string', default: String(PREVIEW_LINK_HOURS.default) },
    },
  })
  const settings = env()
  const secret = settings.PREVIEW_SECRET
  if (!secret) throw new Error('Set PREVIEW_SECRET to the site’s preview secret.')
  const path = sitePath(values.path)
  if (!path) throw new Error(`Not a path of the site: ${JSON.stringify(values.path)} (e.g. /products/fan).`)
  const site = values.url ?? settings.SITE_URL
  if (!/^https?:\/\//.test(site) || !URL.canParse(site))
    throw new Error(`Not the site's address: ${JSON.stringify(site)} (e.g. https://www.example.com).`)
  const hours = Number(values.hours)
  if (!Number.isInteger(hours) || hours < 1 || hours > PREVIEW_LINK_HOURS.max)
    throw new Error(`--hours takes a whole number from 1 to ${PREVIEW_LINK_HOURS.max}.`)
  const expires = Math.floor(Date.now() / 1000) + hours * 3600
  const link = new URL('/api/preview', site)
  link.search = previewLinkQuery(path, expires, secret).toString()
  console.log(link.href)
  console.error(`Opens a preview until ${new Date(expires * 1000).toISOString()}.`)
}

try {
  main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

import { parseArgs } from 'node:util'
import { changeText, refusalText } from '../content/catalogue-report'
import { readBounded } from '../lib/http/bounded-body'
import { imageHosts } from '../lib/images/image-hosts'
import { acrossLines, reportOf } from '../lib/catalogue/report/across-lines'
import { checkLine } from '../lib/catalogue/report/check-line'
import { reportLines, worded } from '../lib/catalogue/report/worded'
import { toProductCard } from '../lib/catalogue/product-card'
import { type Category, CategorySchema } from '../lib/catalogue/schemas'
import type { LoadedLine } from '../lib/catalogue/source'
import { env } from '../lib/server/env'

/**
 * The catalogue as the site would show it, read straight from upstream with the site's own rules
 * (lib/catalogue/report), with no site running: for a marketer before publishing, or a CI job.
 *   API_URL=https://api.example.com npm run catalogue:check [-- --json]
 * Prints each line's counts, then one line per refused or changed item, grouped by line.
 * Exits 0 when nothing is refused, 1 when something is, 2 when a line could not be read.
 */
async function main() {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } })
  const { API_URL, API_TIMEOUT_MS, API_MAX_BYTES, IMAGE_HOSTS } = env()
  if (!API_URL) throw new Error('Set API_URL to the catalogue API, e.g. API_URL=https://api.example.com')
  const hosts = imageHosts(API_URL, IMAGE_HOSTS)
  const unread: Partial<Record<Category, string>> = {}
  const loaded = Object.fromEntries(
    await Promise.all(
      CategorySchema.options.map(async (line) => {
        try {
          return [line, await readLine(`${API_URL}/api/product/list/${line}`, line, hosts, API_TIMEOUT_MS, API_MAX_BYTES)] as const
        } catch (error) {
          unread[line] = error instanceof Error ? error.message : String(error)
          return [line, null] as const
        }
      }),
    ),
  ) as Record<Category, LoadedLine | null>
  const report = worded(reportOf(acrossLines(loaded)), CategorySchema.options, { refusal: refusalText, change: changeText })
  const refused = CategorySchema.options.reduce((sum, line) => sum + (report[line]?.refused ?? 0), 0)
  if (values.json) console.log(JSON.stringify({ catalogue: report, unread }, null, 2))
  else {
    for (const line of reportLines(report)) console.log(line)
    for (const [line, reason] of Object.entries(unread)) console.log(`${line}: not read (${reason})`)
    console.log(refused > 0 ? `\n${refused} items refused: visitors do not see them.` : '\nNothing refused.')
  }
  process.exitCode = Object.keys(unread).length > 0 ? 2 : refused > 0 ? 1 : 0
}

/** One line's list, within the site's time and size limits, checked as the site checks it. */
async function readLine(url: string, line: Category, hosts: readonly string[], timeoutMs: number, maxBytes: number): Promise<LoadedLine> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const body = await readBounded(response, maxBytes)
  if (!body) throw new Error(`the answer is over the ${maxBytes}-byte limit (API_MAX_BYTES)`)
  const checked = checkLine(JSON.parse(body.toString('utf8')) as unknown, line, hosts)
  if (!checked) throw new Error('the answer is not a list')
  return { cards: checked.products.map(toProductCard), documents: [], report: checked.report, fresh: true }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 2
})

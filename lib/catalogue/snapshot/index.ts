import { env } from '@/lib/server/env'
import { imageHosts } from '@/lib/images/image-hosts'
import { logEvent } from '@/lib/log/log.mjs'
import { processSingleton } from '@/lib/server/process-singleton'
import { newRefusals } from '../report/first-seen'
import { embeddedSource } from '../embedded'
import type { Category } from '../schemas'
import type { CatalogueSource } from '../source'
import { upstreamSource } from '../upstream-source'
import { localFreshness, sharedFreshness } from './freshness'
import { announceChange } from './announce'
import { firstSeen } from './edits'
import { SnapshotHolder, type Why } from './holder'
import { buildSnapshot, type CatalogueSnapshot, changedLines, digestOf, renamed, type SnapshotLines } from './snapshot'

/** How often each instance reads the freshness signal: one Redis GET a second. */
const CHECK_MS = 1000

/** Where the catalogue comes from: upstream when API_URL is set, else the embedded demo. */
export const catalogueSource = (): CatalogueSource => (env().API_URL ? upstreamSource : embeddedSource)

/**
 * The process's catalogue snapshot (see ./holder.ts), following the signal in the durable Redis
 * (REDIS_URL) when there is one.
 */
export function catalogue(): SnapshotHolder {
  return processSingleton('catalogue-snapshot', () => {
    const { REDIS_URL, CATALOGUE_REVALIDATE_SECONDS, CATALOGUE_RETRY_SECONDS } = env()
    return new SnapshotHolder({
      load: loadLines,
      build: buildSnapshot,
      digest: digestOf,
      renamed,
      freshness: REDIS_URL ? sharedFreshness(REDIS_URL) : localFreshness(),
      maxAgeMs: CATALOGUE_REVALIDATE_SECONDS * 1000,
      checkMs: CHECK_MS,
      retryMs: CATALOGUE_RETRY_SECONDS * 1000,
      changed,
      failed: (error) => logEvent('error', 'catalogue.snapshot_failed', { reason: String(error) }),
    })
  })
}

/** These lines in one pass, each item, image and link checked once here rather than on every page. */
async function loadLines(lines: readonly Category[]): Promise<Partial<SnapshotLines>> {
  const loadedAt = Date.now()
  const { API_URL, IMAGE_HOSTS } = env()
  const hosts = imageHosts(API_URL, IMAGE_HOSTS)
  const source = catalogueSource()
  const loaded = await Promise.all(lines.map(async (line) => [line, await source.loadLine(line, { keep: true, hosts })] as const))
  const result = Object.fromEntries(loaded) as Partial<SnapshotLines>
  void firstSeen().observe(result, loadedAt)
  return result
}

function changed(next: CatalogueSnapshot, previous: CatalogueSnapshot | undefined, why: Why): void {
  logChange(next, previous)
  logRefusals(next, previous)
  if (previous && why === 'aged') void announceChange(changedLines(previous, next))
}

/**
 * Each refused item once, when it first appears in this process: a defect of the data, which the
 * catalogue's editors fix upstream (a warning), not a failure of the upstream call.
 */
function logRefusals(next: CatalogueSnapshot, previous: CatalogueSnapshot | undefined): void {
  for (const { line, item } of newRefusals(next.report, previous?.report)) {
    logEvent('warn', 'catalogue.item_refused', {
      line,
      id: item.id,
      slug: item.slug,
      reasons: item.reasons.map((reason) => reason.code),
      fields: item.reasons.map((reason) => reason.field),
    })
  }
}

function logChange(next: CatalogueSnapshot, previous: CatalogueSnapshot | undefined): void {
  logEvent('info', 'catalogue.snapshot', {
    version: next.version,
    products: next.search.products.length,
    lines: Object.entries(next.lines).flatMap(([line, list]) => (list ? [line] : [])).length,
    previous: previous?.version ?? null,
  })
}

export { firstSeen } from './edits'
export { changedLines, currentCards, earlierHolder, hasProduct, isDetailProduct, lineSlugs, productCount } from './snapshot'

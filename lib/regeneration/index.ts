import 'server-only'
import { catalogue, lineSlugs } from '@/lib/catalogue/snapshot'
import { logEvent } from '@/lib/log/log.mjs'
import { processSingleton } from '@/lib/server/process-singleton'
import { ownOrigin } from './own-origin'
import { type LineSlugs, linesToLoad, regenerationPaths } from './paths'
import { Regenerator } from './regenerator'
import { batchLines } from './report'

/**
 * The pages a webhook call regenerates, from the lines of the catalogue snapshot the webhook has
 * just reloaded (so a new product is found, a removed one is not).
 */
export async function pagesToRegenerate(revalidated: readonly string[]): Promise<string[]> {
  const snapshot = await catalogue().current()
  const loaded: LineSlugs = {}
  for (let lines = linesToLoad(revalidated, loaded); lines.length > 0; lines = linesToLoad(revalidated, loaded)) {
    for (const line of lines) loaded[line] = lineSlugs(snapshot, line) ?? []
  }
  return regenerationPaths(revalidated, loaded)
}

/** The paths come only from `pagesToRegenerate`, never from a request. Two renders at once on a two-core instance leave room for visitors; a page's render with upstream hanging takes two timeouts. */
export const regenerator = () =>
  processSingleton(
    'regenerator',
    () =>
      new Regenerator({
        visit: async (path, signal) => {
          const response = await fetch(`${ownOrigin()}${path}`, { method: 'HEAD', cache: 'no-store', redirect: 'manual', signal })
          return { status: response.status, cache: response.headers.get('x-nextjs-cache') }
        },
        concurrency: 2,
        pageTimeoutMs: 30_000,
        pollMs: 100,
        maxQueued: 200,
        report: (done, ms) => {
          for (const line of batchLines(done, ms)) logEvent('info', 'regeneration.batch', line)
        },
      }),
  )

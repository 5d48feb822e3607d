import { env } from '@/lib/server/env'
import { logEvent } from '@/lib/log/log.mjs'
import { productRoute } from '@/lib/navigation/routes'
import { indexNow } from '@/lib/seo/indexnow-client'
import { processSingleton } from '@/lib/server/process-singleton'
import { isDetailCategory } from '../schemas'
import { FirstSeen, type LineEdits } from './first-seen'
import { localFirstSeen, redisFirstSeen } from './first-seen-store'

/**
 * The process's watch on products' first-seen times (./first-seen.ts), kept in the durable Redis
 * (REDIS_URL) beside the freshness signal, else in the process. The build records nothing: a
 * time it wrote would be the build's, and would move again at the first start.
 */
export function firstSeen(): FirstSeen {
  return processSingleton('catalogue-first-seen', () => {
    const { REDIS_URL } = env()
    const building = process.env.NEXT_PHASE === 'phase-production-build'
    return new FirstSeen({
      store: building ? null : REDIS_URL ? redisFirstSeen(REDIS_URL) : localFirstSeen(),
      edited: submitEdits,
      recorded: (line, result) =>
        logEvent('info', 'catalogue.first_seen', {
          line,
          outcome: result.kind,
          edited: result.kind === 'changed' ? result.slugs.length : 0,
        }),
      failed: (line, error) => logEvent('warn', 'catalogue.first_seen_failed', { line, reason: String(error) }),
    })
  })
}

/** The pages of products this instance saw edited first, to the search engines that take IndexNow; trading items have none. */
function submitEdits({ line, slugs }: LineEdits): void {
  const sender = indexNow()
  if (!sender || !isDetailCategory(line)) return
  const { SITE_URL } = env()
  logEvent('info', 'indexnow.submitted', { line, urls: slugs.length })
  sender.submit(slugs.map((slug) => new URL(productRoute(line, slug), SITE_URL).href))
}

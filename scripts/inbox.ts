import { env } from '../lib/server/env'
import { formatEntry, formatUsage } from '../lib/contact/inbox-listing'
import { createOutbox, outboxLimits } from '../lib/contact/outbox/create-outbox'
import { FallbackOutbox } from '../lib/contact/outbox/fallback-outbox'
import { logToStderr } from '../lib/log/log.mjs'

/**
 * `npm run inbox`: the contact messages in the outbox, oldest first. With no API_URL this is
 * every message received; with one, those upstream has not taken yet. While the shared outbox
 * (Redis) is away it lists what this machine's folder holds, and says so: that is when the
 * messages kept there matter most. Then how full the outbox is against its limits.
 */
/**
 * Stdout is the listing: the events the outbox and the Redis client log (Redis away, say) go to
 * stderr, as the same JSON lines; set before anything logs.
 */
logToStderr()

async function main() {
  const settings = env()
  const outbox = createOutbox(settings)
  const [entries, usage] = await Promise.all([outbox.list(), outbox.usage()])
  const away = outbox instanceof FallbackOutbox ? outbox.sharedAway : undefined
  const where = !settings.REDIS_URL
    ? settings.OUTBOX_DIR
    : away
      ? `${settings.OUTBOX_DIR} (the shared outbox in Redis is away: ${away}; its messages are not listed)`
      : `the shared outbox (Redis) and ${settings.OUTBOX_DIR}`
  console.log(`${entries.length} message(s) in ${where}${settings.API_URL ? ' waiting for upstream' : ''}`)
  console.log(formatUsage(usage, outboxLimits(settings)))
  for (const entry of entries) console.log(`\n${formatEntry(entry)}`)
}

main().then(
  // A Redis connection would keep the process alive.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)

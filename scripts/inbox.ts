import { env } from '../lib/env'
import { formatEntry } from '../lib/contact/inbox-listing'
import { createOutbox } from '../lib/contact/outbox/create-outbox'

/**
 * `npm run inbox`: the contact messages in the outbox, oldest first. With no API_URL this is
 * every message received; with one, those upstream has not taken yet.
 */
async function main() {
  const settings = env()
  const entries = await createOutbox(settings).list()
  const where = settings.REDIS_URL ? `the shared outbox (Redis) and ${settings.OUTBOX_DIR}` : settings.OUTBOX_DIR
  console.log(`${entries.length} message(s) in ${where}${settings.API_URL ? ' waiting for upstream' : ''}`)
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

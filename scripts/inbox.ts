import { env } from '../lib/env'
import { FileOutbox } from '../lib/inbox/outbox'

/**
 * `npm run inbox`: the contact messages in the outbox, oldest first. With no API_URL this is
 * every message received; with one, those upstream has not taken yet.
 */
async function main() {
  const { OUTBOX_DIR, API_URL } = env()
  const entries = await new FileOutbox(OUTBOX_DIR).list()
  console.log(`${entries.length} message(s) in ${OUTBOX_DIR}${API_URL ? ' waiting for upstream' : ''}`)
  for (const { receivedAt, attempts, lastError, message } of entries) {
    console.log(`\n${receivedAt}  ${message.senderName} <${message.senderEmail}>`)
    console.log(`Subject: ${message.messageSubject}`)
    if (attempts > 0) console.log(`Delivery attempts: ${attempts}, last error: ${lastError ?? 'none'}`)
    console.log(message.messageBody)
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

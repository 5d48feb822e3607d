import { fits, type OutboxEntry, type OutboxLimits, type OutboxUsage } from './outbox/outbox'
import { escapeForTerminal as shown } from './terminal-text'

/**
 * One message as `npm run inbox` prints it. Every stored field is escaped (also those accepted
 * before the schema refused such characters), and each line of the body is quoted with "> ", so
 * a body can never pass its own lines off as the listing's.
 */
export function formatEntry({ receivedAt, attempts, lastError, message }: OutboxEntry): string {
  return [
    `${shown(receivedAt)}  ${shown(message.senderName)} <${shown(message.senderEmail)}>`,
    `Subject: ${shown(message.messageSubject)}`,
    ...(attempts > 0 ? [`Delivery attempts: ${attempts}, last error: ${shown(lastError ?? 'none')}`] : []),
    ...message.messageBody.split(/\r?\n/).map((line) => `> ${shown(line)}`),
  ].join('\n')
}

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`)

/** How full the outbox is, as `npm run inbox` says it: what it holds, its limits, and whether it still takes messages. */
export function formatUsage(usage: OutboxUsage, limits: OutboxLimits): string {
  const held = `Held: ${usage.messages} message(s), ${size(usage.bytes)}; at most ${limits.messages} messages and ${size(limits.bytes)} (OUTBOX_MAX_MESSAGES, OUTBOX_MAX_BYTES).`
  return fits(usage, 1, limits) ? held : `${held}\nFULL: new messages are refused (503) until some are delivered or removed.`
}

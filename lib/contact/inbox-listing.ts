import type { OutboxEntry } from './outbox/outbox'
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

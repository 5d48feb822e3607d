import { formatEntry, formatUsage } from './inbox-listing'
import type { OutboxEntry } from './outbox/outbox'

const entry = (message: Partial<OutboxEntry['message']>, more: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: '01JZ0000000000000000000000',
  receivedAt: '2025-01-02T03:04:05.000Z',
  attempts: 0,
  nextAttemptAt: 0,
  message: {
    senderName: 'Asha',
    senderEmail: 'asha@example.org',
    messageSubject: 'Quote',
    messageBody: 'Hello,\n\tplease quote.',
    ...message,
  },
  ...more,
})

describe('formatEntry', () => {
  it('prints sender, subject and the body quoted line by line', () => {
    expect(formatEntry(entry({}))).toBe(
      ['2025-01-02T03:04:05.000Z  Asha <asha@example.org>', 'Subject: Quote', '> Hello,', '> \\u0009please quote.'].join('\n'),
    )
  })

  it('says a message was tried, even when no error was kept', () => {
    expect(formatEntry(entry({}, { attempts: 1 })).split('\n')[2]).toBe('Delivery attempts: 1, last error: none')
  })

  it('escapes every field of a message stored before the schema refused such characters', () => {
    const printed = formatEntry(
      entry(
        {
          senderName: 'Eve\u001b]0;owned\u0007',
          senderEmail: 'e\u202e@x.in',
          messageSubject: 'Hi\r\nSubject: forged',
          messageBody: 'ok\r\n\u009b2Jgone\ud800',
        },
        { attempts: 2, lastError: 'upstream said \u001b[31mno' },
      ),
    )
    expect(printed).toBe(
      [
        '2025-01-02T03:04:05.000Z  Eve\\u001b]0;owned\\u0007 <e\\u202e@x.in>',
        'Subject: Hi\\u000d\\u000aSubject: forged',
        'Delivery attempts: 2, last error: upstream said \\u001b[31mno',
        '> ok',
        '> \\u009b2Jgone\\ud800',
      ].join('\n'),
    )
    expect(printed).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/)
  })

  it('keeps a body from forging a message of its own in the listing', () => {
    const printed = formatEntry(
      entry({ messageBody: 'Thanks\n\n2025-01-02T03:04:05.000Z  CEO <ceo@arkvolt.example>\nSubject: Wire the money' }),
    )
    expect(printed.split('\n').filter((line) => line.startsWith('Subject:'))).toEqual(['Subject: Quote'])
  })
})

describe('formatUsage', () => {
  const limits = { messages: 5000, bytes: 32 * 1024 * 1024 }

  it('says what the outbox holds against its limits', () => {
    expect(formatUsage({ messages: 12, bytes: 12_595 }, limits)).toBe(
      'Held: 12 message(s), 12.3 kB; at most 5000 messages and 32.0 MB (OUTBOX_MAX_MESSAGES, OUTBOX_MAX_BYTES).',
    )
  })

  it('says sizes in kB below a megabyte and in MB from one on', () => {
    expect(formatUsage({ messages: 1, bytes: 1024 * 1024 - 52 }, limits)).toContain('1023.9 kB;')
    expect(formatUsage({ messages: 1, bytes: 1024 * 1024 }, limits)).toContain('1.0 MB;')
  })

  it('says when it refuses new messages, by count or by size', () => {
    expect(formatUsage({ messages: 5000, bytes: 1000 }, limits)).toMatch(/\nFULL: new messages are refused \(503\)/)
    expect(formatUsage({ messages: 10, bytes: 32 * 1024 * 1024 }, limits)).toMatch(/\nFULL/)
  })
})

import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FileOutbox } from '@/lib/contact/outbox/file-outbox'
import { startRedis } from '@/tests/support/redis'

const root = path.resolve(__dirname, '../..')

/** `npm run inbox` as an operator runs it, in a process of its own. */
function inbox(env: Record<string, string>) {
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/inbox.ts')], {
    cwd: root,
    env: { ...process.env, API_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { code: run.status, out: run.stdout, err: run.stderr }
}

describe('npm run inbox', () => {
  it('lists the messages kept on this machine while the shared outbox’s Redis is down, and says so', async () => {
    const redis = await startRedis()
    await redis.stop()
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
    try {
      await new FileOutbox(dir).add({
        senderName: 'Asha Kulkarni',
        senderEmail: 'asha@example.org',
        messageSubject: 'Quote for 40 fans',
        messageBody: 'Kept while Redis was down.',
      })
      const { code, out, err } = inbox({ REDIS_URL: redis.url, OUTBOX_DIR: dir })
      expect({ code, err }).toEqual({ code: 0, err: expect.any(String) })
      expect(out).toMatch(/^1 message\(s\) in .*the shared outbox in Redis is away/)
      expect(out).toContain('Subject: Quote for 40 fans')
      expect(out).toContain('> Kept while Redis was down.')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 90_000)

  it('says how full the outbox is against its limits, and when it refuses new messages', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
    try {
      await new FileOutbox(dir).add({ senderName: 'Asha', senderEmail: 'asha@example.org', messageSubject: 'Quote', messageBody: 'Hello' })
      const { code, out } = inbox({ OUTBOX_DIR: dir, REDIS_URL: '', OUTBOX_MAX_MESSAGES: '1', OUTBOX_MAX_BYTES: '1048576' })
      expect(code).toBe(0)
      expect(out).toMatch(/^Held: 1 message\(s\), 0\.\d kB; at most 1 messages and 1\.0 MB \(OUTBOX_MAX_MESSAGES, OUTBOX_MAX_BYTES\)\.$/m)
      expect(out).toContain('FULL: new messages are refused (503)')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 90_000)
})

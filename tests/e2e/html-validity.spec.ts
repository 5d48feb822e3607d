import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { pageTypes } from '../support/page-types'

/**
 * The W3C Nu validator (the `vnu-jar` package, on the machine's Java: scripts/test-setup.sh
 * installs Debian's default-jre-headless) finds no error in the HTML the server sends, on a page
 * of every kind. One run of the validator checks them all: its start is most of its time.
 */
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar')

type VnuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string }

test('the HTML of every kind of page has no validation error', async ({ request }) => {
  test.setTimeout(120_000)
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'))
  try {
    const files = await Promise.all(
      pageTypes.map(async (page, index) => {
        const response = await request.get(page)
        const file = path.join(dir, `${index}.html`)
        writeFileSync(file, await response.text())
        return { page, file }
      }),
    )
    const { stdout } = await promisify(execFile)(
      process.env.JAVA_PATH ?? 'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files.map(({ file }) => file)],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout?: string; message: string }) => {
      // The validator exits non-zero when it finds an error; its report is still on stdout.
      if (error.stdout) return { stdout: error.stdout }
      throw error
    })
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
    const pageOf = (url = '') => files.find(({ file }) => url.endsWith(file))?.page ?? url
    // The validator's CSS grammar predates `@property`, `@container` and `margin-trim`, which
    // the pages' inlined critical CSS carries as the built stylesheet does: its CSS messages are
    // about the validator, and the stylesheet (Tailwind's output) was never checked here.
    const errors = messages
      .filter((message) => !message.message.startsWith('CSS:'))
      .map((message) => `${pageOf(message.url)}:${message.lastLine ?? '?'}: ${message.message} (${message.extract ?? ''})`)
    expect(errors).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

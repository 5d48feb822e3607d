import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/support/chromium'

/**
 * The smoke test of the production runtime: a few pages and the contact form in Chromium against
 * `next start` on the build in .next, with the server started by the very Node binary that runs
 * Playwright. scripts/test-node24.sh runs it under Node 24 (the Dockerfile's), on a free port it
 * picks (NODE24_SMOKE_PORT), after building under Node 24 too; the test checks the server's own
 * binary. Never reuses a server already listening: that one could run on any Node.
 */
const port = Number(process.env.NODE24_SMOKE_PORT ?? 3124)
const dataDir = path.join(__dirname, '.data', 'node24-smoke')

export default defineConfig({
  testDir: 'tests/node24',
  outputDir: 'test-results/node24',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'node24-smoke', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  webServer: {
    // The shell's pid becomes the server's (exec), so the test can read which binary listens.
    command: [
      `"${process.execPath}" -e "console.log('next start on Node ' + process.version + ' (' + process.execPath + ')')"`,
      `mkdir -p "${dataDir}"`,
      `echo $$ > "${path.join(dataDir, 'server.pid')}"`,
      `exec "${process.execPath}" node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${port}`,
    ].join(' && '),
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      API_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
    },
  },
})

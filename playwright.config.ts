import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/support/chromium'
import { DEFAULT_SITE_PORT } from './tests/support/ports'

/**
 * Browser tests run against `next start` on the build in .next (run `npm run build` first;
 * `npm run test:e2e` does). The shared server below serves the embedded catalogue; tests that
 * need an upstream, or change cached pages, start their own server on a copy of the build.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${DEFAULT_SITE_PORT}`,
    // Recording a trace costs every test its snapshots; CI retries a failure once and traces
    // that retry, while a local run keeps the trace of the failure itself.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
      grepInvert: /@mobile/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions() },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: `npx next start -H 127.0.0.1 -p ${DEFAULT_SITE_PORT}`,
    url: `http://127.0.0.1:${DEFAULT_SITE_PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // Messages sent by the shared server's tests stay out of the project's own outbox; tests of
    // the rate limit start a server of their own with a low limit.
    env: { API_URL: '', NEXT_TELEMETRY_DISABLED: '1', OUTBOX_DIR: '.data/e2e-outbox', CONTACT_LIMIT_PER_CLIENT: '1000' },
  },
})

import { existsSync } from 'node:fs'

/**
 * Playwright cannot download its browsers here, so it drives the system Chromium (Debian's
 * /usr/bin/chromium, or CHROMIUM_PATH on other machines), kept off the network: every host
 * but 127.0.0.1 fails to resolve.
 */
export function chromiumLaunchOptions() {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  return {
    executablePath: existsSync(candidate) ? candidate : undefined,
    args: [
      '--no-sandbox',
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  }
}

import { existsSync } from 'node:fs'

/**
 * Playwright cannot download its browsers here, so it drives a system Chromium: CHROMIUM_PATH,
 * else Debian's chromium-headless-shell, else Debian's full /usr/bin/chromium. The headless shell
 * is the same engine without the browser's own interface, and what Playwright itself runs
 * headless. The full browser, headless, still builds its window's interface for every page (its
 * address bar's popup is a web page of its own, loaded in another renderer), which took half of
 * a page visit's CPU here: twelve visits cost 46 s of CPU against 18 s with the shell. Every
 * host but 127.0.0.1 fails to resolve, so it stays off the network.
 */
export function chromiumLaunchOptions() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium']
  return {
    executablePath: candidates.find((candidate) => candidate && existsSync(candidate)),
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

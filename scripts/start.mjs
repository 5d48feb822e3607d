/**
 * `npm start`: the server production runs, .next/standalone/server.js, with the files the image
 * lays beside it (Dockerfile, runner stage) linked in from this checkout: the built files
 * (.next/static) and public/. The build's last good upstream copies and the outbox folder are
 * linked too, so the server keeps them where `next start` kept them, in this checkout.
 *
 * `-p`/`--port` and `-H`/`--hostname` as `next start` takes them, else PORT (3000) and HOSTNAME
 * (every IPv4 interface), as the image reads them. A HOSTNAME that is only this machine's own name,
 * as shells and containers export it, is not an address to listen on and is left out.
 *
 * Plain JavaScript, run by Node alone: the server is loaded into this process, as `node
 * server.js` would load it, so signals reach it directly.
 */
import { existsSync, lstatSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const standalone = path.join(root, '.next/standalone')
const server = path.join(standalone, 'server.js')

/** `link` pointing at `target`, replacing a link or a copy of the build's; a folder holding data is kept. */
function place(target, link, { holdsData = false } = {}) {
  mkdirSync(target, { recursive: true })
  const existing = lstatSync(link, { throwIfNoEntry: false })
  if (existing && !existing.isSymbolicLink() && holdsData) return
  if (existing) rmSync(link, { recursive: true, force: true })
  mkdirSync(path.dirname(link), { recursive: true })
  symlinkSync(path.relative(path.dirname(link), target), link)
}

try {
  // `-p 3000`, `--port=3000`, `-H 127.0.0.1`; anything else stops the start with Node's own message.
  const { port, hostname: host } = parseArgs({
    options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  }).values
  if (!existsSync(server)) throw new Error(`${path.relative(process.cwd(), server)} is missing: run \`npm run build\` first`)
  place(path.join(root, '.next/static'), path.join(standalone, '.next/static'))
  place(path.join(root, 'public'), path.join(standalone, 'public'))
  place(path.join(root, '.next/cache/catalogue'), path.join(standalone, '.next/cache/catalogue'), { holdsData: true })
  place(path.join(root, '.data'), path.join(standalone, '.data'), { holdsData: true })
  // The site's folders (README, Configuration) given relative to where it is started from, as
  // `next start` read them: the server itself runs from the standalone folder.
  for (const name of ['CATALOGUE_CACHE_DIR', 'OUTBOX_DIR']) {
    const value = process.env[name]?.trim()
    if (value && !path.isAbsolute(value)) process.env[name] = path.resolve(value)
  }
  if (port) process.env.PORT = port
  if (host) process.env.HOSTNAME = host
  else if (process.env.HOSTNAME === hostname()) delete process.env.HOSTNAME
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
await import(pathToFileURL(server).href)

import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './ports'

const root = path.resolve(__dirname, '../..')
const buildDir = path.join(root, '.next')
/**
 * Parts of the build `next start` never reads: the compiler's cache (its kept data is copied
 * below) and the standalone server, which is more than half the build's files; copying them made
 * every server start seconds slower on a loaded machine.
 */
const notCopied = new Set(['cache', 'standalone'])
/**
 * Where `next start` writes the pages it regenerates. The build puts nothing there, but the
 * shared test server runs on .next itself: once the build's pages are past their revalidate
 * period it rebuilds them there from the embedded catalogue, without the upstream's cache tags.
 * Copied, such a page would be what a server of its own serves: no webhook could reach it.
 */
const regenerated = path.join(buildDir, 'server', 'route-cache')

export type Site = {
  url: string
  dir: string
  /** Everything the server printed, line by line. */
  logs: string[]
  /** The server's process id, while it runs. */
  pid(): number | undefined
  stop(): Promise<void>
  /** Stop and start again on the same port and files, as a deploy or crash would. */
  restart(extraEnv?: Record<string, string>): Promise<void>
  dispose(): Promise<void>
}

/**
 * A `next start` of its own, on a copy of the build: what it caches, regenerates and writes
 * (ISR pages, fetch cache, outbox) stays in its folder, so tests that change cached pages do
 * not disturb the shared server or each other. Listens on 127.0.0.1, stopped by its own pid.
 */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  if (!existsSync(path.join(buildDir, 'BUILD_ID'))) throw new Error('No build in .next: run `npm run build` first')
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'))
  for (const entry of readdirSync(root)) {
    if (entry !== '.next' && entry !== '.git') symlinkSync(path.join(root, entry), path.join(dir, entry))
  }
  mkdirSync(path.join(dir, '.next'))
  for (const entry of readdirSync(buildDir)) {
    if (notCopied.has(entry)) continue
    cpSync(path.join(buildDir, entry), path.join(dir, '.next', entry), { recursive: true, filter: (source) => source !== regenerated })
  }
  // The data the build was made from, as a deployment would carry it; not the compiler's cache.
  for (const kept of ['fetch-cache', 'catalogue']) {
    const from = path.join(buildDir, 'cache', kept)
    if (existsSync(from)) cpSync(from, path.join(dir, '.next', 'cache', kept), { recursive: true })
  }

  const port = await freePort()
  const logs: string[] = []
  let child: ChildProcess | undefined
  let currentEnv = env

  const start = async () => {
    child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', API_URL: '', ...currentEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8')
      stream?.on('data', (chunk: string) => logs.push(...chunk.split('\n').filter(Boolean)))
    }
    await waitUntilUp(`http://127.0.0.1:${port}`, child)
  }

  const stop = async () => {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGTERM')
    const timer = setTimeout(() => running.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }

  await start()
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    logs,
    pid: () => child?.pid,
    stop,
    async restart(extraEnv = {}) {
      await stop()
      currentEnv = { ...currentEnv, ...extraEnv }
      await start()
    },
    async dispose() {
      await stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Resolves once `next start` answers at `url`; fails when it exits first or takes too long. */
export async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`)
    try {
      await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(2000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`next start did not answer at ${url} within ${timeoutMs} ms`)
}

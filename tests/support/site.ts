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
export async function startSite(
  env: Record<string, string> = {},
  /** false: a deployment whose build kept no data, so its first renders meet upstream bare. */
  { keptData = true }: { keptData?: boolean } = {},
): Promise<Site> {
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
  for (const kept of keptData ? ['fetch-cache', 'catalogue'] : []) {
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
    await waitUntilUp(`http://127.0.0.1:${port}`, child, { output: () => logs.join('\n') })
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

  try {
    await start()
  } catch (error) {
    // A server that never answered must not run on, unowned, after the test gave up on it.
    await stop()
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
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

/**
 * Several servers started at once, as a deployment starts its instances; if one fails to start,
 * the others are stopped too, so none is left running without a test that owns it. `each` adds
 * what one instance has of its own (its METRICS_PORT, say).
 */
export async function startSites(
  count: number,
  env: Record<string, string> = {},
  each: (index: number) => Record<string, string> = () => ({}),
): Promise<Site[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, (_, index) => startSite({ ...env, ...each(index) })))
  const failure = started.find((result) => result.status === 'rejected')
  const sites = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  if (!failure) return sites
  await Promise.all(sites.map((site) => site.dispose()))
  throw failure.reason
}

type UpOptions = {
  /** Upper bound: a start this slow is a failure (a loaded machine has taken 30 s). */
  timeoutMs?: number
  /** What the process is, for the error. */
  name?: string
  /** What it printed, for the error. */
  output?: () => string
}

/**
 * Resolves once the server answers at `url`. It is asked whenever it prints something (Next
 * prints its "Ready" line as it starts listening), once more right after an answer that came too
 * early, and once a second besides, so a change of wording costs at most a second; fails when the
 * process exits first or has not answered within the timeout.
 */
export function waitUntilUp(
  url: string,
  child: ChildProcess,
  { timeoutMs = 60_000, name = 'next start', output = () => '' }: UpOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false
    let asking = false
    let askAgain = false
    const ask = async () => {
      if (settled) return
      if (asking) {
        askAgain = true
        return
      }
      asking = true
      try {
        await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(2000) })
        finish()
      } catch {
        // Not listening yet, or not answering yet.
      } finally {
        asking = false
        if (askAgain) {
          askAgain = false
          void ask()
        }
      }
    }
    const printed = () => void ask()
    const exited = (code: number | null) => finish(new Error(`${name} exited with code ${code}\n${output()}`))
    const interval = setInterval(printed, 1000)
    const limit = setTimeout(() => finish(new Error(`${name} did not answer at ${url} within ${timeoutMs} ms\n${output()}`)), timeoutMs)
    function finish(error?: Error) {
      if (settled) return
      settled = true
      clearInterval(interval)
      clearTimeout(limit)
      child.stdout?.off('data', printed)
      child.stderr?.off('data', printed)
      child.off('exit', exited)
      if (error) reject(error)
      else resolve()
    }
    child.stdout?.on('data', printed)
    child.stderr?.on('data', printed)
    child.once('exit', exited)
    if (child.exitCode !== null) exited(child.exitCode)
    else void ask()
  })
}

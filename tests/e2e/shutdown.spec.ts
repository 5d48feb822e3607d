import { type ChildProcess, spawn } from 'node:child_process'
import { get } from 'node:http'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { behindNginx, type ProxyNginx, startNginx } from '../support/nginx'
import { freePort } from '../support/ports'
import { type Site, startSites, waitUntilUp } from '../support/site'

/**
 * What clients meet while an instance stops (docs/operations.md, "Stopping an instance"): Next
 * closes the listener on SIGTERM before anything else, so a new connection is refused at once (or
 * reset, when it was waiting to be accepted); what the instance already took is answered,
 * /api/health with 503 `down`; then it exits with 143. nginx sends a refused request to the other
 * instance, so through it nothing fails.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const root = path.resolve(__dirname, '../..')
/** Requests a test sends at most, whatever happens. */
const MAX_REQUESTS = 2000

type Outcome = { sentAt: number; doneAt: number; outcome: string }

/** One GET on a connection of its own, as a load balancer's health check makes it: `200 ok`, `503 down`, or the socket error. */
function ask(url: string, headers: Record<string, string> = {}): Promise<Outcome> {
  const sentAt = Date.now()
  return new Promise((resolve) => {
    const done = (outcome: string) => resolve({ sentAt, doneAt: Date.now(), outcome })
    const request = get(url, { agent: false, headers, timeout: 10_000 }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => {
        const status = /"status":"(\w+)"/.exec(body)?.[1]
        done(`${response.statusCode}${status ? ` ${status}` : ''}`)
      })
      response.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message))
    })
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message))
  })
}

/**
 * Four clients asking in a loop, one request after another each, until `enough` says so or
 * MAX_REQUESTS were sent; `stop` is called once, after the first 20 answers.
 */
async function pollDuring(
  url: () => string,
  stop: () => Promise<unknown>,
  enough: (outcomes: Outcome[]) => boolean,
  headers?: (n: number) => Record<string, string>,
) {
  const outcomes: Outcome[] = []
  let sent = 0
  let stopping: Promise<unknown> | undefined
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (sent < MAX_REQUESTS && !enough(outcomes)) {
        outcomes.push(await ask(url(), headers?.(sent++)))
        if (outcomes.length >= 20) stopping ??= stop()
      }
    }),
  )
  await stopping
  return outcomes
}

const tally = (outcomes: Outcome[]) =>
  outcomes.reduce<Record<string, number>>((counts, { outcome }) => ({ ...counts, [outcome]: (counts[outcome] ?? 0) + 1 }), {})

test('the standalone server refuses new connections as soon as it gets SIGTERM, answers what it took, and exits with 143', async () => {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/api/health`
  const logs: string[] = []
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', API_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => logs.push(String(chunk)))
  const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  )
  try {
    await waitUntilUp(`http://127.0.0.1:${port}`, child, { name: 'npm start', output: () => logs.join('') })
    let termAt = Infinity
    let exit: { code: number | null; signal: string | null; at: number } | undefined
    void exited.then((value) => (exit = value))
    const outcomes = await pollDuring(
      () => url,
      async () => {
        termAt = Date.now()
        child.kill('SIGTERM')
        await exited
      },
      // Twenty answers past the exit: every client has met the closed port.
      (seen) => exit !== undefined && seen.filter(({ sentAt }) => sentAt > exit!.at).length >= 20,
    )
    const { code, signal, at } = await exited
    expect({ code, signal }).toEqual({ code: 143, signal: null })
    const after = outcomes.filter(({ sentAt }) => sentAt >= termAt)
    const firstRefusal = Math.min(...after.filter(({ outcome }) => outcome === 'ECONNREFUSED').map(({ doneAt }) => doneAt))
    test
      .info()
      .annotations.push(
        { type: 'before SIGTERM', description: JSON.stringify(tally(outcomes.filter(({ sentAt }) => sentAt < termAt))) },
        { type: 'SIGTERM to exit', description: `${at - termAt} ms: ${JSON.stringify(tally(after.filter(({ sentAt }) => sentAt < at)))}` },
        { type: 'after exit', description: JSON.stringify(tally(after.filter(({ sentAt }) => sentAt >= at))) },
      )
    // Only what the documentation says a client can meet; once one connection was refused, every later one is.
    expect(after.filter(({ outcome }) => !['200 ok', '503 down', 'ECONNREFUSED', 'ECONNRESET'].includes(outcome))).toEqual([])
    expect(after.filter(({ sentAt, outcome }) => sentAt > firstRefusal && outcome !== 'ECONNREFUSED')).toEqual([])
    expect(firstRefusal).toBeLessThan(Infinity)
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
})

test.describe('through nginx', () => {
  let sites: Site[] = []
  let nginx: ProxyNginx | undefined
  const CLIENT_HEADER = 'X-Test-Client'

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    sites = await startSites(2, behindNginx)
    // Each request a client of its own, so nginx's per-client limit on /api/ lets the loop through.
    nginx = await startNginx(
      sites.map(({ url }) => url),
      { trustedProxies: ['127.0.0.1'], clientHeader: CLIENT_HEADER },
    )
  })
  test.afterAll(async () => {
    await nginx?.stop()
    await Promise.all(sites.map((site) => site.dispose()))
  })

  test('a client of nginx meets no failure while one of two instances stops', async () => {
    const [stopped] = sites as [Site, Site]
    let stoppedAt: number | undefined
    const outcomes = await pollDuring(
      () => `${nginx!.url}/api/health`,
      async () => {
        await stopped.stop()
        stoppedAt = Date.now()
      },
      (seen) => stoppedAt !== undefined && seen.filter(({ sentAt }) => sentAt > stoppedAt!).length >= 100,
      (n) => ({ [CLIENT_HEADER]: `10.2.${Math.floor(n / 250) % 250}.${n % 250}` }),
    )
    test.info().annotations.push({ type: 'answers', description: JSON.stringify(tally(outcomes)) })
    expect(tally(outcomes)).toEqual({ '200 ok': outcomes.length })
  })
})

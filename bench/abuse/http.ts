import { Agent, request } from 'node:http'

/** One request as the attacker sends it: the path goes out byte for byte, malformed or not. */
export type Outgoing = {
  method: string
  path: string
  /** A list sends the header once a value, each on a line of its own, as no browser would. */
  headers?: Record<string, string | readonly string[]>
  body?: string | Buffer
  /**
   * Send the body in chunks with no Content-Length: a check that trusts the announced length
   * never sees how large it is.
   */
  chunked?: boolean
  /**
   * The loopback address the request leaves from (127.0.0.x), so the site and nginx see distinct
   * clients without anyone having to believe a header.
   */
  from?: string
  /** Keep the answer's body (as text): for rows that check what a page says, not only its status. */
  keepBody?: boolean
}

export type Answer = {
  /** 0 when no answer came (refused, reset, timed out): see `error`. */
  status: number
  /** When the request went out (ms since the epoch), and how long its answer took. */
  at: number
  ms: number
  /** Header names and values as they arrived, repeated names kept. */
  rawHeaders: string[]
  error?: string
  /** The body, for a request sent with `keepBody`. */
  body?: string
}

/**
 * What a browser sends for a page (the well-behaved visitors): accepting compression makes the
 * server compress, as it does for visitors, and picks nginx's brotli entry of a page.
 */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'abuse-runner well-behaved client',
}

/** An answer this late is a failure anyway; waiting longer would only stretch the row past its time. */
const TIMEOUT_MS = 10_000

/**
 * Raw node:http rather than fetch: fetch refuses TRACE, normalises paths and folds repeated
 * headers into one, and each of those would hide what the server really did.
 */
export function send(base: string, outgoing: Outgoing, agent: Agent): Promise<Answer> {
  const at = Date.now()
  const started = performance.now()
  const url = new URL(base)
  return new Promise((resolve) => {
    let settled = false
    const finish = (answer: Omit<Answer, 'ms' | 'at'>) => {
      if (settled) return
      settled = true
      resolve({ ...answer, at, ms: performance.now() - started })
    }
    const headers: Record<string, string | number | string[]> = {}
    for (const [name, value] of Object.entries(outgoing.headers ?? {})) headers[name] = typeof value === 'string' ? value : [...value]
    const body = typeof outgoing.body === 'string' ? Buffer.from(outgoing.body) : outgoing.body
    if (body && !outgoing.chunked) headers['content-length'] = body.length
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: outgoing.method,
        path: outgoing.path,
        headers,
        agent,
        localAddress: outgoing.from,
        timeout: TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => outgoing.keepBody && chunks.push(chunk))
        response.on('end', () =>
          finish({
            status: response.statusCode ?? 0,
            rawHeaders: response.rawHeaders,
            ...(outgoing.keepBody ? { body: Buffer.concat(chunks).toString('utf8') } : {}),
          }),
        )
        response.on('error', (error) => finish({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, error: error.message }))
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)))
    // A server that answers 413 may close while the body is still going out: once an answer has
    // come, a write error after it is expected, not a failure.
    req.on('error', (error) => finish({ status: 0, rawHeaders: [], error: error.message }))
    if (body && outgoing.chunked) {
      const piece = 8 * 1024
      for (let offset = 0; offset < body.length; offset += piece) req.write(body.subarray(offset, offset + piece))
      req.end()
    } else req.end(body)
  })
}

/** Keep-alive connections, at most `sockets` of them: the bound on requests in flight. */
export const pool = (sockets: number) => new Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets })

/**
 * Sends `count` requests made by `make`, at most `concurrency` in flight, and stops sending at
 * `deadline` (a timestamp) whatever is left: a slow server shortens a row, it never stretches
 * the run. Requests are taken in order and each one taken is awaited, so the k answers are those
 * of requests 0 to k-1, in order.
 */
export async function flood<T extends Outgoing>(
  base: string,
  count: number,
  make: (index: number) => T,
  { concurrency, deadline, agent }: { concurrency: number; deadline: number; agent: Agent },
): Promise<{ sent: T[]; answers: Answer[]; stoppedEarly: boolean }> {
  const sent: T[] = []
  const answers: Answer[] = []
  let next = 0
  let stoppedEarly = false
  const worker = async () => {
    while (next < count) {
      if (Date.now() >= deadline) {
        stoppedEarly = true
        return
      }
      const index = next++
      const outgoing = make(index)
      sent[index] = outgoing
      answers[index] = await send(base, outgoing, agent)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
  return { sent, answers, stoppedEarly }
}

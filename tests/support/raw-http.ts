import { request as httpRequest } from 'node:http'

/** One answer as it came over the wire: every header line kept, so a header sent twice shows. */
export type Answer = { status: number; headers: [string, string][]; body: string; bytes: Buffer }
export type Send = { method?: string; headers?: Record<string, string | string[]>; body?: string | Buffer; from?: string }

/**
 * One request with Node's own client, not fetch: it keeps the body as sent (fetch would
 * decompress it), sends any method (fetch refuses TRACE), can leave from another loopback
 * address (`from`: each address has its own rate-limit buckets) and keeps repeated response
 * headers apart. Bounded: no answer within 10 s is a failure.
 */
export function send(base: string, target: string, { method = 'GET', headers = {}, body, from }: Send = {}): Promise<Answer> {
  const url = new URL(target, base)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        // A path is sent as written: URL would resolve its dot segments, encoded ones included.
        path: target.startsWith('/') ? target : `${url.pathname}${url.search}`,
        method,
        headers,
        localAddress: from,
        agent: false,
        timeout: 10_000,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const bytes = Buffer.concat(chunks)
          resolve({ status: response.statusCode ?? 0, headers: pairs(response.rawHeaders), body: bytes.toString('utf8'), bytes })
        })
      },
    )
    request.on('timeout', () => request.destroy(new Error(`${method} ${target}: no answer within 10 s`)))
    request.on('error', reject)
    request.end(body)
  })
}

/** Node's raw header list as [name, value] pairs, repeated headers kept apart. */
export const pairs = (raw: string[]): [string, string][] => {
  const list: [string, string][] = []
  for (let i = 0; i + 1 < raw.length; i += 2) list.push([raw[i]!, raw[i + 1]!])
  return list
}
/** Every value of one header, however often it came. */
export const headerValues = (answer: Answer, name: string) =>
  answer.headers.filter(([key]) => key.toLowerCase() === name).map(([, value]) => value)

import { fetch as unpatchedFetch } from 'undici'
import { readBounded } from '@/lib/http/bounded-body'
import { env } from '@/lib/server/env'
import { metrics } from '@/lib/metrics/registry'
import { ListStreamError, readListItems, type Wanted } from './list-stream'

/** How an upstream call ended, as the metrics count it. */
type Outcome = 'ok' | 'timeout' | 'http_error' | 'invalid' | 'too_large' | 'unreachable'

/** Why one upstream call failed, in words fit for the log, and its outcome for the metrics. */
export class UpstreamError extends Error {
  override name = 'UpstreamError'
  constructor(
    message: string,
    readonly outcome: Exclude<Outcome, 'ok'> = 'invalid',
  ) {
    super(message)
  }
}

/** The kind of call a path is, for the metrics: a fixed few, whatever the slug. */
const kindOf = (path: string) => (path.startsWith('/api/product/fetch/') ? 'fetch' : path.startsWith('/api/logo/') ? 'logos' : 'list')

/**
 * How Next's data cache may keep an answer: tagged, for so long; or not at all, for callers
 * outside a page render (the proxy's product index), which keep their own copy and must not
 * write entries the pages then read without their tags.
 */
export type CacheOptions = { tags: string[]; revalidate: number } | 'no-store'

/** A path answered 404: for a product fetch that means "no such product", not a failure. */
export const NOT_FOUND = Symbol('not found')

/**
 * GET one upstream path and parse its JSON, within the configured timeout and size limit.
 * Next may answer from its data cache; when it does go to upstream it can drop the abort
 * signal (it does for background refreshes), so the deadline is also enforced by a race.
 */
export function getJson(path: string, cache: CacheOptions): Promise<unknown> {
  return get(path, cache, async (response, limit) => {
    const body = await readBounded(response, limit)
    if (!body) throw new UpstreamError(`answer is over the ${limit}-byte limit`, 'too_large')
    try {
      return JSON.parse(body.toString('utf8')) as unknown
    } catch {
      throw new UpstreamError('malformed JSON')
    }
  })
}

/**
 * GET one upstream list, past the data cache, handing its items to `onItem` as they stream in,
 * within the same timeout and size limit: reading stops when `onItem` has enough, so only the
 * bytes read count against the limit, not the answer's full length (`readListItems`).
 */
export async function streamList(path: string, onItem: (item: unknown) => Wanted): Promise<void | typeof NOT_FOUND> {
  return get(path, 'no-store', async (response, limit) => {
    try {
      await readListItems(response.body, limit, onItem)
    } catch (error) {
      throw error instanceof ListStreamError
        ? new UpstreamError(error.message, error.message.includes('-byte limit') ? 'too_large' : 'invalid')
        : error
    }
  })
}

async function get<T>(
  path: string,
  cache: CacheOptions,
  read: (response: Response, limit: number) => Promise<T>,
): Promise<T | typeof NOT_FOUND> {
  const { API_URL, API_TIMEOUT_MS, API_MAX_BYTES } = env()
  if (!API_URL) throw new UpstreamError('API_URL is not set')
  const signal = AbortSignal.timeout(API_TIMEOUT_MS)
  let onAbort = () => {}
  const deadline = new Promise<never>((_, reject) => {
    onAbort = () => reject(new UpstreamError(`no answer within ${API_TIMEOUT_MS} ms`, 'timeout'))
    signal.addEventListener('abort', onAbort, { once: true })
  })
  const attempt = async () => {
    let response: Response
    try {
      // A read past the data cache goes through undici's own fetch, which Next does not patch: the
      // catalogue snapshot's loads may start inside a page render, and Next's no-store fetch there
      // would make the page dynamic (an error while it is built or regenerated).
      response =
        cache === 'no-store'
          ? ((await unpatchedFetch(`${API_URL}${path}`, { headers: { accept: 'application/json' }, signal })) as unknown as Response)
          : await fetch(`${API_URL}${path}`, { headers: { accept: 'application/json' }, signal, next: cache })
    } catch (error) {
      throw new UpstreamError(`unreachable (${describe(error)})`, 'unreachable')
    }
    if (response.status === 404) {
      await response.body?.cancel()
      return NOT_FOUND
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new UpstreamError(`HTTP ${response.status}`, 'http_error')
    }
    return read(response, API_MAX_BYTES)
  }
  const result = attempt()
  // Whichever promise loses the race must not surface later as an unhandled rejection.
  result.catch(() => {})
  deadline.catch(() => {})
  const kind = kindOf(path)
  const started = performance.now()
  let outcome: Outcome = 'ok'
  try {
    return await Promise.race([result, deadline])
  } catch (error) {
    outcome = error instanceof UpstreamError ? error.outcome : 'unreachable'
    throw error
  } finally {
    signal.removeEventListener('abort', onAbort)
    const { upstreamCalls, upstreamDuration } = metrics()
    upstreamCalls.inc({ kind, outcome })
    upstreamDuration.observe({ kind }, (performance.now() - started) / 1000)
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
    return `${error.message}${cause}`
  }
  return String(error)
}

/**
 * Tells Next that the page being rendered depends on these tags and should be rendered again
 * within `revalidate` seconds, through a fetch that never leaves the process. A page rebuilt from
 * a kept copy, because the real call failed or timed out before Next saw it, would otherwise
 * carry no tag (the webhook could not reach it) and keep the page's own long lifetime.
 */
export async function declareDependency(tags: string[], revalidate: number): Promise<void> {
  await fetch('data:application/json,null', { next: { tags, revalidate } }).catch(() => {})
}

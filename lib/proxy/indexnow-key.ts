import type { Method } from '@/lib/request-rules/rules'
import { indexNowKeyPath } from '@/lib/seo/indexnow'

/** A day: the key changes only when an operator rotates it. */
const KEY_FILE_CACHE = 'public, max-age=86400'

export type KeyFileAnswer = { kind: 'key'; body: string; headers: Record<string, string> } | { kind: 'method'; allowed: readonly Method[] }

/**
 * The IndexNow key file, answered by the proxy itself: `/<key>.txt` for GET and HEAD holds the
 * key, as text, and nothing else. Null for every other path (any other `/<x>.txt` stays the
 * site's 404) and while IndexNow is off.
 */
export function keyFileAnswer(pathname: string, method: string, key: string | undefined): KeyFileAnswer | null {
  if (!key || pathname !== indexNowKeyPath(key)) return null
  if (method !== 'GET' && method !== 'HEAD') return { kind: 'method', allowed: ['GET', 'HEAD'] }
  return {
    kind: 'key',
    body: key,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': KEY_FILE_CACHE, 'x-content-type-options': 'nosniff' },
  }
}

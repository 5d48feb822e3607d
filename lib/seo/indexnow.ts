/**
 * IndexNow (Bing, Yandex, Seznam, Naver; Google takes none): the site tells the engines which
 * URLs an edit added, changed or removed, so they crawl those and not the whole catalogue. The
 * rules of the protocol as the site applies them; the sending is ./indexnow-sender.ts.
 */

/** The protocol's own limit on one call's URLs. */
export const INDEXNOW_BATCH = 10_000

/** One call a minute at most, across every instance: an edit of thousands of products still takes one. */
export const INDEXNOW_INTERVAL_MS = 60_000

/** What a key may be: 8 to 128 letters, digits and "-" (the protocol's rule). */
export const indexNowKeyPattern = /^[A-Za-z0-9-]{8,128}$/

/** The key file, served at the site's root so it proves the key for every URL of the host. */
export const indexNowKeyPath = (key: string) => `/${key}.txt`

export type IndexNowBody = { host: string; key: string; keyLocation: string; urlList: string[] }

/** The body of one call: the site's host, its key, where the key file is, and the URLs. */
export function indexNowBody(siteUrl: string, key: string, urls: readonly string[]): IndexNowBody {
  const site = new URL(siteUrl)
  return { host: site.host, key, keyLocation: new URL(indexNowKeyPath(key), site).href, urlList: [...urls] }
}

/** How a call went, the metric's one label: a fixed set. */
export const indexNowOutcomes = ['accepted', 'refused', 'throttled', 'failed'] as const
export type IndexNowOutcome = (typeof indexNowOutcomes)[number]

/**
 * 200 and 202 take the URLs; 429 asks to slow down; any other 4xx refuses them for good (a
 * wrong key, a URL not of the host), so they are not sent again; a 5xx or no answer is a failure.
 */
export function outcomeOf(status: number | 'no answer'): IndexNowOutcome {
  if (status === 200 || status === 202) return 'accepted'
  if (status === 429) return 'throttled'
  if (typeof status === 'number' && status >= 400 && status < 500) return 'refused'
  return 'failed'
}

export const isRetried = (outcome: IndexNowOutcome) => outcome === 'throttled' || outcome === 'failed'

/** Tries of one batch before it is given up: about two hours of waiting with the delays below. */
export const INDEXNOW_ATTEMPTS = 8

/** The wait after the `attempt`-th retried call of a batch (from 1): a minute, doubling, at most an hour. */
export const retryDelayMs = (attempt: number) => Math.min(INDEXNOW_INTERVAL_MS * 2 ** (attempt - 1), 3_600_000)

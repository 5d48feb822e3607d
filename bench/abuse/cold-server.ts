import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startUpstream } from '../../tests/fixtures/upstream/server'
import { TEST_SECRET } from '../../tests/support/revalidate'
import { startSite } from '../../tests/support/site'
import { kept } from './environment'
import { instanceLineProblems } from './observers'
import { get } from './shots'
import type { Observation, OwnServer, Phase } from './types'

/**
 * Row 29, a cold outage: an instance started with upstream already failing and no last-good copy
 * of anything (an empty CATALOGUE_CACHE_DIR, no Redis, no data kept by the build), as after a
 * first deploy during an outage, on a fake upstream of its own that counts every call.
 */

/** The site's default: how often a missing list may be asked of upstream again. */
export const RETRY_SECONDS = 30
const LINES = ['fan', 'light', 'solar', 'ac', 'frp'] as const
const LOGOS = ['happy-customer', 'channel-partner'] as const

export async function coldServer(): Promise<OwnServer> {
  const upstream = await startUpstream()
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'abuse-cold-'))
  const close = async () => {
    await upstream.close()
    rmSync(cacheDir, { recursive: true, force: true })
  }
  try {
    await upstream.setFault('http-500', '/api/')
    const env = { API_URL: upstream.url, CATALOGUE_CACHE_DIR: cacheDir, CATALOGUE_RETRY_SECONDS: String(RETRY_SECONDS) }
    const site = await startSite({ ...env, REVALIDATE_SECRET: TEST_SECRET }, { keptData: false })
    const where = { url: site.url, site, persisted: kept(site), nginxCaches: [], redisUrls: [], upstream }
    return {
      where,
      close: async () => {
        await site.dispose()
        await close()
      },
    }
  } catch (error) {
    await close()
    throw error
  }
}

/** Each carousel line and logo list in turn, as islands retrying from many browsers would ask. */
export const coldRetries = (count: number): Phase[] => [
  {
    name: `/api/catalogue/carousel/<line>, ${LINES.length} lines`,
    count,
    expect: [503],
    make: (index) => get(`/api/catalogue/carousel/${LINES[index % LINES.length]}`),
  },
  {
    name: '/api/catalogue/logos/<kind>, both kinds',
    count: Math.round(count / 2),
    expect: [503],
    make: (index) => get(`/api/catalogue/logos/${LOGOS[index % LOGOS.length]}`),
  },
]

/** One try of a list is two attempts at most: the upstream client asks again once (lib/catalogue/upstream-source.ts). */
const ATTEMPTS_A_TRY = 2

/**
 * Upstream calls the row caused, per upstream path: at most one try per list (two calls) for
 * each CATALOGUE_RETRY_SECONDS begun while it ran, whatever the traffic; and every line the instance
 * wrote meanwhile one JSON object (its own upstream faults included).
 */
export async function upstreamCalls(where: OwnServer['where']): Promise<Observation> {
  const upstream = where.upstream!
  const from = upstream.requests.length
  // Its lines from here: what Next prints as it starts (and the harness's `next start` warns) is its banner.
  const linesFrom = where.site.logs.length
  const started = Date.now()
  return {
    async after(phases) {
      const seconds = (Date.now() - started) / 1000
      const allowed = ATTEMPTS_A_TRY * (1 + Math.floor(seconds / RETRY_SECONDS))
      const perPath = new Map<string, number>()
      for (const call of upstream.requests.slice(from)) perPath.set(call, (perPath.get(call) ?? 0) + 1)
      const requests = phases.reduce((sum, phase) => sum + phase.answers.length, 0)
      const calls = upstream.requests.length - from
      const over = [...perPath].filter(([, count]) => count > allowed)
      const problems = over.length
        ? [
            `${calls} upstream calls for ${requests} requests in ${Math.round(seconds)} s (${over[0]![0]} ${over[0]![1]}×), at most ${allowed} a list (a try a retry period)`,
          ]
        : []
      return {
        figures: { 'upstream calls': calls, 'upstream calls a request': Math.round((calls / Math.max(1, requests)) * 100) / 100 },
        problems: [...problems, ...instanceLineProblems(where.site.logs.slice(linesFrom), 'instance')],
      }
    },
  }
}

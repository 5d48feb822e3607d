import { test } from '@playwright/test'
import { closeRedisConnections } from '@/lib/redis/client.mjs'
import { type FakeUpstream, startUpstream } from '../fixtures/upstream/server'
import { type RedisServer, startRedis } from './redis'
import { type Site, startSite, startSites } from './site'

type Env = Record<string, string>
type SiteOnUpstream = { upstream: FakeUpstream; site: Site }
type InstancesOnRedis = { redis: RedisServer; upstream: FakeUpstream; a: Site; b: Site }

/**
 * One `next start` on a fake upstream of its own for the calling describe block. Its tests run in
 * order on the one server, since starting one per test is what costs; the fields are set once the
 * block's first hook has run.
 */
export function siteOnUpstream(options: {
  /** Each test's timeout. */
  timeout: number
  env: (upstream: FakeUpstream) => Env
  /** false: the site starts without the data its build kept (see startSite). */
  keptData?: boolean
  /** Before the site first reads upstream: a fault it must meet from the start, say. */
  beforeStart?: (upstream: FakeUpstream) => Promise<void> | void
  /** Preparing what the tests read, within the start's time. */
  afterStart?: (servers: SiteOnUpstream) => Promise<void>
}): SiteOnUpstream {
  const servers: Partial<SiteOnUpstream> = {}
  test.describe.configure({ mode: 'serial', timeout: options.timeout })
  test.beforeAll(async () => {
    test.setTimeout(90_000) // a server start on a loaded machine; hooks otherwise get the 30 s default
    const upstream = (servers.upstream = await startUpstream())
    await options.beforeStart?.(upstream)
    servers.site = await startSite(options.env(upstream), { keptData: options.keptData })
    await options.afterStart?.(servers as SiteOnUpstream)
  })
  test.afterAll(async () => {
    await servers.site?.dispose()
    await servers.upstream?.close()
  })
  return servers as SiteOnUpstream
}

/**
 * Two `next start` instances of one build on one Redis and one fake upstream, as a deployment runs
 * them, for the calling describe block; its tests run in order on them, as with siteOnUpstream.
 */
export function instancesOnRedis(options: {
  /** Each test's timeout. */
  timeout: number
  /** The start's own: two server starts on a loaded machine; hooks otherwise get the 30 s default. */
  startTimeout: number
  env: (servers: { redis: RedisServer; upstream: FakeUpstream }) => Env
  /** How the two start; startSites by default, which stops both when one fails. */
  start?: (env: Env) => Promise<Site[]>
  /** Starting what stands in front of them, within the start's time. */
  afterStart?: (servers: InstancesOnRedis) => Promise<void>
  /** Stopping it, before the instances stop. */
  beforeStop?: () => Promise<void>
}): InstancesOnRedis {
  const servers: Partial<InstancesOnRedis> = {}
  const start = options.start ?? ((env: Env) => startSites(2, env))
  test.describe.configure({ mode: 'serial', timeout: options.timeout })
  test.beforeAll(async () => {
    test.setTimeout(options.startTimeout)
    const redis = (servers.redis = await startRedis())
    const upstream = (servers.upstream = await startUpstream())
    ;[servers.a, servers.b] = (await start(options.env({ redis, upstream }))) as [Site, Site]
    await options.afterStart?.(servers as InstancesOnRedis)
  })
  test.afterAll(async () => {
    await options.beforeStop?.()
    await Promise.all([servers.a?.dispose(), servers.b?.dispose()])
    await closeRedisConnections()
    await servers.upstream?.close()
    await servers.redis?.stop()
  })
  return servers as InstancesOnRedis
}

import { createClient } from 'redis'
import { logEvent } from '../log/log.mjs'

/**
 * The one way this project connects to Redis, for the app (outbox, limits, last good copies)
 * and for Next's cache handler alike; plain JavaScript, because Next loads the cache handler
 * without compiling it. Types are in client.d.mts.
 *
 * One connection a process and URL, opened on first use. Next bundles the cache handler, the
 * proxy and each route apart, so the connections live on globalThis rather than in this module.
 * While Redis is down (also when it is not there at start), commands fail at once instead of
 * queueing, so callers fall back rather than pile up; the client reconnects by itself, and the
 * log says so once per outage (`redis.down`, `redis.back`).
 */
const CONNECTIONS = Symbol.for('arkvolt.redis-connections')

function connections() {
  globalThis[CONNECTIONS] ??= new Map()
  return globalThis[CONNECTIONS]
}

/** How long the first use waits for the first connection, unless told otherwise; later uses never wait. */
const FIRST_CONNECTION_WAIT_MS = 500

export async function redisClient(url, { firstConnectionWaitMs = FIRST_CONNECTION_WAIT_MS } = {}) {
  let connection = connections().get(url)
  if (!connection) {
    connection = open(url)
    connections().set(url, connection)
  }
  await Promise.race([connection.connected, new Promise((resolve) => setTimeout(resolve, firstConnectionWaitMs).unref())])
  return connection.client
}

function open(url) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  })
  const where = new URL(url).host
  let down = false
  client.on('error', (error) => {
    if (!down)
      logEvent(
        'error',
        'redis.down',
        { server: where, reason: error.message },
        'Redis unavailable; using the local fallback until it is back',
      )
    down = true
  })
  client.on('ready', () => {
    if (down) logEvent('info', 'redis.back', { server: where }, 'Redis connected again')
    down = false
  })
  // Resolves once connected, however many retries that takes; never rejects.
  const connected = client.connect().then(
    () => {},
    () => {},
  )
  return { client, connected }
}

/**
 * Whether this process's connection to `url` is ready now: false while it is down or was never
 * opened, so its users are on their local fallback. Read by the metrics at scrape time.
 */
export function redisReady(url) {
  return connections().get(url)?.client.isReady ?? false
}

/** Stops waiting for `promise` after `ms`, so a Redis that hangs never holds a visitor. */
export function withTimeout(promise, ms, what) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Closes every connection of this process: for commands and tests that must exit. */
export async function closeRedisConnections() {
  const all = [...connections().values()]
  connections().clear()
  await Promise.all(all.map(({ client }) => Promise.resolve(client.destroy()).catch(() => {})))
}

import { createClient } from 'redis'

export type RedisClient = ReturnType<typeof createClient>

/** How long the first use waits for the first connection; later uses never wait. */
const FIRST_CONNECTION_WAIT_MS = 500

const connections = new Map<string, { client: RedisClient; connected: Promise<void> }>()

/** Stops waiting for `promise` after `ms`, so a Redis that hangs never holds a visitor. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * One connection a process and URL, opened on first use. While it is down (also when Redis is
 * not there at start), commands fail at once instead of queueing, so callers fall back rather
 * than pile up; the client reconnects by itself, and the log says so once per outage.
 */
export async function redisClient(url: string): Promise<RedisClient> {
  let connection = connections.get(url)
  if (!connection) {
    connection = open(url)
    connections.set(url, connection)
  }
  await Promise.race([connection.connected, new Promise((resolve) => setTimeout(resolve, FIRST_CONNECTION_WAIT_MS).unref())])
  return connection.client
}

function open(url: string) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  })
  let down = false
  client.on('error', (error: Error) => {
    if (!down) console.error(`[redis] unavailable (${error.message}); using the local fallback until it is back`)
    down = true
  })
  client.on('ready', () => {
    if (down) console.info('[redis] connected again')
    down = false
  })
  // Resolves once connected, however many retries that takes; never rejects.
  const connected = client.connect().then(
    () => {},
    () => {},
  )
  return { client, connected }
}

/** Closes every connection of this process: for commands and tests that must exit. */
export async function closeRedisConnections(): Promise<void> {
  const all = [...connections.values()]
  connections.clear()
  await Promise.all(all.map(({ client }) => Promise.resolve(client.destroy()).catch(() => {})))
}

import { createClient } from 'redis'

export type RedisClient = ReturnType<typeof createClient>

const connections = new Map<string, Promise<RedisClient>>()

/** Stops waiting for `promise` after `ms`, so a Redis that hangs never holds a visitor. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * One connection a process and URL, made on first use. While it is down, commands fail at once
 * (no offline queue) so callers fall back instead of piling up, and the client reconnects by
 * itself; the log says so once per outage, not once per command.
 */
export function redisClient(url: string): Promise<RedisClient> {
  let connection = connections.get(url)
  if (!connection) {
    connection = connect(url)
    connections.set(url, connection)
  }
  return connection
}

async function connect(url: string): Promise<RedisClient> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  })
  let down = false
  client.on('error', (error: Error) => {
    if (!down) console.error(`[redis] connection lost: ${error.message}; using the local fallback until it is back`)
    down = true
  })
  client.on('ready', () => {
    if (down) console.info('[redis] connected again')
    down = false
  })
  await client.connect()
  return client
}

/** Closes every connection of this process: for commands and tests that must exit. */
export async function closeRedisConnections(): Promise<void> {
  const open = [...connections.values()]
  connections.clear()
  await Promise.all(open.map((connection) => connection.then((client) => client.destroy()).catch(() => {})))
}

import { Agent } from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'
import { BROWSER_HEADERS, send } from './http'

/**
 * The well-behaved client's loop, in a thread of its own (probe.ts starts it): in the runner's
 * thread its timings would include the runner's own work (sending the attacks, reading
 * thousands of cache files between rows) and not only the server's.
 */
const { base, page, intervalMs, headers } = workerData as {
  base: string
  page: string
  intervalMs: number
  /** The visitor's own headers (through nginx: its client address, in the test's header). */
  headers: Record<string, string>
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 })
let running = true
parentPort?.on('message', () => (running = false))

async function loop() {
  while (running) {
    const at = Date.now()
    const answer = await send(base, { method: 'GET', path: page, headers: { ...BROWSER_HEADERS, ...headers } }, agent)
    parentPort?.postMessage({ at, ms: answer.ms, status: answer.status })
    const wait = at + intervalMs - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  }
  agent.destroy()
  parentPort?.close()
}

void loop()

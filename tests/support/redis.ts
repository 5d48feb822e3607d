import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './ports'

export type RedisServer = {
  url: string
  port: number
  stop(): Promise<void>
}

/** Debian's redis-server (scripts/test-setup.sh installs it); REDIS_SERVER_PATH for other machines. */
const redisBinary = process.env.REDIS_SERVER_PATH ?? 'redis-server'

/**
 * A redis-server of its own for one test file: loopback only, a free port, its data in a
 * temporary folder, append-only with fsync on every write as the deployment runs it, and
 * stopped by its own process id.
 */
export async function startRedis(port?: number): Promise<RedisServer> {
  port ??= await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), 'redis-'))
  const child: ChildProcess = spawn(
    redisBinary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
      '--protected-mode',
      'yes',
    ],
    { stdio: 'ignore' },
  )
  await waitForPort(port, child)
  const listening = port
  return {
    url: `redis://127.0.0.1:${listening}`,
    port: listening,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`)
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => socket.end(() => resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`redis-server did not listen on ${port} within ${timeoutMs} ms`)
}

import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { freePort } from '../tests/support/ports'
import { waitUntilUp } from '../tests/support/site'
import { measureJs } from './js-size'
import { nextBin, root, scratchProject } from './scratch'

export type Floor = {
  url: string
  /** First-load JavaScript of its page, gzip. */
  firstLoadJsKb: number
  close(): void
}

/**
 * The floor: the smallest App Router page (bench/floor-app, no component, style, font or image
 * of its own), built by the same Next.js in a scratch folder and served by `next start`. No page
 * of the site can do better on this machine, so every budget reads against it, measured in the
 * same run as the site.
 */
export async function startFloor(): Promise<Floor> {
  const dir = scratchProject('floor-', path.join(root, 'bench/floor-app'))
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  let server: ChildProcess | undefined
  const close = () => {
    server?.kill('SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const build = spawnSync(process.execPath, [nextBin(dir), 'build'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] })
    if (build.status !== 0) throw new Error(`next build of the floor app exited with ${build.status}`)
    const home = measureJs(path.join(dir, '.next')).find((route) => route.route === '/')
    const port = await freePort()
    server = spawn(process.execPath, [nextBin(dir), 'start', '-H', '127.0.0.1', '-p', String(port)], { cwd: dir, env, stdio: 'ignore' })
    const url = `http://127.0.0.1:${port}`
    await waitUntilUp(url, server)
    return { url, firstLoadJsKb: Math.round((home?.gzipBytes ?? 0) / 102.4) / 10, close }
  } catch (error) {
    close()
    throw error
  }
}

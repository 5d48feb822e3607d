import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { freePort } from '../tests/support/ports'
import { type Site, startSite, waitUntilUp } from '../tests/support/site'
import { measureJs } from './js-size'
import { nextBin, root, scratchProject } from './scratch'

/** An app built and served by `next start` from a scratch folder; close() stops it and removes the folder. */
export type ServedApp = { url: string; close(): void }

export type Floor = ServedApp & {
  /** First-load JavaScript of its page, gzip. */
  firstLoadJsKb: number
}

/**
 * `next build` and `next start` of the app in the scratch folder `dir`, by the same Next.js as the
 * site, on a free loopback port. The folder is removed when the app is closed or fails to start.
 */
export async function buildAndStart(dir: string, name: string): Promise<ServedApp> {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  let server: ChildProcess | undefined
  const close = () => {
    server?.kill('SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const build = spawnSync(process.execPath, [nextBin(dir), 'build'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] })
    if (build.status !== 0) throw new Error(`next build of ${name} exited with ${build.status}`)
    const port = await freePort()
    server = spawn(process.execPath, [nextBin(dir), 'start', '-H', '127.0.0.1', '-p', String(port)], { cwd: dir, env, stdio: 'ignore' })
    const url = `http://127.0.0.1:${port}`
    await waitUntilUp(url, server)
    return { url, close }
  } catch (error) {
    close()
    throw error
  }
}

/**
 * The floor: the smallest App Router page (bench/floor-app, no component, style, font or image
 * of its own), built by the same Next.js in a scratch folder and served by `next start`. No page
 * of the site can do better on this machine, so every budget reads against it, measured in the
 * same run as the site.
 */
export async function startFloor(): Promise<Floor> {
  const dir = scratchProject('floor-', path.join(root, 'bench/floor-app'))
  const app = await buildAndStart(dir, 'the floor app')
  try {
    const home = measureJs(path.join(dir, '.next')).find((route) => route.route === '/')
    return { ...app, firstLoadJsKb: Math.round((home?.gzipBytes ?? 0) / 102.4) / 10 }
  } catch (error) {
    app.close()
    throw error
  }
}

/** The site (`next start` of the build in .next) and the floor beside it, for measuring in turns. */
export async function startSiteAndFloor(): Promise<{ site: Site; floor: Floor }> {
  const site = await startSite({})
  try {
    return { site, floor: await startFloor() }
  } catch (error) {
    await site.dispose()
    throw error
  }
}

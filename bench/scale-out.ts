import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Nginx, startNginx, startNginxStatic } from '../tests/support/nginx'
import { type RedisServer, startRedis } from '../tests/support/redis'
import { type Site, startSite } from '../tests/support/site'
import { measure, type Throughput } from './throughput'

export const scaleOutTargets = {
  one: 'next start ×1',
  proxied: 'nginx → next start ×2',
  microCache: 'nginx micro-cache → next start ×2',
  static: 'nginx static file',
} as const

export type ScaleOut = { sharedCache: boolean; runs: Throughput[] }

const redisInstalled = () => spawnSync(process.env.REDIS_SERVER_PATH ?? 'redis-server', ['--version']).status === 0

/**
 * One prerendered page served four ways, one after the other on the same machine: one
 * `next start`; two behind nginx (deploy/nginx/site.conf) without and with its HTML
 * micro-cache; and the same HTML bytes as a file served by nginx, the ceiling here. The
 * instances share one Redis (REDIS_URL) when redis-server is installed, as deployed.
 */
export async function measureScaleOut(page: string): Promise<ScaleOut> {
  const redis: RedisServer | undefined = redisInstalled() ? await startRedis() : undefined
  const env: Record<string, string> = redis ? { REDIS_URL: redis.url } : {}
  const sites: Site[] = []
  const folder = mkdtempSync(path.join(tmpdir(), 'scale-out-'))
  let nginx: Nginx | undefined
  const behind = async (start: Promise<Nginx>, target: string) => {
    nginx = await start
    await warm(`${nginx.url}${page}`)
    const run = await measure(target, `${nginx.url}${page}`)
    await nginx.stop()
    nginx = undefined
    return run
  }
  try {
    for (let i = 0; i < 2; i++) sites.push(await startSite(env))
    for (const site of sites) await warm(`${site.url}${page}`)
    const urls = sites.map((site) => site.url)
    const runs = [await measure(scaleOutTargets.one, `${urls[0]}${page}`)]
    runs.push(await behind(startNginx(urls, { microCache: false }), scaleOutTargets.proxied))
    runs.push(await behind(startNginx(urls), scaleOutTargets.microCache))
    // The bytes the instances answer, so every setup sends the same page.
    const file = path.join(folder, 'page.html')
    writeFileSync(file, Buffer.from(await (await fetch(`${urls[0]}${page}`)).arrayBuffer()))
    runs.push(await behind(startNginxStatic(file), scaleOutTargets.static))
    return { sharedCache: redis !== undefined, runs }
  } finally {
    await nginx?.stop()
    for (const site of sites) await site.dispose()
    await redis?.stop()
    rmSync(folder, { recursive: true, force: true })
  }
}

/** A few requests first, so the page is rendered and cached wherever it can be before timing. */
async function warm(url: string) {
  for (let i = 0; i < 5; i++) {
    const response = await fetch(url)
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  }
}

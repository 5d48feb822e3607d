import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { embedded, first } from '../support/catalogue'
import { freePort } from '../support/ports'
import { waitUntilUp } from '../support/site'

const root = path.resolve(__dirname, '../..')
const standalone = path.join(root, '.next/standalone')
const HEALTH_TOKEN = 'test-token-of-the-health-details'
/** What `npm start` (scripts/start.mjs) links into the standalone folder from the checkout. */
const startLinks = ['.next/static', 'public', '.next/cache/catalogue', '.data'].map((entry) => path.join(standalone, entry))

/** Stops a server and what started it: the process group of `child`, started detached. */
async function stopGroup(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid, 'SIGTERM')
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

/**
 * The production image without Docker: the files laid out as the Dockerfile's runner stage
 * copies them (.next/standalone, .next/static, public/) in a folder of their own, started with
 * `node server.js` as the image starts it. What the standalone trace left out shows up here.
 */
test.describe('the standalone server, laid out as in the image', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 })
  let dir: string
  let url: string
  let child: ChildProcess | undefined
  const logs: string[] = []

  test.beforeAll(async () => {
    test.setTimeout(90_000) // copying the image's files and a server start on a loaded machine
    if (!existsSync(path.join(standalone, 'server.js'))) {
      throw new Error(`${standalone}/server.js is missing: build with output: 'standalone' in next.config.ts (npm run build:e2e)`)
    }
    dir = mkdtempSync(path.join(tmpdir(), 'standalone-'))
    // Not what `npm start` links into the standalone folder (below): the image copies those.
    cpSync(standalone, dir, { recursive: true, verbatimSymlinks: true, filter: (source) => !startLinks.includes(source) })
    cpSync(path.join(root, '.next/static'), path.join(dir, '.next/static'), { recursive: true })
    cpSync(path.join(root, 'public'), path.join(dir, 'public'), { recursive: true })
    cpSync(path.join(root, '.next/cache/catalogue'), path.join(dir, '.next/cache/catalogue'), { recursive: true })
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    child = spawn(process.execPath, ['server.js'], {
      cwd: dir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        API_URL: '',
        HEALTH_TOKEN,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8')
      stream?.on('data', (chunk: string) => logs.push(...chunk.split('\n').filter(Boolean)))
    }
    await waitUntilUp(url, child, { name: 'node server.js', output: () => logs.join('\n') })
  })
  test.afterAll(async () => {
    const running = child
    if (running && running.exitCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve))
      running.kill('SIGTERM')
      const timer = setTimeout(() => running.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  test('serves the home page and a product page', async () => {
    const home = await fetch(`${url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('</html>')
    const product = first(embedded.light)
    const page = await fetch(`${url}/products/light/${product.slug}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(product.name)
  })

  test('serves built files with the year-long header, public/ files and optimised images', async () => {
    const html = await (await fetch(`${url}/`)).text()
    const asset = html.match(/\/_next\/static\/[^"'\s]+\.(?:css|js)/)?.[0]
    expect(asset, 'a /_next/static/ file linked from the home page').toBeTruthy()
    const built = await fetch(`${url}${asset}`)
    expect(built.status).toBe(200)
    expect(built.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    expect((await fetch(`${url}/brochure.pdf`, { method: 'HEAD' })).status).toBe(200)
    // next/image needs sharp in the trace.
    const cover = first(embedded.light).images.cover
    const image = await fetch(`${url}/_next/image?url=${encodeURIComponent(cover)}&w=640&q=75`, { headers: { accept: 'image/webp' } })
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
  })

  test('answers its health check: the status to anyone, the details to the token', async () => {
    const response = await fetch(`${url}/api/health`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
    const details = await fetch(`${url}/api/health`, { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } })
    expect(await details.json()).toEqual({
      status: 'ok',
      upstream: 'embedded',
      redis: 'unused',
      outbox: { messages: expect.any(Number), bytes: expect.any(Number), limits: { messages: 5000, bytes: 32 * 1024 * 1024 }, full: false },
    })
  })
})

/**
 * The README's first command, `npm start`, after the build: the standalone server as the image runs
 * it (scripts/start.mjs puts the built files and public/ beside it), without Next's warning that
 * `next start` does not suit a standalone build, nor any other warning, serving the site.
 */
test.describe('npm start', () => {
  test.describe.configure({ timeout: 90_000 })

  test('runs the standalone server, warning-free, with its built and public files in place', async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    const output: string[] = []
    // Detached: npm, its shell and the server are one process group, stopped together.
    const child = spawn('npm', ['start', '--', '-H', '127.0.0.1', '--port', String(port)], {
      cwd: root,
      detached: true,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', API_URL: '', SITE_URL: 'https://www.arkvolt.example' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding('utf8')
      stream?.on('data', (chunk: string) => output.push(...chunk.split('\n').filter(Boolean)))
    }
    try {
      await waitUntilUp(url, child, { name: 'npm start', output: () => output.join('\n') })
      const home = await fetch(`${url}/`)
      expect(home.status).toBe(200)
      const html = await home.text()
      expect(html).toContain('</html>')
      const product = first(embedded.light)
      expect(await (await fetch(`${url}/products/light/${product.slug}`)).text()).toContain(product.name)
      const asset = html.match(/\/_next\/static\/[^"'\s]+\.(?:css|js)/)?.[0]
      expect(asset, 'a /_next/static/ file linked from the home page').toBeTruthy()
      const built = await fetch(`${url}${asset}`)
      expect(built.status).toBe(200)
      expect(built.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect((await fetch(`${url}/brochure.pdf`, { method: 'HEAD' })).status).toBe(200)
      // Served by the standalone server: Next's own would-rather-not, and any warning, absent.
      expect(output.join('\n')).not.toContain('does not work with "output: standalone"')
      expect(output.filter((line) => /⚠|\bwarn/i.test(line))).toEqual([])
    } finally {
      await stopGroup(child)
    }
  })
})

import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './ports'
import { type Site, startSite } from './site'

export type Nginx = {
  url: string
  /** nginx's prefix folder: its configuration, logs, caches and temporary files. */
  prefix: string
  /** The master process's id; the workers are its children. */
  pid: number
  /** The access log, one line per request: JSON in site.conf's `site` format (support/nginx-log.ts reads it). */
  accessLog(): string[]
  /** The access log as written, byte for byte (its lines are UTF-8 only if nginx made them so). */
  accessLogBytes(): Buffer
  /** Everything nginx printed and wrote to its error log. */
  errors(): string
  stop(): Promise<void>
}
/** nginx with deploy/nginx/site.conf; `statusUrl` is its stub_status, on a listener of its own. */
export type ProxyNginx = Nginx & { statusUrl: string }

const root = path.resolve(__dirname, '../..')
/** The production behaviour, used unchanged (or with only the HTML micro-cache turned off). */
export const siteConf = path.join(root, 'deploy/nginx/site.conf')
/** The same in every environment: copied beside the main file as they are. */
const sharedIncludes = ['security-headers.conf', 'modules.conf'].map((file) => path.join(root, 'deploy/nginx', file))
/** The build's own files, which the nginx image carries (Dockerfile) and nginx serves from disk. */
const builtFiles = path.join(root, '.next/static')
const microCacheLine = 'proxy_cache html;'
const missLimitLine = 'limit_req zone=site_miss burst=200 nodelay;'

/**
 * The PROXY_SECRET of this test process: every nginx started here sends it as x-proxy-secret, so
 * start the instances it fronts with `behindNginx` in their environment. Hex, as the deployment's
 * (`openssl rand -hex 32`): nginx would read a `$` or `"` in it.
 */
export const proxySecret = `test-proxy-${randomBytes(16).toString('hex')}`
/** Environment of a `next start` that nginx fronts: it believes forwarding headers carrying the secret. */
export const behindNginx: Readonly<Record<string, string>> = { PROXY_SECRET: proxySecret }

/** A `next start` of its own (support/site.ts) holding this process's proxy secret, to put behind `startNginx`. */
export function startSiteBehindNginx(env: Record<string, string> = {}): Promise<Site> {
  return startSite({ ...env, ...behindNginx })
}

/** deploy/nginx/nginx.conf's access_log line, which the tests run as it is but for its file. */
function containerAccessLog(): string {
  const line = /^\s*(access_log \/dev\/stdout site .*;)$/m.exec(readFileSync(path.join(root, 'deploy/nginx/nginx.conf'), 'utf8'))?.[1]
  if (!line) throw new Error('deploy/nginx/nginx.conf has no `access_log /dev/stdout site …;` line')
  return line
}

/** Debian's nginx (scripts/test-setup.sh installs it); NGINX_PATH for other machines. */
const nginxBinary = process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')
/** The mime.types that came with that nginx, beside its own main file, as the container has it. */
const mimeTypes = () => {
  const confPath = /--conf-path=(\S+)/.exec(spawnSync(nginxBinary, ['-V'], { encoding: 'utf8' }).stderr)?.[1]
  return path.join(path.dirname(confPath ?? '/etc/nginx/nginx.conf'), 'mime.types')
}
/** As root, workers would drop to `nobody`, who cannot enter the private temporary prefix. */
const userLine = process.getuid?.() === 0 ? 'user root;\n' : ''

/**
 * nginx in front of the given site URLs with deploy/nginx/site.conf, on a free loopback port: the
 * deployment's proxy, load balancing, caches and limits, with the upstream, listen, status listener
 * and proxy secret files written for this machine (the secret is `proxySecret` unless given).
 * `microCache: false` serves the same configuration without the HTML cache, and so without the
 * limit on misses (every request would be one: the bench's measure of nginx proxying alone).
 * `trustedProxies` adds the lines docs/deployment.md gives for a load balancer in front, with
 * these addresses;
 * `clientHeader` names the header they report the client in (X-Forwarded-For unless given: a
 * header of its own lets a test play clients of any address, IPv6 too, while every other
 * request keeps its own).
 * `builtFiles` is the folder nginx serves /_next/static/ from (default: the build's .next/static).
 */
export async function startNginx(
  upstreams: string[],
  options: { microCache?: boolean; proxySecret?: string; trustedProxies?: string[]; clientHeader?: string; builtFiles?: string } = {},
): Promise<ProxyNginx> {
  const secret = options.proxySecret ?? proxySecret
  if (!/^[A-Za-z0-9_-]{16,}$/.test(secret)) throw new Error('A proxy secret is 16 or more letters, digits, "-" or "_"')
  const prefix = makePrefix()
  const port = await freePort()
  const statusPort = await freePort()
  let site = siteConf
  if (options.microCache === false) {
    const text = readFileSync(siteConf, 'utf8')
    for (const line of [microCacheLine, missLimitLine])
      if (!text.includes(line)) throw new Error(`${siteConf} no longer contains "${line}"`)
    site = path.join(prefix, 'site-no-micro-cache.conf')
    writeFileSync(site, text.replace(microCacheLine, 'proxy_cache off;').replace(missLimitLine, ''))
  }
  writeFileSync(
    path.join(prefix, 'upstream.conf'),
    upstreams.map((url) => `server ${new URL(url).host} max_fails=1 fail_timeout=5s;\n`).join(''),
  )
  writeFileSync(path.join(prefix, 'listen.conf'), `listen 127.0.0.1:${port};\n`)
  writeFileSync(path.join(prefix, 'status-listen.conf'), `listen 127.0.0.1:${statusPort};\n`)
  writeFileSync(path.join(prefix, 'proxy-secret.conf'), `proxy_set_header X-Proxy-Secret "${secret}";\n`)
  // The build's files under /_next/static/ of a root of their own, as the image lays them out.
  mkdirSync(path.join(prefix, 'site/_next'), { recursive: true })
  symlinkSync(options.builtFiles ?? builtFiles, path.join(prefix, 'site/_next/static'))
  writeFileSync(path.join(prefix, 'static-root.conf'), `root ${path.join(prefix, 'site')};\n`)
  const compressor = `unix:${path.join(prefix, 'compressor.sock')}`
  writeFileSync(path.join(prefix, 'compressor-listen.conf'), `listen ${compressor};\n`)
  writeFileSync(path.join(prefix, 'compressor-upstream.conf'), `server ${compressor};\n`)
  const realIp = options.trustedProxies?.length
    ? `${options.trustedProxies.map((address) => `    set_real_ip_from ${address};\n`).join('')}    real_ip_header ${options.clientHeader ?? 'X-Forwarded-For'};\n    real_ip_recursive on;\n`
    : ''
  // The log as the container writes it (deploy/nginx/nginx.conf: buffered, flushed every second,
  // refusals sampled), into a file.
  const http = `http {\n${realIp}    include ${site};\n    ${containerAccessLog().replace('/dev/stdout', 'logs/access.log')}\n}\n`
  return { ...(await run(prefix, port, http)), statusUrl: `http://127.0.0.1:${statusPort}/stub_status` }
}

/**
 * nginx serving one file from disk for every URL, logging as the proxy does: the ceiling for any
 * proxied page. Its .br and .gz copies beside it, when there, are sent to clients that take them
 * (brotli_static, gzip_static), so the ceiling sends the same bytes as the proxy.
 * @public the bench workspace's ceiling (bench/scale-out.ts)
 */
export async function startNginxStatic(file: string): Promise<Nginx> {
  const prefix = makePrefix()
  const port = await freePort()
  const http = `http {
    client_body_temp_path client_temp;
    proxy_temp_path proxy_temp;
    fastcgi_temp_path fastcgi_temp;
    uwsgi_temp_path uwsgi_temp;
    scgi_temp_path scgi_temp;
    access_log logs/access.log;
    sendfile on;
    brotli_static on;
    gzip_static on;
    gzip_vary on;
    server {
        listen 127.0.0.1:${port};
        root ${path.dirname(file)};
        default_type text/html;
        location / { try_files /${path.basename(file)} =404; }
    }
}
`
  return run(prefix, port, http)
}

/** A fresh prefix with nginx's folders and the files every environment shares. */
function makePrefix(): string {
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'))
  mkdirSync(path.join(prefix, 'logs'))
  for (const file of [...sharedIncludes, mimeTypes()]) copyFileSync(file, path.join(prefix, path.basename(file)))
  return prefix
}

/** nginx in the foreground on its own main file; stopped by its own (master) pid. */
async function run(prefix: string, port: number, http: string): Promise<Nginx> {
  const main = path.join(prefix, 'nginx.conf')
  writeFileSync(
    main,
    `${userLine}worker_processes auto;\nerror_log logs/error.log warn;\ninclude modules.conf;\nevents {\n    worker_connections 1024;\n}\n${http}`,
  )
  let output = ''
  const child: ChildProcess = spawn(
    nginxBinary,
    ['-p', `${prefix}/`, '-c', main, '-g', `daemon off; pid ${path.join(prefix, 'nginx.pid')};`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk: string) => (output += chunk))
  }
  const read = (file: string) => (existsSync(path.join(prefix, file)) ? readFileSync(path.join(prefix, file), 'utf8') : '')
  const errors = () => `${output}${read('logs/error.log')}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    rmSync(prefix, { recursive: true, force: true })
  }
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilUp(url, child, errors)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    prefix,
    pid: child.pid!,
    accessLog: () => read('logs/access.log').split('\n').filter(Boolean),
    accessLogBytes: () =>
      existsSync(path.join(prefix, 'logs/access.log')) ? readFileSync(path.join(prefix, 'logs/access.log')) : Buffer.alloc(0),
    errors,
    stop,
  }
}

async function waitUntilUp(url: string, child: ChildProcess, errors: () => string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}: ${errors()}`)
    try {
      await fetch(`${url}/_next/static/nginx-probe`, { method: 'HEAD', signal: AbortSignal.timeout(2000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`nginx did not answer at ${url} within ${timeoutMs} ms: ${errors()}`)
}

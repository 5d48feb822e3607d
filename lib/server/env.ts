import { z } from 'zod'
import { indexNowKeyPattern } from '../seo/indexnow'

const DEFAULT_SITE_URL = 'http://localhost:3000'
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const baseUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''))
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)
const secret = z.preprocess(blankAsUnset, z.string().min(16, 'must be at least 16 characters').optional())

const EnvSchema = z.object({
  /** The upstream catalogue API's base URL. Unset, the site runs on the embedded catalogue. */
  API_URL: z.preprocess(blankAsUnset, baseUrl.optional()),
  API_TIMEOUT_MS: z.preprocess(blankAsUnset, int(100, 60_000).default(5000)),
  /** Upper bound on one upstream answer, so a runaway answer cannot exhaust memory. */
  API_MAX_BYTES: z.preprocess(blankAsUnset, int(1024, 100 * 1024 * 1024).default(5 * 1024 * 1024)),
  /** How long catalogue data is trusted before a page using it is regenerated. */
  CATALOGUE_REVALIDATE_SECONDS: z.preprocess(blankAsUnset, int(1, 31_536_000).default(300)),
  /** How soon a page built while upstream failed is tried again. */
  CATALOGUE_RETRY_SECONDS: z.preprocess(blankAsUnset, int(1, 3600).default(30)),
  /** Where the last good answer of every upstream call is kept, for outages. */
  CATALOGUE_CACHE_DIR: z.preprocess(blankAsUnset, z.string().default('.next/cache/catalogue')),
  /** Extra hosts (comma-separated) that product images may come from; default: API_URL's host. */
  IMAGE_HOSTS: z.preprocess(blankAsUnset, z.string().optional()),
  /** Where accepted contact messages wait for upstream; with no API_URL, this is the inbox. */
  OUTBOX_DIR: z.preprocess(blankAsUnset, z.string().default('.data/outbox')),
  /** How often the delivery worker looks for messages that are due. */
  OUTBOX_POLL_MS: z.preprocess(blankAsUnset, int(100, 600_000).default(2000)),
  /** The first retry delay after a failed delivery; it doubles with every failure, up to 10 minutes. */
  OUTBOX_RETRY_BASE_MS: z.preprocess(blankAsUnset, int(100, 600_000).default(5000)),
  /**
   * The most the outbox holds, in messages and in bytes, in the shared Redis and in each server's
   * folder: past either, new messages are refused (503) and those held are kept.
   */
  OUTBOX_MAX_MESSAGES: z.preprocess(blankAsUnset, int(1, 10_000_000).default(5000)),
  OUTBOX_MAX_BYTES: z.preprocess(blankAsUnset, int(64 * 1024, 4 * 1024 ** 3).default(32 * 1024 ** 2)),
  /** Contact messages one client may send a minute, and all clients together. */
  CONTACT_LIMIT_PER_CLIENT: z.preprocess(blankAsUnset, int(1, 10_000).default(5)),
  CONTACT_LIMIT_TOTAL: z.preprocess(blankAsUnset, int(1, 100_000).default(120)),
  /** The shared secret of the revalidation webhook; unset, the webhook refuses every call. */
  REVALIDATE_SECRET: secret,
  /** The secret preview links are signed with (npm run preview); unset, preview is refused. */
  PREVIEW_SECRET: secret,
  /**
   * The shared Redis of a multi-instance deployment (redis:// or rediss://): ISR pages, fetch
   * results and tags, the contact outbox and the rate limits. Unset, each process keeps its own.
   */
  REDIS_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^rediss?$/ }).optional()),
  /**
   * The Redis of the page cache, when it is not REDIS_URL: run it with a memory limit and LRU
   * eviction, so pages can never crowd out the outbox and the limits, which need noeviction.
   */
  REDIS_CACHE_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^rediss?$/ }).optional()),
  /**
   * Proves a request came through the deployment's own proxy, which sends it in the
   * x-proxy-secret header: only then are its X-Real-IP and X-Forwarded-For believed.
   */
  PROXY_SECRET: secret,
  /** One id for every instance of one build (e.g. the git commit), set at build and at start. */
  DEPLOYMENT_ID: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits, ".", "_" or "-" (at most 64)')
      .optional(),
  ),
  /**
   * The port of this instance's metrics server (Prometheus text at /metrics, dependency details at
   * /health), on METRICS_HOST. Unset, there is none. Never the site's port, never behind nginx.
   */
  METRICS_PORT: z.preprocess(blankAsUnset, int(1, 65_535).optional()),
  METRICS_HOST: z.preprocess(blankAsUnset, z.string().default('127.0.0.1')),
  /** The least severe log events written (one JSON line each, on stdout). */
  LOG_LEVEL: z.preprocess(blankAsUnset, z.enum(['debug', 'info', 'warn', 'error']).default('info')),
  /** Gives /api/health's details to a request carrying it as `Authorization: Bearer <token>`. */
  HEALTH_TOKEN: secret,
  /** The public origin, for canonical URLs, the sitemap and OpenGraph. */
  SITE_URL: z.preprocess(blankAsUnset, baseUrl.default(DEFAULT_SITE_URL)),
  /**
   * The site's IndexNow key, served at /<key>.txt: set, the URLs of each catalogue edit are sent
   * to INDEXNOW_ENDPOINT. Unset, IndexNow is off.
   */
  INDEXNOW_KEY: z.preprocess(blankAsUnset, z.string().regex(indexNowKeyPattern, '8 to 128 letters, digits or "-"').optional()),
  INDEXNOW_ENDPOINT: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).default('https://api.indexnow.org/indexnow')),
})

export type Env = z.infer<typeof EnvSchema>

/** Parsed on every call (it is cheap), so a wrong value names itself and tests can vary it. */
export function env(): Env {
  const parsed = EnvSchema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment: ${problems.join('; ')}`)
  }
  return parsed.data
}

/**
 * What a production server says once as it starts without SITE_URL: its pages would then give
 * search engines and social cards localhost addresses (canonical URLs, the sitemap, robots.txt).
 * Nothing in development, where localhost is right.
 */
export function siteUrlWarning(environment: Record<string, string | undefined> = process.env): string | undefined {
  if (environment.NODE_ENV !== 'production' || blankAsUnset(environment.SITE_URL) !== undefined) return undefined
  return [
    'SITE_URL is not set.',
    `Canonical URLs, the sitemap, robots.txt, social cards and structured data name ${DEFAULT_SITE_URL}.`,
    'Set SITE_URL to the public origin, e.g. SITE_URL=https://www.example.com, and restart.',
  ].join(' ')
}

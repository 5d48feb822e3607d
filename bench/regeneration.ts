import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { closeRedisConnections, redisClient } from '../lib/redis/client.mjs'
import { type FakeUpstream, startUpstream } from '../tests/fixtures/upstream/server'
import { embedded } from '../tests/support/catalogue'
import { startRedis } from '../tests/support/redis'
import { callWebhook, regenerationBatches, TEST_SECRET } from '../tests/support/revalidate'
import { type Site, startSites } from '../tests/support/site'

/**
 * What the webhook's background regeneration buys, on two `next start` instances of one build
 * sharing one Redis (as deployed) and the fake upstream: the webhook goes to A, visitors come to
 * B. Each round edits a fan's name upstream and measures
 * - quiet: with no visitor, the time from the webhook call until B serves the new page (A renders
 *   it; B's first request after that is the one timed at the end);
 * - visited: a visitor's first request to B right after the call (latency and x-nextjs-cache), and
 *   the time until B serves the new page while that visitor's request also set B rendering;
 * against references taken in the same round: a cached page (HIT) on B, and the first request
 * after the edit as it was before this change, when the shared cache deleted what a tag touched
 * (the cache library's own revalidateTag, run on the same Redis).
 *
 * After `npm run build:e2e`: `npx tsx bench/regeneration.ts [--rounds 5]`; writes
 * bench/results/regeneration.json. Every wait is bounded; nothing is sent off this machine.
 */
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } })
const ROUNDS = Math.min(Math.max(Number(values.rounds) || 5, 1), 20)
const WAIT_MS = 30_000
const HIT_SAMPLES = 5

type Answer = { ms: number; cache: string | null; html: string }

async function visit(site: Site, page: string): Promise<Answer> {
  const started = performance.now()
  const response = await fetch(`${site.url}${page}`)
  const html = await response.text()
  if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
  return { ms: performance.now() - started, cache: response.headers.get('x-nextjs-cache'), html }
}

/** Asks until `done`, every `everyMs`, at most WAIT_MS. */
async function until<T>(ask: () => Promise<T> | T, done: (value: T) => boolean, everyMs: number): Promise<T> {
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    const value = await ask()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`not done within ${WAIT_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

const median = (samples: number[]) => {
  const sorted = [...samples].sort((x, y) => x - y)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const summary = (samples: number[]) => ({ medianMs: Math.round(median(samples)), samplesMs: samples.map(Math.round) })

async function main() {
  const redis = await startRedis()
  const upstream: FakeUpstream = await startUpstream()
  const env = { API_URL: upstream.url, REDIS_URL: redis.url, REVALIDATE_SECRET: TEST_SECRET }
  const [a, b] = (await startSites(2, env).catch(async (error: unknown) => {
    await upstream.close()
    await redis.stop()
    throw error
  })) as [Site, Site]
  // The cache library's handler on the same keys: its revalidateTag is what the webhook did before.
  // (Typed for a RESP2 client; the project's client is the same redis package's, as the handler uses it.)
  type HandlerClient = Parameters<typeof createRedisHandler>[0]['client']
  const buildId = readFileSync(path.join(a.dir, '.next', 'BUILD_ID'), 'utf8').trim()
  const client = (await redisClient(redis.url)) as unknown as HandlerClient
  const deleting = createRedisHandler({ client, keyPrefix: `arkvolt:cache:${buildId}:` })
  const loadAtStart = loadavg()[0]!
  const rows = {
    hit: [] as number[],
    deleted: [] as Answer[],
    quiet: [] as number[],
    quietFirst: [] as Answer[],
    visitedFirst: [] as Answer[],
    visited: [] as number[],
    answer: [] as number[],
  }

  const warm = async (page: string) => {
    for (const site of [a, b])
      await until(
        () => visit(site, page),
        (answer) => answer.cache === 'HIT',
        100,
      )
  }
  const edit = (slug: string, round: number, how: string) => {
    const name = `Bench ${how} ${round} ${Date.now()}`
    upstream.updateProduct(slug, { name })
    return name
  }
  const webhook = async (slug: string) => {
    const started = performance.now()
    const response = await callWebhook(a.url, { slugs: [slug] })
    if (!response.ok) throw new Error(`webhook answered ${response.status}`)
    await response.json()
    rows.answer.push(performance.now() - started)
  }
  const regenerationLines = () => regenerationBatches(a.logs, 0).length

  try {
    for (let round = 0; round < ROUNDS; round++) {
      const fan = embedded.fan[round % embedded.fan.length]!
      const page = `/products/fan/${fan.slug}`
      await warm(page)
      for (let i = 0; i < HIT_SAMPLES; i++) rows.hit.push((await visit(b, page)).ms)

      // Quiet: nobody visits until A has regenerated the page.
      let name = edit(fan.slug, round, 'quiet')
      const linesBefore = regenerationLines()
      let started = performance.now()
      await webhook(fan.slug)
      await until(regenerationLines, (count) => count > linesBefore, 20)
      const quietFirst = await visit(b, page)
      if (!quietFirst.html.includes(name)) throw new Error(`B served ${quietFirst.cache} without the new name after A regenerated`)
      rows.quiet.push(performance.now() - started)
      rows.quietFirst.push(quietFirst)

      // Visited: a visitor comes to B right after the call, then B is asked until it has the new page.
      await warm(page)
      name = edit(fan.slug, round, 'visited')
      started = performance.now()
      await webhook(fan.slug)
      rows.visitedFirst.push(await visit(b, page))
      await until(
        () => visit(b, page),
        (answer) => answer.html.includes(name),
        50,
      )
      rows.visited.push(performance.now() - started)

      // As before: the shared cache deletes what the tag touches, and B's first visitor renders it.
      await until(regenerationLines, (count) => count > linesBefore + 1, 20)
      await warm(page)
      name = edit(fan.slug, round, 'deleted')
      await deleting.revalidateTag(`product:${fan.slug}`)
      const deleted = await visit(b, page)
      if (!deleted.html.includes(name)) throw new Error('the page rendered after deleting lacks the new name')
      rows.deleted.push(deleted)
    }
  } finally {
    await Promise.all([a.dispose(), b.dispose()])
    await closeRedisConnections()
    await upstream.close()
    await redis.stop()
  }

  const result = {
    date: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model.split(' ')[0] ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, load ${loadAtStart.toFixed(1)} at start`,
    setup: 'two next start instances on one Redis, fake upstream on loopback; webhook to A, visitors to B; one fan page per round',
    rounds: ROUNDS,
    reference: {
      cachedPageOnB: summary(rows.hit),
      firstVisitWhenTheTagDeletedThePage: {
        ...summary(rows.deleted.map((answer) => answer.ms)),
        cache: rows.deleted.map((answer) => answer.cache),
      },
    },
    webhookAnswer: summary(rows.answer),
    quiet: {
      webhookToNewPageServedOnB: summary(rows.quiet),
      firstVisitOnBAfterRegeneration: {
        ...summary(rows.quietFirst.map((answer) => answer.ms)),
        cache: rows.quietFirst.map((answer) => answer.cache),
      },
    },
    visited: {
      firstVisitOnBRightAfterWebhook: {
        ...summary(rows.visitedFirst.map((answer) => answer.ms)),
        cache: rows.visitedFirst.map((answer) => answer.cache),
      },
      webhookToNewPageServedOnB: summary(rows.visited),
    },
  }
  writeFileSync(path.resolve(__dirname, 'results/regeneration.json'), `${JSON.stringify(result, null, 2)}\n`)
  console.log(JSON.stringify(result, null, 2))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

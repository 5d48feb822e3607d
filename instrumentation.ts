/**
 * Runs once in every server process (not during the build): routes the console (Next's own
 * warnings and errors) into the JSON log (lib/log/console), so every line after the start banner
 * is one JSON object; gives every request its id and counts it (lib/metrics), starts the metrics
 * server when METRICS_PORT is set; says so if SITE_URL is missing; loads the first catalogue
 * snapshot and keeps it following the freshness signal (lib/catalogue/snapshot); with a shared
 * Redis cache, copies the build's pages into it unless another instance already has newer ones;
 * then starts the contact outbox's delivery worker.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { routeConsoleToLog } = await import('./lib/log/console')
  routeConsoleToLog()
  const { startObservability } = await import('./lib/metrics/start')
  await startObservability()
  // The first snapshot is loaded before the server takes its first request (Next waits for this
  // hook), so no visitor or search waits for it; then it is kept current. With upstream down it
  // takes at most two timeouts, and the last good copies are what it holds.
  const { catalogue } = await import('./lib/catalogue/snapshot')
  await catalogue().current()
  catalogue().start()
  if (process.env.REDIS_CACHE_URL || process.env.REDIS_URL) {
    const [{ registerInitialCache }, { default: CacheHandler }, { filedUnderRouteCacheKeys }] = await Promise.all([
      import('@fortedigital/nextjs-cache-handler/instrumentation'),
      import('./lib/cache/cache-handler.mjs'),
      import('./lib/cache/initial-cache.mjs'),
    ])
    await registerInitialCache(filedUnderRouteCacheKeys(CacheHandler), { setOnlyIfNotExists: true })
  }
  const [{ getOutbox }, { startDeliveryWorker }] = await Promise.all([
    import('./lib/contact/process-stores'),
    import('./lib/contact/worker'),
  ])
  startDeliveryWorker(getOutbox())
}

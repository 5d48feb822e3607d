/** Starts the contact outbox's delivery worker in every server process (not during the build). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getOutbox }, { startDeliveryWorker }] = await Promise.all([import('./lib/inbox'), import('./lib/inbox/worker')])
  startDeliveryWorker(getOutbox())
}

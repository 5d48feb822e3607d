/**
 * Runs `task` once the browser is idle, or after `timeout` ms at the latest, in a task of its
 * own: work that can wait neither lengthens the task that asked for it nor delays input. Returns
 * what cancels it. Safari has no `requestIdleCallback`; there the task just runs in its own task.
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task)
  return () => clearTimeout(handle)
}

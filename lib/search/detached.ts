import { AsyncResource } from 'node:async_hooks'

/**
 * Work a request starts but that is not part of it: the search index's rebuild. Next keeps each
 * request's state in async context, which every promise made during the request inherits, and
 * inside a request its data cache answers a stale entry as it is, refreshing it behind the
 * request. The index must read the lists as they are now, so a rebuild runs in the context the
 * server started in (captured by instrumentation.ts, before any request), where Next's data cache
 * loads a stale entry afresh and waits for it. Without that capture (a unit test) it runs as is.
 */
const SERVER_SCOPE = Symbol.for('arkvolt.server-scope')
const holder = globalThis as { [SERVER_SCOPE]?: AsyncResource }

/** Call once at start, outside any request. */
export function captureServerScope(): void {
  holder[SERVER_SCOPE] ??= new AsyncResource('arkvolt.server-scope')
}

export function runDetached<T>(task: () => Promise<T>): Promise<T> {
  const scope = holder[SERVER_SCOPE]
  return scope ? scope.runInAsyncScope(task) : task()
}

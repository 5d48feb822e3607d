import { AsyncResource } from 'node:async_hooks'

/**
 * Work a request starts but that is not part of it: a catalogue snapshot's load. Next keeps each
 * request's state in async context, which every promise made during the request inherits: a
 * `no-store` upstream read inside a page render would make the page dynamic (an error while it
 * is built or regenerated), and the load is shared by every later request anyway. So a load runs
 * in the context the server started in (captured by instrumentation.ts, before any request, in
 * the build's workers too). Without that capture (a unit test) it runs as is.
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

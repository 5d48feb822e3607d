/**
 * One value per process, whichever bundle asks for it. Next bundles the proxy, each route handler
 * and the server actions apart, so a module's own state can exist once per bundle in one process:
 * limits would double, and the webhook would miss the index the proxy reads. The value lives on
 * globalThis under a registry-wide symbol, made by the first caller.
 */
export function processSingleton<T>(name: string, make: () => T): T {
  const holder = globalThis as Record<symbol, unknown>
  const key = Symbol.for(`arkvolt.${name}`)
  if (!(key in holder)) holder[key] = make()
  return holder[key] as T
}

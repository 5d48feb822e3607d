import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server's HTML and during hydration, true once React runs the component in the
 * browser: a control that works only with its script can say so (disabled, or a no-script
 * fallback) instead of swallowing a click made before the script arrived.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * The year as the visitor's clock has it. A static page keeps the year it was built in, so the
 * browser corrects it after hydration; the server-rendered year stands in until then.
 */
export function CurrentYear({ renderedYear }: { renderedYear: number }) {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => renderedYear,
  )
}

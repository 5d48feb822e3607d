'use client'

import { useEffect, useState } from 'react'
import { retry, retryPolicy } from '@/lib/browser/retry'

/**
 * A list the server could not load, as the browser loads it from the site's own API route,
 * retried by the policy of lib/browser/retry.ts: empty until it comes.
 */
export function useRetriedList<T>(url: string): T[] {
  const [loaded, setLoaded] = useState<T[]>([])

  useEffect(() => {
    const controller = new AbortController()
    void retry(
      async () => {
        const response = await fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
        if (!response.ok) throw new Error(`${url} answered ${response.status}`)
        return (await response.json()) as T[]
      },
      {
        signal: controller.signal,
        onError: (error) => console.error(error),
        onGiveUp: () => console.error(retryPolicy.giveUpMessage),
      },
    ).then((list) => {
      if (list) setLoaded(list)
    })
    return () => controller.abort()
  }, [url])

  return loaded
}

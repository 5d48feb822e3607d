/** A logo or solar list the server could not load is retried from the browser, this often, then given up with this message. */
export const retryPolicy = {
  maxRetries: 5,
  delayMs: 5000,
  giveUpMessage: 'Max retries reached. Please refresh the page.',
} as const

type RetryOptions = {
  maxRetries?: number
  delayMs?: number
  wait?: (ms: number) => Promise<void>
  /** Stops waiting and trying, for a component that unmounts. */
  signal?: AbortSignal
  onError?: (error: unknown, attempt: number) => void
  onGiveUp?: () => void
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Try `load` again after a delay, up to `maxRetries` times; answers the first success, or
 * undefined after the last failure (having called `onGiveUp`). Each call starts its count at
 * zero, so the counter resets on success.
 */
export async function retry<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T | undefined> {
  const { maxRetries = retryPolicy.maxRetries, delayMs = retryPolicy.delayMs, wait = sleep, signal } = options
  for (let attempt = 1; attempt <= maxRetries; attempt++) {
    await wait(delayMs)
    if (signal?.aborted) return undefined
    try {
      return await load()
    } catch (error) {
      if (signal?.aborted) return undefined
      options.onError?.(error, attempt)
    }
  }
  options.onGiveUp?.()
  return undefined
}

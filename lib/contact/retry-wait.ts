/** How long a visitor is asked to wait, in the unit the form words it in (content/contact.ts). */
export type RetryWait = { unit: 'minute' | 'minutes' | 'hour' | 'hours'; count: number }

/**
 * A wait of `ms` rounded up to whole minutes, at least one (a limit's window ends within the
 * minute), or to whole hours from an hour on.
 */
export function retryWait(ms: number): RetryWait {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  if (minutes < 60) return { unit: minutes === 1 ? 'minute' : 'minutes', count: minutes }
  const hours = Math.ceil(minutes / 60)
  return { unit: hours === 1 ? 'hour' : 'hours', count: hours }
}

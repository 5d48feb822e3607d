import type { ReactNode } from 'react'

/** One toggle of the remote's speed and direction rows; without `onPress` it is the server's disabled copy. */
export function RemoteButton({ pressed, onPress, children }: { pressed: boolean; onPress?: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      disabled={!onPress}
      aria-pressed={pressed}
      onClick={onPress}
      className="rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-slate-300 transition-colors aria-pressed:bg-navy-900 aria-pressed:text-white aria-pressed:ring-navy-900"
    >
      {children}
    </button>
  )
}

import type { ReactNode } from 'react'

/** One toggle of the remote's speed and direction rows; without `onPress` it is the server's disabled copy. */
export function RemoteButton({ pressed, onPress, children }: { pressed: boolean; onPress?: () => void; children: ReactNode }) {
  return (
    <button type="button" disabled={!onPress} aria-pressed={pressed} onClick={onPress} className="remote-option">
      {children}
    </button>
  )
}

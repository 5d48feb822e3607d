'use client'

import { lazy, type ReactNode, Suspense } from 'react'
import { useNearViewport } from '@/components/ui/use-near-viewport'
import type { ImageAttributes } from '@/lib/images/image-attributes'

// The remote sits below the fold: its script is fetched when it nears the viewport.
const FanRemote = lazy(() => import('./fan-remote').then((module) => ({ default: module.FanRemote })))

/**
 * The fan remote's place on the page. Until its script has loaded it shows `children`, the
 * server's copy of the remote as it starts, its buttons disabled; the working remote then takes
 * its place, the same size, so nothing moves.
 */
export function FanRemoteIsland({ picture, children }: { picture: ImageAttributes; children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={children}>
          <FanRemote picture={picture} />
        </Suspense>
      ) : (
        children
      )}
    </div>
  )
}

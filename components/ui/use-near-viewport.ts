'use client'

import { type RefObject, useEffect, useRef, useState } from 'react'

/**
 * True from the moment the element comes within `margin` of the viewport, and for good. Islands
 * whose library is heavy (the carousel, the footer reveal) load it then, not with the page.
 */
export function useNearViewport<T extends Element>(margin = '200px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [margin, near])
  return [ref, near]
}

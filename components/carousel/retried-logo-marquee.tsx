'use client'

import type { MarqueeLogo } from '@/lib/carousel/slides'
import { LogoMarqueeSection } from './logo-marquee-section'
import { useRetriedList } from './use-retried-list'

/** The marquee whose logos the server could not load: the browser retries them through the site's API. */
export function RetriedLogoMarquee({ heading, retryUrl }: { heading: string; retryUrl: string }) {
  const logos = useRetriedList<MarqueeLogo>(null, retryUrl)
  return <LogoMarqueeSection heading={heading} logos={logos} />
}

import type { MarqueeLogo } from '@/lib/carousel/slides'
import { LogoMarqueeSection } from './logo-marquee-section'
import { LazyRetriedLogoMarquee } from './lazy-retried-logo-marquee'

/**
 * A scrolling row of logos, rendered on the server whenever it has them, so it needs no
 * JavaScript. Only when the server could not load them (`null`) does a client island retry
 * them in the browser and show the row once they come.
 */
export function LogoMarquee({ heading, logos, retryUrl }: { heading: string; logos: MarqueeLogo[] | null; retryUrl: string }) {
  if (logos === null) return <LazyRetriedLogoMarquee heading={heading} retryUrl={retryUrl} />
  return <LogoMarqueeSection heading={heading} logos={logos} />
}

import type { CarouselSlide } from '@/lib/carousel/slides'
import { LoadedSolarCarousel } from './loaded-solar-carousel'
import { RetriedSolarCarousel } from './retried-solar-carousel'

/**
 * The solar landing's carousel, its slides rendered on the server whenever it has them. Only when
 * the server could not load the list (`null`) does a client island retry it in the browser and
 * show the carousel once it comes.
 */
export function SolarCarousel({ label, slides, retryUrl }: { label: string; slides: CarouselSlide[] | null; retryUrl: string }) {
  if (slides === null) return <RetriedSolarCarousel label={label} retryUrl={retryUrl} />
  return <LoadedSolarCarousel label={label} slides={slides} />
}

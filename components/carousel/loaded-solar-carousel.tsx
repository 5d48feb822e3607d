'use client'

import { carouselLabels } from '@/content/carousel-labels'
import { solarCarousel } from '@/lib/carousel/settings'
import type { CarouselSlide } from '@/lib/carousel/slides'
import { Carousel } from './carousel'
import { SolarSlide } from './solar-slide'

/**
 * The solar carousel of a loaded list: on the server, or in the browser after a retry. Client
 * code either way, so a page's payload carries its slides' data rather than their element trees.
 */
export function LoadedSolarCarousel({ label, slides }: { label: string; slides: CarouselSlide[] }) {
  if (slides.length === 0) return null
  return (
    <Carousel
      settings={solarCarousel}
      label={label}
      labels={carouselLabels}
      slides={slides.map((slide) => ({ key: slide.id, content: <SolarSlide slide={slide} /> }))}
    />
  )
}

'use client'

import { productLabels } from '@/content/product-labels'
import { solarCarousel } from '@/lib/carousel/settings'
import type { CarouselSlide } from '@/lib/carousel/slides'
import { Carousel } from './carousel'
import { SolarSlide } from './solar-slide'
import { useRetriedList } from './use-retried-list'

/** The solar landing's carousel; when the server could not load the list, the browser retries. */
export function SolarCarousel({ label, slides }: { label: string; slides: CarouselSlide[] | null }) {
  const list = useRetriedList(slides, '/api/catalogue/carousel/solar')
  if (list.length === 0) return null
  return (
    <Carousel
      settings={solarCarousel}
      label={label}
      labels={productLabels.carousel}
      slides={list.map((slide) => ({ key: slide.id, content: <SolarSlide slide={slide} /> }))}
    />
  )
}

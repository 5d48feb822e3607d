'use client'

import { carouselLabels } from '@/content/carousel-labels'
import { productCarousel } from '@/lib/carousel/settings'
import type { CarouselSlide } from '@/lib/carousel/slides'
import { Carousel } from './carousel'
import { ProductSlide } from './product-slide'

/**
 * The brands and reusable product carousel (brands page and product landings). It draws its
 * slides itself, from their data: the page's payload then carries each slide's few fields, not
 * its whole element tree beside the HTML (about 2 kB a slide less), as the solar carousel does.
 * Its words come from content as exports of their own, and the brochure's address as a prop, so
 * this script carries no more of content than it shows.
 */
export function ProductCarousel({ label, slides, brochure }: { label: string; slides: CarouselSlide[]; brochure: string }) {
  if (slides.length === 0) return null
  return (
    <Carousel
      settings={productCarousel}
      label={label}
      labels={carouselLabels}
      slides={slides.map((slide) => ({ key: slide.id, content: <ProductSlide slide={slide} brochure={brochure} /> }))}
    />
  )
}

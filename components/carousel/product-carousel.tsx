import { productLabels } from '@/content/product-labels'
import { productCarousel } from '@/lib/carousel/settings'
import type { CarouselSlide } from '@/lib/carousel/slides'
import { Carousel } from './carousel'
import { ProductSlide } from './product-slide'

/**
 * The brands and reusable product carousel (brands page and product landings). Its slides render
 * on the server; only the carousel around them is client code.
 */
export function ProductCarousel({ label, slides }: { label: string; slides: CarouselSlide[] }) {
  if (slides.length === 0) return null
  return (
    <Carousel
      settings={productCarousel}
      label={label}
      labels={productLabels.carousel}
      slides={slides.map((slide) => ({ key: slide.id, content: <ProductSlide slide={slide} /> }))}
    />
  )
}

import type { ReactNode, Ref } from 'react'
import type { CarouselSettings } from '@/lib/carousel/settings'

export type TrackProps = {
  id: string
  settings: CarouselSettings
  labels: { previous: string; next: string }
  slides: { key: string; content: ReactNode }[]
}

/**
 * The slides as Swiper renders them before it starts (its classes, the widths of slideWidthCss),
 * shown until Swiper has loaded: the carousel looks the same and nothing moves when it takes over.
 */
export function StaticTrack({ id, slides, trackRef }: Pick<TrackProps, 'id' | 'slides'> & { trackRef?: Ref<HTMLDivElement> }) {
  return (
    <div ref={trackRef} className={`swiper carousel-${id}`}>
      <div className="swiper-wrapper">
        {slides.map((slide) => (
          <div key={slide.key} className="swiper-slide !h-auto">
            {slide.content}
          </div>
        ))}
      </div>
    </div>
  )
}

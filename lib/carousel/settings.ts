/**
 * The two carousels' slides per view and autoplay. Widths are window widths; each row applies
 * from its `minWidth` up to the next row's (so "1005 to 1350 gives 2.5" starts at 1005 and "above 1350"
 * at 1351).
 */
export type SlidesTable = readonly { minWidth: number; slides: number }[]

/**
 * `cut`: the most characters of a slide's short description (lib/text/truncate.ts). `coverSizes`: the
 * `sizes` of a slide's cover, the share of the window a slide takes at each width of the table.
 */
export type CarouselSettings = { autoplayMs: number; cut: number; slides: SlidesTable; spaceBetween: number; coverSizes: string }

/** The brands carousel, reused on the fan and light pages. */
export const productCarousel: CarouselSettings = {
  autoplayMs: 2500,
  cut: 100,
  spaceBetween: 24,
  coverSizes: '(min-width: 1351px) 33vw, (min-width: 700px) 42vw, 90vw',
  slides: [
    { minWidth: 0, slides: 1.1 },
    { minWidth: 500, slides: 1.6 },
    { minWidth: 700, slides: 2.4 },
    { minWidth: 1005, slides: 2.5 },
    { minWidth: 1351, slides: 3 },
  ],
}

export const solarCarousel: CarouselSettings = {
  autoplayMs: 8000,
  cut: 50,
  spaceBetween: 24,
  coverSizes: '(min-width: 1351px) 30vw, (min-width: 1005px) 40vw, (min-width: 600px) 50vw, 90vw',
  slides: [
    { minWidth: 0, slides: 1 },
    { minWidth: 420, slides: 1.3 },
    { minWidth: 600, slides: 2 },
    { minWidth: 1005, slides: 1.2 },
    { minWidth: 1351, slides: 1.7 },
  ],
}

/** The most characters of a short description any carousel shows. */
export const longestCut = Math.max(productCarousel.cut, solarCarousel.cut)

/** The same table as Swiper's `breakpoints` option. */
export function swiperBreakpoints(table: SlidesTable): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(table.map((row) => [row.minWidth, { slidesPerView: row.slides }]))
}

/** The solar landing has its own carousel; every other product carousel is the brands one. */
export function carouselFor(category: string): CarouselSettings {
  return category === 'solar' ? solarCarousel : productCarousel
}

/**
 * CSS that gives slides their final width before Swiper starts, per row of the table, so the
 * carousel does not jump (no layout shift) when its script runs.
 */
export function slideWidthCss(selector: string, settings: CarouselSettings): string {
  return settings.slides
    .map(({ minWidth, slides }) => {
      const gaps = Math.round((slides - 1) * settings.spaceBetween * 100) / 100
      const rule = `${selector} .swiper-slide{width:calc((100% - ${gaps}px) / ${slides});margin-right:${settings.spaceBetween}px}`
      return minWidth === 0 ? rule : `@media (min-width:${minWidth}px){${rule}}`
    })
    .join('')
}

/**
 * The most slides a carousel shows: the first of its list. A line of thousands would otherwise
 * put thousands of slides in one page; its grid pages reach the rest. Twice the most a wide
 * screen shows at once (3), so a looping carousel still turns; each slide costs the page about
 * 4 kB, written in the HTML and again in its inline payload.
 */
export const CAROUSEL_SLIDE_LIMIT = 6

/** Whether a carousel shows every product of its list. */
export const carouselShowsAll = (products: readonly unknown[]) => products.length <= CAROUSEL_SLIDE_LIMIT

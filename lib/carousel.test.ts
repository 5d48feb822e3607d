import { productCarousel, slideWidthCss, slidesPerView, solarCarousel, swiperBreakpoints } from './carousel'

describe('slides per view, brands and reusable carousel', () => {
  it.each([
    [320, 1.1],
    [499, 1.1],
    [500, 1.6],
    [699, 1.6],
    [700, 2.4],
    [1004, 2.4],
    [1005, 2.5],
    [1350, 2.5],
    [1351, 3],
    [1920, 3],
  ])('at a %ipx window shows %d slides', (width, slides) => {
    expect(slidesPerView(productCarousel.slides, width)).toBe(slides)
  })
})

describe('slides per view, solar carousel', () => {
  it.each([
    [360, 1],
    [419, 1],
    [420, 1.3],
    [599, 1.3],
    [600, 2],
    [1004, 2],
    [1005, 1.2],
    [1350, 1.2],
    [1351, 1.7],
  ])('at a %ipx window shows %d slides', (width, slides) => {
    expect(slidesPerView(solarCarousel.slides, width)).toBe(slides)
  })
})

describe('carousel constants', () => {
  it('autoplays the brands carousel every 2500 ms and the solar one every 8000 ms, with their cuts', () => {
    expect(productCarousel).toMatchObject({ autoplayMs: 2500, cut: 100 })
    expect(solarCarousel).toMatchObject({ autoplayMs: 8000, cut: 50 })
  })

  it('gives Swiper the same table', () => {
    expect(swiperBreakpoints(solarCarousel.slides)).toEqual({
      0: { slidesPerView: 1 },
      420: { slidesPerView: 1.3 },
      600: { slidesPerView: 2 },
      1005: { slidesPerView: 1.2 },
      1351: { slidesPerView: 1.7 },
    })
  })
})

describe('slideWidthCss', () => {
  it('sizes slides for each row of the table before Swiper runs', () => {
    const css = slideWidthCss('#c', solarCarousel)
    expect(css).toContain('#c .swiper-slide{width:calc((100% - 0px) / 1);margin-right:24px}')
    expect(css).toContain('@media (min-width:1351px){#c .swiper-slide{width:calc((100% - 16.8px) / 1.7);margin-right:24px}}')
  })
})

import { carouselFor, productCarousel, slideWidthCss, solarCarousel, swiperBreakpoints } from './settings'

describe('swiperBreakpoints', () => {
  it('gives Swiper the same table, each row from its own width up', () => {
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

describe('carouselFor', () => {
  it('gives the solar landing its own carousel and every other line the brands one', () => {
    expect(carouselFor('solar')).toBe(solarCarousel)
    for (const category of ['fan', 'light', 'ac', 'frp', 'trading']) expect(carouselFor(category)).toBe(productCarousel)
  })
})

import { linesToLoad, regenerationPaths } from './paths'

const lines = {
  fan: ['vayu', 'zenith'],
  light: ['street-30w'],
  solar: ['panel-540'],
  ac: [],
  frp: ['tank'],
}

describe('the pages a webhook call regenerates', () => {
  it("an edited product: its own page, found in its line's list", () => {
    expect(regenerationPaths(['product:zenith'], lines)).toEqual(['/products/fan/zenith'])
    expect(regenerationPaths(['product:street-30w'], lines)).toEqual(['/products/light/street-30w'])
  })

  it('a product no line lists: nothing, since no page of it can be cached', () => {
    expect(regenerationPaths(['product:made-up'], lines)).toEqual([])
  })

  it("a line: its landing, /brands for the company's own lines, then every product page of the line", () => {
    expect(regenerationPaths(['products:fan'], lines)).toEqual(['/products/fan', '/brands', '/products/fan/vayu', '/products/fan/zenith'])
    expect(regenerationPaths(['products:frp'], lines)).toEqual(['/products/frp', '/products/frp/tank'])
  })

  it('the trading line: both pages that list it, and no product pages (it has none)', () => {
    expect(regenerationPaths(['products:trading'], lines)).toEqual(['/products/trading', '/products/others'])
  })

  it('a logo list: the page whose marquee shows it', () => {
    expect(regenerationPaths(['logos:happy-customer'], lines)).toEqual(['/'])
    expect(regenerationPaths(['logos:channel-partner'], lines)).toEqual(['/products/all'])
  })

  it('every product: every landing and /brands first, then every product page', () => {
    const paths = regenerationPaths(['products'], lines)
    expect(paths.slice(0, 8)).toEqual([
      '/products/fan',
      '/products/light',
      '/products/solar',
      '/products/ac',
      '/products/frp',
      '/products/trading',
      '/products/others',
      '/brands',
    ])
    expect(paths.slice(8).sort()).toEqual(
      [
        '/products/fan/vayu',
        '/products/fan/zenith',
        '/products/light/street-30w',
        '/products/solar/panel-540',
        '/products/frp/tank',
      ].sort(),
    )
  })

  it('named products come first and nothing repeats, as the webhook builds its tags', () => {
    expect(regenerationPaths(['products:fan', 'product:zenith', 'product:zenith'], lines)).toEqual([
      '/products/fan/zenith',
      '/products/fan',
      '/brands',
      '/products/fan/vayu',
    ])
  })

  it('stops at the limit, keeping the most wanted pages', () => {
    const big = { fan: Array.from({ length: 500 }, (_, n) => `fan-${n}`) }
    const paths = regenerationPaths(['products:fan', 'product:fan-499'], big, 10)
    expect(paths).toHaveLength(10)
    expect(paths.slice(0, 3)).toEqual(['/products/fan/fan-499', '/products/fan', '/brands'])
  })

  it('knows no page for a tag it does not know, and makes no path of a slug it could not check', () => {
    expect(regenerationPaths(['everything', 'products:cars', 'product:../x', 'logos:other'], lines)).toEqual([])
  })
})

describe('the lists the webhook loads first', () => {
  it("the named lines' lists first, and no other when they hold the named products", () => {
    expect(linesToLoad(['products:fan', 'product:vayu'], {})).toEqual(['fan'])
    expect(linesToLoad(['products:fan', 'product:vayu'], { fan: ['vayu'] })).toEqual([])
    expect(linesToLoad(['products:light', 'logos:channel-partner'], {})).toEqual(['light'])
  })

  it('every other line for a product they do not hold, since a product tag does not say its line', () => {
    expect(linesToLoad(['product:vayu'], {})).toEqual(['fan', 'light', 'solar', 'ac', 'frp'])
    expect(linesToLoad(['products:light', 'product:vayu'], { light: ['street-30w'] })).toEqual(['fan', 'solar', 'ac', 'frp'])
    expect(linesToLoad(['product:made-up'], lines)).toEqual([])
  })

  it('every line for every product, and none for trading or logos', () => {
    expect(linesToLoad(['products'], {})).toEqual(['fan', 'light', 'solar', 'ac', 'frp'])
    expect(linesToLoad(['products:trading', 'logos:happy-customer'], {})).toEqual([])
  })
})

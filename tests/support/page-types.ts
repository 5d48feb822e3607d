import { embedded, first } from './catalogue'

const withModels = (list: (typeof embedded)['light']) => list.find((product) => product.models.length > 0) ?? first(list)
const withGallery = (list: (typeof embedded)['ac']) => list.find((product) => product.images.more.length > 0) ?? first(list)

/** One product page of each kind: the fan page, the standard model selector, the solar one. */
export const productPages = {
  fan: `/products/fan/${first(embedded.fan).slug}`,
  light: `/products/light/${withModels(embedded.light).slug}`,
  solar: `/products/solar/${withModels(embedded.solar).slug}`,
  ac: `/products/ac/${withGallery(embedded.ac).slug}`,
  frp: `/products/frp/${withModels(embedded.frp).slug}`,
} as const

/**
 * A page of every kind the site has, for checks that hold on all of them (accessibility, valid
 * HTML): the home page, the products page, every landing (each is laid out its own way), a
 * product page of each line, the company pages with a section of their own and a plain one,
 * the contact page, a policy page, search results (found and not) and the not-found page. A later
 * grid page is there for its page links; the demo catalogue pages only the list of every line.
 */
export const pageTypes = [
  '/',
  '/products/all',
  '/products/all/page/2',
  '/products/fan',
  '/products/light',
  '/products/solar',
  '/products/ac',
  '/products/frp',
  '/products/trading',
  ...Object.values(productPages),
  '/about/history',
  '/about/board',
  '/brands',
  '/projects',
  '/careers/careers',
  '/services/consultancy',
  '/contact',
  '/privacy',
  '/search?q=fan',
  '/search?q=zzzzqqq',
  '/no-such-page',
] as const

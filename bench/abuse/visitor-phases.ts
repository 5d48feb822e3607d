import { detailCategories } from '@/lib/catalogue/schemas'
import { PREVIEW_SESSION_COOKIE } from '@/lib/preview/session'
import { FORM_TOKEN_FIELD } from '@/lib/contact/fields'
import { embedded } from '../../tests/support/catalogue'
import { reportedAs } from './message-phases'
import { validMessage } from './payloads'
import { get, json, marker } from './shots'
import type { Phase } from './types'

/**
 * The requests of the third round's rows about what a real visitor still gets under attack
 * (rows 23 to 25): a message through a contact flood, a copied preview replayed, an enquiry's
 * first visit. What each visitor learns first (a form token, the cookies) is fetched by
 * prepare.ts. Like phases.ts, nothing here starts a server or measures.
 */

/**
 * 23. The attacker: 100 IPv6 /64s of one /48 and 20 IPv4 /24s of 5 addresses each, 3 valid
 * messages an address without the form's token (a script posting JSON), within what nginx lets
 * one client post; then one visitor who loaded the form and its token, from a network of its own.
 */
const slash64s = Array.from({ length: 100 }, (_, i) => `2001:db8:bad:${i.toString(16)}::1`)
const slash24s = Array.from({ length: 20 }, (_, n) => Array.from({ length: 5 }, (_, k) => `198.18.${n}.${k + 1}`)).flat()
const FLOOD_ADDRESSES = [...slash64s, ...slash24s]
const POSTS_PER_ADDRESS = 3
export const CONTACT_VISITOR = '192.0.2.23'
export const contactDenial = (target: 'next' | 'nginx'): Phase[] => [
  {
    name: 'valid messages, 100 /64s and 20 /24s, no token',
    count: FLOOD_ADDRESSES.length * POSTS_PER_ADDRESS,
    expect: [200, 429],
    make: (index, c) => {
      const mark = marker(c, `23${target[1]}`, index)
      const address = FLOOD_ADDRESSES[index % FLOOD_ADDRESSES.length]!
      return { ...json('/api/contact', validMessage(mark), reportedAs(address, target, c)), message: { marker: mark, shouldStore: true } }
    },
  },
  {
    name: 'a visitor with the form token',
    count: 1,
    expect: [200],
    make: (index, c) => {
      const mark = marker(c, `23${target[1]}v`, index)
      const body = { ...validMessage(mark), [FORM_TOKEN_FIELD]: c.prepared.formToken ?? '' }
      return { ...json('/api/contact', body, reportedAs(CONTACT_VISITOR, target, c)), message: { marker: mark, shouldStore: true } }
    },
  },
]

/** 24. Both cookies of an ended preview, replayed on every product page; then a plain visitor on each. */
export const previewReplay = (rounds: number): Phase[] => [
  {
    name: "an ended preview's two cookies, replayed",
    count: rounds * 25,
    expect: [307],
    make: (index, c) => ({
      ...get(c.pages[index % c.pages.length]!, {
        cookie: `__prerender_bypass=${c.prepared.draft}; ${PREVIEW_SESSION_COOKIE}=${c.prepared.session}`,
      }),
      keepBody: true,
    }),
  },
  { name: 'a plain visitor after them', count: 25, expect: [200], make: (index, c) => get(c.pages[index % c.pages.length]!) },
]

/** 25. The first visits to every product's enquiry, several at once each (one after the other), kept to read the subject. */
const AT_ONCE = 3
const products = detailCategories.reduce((count, line) => count + embedded[line].length, 0)
export const enquiries = (): Phase[] => [
  {
    name: '/contact?product=<slug>, every product',
    count: products * AT_ONCE,
    expect: [200],
    make: (index, c) => ({ ...get(`/contact?product=${c.products[Math.floor(index / AT_ONCE)]!.slug}`), keepBody: true }),
  },
]

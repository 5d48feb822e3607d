import { inlineCriticalCss } from './inline-critical-css.mjs'

/**
 * A value Next hands its cache, with a page's critical CSS inlined when it is a page's HTML
 * (`APP_PAGE`); anything else (a route's body, a fetch's data) as it came.
 */
export function withCriticalCss(value, inline = inlineCriticalCss) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return value
  return { ...value, html: inline(value.html) }
}

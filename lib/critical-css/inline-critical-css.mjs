import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { compileSheet } from 'beasties/compiler'
import { createProcessor } from 'beasties/runtime'
import { logEvent } from '../log/log.mjs'

/**
 * A page paints from its own HTML, without waiting for the stylesheet. Next writes the site's one
 * stylesheet as a `<link>` in the head, which holds the first paint until it arrives: on a phone,
 * one more round trip and 13 kB sharing the link with the scripts (docs/performance.md, "First
 * paint"). Here the rules that match the page's own elements (about 34 of its 76 kB) and the font
 * faces go into a `<style>` in the head, and the `<link>` moves to the end of the body,
 * where it blocks nothing above it and still needs no script: a browser without JavaScript gets
 * the whole sheet too, and has every rule its elements use from the first paint.
 *
 * Beasties' runtime does it in one pass over the HTML (a few milliseconds); its compiler reads the
 * build's stylesheets once per process. Applied where a page's HTML is kept: the build's
 * prerendered pages (scripts/inline-critical-css.ts) and each page the cache stores after
 * (lib/cache), so every visitor but a regenerating render's own gets it.
 */

/** The build's stylesheets, as the pages name them (`/_next/static/chunks/x.css`). */
function stylesheets(staticDir) {
  const files = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.css')) files.push(full)
    }
  }
  walk(staticDir)
  return files.map((file) => ({
    href: `/_next/static/${path.relative(staticDir, file).split(path.sep).join('/')}`,
    css: readFileSync(file, 'utf8'),
  }))
}

/** True while a stylesheet `<link>` still stands in the head: the page has not been through this yet. */
export function holdsFirstPaint(html) {
  const link = html.search(/<link\b[^>]*\brel="stylesheet"/)
  const headEnd = html.indexOf('</head>')
  return link !== -1 && (headEnd === -1 || link < headEnd)
}

/** A family's name in the page's own faces, apart from the stylesheet's. */
const ownName = (family) => `${family} first paint`

/**
 * The page's own copy of the sheets' font faces, under names of its own, and the custom
 * properties that name their families, pointed at that copy over the sheet's (`:not(#_)` outranks
 * the sheet's class). Every page is set in Inter over its size-adjusted fallback, named through a
 * custom property that beasties does not follow, so the faces go in whole; the fallback's metrics
 * must be there at the first paint. Under the sheet's names, the sheet's own faces, arriving
 * later, would be new faces replacing these, with a new chance to swap Inter in under the
 * reader's eyes; under their own names, the page keeps the faces it painted with, as before.
 * Neither is preloaded: Inter (display: optional) must not take the LCP image's bandwidth.
 */
function fontRules(files) {
  const families = new Set()
  const faces = []
  for (const { href, css } of files) {
    for (const face of css.match(/@font-face\{[^}]*\}/g) ?? []) {
      const family = /font-family:([^;}]+)/
        .exec(face)?.[1]
        .trim()
        .replace(/^(["'])(.*)\1$/, '$2')
      if (!family) continue
      families.add(family)
      const absolute = (url) => new URL(url, `http://site${href}`).pathname
      faces.push(
        face
          .replace(/font-family:[^;}]+/, `font-family:"${ownName(family)}"`)
          .replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (_, quote, url) => `url(${quote}${absolute(url)}${quote})`),
      )
    }
  }
  const renamed = (value) => value.replace(/(["'])([^"']+)\1/g, (quoted, _, name) => (families.has(name) ? `"${ownName(name)}"` : quoted))
  const pointers = files.flatMap(({ css }) =>
    [...css.matchAll(/([^{};]+)\{(--[\w-]+):([^;{}]+)\}/g)]
      .filter(([, , , value]) => renamed(value) !== value)
      .map(([, selector, property, value]) => `:is(${selector.trim()}):not(#_){${property}:${renamed(value)}}`),
  )
  return faces.join('') + pointers.join('')
}

/** `(html) => html` with the page's critical rules inlined and its stylesheet links moved after its content. */
export function criticalCssInliner(staticDir) {
  const files = stylesheets(staticDir)
  const processor = createProcessor(
    // Every rule with `:where(…)` goes in (35: Tailwind's spacing, dividers and group states):
    // beasties' matching leaves them out, and a paragraph's spacing changed when the sheet arrived.
    files.map(({ href, css }) => compileSheet(css, { href, exact: false, allowRules: [/:where\(/] })),
    { preload: 'body' },
  )
  // Registered custom properties go in whole too: beasties keeps rules that match an element,
  // and without its `@property` (inherits: false) a utility's variable set on a parent would
  // reach its children, so a line height or a shadow would differ until the sheet arrived.
  const registered = files.flatMap(({ css }) => css.match(/@property\s+--[\w-]+\{[^}]*\}/g) ?? []).join('')
  const fonts = fontRules(files) + registered
  return (html) => {
    if (!holdsFirstPaint(html)) return html
    const processed = processor.process(html)
    // The inlined <style> begins where the page first differs from what it was.
    let at = 0
    while (at < html.length && html[at] === processed[at]) at++
    const style = processed.lastIndexOf('<style>', at)
    if (!fonts || style === -1 || style < at - '<style>'.length) return processed
    // Beasties writes a stray `;` after each `@property` it keeps, which makes the next rule
    // invalid: dropped here, and the page's own rules go first.
    const rules = style + '<style>'.length
    const end = processed.indexOf('</style>', rules)
    return `${processed.slice(0, rules)}${fonts}${processed.slice(rules, end).replace(/\};(?=@)/g, '}')}${processed.slice(end)}`
  }
}

const INLINER = Symbol.for('arkvolt.critical-css.inliner')

/**
 * The process's inliner over the built stylesheets in `.next/static` (where the standalone
 * server finds them too), made on first use. Without them (a test's server, a broken deploy)
 * pages are kept as Next wrote them, and that is said once.
 */
export function inlineCriticalCss(html) {
  globalThis[INLINER] ??= processInliner(path.join(process.cwd(), '.next/static'))
  return globalThis[INLINER](html)
}

function processInliner(staticDir) {
  try {
    if (!existsSync(staticDir)) throw new Error(`no built stylesheets in ${staticDir}`)
    return criticalCssInliner(staticDir)
  } catch (error) {
    logEvent('warn', 'critical_css.unavailable', { error })
    return (html) => html
  }
}

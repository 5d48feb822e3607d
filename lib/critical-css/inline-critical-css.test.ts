import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { criticalCssInliner, holdsFirstPaint } from './inline-critical-css.mjs'

const css = [
  '@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2");font-display:optional}',
  '@font-face{font-family:inter Fallback;src:local(Arial);size-adjust:107.89%}',
  '._x_variable{--font-inter:"inter", "inter Fallback"}',
  'body{font-family:var(--font-inter)}',
  '.title{font-size:2rem}',
  '.card .price{color:green}',
  ':where(.stack>:not(:last-child)){margin-block-end:24px}',
  '@media (min-width:1024px){.title{font-size:3rem}}',
  '.modal-only{display:grid}',
  '.unused-elsewhere .price{color:red}',
  '.leading-tight{--tw-leading:1.25;line-height:1.25}',
  '.text-sm{line-height:var(--tw-leading,1.4)}',
  '@property --tw-leading{syntax:"*";inherits:false}',
].join('')

const page = (
  head: string,
  body = '<div class="_x_variable"><h1 class="title">Fan</h1><div class="card"><p class="price">₹ 4,200</p></div><div class="stack"><p>One</p><a href="/contact">Enquire</a></div></div>',
) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<script src="/_next/static/chunks/app.js" async=""></script></head><body>${body}<script>self.__next_f.push([1,""])</script></body></html>`
const link = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>'

let staticDir: string
let inline: (html: string) => string

beforeAll(() => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'critical-css-'))
  mkdirSync(path.join(staticDir, 'chunks'))
  writeFileSync(path.join(staticDir, 'chunks', 'site.css'), css)
  inline = criticalCssInliner(staticDir)
})
afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'))
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'))

describe('criticalCssInliner', () => {
  it('puts the rules the page uses in its head, media queries included', () => {
    const head = headOf(inline(page(link)))
    expect(head).toContain('<style>')
    expect(head).toMatch(/\.title\{font-size:2rem\}/)
    expect(head).toMatch(/\.card \.price\{color:green\}/)
    expect(head).toContain(':where(.stack>:not(:last-child)){margin-block-end:24px}')
    expect(head).toMatch(/@media \(min-width:1024px\)\{\.title\{font-size:3rem\}\}/)
  })

  it("keeps the page's own copy of both font faces, named through a custom property, with URLs that resolve from the page", () => {
    const head = headOf(inline(page(link)))
    expect(head).toContain('@font-face{font-family:"inter first paint";src:url(/_next/static/media/inter.woff2)format("woff2")')
    expect(head).toContain('@font-face{font-family:"inter Fallback first paint";src:local(Arial);size-adjust:107.89%}')
    expect(head).toContain(':is(._x_variable):not(#_){--font-inter:"inter first paint", "inter Fallback first paint"}')
    expect(head.match(/<style>/g)).toHaveLength(1)
    // Ahead of beasties' rules, and without the stray `;` it writes after an `@property`, which
    // would make the next rule invalid.
    expect(head).toContain('<style>@font-face{font-family:"inter first paint"')
    expect(head).not.toMatch(/\};@/)
  })

  it("never lets the stylesheet's faces, arriving later, replace the ones the page painted with", () => {
    const html = inline(page(link))
    // Only the page's own faces and its pointer at them are named after the first paint.
    expect(html.match(/font-family:"inter first paint"/g)).toHaveLength(1)
    expect(headOf(html)).not.toMatch(/font-family:inter[;}]/)
  })

  it("registers every custom property the sheet registers, so a parent's utility never leaks into its children", () => {
    expect(headOf(inline(page(link)))).toContain('@property --tw-leading{syntax:"*";inherits:false}')
  })

  it('leaves out rules no element of the page matches', () => {
    const head = headOf(inline(page(link)))
    expect(head).not.toContain('modal-only')
    expect(head).not.toContain('color:red')
  })

  it('moves the stylesheet link after the content, so it holds no paint and needs no script', () => {
    const html = inline(page(link))
    expect(headOf(html)).not.toContain('rel="stylesheet"')
    expect(bodyOf(html)).toMatch(/<\/script><link rel="stylesheet" href="\/_next\/static\/chunks\/site.css"[^>]*><\/body>/)
    expect(html).not.toMatch(/onload|media="print"|<noscript>/)
  })

  it('is done once: a page already through it is kept as it is', () => {
    const once = inline(page(link))
    expect(holdsFirstPaint(once)).toBe(false)
    expect(inline(once)).toBe(once)
  })

  it('keeps a page whose stylesheet the build does not have as it is', () => {
    const foreign = page('<link rel="stylesheet" href="/elsewhere/theme.css"/>')
    expect(headOf(inline(foreign))).toContain('href="/elsewhere/theme.css"')
    expect(inline(foreign)).not.toContain('<style>')
  })

  it('matches the link whatever query the deployment adds to asset URLs', () => {
    const html = inline(page(link.replace('site.css', 'site.css?dpl=build-7')))
    expect(headOf(html)).toMatch(/\.title\{/)
    expect(bodyOf(html)).toContain('site.css?dpl=build-7')
  })
})

describe('holdsFirstPaint', () => {
  it('reads a stylesheet link before the end of the head', () => {
    expect(holdsFirstPaint(page(link))).toBe(true)
    expect(holdsFirstPaint(page(''))).toBe(false)
    expect(holdsFirstPaint(page('', `<p>text</p>${link}`))).toBe(false)
    expect(holdsFirstPaint('<link rel="preload" as="style" href="/a.css"/></head>')).toBe(false)
  })
})

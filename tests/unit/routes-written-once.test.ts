import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * lib/navigation/routes.ts alone writes a product, list, grid-page or search URL, so their shape changes in
 * one place and a link cannot drift from the proxy's and the sitemap's idea of it. This reads the
 * site's source for URLs of those kinds put together by hand: a template literal or a
 * concatenation that starts one, a route function's output extended, a query string written out.
 */
const root = process.cwd()
const sources = ['app', 'components', 'content', 'lib', 'proxy.ts']
const sourceFile = /\.(ts|tsx|mjs|js)$/
const testFile = /\.test\.tsx?$/

/** Files allowed to write such strings, and why. */
const exempt: Record<string, string> = {
  'lib/navigation/routes.ts': 'the one place URLs are written',
  // Its strings are metric labels naming app/'s route folders ('/products/[category]'), for
  // paths the site never writes too; no visitor or crawler follows them.
  'lib/metrics/route-template.ts': 'writes route templates for metric labels, not URLs',
}

const handWritten = [
  // `/products/${line}/…`, `/search?q=${…}`
  /`\/(?:products\/|search)[^`]*\$\{/g,
  // '/products/' + line, "/search?q=" + query
  /(['"`])\/(?:products\/|search)[^'"`\n]*\1\s*\+/g,
  // `…/page/${n}`, '/page/' + n, x + '/page/'
  /`[^`]*\/page\/\$\{|(['"`])[^'"`\n]*\/page\/[^'"`\n]*\1\s*\+|\+\s*['"`][^'"`\n]*\/page\//g,
  // `${lineRoute(list)}/${slug}`: a route's output extended by hand
  /`[^`]*\$\{\s*(?:landingRoutes|lineRoute|productRoute|gridPageRoute|searchRoute)\b/g,
  // any literal query of the search page, '/search?q=fan' included
  /['"`]\/search\?/g,
]

/** Each hand-written URL in `text`, as `<line>: <code>`. */
function handWrittenUrls(text: string): { line: number; code: string }[] {
  const found = handWritten.flatMap((pattern) => [...text.matchAll(pattern)])
  const lines = new Set(found.map((match) => text.slice(0, match.index).split('\n').length))
  const source = text.split('\n')
  return [...lines].sort((a, b) => a - b).map((line) => ({ line, code: source[line - 1]!.trim() }))
}

function sourceFiles(entry: string): string[] {
  if (sourceFile.test(entry)) return [entry]
  return readdirSync(path.join(root, entry), { recursive: true, encoding: 'utf8' })
    .filter((name) => sourceFile.test(name) && !testFile.test(name))
    .map((name) => path.join(entry, name))
}

const files = sources.flatMap(sourceFiles)
const findings = files.flatMap((file) => handWrittenUrls(readFileSync(path.join(root, file), 'utf8')).map((found) => ({ file, ...found })))

describe('product, list, grid-page and search URLs', () => {
  it('are written by lib/navigation/routes.ts alone', () => {
    const elsewhere = findings.filter(({ file }) => !(file in exempt))
    expect(elsewhere.map(({ file, line, code }) => `${file}:${line} writes a URL by hand, use lib/navigation/routes.ts: ${code}`)).toEqual(
      [],
    )
  })

  it('are found in each shape they can be written', () => {
    const flagged = [
      'href={`/products/${category}/${product.slug}`}',
      "path: '/products/' + line",
      'url: `/search?q=${encodeURIComponent(query)}`',
      "'/search?q=' + query",
      '`${base}/page/${page}`',
      "lineRoute(list) + '/page/' + page",
      '`${lineRoute(line)}/${slug}`',
      "const sample = '/search?q=fan'",
    ]
    for (const code of flagged) expect({ code, found: handWrittenUrls(code).length }).toEqual({ code, found: 1 })
    const allowed = [
      "link: '/products/solar'",
      'action="/search"',
      'pathname.match(/^\\/products\\/([^/]+)\\/page\\/(.*)$/)',
      'href={productRoute(category, product.slug)}',
      '`${title} | ${siteName}`',
    ]
    for (const code of allowed) expect({ code, found: handWrittenUrls(code).length }).toEqual({ code, found: 0 })
  })

  it('read every source folder, and each exemption still writes what it is exempt for', () => {
    for (const source of sources) expect(files.some((file) => file.startsWith(source))).toBe(true)
    for (const file of Object.keys(exempt)) expect(findings.some((found) => found.file === file)).toBe(true)
  })
})

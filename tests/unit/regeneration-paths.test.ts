import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Category, LogoKind } from '@/lib/catalogue/schemas'
import { tags } from '@/lib/catalogue/tags'
import { ownBrandLines } from '@/lib/product/related-products'
import { regenerationPaths } from '@/lib/regeneration/paths'

/**
 * Every page that reads a list (a logo list, a product line's cards) is among the pages a webhook
 * call naming that list renders again (lib/regeneration/paths.ts). A page missing there is not
 * broken, only late: its next visitor gets the old list while it renders behind them.
 */
const listReads: { call: RegExp; tags: (argument: string) => string[] }[] = [
  { call: /\bgetLogos\(([^)]*)\)/g, tags: (kind) => [tags.logos(kind as LogoKind)] },
  { call: /\bgetProductCards\(([^)]*)\)/g, tags: (line) => [tags.category(line as Category)] },
  // The first of the fan list, read whole.
  { call: /\bgetFeaturedFan\(([^)]*)\)/g, tags: () => [tags.category('fan')] },
  { call: /\bgetOwnBrandProducts\(([^)]*)\)/g, tags: () => ownBrandLines.map(tags.category) },
]

const appFolder = path.join(process.cwd(), 'app')

/** Each page file, its URL, and the tags of the lists it reads. */
const pages = readdirSync(appFolder, { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'page.tsx')
  .map((file) => {
    const source = readFileSync(path.join(appFolder, file), 'utf8')
    const segments = path
      .dirname(file)
      .split(path.sep)
      .filter((segment) => segment !== '.' && !/^\(.*\)$/.test(segment))
    const read = listReads.flatMap(({ call, tags }) =>
      [...source.matchAll(call)].map(([, argument = '']) => {
        const literal = /^\s*(?:'([\w-]*)')?\s*$/.exec(argument)
        if (!literal) throw new Error(`app/${file} reads a list named at run time (${argument}): this test cannot tell which`)
        return tags(literal[1] ?? '')
      }),
    )
    return {
      file: `app/${file}`,
      url: `/${segments.join('/')}`,
      dynamic: segments.some((segment) => segment.startsWith('[')),
      tags: read.flat(),
    }
  })
const listPages = pages.filter((page) => page.tags.length > 0)

describe('pages that show a list', () => {
  it('are found: the home page, the products page, /brands and the landings', () => {
    expect(listPages.map(({ url }) => url)).toEqual(
      expect.arrayContaining(['/', '/products/all', '/brands', '/products/fan', '/products/others']),
    )
  })

  it('have a fixed URL, which a webhook call can name', () => {
    expect(listPages.filter(({ dynamic }) => dynamic).map(({ file }) => file)).toEqual([])
  })

  it.each(listPages)('$url is rendered again when a list it reads changes', ({ url, tags }) => {
    for (const tag of tags) expect({ tag, pages: regenerationPaths([tag], {}) }).toEqual({ tag, pages: expect.arrayContaining([url]) })
  })
})

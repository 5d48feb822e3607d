import { readdirSync } from 'node:fs'
import path from 'node:path'
import { apiMethodsOf } from '@/lib/proxy/api-methods'

/**
 * The proxy's list of each API route's methods (lib/proxy/api-methods.ts) against the routes
 * themselves: the proxy lets through exactly the methods a route exports, so a method added to a
 * route without the list gets a 405 from the proxy, and one left in the list after its route
 * dropped it reaches Next.
 */
const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const apiFolder = path.join(process.cwd(), 'app/api')

/** Each route file under app/api, a URL it answers (a dynamic segment filled in) and the methods it exports. */
const routes = readdirSync(apiFolder, { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'route.ts')
  .map((file) => {
    const segments = path
      .dirname(file)
      .split(path.sep)
      .filter((segment) => segment !== '.')
      .map((segment) => (segment.startsWith('[') ? 'some-value' : segment))
    return { file: `app/api/${file}`, pathname: ['/api', ...segments].join('/') }
  })

/**
 * Each route module, loaded once before the tests: loaded inside a test, the code of every module
 * it imports would count as reached by that test alone (mutation testing's static code).
 */
const loaded = new Map<string, Record<string, unknown>>()
beforeAll(async () => {
  for (const { file } of routes) loaded.set(file, (await import(path.join(process.cwd(), file))) as Record<string, unknown>)
})

describe('the methods the proxy lets through to an API route', () => {
  it('finds the routes it checks', () => {
    expect(routes.map(({ pathname }) => pathname)).toEqual(
      expect.arrayContaining(['/api/contact', '/api/revalidate', '/api/health', '/api/vitals']),
    )
  })

  it.each(routes)('are the methods $file exports', ({ file, pathname }) => {
    const route = loaded.get(file)!
    const exported = Object.keys(route).filter((name) => HTTP_METHODS.has(name) && typeof route[name] === 'function')
    expect([...(apiMethodsOf(pathname) ?? [])].sort()).toEqual(exported.sort())
  })

  it('are left to Next for pages and look-alike paths', () => {
    expect(apiMethodsOf('/contact')).toBeUndefined()
    expect(apiMethodsOf('/api/contact/extra')).toBeUndefined()
    expect(apiMethodsOf('/api/catalogue')).toBeUndefined()
    expect(apiMethodsOf('/api/preview/other')).toBeUndefined()
  })
})

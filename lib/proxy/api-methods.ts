/**
 * The methods each API route answers: those its route.ts exports, which
 * tests/unit/api-methods.test.ts holds this list to. The proxy refuses the others with a 405 that
 * names them (Allow), which Next's own 405 for a method a route does not export leaves out.
 */
const apiMethods: readonly (readonly [prefix: string, methods: readonly string[]])[] = [
  ['/api/contact', ['POST']],
  ['/api/revalidate', ['POST']],
  ['/api/vitals', ['POST']],
  ['/api/health', ['GET', 'HEAD']],
  // Links a marketer opens; a HEAD (a link checker's) neither enters nor leaves a preview.
  ['/api/preview', ['GET']],
  ['/api/preview/exit', ['GET']],
  ['/api/catalogue/', ['GET', 'HEAD']],
]

/** The methods `pathname` answers, or undefined when it is not an API route. */
export function apiMethodsOf(pathname: string): readonly string[] | undefined {
  return apiMethods.find(([prefix]) => (prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix))?.[1]
}

import { apiPrefix, type Method, ruleOf, siteMethods } from '@/lib/request-rules/rules'

/**
 * The methods each route answers, from the table of request rules (lib/request-rules/rules.ts);
 * an API route's are those its route.ts exports, which tests/unit/api-methods.test.ts holds the
 * table to. The proxy refuses the others with a 405 that names them (Allow), which Next's own 405
 * for a method a route does not export leaves out.
 */

/** The methods `pathname` answers, or undefined when it is not an API route. */
export function apiMethodsOf(pathname: string): readonly Method[] | undefined {
  return pathname.startsWith(apiPrefix) ? ruleOf(pathname)?.methods : undefined
}

/**
 * The methods a 405 names when `method` is refused on `pathname`, or null when it is taken. A
 * method the site never uses names the site's on the API, as nginx does in front of it.
 */
export function refusedMethod(pathname: string, method: string): readonly Method[] | null {
  const rule = ruleOf(pathname)
  const own = rule?.methods ?? siteMethods
  if ((own as readonly string[]).includes(method)) return null
  return rule?.path.startsWith(apiPrefix) && !(siteMethods as readonly string[]).includes(method) ? siteMethods : own
}

/** Longer than any path of the site; a longer value is not one. */
export const MAX_SITE_PATH_LENGTH = 2048

/**
 * `value` as a path of this site, safe to send as a redirect's Location (normalised: `/a/../b`
 * is `/b`), or undefined when it could lead anywhere else: another host (`//host`, `/\host`,
 * which browsers read as `//host`), a scheme (`javascript:`), anything not starting with `/`,
 * control characters, spaces or raw non-ASCII (a link carries them percent-encoded), or a value
 * over MAX_SITE_PATH_LENGTH.
 */
export function sitePath(value: string): string | undefined {
  if (value.length > MAX_SITE_PATH_LENGTH) return undefined
  if (!/^\/[\x21-\x5b\x5d-\x7e]*$/.test(value) || value.startsWith('//')) return undefined
  const url = new URL(value, 'http://site.invalid')
  const path = `${url.pathname}${url.search}${url.hash}`
  // Dot segments can make a double slash of a single one: `/.//host` resolves to `//host`.
  return path.startsWith('//') ? undefined : path
}

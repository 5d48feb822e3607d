import { isAllowedImage } from '../images/image-hosts'
import { requestRules } from '../request-rules/rules'

/** The public folders that hold images; next.config allows only these to the optimizer. */
export const localImageFolders = ['/catalogue', '/images', '/logos', '/icons', '/media'] as const

/**
 * The optimizer reads `url`, `w` and `q` (the table's query of the route, lib/request-rules/rules.ts),
 * and `dpl` only when it is this deployment's id. Anything else, or any of them twice, would only
 * be another cache key for the same image.
 */
function hasOnlyImageParameters(params: URLSearchParams, deploymentId: string | undefined): boolean {
  const names = [...params.keys()]
  const read = requestRules.image.query
  const allowed = deploymentId && params.get('dpl') === deploymentId ? read : read.filter((name) => name !== 'dpl')
  return names.length === new Set(names).size && names.every((name) => allowed.includes(name))
}

/**
 * Why a request to the image optimizer must be refused before it reaches it, or null. Next keys
 * its image cache on the `url` as written, so `/a.webp#x`, `/./a.webp` or `/a.webp?v=1` would
 * each be encoded and stored again: only the one canonical spelling of an allowed image passes.
 */
export function imageRequestProblem(params: URLSearchParams, hosts: readonly string[], deploymentId?: string): string | null {
  const urls = params.getAll('url')
  const [url] = urls
  if (urls.length !== 1 || !url) return 'name exactly one image url'
  if (!hasOnlyImageParameters(params, deploymentId)) return 'only url, w and q, once each'
  if (url.startsWith('/')) {
    if (!localImageFolders.some((folder) => url.startsWith(`${folder}/`))) return 'not an image of this site'
    let canonical: string
    try {
      const parsed = new URL(url, 'http://site.invalid')
      canonical = parsed.pathname + parsed.search + parsed.hash
    } catch {
      return 'malformed image url'
    }
    if (canonical !== url || /[?#%\\]|\/\//.test(url)) return 'not the canonical image url'
    return null
  }
  if (!isAllowedImage(url, hosts)) return 'not an allowed image host'
  return new URL(url).href === url ? null : 'not the canonical image url'
}

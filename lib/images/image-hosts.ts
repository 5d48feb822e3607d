/**
 * Which image URLs from upstream may reach a page. Root-relative paths are the site's own
 * files; absolute URLs must be https on a configured host. Everything else (javascript:,
 * data:, http:, other hosts, protocol-relative //host) is refused, and the page shows its
 * placeholder instead. next.config builds `images.remotePatterns` from the same hosts.
 */
export function imageHosts(apiUrl: string | undefined, configured: string | undefined): string[] {
  const hosts = (configured ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
  if (hosts.length === 0 && apiUrl) hosts.push(new URL(apiUrl).hostname.toLowerCase())
  return [...new Set(hosts)]
}

export function isAllowedImage(src: string, hosts: readonly string[]): boolean {
  if (src.startsWith('/')) {
    // A path of the site's own: no host in disguise, no way out of the public folder.
    return !src.startsWith('//') && !/[\\\u0000-\u001f]/.test(src) && !src.split(/[/?#]/).some((segment) => decodeSafe(segment) === '..')
  }
  try {
    const url = new URL(src)
    return url.protocol === 'https:' && hosts.includes(url.hostname.toLowerCase()) && !url.username && !url.password
  } catch {
    return false
  }
}

function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return '..' // Undecodable: treat as hostile.
  }
}

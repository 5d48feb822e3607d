const linkSchemes = new Set(['https:', 'mailto:', 'tel:'])

/**
 * An upstream URL a visitor may follow: https (or mailto/tel inside descriptions), nothing
 * else. Returns the normalised URL, or undefined so the caller shows no link at all.
 */
export function safeLinkHref(value: string | undefined, schemes: ReadonlySet<string> = linkSchemes): string | undefined {
  if (!value) return undefined
  try {
    // No base URL: relative and protocol-relative values are not links to another site.
    const url = new URL(value.trim())
    if (!schemes.has(url.protocol) || url.username || url.password) return undefined
    return url.href
  } catch {
    return undefined
  }
}

const httpsOnly = new Set(['https:'])

/** A link to another site (a marketplace, a brochure): https only. */
export function safeExternalUrl(value: string | undefined): string | undefined {
  return safeLinkHref(value, httpsOnly)
}

import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'
import { secretMatches } from '@/lib/secret'

/** The header in which the deployment's own proxy proves itself with PROXY_SECRET. */
export const PROXY_SECRET_HEADER = 'x-proxy-secret'

/** The one per-client bucket of every request whose address cannot be believed. */
export const UNTRUSTED_CLIENT = 'direct'

/**
 * The client the per-client contact limit counts: an IPv4 address, or the /64 network of an
 * IPv6 one. A subscriber gets a whole /64 (often more), so counting single IPv6 addresses would
 * give one visitor as many allowances as it cares to use. IPv4 written as IPv6 (::ffff:a.b.c.d)
 * is that IPv4 address; an address in ::/64 (loopback) counts as itself.
 */
export function clientOf(address: string): string {
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  if (network.every((part) => part === 0)) return parsed.toString()
  return `${network.map((part) => part.toString(16)).join(':')}::/64`
}

/**
 * The client the per-client contact limit keys on. Anyone can send X-Real-IP or
 * X-Forwarded-For, so they are believed only from the deployment's proxy, which proves itself
 * with PROXY_SECRET (compared in constant time), and only when they hold an IP address. Every
 * other request (no PROXY_SECRET configured, a missing or wrong secret, a malformed address)
 * bypassed the proxy or cannot be placed: all of them share the one bucket 'direct', so forged
 * headers can never buy a fresh allowance.
 */
export function clientAddress(headers: Headers, proxySecret: string | undefined): string {
  if (!secretMatches(headers.get(PROXY_SECRET_HEADER), proxySecret)) return UNTRUSTED_CLIENT
  const reported = headers.get('x-real-ip')?.trim() || headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return reported && isIP(reported) ? clientOf(reported) : UNTRUSTED_CLIENT
}

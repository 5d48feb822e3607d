import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'
import { secretMatches } from '@/lib/http/secret'

/** The header in which the deployment's own proxy proves itself with PROXY_SECRET. */
export const PROXY_SECRET_HEADER = 'x-proxy-secret'

/** The one per-client bucket of every request whose address cannot be believed. */
export const UNTRUSTED_CLIENT = 'direct'

/** Who sent a request, as the site's limits count it: the client, and the network it is in. */
export type Sender = { client: string; network: string }

/** An IPv6 address's network of `bits` bits, as `2001:db8::/48`; false when it is all zero. */
function prefixOf(address: ipaddr.IPv6, bits: number): string | false {
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`)
  return !network.parts.every((part) => part === 0) && `${network.toString()}/${bits}`
}

/**
 * The client the per-client limits count: an IPv4 address, or the /64 network of an
 * IPv6 one. A subscriber gets a whole /64 (often more), so counting single IPv6 addresses would
 * give one visitor as many allowances as it cares to use. IPv4 written as IPv6 (::ffff:a.b.c.d)
 * is that IPv4 address; an address in ::/64 (loopback) counts as itself.
 */
export function clientOf(address: string): string {
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  return prefixOf(parsed as ipaddr.IPv6, 64) || parsed.toString()
}

/**
 * The network the per-network limits count: an IPv4 address's /24, an IPv6 one's /48,
 * what one site or hosting customer usually holds. One attacker holding many clients in one of
 * them gets that network's allowance, not one per client. An address in ::/48 counts as itself.
 */
export function networkOf(address: string): string {
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return `${ipaddr.IPv4.networkAddressFromCIDR(`${parsed.toString()}/24`).toString()}/24`
  return prefixOf(parsed as ipaddr.IPv6, 48) || parsed.toString()
}

/**
 * The sender the limits key on (contact messages, Web Vitals samples). Anyone can send X-Real-IP or X-Forwarded-For, so they
 * are believed only from the deployment's proxy, which proves itself with PROXY_SECRET (compared
 * in constant time), and only when they hold an IP address. Every other request (no PROXY_SECRET
 * configured, a missing or wrong secret, a malformed address) bypassed the proxy or cannot be
 * placed: all of them share the one bucket 'direct', client and network alike, so forged headers
 * can never buy a fresh allowance.
 */
export function senderOf(headers: Headers, proxySecret: string | undefined): Sender {
  const untrusted = { client: UNTRUSTED_CLIENT, network: UNTRUSTED_CLIENT }
  if (!secretMatches(headers.get(PROXY_SECRET_HEADER), proxySecret)) return untrusted
  const reported = headers.get('x-real-ip')?.trim() || headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return reported && isIP(reported) ? { client: clientOf(reported), network: networkOf(reported) } : untrusted
}

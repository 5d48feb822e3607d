import { sameSlash64 } from '@/tests/support/ipv6-network'
import { clientOf, networkOf, PROXY_SECRET_HEADER, senderOf, UNTRUSTED_CLIENT } from './client-address'

const secret = 'the-proxy-secret-of-this-deployment'
const request = (headers: Record<string, string>) => new Headers(headers)
const fromProxy = (headers: Record<string, string>) => request({ [PROXY_SECRET_HEADER]: secret, ...headers })

describe('the client of a request', () => {
  it("believes the proxy's X-Real-IP, else the first X-Forwarded-For entry", () => {
    expect(senderOf(fromProxy({ 'x-real-ip': ' 203.0.113.7 ', 'x-forwarded-for': '198.51.100.1' }), secret).client).toBe('203.0.113.7')
    expect(senderOf(fromProxy({ 'x-forwarded-for': '198.51.100.1, 10.0.0.1' }), secret).client).toBe('198.51.100.1')
    expect(senderOf(fromProxy({ 'x-forwarded-for': '2001:db8::1, 10.0.0.1' }), secret).client).toBe('2001:db8::/64')
  })

  it.each([
    ['no PROXY_SECRET is configured', fromProxy({ 'x-real-ip': '203.0.113.7' }), undefined],
    ['the secret is missing', request({ 'x-real-ip': '203.0.113.7' }), secret],
    ['the secret is one character off', request({ [PROXY_SECRET_HEADER]: `${secret.slice(0, -1)}x`, 'x-real-ip': '203.0.113.7' }), secret],
    ['the secret is its start only', request({ [PROXY_SECRET_HEADER]: secret.slice(0, -1), 'x-real-ip': '203.0.113.7' }), secret],
    ['the secret has more after it', request({ [PROXY_SECRET_HEADER]: `${secret}x`, 'x-real-ip': '203.0.113.7' }), secret],
    ['the secret is empty', request({ [PROXY_SECRET_HEADER]: '', 'x-forwarded-for': '203.0.113.7' }), secret],
    ['the proxy reports no address', fromProxy({}), secret],
    ['the address is not an IP', fromProxy({ 'x-real-ip': 'unknown' }), secret],
    ['the address is a name', fromProxy({ 'x-forwarded-for': 'evil.example, 203.0.113.7' }), secret],
    ['the address carries a port', fromProxy({ 'x-real-ip': '203.0.113.7:4000' }), secret],
  ])("puts the request in the shared 'direct' bucket when %s", (_, headers, configured) => {
    expect(senderOf(headers, configured)).toEqual({ client: UNTRUSTED_CLIENT, network: UNTRUSTED_CLIENT })
  })
})

describe('senderOf', () => {
  it("names the proxy's client and the network it is in", () => {
    expect(senderOf(fromProxy({ 'x-real-ip': '203.0.113.7' }), secret)).toEqual({ client: '203.0.113.7', network: '203.0.113.0/24' })
    expect(senderOf(fromProxy({ 'x-real-ip': '2001:db8:5:6::1' }), secret)).toEqual({
      client: '2001:db8:5:6::/64',
      network: '2001:db8:5::/48',
    })
  })
})

describe('clientOf', () => {
  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    for (const address of sameSlash64.addresses) expect(clientOf(address)).toBe(sameSlash64.network)
    expect(clientOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(clientOf('2001:db8::1')).toBe('2001:db8::/64')
    expect(clientOf('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64')
  })

  it('keeps an IPv4 address as it is, written as IPv4 or as IPv6', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7')
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientOf('::ffff:203.0.113.8')).toBe('203.0.113.8')
  })

  it('counts an address of ::/64 as itself, not as that network', () => {
    expect(clientOf('::1')).toBe('::1')
    expect(clientOf('::2')).toBe('::2')
  })
})

describe('networkOf', () => {
  it('puts every /64 of one IPv6 /48 in that /48, and the next /48 apart', () => {
    for (const address of [...sameSlash64.addresses, '2001:db8:1:0::1', '2001:db8:1:ffff:1::9', '2001:0DB8:0001:abcd::'])
      expect(networkOf(address)).toBe('2001:db8:1::/48')
    expect(networkOf('2001:db8:2:2::1')).toBe('2001:db8:2::/48')
    expect(networkOf('2001:db8::1')).toBe('2001:db8::/48')
  })

  it('puts every IPv4 address of one /24 in it, written as IPv4 or as IPv6, and the next /24 apart', () => {
    for (const address of ['203.0.113.0', '203.0.113.7', '203.0.113.255', '::ffff:203.0.113.9'])
      expect(networkOf(address)).toBe('203.0.113.0/24')
    expect(networkOf('203.0.114.7')).toBe('203.0.114.0/24')
  })

  it('counts an address of ::/48 as itself', () => {
    expect(networkOf('::1')).toBe('::1')
  })
})

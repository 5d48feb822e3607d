import { clientAddress, PROXY_SECRET_HEADER, UNTRUSTED_CLIENT } from './client-address'

const secret = 'the-proxy-secret-of-this-deployment'
const request = (headers: Record<string, string>) => new Headers(headers)
const fromProxy = (headers: Record<string, string>) => request({ [PROXY_SECRET_HEADER]: secret, ...headers })

describe('clientAddress', () => {
  it("believes the proxy's X-Real-IP, else the first X-Forwarded-For entry", () => {
    expect(clientAddress(fromProxy({ 'x-real-ip': ' 203.0.113.7 ', 'x-forwarded-for': '198.51.100.1' }), secret)).toBe('203.0.113.7')
    expect(clientAddress(fromProxy({ 'x-forwarded-for': '2001:db8::1, 10.0.0.1' }), secret)).toBe('2001:db8::1')
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
    expect(clientAddress(headers, configured)).toBe(UNTRUSTED_CLIENT)
  })
})

import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { sampleMessage } from '../support/contact'
import { type Site, startSite } from '../support/site'

const PROXY_SECRET = 'test-secret-of-the-front-proxy'

/** The contact limits as an anonymous client meets them, on a real `next start`. */
test.describe('contact limits against a hostile client', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 })
  let site: Site

  test.beforeAll(async () => {
    test.setTimeout(90_000) // a server start on a loaded machine; hooks otherwise get the 30 s default
    site = await startSite({ CONTACT_LIMIT_PER_CLIENT: '2', CONTACT_LIMIT_TOTAL: '4', OUTBOX_DIR: 'outbox', PROXY_SECRET })
  })
  test.afterAll(async () => {
    await site?.dispose()
  })

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${site.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  const stored = () => readdirSync(path.join(site.dir, 'outbox', 'pending')).filter((name) => name.endsWith('.json')).length

  test('junk spends no allowance: after 100 invalid posts a real visitor is still accepted', async () => {
    for (let n = 0; n < 100; n++)
      expect((await post({}, { 'x-real-ip': `198.51.100.${n}`, 'x-proxy-secret': PROXY_SECRET })).status).toBe(400)
    expect((await post(sampleMessage, { 'x-real-ip': '203.0.113.1', 'x-proxy-secret': PROXY_SECRET })).status).toBe(200)
  })

  test('control characters and a honeypot of any type store nothing', async () => {
    const before = stored()
    const headers = { 'x-real-ip': '203.0.113.2', 'x-proxy-secret': PROXY_SECRET }
    for (const hostile of [
      { senderName: 'Asha\r\nSubject: forged' },
      { messageSubject: '\u001b]0;owned\u0007' },
      { senderName: 'Asha \u202eevil' },
      { messageBody: 'a\u0000b' },
    ]) {
      const response = await post({ ...sampleMessage, ...hostile }, headers)
      expect(response.status).toBe(400)
      expect(Object.keys((await response.json()).fields)).toEqual(Object.keys(hostile))
    }
    for (const website of [['x'], { a: 1 }, 1, true]) expect((await post({ ...sampleMessage, website }, headers)).status).toBe(200)
    expect(stored()).toBe(before)
  })

  test('forged forwarding headers buy no fresh allowance when the proxy secret is missing', async () => {
    const statuses = []
    for (let n = 0; n < 4; n++)
      statuses.push((await post(sampleMessage, { 'x-forwarded-for': `192.0.2.${n}`, 'x-real-ip': `192.0.2.${n}` })).status)
    expect(statuses).toEqual([200, 200, 429, 429])
  })

  test('the addresses of one IPv6 /64 share one allowance; another /64 has its own', async () => {
    await site.restart() // every allowance full again
    const from = (address: string) => ({ 'x-real-ip': address, 'x-proxy-secret': PROXY_SECRET })
    const statuses = []
    for (const address of ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff::3'])
      statuses.push((await post(sampleMessage, from(address))).status)
    expect(statuses).toEqual([200, 200, 429])
    expect((await post(sampleMessage, from('2001:db8:7:2::1'))).status).toBe(200)
  })
})
